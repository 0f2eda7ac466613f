/**
 * The clinical pages as rendered (renderRoute, the prerender's own function): every clinical
 * figure and every word of content is in the HTML (closed panels included), FAQ and link-group
 * counts, review dates and the general-information line, JSON-LD, and the accordion and tab
 * ARIA wiring the site script relies on.
 */
import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { allRoutes } from "../../pages/routes.ts";
import { renderRoute } from "../../scripts/build/prerender.tsx";
import { sitemapXml } from "../../scripts/build/sitemap.ts";
import type { RenderContext } from "../../pages/document.tsx";
import { plainText } from "../../content/schema.ts";
import { conditions } from "../../content/conditions.ts";
import { treatments } from "../../content/treatments.ts";
import { procedurePages } from "../../content/procedures.ts";
import { figuresByPage } from "./clinical-figures.ts";
import { testRenderContext } from "./render-context.ts";
import {
  afterTreatmentHelp,
  generalInformationNote,
  whenToGetHelp,
} from "../../content/clinical-common.ts";
import { urgentCardText } from "../../content/urgent-care.ts";
import { conditionsIndex } from "../../content/conditions/index-page.ts";
import { treatmentsIndex } from "../../content/treatments/index-page.ts";
import { getInTouch } from "../../content/procedures/get-in-touch.ts";
import { procedureHubs } from "../../content/procedure-hubs.ts";
import { reviewSentences } from "../../content/review-record.ts";

const context = testRenderContext();

const window = new Window();
type Doc = ReturnType<InstanceType<typeof window.DOMParser>["parseFromString"]>;
type El = NonNullable<ReturnType<Doc["querySelector"]>>;

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

interface Rendered {
  html: string;
  doc: Doc;
  main: El;
  /** the main content's text, whitespace squashed */
  text: string;
}

const routeByPath = new Map(allRoutes().map((route) => [route.path, route]));
const cache = new Map<string, Rendered>();

function render(path: string, ctx: RenderContext = context): Rendered {
  const key = ctx === context ? path : "";
  const cached = key && cache.get(key);
  if (cached) return cached;
  const route = routeByPath.get(path);
  if (!route) throw new Error(`no route ${path}`);
  const html = renderRoute(route, ctx);
  const doc = new window.DOMParser().parseFromString(html, "text/html");
  const main = doc.querySelector("main");
  if (!main) throw new Error(`${path}: no <main>`);
  // A link that opens a new tab says so to screen readers; the words around it are what is checked.
  const text = squash(main.textContent ?? "").replaceAll(" (opens in a new tab)", "");
  const rendered = { html, doc, main, text };
  if (key) cache.set(key, rendered);
  return rendered;
}

const passageCache = new Map<El, string[]>();
/**
 * The passages of a rendered page: each paragraph, list item, caption, definition, subtitled block
 * and table row (a recovery time reads as its row: "Desk work 2-4 weeks").
 */
function passages(main: El): string[] {
  let found = passageCache.get(main);
  if (!found) {
    found = [...main.querySelectorAll("p, li, dd, figcaption, .subtitled, tr")].map((el) =>
      squash(el.textContent ?? "")
    );
    passageCache.set(main, found);
  }
  return found;
}

const conditionPaths = conditions.map((p) => p.path);
const treatmentPaths = treatments.map((p) => p.path);
const hubPaths = procedureHubs.map((p) => p.path);
const procedurePaths = procedurePages.map((p) => p.path);
/** Pages that carry review dates: everything clinical except the two indexes. */
const reviewedPaths = [...conditionPaths, ...treatmentPaths, ...hubPaths, ...procedurePaths];
const clinicalPaths = [conditionsIndex.path, treatmentsIndex.path, ...reviewedPaths];

// ---------------------------------------------------------------------------------------------

describe("§9 figures in the rendered pages", () => {
  const rows = Object.entries(figuresByPage).flatMap(([path, needles]) =>
    needles.map((needle) => ({ path, needle }))
  );
  it.each(rows)("$path shows $needle", ({ path, needle }) => {
    const { main, text } = render(path);
    if (typeof needle === "string") {
      expect(text).toContain(needle);
      return;
    }
    const [topic, figure] = needle;
    const found = passages(main).find((s) =>
      s.toLowerCase().includes(topic.toLowerCase()) && s.toLowerCase().includes(figure)
    );
    expect(found, `a passage on ${path} with "${topic}" and "${figure}"`).toBeDefined();
  });
});

/** Keys of content that are addresses, machine data or shown elsewhere (index cards). */
const notOnThePage = new Set([
  "path",
  "href",
  "src",
  "alt",
  "width",
  "height",
  "aliases",
  "meta",
  "procedure",
  "condition",
  "reviewed",
  "id",
  "card",
  "download",
  "description",
  "icon",
]);

/**
 * Every piece of text a content value holds for the page (links as their labels). A list shown as
 * a table is its caption, headings and each row's two cells (a one-sentence cell without its full
 * stop); the shared "who to call" is what the urgent-care card and the lines under it say.
 */
function contentStrings(value: unknown): string[] {
  if (typeof value === "string") return [squash(plainText(value))];
  if (JSON.stringify(value) === JSON.stringify(whenToGetHelp)) {
    return contentStrings([...urgentCardText(), ...afterTreatmentHelp]);
  }
  if (Array.isArray(value)) return value.flatMap(contentStrings);
  if (value && typeof value === "object" && "table" in value && "list" in value) {
    const { table, list } = value as {
      table: { caption: string; columns: string[] };
      list: string[];
    };
    return contentStrings([
      table.caption,
      ...table.columns,
      ...list.flatMap((item) => {
        const at = item.indexOf(": ");
        return [item.slice(0, at), item.slice(at + 2).replace(/^([^.]*)\.$/, "$1")];
      }),
    ]);
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) =>
      notOnThePage.has(key) ? [] : contentStrings(child)
    );
  }
  return [];
}

describe("every word of content is in the HTML, closed panels included", () => {
  const pages = [...conditions, ...treatments, ...procedureHubs, ...procedurePages];
  it.each(pages.map((p) => [p.path, p] as const))("%s", (path, page) => {
    const { text } = render(path);
    const strings = contentStrings(page);
    expect(strings.length).toBeGreaterThan(10);
    for (const s of strings) expect(text, s).toContain(s);
  });

  it("document titles and descriptions are shown where the page lists them", () => {
    for (const page of [...conditions, ...treatments, ...procedurePages]) {
      const { text } = render(page.path);
      for (const document of page.documents) {
        expect(text, `${page.path}: ${document.title}`).toContain(document.title);
      }
    }
  });

  it("the index pages show every card with its summary and a Learn more", () => {
    const conditionsPage = render(conditionsIndex.path);
    for (const card of conditionsIndex.cards) {
      expect(conditionsPage.text).toContain(card.title);
      expect(conditionsPage.text).toContain(card.summary);
      expect(conditionsPage.main.querySelector(`a[href="${card.href}"]`), card.href).not.toBeNull();
    }
    const treatmentsPage = render(treatmentsIndex.path);
    const groups = [...treatmentsPage.main.querySelectorAll(".treatment-group")];
    expect(groups.map((g) => g.querySelector("h2")?.textContent)).toEqual([
      "Knee Procedures",
      "Hip Procedures",
    ]);
    expect(groups.map((g) => g.querySelectorAll(".card").length)).toEqual([8, 2]);
    for (const card of treatmentsPage.main.querySelectorAll(".card")) {
      expect(card.querySelector(".card-more")?.textContent).toBe("Learn more");
      expect(routeByPath.has(card.querySelector("a")?.getAttribute("href") ?? "")).toBe(true);
    }
  });

  it("the Get in Touch form on /knee-procedures has its intro, urgent note and the enquiry fields", () => {
    const { main, text } = render("/knee-procedures");
    expect(text).toContain(getInTouch.intro);
    expect(text).toContain(getInTouch.urgentNote);
    const form = main.querySelector("#get-in-touch form");
    expect(form?.getAttribute("action")).toBe("/api/enquiry");
    for (
      const name of ["firstName", "lastName", "phone", "email", "message", "_subject", "_replyto"]
    ) {
      expect(form?.querySelector(`[name="${name}"]`), name).not.toBeNull();
    }
    expect(render("/hip-procedures").main.querySelector("#get-in-touch")).toBeNull();
  });

  it("no page says lorem ipsum or leaves a {placeholder}", () => {
    for (const path of clinicalPaths) {
      const { html } = render(path);
      expect(html, path).not.toMatch(/lorem/i);
      expect(html, path).not.toMatch(/\{pages\}|undefined|\[object Object\]/);
    }
  });
});

describe("counts", () => {
  const faqCounts: Array<[string, number]> = [
    ["/knee-procedures", 6],
    ["/hip-procedures", 6],
    ["/Treatments/patellar-stabilization", 5],
    ["/Treatments/non-surgical-treatment-for-hips", 5],
  ];
  it.each(faqCounts)("%s shows %i common questions", (path, count) => {
    const { main } = render(path);
    expect(main.querySelector(".faq-section h2")?.textContent).toBe("Common questions");
    expect(main.querySelectorAll(".faq-section .accordion-trigger")).toHaveLength(count);
  });

  const groups: Array<[string, Array<[string, number]>]> = [
    ["/knee-procedures", [["Arthroscopic Procedures", 6], ["Joint Replacement", 4], [
      "Other Procedures",
      8,
    ]]],
    ["/hip-procedures", [["Joint Procedures", 4], ["Other Procedures", 5]]],
  ];
  it.each(groups)(
    "%s shows its link groups, every link leading to a page in the route table",
    (path, expected) => {
      const { main } = render(path);
      const shown = [...main.querySelectorAll(".link-group")].map((group) => {
        for (const link of group.querySelectorAll("a")) {
          expect(routeByPath.has(link.getAttribute("href") ?? ""), link.getAttribute("href") ?? "")
            .toBe(true);
        }
        return [group.querySelector("h3")?.textContent, group.querySelectorAll("a").length];
      });
      expect(shown).toEqual(expected);
    },
  );

  it("the 17 procedure pages are routed, prerendered as pages of their own and in the sitemap", () => {
    expect(procedurePaths).toHaveLength(17);
    const sitemap = sitemapXml(allRoutes(), "https://www.example.com", "2026-11-23");
    for (const path of procedurePaths) {
      const route = routeByPath.get(path)!;
      expect(route, path).toBeDefined();
      expect(route.canonical).toBeUndefined();
      expect(sitemap).toContain(`<loc>https://www.example.com${encodeURI(path)}</loc>`);
      expect(render(path).main.querySelector("h1")?.textContent).toBe(route.heading);
    }
  });

  it("every row takes its title and heading from its content module", () => {
    for (
      const page of [
        conditionsIndex,
        treatmentsIndex,
        ...conditions,
        ...treatments,
        ...procedureHubs,
        ...procedurePages,
      ]
    ) {
      const route = routeByPath.get(page.path)!;
      expect(route.meta).toEqual(page.meta);
      expect(route.heading).toBe(page.heading);
    }
  });

  it("the alias paths come from the condition data and show the page with a canonical link to it", () => {
    const aliasRows = allRoutes().filter((r) => r.canonical);
    expect(aliasRows.map((r) => [r.path, r.canonical])).toEqual(
      conditions.flatMap((c) => (c.aliases ?? []).map((alias) => [alias, c.path])),
    );
    for (const row of aliasRows) {
      const { doc, text } = render(row.path);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
        `https://www.example.com${row.canonical}`,
      );
      expect(text).toBe(render(row.canonical!).text);
    }
  });
});

const reviewOf = (path: string) =>
  [...conditions, ...treatments, ...procedureHubs, ...procedurePages].find((p) => p.path === path)!
    .reviewed;

describe("the general-information line and the review record", () => {
  it.each(reviewedPaths)("%s", (path) => {
    const { main } = render(path);
    const note = main.querySelector(".review-note");
    expect(squash(note?.querySelector(".general-information")?.textContent ?? "")).toBe(
      generalInformationNote,
    );
    expect(squash(note?.querySelector(".review-record")?.textContent ?? "")).toBe(
      reviewSentences(reviewOf(path)).join(" "),
    );
  });

  it("no clinical page claims a review: none is recorded, so each says it awaits clinical review", () => {
    for (const path of reviewedPaths) {
      expect(squash(render(path).main.querySelector(".review-record")?.textContent ?? ""), path)
        .toBe("This page was written by the practice team and is awaiting clinical review.");
    }
  });
});

// ---------------------------------------------------------------------------------------------

function jsonLdOf(path: string): Array<Record<string, unknown>> {
  const { doc } = render(path);
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
    JSON.parse(s.textContent ?? "")
  );
}

describe("structured data", () => {
  const url = (path: string) => `https://www.example.com${encodeURI(path)}`;

  it.each(reviewedPaths)(
    "%s has a MedicalWebPage claiming a review only when one is recorded",
    (path) => {
      const page = jsonLdOf(path).find((d) => d["@type"] === "MedicalWebPage");
      expect(page).toBeDefined();
      expect(page!["@context"]).toBe("https://schema.org");
      expect(page!.url).toBe(url(path));
      const record = reviewOf(path);
      expect(page!.lastReviewed).toBe(record.status === "reviewed" ? record.reviewedOn : undefined);
      if (record.status === "pending") expect(page!.reviewedBy).toBeUndefined();
      expect(page!.name).toBe(routeByPath.get(path)!.meta.title);
    },
  );

  it.each([...treatmentPaths, ...procedurePaths])(
    "%s has a MedicalProcedure the page is about",
    (path) => {
      const data = jsonLdOf(path);
      const procedure = data.find((d) => d["@type"] === "MedicalProcedure");
      const content = [...treatments, ...procedurePages].find((p) => p.path === path)!.procedure;
      expect(procedure).toMatchObject({
        name: content.name,
        bodyLocation: content.bodyLocation,
        howPerformed: content.howPerformed,
        preparation: content.preparation,
        followup: content.followup,
      });
      if (content.procedureType === "Surgical") {
        expect(procedure!.additionalType).toBe(
          "https://schema.org/SurgicalProcedure",
        );
      } else {expect(procedure!.procedureType).toBe(
          `https://schema.org/${content.procedureType}`,
        );}
      const webPage = data.find((d) => d["@type"] === "MedicalWebPage")!;
      expect(webPage.about).toEqual({ "@id": procedure!["@id"] });
    },
  );

  it("arthroscopy, total and partial knee replacement carry MedicalProcedure (spec §1)", () => {
    for (
      const path of [
        "/Treatments/knee-arthroscopy",
        "/Treatments/total-knee-replacement",
        "/Treatments/partial-knee-replacement",
      ]
    ) {
      expect(jsonLdOf(path).map((d) => d["@type"])).toContain("MedicalProcedure");
    }
  });

  it.each(conditionPaths)(
    "%s has a MedicalCondition with symptoms, risk factors and treatments",
    (path) => {
      const data = jsonLdOf(path);
      const condition = data.find((d) => d["@type"] === "MedicalCondition") as
        & Record<string, unknown>
        & {
          signOrSymptom: Array<{ name: string }>;
          riskFactor: Array<{ name: string }>;
          possibleTreatment: Array<{ name: string }>;
        };
      const content = conditions.find((c) => c.path === path)!.condition;
      expect(condition.name).toBe(content.name);
      expect(condition.signOrSymptom.map((s) => s.name)).toEqual(content.signOrSymptom);
      expect(condition.riskFactor.map((s) => s.name)).toEqual(content.riskFactor);
      expect(condition.possibleTreatment.map((s) => s.name)).toEqual(content.possibleTreatment);
      expect(data.find((d) => d["@type"] === "MedicalWebPage")!.about).toEqual({
        "@id": condition["@id"],
      });
    },
  );
});

// ---------------------------------------------------------------------------------------------

describe("accordion and tab wiring", () => {
  it.each(clinicalPaths)(
    "%s: ids are unique and every aria-controls / aria-labelledby names an element",
    (path) => {
      const { doc } = render(path);
      const ids = [...doc.querySelectorAll("[id]")].map((el) => el.id);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i), "duplicate ids").toEqual([]);
      for (const el of doc.querySelectorAll("[aria-controls], [aria-labelledby]")) {
        for (const attr of ["aria-controls", "aria-labelledby"]) {
          const target = el.getAttribute(attr);
          if (target) expect(doc.getElementById(target), `${attr}="${target}"`).not.toBeNull();
        }
      }
    },
  );

  it.each(clinicalPaths)(
    "%s: accordion headers are buttons in headings that control a labelled panel holding text",
    (path) => {
      const { doc } = render(path);
      for (const trigger of doc.querySelectorAll(".accordion-trigger")) {
        expect(trigger.tagName).toBe("BUTTON");
        expect(trigger.parentElement?.tagName).toMatch(/^H[2-4]$/);
        // The HTML is what a reader without JavaScript gets: open, and saying so (the site script closes them).
        expect(trigger.getAttribute("aria-expanded")).toBe("true");
        expect(trigger.closest("[data-accordion]"), "inside an accordion root").not.toBeNull();
        const panel = doc.getElementById(trigger.getAttribute("aria-controls")!)!;
        expect(panel.getAttribute("aria-labelledby")).toBe(trigger.id);
        expect(panel.hasAttribute("hidden")).toBe(false);
        expect(squash(panel.textContent ?? "").length, `${trigger.textContent} has text`)
          .toBeGreaterThan(20);
      }
    },
  );

  it.each(clinicalPaths)(
    "%s: tabs sit in a tablist, the first selected, each controlling its tabpanel",
    (path) => {
      const { doc } = render(path);
      for (const list of doc.querySelectorAll('[role="tablist"]')) {
        const tabs = [...list.querySelectorAll('[role="tab"]')];
        expect(list.getAttribute("aria-label")).toBeTruthy();
        expect(tabs.map((t) => t.getAttribute("aria-selected"))).toEqual(
          tabs.map((_, i) => String(i === 0)),
        );
        expect(tabs.map((t) => t.getAttribute("tabindex"))).toEqual(
          tabs.map((_, i) => (i === 0 ? "0" : "-1")),
        );
        tabs.forEach((tab, i) => {
          const panel = doc.getElementById(tab.getAttribute("aria-controls")!)!;
          expect(panel.getAttribute("role")).toBe("tabpanel");
          expect(panel.getAttribute("aria-labelledby")).toBe(tab.id);
          expect(panel.hasAttribute("hidden")).toBe(i !== 0);
        });
      }
    },
  );

  const treatment = (slug: string) => treatments.find((p) => p.path === `/Treatments/${slug}`)!;

  it("non-surgical knees: Conservative Treatment and Orthobiologics Guide tabs that stack below 768 px", () => {
    const { main } = render("/Treatments/non-surgical-treatment-for-knees");
    const tabs = main.querySelector("[data-tabs]")!;
    expect(tabs.getAttribute("data-stack-below")).toBe("768");
    expect([...tabs.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual([
      "Conservative Treatment",
      "Orthobiologics Guide",
    ]);
    const guide = main.querySelector("#orthobiologics-guide-tabpanel")!;
    expect(guide.querySelector("img")?.getAttribute("src")).toBe(
      "/images/documents/orthobiologics-guide.svg",
    );
    expect(guide.querySelectorAll(".guide-bullets li").length).toBe(
      treatment("non-surgical-treatment-for-knees").tabs!.orthobiologics.bullets.length,
    );
    expect(guide.querySelector('a[href="/documents/orthobiologics-guide.pdf"]')?.textContent).toBe(
      "Download the Orthobiologics Guide (PDF)",
    );
  });

  it("knee osteotomy: a card with HTO then DFO as a single-open accordion", () => {
    const { main } = render("/Treatments/knee-osteotomy");
    const card = main.querySelector(".procedure-card")!;
    const accordion = card.querySelector("[data-accordion]")!;
    expect(accordion.hasAttribute("data-multiple")).toBe(false);
    expect(accordion.hasAttribute("data-collapse-below")).toBe(false);
    expect([...accordion.querySelectorAll(".accordion-title")].map((t) => t.textContent)).toEqual([
      "High Tibial Osteotomy (HTO)",
      "Distal Femoral Osteotomy (DFO)",
    ]);
  });

  it("patellar stabilisation: timeline of 5 steps; Overview / Procedure / Recovery tabs over one accordion, each word once", () => {
    const { main, html } = render("/Treatments/patellar-stabilization");
    expect([...main.querySelectorAll(".timeline-time")].map((t) => t.textContent)).toEqual(
      ["First 48 hours", "1-2 weeks", "2-4 weeks", "6 weeks", "3-4 months"],
    );
    const root = main.querySelector(".tab-accordion")!;
    expect(root.getAttribute("data-accordion")).toBe("");
    expect(root.getAttribute("data-collapse-below")).toBe("1024");
    expect(root.querySelector("[data-tabs]")?.getAttribute("data-stack-below")).toBe("1024");
    expect([...root.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual([
      "Overview",
      "Procedure",
      "Recovery",
    ]);
    const sectionTitles = [...root.querySelectorAll(".accordion-trigger")]
      .filter((t) => t.closest("[data-accordion]") === root)
      .map((t) => t.textContent);
    expect(sectionTitles).toEqual([
      "About Patellar Stabilisation",
      "Understanding Patellar Instability",
      "Surgical Approaches",
      "Prior to Surgery",
      "After Surgery",
      "Rest and Recovery",
      "Return to Activities",
      "Complications",
    ]);
    const techniques = root.querySelector("#stabilisation-procedure-tabpanel .technique-list")!;
    expect([...techniques.querySelectorAll(".accordion-title")].map((t) => t.textContent)).toEqual(
      treatment("patellar-stabilization").stabilisationTabs!.procedure.techniques.map((t) =>
        t.title
      ),
    );
    // Not duplicated for the small-screen form.
    const sentence = "Understanding Patellar Instability";
    expect(html.split(sentence).length - 1).toBe(1);
    expect(html.split("acts like a check-rein").length - 1).toBe(1);
  });

  it("each page is one article: On this page lists its parts in order, every section is open under its h2, the urgent-care card last", () => {
    for (const path of [...conditionPaths, ...treatmentPaths, ...procedurePaths]) {
      const { main } = render(path);
      const article = main.querySelector(".clinical-article")!;
      expect(article, path).not.toBeNull();
      const contents = [...article.querySelectorAll(".on-this-page a")].map((a) =>
        a.getAttribute("href")!.slice(1)
      );
      // every entry leads to a heading or section on the page, in the page's order
      const targets = contents.map((id) => main.querySelector(`[id="${id}"]`));
      expect(targets.every(Boolean), `${path}: ${contents}`).toBe(true);
      const positions = targets.map((el) =>
        [...main.querySelectorAll("*")].indexOf(el as unknown as El)
      );
      expect(positions, path).toEqual([...positions].sort((a, b) => a - b));
      expect(contents.at(-1), path).toBe("urgent-help");
      // no section folds away: the detail sections are open sections, not accordion panels
      expect(article.querySelector(".detail-sections"), path).toBeNull();
      for (const section of article.querySelectorAll(".article-section")) {
        expect(section.querySelector(":scope > h2")?.id, path).toBe(`${section.id}-title`);
      }
      expect(article.querySelector(".article-body > .urgent-card"), path).not.toBeNull();
    }
  });

  it("the sections run in the order of a patient's journey: before, the operation, in hospital, recovery (a table), risks, then when to get help", () => {
    const { main } = render("/Treatments/total-knee-replacement");
    const headings = [...main.querySelectorAll(".article-body h2")].map((h) => h.textContent);
    expect(headings).toEqual([
      "Before Your Operation",
      "About the Operation",
      "Robotic-Arm Assisted Surgery",
      "In Hospital",
      "Recovery and Return to Activities",
      "How Long It Lasts",
      "Possible complications",
      "Common questions",
      "Patient guides to download",
      "Urgent help",
    ]);
    const rows = [...main.querySelectorAll("#recovery-and-return-to-activities tbody tr")].map((
      row,
    ) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["Driving and office work", "about 6 weeks"],
      ["Manual work", "about 3 months"],
      ["Light sport, such as swimming, cycling or golf", "3-4 months"],
      ["More energetic sport, such as doubles tennis or hill walking", "6-9 months"],
    ]);
  });

  it("partial knee replacement shows captioned before and after images", () => {
    const { main } = render("/Treatments/partial-knee-replacement");
    const figures = [...main.querySelectorAll(".before-after figure")];
    expect(figures.map((f) => f.querySelector("img")?.getAttribute("src"))).toEqual([
      "/images/treatments/partial-knee-before.svg",
      "/images/treatments/partial-knee-after.svg",
    ]);
    expect(figures.map((f) => f.querySelector("figcaption")?.textContent?.split(":")[0])).toEqual([
      "Before",
      "After",
    ]);
  });

  it("every image has its size and alt text; the main image alone loads first", () => {
    for (const path of clinicalPaths) {
      const { main } = render(path);
      const images = [...main.querySelectorAll("img")];
      for (const img of images) {
        expect(Number(img.getAttribute("width")), img.getAttribute("src") ?? "").toBeGreaterThan(0);
        expect(Number(img.getAttribute("height"))).toBeGreaterThan(0);
        expect((img.getAttribute("alt") ?? "").length).toBeGreaterThan(10);
      }
      const eager = images.filter((img) => img.getAttribute("loading") === "eager");
      expect(eager.length, path).toBeLessThanOrEqual(1);
      if (eager.length) expect(eager[0].closest(".page-hero"), path).not.toBeNull();
    }
  });
});

describe("the hip replacement guide", () => {
  const path = "/Treatments/hip-replacement";
  const guideText = (ctx: RenderContext) =>
    squash(render(path, ctx).main.querySelector(".guide-section")?.textContent ?? "");

  it("states the PDF's real page count and size once the build knows them", () => {
    const text = guideText({
      ...context,
      documents: { "/documents/hip-replacement-guide.pdf": { pages: 41, bytes: 850_000 } },
    });
    expect(text).toContain("Our 41-page guide explains");
    expect(text).toContain("PDF, 41 pages, 830 KB");
    expect(text).toContain("Download Complete Guide (PDF)");
  });

  it("leaves the number out (never a made-up one) while the PDF is missing", () => {
    const text = guideText(context);
    expect(text).toContain(
      "Our guide explains what happens before, during and after a hip replacement.",
    );
    expect(text).not.toMatch(/\d+-page/);
  });

  it("the download button leads to the guide", () => {
    const { main } = render(path);
    expect(
      main.querySelector('.guide-section a[href="/documents/hip-replacement-guide.pdf"]')
        ?.textContent,
    ).toBe(
      "Download Complete Guide (PDF)",
    );
  });
});
