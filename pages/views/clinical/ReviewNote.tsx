import type { ReviewRecord } from "../../../content/review-record.ts";
import { Inline } from "../../components/RichText.tsx";
import { ReviewRecordNote } from "../../components/ReviewedNote.tsx";
import { generalInformationNote } from "../../../content/clinical-common.ts";

/** Every clinical page ends with the "general information" note and its review record. */
export function ReviewNote({ reviewed }: { reviewed: ReviewRecord }) {
  return (
    <div className="review-note">
      <p className="general-information">
        <Inline text={generalInformationNote} />
      </p>
      <ReviewRecordNote record={reviewed} className="review-record" />
    </div>
  );
}
