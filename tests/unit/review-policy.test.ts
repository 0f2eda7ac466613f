import { describe, expect, it } from "vitest";
import { declineReasons, neverADeclineReason } from "../../content/decline-reasons.ts";
import { reviewPolicyPage } from "../../content/reviews-page.ts";
import { richTextToPlain } from "../../content/schema.ts";

describe("the review policy's decline reasons", () => {
  it("lists every reason the reviewer can choose, and says a rating or criticism never is one", () => {
    const policy = reviewPolicyPage.sections.map((section) => richTextToPlain(section.content))
      .join(" ");
    for (const reason of declineReasons) {
      expect(policy).toContain(`${reason.label}: ${reason.description}`);
    }
    expect(policy).toContain(neverADeclineReason);
  });

  it("has content-neutral reasons only, each with a stable unique id", () => {
    const ids = declineReasons.map((reason) => reason.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const reason of declineReasons) {
      expect(reason.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(`${reason.label} ${reason.description}`).not.toMatch(
        /\b(star|rating|negative|critic|complain)/i,
      );
    }
  });
});
