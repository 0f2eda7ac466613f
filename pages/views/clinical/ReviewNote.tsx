import type { ReviewDates } from "../../content/schema.ts";
import { clinicalLabels } from "../../content/clinical-labels.ts";
import { ukDate } from "../../../lib/dates.ts";
import { Inline } from "../../components/RichText.tsx";
import { generalInformationNote } from "../../content/clinical-common.ts";

/** Every clinical page ends with its review dates and the "general information" note. */
export function ReviewNote({ reviewed }: { reviewed: ReviewDates }) {
  return (
    <div className="review-note">
      <p className="general-information"><Inline text={generalInformationNote} /></p>
      <dl className="review-dates">
        <div>
          <dt>{clinicalLabels.lastReviewed}</dt>
          <dd><time dateTime={reviewed.lastReviewed}>{ukDate(reviewed.lastReviewed)}</time></dd>
        </div>
        <div>
          <dt>{clinicalLabels.nextReview}</dt>
          <dd><time dateTime={reviewed.nextReview}>{ukDate(reviewed.nextReview)}</time></dd>
        </div>
      </dl>
    </div>
  );
}
