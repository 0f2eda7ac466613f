/**
 * Patients' rights end to end (issue 30), against the real server in development mode: a story
 * shared with consent and approved is removed at its author's request through the form on
 * /privacy and the practice's link, and is then gone from every surface; the story form and the
 * request form work with JavaScript off; every new page passes axe.
 */
import { type APIRequestContext, type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { STORY_CONSENT_LABEL } from "../../content/story-consent.ts";
import { site } from "../../content/site.ts";
import { axeViolations } from "./axe.ts";

const STORIES_PATH = "/patient-success-stories";

function uniqueName(testInfo: { project: { name: string }; workerIndex: number }): string {
  const letters = (n: number) => n.toString(36).replace(/\d/g, (d) => "abcdefghij"[Number(d)]);
  return `Rae${letters(Date.now())}${letters(testInfo.workerIndex)}${testInfo.project.name[0]}`;
}

interface CapturedMail {
  to: string;
  subject: string;
  text: string;
}

/** The captured email matching `find`, once the outbox sender has delivered it. */
async function mailWhere(
  request: APIRequestContext,
  find: (mail: CapturedMail) => boolean,
  what: string,
): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect.poll(async () => {
    const { emails } = await (await request.get("/dev/outbox.json")).json() as {
      emails: CapturedMail[];
    };
    found = emails.find(find);
    return Boolean(found);
  }, { message: what }).toBe(true);
  return found!;
}

/** The path of the link after `label: ` in an email's text. */
function linkIn(mail: CapturedMail, label: string): string {
  const url = mail.text.match(new RegExp(`^${label}: (\\S+)$`, "m"))?.[1];
  expect(url, `${label} link`).toBeTruthy();
  return new URL(url!).pathname + new URL(url!).search;
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test(
  "a story shared with consent and approved is removed at its author's request, from every surface",
  async ({ page, request }, testInfo) => {
    const firstName = uniqueName(testInfo);
    const email = `${firstName.toLowerCase()}@example.com`;
    const shownAs = `${firstName} R.`;
    const description = `Back on my bike within weeks of my operation, thank you. (${firstName})`;
    const removedBefore =
      (await (await request.get("/api/stories/stats")).json()).removed.byReason[0].count;

    // 1. Share the story with the form, ticking the consent box.
    await page.goto(STORIES_PATH);
    const host = page.locator('[data-widget="story-form"]');
    await host.scrollIntoViewIfNeeded();
    // The widget's own form (the plain HTML one beside it is for readers without JavaScript).
    const form = host.locator(".story-form form");
    await expect(form).toBeVisible();
    await form.getByLabel("First name", { exact: true }).fill(firstName);
    await form.getByLabel("Last name", { exact: true }).fill("Rights");
    await form.getByLabel("Phone number", { exact: true }).fill("01632 960 321");
    await form.getByRole("combobox", { name: "Email address" }).fill(email);
    await form.getByLabel("Your story", { exact: true }).fill(description);
    await form.locator("label", { has: page.getByRole("radio", { name: "5 stars", exact: true }) })
      .click();
    await form.getByRole("checkbox", { name: STORY_CONSENT_LABEL }).check();
    await form.getByRole("button", { name: "Submit Your Story" }).click();
    await expect(
      host.locator(".story-form").getByRole("heading", {
        name: "Thank you for sharing your story",
      }),
    ).toBeVisible();

    // 2. The reviewer approves it from the email, which shows the consent.
    const review = await mailWhere(
      request,
      (mail) => mail.subject.startsWith(`Patient story to review: ${firstName} Rights`),
      "the reviewer's email",
    );
    expect(review.text).toMatch(/^Consent: given .* \(wording version 1: /m);
    await page.goto(linkIn(review, "Approve"));
    await page.getByRole("button", { name: "Approve and publish" }).click();
    await expect(page.getByRole("heading", { name: "Story approved" })).toBeVisible();
    const feed = async () => JSON.stringify(await (await request.get("/api/stories")).json());
    expect(await feed()).toContain(description);
    await mailWhere(
      request,
      (mail) => mail.subject.startsWith(`Story published: ${shownAs}`),
      "the reviewer's email with the Unpublish link",
    );

    // 3. The author asks for its removal with the form on /privacy.
    await page.goto("/privacy");
    const requestForm = page.locator("#data-request form");
    await requestForm.getByLabel("Your email address").fill(email);
    await requestForm.getByLabel("Remove my story from the website").check();
    await requestForm.getByRole("button", { name: "Send request" }).click();
    await expect(page).toHaveURL(/\/data-request-sent$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Your request has been received",
    );
    await mailWhere(
      request,
      (mail) => mail.to === email && mail.subject.endsWith("we have received it"),
      "the acknowledgement, to the author's address",
    );

    // 4. The practice follows the Unpublish link in its email about the request.
    const notice = await mailWhere(
      request,
      (mail) => mail.to === site.dataProtection.contact.email && mail.text.includes(email),
      "the practice's email about the request",
    );
    await page.goto(linkIn(notice, "Unpublish"));
    await expect(page.getByRole("heading", { name: "Take this story off the website?" }))
      .toBeVisible();
    await expect(page.getByLabel("Removed at the author's request")).toBeChecked();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Unpublish story" }).click();
    await expect(page.getByRole("heading", { name: "Story unpublished" })).toBeVisible();

    // 5. Gone from every surface.
    expect(await feed()).not.toContain(description);
    await page.goto(STORIES_PATH);
    const reviews = page.locator('[data-widget="reviews"]');
    await reviews.scrollIntoViewIfNeeded();
    // The widget has loaded the feed: its summary, or its empty state when nothing is left.
    await expect(
      reviews.locator(".widget").getByText(/^(No stories yet|Based on \d+ patient stor(y|ies))$/),
    )
      .toBeVisible();
    await expect(reviews.getByRole("article", { name: shownAs, exact: true })).toHaveCount(0);
    const frame = await (await request.get("/embed/reviews")).text();
    expect(frame).not.toContain(firstName);
    const oembed = await (await request.get(
      `/oembed?url=${encodeURIComponent(new URL(STORIES_PATH, page.url()).href)}`,
    )).json();
    const src = new URL(oembed.html.match(/src="([^"]+)"/)[1]);
    expect(await (await request.get(src.pathname + src.search)).text()).not.toContain(firstName);
    const badge = await (await request.get("/api/badge.svg")).text();
    const stories = (await (await request.get("/api/stories")).json()).testimonials.length;
    expect(badge).toContain(stories >= 5 ? `from ${stories} patient stories` : "Patient stories");
    const stats = await (await request.get("/api/stories/stats")).json();
    expect(stats.removed.byReason[0].count).toBe(removedBefore + 1);
    await page.goto("/review-policy");
    await expect(page.locator('[data-stat="removed-author-request"]')).toHaveText(
      String(stats.removed.byReason[0].count),
    );
  },
);

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "the story form is plain HTML: the browser asks for the consent box, and the ticked form lands on the thank-you page",
    async ({ page }, testInfo) => {
      const firstName = uniqueName(testInfo);
      await page.goto(STORIES_PATH);
      const form = page.locator("form.story-form-plain");
      await expect(form).toBeVisible();
      await expect(page.locator(".widget-slot-story-form > .widget-fallback")).toBeHidden();
      await form.getByLabel("First name").fill(firstName);
      await form.getByLabel("Last name").fill("Plainform");
      await form.getByLabel("Phone number").fill("01632 960 654");
      await form.getByLabel("Email address").fill(`${firstName.toLowerCase()}@example.com`);
      await form.getByLabel("Your story").fill("Sent without JavaScript, and that worked too.");
      await form.getByLabel("4 stars").check();
      // Unticked, the box is required: the browser does not send the form.
      await form.getByRole("button", { name: "Submit Your Story" }).click();
      await expect(page).toHaveURL(new RegExp(`${STORIES_PATH}$`));
      await form.getByRole("checkbox", { name: STORY_CONSENT_LABEL }).check();
      await form.getByRole("button", { name: "Submit Your Story" }).click();
      await expect(page).toHaveURL(/\/story-sent$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Thank you for sharing your story",
      );
    },
  );

  test("the request form on /review-policy: an address the server cannot use comes back explained; a good one gets the same answer as any", async ({ page }) => {
    await page.goto("/review-policy");
    const form = page.locator("#data-request form");
    await form.getByLabel("Your email address").fill("somebody@localhost");
    await form.getByLabel("Send me a copy of what you hold about me").check();
    await form.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your request");
    await expect(page.getByRole("alert")).toContainText("Please enter a valid email address");
    await expect(page.getByLabel("Your email address")).toHaveValue("somebody@localhost");
    await page.getByLabel("Your email address").fill("somebody@example.net");
    await page.getByLabel("Send me a copy of what you hold about me").check();
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page).toHaveURL(/\/data-request-sent$/);
  });
});

test(
  "the pages of the forms' answers pass axe: check your story, check your request, and the practice's request pages",
  async ({ page, request }, testInfo) => {
    test.slow(); // seven axe runs, each several seconds on a busy machine
    // The plain story form, posted as a browser without JavaScript would, with the consent unticked.
    await page.goto(STORIES_PATH);
    await page.locator("form.story-form-plain").evaluate((form: HTMLFormElement) => {
      const set = (
        name: string,
        value: string,
      ) => ((form.elements.namedItem(name) as HTMLInputElement).value = value);
      set("firstName", "Axe");
      set("lastName", "Checker");
      set("phone", "01632 960 111");
      set("email", "axe@example.com");
      set("description", "Checking the page that asks for corrections.");
      form.submit();
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your story");
    await expectNoAxeViolations(page);

    await page.goto("/privacy");
    await expectNoAxeViolations(page);
    const form = page.locator("#data-request form");
    await form.evaluate((element: HTMLFormElement) => (element.noValidate = true));
    await form.getByRole("button", { name: "Send request" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your request");
    await expectNoAxeViolations(page);

    const email = `${uniqueName(testInfo).toLowerCase()}@example.com`;
    await page.getByLabel("Your email address").fill(email);
    await page.getByLabel("Send me a copy of what you hold about me").check();
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page).toHaveURL(/\/data-request-sent$/);
    await expectNoAxeViolations(page);

    const notice = await mailWhere(
      request,
      (mail) => mail.to === site.dataProtection.contact.email && mail.text.includes(email),
      "the practice's email about the request",
    );
    await page.goto(linkIn(notice, "Export everything as a file"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Download everything held under this address?",
    );
    await expectNoAxeViolations(page);
    await page.goto(linkIn(notice, "Erase everything"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Erase everything held under this address?",
    );
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Erase everything" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Everything held under this address has been erased",
    );
    await expectNoAxeViolations(page);
  },
);
