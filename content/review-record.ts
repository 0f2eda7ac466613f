/**
 * Who checked a page's clinical wording, when, and when it is next due — or that nobody has yet.
 *
 * A record is only ever written when a review really happened: the clinician named in the site
 * configuration (`site.clinicalReviewer`) read the page and signed it off on that day. Until then
 * the page says plainly that the practice team wrote it and that it awaits clinical review; no
 * date or sign-off is ever implied. To record a review, replace a module's
 * `reviewed: awaitingClinicalReview` with `reviewed: reviewedByClinician("2026-11-01", "2027-11-01")`.
 */
import { z } from "zod";
import { site } from "./site.ts";
import { ukDate } from "../lib/dates.ts";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine(
  (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)),
  "not a date",
);

export const reviewer = z.object({
  name: z.string().trim().min(1),
  role: z.string().trim().min(1),
  gmcNumber: z.string().regex(/^\d{7}$/),
}).strict();

export const reviewRecord = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("reviewed"),
    reviewedOn: isoDate,
    reviewedBy: reviewer,
    nextReview: isoDate,
  }).strict().refine(
    (r) => r.nextReview > r.reviewedOn,
    "the next review must come after the review",
  ),
  z.object({ status: z.literal("pending") }).strict(),
]);

export type Reviewer = z.infer<typeof reviewer>;
export type ReviewRecord = z.infer<typeof reviewRecord>;
export type CompletedReview = Extract<ReviewRecord, { status: "reviewed" }>;

/** The record of a page nobody has reviewed yet. */
export const awaitingClinicalReview: ReviewRecord = reviewRecord.parse({ status: "pending" });

/** The record of a review the site's clinical reviewer carried out on `reviewedOn`. */
export function reviewedByClinician(reviewedOn: string, nextReview: string): ReviewRecord {
  return reviewRecord.parse({
    status: "reviewed",
    reviewedOn,
    reviewedBy: site.clinicalReviewer,
    nextReview,
  });
}

/**
 * One record for a text made from several pages (a guide): reviewed only if every page was, then
 * on the earliest review and due at the earliest next review.
 */
export function combinedReview(records: ReviewRecord[]): ReviewRecord {
  const done = records.filter((r): r is CompletedReview => r.status === "reviewed");
  if (done.length === 0 || done.length < records.length) return awaitingClinicalReview;
  const earliest = (dates: string[]) => dates.reduce((a, b) => (a < b ? a : b));
  const reviewers = new Set(done.map((r) => r.reviewedBy.gmcNumber));
  if (reviewers.size > 1) return awaitingClinicalReview;
  return {
    status: "reviewed",
    reviewedOn: earliest(done.map((r) => r.reviewedOn)),
    reviewedBy: done[0].reviewedBy,
    nextReview: earliest(done.map((r) => r.nextReview)),
  };
}

/** "2026-11-01" → "1 November 2026", as pages and guides print dates. */
export const reviewDate = ukDate;

/** The reviewer as a page names them: "Mr Edward Ashcombe, Consultant … Surgeon (GMC 1234567)". */
export function reviewerName(who: Reviewer): string {
  return `${who.name}, ${who.role} (GMC ${who.gmcNumber})`;
}

/** The record as one or two sentences, the same on a page and in a guide. */
export function reviewSentences(record: ReviewRecord, what: "page" | "guide" = "page"): string[] {
  if (record.status === "pending") {
    return [`This ${what} was written by the practice team and is awaiting clinical review.`];
  }
  return [
    `Reviewed by ${reviewerName(record.reviewedBy)} on ${reviewDate(record.reviewedOn)}.`,
    `Next review due ${reviewDate(record.nextReview)}.`,
  ];
}
