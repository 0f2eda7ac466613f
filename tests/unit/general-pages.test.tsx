/**
 * The general pages as a visitor's browser receives them: each route rendered to HTML by the
 * real prerender and read back as a document.
 */
import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { allRoutes, type Route } from "../../pages/routes.ts";
import { renderRoute } from "../../scripts/build/prerender.tsx";
import { phoneLabel, site, telHref } from "../../content/site.ts";
import { homePage } from "../../content/home.ts";
import { aboutPage } from "../../content/about.ts";
import { carePage } from "../../content/care.ts";
import { braceProviders, physiotherapyCentres } from "../../content/physiotherapy.ts";
import { miopPage } from "../../content/miop.ts";
import { reviewPolicyPage, reviewsPage } from "../../content/reviews-page.ts";
import { moderationReport } from "../../content/moderation-report.ts";
import { STORY_CONSENT_LABEL, STORY_CONSENT_VERSION } from "../../content/story-consent.ts";
import { usefulLinksPage } from "../../content/useful-links.ts";
import { hipTreatments, kneeTreatments } from "../../content/navigation.ts";
import { plainText, type RichText } from "../../content/schema.ts";
import { testRenderContext } from "./render-context.ts";

const siteUrl = "https://www.example.com";
const context = testRenderContext({ siteUrl });

const generalPaths = [
  "/",
  "/AboutMe",
  "/Contact",
  "/PreAndPostcare",
  "/PreAndPostcare/physiotherapy",
  "/PreAndPostcare/miop-app",
  "/patient-success-stories",
  "/review-policy",
];
const routePaths = new Set(allRoutes().map((r) => r.path));

function routeAt(path: string): Route {
  const route = allRoutes().find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
}

const browser = new Window({
  settings: {
    disableCSSFileLoading: true,
    disableJavaScriptFileLoading: true,
    disableJavaScriptEvaluation: true,
  },
});

function render(path: string): Document {
  return new browser.DOMParser().parseFromString(
    renderRoute(routeAt(path), context),
    "text/html",
  ) as unknown as Document;
}

const main = (doc: Document) => doc.querySelector("main")!;
const text = (el: Element | null) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
const hrefs = (scope: ParentNode, selector = "a[href]") =>
  [...scope.querySelectorAll(selector)].map((a) => a.getAttribute("href")!);

/** Every paragraph, list item, subtitle and detail of rich text, as a reader sees it. */
function sentences(content: RichText): string[] {
  return content.flatMap((block) => {
    if (typeof block === "string") return [plainText(block)];
    if ("list" in block) return block.list.map(plainText);
    return [block.subtitle, ...[block.details].flat().map(plainText)];
  });
}

/** The JSON-LD objects of a page, parsed (JSON read field by field: the assertions check it). */
// deno-lint-ignore no-explicit-any
function jsonLd(doc: Document): Array<Record<string, any>> {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
    JSON.parse(s.textContent ?? "")
  );
}

/** The list of links under the heading with this text. */
function linksUnderHeading(doc: Document, heading: string): string[] {
  const h = [...main(doc).querySelectorAll("h2")].find((el) => text(el) === heading);
  expect(h, heading).toBeTruthy();
  return hrefs(h!.closest("section")!);
}

describe.each(generalPaths)("%s", (path) => {
  const doc = render(path);

  it("has one h1, the route's heading, and headings that never skip a level", () => {
    expect([...doc.querySelectorAll("h1")].map(text)).toEqual([routeAt(path).heading]);
    let previous = 1;
    for (const h of main(doc).querySelectorAll("h1, h2, h3, h4, h5, h6")) {
      const level = Number(h.tagName[1]);
      expect(level, `${text(h)} after h${previous}`).toBeLessThanOrEqual(previous + 1);
      previous = level;
    }
  });

  it("has no duplicate ids, and every in-page link has a target", () => {
    const ids = [...doc.querySelectorAll("[id]")].map((el) => el.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const href of hrefs(doc).filter((h) => h.startsWith("#"))) {
      expect(doc.getElementById(href.slice(1)), href).not.toBeNull();
    }
    for (const el of doc.querySelectorAll("[aria-controls], [aria-labelledby]")) {
      for (
        const id of `${el.getAttribute("aria-controls") ?? ""} ${
          el.getAttribute("aria-labelledby") ?? ""
        }`.split(/\s+/).filter(Boolean)
      ) {
        expect(doc.getElementById(id), id).not.toBeNull();
      }
    }
  });

  it("links inside the site only to pages, guides or sections that exist", () => {
    const documents = new Set(usefulLinksPage.documents.map((d) => d.href));
    for (const href of hrefs(doc).filter((h) => h.startsWith("/"))) {
      const [target, anchor] = href.split("#");
      expect(routePaths.has(target) || documents.has(target), href).toBe(true);
      if (anchor) expect(render(target).getElementById(anchor), href).not.toBeNull();
    }
  });

  it("opens every external link in a new tab, without a referrer, and says so to screen readers", () => {
    const external = [...doc.querySelectorAll("a[href]")].filter((a) =>
      /^(https?:|mailto:)/.test(a.getAttribute("href")!)
    );
    expect(external.length).toBeGreaterThan(0);
    for (const a of external) {
      const href = a.getAttribute("href")!;
      expect(a.getAttribute("target"), href).toBe("_blank");
      expect(a.getAttribute("rel"), href).toBe("noopener noreferrer");
      const name = a.getAttribute("aria-label") ?? text(a);
      expect(name, href).toMatch(/\(opens in a new tab\)$/);
    }
  });

  it("makes telephone links plain links named by the number they show: a call opens no tab", () => {
    const tels = [...doc.querySelectorAll('a[href^="tel:"]')];
    expect(tels.length).toBeGreaterThan(0);
    for (const a of tels) {
      expect(a.hasAttribute("target"), a.getAttribute("href")!).toBe(false);
      expect(text(a)).not.toMatch(/new tab/);
      expect(text(a).replace(/\s+/g, ""), a.getAttribute("href")!).toMatch(/\d{3}/);
    }
  });

  it("links to the review policy from the footer's Information list", () => {
    expect(hrefs(doc.querySelector('nav[aria-labelledby="footer-information"]')!)).toContain(
      "/review-policy",
    );
  });
});

describe("Home", () => {
  const doc = render("/");
  const toggle = doc.querySelector<HTMLButtonElement>("#biography button[data-disclosure]")!;
  const panels = doc.getElementById(toggle.getAttribute("aria-controls")!)!;

  it("has the five biography panels in the HTML, hidden until Read more is pressed", () => {
    expect([...panels.querySelectorAll("h3")].map(text)).toEqual([
      "Current Position",
      "Areas of Expertise",
      "Surgical Procedures",
      "Education & Experience",
      "Professional Contributions",
    ]);
    expect(panels.hasAttribute("hidden")).toBe(true);
    expect(panels.hasAttribute("data-disclosure-panel")).toBe(true);
    // every sentence of each panel is in the page
    for (const panel of homePage.biography.panels) {
      for (const sentence of sentences(panel.content)) expect(text(panels)).toContain(sentence);
    }
  });

  it("has a Read more toggle that reports it is collapsed and knows its Read less label", () => {
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(text(toggle)).toBe(homePage.biography.readMoreLabel);
    expect(toggle.dataset.labelCollapsed).toBe(homePage.biography.readMoreLabel);
    expect(toggle.dataset.labelExpanded).toBe(homePage.biography.readLessLabel);
  });

  it("shows the portrait card in the hero (no photograph configured): monogram, name and credentials, no clip-art", () => {
    const card = doc.querySelector(".page-hero .portrait-placeholder")!;
    expect(card).not.toBeNull();
    expect(text(card.querySelector(".portrait-monogram")!)).toBe(
      `${site.surgeon.firstName[0]}${site.surgeon.lastName[0]}`,
    );
    expect(text(card)).toContain(site.surgeon.postNominals);
    expect(card.querySelector("img, svg")).toBeNull();
    // With no photograph, no image is fetched ahead of the rest: every image loads lazily.
    expect(
      [...main(doc).querySelectorAll("img")].filter((img) =>
        img.getAttribute("loading") !== "lazy"
      ),
    ).toEqual([]);
  });

  it("has the booking section with its three ways to book, and a button to the enquiry form", () => {
    expect([...doc.querySelectorAll("#booking h3")].map(text)).toEqual(
      homePage.booking.options.map((o) => o.title),
    );
    const book = [...main(doc).querySelectorAll("a.button")].find((a) =>
      text(a) === homePage.hero.primaryAction.label
    )!;
    expect(book.getAttribute("href")).toBe("#enquire-now");
    expect(doc.getElementById("enquire-now")?.querySelector("form")).not.toBeNull();
  });

  it("describes the surgeon and both practices in JSON-LD", () => {
    const data = jsonLd(doc);
    expect(data.map((d) => d["@type"])).toEqual([
      "IndividualPhysician",
      "MedicalClinic",
      "MedicalClinic",
    ]);
    expect(data.every((d) => d["@context"] === "https://schema.org")).toBe(true);
  });
});

describe("the surgeon's JSON-LD (Home, About)", () => {
  for (const path of ["/", "/AboutMe"]) {
    it(`${path}: names specialties, both hospitals and the practices he works at`, () => {
      const surgeon = jsonLd(render(path)).find((d) => d["@type"] === "IndividualPhysician")!;
      expect(surgeon.name).toBe("Mr Edward Ashcombe");
      expect(surgeon.medicalSpecialty).toEqual([
        "https://schema.org/Musculoskeletal",
        "https://schema.org/Surgical",
      ]);
      expect(
        surgeon.hospitalAffiliation.map((
          h: { "@type": string; name: string },
        ) => [h["@type"], h.name]),
      ).toEqual([
        ["Hospital", site.hospitals.private.name],
        ["Hospital", site.hospitals.nhs.name],
      ]);
      expect(surgeon.hospitalAffiliation[0].address.postalCode).toBe(
        site.hospitals.private.address.postcode,
      );
      expect(surgeon.practicesAt.map((p: { "@id": string }) => p["@id"])).toEqual([
        `${siteUrl}/Contact#private-practice`,
        `${siteUrl}/Contact#nhs-practice`,
      ]);
      expect(surgeon.memberOf).toHaveLength(4);
      expect(surgeon.url).toBe(`${siteUrl}/AboutMe`);
    });
  }
});

describe("About", () => {
  const doc = render("/AboutMe");

  it("shows the portrait card in the hero and the three images below it", () => {
    expect(doc.querySelector(".page-hero .portrait-placeholder")).not.toBeNull();
    const images = [...main(doc).querySelectorAll("img")];
    expect(images.map((img) => img.getAttribute("src"))).toEqual(
      aboutPage.images.map((i) => i.src),
    );
    expect(images.map((img) => img.getAttribute("loading"))).toEqual(["lazy", "lazy", "lazy"]);
    for (const img of images) expect(img.getAttribute("width")).toBe("800");
  });

  it("links the 8 knee and 2 hip specialties to their treatment pages", () => {
    expect(linksUnderHeading(doc, "Knee Specialties")).toEqual(kneeTreatments.map((t) => t.href));
    expect(linksUnderHeading(doc, "Hip Specialties")).toEqual(hipTreatments.map((t) => t.href));
    for (const href of [...kneeTreatments, ...hipTreatments].map((t) => t.href)) {
      expect(routePaths).toContain(href);
    }
  });

  it("states the biography facts", () => {
    const bio = text(doc.getElementById("biography-title")!.closest("section"));
    expect(bio).toContain("consultant since 2007");
    expect(bio).toContain("9 years");
    expect(bio).toContain("from age 10");
  });

  it("has the robotic-arm section with a video that cannot be downloaded and loads nothing until played", () => {
    const section = doc.getElementById("robotic-arm-knee-replacement")!;
    expect(text(section.querySelector("h2"))).toBe(aboutPage.robotic.heading);
    const video = section.querySelector("video")!;
    expect(video.hasAttribute("controls")).toBe(true);
    expect(video.getAttribute("controlslist")).toBe("nodownload");
    expect(video.getAttribute("preload")).toBe("none");
    expect(video.getAttribute("poster")).toBe("/images/about/robotic-arm-video-poster.svg");
    expect([video.getAttribute("width"), video.getAttribute("height")]).toEqual(["1280", "720"]);
    expect(video.querySelector("source")?.getAttribute("src")).toBe(
      "/media/robotic-arm-knee-replacement.mp4",
    );
    expect(video.querySelector("source")?.getAttribute("type")).toBe("video/mp4");
    const track = video.querySelector("track")!;
    expect(track.getAttribute("kind")).toBe("captions");
    expect(track.getAttribute("srclang")).toBe("en");
    expect(track.hasAttribute("default")).toBe(true);
    expect(track.getAttribute("src")).toBe("/media/robotic-arm-knee-replacement.vtt");
  });

  it("gives the captions as text under the video", () => {
    const transcript = doc.querySelector(".transcript")!;
    expect([...transcript.querySelectorAll("li")].map(text)).toEqual(
      aboutPage.robotic.video.captions.cues.map((c) => c.text),
    );
  });
});

describe("Contact", () => {
  const doc = render("/Contact");
  const page = main(doc);

  it("gives the practice manager, NHS secretary and theatre booking coordinator as tel: and mailto: links, with extensions", () => {
    for (const person of Object.values(site.contacts)) {
      const card = [...page.querySelectorAll("li.team-card")].find((li) =>
        text(li.querySelector("h3")) === person.role
      )!;
      expect(card, person.role).toBeTruthy();
      expect(text(card)).toContain(person.name);
      const tel = card.querySelector<HTMLAnchorElement>('a[href^="tel:"]')!;
      expect(tel.getAttribute("href")).toBe(telHref(person.phone));
      expect(text(tel)).toContain(phoneLabel(person.phone));
      expect(card.querySelector('a[href^="mailto:"]')?.getAttribute("href")).toBe(
        `mailto:${person.email}`,
      );
      expect(text(card.querySelector('a[href^="mailto:"]'))).toContain(person.email);
    }
    expect(hrefs(page)).toContain("tel:+441632960340,4417");
    expect(text(page)).toContain("01632 960 340 ext. 4417");
    expect(hrefs(page)).toContain("tel:+441632960250,212");
  });

  it("shows both practices with their map links and the private consultation times", () => {
    for (const h of Object.values(site.hospitals)) {
      expect(text(page)).toContain(h.name);
      expect(hrefs(page)).toContain(h.mapUrl);
    }
    const times = [...page.querySelectorAll(".consultation-times dl > div")].map((
      row,
    ) => [text(row.querySelector("dt")), text(row.querySelector("dd"))]);
    expect(times).toEqual([["Tuesday", "08:30–18:00"], ["Friday", "08:30–13:00"]]);
  });

  it("has an in-page button to the Enquire Now section", () => {
    const button = page.querySelector('a.button[href="#enquire-now"]');
    expect(button).not.toBeNull();
    expect(text(doc.getElementById("enquire-now")!.querySelector("h2"))).toBe("Enquire Now");
  });

  it("describes each practice as a MedicalClinic with the private consultation times", () => {
    const clinics = jsonLd(doc);
    expect(clinics.map((c) => c["@type"])).toEqual(["MedicalClinic", "MedicalClinic"]);
    const [privateClinic, nhsClinic] = clinics;
    expect(privateClinic["@id"]).toBe(`${siteUrl}/Contact#private-practice`);
    expect(privateClinic.address.postalCode).toBe(site.hospitals.private.address.postcode);
    expect(privateClinic.hasMap).toBe(site.hospitals.private.mapUrl);
    expect(privateClinic.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Tuesday",
        opens: "08:30",
        closes: "18:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Friday",
        opens: "08:30",
        closes: "13:00",
      },
    ]);
    expect(nhsClinic.parentOrganization.name).toBe(site.hospitals.nhs.name);
    expect(nhsClinic.telephone).toBe("+441632960340");
  });
});

describe("Pre & Post Care", () => {
  const doc = render("/PreAndPostcare");

  it("has the cards to physiotherapy and the MiOp app", () => {
    expect(hrefs(main(doc), ".card-link")).toEqual([
      "/PreAndPostcare/physiotherapy",
      "/PreAndPostcare/miop-app",
    ]);
  });

  it("has the six sections as an accordion that turns into columns on wide screens", () => {
    const accordion = main(doc).querySelector(".care-sections[data-accordion]")!;
    expect(accordion.hasAttribute("data-multiple")).toBe(false);
    expect(accordion.getAttribute("data-collapse-below")).toBe("768");
    const triggers = [...accordion.querySelectorAll("button.accordion-trigger")];
    expect(triggers.map(text)).toEqual(carePage.sections.map((s) => s.title));
    for (const trigger of triggers) {
      expect(trigger.getAttribute("aria-expanded")).toBe("true"); // as shown without JavaScript
      const panel = doc.getElementById(trigger.getAttribute("aria-controls")!)!;
      expect(panel.hasAttribute("hidden")).toBe(false);
      expect(text(panel).length).toBeGreaterThan(200);
    }
  });
});

describe("Physiotherapy", () => {
  const doc = render("/PreAndPostcare/physiotherapy");
  const regions = [...main(doc).querySelectorAll(".region-card")];

  it("groups the centres by region, each card with its count", () => {
    expect(
      regions.map((r) => [text(r.querySelector("h3")), text(r.querySelector(".region-count"))]),
    ).toEqual([
      ["North Warwickshire", "2 centres available"],
      ["Central Warwickshire", "4 centres available"],
      ["South Warwickshire", "1 centre available"],
    ]);
    expect(regions.map((r) => r.querySelectorAll(".accordion-item").length)).toEqual([2, 4, 1]);
  });

  it("lets each centre open on its own", () => {
    for (const region of regions) {
      expect(region.querySelector("[data-accordion]")!.hasAttribute("data-multiple")).toBe(true);
    }
  });

  it("shows each centre's address, website, email, phone and map link — and no email line for the centre without one", () => {
    for (const centre of physiotherapyCentres) {
      const panel = doc.getElementById(`${centre.id}-panel`)!;
      expect(text(doc.getElementById(`${centre.id}-trigger`))).toBe(centre.name);
      expect(text(panel)).toContain(centre.address);
      expect(hrefs(panel)).toEqual(
        expect.arrayContaining([centre.website, telHref(centre.phone), centre.mapUrl]),
      );
      const labels = [...panel.querySelectorAll("dt")].map(text);
      if (centre.email) {
        expect(hrefs(panel)).toContain(`mailto:${centre.email}`);
        expect(labels).toContain("Email");
      } else {
        expect(hrefs(panel).filter((h) => h.startsWith("mailto:"))).toEqual([]);
        expect(labels).not.toContain("Email");
      }
    }
    expect(physiotherapyCentres.filter((c) => !c.email)).toHaveLength(1);
  });

  it("lists the two brace providers with contact person, website, email and phone", () => {
    const section = doc.getElementById("brace-title")!.closest("section")!;
    const cards = [...section.querySelectorAll("li.contact-card")];
    expect(cards).toHaveLength(2);
    cards.forEach((card, i) => {
      const provider = braceProviders[i];
      expect(text(card.querySelector("h3"))).toBe(provider.company);
      expect(text(card)).toContain(provider.contactPerson);
      expect(hrefs(card)).toEqual([
        provider.website,
        `mailto:${provider.email}`,
        telHref(provider.phone),
      ]);
    });
  });
});

describe("MiOp app", () => {
  const doc = render("/PreAndPostcare/miop-app");

  it("has App Store and Visit Website links in the hero", () => {
    const hero = doc.querySelector(".page-hero")!;
    expect(hrefs(hero)).toEqual([miopPage.hero.appStore.href, miopPage.hero.website.href]);
  });

  it("has the four-question accordion, one open at a time", () => {
    const accordion = main(doc).querySelector(".faq[data-accordion]")!;
    expect(accordion.hasAttribute("data-multiple")).toBe(false);
    expect([...accordion.querySelectorAll(".accordion-trigger")].map(text)).toEqual(
      miopPage.faqs.map((f) => f.question),
    );
  });

  it("has the Key Features grid of four cards", () => {
    expect([...main(doc).querySelectorAll(".feature-card h3")].map(text)).toEqual([
      "Personalised Care Plan",
      "Progress Tracking",
      "Direct Communication",
      "Exercise Guidance",
    ]);
  });
});

describe("Patient stories", () => {
  const doc = render("/patient-success-stories");

  it("has the reviews and story form placeholders, each saying what to do without JavaScript", () => {
    const reviews = main(doc).querySelector('[data-widget="reviews"]')!;
    const form = main(doc).querySelector('[data-widget="story-form"]')!;
    expect(text(reviews)).toContain(plainText(reviewsPage.noScript.reviews[0] as string));
    // Until the widget mounts (or if it cannot): where else to send a story.
    expect(text(form.querySelector(".widget-fallback"))).toContain("The story form is loading");
    expect(hrefs(form)).toContain(`mailto:${site.contacts.practiceManager.email}`);
    expect(form.closest("section")?.id).toBe(reviewsPage.storyForm.id);
  });

  it("holds the story form as plain HTML for readers with JavaScript off, with the required consent box", () => {
    const form = main(doc).querySelector<HTMLFormElement>(
      '[data-widget="story-form"] form.story-form-plain',
    )!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/api/submit-story");
    const names = [...form.querySelectorAll<HTMLInputElement>("input, textarea")].map((f) =>
      f.getAttribute("name")
    );
    expect(new Set(names)).toEqual(
      new Set([
        "firstName",
        "lastName",
        "phone",
        "email",
        "description",
        "rating",
        "stayAnonymous",
        "consent",
        "website",
      ]),
    );
    const consent = form.querySelector<HTMLInputElement>('input[name="consent"]')!;
    expect(consent.getAttribute("type")).toBe("checkbox");
    expect(consent.hasAttribute("required")).toBe(true);
    expect(consent.hasAttribute("checked")).toBe(false);
    expect(consent.getAttribute("value")).toBe(STORY_CONSENT_VERSION);
    const label = form.querySelector(`label[for="${consent.id}"]`);
    expect(text(label)).toBe(STORY_CONSENT_LABEL);
    const hint = form.querySelector(`#${consent.getAttribute("aria-describedby")}`);
    expect(hrefs(hint!)).toEqual(["/privacy#data-request"]);
    // Every field has a label, and the ratings are a group with a legend.
    for (const field of form.querySelectorAll("input:not([type=hidden]), textarea")) {
      expect(form.querySelector(`label[for="${field.id}"]`), field.id).not.toBeNull();
    }
    expect(text(form.querySelector("fieldset legend"))).toBe("Your rating");
  });

  it("links to the review policy", () => {
    expect(hrefs(main(doc))).toContain("/review-policy");
  });
});

describe("Review Policy", () => {
  const doc = render("/review-policy");

  it("has each section of the policy and the date it last changed", () => {
    expect([...main(doc).querySelectorAll("h2")].map(text)).toEqual([
      ...reviewPolicyPage.sections.map((s) => s.title),
      moderationReport.title,
    ]);
    expect(text(main(doc))).toContain("Last updated: 1 November 2026.");
    expect(main(doc).querySelector("time")?.getAttribute("datetime")).toBe("2026-11-01");
  });
});
