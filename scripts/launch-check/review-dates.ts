/**
 * Where launch-check reads review records: `reviewSchedule()` (content/review-schedule.ts),
 * the one list of every page's and guide's review record. A page nobody has reviewed yet has no
 * next-review date: launch-check lists it as awaiting clinical review.
 */
import { reviewSchedule } from "../../content/review-schedule.ts";

export interface PageReview {
  /** the page (or guide) the record belongs to */
  page: string;
  /** ISO date the next clinical review is due; absent while the page awaits its first review */
  nextReview?: string;
}

/** Every page's and guide's review record, by page. */
export function pageReviewDates(): Promise<PageReview[]> {
  const reviews = reviewSchedule().map((
    s,
  ) => (s.nextReview ? { page: s.where, nextReview: s.nextReview } : { page: s.where }));
  return Promise.resolve(reviews.sort((a, b) => a.page.localeCompare(b.page)));
}
