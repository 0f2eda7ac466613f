/** When the site's clinical and patient-facing wording was last reviewed, and when it is next due. */
import { reviewDates } from "./schema.ts";

/** Shown as "Page last reviewed" and "Next review due" on every page that carries clinical wording. */
export const contentReviewed = reviewDates.parse({ lastReviewed: "2026-11-01", nextReview: "2027-11-01" });
