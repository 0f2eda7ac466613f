/**
 * The clinical content (conditions, treatments, procedure pages) against spec §2 and §9: every
 * page carries its clinical figures, pages agree with each other, FAQ and link-group counts,
 * links lead to real routes, images come from the shared list, and guides can be assembled.
 */
import { describe, expect, it } from "vitest";
import { linksIn, plainText, richTextToPlain } from "../../content/schema.ts";
import { phoneLabel, site } from "../../content/site.ts";
import { conditions } from "../../content/conditions.ts";
import { treatments } from "../../content/treatments.ts";
import { procedurePages } from "../../content/procedures.ts";
import { figuresByPage } from "./clinical-figures.ts";
import { awaitingClinicalReview } from "../../content/review-record.ts";
import { generalInformationNote } from "../../content/clinical-common.ts";
import { conditionsIndex } from "../../content/conditions/index-page.ts";
import { patientGuides } from "../../content/patient-guides.ts";
import { guideChapters } from "../../content/guide-chapters.ts";
import { treatmentsIndex } from "../../content/treatments/index-page.ts";
import { getInTouch } from "../../content/procedures/get-in-touch.ts";
import { hipProcedures } from "../../content/procedures/hip-procedures.ts";
import { kneeProcedures } from "../../content/procedures/knee-procedures.ts";
import { procedureHubs } from "../../content/procedure-hubs.ts";
import { procedureSlug } from "../../content/procedures/schema.ts";

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/** Keys that hold addresses or machine-only data rather than words a patient reads. */
const notReadByPatients = new Set([
  "path",
  "href",
  "src",
  "aliases",
  "meta",
  "procedure",
  "condition",
  "reviewed",
  "id",
]);

/**
 * The passages a patient reads on a page: each paragraph, list item, and subtitle with one of its
 * details, flattened with richTextToPlain (links become their labels).
 */
function passages(value: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === "string") out.push(richTextToPlain(v));
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") {
      if ("subtitle" in v && "details" in v) {
        const { subtitle, details } = v as { subtitle: string; details: string | string[] };
        for (const detail of [details].flat()) out.push(`${subtitle}: ${richTextToPlain(detail)}`);
        return;
      }
      for (const [key, child] of Object.entries(v)) if (!notReadByPatients.has(key)) walk(child);
    }
  };
  walk(value);
  return out;
}

const readableText = (value: unknown) => passages(value).join("\n");

/** Every string anywhere in a value (including addresses). */
function allStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(allStrings);
  return [];
}

/** Every link target: inline `[label](href)` links and `href` fields. */
function allLinks(value: unknown): string[] {
  const found: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === "string") found.push(...linksIn(v));
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") {
      for (const [key, child] of Object.entries(v)) {
        if (key === "href" && typeof child === "string") found.push(child);
        else walk(child);
      }
    }
  };
  walk(value);
  return found;
}

function objectsWith(key: string, value: unknown): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") {
      if (key in v) found.push(v as Record<string, unknown>);
      Object.values(v).forEach(walk);
    }
  };
  walk(value);
  return found;
}

const allPages = [
  conditionsIndex,
  ...conditions,
  treatmentsIndex,
  ...treatments,
  ...procedureHubs,
  ...procedurePages,
];
const byPath = new Map<string, unknown>(allPages.map((page) => [page.path, page]));
const pageAt = (path: string) => {
  const page = byPath.get(path);
  if (!page) throw new Error(`no page at ${path}`);
  return page;
};
const textOf = (path: string) => readableText(pageAt(path));

// ---------------------------------------------------------------------------------------------
// §9 figures, page by page
// ---------------------------------------------------------------------------------------------

describe("§9 clinical figures appear on the page they belong to", () => {
  const rows = Object.entries(figuresByPage).flatMap(([path, needles]) =>
    needles.map((needle) => ({ path, needle }))
  );
  it.each(rows)("$path holds $needle", ({ path, needle }) => {
    if (typeof needle === "string") {
      expect(textOf(path)).toContain(needle);
      return;
    }
    const [topic, figure] = needle;
    const match = passages(pageAt(path)).find((s) =>
      s.toLowerCase().includes(topic.toLowerCase()) && s.toLowerCase().includes(figure)
    );
    expect(match, `a passage on ${path} with "${topic}" and "${figure}"`).toBeDefined();
  });

  it("writes figure ranges with a plain hyphen, as in the spec", () => {
    for (const page of allPages) {
      expect(readableText(page), page.path).not.toMatch(/\d\s?[–—]\s?\d/);
    }
  });

  it("the hip replacement guide leaves its page count to the renderer", () => {
    const hip = treatments.find((page) => page.path === "/Treatments/hip-replacement")!;
    expect(hip.guide?.description).toContain("{pages}");
    expect(readableText(hip)).not.toMatch(/\b53\b/);
  });
});

// ---------------------------------------------------------------------------------------------
// Pages agree with each other
// ---------------------------------------------------------------------------------------------

describe("pages do not contradict each other", () => {
  const everyPassage = allPages.flatMap((page) =>
    passages(page).map((s) => ({ path: page.path, s }))
  );
  const percentage = /\d+(-\d+)?%/;

  it("infection risk: under 1% on hip pages; 1-2% or under 1% on knee pages; under 1% for keyhole and replacements", () => {
    const under1Only = new Set([
      "/Treatments/knee-arthroscopy",
      "/Treatments/total-knee-replacement",
      "/Treatments/partial-knee-replacement",
      "/knee-procedures/partial-meniscectomy",
      "/knee-procedures/loose-body-removal",
      "/knee-procedures/meniscus-repair",
      "/knee-procedures/robotic-knee-replacement",
    ]);
    const infectionFigures = everyPassage.filter(({ s }) =>
      /infection/i.test(s) && percentage.test(s)
    );
    expect(infectionFigures.length).toBeGreaterThan(10);
    for (const { path, s } of infectionFigures) {
      if (path.includes("hip") || under1Only.has(path)) {
        expect(s, path).toContain("under 1%");
        expect(s, path).not.toContain("1-2%");
      } else if (!s.includes("under 1%")) {
        expect(s, path).toContain("1-2%");
      }
    }
  });

  it("crutches after kneecap surgery: 'up to 2 weeks' on realignment, '1-2 weeks' on stabilisation", () => {
    const crutches = (path: string) =>
      passages(pageAt(path)).filter((s) => /crutches/i.test(s) && /weeks?/.test(s));
    expect(crutches("/Treatments/patellar-realignment").some((s) => s.includes("1-2 weeks"))).toBe(
      false,
    );
    expect(crutches("/Treatments/patellar-stabilization").some((s) => s.includes("up to 2 weeks")))
      .toBe(false);
  });

  const consistent: Array<[topic: RegExp, unit: RegExp, figure: string]> = [
    [/steroid/i, /months/, "1-3 months"],
    [/contact sport/i, /months/, "9"],
    [/stitches come out|stitches out/i, /days/, "12 days"],
    [/steristrips/i, /days/, "10-12 days"],
    [/meniscus/i, /%/, "80-90%"],
  ];
  it.each(consistent)("every sentence about %s gives the same figure", (topic, unit, figure) => {
    const hits = everyPassage.filter(({ s }) => topic.test(s) && unit.test(s));
    expect(hits.length).toBeGreaterThan(0);
    for (const { path, s } of hits) expect(s, path).toContain(figure);
  });

  it("implants still working at 10 years: over 90% for total knees, 90-95% for partial knees", () => {
    const hits = everyPassage.filter(({ s }) => /at 10 years/i.test(s) && /%/.test(s));
    expect(hits.length).toBeGreaterThan(2);
    for (const { path, s } of hits) {
      expect(s.toLowerCase(), path).toContain(/partial/i.test(s) ? "90-95%" : "over 90%");
    }
  });

  it("hyaluronic acid relief: 3-6 months for knees, 6+ months for hips", () => {
    const hits = everyPassage.filter(({ s }) => /hyaluronic/i.test(s) && /months/.test(s));
    for (const { path, s } of hits) {
      expect(s, path).toContain(path.includes("hip") ? "6+ months" : "3-6 months");
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Counts and special elements (spec §2)
// ---------------------------------------------------------------------------------------------

describe("FAQ counts", () => {
  const faqCounts: Array<[string, number]> = [
    ["/knee-procedures", 6],
    ["/hip-procedures", 6],
    ["/Treatments/patellar-stabilization", 5],
    ["/Treatments/non-surgical-treatment-for-hips", 5],
  ];
  it.each(faqCounts)("%s has %i questions", (path, count) => {
    const page = byPath.get(path) as { faqs: unknown[] };
    expect(page.faqs).toHaveLength(count);
  });

  it("stabilisation FAQs cover the five topics in order", () => {
    const page = treatments.find((p) => p.path === "/Treatments/patellar-stabilization")!;
    const topics = [
      /what is patellar stabilisation/i,
      /MPFL reconstruction/i,
      /recovery timeline/i,
      /brace/i,
      /complications/i,
    ];
    page.faqs.forEach((faq, i) => expect(faq.question).toMatch(topics[i]));
  });

  it("non-surgical hip FAQs cover the five topics in order", () => {
    const page = treatments.find((p) => p.path === "/Treatments/non-surgical-treatment-for-hips")!;
    const topics = [
      /treatments are available/i,
      /physical therapy/i,
      /injections/i,
      /surgery/i,
      /lifestyle/i,
    ];
    page.faqs.forEach((faq, i) => expect(faq.question).toMatch(topics[i]));
  });

  it("every condition page has 4-6 common questions", () => {
    for (const page of conditions) expect(page.faqs.length).toBeGreaterThanOrEqual(4);
    for (const page of conditions) expect(page.faqs.length).toBeLessThanOrEqual(6);
  });
});

describe("link groups", () => {
  it("knee: Arthroscopic Procedures 6, Joint Replacement 4, Other Procedures 8", () => {
    expect(kneeProcedures.linkGroups.map((g) => [g.title, g.links.length])).toEqual([
      ["Arthroscopic Procedures", 6],
      ["Joint Replacement", 4],
      ["Other Procedures", 8],
    ]);
  });

  it("hip: Joint Procedures 4, Other Procedures 5", () => {
    expect(hipProcedures.linkGroups.map((g) => [g.title, g.links.length])).toEqual([
      ["Joint Procedures", 4],
      ["Other Procedures", 5],
    ]);
  });

  it("each link goes to its treatment page, or to /{hub}/{slug} where there is none", () => {
    const treatmentPaths = new Set(treatments.map((p) => p.path));
    const procedurePaths = new Set(procedurePages.map((p) => p.path));
    for (const hub of procedureHubs) {
      for (const link of hub.linkGroups.flatMap((g) => g.links)) {
        if (treatmentPaths.has(link.href)) continue;
        expect(link.href).toBe(`${hub.path}/${procedureSlug(link.label)}`);
        expect(procedurePaths.has(link.href), link.href).toBe(true);
      }
    }
  });

  it("every procedure page is reached from its hub", () => {
    const linked = new Set(
      procedureHubs.flatMap((hub) => hub.linkGroups.flatMap((g) => g.links.map((l) => l.href))),
    );
    for (const page of procedurePages) expect(linked.has(page.path), page.path).toBe(true);
  });

  it("slugs are clean", () => {
    for (const page of procedurePages) {
      expect(page.path).toMatch(/^\/(knee|hip)-procedures\/[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});

describe("indexes", () => {
  it("the treatments index has 8 knee and 2 hip cards, each with a one-line summary, link and image", () => {
    expect(treatmentsIndex.kneeProcedures.cards).toHaveLength(8);
    expect(treatmentsIndex.hipProcedures.cards).toHaveLength(2);
    expect(treatmentsIndex.linkLabel).toBe("Learn more");
    for (
      const c of [...treatmentsIndex.kneeProcedures.cards, ...treatmentsIndex.hipProcedures.cards]
    ) {
      expect(c.summary).not.toContain("\n");
      expect(byPath.has(c.href), c.href).toBe(true);
    }
  });

  it("the conditions index has a card for each of the four condition routes", () => {
    expect(conditionsIndex.cards.map((c) => c.href)).toEqual([
      "/Conditions/knee-arthritis",
      "/Conditions/cartilage-tear",
      "/Conditions/acl/-ligament-injury-(sports-knee-injury)",
      "/Conditions/anterior-knee-pain",
    ]);
  });

  it("the anterior knee pain page carries its two alias paths", () => {
    expect(conditions[3].aliases).toEqual([
      "/Conditions/anterior-knee-pain-&-kneecap-problems",
      "/Conditions/kneecap-problems",
    ]);
  });

  it("Get in Touch has an intro line", () => {
    expect(getInTouch.heading).toBe("Get in Touch");
    expect(getInTouch.intro.length).toBeGreaterThan(20);
  });
});

describe("special elements of treatment pages", () => {
  const page = (slug: string) => treatments.find((p) => p.path === `/Treatments/${slug}`)!;

  it("non-surgical knees: two tabs, the orthobiologics one with preview, bullets, publisher note and download", () => {
    const tabs = page("non-surgical-treatment-for-knees").tabs!;
    expect(tabs.conservative.label).toBe("Conservative Treatment");
    expect(tabs.orthobiologics.label).toBe("Orthobiologics Guide");
    expect(tabs.orthobiologics.preview.src).toBe("/images/documents/orthobiologics-guide.svg");
    expect(tabs.orthobiologics.bullets.length).toBeGreaterThanOrEqual(3);
    expect(tabs.orthobiologics.publisherNote).toContain(site.surgeon.lastName);
    expect(tabs.orthobiologics.download.href).toBe("/documents/orthobiologics-guide.pdf");
  });

  it("knee osteotomy: a procedure card with HTO then DFO", () => {
    const entries = page("knee-osteotomy").procedureCard!.entries;
    expect(entries.map((e) => e.title)).toEqual([
      "High Tibial Osteotomy (HTO)",
      "Distal Femoral Osteotomy (DFO)",
    ]);
  });

  it("patellar stabilisation: the 5-step timeline, and Overview / Procedure / Recovery tabs", () => {
    const p = page("patellar-stabilization");
    expect(p.timeline!.steps.map((s) => s.time)).toEqual([
      "First 48 hours",
      "1-2 weeks",
      "2-4 weeks",
      "6 weeks",
      "3-4 months",
    ]);
    const tabs = p.stabilisationTabs!;
    expect([tabs.overview.label, tabs.procedure.label, tabs.recovery.label]).toEqual([
      "Overview",
      "Procedure",
      "Recovery",
    ]);
    expect(tabs.procedure.techniques.map((t) => t.title)).toEqual([
      "MPFL Reconstruction",
      "Tibial Tubercle Distalisation",
      "Tibial Tubercle Medialisation",
      "Trochleoplasty",
      "Femoral or Tibial Osteotomy",
    ]);
  });

  it("patellar realignment: the five named sections in order", () => {
    expect(page("patellar-realignment").sections.map((s) => s.title)).toEqual([
      "Prior to Surgery",
      "Surgical Procedure",
      "After Surgery",
      "Return to Activities",
      "Complications",
    ]);
  });

  it("hip replacement: guide preview with the download button", () => {
    const guide = page("hip-replacement").guide!;
    expect(guide.href).toBe("/documents/hip-replacement-guide.pdf");
    expect(guide.buttonLabel).toBe("Download Complete Guide (PDF)");
  });

  it("partial knee replacement: captioned before and after images", () => {
    const { before, after } = page("partial-knee-replacement").beforeAfter!;
    expect(before.src).toBe("/images/treatments/partial-knee-before.svg");
    expect(after.src).toBe("/images/treatments/partial-knee-after.svg");
    expect(before.caption).toMatch(/^Before/);
    expect(after.caption).toMatch(/^After/);
  });

  it("in-page links to physiotherapy, knee arthritis and total knee replacement", () => {
    const inline = treatments.flatMap((p) => allStrings(p).flatMap(linksIn));
    for (
      const href of [
        "/PreAndPostcare/physiotherapy",
        "/Conditions/knee-arthritis",
        "/Treatments/total-knee-replacement",
      ]
    ) {
      expect(inline).toContain(href);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Links, images, titles, metadata
// ---------------------------------------------------------------------------------------------

/** The route table of spec §2. */
const specRoutes = new Set([
  "/",
  "/AboutMe",
  "/Contact",
  "/Conditions",
  "/Conditions/knee-arthritis",
  "/Conditions/cartilage-tear",
  "/Conditions/acl/-ligament-injury-(sports-knee-injury)",
  "/Conditions/anterior-knee-pain",
  "/Conditions/anterior-knee-pain-&-kneecap-problems",
  "/Conditions/kneecap-problems",
  "/Treatments",
  "/knee-procedures",
  "/hip-procedures",
  ...[
    "non-surgical-treatment-for-knees",
    "knee-arthroscopy",
    "acl-reconstruction",
    "total-knee-replacement",
    "partial-knee-replacement",
    "knee-osteotomy",
    "patellar-realignment",
    "patellar-stabilization",
    "non-surgical-treatment-for-hips",
    "hip-replacement",
  ].map((slug) => `/Treatments/${slug}`),
  "/PreAndPostcare",
  "/PreAndPostcare/physiotherapy",
  "/PreAndPostcare/miop-app",
  "/patient-success-stories",
  "/UsefulLinks",
]);

const specDocuments = new Set([
  "/documents/acl-reconstruction-guide.pdf",
  "/documents/nhs-acl-booklet.pdf",
  "/documents/orthobiologics-guide.pdf",
  "/documents/knee-replacement-guide.pdf",
  "/documents/robotic-arm-assisted-surgery-guide.pdf",
  "/documents/total-knee-replacement-brochure.pdf",
  "/documents/total-knee-replacement-personal-guide.pdf",
  "/documents/partial-knee-replacement-brochure.pdf",
  "/documents/hip-replacement-guide.pdf",
]);

const imageSizes: Record<string, [number, number]> = {};
const addImages = (dir: string, names: string[], size: [number, number]) => {
  for (const name of names) imageSizes[`/images/${dir}/${name}.svg`] = size;
};
addImages("conditions", ["knee-arthritis", "cartilage-tear", "acl-injury", "anterior-knee-pain"], [
  800,
  600,
]);
addImages("treatments", [
  "non-surgical-knees",
  "knee-arthroscopy",
  "acl-reconstruction",
  "total-knee-replacement",
  "partial-knee-replacement",
  "partial-knee-before",
  "partial-knee-after",
  "knee-osteotomy",
  "patellar-realignment",
  "patellar-stabilization",
  "non-surgical-hips",
  "hip-replacement",
], [800, 600]);
addImages("procedures", ["knee", "hip"], [800, 600]);
addImages("documents", ["orthobiologics-guide", "hip-replacement-guide", "guide-cover"], [
  600,
  800,
]);

describe("links and images", () => {
  const procedurePaths = new Set(procedurePages.map((p) => p.path));
  const everything = [...allPages, getInTouch, ...patientGuides];

  it("every internal link points to a spec route, a procedure page or a spec PDF", () => {
    const links = everything.flatMap(allLinks).filter((href) => href.startsWith("/"));
    expect(links.length).toBeGreaterThan(100);
    for (const href of links) {
      const path = href.split("#")[0];
      const ok = specRoutes.has(path) || procedurePaths.has(path) || specDocuments.has(path);
      expect(ok, `dead link ${href}`).toBe(true);
    }
  });

  it("there are no external links in clinical content", () => {
    const links = everything.flatMap(allLinks);
    for (const href of links) expect(href.startsWith("/"), href).toBe(true);
  });

  it("every image comes from the shared list with its fixed size and has alt text", () => {
    const images = everything.flatMap((v) => objectsWith("src", v));
    expect(images.length).toBeGreaterThan(30);
    for (const img of images) {
      const size = imageSizes[img.src as string];
      expect(size, `unknown image ${img.src}`).toBeDefined();
      expect([img.width, img.height], String(img.src)).toEqual(size);
      expect(String(img.alt).length).toBeGreaterThan(10);
    }
  });
});

describe("metadata", () => {
  it("titles are unique and at most 60 characters", () => {
    const titles = allPages.map((p) => p.meta.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const t of titles) expect(t.length).toBeLessThanOrEqual(60);
  });

  it("descriptions are 120-160 characters and every page has keywords", () => {
    for (const p of allPages) {
      expect(p.meta.description.length, p.path).toBeGreaterThanOrEqual(120);
      expect(p.meta.description.length, p.path).toBeLessThanOrEqual(160);
      expect(p.meta.keywords.length, p.path).toBeGreaterThan(0);
    }
  });

  it("every clinical page carries a review record: awaiting review, since no review is recorded", () => {
    for (const p of [...conditions, ...treatments, ...procedureHubs, ...procedurePages]) {
      expect(p.reviewed, p.path).toEqual(awaitingClinicalReview);
    }
    expect(generalInformationNote).toMatch(/not personal medical advice/);
  });

  it("treatment and procedure pages carry MedicalProcedure fields; condition pages MedicalCondition fields", () => {
    for (const p of [...treatments, ...procedurePages]) {
      expect(p.procedure.name, p.path).toBeTruthy();
      expect(["Surgical", "NoninvasiveProcedure", "PercutaneousProcedure"]).toContain(
        p.procedure.procedureType,
      );
      expect(
        p.procedure.bodyLocation && p.procedure.howPerformed && p.procedure.preparation &&
          p.procedure.followup,
      ).toBeTruthy();
    }
    for (const c of conditions) {
      expect(c.condition.possibleTreatment.length, c.path).toBeGreaterThan(0);
      expect(c.condition.riskFactor.length, c.path).toBeGreaterThan(0);
      expect(c.condition.signOrSymptom.length, c.path).toBeGreaterThan(0);
    }
  });

  it("the ACL page is complete: the ligament is defined in full and every section has content", () => {
    const acl = conditions.find((c) => c.path.startsWith("/Conditions/acl"))!;
    expect(richTextToPlain(acl.about)).toMatch(
      /anterior cruciate ligament \(ACL\).*joins the thigh bone/,
    );
    for (
      const s of [
        acl.riskFactors,
        acl.symptoms,
        acl.diagnosis,
        acl.treatmentOptions,
        acl.surgicalTreatmentDetails,
      ]
    ) {
      expect(richTextToPlain(s.content).length, s.title).toBeGreaterThan(100);
    }
    expect(acl.documents.map((d) => d.href)).toEqual([
      "/documents/acl-reconstruction-guide.pdf",
      "/documents/nhs-acl-booklet.pdf",
    ]);
  });
});

describe("wording", () => {
  it("uses British spelling in what patients read", () => {
    const american =
      /\b(anesthe\w*|orthoped\w*|pediatric\w*|stabiliz\w*|color\w*|center\w*|hospitaliz\w*|mobiliz\w*|minimiz\w*|organiz\w*|realiz\w*|labor)\b/i;
    for (const p of allPages) expect(readableText(p), p.path).not.toMatch(american);
  });

  it("uses no marketing superlatives", () => {
    const superlatives =
      /\b(world-class|best-in-class|cutting-edge|state-of-the-art|revolutionary|guaranteed|painless|miracle|leading)\b/i;
    for (const p of allPages) expect(readableText(p), p.path).not.toMatch(superlatives);
  });

  it("every phone number comes from the site configuration", () => {
    const known = new Set([
      ...Object.values(site.contacts).map((c) => c.phone.display),
      site.hospitals.private.phone.display,
      site.hospitals.nhs.phone.display,
    ]);
    const numbers = [...allPages, ...patientGuides].flatMap(allStrings).flatMap((s) =>
      s.match(/\b0\d{3,4} ?\d{3} ?\d{3,4}\b/g) ?? []
    );
    expect(numbers.length).toBeGreaterThan(0);
    for (const n of numbers) expect(known.has(n), n).toBe(true);
  });

  it("complications text tells patients which hospital numbers to call", () => {
    const pages = [...treatments, ...procedurePages].filter((p) => p.complications);
    expect(pages.length).toBeGreaterThan(20);
    for (const p of pages) {
      const help = richTextToPlain(p.complications!.help);
      expect(help, p.path).toContain(phoneLabel(site.hospitals.private.phone));
      expect(help, p.path).toContain(phoneLabel(site.hospitals.nhs.phone));
    }
    for (const slug of ["patellar-realignment", "patellar-stabilization"]) {
      expect(textOf(`/Treatments/${slug}`)).toContain(phoneLabel(site.contacts.nhsSecretary.phone));
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Patient guides
// ---------------------------------------------------------------------------------------------

describe("patient guides", () => {
  it("there is one guide for every PDF the pages link to, and only those", () => {
    const linked = new Set(allPages.flatMap(allLinks).filter((h) => h.startsWith("/documents/")));
    expect(new Set(patientGuides.map((g) => g.href))).toEqual(specDocuments);
    for (const href of linked) expect(specDocuments.has(href), href).toBe(true);
  });

  it.each(patientGuides.map((g) => [g.href, g] as const))(
    "%s assembles into titled chapters",
    (_href, guide) => {
      const chapters = guideChapters(guide);
      expect(chapters.length).toBeGreaterThanOrEqual(5);
      const titles = chapters.map((c) => c.title);
      expect(new Set(titles).size, `repeated chapter heading in ${titles.join(" / ")}`).toBe(
        titles.length,
      );
      for (const chapter of chapters) {
        expect(chapter.title.trim()).not.toBe("");
        expect(richTextToPlain(chapter.content).length, chapter.title).toBeGreaterThan(40);
      }
      expect(guide.title && guide.subtitle && guide.audience).toBeTruthy();
      const text = chapters.map((c) => richTextToPlain(c.content)).join("\n");
      expect(text).toContain(phoneLabel(site.hospitals.private.phone));
    },
  );

  it("guides reuse page content word for word (so they cannot disagree with the pages)", () => {
    const tkrGuide = patientGuides.find((g) => g.href === "/documents/knee-replacement-guide.pdf")!;
    const text = guideChapters(tkrGuide).map((c) => richTextToPlain(c.content)).join("\n");
    expect(text).toContain("Over 90% of knee replacements are still working at 10 years");
    expect(text).toContain(
      plainText(
        "About 30-50% of patients who need a knee replacement are suitable for a partial one.",
      ),
    );
  });

  it("an unknown page part is an error, not a silent gap", () => {
    const broken = {
      ...patientGuides[0],
      chapters: [{ page: "/Treatments/hip-replacement", part: "no-such-part" }],
    };
    expect(() => guideChapters(broken)).toThrow(/no-such-part/);
  });
});
