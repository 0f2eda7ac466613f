import { reviewPolicyPage } from "../content/reviews-page.ts";
import { PolicyPage } from "./PolicyPage.tsx";

/** `/review-policy`: how stories are checked and published, and how long details are kept. */
export function ReviewPolicy() {
  return <PolicyPage page={reviewPolicyPage} />;
}
