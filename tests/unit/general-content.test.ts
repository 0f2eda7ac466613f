import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { linksIn, plainText } from "../../content/schema.ts";
import { site, surgeonName, telHref } from "../../content/site.ts";
import { homePage } from "../../content/home.ts";
import { aboutPage, captionsVtt } from "../../content/about.ts";
import { contactPage } from "../../content/contact.ts";
import { carePage } from "../../content/care.ts";
import {
  braceProviders,
  centreCountLabel,
  centresByRegion,
  mapLinkFor,
  type PhysiotherapyCentre,
  physiotherapyCentres,
  physiotherapyPage,
  type Region,
  regionFor,
  regions,
} from "../../content/physiotherapy.ts";
import { miopPage } from "../../content/miop.ts";
import { awaitingClinicalReview } from "../../content/review-record.ts";
import { documentCategories, guides, usefulLinksPage } from "../../content/useful-links.ts";
import { reviewPolicyPage, reviewsPage, storyRetention } from "../../content/reviews-page.ts";
import { ENQUIRY_SECTION_ID } from "../../content/navigation.ts";
import { specRoutes } from "./spec-routes.ts";

const pages = [
  homePage,
  aboutPage,
  contactPage,
  carePage,
  physiotherapyPage,
  miopPage,
  usefulLinksPage,
  reviewsPage,
  reviewPolicyPage,
];
const allContent = { pages, physiotherapyCentres, braceProviders, guides };

/** The spec's route table (§2), plus /review-policy, which the reviews issue adds. */
const routes = new Set([...specRoutes, "/review-policy"]);
const documents = new Set(usefulLinksPage.documents.map((d) => d.href));
/** sections of the shared layout the spec names: the top bar scrolls to them */
const layoutAnchors = new Set([ENQUIRY_SECTION_ID, "private-practice", "nhs-practice"]);
const pageAnchors: Record<string, string[]> = {
  "/": [homePage.biography.id, homePage.booking.id],
  "/AboutMe": [aboutPage.robotic.id],
};

/** Every string in a value, with the key it sits under. */
function* strings(value: unknown, key = ""): Generator<{ key: string; text: string }> {
  if (typeof value === "string") yield { key, text: value };
  else if (Array.isArray(value)) { for (const item of value) yield* strings(item, key); }
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) yield* strings(v, k);
  }
}

const urlKeys = new Set(["href", "src", "website", "email", "mapUrl", "path", "id"]);

/** Every link target: `href` fields and `[label](href)` links written inside text. */
function allHrefs(value: unknown): string[] {
  const hrefs: string[] = [];
  for (const { key, text } of strings(value)) {
    if (key === "href") hrefs.push(text);
    else if (!urlKeys.has(key)) hrefs.push(...linksIn(text));
  }
  return hrefs;
}

/** Every sentence a patient reads, link markup removed. */
function allReadableText(value: unknown): string[] {
  return [...strings(value)].filter(({ key }) => !urlKeys.has(key)).map(({ text }) =>
    plainText(text)
  );
}

describe("regionFor: the region from a centre's address text", () => {
  const table: Array<[string, Region]> = [
    // every town the spec names
    ["Coventry", "North Warwickshire"],
    ["Kenilworth", "Central Warwickshire"],
    ["Warwick", "Central Warwickshire"],
    ["Leamington", "Central Warwickshire"],
    ["Stoneleigh", "Central Warwickshire"],
    ["Stratford", "South Warwickshire"],
    // the ways towns are written in real addresses
    ["12 Hertford Street, Coventry CV1 1LF", "North Warwickshire"],
    ["3 Parade, Leamington Spa CV32 4DG", "Central Warwickshire"],
    ["3 Parade, Royal Leamington Spa CV32 4DG", "Central Warwickshire"],
    ["Stoneleigh Park, Stoneleigh, Warwickshire CV8 2LG", "Central Warwickshire"],
    ["Bridge Street, Stratford-upon-Avon CV37 6AB", "South Warwickshire"],
    ["Bridge Street, Stratford upon Avon", "South Warwickshire"],
    ["Smith Street, Warwick, Warwickshire CV34 4HS", "Central Warwickshire"],
    // any letter case
    ["COVENTRY", "North Warwickshire"],
    ["royal leamington spa", "Central Warwickshire"],
    ["sTrAtFoRd-UpOn-AvOn", "South Warwickshire"],
    ["kenilworth", "Central Warwickshire"],
    // "Warwick" is a whole word only: the county alone names no town
    ["Warwickshire", "Other areas"],
    ["Warwickshire CV21", "Other areas"],
    ["1 Warwickshire Way, Rugby", "Other areas"],
    // a street named after another town: the town named last decides
    ["7 Warwick Road, Kenilworth CV8 1HD", "Central Warwickshire"],
    ["200 Warwick Road, Coventry CV3 6AU", "North Warwickshire"],
    ["Leamington Road, Coventry CV3", "North Warwickshire"],
    ["Coventry Road, Warwick CV34 5HN", "Central Warwickshire"],
    ["Warwick Road, Stratford-upon-Avon", "South Warwickshire"],
    ["Stratford Road, Warwick", "Central Warwickshire"],
    // unknown towns go to "Other areas", never dropped
    ["4 Regent Street, Rugby CV21 2PN", "Other areas"],
    ["Nuneaton", "Other areas"],
    ["Birmingham B1 1AA", "Other areas"],
    ["", "Other areas"],
  ];

  it.each(table)("%j → %s", (address, expected) => {
    expect(regionFor(address)).toBe(expected);
  });
});

describe("physiotherapy directory", () => {
  it("lists 7 centres, exactly one of them without an email", () => {
    expect(physiotherapyCentres).toHaveLength(7);
    expect(physiotherapyCentres.filter((c) => c.email === undefined)).toHaveLength(1);
    expect(new Set(physiotherapyCentres.map((c) => c.id)).size).toBe(7);
  });

  it("places every listed centre in one of the three named regions", () => {
    for (const c of physiotherapyCentres) {
      expect(regionFor(c.address), c.address).not.toBe("Other areas");
    }
    const named = centresByRegion().map((g) => g.region);
    expect(named).toEqual(["North Warwickshire", "Central Warwickshire", "South Warwickshire"]);
  });

  it("uses fictional contact details: 01632 960xxx phones, example.com websites and emails", () => {
    for (const c of [...physiotherapyCentres, ...braceProviders]) {
      expect(c.phone.display).toMatch(/^01632 960 \d{3}$/);
      expect(c.website).toMatch(/^https:\/\/www\.[a-z0-9-]+\.example\.com$/);
      if (c.email) expect(c.email).toMatch(/@[a-z0-9-]+\.example\.com$/);
    }
  });

  it("gives each centre a map link that searches for its own address", () => {
    for (const c of physiotherapyCentres) {
      const url = new URL(c.mapUrl);
      expect(url.origin + url.pathname).toBe("https://www.openstreetmap.org/search");
      expect(url.searchParams.get("query")).toBe(c.address);
    }
  });

  it("groups centres in the fixed region order, with counts that match", () => {
    const groups = centresByRegion();
    expect(groups.map((g) => g.count)).toEqual([2, 4, 1]);
    for (const g of groups) expect(g.count).toBe(g.centres.length);
    expect(groups.flatMap((g) => g.centres).map((c) => c.id).sort()).toEqual(
      physiotherapyCentres.map((c) => c.id).sort(),
    );
  });

  it("lists a centre in an unknown town under Other areas, last, and drops nothing", () => {
    const rugby: PhysiotherapyCentre = {
      id: "rugby-test",
      name: "Rugby Test Centre",
      address: "4 Regent Street, Rugby CV21 2PN",
      website: "https://www.rugby-test.example.com",
      phone: { display: "01632 960 499" },
      mapUrl: mapLinkFor("4 Regent Street, Rugby CV21 2PN"),
    };
    const groups = centresByRegion([rugby, ...physiotherapyCentres]);
    expect(groups.map((g) => g.region)).toEqual([...regions]);
    expect(groups.at(-1)).toMatchObject({ region: "Other areas", count: 1, centres: [rugby] });
    expect(groups.reduce((n, g) => n + g.count, 0)).toBe(8);
  });

  it("leaves out regions that have no centres", () => {
    const stratfordOnly = physiotherapyCentres.filter((c) =>
      regionFor(c.address) === "South Warwickshire"
    );
    expect(centresByRegion(stratfordOnly).map((g) => g.region)).toEqual(["South Warwickshire"]);
    expect(centresByRegion([])).toEqual([]);
  });

  it("says how many centres each region has in words", () => {
    expect(centreCountLabel(1)).toBe("1 centre available");
    expect(centreCountLabel(4)).toBe("4 centres available");
  });

  it("lists 2 brace providers, each with company, contact person, website, email and phone", () => {
    expect(braceProviders).toHaveLength(2);
    for (const b of braceProviders) {
      expect(b.company).not.toBe("");
      expect(b.contactPerson).not.toBe("");
      expect(b.email).toContain("@");
    }
  });
});

describe("home page", () => {
  it("has the five Read More panels in order, each with content", () => {
    expect(homePage.biography.panels.map((p) => p.title)).toEqual([
      "Current Position",
      "Areas of Expertise",
      "Surgical Procedures",
      "Education & Experience",
      "Professional Contributions",
    ]);
  });

  it("explains booking privately with insurance, self-pay and on the NHS via a GP referral", () => {
    expect(homePage.booking.options.map((o) => o.id)).toEqual(["insured", "self-pay", "nhs"]);
    const nhs = allReadableText(homePage.booking.options[2]).join(" ");
    expect(nhs).toMatch(/GP/);
    expect(nhs).toContain(site.hospitals.nhs.name);
  });

  it("takes the surgeon's facts from the site configuration", () => {
    const text = allReadableText(homePage.biography).join(" ");
    expect(text).toContain(`consultant since ${site.surgeon.consultantSince}`);
    expect(text).toContain(`${site.surgeon.clinicalDirectorYears} years`);
    expect(homePage.heading).toBe(surgeonName);
  });
});

describe("about page", () => {
  const bio = allReadableText(aboutPage.biography).join(" ");

  it("states the biography facts from the spec", () => {
    expect(bio).toContain("consultant since 2007");
    expect(bio).toContain("clinical director for his department for 9 years");
    expect(bio).toContain("from age 10");
    expect(bio).toMatch(/under 10 are seen only if they have an injury to the knee alone/);
  });

  it("has three images, 8 knee and 2 hip specialty links to the treatment pages", () => {
    expect(aboutPage.images).toHaveLength(3);
    expect(aboutPage.kneeSpecialties.links.map((l) => l.href)).toEqual([
      "/Treatments/non-surgical-treatment-for-knees",
      "/Treatments/knee-arthroscopy",
      "/Treatments/acl-reconstruction",
      "/Treatments/total-knee-replacement",
      "/Treatments/partial-knee-replacement",
      "/Treatments/knee-osteotomy",
      "/Treatments/patellar-realignment",
      "/Treatments/patellar-stabilization",
    ]);
    expect(aboutPage.hipSpecialties.links.map((l) => l.href)).toEqual([
      "/Treatments/non-surgical-treatment-for-hips",
      "/Treatments/hip-replacement",
    ]);
  });

  it("describes robotic-arm surgery honestly: what it does not do and what is not yet known", () => {
    const robotic = allReadableText(aboutPage.robotic).join(" ");
    expect(robotic).toMatch(/does not operate on its own/);
    expect(robotic).toMatch(/not shown that knees replaced this way last longer/);
  });

  it("describes a silent, captioned video whose WebVTT track covers it in order", () => {
    const video = aboutPage.robotic.video;
    expect(video.src).toBe("/media/robotic-arm-knee-replacement.mp4");
    expect(video.poster.src).toBe("/images/about/robotic-arm-video-poster.svg");
    const vtt = captionsVtt();
    expect(vtt.startsWith("WEBVTT")).toBe(true);
    const timings = [...vtt.matchAll(/^(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})$/gm)];
    expect(timings).toHaveLength(video.captions.cues.length);
    expect(timings[0][1]).toBe("00:00:00.000");
    expect(timings.at(-1)![2]).toBe(`00:00:${String(video.durationSeconds).padStart(2, "0")}.000`);
    for (const cue of video.captions.cues) expect(vtt).toContain(`\n${cue.text}\n`);
  });
});

describe("pre and post care, MiOp and useful links", () => {
  it("care page has the two cards and the six sections in order", () => {
    expect(carePage.cards.map((c) => c.href)).toEqual([
      "/PreAndPostcare/physiotherapy",
      "/PreAndPostcare/miop-app",
    ]);
    expect(carePage.sections.map((s) => s.title)).toEqual([
      "Pre-Op Planning",
      "Health Optimisation",
      "Educational Resources",
      "Rehabilitation",
      "Ongoing Support",
      "Video Guides",
    ]);
    const health = allReadableText(carePage.sections[1]).join(" ");
    for (const topic of [/smoking/i, /blood sugar/i, /weight/i, /anaemia/i]) {
      expect(health).toMatch(topic);
    }
  });

  it("quotes the spec's total knee replacement figures exactly", () => {
    const rehab = allReadableText(carePage.sections[3]).join(" ");
    expect(rehab).toContain("shower after 48 hours");
    expect(rehab).toContain("Clips come out at 10-12 days");
    expect(rehab).toContain("at about 6 weeks");
  });

  it("MiOp page has 4 FAQs, the 4 named features, and App Store and website links", () => {
    expect(miopPage.faqs).toHaveLength(4);
    expect(miopPage.features.map((f) => f.title)).toEqual([
      "Personalised Care Plan",
      "Progress Tracking",
      "Direct Communication",
      "Exercise Guidance",
    ]);
    expect(miopPage.hero.appStore.href).toMatch(/^https:\/\/apps\.apple\.com\/[^…]+$/);
    expect(miopPage.hero.website.href).toMatch(/^https:\/\//);
    expect(allReadableText(miopPage.companionNote).join(" ")).toMatch(/does not replace advice/);
  });

  it("Useful Links lists the four guides with valid categories, and no typed page counts or sizes", () => {
    const docs = usefulLinksPage.documents;
    expect(docs.map((d) => [d.href, d.category])).toEqual([
      ["/documents/hip-replacement-guide.pdf", "Treatment Guide"],
      ["/documents/knee-replacement-guide.pdf", "Treatment Guide"],
      ["/documents/preparing-for-surgery.pdf", "Patient Resource"],
      ["/documents/exercises-after-surgery.pdf", "Patient Resource"],
    ]);
    for (const d of docs) {
      expect(documentCategories).toContain(d.category);
      expect(Object.keys(d)).not.toEqual(expect.arrayContaining(["pages"]));
      expect(Object.keys(d)).not.toEqual(expect.arrayContaining(["size"]));
      expect(d.description).not.toMatch(/\d+\s*(pages?|KB|MB)\b/i);
    }
    expect(docs[0].downloadName).toBe("Hip-Replacement-Patient-Guide.pdf");
  });

  it("holds the full text of both Patient Resources for the PDF generator", () => {
    const resources = usefulLinksPage.documents.filter((d) => d.category === "Patient Resource")
      .map((d) => d.href);
    expect(guides.map((g) => g.href)).toEqual(resources);
    for (const guide of guides) {
      const words = allReadableText(guide.sections).join(" ").split(/\s+/).length;
      // about two printed pages each
      expect(words).toBeGreaterThan(500);
      expect(words).toBeLessThan(1100);
    }
  });
});

describe("patient stories and review policy", () => {
  it("tells readers whose story form has not appeared what to do instead, with a working email link", () => {
    const form = reviewsPage.noScript.storyForm.join(" ");
    expect(linksIn(form)).toContain(`mailto:${site.contacts.practiceManager.email}`);
    expect(allReadableText(reviewsPage.noScript.reviews).join(" ")).toMatch(/JavaScript/);
  });

  it("states the moderation rules, the DMCC Act and the retention periods", () => {
    const policy = allReadableText(reviewPolicyPage).join(" ");
    expect(policy).toMatch(/never decline, hide or delay a story because it is negative/);
    expect(policy).toContain("Digital Markets, Competition and Consumers Act 2024");
    for (const reason of ["personal details", "abuse", "defamation", "clinical claims"]) {
      expect(policy).toContain(reason);
    }
    expect(policy).toContain(
      `${storyRetention.approvedContactDetailsMonths} months after your story is published`,
    );
    expect(policy).toContain(`within ${storyRetention.declinedPersonalDataDays} days`);
    expect(storyRetention).toEqual({
      approvedContactDetailsMonths: 12,
      declinedPersonalDataDays: 30,
      pendingStoryDays: 30,
    });
    expect(policy).toMatch(/"Anonymous"/);
  });
});

describe("all general pages", () => {
  it("every page is on a route, with a unique title of at most 60 characters", () => {
    for (const p of pages) expect(routes, p.path).toContain(p.path);
    const titles = pages.map((p) => p.meta.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const t of titles) expect(t.length).toBeLessThanOrEqual(60);
    for (const p of pages) {
      expect(p.meta.description.length).toBeGreaterThanOrEqual(120);
      expect(p.meta.description.length).toBeLessThanOrEqual(160);
    }
  });

  it("every internal link goes to a spec route, a listed PDF or a section that exists", () => {
    const hrefs = allHrefs(allContent);
    expect(hrefs.length).toBeGreaterThan(40);
    for (const href of hrefs) {
      if (/^(https|mailto|tel):/.test(href)) continue;
      if (href.startsWith("#")) {
        expect(layoutAnchors, href).toContain(href.slice(1));
        continue;
      }
      const [path, anchor] = href.split("#");
      expect(routes.has(path) || documents.has(path), href).toBe(true);
      if (anchor !== undefined) expect(pageAnchors[path] ?? [], href).toContain(anchor);
    }
  });

  it("every phone link dials a number from the site configuration, and every mail link is an address", () => {
    const siteTels = new Set(
      [...Object.values(site.contacts), ...Object.values(site.hospitals)].map((c) =>
        telHref(c.phone)
      ),
    );
    for (const href of allHrefs(allContent)) {
      if (href.startsWith("tel:")) expect(siteTels, href).toContain(href);
      if (href.startsWith("mailto:")) expect(href).toMatch(/^mailto:[^@\s]+@[^@\s]+\.[a-z]+$/);
    }
  });

  it("carries a review record on every page with clinical wording: awaiting review, since no review is recorded", () => {
    for (const p of [homePage, aboutPage, carePage, miopPage, usefulLinksPage, ...guides]) {
      expect(p.reviewed).toEqual(awaitingClinicalReview);
    }
  });

  it("uses British spelling and makes no superlative claims or promises", () => {
    const text = allReadableText(allContent).join("\n");
    const banned = [
      /\bbest\b/i,
      /\bleading\b/i,
      /world[- ]class/i,
      /state[- ]of[- ]the[- ]art/i,
      /cutting[- ]edge/i,
      /\bguarantee/i,
      /pain[- ]free/i,
      /most important/i,
      /\brevolutionary\b/i,
      /\bexcellent\b/i,
      /\bcenter\b/i,
      /\bcolor\b/i,
      /\borganiz/i,
      /\banesthe/i,
      /\borthoped/i,
      /\bpediatric/i,
      /\bstabiliz/i,
    ];
    for (const word of banned) expect(text).not.toMatch(word);
  });

  it("never retypes what the site configuration holds", () => {
    const held = [
      site.surgeon.firstName,
      site.surgeon.lastName,
      String(site.surgeon.consultantSince),
      site.surgeon.postNominals,
      ...Object.values(site.hospitals).flatMap((
        h,
      ) => [h.name, h.address.street, h.address.postcode, h.phone.display]),
      ...Object.values(site.contacts).flatMap((c) => [c.name, c.phone.display, c.email]),
    ];
    const modules = [
      "home",
      "about",
      "contact",
      "care",
      "physiotherapy",
      "miop",
      "useful-links",
      "reviews-page",
    ];
    for (const name of modules) {
      const source = readFileSync(new URL(`../../content/${name}.ts`, import.meta.url), "utf8");
      for (const value of held) {
        expect(source, `${name}.ts retypes "${value}"`).not.toContain(value);
      }
    }
  });

  it("uses only the shared image files at their fixed sizes", () => {
    const images = [...strings(allContent)].filter((s) =>
      s.key === "src" && s.text.startsWith("/images/")
    ).map((s) => s.text);
    const fixed: Record<string, [number, number]> = {
      "/images/home/hero.svg": [1600, 900],
      "/images/about/consulting-room.svg": [800, 600],
      "/images/about/operating-theatre.svg": [800, 600],
      "/images/about/robotic-arm.svg": [800, 600],
      "/images/about/robotic-arm-video-poster.svg": [1280, 720],
      "/images/care/physiotherapy.svg": [800, 600],
      "/images/care/miop-app.svg": [800, 600],
      "/images/care/pre-post-care.svg": [800, 600],
      "/images/miop/app.svg": [800, 600],
      "/images/documents/hip-replacement-guide.svg": [600, 800],
      "/images/documents/guide-cover.svg": [600, 800],
    };
    for (const src of images) expect(Object.keys(fixed), src).toContain(src);
    const withSizes = [
      homePage.hero.image,
      ...aboutPage.images,
      aboutPage.robotic.video.poster,
      carePage.image,
      ...carePage.cards.map((c) => c.image),
      miopPage.hero.image,
      ...usefulLinksPage.documents.map((d) => d.image),
    ];
    for (const img of withSizes) expect([img.width, img.height], img.src).toEqual(fixed[img.src]);
  });
});
