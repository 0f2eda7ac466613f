import { clinicalLabels } from "./clinical-labels.ts";

/** How a downloadable PDF is described to patients: its page count and file size, read at build time. */

/** "1 page", "20 pages" — from the count read out of the PDF at build time. */
export function pageCountLabel(pages: number): string {
  return `${pages} ${pages === 1 ? "page" : "pages"}`;
}

/** "850 KB", "1.2 MB" — from the file's real size at build time. */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * How a download is described beside its link: "PDF, 9 pages, 59 KB" — or just "PDF" while the
 * file's facts are unknown (the PDF is not built yet).
 */
export function documentDetails(facts?: { pages: number; bytes: number }): string {
  const pdf = clinicalLabels.pdf;
  return facts ? [pdf, pageCountLabel(facts.pages), fileSizeLabel(facts.bytes)].join(", ") : pdf;
}

/**
 * Puts a PDF's real page count into text written with `{pages}` ("Our {pages}-page guide").
 * Without a count (the PDF is not built yet) the number and its "-page" are left out.
 */
export function withPageCount(text: string, pages: number | undefined): string {
  if (pages !== undefined) return text.replaceAll("{pages}", String(pages));
  return text.replace(/\{pages\}-page\s+/g, "").replace(/\s*\{pages\}\s*/g, " ").trim();
}
