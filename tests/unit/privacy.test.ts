import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { allRoutes } from "../../pages/routes.ts";
import { renderRoute } from "../../scripts/build/prerender.tsx";
import { retention } from "../../content/retention.ts";
import { reviewPolicyPage } from "../../content/reviews-page.ts";
import { richTextToPlain } from "../../content/schema.ts";
import { testRenderContext } from "./render-context.ts";
import { distDir, requireDist } from "./dist.ts";

const context = testRenderContext();

const text = (path: string) => {
  const route = allRoutes().find((r) => r.path === path)!;
  return renderRoute(route, context).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
};

describe("the privacy page states what the code does", () => {
  const privacy = text("/privacy");

  it("is a route, linked from every page's footer", () => {
    expect(allRoutes().map((r) => r.path)).toContain("/privacy");
    const manifest = requireDist();
    const files = [...manifest.routes.map((r) => r.file), manifest.notFound];
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) {
      const html = readFileSync(join(distDir, file), "utf8");
      const footer = html.slice(html.indexOf('<footer class="site-footer"'));
      expect(footer, file).toMatch(/<a [^>]*href="\/privacy"[^>]*>[^<]*Privacy/);
    }
  });

  it.each([
    ["enquiries", `${retention.enquiryDays} days after it arrives`],
    ["undecided stories", `within ${retention.pendingStoryDays} days`],
    ["declined stories", `${retention.declinedStoryDays} days after the decision`],
    [
      "published stories' contact details",
      `${Math.round(retention.approvedContactDetailsDays / 30.4)} months after publication`,
    ],
    ["sent-mail records", `kept for ${retention.sentMailRecordDays} days`],
  ])("gives the retention period of %s", (_what, phrase) => {
    expect(privacy).toContain(phrase);
  });

  it("says there are no cookies and no third parties, and where the chat history lives", () => {
    expect(privacy).toContain("sets no cookies");
    expect(privacy).toContain("local storage");
    expect(privacy).toMatch(/not store them/);
  });

  it("the review policy gives the same story periods", () => {
    const policy = reviewPolicyPage.sections.map((s) => richTextToPlain(s.content)).join(" ");
    expect(policy).toContain(`${retention.declinedStoryDays} days`);
    expect(policy).toContain(`${retention.pendingStoryDays} days`);
    expect(policy).toContain(`${Math.round(retention.approvedContactDetailsDays / 30.4)} months`);
  });
});
