/**
 * The fixed words around the clinical pages' content: headings of the page parts, the review
 * line, download details. Kept here so the views hold no wording of their own.
 */
export const clinicalLabels = {
  breadcrumb: "Breadcrumb",
  commonQuestions: "Common questions",
  about: (heading: string) => `About ${heading}`,
  chooseProcedure: "Choose a procedure",
  related: "Related pages",
  downloads: "Patient guides to download",
  download: "Download",
  pdf: "PDF",
  pageCount: (pages: number) => `${pages} ${pages === 1 ? "page" : "pages"}`,
  lastReviewed: "Page last reviewed",
  nextReview: "Next review due",
  beforeAndAfter: "Before and after a partial knee replacement",
  hubLink: { knee: "See all knee procedures", hip: "See all hip procedures" },
  getInTouchSubmit: "Send message",
} as const;

/** "2026-11-01" → "1 November 2026" (UK style). */
export function ukDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** A file size as patients read it: "340 KB", "1.2 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Puts a PDF's real page count into text written with `{pages}` ("Our {pages}-page guide").
 * Without a count (the PDF is not built yet) the number and its "-page" are left out.
 */
export function withPageCount(text: string, pages: number | undefined): string {
  if (pages !== undefined) return text.replaceAll("{pages}", String(pages));
  return text.replace(/\{pages\}-page\s+/g, "").replace(/\s*\{pages\}\s*/g, " ").trim();
}
