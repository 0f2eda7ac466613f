/**
 * The patient guides under /documents: every PDF the site links to, generated at build time from
 * the same content modules the pages render, so a guide can never disagree with its page.
 *
 * A practice can replace any of them with its own: a file at static/documents/<same name>.pdf is
 * kept as it is and no PDF is generated for that name.
 *
 * Afterwards the build reads every PDF in dist/documents (generated or dropped in) for its page
 * count and size, which the pages show (`useDocumentFacts`), so no figure is ever typed by hand.
 */
import { copyFile, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { PDFDocument } from "pdf-lib";
import { patientGuides } from "../../content/patient-guides.ts";
import { guideChapters, guideReview } from "../../content/guide-chapters.ts";
import { guides as patientResources } from "../../content/useful-links.ts";
import type { DocumentFacts } from "../../pages/render-context.ts";
import { type PrintableDocument, renderGuidePdf } from "./pdf/guide-pdf.ts";

/** Every guide the site publishes, in the one shape the PDF layout prints. */
export function printableDocuments(): PrintableDocument[] {
  const documents: PrintableDocument[] = [
    ...patientGuides.map((guide) => ({
      href: guide.href,
      title: guide.title,
      subtitle: guide.subtitle,
      audience: guide.audience,
      chapters: guideChapters(guide),
      reviewed: guideReview(guide),
    })),
    ...patientResources.map((guide) => ({
      href: guide.href,
      title: guide.title,
      subtitle: guide.subtitle,
      chapters: guide.sections.map(({ title, content }) => ({ title, content })),
      reviewed: guide.reviewed,
    })),
  ];
  const seen = new Set<string>();
  for (const { href } of documents) {
    if (seen.has(href)) throw new Error(`Two guides are written to ${href}`);
    seen.add(href);
  }
  return documents;
}

export interface BuiltDocument {
  href: string;
  /** generated from the content, or the practice's own file from static/documents */
  source: "generated" | "static";
}

export interface DocumentBuildOptions {
  /** where a practice's own PDFs live: <staticDir>/documents/<name>.pdf */
  staticDir: string;
  /** the build output: PDFs are written to <outDir>/documents */
  outDir: string;
  /** origin printed in front of the site's own links */
  siteUrl: string;
  /** false writes uncompressed content streams (for inspection) */
  compress?: boolean;
}

/** Writes every guide to <outDir>/documents, keeping a dropped-in file where there is one. */
export async function buildDocuments(options: DocumentBuildOptions): Promise<BuiltDocument[]> {
  const { staticDir, outDir, siteUrl, compress } = options;
  await mkdir(join(outDir, "documents"), { recursive: true });
  const built: BuiltDocument[] = [];
  for (const document of printableDocuments()) {
    const file = document.href.slice(1);
    const dropped = join(staticDir, file);
    const target = join(outDir, file);
    if (existsSync(dropped)) {
      if (resolve(dropped) !== resolve(target)) await copyFile(dropped, target);
      built.push({ href: document.href, source: "static" });
    } else {
      await writeFile(target, await renderGuidePdf(document, { siteUrl, compress }));
      built.push({ href: document.href, source: "generated" });
    }
  }
  return built;
}

/** Page count and size of every PDF in <outDir>/documents, by href. */
export async function readDocumentFacts(outDir: string): Promise<Record<string, DocumentFacts>> {
  const folder = join(outDir, "documents");
  if (!existsSync(folder)) return {};
  const facts: Record<string, DocumentFacts> = {};
  const names = (await readdir(folder)).filter((name) => name.toLowerCase().endsWith(".pdf"))
    .sort();
  for (const name of names) {
    const bytes = await readFile(join(folder, name));
    facts[`/documents/${name}`] = { pages: await countPages(bytes, name), bytes: bytes.byteLength };
  }
  return facts;
}

async function countPages(bytes: Uint8Array, name: string): Promise<number> {
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return pdf.getPageCount();
  } catch (error) {
    throw new Error(`documents/${name} is not a PDF that can be read: ${(error as Error).message}`);
  }
}
