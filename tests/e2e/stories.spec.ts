/**
 * Patient stories end to end, against the real server in development mode: a story shared in the
 * browser, moderated from /dev/outbox, shown on /patient-success-stories; hostile text stays text;
 * the reviews fall back to examples when the feed fails; stars and email suggestions by keyboard.
 */
import { wcagAxe } from "./axe.ts";
import { type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { STORY_CONSENT_LABEL, STORY_CONSENT_VERSION } from "../../content/story-consent.ts";

const STORIES_PATH = "/patient-success-stories";

/** A name no other test or worker uses. */
function uniqueFirstName(testInfo: { project: { name: string }; workerIndex: number }): string {
  const letters = (n: number) => n.toString(36).replace(/\d/g, (d) => "abcdefghij"[Number(d)]);
  return `Zed${letters(Date.now())}${letters(testInfo.workerIndex)}${
    testInfo.project.name === "mobile" ? "m" : "d"
  }`;
}

const reviews = (page: Page) => page.locator('[data-widget="reviews"]');
/**
 * The story form widget, scrolled to as a reader would (widgets mount as they near the viewport):
 * its own root in the shadow root, not the plain HTML form the placeholder keeps for readers
 * without JavaScript (which the widget's shadow root leaves unrendered).
 */
async function storyFormOf(page: Page): Promise<Locator> {
  const host = page.locator('[data-widget="story-form"]');
  await host.scrollIntoViewIfNeeded();
  const widget = host.locator(".story-form");
  await expect(widget.locator("form")).toBeVisible();
  return widget;
}
/** The visible star a person clicks: the label around the radio button for `stars`. */
const star = (form: Locator, stars: number) =>
  form.locator("label", {
    has: form.page().getByRole("radio", {
      name: stars === 1 ? "1 star" : `${stars} stars`,
      exact: true,
    }),
  });

async function fillStory(
  form: Locator,
  story: { firstName: string; description: string; stars: number },
) {
  await form.getByLabel("First name", { exact: true }).fill(story.firstName);
  await form.getByLabel("Last name", { exact: true }).fill("Testington");
  await form.getByLabel("Phone number", { exact: true }).fill("01632 960 999");
  await form.getByRole("combobox", { name: "Email address" }).fill(
    `${story.firstName.toLowerCase()}@example.com`,
  );
  await form.getByLabel("Your story", { exact: true }).fill(story.description);
  await star(form, story.stars).click();
  await expect(form.getByText(`${story.stars} out of 5 stars selected`)).toBeVisible();
  await form.getByRole("checkbox", { name: STORY_CONSENT_LABEL }).check();
}

/** Looks through the reviews' pages for the card of `name`. */
async function findReviewCard(page: Page, name: string): Promise<Locator> {
  const card = reviews(page).getByRole("article", { name, exact: true });
  await expect(reviews(page).getByRole("article").first()).toBeVisible();
  for (;;) {
    if (await card.isVisible()) return card;
    const next = reviews(page).getByRole("button", { name: "Next page" });
    if (!(await next.isVisible()) || (await next.isDisabled())) break;
    await next.click();
  }
  throw new Error(`No review card for ${name}`);
}

/** Scrolls the element to the middle of the screen and waits two frames for layout to settle. */
async function centre(page: Page, element: Locator) {
  await element.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
  await page.evaluate(() =>
    new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  );
}

/** WCAG 2.2 AA violations inside one widget, as "rule: targets" lines. */
async function violationsIn(page: Page, selector: string): Promise<string[]> {
  const results = await wcagAxe(page).include(selector).analyze();
  return results.violations.map((v) =>
    `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`
  );
}

/** Shares a story through the API and approves it through the reviewer's email, as a shortcut. */
async function publishStory(
  request: APIRequestContext,
  firstName: string,
  description: string,
  surgeryType = "",
) {
  const submitted = await request.post("/api/submit-story", {
    data: {
      firstName,
      lastName: "Testington",
      phone: "01632 960 999",
      email: "e2e@example.com",
      description,
      rating: 5,
      stayAnonymous: false,
      consent: STORY_CONSENT_VERSION,
    },
  });
  expect(submitted.status()).toBe(200);
  let approve = "";
  await expect.poll(async () => {
    const { emails } = await (await request.get("/dev/outbox.json")).json() as {
      emails: Array<{ subject: string; html: string }>;
    };
    const mail = emails.find((email) => email.subject.includes(`${firstName} Testington`));
    approve = mail?.html.match(/href="([^"]*action=approve[^"]*)"/)?.[1].replaceAll("&amp;", "&") ??
      "";
    return approve;
  }, { message: "the reviewer's email reaches the outbox" }).not.toBe("");
  const path = new URL(approve).pathname + new URL(approve).search;
  const decided = await request.post(path, { form: { surgeryType } });
  expect(decided.status()).toBe(200);
}

test.describe("patient stories", () => {
  test(
    "a story shared in the browser is approved from /dev/outbox and appears on the stories page",
    async ({ page }, testInfo) => {
      const firstName = uniqueFirstName(testInfo);
      const description =
        `Walking the dog again without pain, thanks to the whole team. (${firstName})`;
      await page.goto(STORIES_PATH);
      const form = await storyFormOf(page);
      await fillStory(form, { firstName, description, stars: 4 });
      await form.getByRole("button", { name: "Submit Your Story" }).click();
      const thanks = form.getByRole("heading", { name: "Thank you for sharing your story" });
      await expect(thanks).toBeVisible();
      await expect(form.locator(".thanks")).toBeFocused();

      await page.goto("/dev/outbox");
      const mail = page.getByRole("article").filter({
        hasText: `Patient story to review: ${firstName} Testington, 4 out of 5 stars`,
      });
      await expect(async () => {
        await page.reload();
        await expect(mail).toBeVisible({ timeout: 1000 });
      }).toPass();
      await mail.getByRole("link", { name: "Approve" }).click();

      await expect(page.getByText(description)).toBeVisible();
      await page.getByLabel("Surgery type shown with the story (optional)", { exact: true }).fill(
        "Total knee replacement",
      );
      await page.getByRole("button", { name: "Approve and publish" }).click();
      await expect(page.getByRole("heading", { name: "Story approved" })).toBeVisible();

      await page.goto(STORIES_PATH);
      const card = await findReviewCard(page, `${firstName} T.`);
      await expect(card.getByText(description)).toBeVisible();
      await expect(card.getByText("Total knee replacement")).toBeVisible();
      await expect(card.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
      await expect(card.locator("time")).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      await expect(reviews(page).getByText(/^Based on \d+ patient stor(y|ies)$/)).toBeVisible();
    },
  );

  test(
    "markup in a story shows as plain text and never runs",
    async ({ page, request }, testInfo) => {
      const firstName = uniqueFirstName(testInfo);
      const description =
        `Lovely staff <script>alert(1)</script> and <img src=x onerror=alert(1)> ${firstName}`;
      await publishStory(request, firstName, description);
      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(STORIES_PATH);
      const card = await findReviewCard(page, `${firstName} T.`);
      await expect(card.locator(".text")).toHaveText(description);
      await expect(reviews(page).locator("img, script")).toHaveCount(0);
      expect(dialogs).toEqual([]);
    },
  );

  for (const failure of ["a server error", "a network error"] as const) {
    test(`the reviews fall back to three example reviews on ${failure}`, async ({ page }) => {
      await page.route(
        "**/api/stories",
        (route) =>
          failure === "a server error"
            ? route.fulfill({ status: 500, json: { success: false, error: "Unavailable" } })
            : route.abort(),
      );
      await page.goto(STORIES_PATH);
      const cards = reviews(page).getByRole("article");
      await expect(cards).toHaveCount(3);
      await expect(reviews(page).getByText("Example review", { exact: true })).toHaveCount(3);
      await expect(reviews(page).getByText("They are not real reviews.", { exact: false }))
        .toBeVisible();
      await expect(reviews(page).getByText(/Based on/)).toHaveCount(0);
    });
  }

  test("the stars are a radio group the keyboard can set", async ({ page }) => {
    await page.goto(STORIES_PATH);
    const form = await storyFormOf(page);
    await expect(form.getByText("Please select a rating")).toBeVisible();
    await form.getByLabel("Your story", { exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("radio", { name: "1 star", exact: true })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(form.getByText("1 out of 5 stars selected")).toBeVisible();
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
    await expect(form.getByText("4 out of 5 stars selected")).toBeVisible();
    await expect(form.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await page.keyboard.press("ArrowLeft");
    await expect(form.getByText("3 out of 5 stars selected")).toBeVisible();
    await expect(form.getByRole("radio", { name: "3 stars" })).toBeFocused();
  });

  test("email suggestions are chosen with the keyboard", async ({ page }) => {
    await page.goto(STORIES_PATH);
    const form = await storyFormOf(page);
    const email = form.getByRole("combobox", { name: "Email address" });
    await email.pressSequentially("pat");
    const options = form.getByRole("option");
    await expect(options).toHaveText([
      "pat@gmail.com",
      "pat@outlook.com",
      "pat@hotmail.co.uk",
      "pat@yahoo.co.uk",
      "pat@icloud.com",
    ]);
    await expect(email).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(form.getByRole("option", { name: "pat@outlook.com" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("Enter");
    await expect(email).toHaveValue("pat@outlook.com");
    await expect(form.getByRole("listbox")).toBeHidden();
    await expect(form.getByRole("alert")).toHaveCount(0); // Enter chose; it did not submit

    await email.fill("sam");
    await expect(options).toHaveCount(5);
    await page.keyboard.press("Escape");
    await expect(form.getByRole("listbox")).toBeHidden();
    await expect(email).toHaveValue("sam");
    await expect(email).toBeFocused();
  });

  test(
    "a missing field and a refused submission are told in alerts that take focus",
    async ({ page }, testInfo) => {
      await page.goto(STORIES_PATH);
      const form = await storyFormOf(page);
      await form.getByRole("button", { name: "Submit Your Story" }).click();
      const alert = form.getByRole("alert");
      await expect(alert).toHaveText("Please fill in all required fields.");
      await expect(alert).toBeFocused();

      await page.route(
        "**/api/submit-story",
        (route) => route.fulfill({ status: 404, body: "Not found" }),
      );
      await fillStory(form, {
        firstName: uniqueFirstName(testInfo),
        description: "A story that the server will not take today.",
        stars: 2,
      });
      await form.getByRole("button", { name: "Submit Your Story" }).click();
      await expect(alert).toHaveText(
        "Story submission is temporarily unavailable. The backend server needs to be deployed. Please contact the website administrator.",
      );
      await expect(alert).toBeFocused();
      await expect(form.getByLabel("Your story", { exact: true })).toHaveValue(
        "A story that the server will not take today.",
      );
    },
  );

  test("Submit Another Story brings back an empty form", async ({ page }, testInfo) => {
    await page.route("**/api/submit-story", (route) => route.fulfill({ json: { success: true } }));
    await page.goto(STORIES_PATH);
    const form = await storyFormOf(page);
    await fillStory(form, {
      firstName: uniqueFirstName(testInfo),
      description: "A second story, sent to a stand-in server.",
      stars: 5,
    });
    await form.getByRole("button", { name: "Submit Your Story" }).click();
    await form.getByRole("button", { name: "Submit Another Story" }).click();
    await expect(form.getByLabel("First name", { exact: true })).toBeFocused();
    await expect(form.getByLabel("First name", { exact: true })).toHaveValue("");
    await expect(form.getByLabel("Your story", { exact: true })).toHaveValue("");
    await expect(form.getByText("Please select a rating")).toBeVisible();
    await expect(form.getByLabel("First name", { exact: true })).toBeInViewport();
  });

  test(
    "axe finds no WCAG 2.2 AA violations in the mounted widgets, with an alert and suggestions showing",
    async ({ page, request }, testInfo) => {
      await publishStory(
        request,
        uniqueFirstName(testInfo),
        "A story so that the list has a card to check for accessibility.",
        "Hip replacement",
      );
      await page.goto(STORIES_PATH);
      await expect(reviews(page).getByRole("article").first()).toBeVisible();
      // Each widget is checked settled in the middle of the screen: axe's target-size measures
      // what is visible, and a pager half under the sticky header (where it lands when the form
      // below it is centred, depending on how long the published stories are) is not what a
      // patient sees.
      const pager = reviews(page).getByRole("navigation", { name: "Review pages" });
      await centre(page, await pager.count() ? pager : reviews(page).getByRole("article").last());
      expect(await violationsIn(page, '[data-widget="reviews"]')).toEqual([]);
      const form = await storyFormOf(page);
      await form.getByRole("button", { name: "Submit Your Story" }).click();
      await expect(form.getByRole("alert")).toBeVisible();
      const email = form.getByRole("combobox", { name: "Email address" });
      await email.pressSequentially("sam");
      await expect(form.getByRole("option")).toHaveCount(5);
      await centre(page, email);
      expect(await violationsIn(page, '[data-widget="story-form"]')).toEqual([]);
    },
  );
});
