import type { ReviewDates } from "../content/schema.ts";
import { ukDate } from "../../lib/dates.ts";

function DateText({ isoDate }: { isoDate: string }) {
  return <time dateTime={isoDate}>{ukDate(isoDate)}</time>;
}

/** When a page's clinical wording was last checked, and when it will be checked again. */
export function ReviewedNote({ reviewed }: { reviewed: ReviewDates }) {
  return (
    <p className="reviewed-note">
      Page last reviewed: <DateText isoDate={reviewed.lastReviewed} />. Next review due: <DateText isoDate={reviewed.nextReview} />.
    </p>
  );
}

/** When a policy page last changed. */
export function UpdatedNote({ lastUpdated }: { lastUpdated: string }) {
  return (
    <p className="reviewed-note">
      Last updated: <DateText isoDate={lastUpdated} />.
    </p>
  );
}
