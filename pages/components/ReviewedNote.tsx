import { ukDate } from "../../lib/dates.ts";
import {
  reviewDate,
  reviewerName,
  type ReviewRecord,
  reviewSentences,
} from "../../content/review-record.ts";

function DateText({ isoDate }: { isoDate: string }) {
  return <time dateTime={isoDate}>{ukDate(isoDate)}</time>;
}

/**
 * Who reviewed a page's clinical wording and when it is next due — or, for a page nobody has
 * reviewed, that the practice team wrote it and it awaits clinical review. Same words as the guides
 * print (`reviewSentences`).
 */
export function ReviewRecordNote(
  { record, className = "reviewed-note" }: { record: ReviewRecord; className?: string },
) {
  if (record.status === "pending") {
    return <p className={`${className} review-pending`}>{reviewSentences(record)[0]}</p>;
  }
  return (
    <p className={className}>
      Reviewed by {reviewerName(record.reviewedBy)} on{" "}
      <time dateTime={record.reviewedOn}>{reviewDate(record.reviewedOn)}</time>. Next review due
      {" "}
      <time dateTime={record.nextReview}>{reviewDate(record.nextReview)}</time>.
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
