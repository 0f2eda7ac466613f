import { reviewPolicyPage } from "../../content/reviews-page.ts";
import { ModerationReport } from "../components/ModerationReport.tsx";
import { PolicyPage } from "./PolicyPage.tsx";

/** `/review-policy`: how stories are checked and published, how moderation has gone, and how long details are kept. */
export function ReviewPolicy() {
  return <PolicyPage page={reviewPolicyPage} after={<ModerationReport />} />;
}
