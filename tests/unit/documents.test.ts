/**
 * The patient guide PDFs: built into a temporary directory from the content modules, read back
 * with pdf-lib and checked for what a patient would notice — every linked guide exists, opens,
 * carries the right title, prints the page's own words and figures (no garbled characters),
 * and a practice's own PDF dropped into static/documents replaces the generated one.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineParts, type RichText } from "../../content/schema.ts";
import { site, surgeonName } from "../../content/site.ts";
import {
  buildDocuments,
  printableDocuments,
  readDocumentFacts,
} from "../../scripts/build/documents.ts";
import {
  creationDate,
  footerReviewLine,
  type PrintableDocument,
  printedLink,
  renderGuidePdf,
} from "../../scripts/build/pdf/guide-pdf.ts";
import {
  awaitingClinicalReview,
  reviewedByClinician,
  reviewSentences,
} from "../../content/review-record.ts";
import { printable, UnprintableCharacterError } from "../../scripts/build/pdf/winansi.ts";
import { drawnText, squash } from "./pdf-text.ts";

const siteUrl = "https://www.example.com";
let work: string;
let out: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "documents-test-"));
  out = join(work, "dist");
  await buildDocuments({ staticDir: join(work, "no-static"), outDir: out, siteUrl });
}, 60_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const read = (href: string, dir = out) => readFile(join(dir, href));

/** Every /documents/….pdf written anywhere in the content modules (hrefs and inline links). */
async function referencedDocuments(): Promise<Set<string>> {
  const folder = resolve(import.meta.dirname, "../../content");
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === "string") {
      for (const m of value.matchAll(/\/documents\/[\w.-]+\.pdf/g)) found.add(m[0]);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  for (const name of await readdir(folder, { recursive: true })) {
    if (name.endsWith(".ts")) walk(Object.values(await import(join(folder, name))));
  }
  return found;
}

/** The words a block prints, as the PDF lays them out (links as "label (address)"). */
function printedLines(content: RichText): string[] {
  const inline = (text: string) =>
    inlineParts(text).map((part) => {
      if (typeof part === "string") return part;
      const link = printedLink(part.label, part.href, siteUrl);
      return link.address
        ? (link.label ? `${link.label} (${link.address})` : link.address)
        : link.label;
    }).join("");
  return content.flatMap((block) => {
    if (typeof block === "string") return [inline(block)];
    if ("list" in block) return block.list.map(inline);
    const details = Array.isArray(block.details) ? block.details : [block.details];
    return [block.subtitle, ...details.map(inline)];
  });
}

describe("the guides the site links to", () => {
  it("builds every PDF the content modules reference under /documents/", async () => {
    const referenced = await referencedDocuments();
    expect(referenced.size).toBeGreaterThanOrEqual(11);
    const built = new Set(
      (await readdir(join(out, "documents"))).map((name) => `/documents/${name}`),
    );
    for (const href of referenced) expect(built, href).toContain(href);
    expect(new Set(printableDocuments().map((d) => d.href))).toEqual(built);
  });

  for (const guide of printableDocuments()) {
    describe(guide.href, () => {
      it("is a PDF that opens, with its title, author, subject and review date in the metadata", async () => {
        const bytes = await read(guide.href);
        expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
        const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
        expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
        expect(pdf.getTitle()).toBe(guide.title);
        expect(pdf.getAuthor()).toBe(surgeonName);
        expect(pdf.getSubject()).toBe(guide.subtitle);
        expect(pdf.getCreationDate()?.toISOString()).toBe(
          creationDate(guide.reviewed).toISOString(),
        );
        for (const p of pdf.getPages()) {
          expect([Math.round(p.getWidth()), Math.round(p.getHeight())]).toEqual([595, 842]);
        }
      });

      it("prints every heading, paragraph and list item of its content, with no character outside WinAnsi", async () => {
        const { pages, invalid } = await drawnText(await read(guide.href));
        expect(invalid).toEqual([]);
        // Without the running header and footer, which the drawn text puts between a paragraph's
        // lines when the paragraph runs onto the next page.
        const footer = (i: number) =>
          squash(
            `General information, not personal medical advice. ${
              footerReviewLine(guide.reviewed)
            } Page ${i + 1} of ${pages.length}`,
          );
        const header = squash(`${printable(guide.title)} ${printable(surgeonName)}`);
        const text = pages.map((page, i) =>
          squash(page).replace(i > 0 ? header + footer(i) : footer(i), "")
        ).join("");
        for (const chapter of guide.chapters) {
          expect(text, chapter.title).toContain(squash(printable(chapter.title)));
          for (const line of printedLines(chapter.content)) {
            expect(text, line).toContain(squash(printable(line)));
          }
        }
      });

      it("has a cover with the surgeon, both practices and the review record, and a footer with the record on every page", async () => {
        const { pages } = await drawnText(await read(guide.href));
        const cover = squash(pages[0]);
        for (
          const words of [
            guide.title,
            surgeonName,
            site.hospitals.private.name,
            site.hospitals.nhs.name,
            ...reviewSentences(guide.reviewed, "guide"),
          ]
        ) {
          expect(cover, words).toContain(squash(words));
        }
        pages.forEach((page, i) => {
          expect(squash(page)).toContain(
            squash("General information, not personal medical advice."),
          );
          expect(squash(page)).toContain(squash(footerReviewLine(guide.reviewed)));
          expect(squash(page)).toContain(squash(`Page ${i + 1} of ${pages.length}`));
        });
      });
    });
  }

  // The §9 figures a patient looks for, on the guide built from the page that states them.
  const figures: Array<[string, string[]]> = [
    ["/documents/knee-replacement-guide.pdf", [
      "Recovery After a Total Knee Replacement",
      "1-3 days",
      "Over 90%",
      "Partial Knee Replacement",
      "90-95%",
    ]],
    ["/documents/total-knee-replacement-brochure.pdf", ["1-3 days", "10-20 years", "under 5%"]],
    ["/documents/hip-replacement-guide.pdf", ["Possible Complications", "under 1%"]],
    ["/documents/acl-reconstruction-guide.pdf", [
      "Returning to Activities",
      "9-12 months",
      "6 months",
    ]],
    ["/documents/partial-knee-replacement-brochure.pdf", ["10-15 years", "4-6 weeks"]],
    ["/documents/orthobiologics-guide.pdf", [
      "What the Evidence Shows",
      "platelet-rich plasma (PRP)",
    ]],
    ["/documents/preparing-for-surgery.pdf", ["Your medicines", "HbA1c", "14 units a week"]],
    ["/documents/exercises-after-surgery.pdf", ["Ankle pumps", "38°C", "Call 999"]],
  ];
  for (const [href, words] of figures) {
    it(`${href} says ${words.map((w) => `"${w}"`).join(", ")}`, async () => {
      const text = squash((await drawnText(await read(href))).pages.join(" "));
      for (const w of words) expect(text, w).toContain(squash(w));
    });
  }

  it("prints the site's own links as their label and full address", async () => {
    const text = squash(
      (await drawnText(await read("/documents/knee-replacement-guide.pdf"))).pages.join(" "),
    );
    expect(text).toContain(squash(`physiotherapist (${siteUrl}/PreAndPostcare/physiotherapy)`));
  });

  it("gives the longer guides a contents list with the page each chapter starts on", async () => {
    const guide = printableDocuments().find((d) =>
      d.href === "/documents/knee-replacement-guide.pdf"
    )!;
    const { pages } = await drawnText(await read(guide.href));
    const contents = pages[1];
    expect(contents).toContain("Contents");
    for (const chapter of guide.chapters) {
      const entry = new RegExp(`${escapeRegExp(chapter.title)}\\s+(\\d+)`).exec(contents);
      expect(entry, chapter.title).not.toBeNull();
      const startPage = Number(entry![1]);
      // The chapter heading is on the page the contents gives.
      expect(squash(pages[startPage - 1]), chapter.title).toContain(squash(chapter.title));
    }
  });
});

describe("characters the standard PDF fonts cannot draw", () => {
  it("are spelled out in WinAnsi: ≤ ≥ → − and narrow spaces", () => {
    expect(printable("≤ 5 kg, ≥ 2 weeks → home − 1\u202Fday")).toBe(
      "<= 5 kg, >= 2 weeks -> home - 1 day",
    );
    expect(printable("38°C, “quoted” – £5 — é")).toBe("38°C, “quoted” – £5 — é");
  });

  it("reach the page as their replacements, never as raw codes", async () => {
    const guide: PrintableDocument = {
      href: "/documents/test.pdf",
      title: "Symbols ≤ ≥ →",
      subtitle: "A test",
      chapters: [
        {
          title: "One",
          content: ["Rest for ≤ 2 days → then walk ≥ 10 minutes.", {
            list: ["Ice − 15\u2009minutes"],
          }],
        },
        { title: "Two", content: [{ subtitle: "Café ½ dose", details: "38°C or more" }] },
        { title: "Three", content: ["Done."] },
      ],
      reviewed: awaitingClinicalReview,
    };
    const { pages, invalid } = await drawnText(await renderGuidePdf(guide, { siteUrl }));
    expect(invalid).toEqual([]);
    const text = pages.join(" ");
    expect(squash(text)).toContain(squash("Rest for <= 2 days -> then walk >= 10 minutes."));
    expect(squash(text)).toContain(squash("Ice - 15 minutes"));
    expect(squash(text)).toContain(squash("Café ½ dose"));
    expect(squash(text)).toContain(squash("38°C or more"));
    expect(text).not.toMatch(/[≤≥→−]/);
  });

  it("stop the build with a message naming the document and the character", async () => {
    expect(() => printable("Tick ✓ here", "/documents/x.pdf")).toThrow(UnprintableCharacterError);
    expect(() => printable("Tick ✓ here", "/documents/x.pdf")).toThrow(
      /\/documents\/x\.pdf: "✓" \(U\+2713\)/,
    );
    const guide: PrintableDocument = {
      href: "/documents/emoji.pdf",
      title: "Emoji",
      subtitle: "A test",
      chapters: [{ title: "One", content: ["Well done 👍"] }, { title: "Two", content: ["x"] }, {
        title: "Three",
        content: ["y"],
      }],
      reviewed: awaitingClinicalReview,
    };
    await expect(renderGuidePdf(guide, { siteUrl })).rejects.toThrow(
      /\/documents\/emoji\.pdf: "👍"/,
    );
  });
});

describe("the review record a guide prints", () => {
  const guide = (reviewed: PrintableDocument["reviewed"]): PrintableDocument => ({
    href: "/documents/review-test.pdf",
    title: "Review record",
    subtitle: "A test",
    chapters: [{ title: "One", content: ["a"] }, { title: "Two", content: ["b"] }, {
      title: "Three",
      content: ["c"],
    }],
    reviewed,
  });

  it("names the reviewer and both dates as the pages write them, on the cover and every footer", async () => {
    const { pages } = await drawnText(
      await renderGuidePdf(guide(reviewedByClinician("2026-11-01", "2027-11-01")), { siteUrl }),
    );
    const { name, role, gmcNumber } = site.clinicalReviewer;
    expect(squash(pages[0])).toContain(
      squash(
        `Reviewed by ${name}, ${role} (GMC ${gmcNumber}) on 1 November 2026. Next review due 1 November 2027.`,
      ),
    );
    for (const page of pages) {
      expect(squash(page)).toContain(
        squash(`Reviewed by ${name} on 1 November 2026 · Next review due 1 November 2027`),
      );
    }
    expect(pages.join(" ")).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("says plainly when nobody has reviewed it, and gives no date", async () => {
    const { pages } = await drawnText(
      await renderGuidePdf(guide(awaitingClinicalReview), { siteUrl }),
    );
    expect(squash(pages[0])).toContain(
      squash("This guide was written by the practice team and is awaiting clinical review."),
    );
    for (const page of pages) {
      expect(squash(page)).toContain(
        squash("Written by the practice team · Awaiting clinical review"),
      );
    }
    expect(pages.join(" ")).not.toMatch(/reviewed:|Last reviewed|\b(?:19|20)\d\d\b/);
  });
});

describe("a practice's own PDF", () => {
  it("dropped into static/documents replaces the generated guide, and its own page count is read", async () => {
    const staticDir = join(work, "static");
    const target = join(work, "with-own-pdf");
    await mkdir(join(staticDir, "documents"), { recursive: true });
    const own = await PDFDocument.create();
    own.setTitle("Our own hip guide");
    for (let i = 0; i < 3; i++) own.addPage([595.28, 841.89]);
    const ownBytes = await own.save();
    await writeFile(join(staticDir, "documents/hip-replacement-guide.pdf"), ownBytes);

    const built = await buildDocuments({ staticDir, outDir: target, siteUrl });
    expect(built.find((d) => d.href === "/documents/hip-replacement-guide.pdf")?.source).toBe(
      "static",
    );
    expect(built.filter((d) => d.source === "generated")).toHaveLength(
      printableDocuments().length - 1,
    );
    expect(
      Buffer.compare(
        await read("/documents/hip-replacement-guide.pdf", target),
        Buffer.from(ownBytes),
      ),
    ).toBe(0);

    const facts = await readDocumentFacts(target);
    expect(facts["/documents/hip-replacement-guide.pdf"]).toEqual({
      pages: 3,
      bytes: ownBytes.byteLength,
    });
    const generated =
      (await PDFDocument.load(await read("/documents/knee-replacement-guide.pdf", target)))
        .getPageCount();
    expect(facts["/documents/knee-replacement-guide.pdf"].pages).toBe(generated);
  });

  it("that is not a PDF stops the build with a clear message", async () => {
    const target = join(work, "broken");
    await mkdir(join(target, "documents"), { recursive: true });
    await writeFile(join(target, "documents/broken.pdf"), "this is not a PDF");
    await expect(readDocumentFacts(target)).rejects.toThrow(
      /documents\/broken\.pdf is not a PDF that can be read/,
    );
  });
});

describe("reading the built documents", () => {
  it("records each PDF's real page count and byte size by href", async () => {
    const facts = await readDocumentFacts(out);
    expect(Object.keys(facts).sort()).toEqual(printableDocuments().map((d) => d.href).sort());
    for (const [href, { pages, bytes }] of Object.entries(facts)) {
      const file = await read(href);
      expect(bytes, href).toBe(file.byteLength);
      expect(pages, href).toBe((await PDFDocument.load(file)).getPageCount());
    }
  });
});

describe("reproducible builds", () => {
  it("two builds of the same content produce identical bytes", async () => {
    const again = join(work, "again");
    await buildDocuments({ staticDir: join(work, "no-static"), outDir: again, siteUrl });
    for (const { href } of printableDocuments()) {
      expect(Buffer.compare(await read(href), await read(href, again)), href).toBe(0);
    }
  }, 60_000);

  it("dates every guide from its content's review date, not the clock; an unreviewed guide claims no date", () => {
    expect(creationDate(reviewedByClinician("2026-11-01", "2027-11-01")).toISOString()).toBe(
      "2026-11-01T00:00:00.000Z",
    );
    expect(creationDate(awaitingClinicalReview).toISOString()).toBe("1970-01-01T00:00:00.000Z");
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

describe("the XMP metadata pdfkit writes beside the Info dictionary", () => {
  it("is well-formed even though the site name holds an ampersand", async () => {
    expect(site.siteName).toContain("&");
    const bytes = (await read("/documents/hip-replacement-guide.pdf")).toString("utf8");
    const xmp = bytes.slice(
      bytes.indexOf("<x:xmpmeta"),
      bytes.indexOf("</x:xmpmeta>") + "</x:xmpmeta>".length,
    );
    expect(xmp.length).toBeGreaterThan(100);
    expect(xmp).toContain("Knee &amp; Hip");
    expect(xmp).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;|#)/);
    expect(xmp).toMatch(/<xmp:CreateDate>\d{4}-\d{2}-\d{2}T00:00:00Z<\/xmp:CreateDate>/);
    const pdf = await PDFDocument.load(await read("/documents/hip-replacement-guide.pdf"), {
      updateMetadata: false,
    });
    expect(pdf.getCreator()).toBe(site.siteName);
  });
});
