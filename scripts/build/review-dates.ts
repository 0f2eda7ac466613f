/**
 * The build's check on review dates: a page whose next review date has passed must not go live
 * in production (APP_ENV=production fails the build); any other build prints a warning per page.
 */
import { reviewDate } from "../../content/review-record.ts";
import { reviewSchedule, type ScheduledReview } from "../../content/review-schedule.ts";

export class OverdueReviewError extends Error {}

export interface ReviewDateCheck {
  /** today, as an ISO date */
  today: string;
  production: boolean;
  schedule?: ScheduledReview[];
  warn?: (message: string) => void;
}

/** The pages and guides whose next review date is before today. */
export function overdueReviews(
  today: string,
  schedule: ScheduledReview[] = reviewSchedule(),
): ScheduledReview[] {
  return schedule.filter((s) => s.nextReview !== undefined && s.nextReview < today);
}

/** Throws in production when a review is overdue; otherwise warns. Returns the overdue entries. */
export function checkReviewDates(
  { today, production, schedule = reviewSchedule(), warn = console.warn }: ReviewDateCheck,
): ScheduledReview[] {
  const overdue = overdueReviews(today, schedule);
  const lines = overdue.map((s) =>
    `${s.where} (${s.title}): next review was due ${reviewDate(s.nextReview!)}`
  );
  if (overdue.length > 0 && production) {
    throw new OverdueReviewError(
      `Clinical review overdue, so this build cannot go live:\n  ${lines.join("\n  ")}`,
    );
  }
  for (const line of lines) warn(`Warning: clinical review overdue: ${line}`);
  return overdue;
}
