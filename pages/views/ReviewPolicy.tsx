import { reviewPolicyPage } from "../../content/reviews-page.ts";
import { ModerationReport } from "../components/ModerationReport.tsx";
import { DataRequestForm } from "../components/DataRequestForm.tsx";
import { PolicyPage } from "./PolicyPage.tsx";

/** `/review-policy`: how stories are checked and published, how moderation has gone, and how long details are kept. */
export function ReviewPolicy() {
  return (
    <PolicyPage
      page={reviewPolicyPage}
      extras={{ "your-rights": <DataRequestForm headingLevel={3} /> }}
      after={<ModerationReport />}
    />
  );
}
