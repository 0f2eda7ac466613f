/**
 * The Useful Links page, prerendered the way the build does it: the guides are built into a
 * temporary directory, their facts read from the files, and the page must show each guide's real
 * page count and size (checked against the file with pdf-lib), its category and its download name.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Window } from "happy-dom";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usefulLinksPage } from "../../content/useful-links.ts";
import { allRoutes } from "../../pages/routes.ts";
import { buildDocuments, readDocumentFacts } from "../../scripts/build/documents.ts";
import { renderRoute } from "../../scripts/build/prerender.tsx";
import { testRenderContext } from "./render-context.ts";
import { fileSizeLabel, pageCountLabel } from "../../content/document-labels.ts";

const route = allRoutes().find((r) => r.path === "/UsefulLinks")!;
const baseContext = testRenderContext();

let work: string;
let out: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "useful-links-test-"));
  out = join(work, "dist");
  await buildDocuments({
    staticDir: join(work, "no-static"),
    outDir: out,
    siteUrl: baseContext.siteUrl,
  });
}, 60_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

function parse(html: string) {
  const window = new Window();
  return new window.DOMParser().parseFromString(html, "text/html");
}

function cards(html: string) {
  return [...parse(html).querySelectorAll(".guide-card")].map((card) => {
    const link = card.querySelector("a.guide-download")!;
    return {
      title: card.querySelector("h2")?.textContent?.trim(),
      category: card.querySelector(".guide-category")?.textContent?.trim(),
      facts: [...card.querySelectorAll(".guide-facts li")].map((li) => li.textContent?.trim()),
      href: link.getAttribute("href"),
      download: link.getAttribute("download"),
      /** the link's text, including the part only screen readers hear */
      linkName: link.textContent?.replace(/\s+/g, " ").trim(),
      image: card.querySelector("img"),
    };
  });
}

describe("/UsefulLinks", () => {
  it("shows each guide's page count and size as read from the real file", async () => {
    const html = renderRoute(route, { ...baseContext, documents: await readDocumentFacts(out) });
    const shown = cards(html);
    expect(shown.map((c) => c.title)).toEqual(usefulLinksPage.documents.map((d) => d.title));
    for (const document of usefulLinksPage.documents) {
      const file = await readFile(join(out, document.href));
      const pages = (await PDFDocument.load(file)).getPageCount();
      const card = shown.find((c) => c.title === document.title)!;
      expect(card.facts, document.title).toEqual([
        "PDF",
        pageCountLabel(pages),
        fileSizeLabel(file.byteLength),
      ]);
    }
  });

  it("takes the figures from the render context, never from the page's own copy", () => {
    const documents = Object.fromEntries(
      usefulLinksPage.documents.map((d, i) => [d.href, { pages: 40 + i, bytes: 2_621_440 }]),
    );
    const shown = cards(renderRoute(route, { ...baseContext, documents }));
    shown.forEach((card, i) => expect(card.facts).toEqual(["PDF", `${40 + i} pages`, "2.5 MB"]));
  });

  it("shows the category of every guide: two Treatment Guides and two Patient Resources", () => {
    const shown = cards(renderRoute(route, baseContext));
    expect(shown.map((c) => [c.title, c.category])).toEqual([
      ["Hip Replacement Guide", "Treatment Guide"],
      ["Knee Replacement Guide", "Treatment Guide"],
      ["Preparing for Surgery", "Patient Resource"],
      ["Exercises After Surgery", "Patient Resource"],
    ]);
  });

  it("offers each PDF for download under its friendly file name, the hip guide from /documents/hip-replacement-guide.pdf", () => {
    const shown = cards(renderRoute(route, baseContext));
    expect(shown.map((c) => [c.href, c.download])).toEqual(
      usefulLinksPage.documents.map((d) => [d.href, d.downloadName ?? ""]),
    );
    expect(shown[0]).toMatchObject({
      href: "/documents/hip-replacement-guide.pdf",
      download: "Hip-Replacement-Patient-Guide.pdf",
    });
  });

  it("names each download link with the guide's title, PDF and its size", async () => {
    const facts = await readDocumentFacts(out);
    const shown = cards(renderRoute(route, { ...baseContext, documents: facts }));
    for (const [i, document] of usefulLinksPage.documents.entries()) {
      const name = shown[i].linkName!;
      expect(name.startsWith(usefulLinksPage.downloadLabel), name).toBe(true);
      expect(name).toContain(document.title);
      expect(name).toContain("PDF");
      expect(name).toContain(fileSizeLabel(facts[document.href].bytes));
    }
  });

  it("has its heading, introduction, cover images with alt text and its review record", () => {
    const dom = parse(renderRoute(route, baseContext));
    expect(dom.querySelector("h1")?.textContent).toBe(usefulLinksPage.heading);
    const text = dom.body.textContent ?? "";
    expect(text).toContain("These guides explain your treatment");
    expect(text).toContain(
      "This page was written by the practice team and is awaiting clinical review.",
    );
    for (const card of cards(dom.documentElement.outerHTML)) {
      expect(card.image?.getAttribute("alt")).toMatch(/^Cover of /);
      expect(Number(card.image?.getAttribute("width"))).toBeGreaterThan(0);
      expect(Number(card.image?.getAttribute("height"))).toBeGreaterThan(0);
    }
  });
});
