/**
 * Reviews that travel, in Chromium against the real server (development mode, /dev/outbox): the
 * practice's reply under a story in the reviews widget; the review policy's transparency report
 * complete with JavaScript off and counting a decision once it is made.
 */
import AxeBuilder from "@axe-core/playwright";
import { STORY_CONSENT_VERSION } from "../../content/story-consent.ts";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { WCAG_TAGS } from "./axe.ts";

function uniqueFirstName(testInfo: { project: { name: string }; workerIndex: number }): string {
  const letters = (n: number) => n.toString(36).replace(/\d/g, (d) => "abcdefghij"[Number(d)]);
  return `Rex${letters(Date.now())}${letters(testInfo.workerIndex)}${
    testInfo.project.name === "mobile" ? "m" : "d"
  }`;
}

/** Shares a story through the API and answers the path of the reviewer's link for `action`. */
async function shareStory(
  request: APIRequestContext,
  firstName: string,
  action: "approve" | "decline",
): Promise<string> {
  const submitted = await request.post("/api/submit-story", {
    data: {
      firstName,
      lastName: "Replyton",
      phone: "01632 960 999",
      email: "e2e@example.com",
      description: "The physiotherapy plan after my hip operation was clear and it worked for me.",
      rating: 4,
      stayAnonymous: false,
      consent: STORY_CONSENT_VERSION,
    },
  });
  expect(submitted.status()).toBe(200);
  let link = "";
  await expect.poll(async () => {
    const { emails } = await (await request.get("/dev/outbox.json")).json() as {
      emails: Array<{ subject: string; html: string }>;
    };
    const mail = emails.find((email) => email.subject.includes(`${firstName} Replyton`));
    link = mail?.html.match(new RegExp(`href="([^"]*action=${action}[^"]*)"`))?.[1].replaceAll(
      "&amp;",
      "&",
    ) ?? "";
    return link;
  }, { message: "the reviewer's email reaches the outbox" }).not.toBe("");
  return new URL(link).pathname + new URL(link).search;
}

async function decide(
  request: APIRequestContext,
  baseURL: string,
  path: string,
  form: Record<string, string>,
) {
  const res = await request.post(path, {
    form,
    headers: { Origin: new URL(baseURL).origin, "Sec-Fetch-Site": "same-origin" },
  });
  expect(res.status()).toBe(200);
}

async function findCard(page: Page, name: string) {
  const widget = page.locator('[data-widget="reviews"]');
  const card = widget.getByRole("article", { name, exact: true });
  await expect(widget.getByRole("article").first()).toBeVisible();
  for (;;) {
    if (await card.isVisible()) return card;
    const next = widget.getByRole("button", { name: "Next page" });
    if (!(await next.isVisible()) || (await next.isDisabled())) break;
    await next.click();
  }
  throw new Error(`No review card for ${name}`);
}

test(
  "the practice's reply shows under the story in the reviews widget",
  async ({ page, request, baseURL }, testInfo) => {
    const firstName = uniqueFirstName(testInfo);
    const reply = `Thank you, ${firstName}. We are glad the plan worked for you.`;
    await decide(request, baseURL!, await shareStory(request, firstName, "approve"), {
      surgeryType: "Hip replacement",
      reply,
    });

    await page.goto("/patient-success-stories");
    const card = await findCard(page, `${firstName} R.`);
    await expect(card.getByText("Reply from the practice", { exact: true })).toBeVisible();
    await expect(card.getByText(reply, { exact: true })).toBeVisible();
    // The reply sits under the story, inside the card.
    const storyBox = await card.locator(".text").boundingBox();
    const replyBox = await card.locator(".reply").boundingBox();
    expect(replyBox!.y).toBeGreaterThan(storyBox!.y);
  },
);

test.describe("the transparency report on /review-policy", () => {
  const cell = (page: Page, stat: string) => page.locator(`[data-stat="${stat}"]`);

  test("is complete with JavaScript off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/review-policy");
    const report = page.getByRole("region", {
      name: "How moderation has gone: the last 12 months",
    });
    await expect(report.getByRole("table")).toBeVisible();
    for (
      const stat of ["received", "published", "declined-total", "declined-duplicate", "waiting"]
    ) {
      await expect(cell(page, stat)).toHaveText(/^\d+$/);
    }
    await expect(cell(page, "period")).toHaveText(/^\d{1,2} \w+ \d{4} to \d{1,2} \w+ \d{4}$/);
    await context.close();
  });

  test(
    "counts a decline under its reason once it is made",
    async ({ page, request, baseURL }, testInfo) => {
      const decline = await shareStory(request, uniqueFirstName(testInfo), "decline");
      await page.goto("/review-policy");
      await cell(page, "declined-advertising").scrollIntoViewIfNeeded();
      await expect(page.locator('[data-widget="moderation-report"]')).toHaveAttribute(
        "data-stats-updated",
        "true",
      );
      const before = Number(await cell(page, "declined-advertising").textContent());

      await decide(request, baseURL!, decline, { reason: "advertising" });
      await page.reload();
      await expect(cell(page, "declined-advertising")).toHaveText(String(before + 1));
      expect(Number(await cell(page, "declined-total").textContent())).toBeGreaterThanOrEqual(
        before + 1,
      );
    },
  );
});

test.describe("accessibility of the new pages", () => {
  const tags = [...WCAG_TAGS, "best-practice", "experimental"];
  for (
    const path of [
      "/embed/reviews",
      "/embed/reviews?theme=dark&accent=%23b03060",
      "/embed/story-form",
      "/embed/story-form?theme=dark",
      "/review-policy",
      "/embed",
    ]
  ) {
    test(`${path} has no axe violations`, async ({ page, request, baseURL }, testInfo) => {
      if (path.startsWith("/embed/reviews")) {
        const firstName = uniqueFirstName(testInfo);
        await decide(request, baseURL!, await shareStory(request, firstName, "approve"), {
          reply: "Thank you for telling us.",
        });
      }
      await page.goto(path);
      if (path.startsWith("/embed/story-form")) {
        await expect(
          page.locator('[data-widget="story-form"]').getByLabel("First name", { exact: true }),
        ).toBeVisible();
      }
      if (path === "/review-policy") {
        await page.locator('[data-widget="moderation-report"]').scrollIntoViewIfNeeded();
        await expect(page.locator('[data-widget="moderation-report"]')).toHaveAttribute(
          "data-stats-updated",
          "true",
        );
      }
      // The iframe pages are held to every rule set; the site's pages to the rules all its pages meet.
      const results = await new AxeBuilder({ page }).withTags(
        path.startsWith("/embed/") ? tags : WCAG_TAGS,
      ).analyze();
      expect(
        results.violations.map((v) =>
          `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`
        ),
      ).toEqual([]);
    });
  }
});
