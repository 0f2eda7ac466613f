/**
 * Privacy as a patient's browser sees it: no cookie and no request to any other website while
 * using the interactive parts — reading the reviews, sending a story, asking the chat a question
 * and sending an enquiry, each to the end (every page's plain visit is checked in layout.spec.ts).
 */
import { type Locator } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** Ticks every required checkbox the form has (a consent box, say), as a patient must. */
async function tickRequiredBoxes(form: Locator) {
  for (const box of await form.locator("input[type=checkbox][required]").all()) await box.check();
}

test(
  "the reviews, the story form, the chat and the enquiry form contact no other origin and set no cookie",
  async ({ page, context, baseURL }, testInfo) => {
    const origin = new URL(baseURL!).origin;
    const elsewhere: string[] = [];
    const sent: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !/^(data|blob):/.test(url)) {
        elsewhere.push(`${page.url()} → ${url}`);
      }
    });
    page.on("response", (response) => {
      if (response.request().method() === "POST") {
        sent.push(`${new URL(response.url()).pathname} ${response.status()}`);
      }
    });
    const name = `Privacy${testInfo.workerIndex}${Date.now().toString(36)}`;

    await page.goto("/patient-success-stories");
    const reviews = page.locator('[data-widget="reviews"]');
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews.locator("article, .empty").first()).toBeVisible();

    // the mounted widget (the plain HTML form beside it is for readers without scripts)
    const slot = page.locator('[data-widget="story-form"]');
    const story = slot.getByRole("form", { name: "Share your story" });
    await slot.scrollIntoViewIfNeeded(); // the widget loads as its slot comes into view
    await expect(story).toBeVisible();
    await story.getByLabel("First name", { exact: true }).fill(name);
    await story.getByLabel("Last name", { exact: true }).fill("Testington");
    await story.getByLabel("Phone number", { exact: true }).fill("01632 960 999");
    await story.getByRole("combobox", { name: "Email address" }).fill("privacy@example.com");
    await story.getByLabel("Your story", { exact: true }).fill(
      "Back to gardening within three months of my knee replacement.",
    );
    await story.locator("label", { has: page.getByRole("radio", { name: "5 stars" }) }).click();
    await tickRequiredBoxes(story);
    await story.getByRole("button", { name: "Submit Your Story" }).click();
    await expect(slot.getByRole("heading", { name: "Thank you for sharing your story" }))
      .toBeVisible();

    await page.locator("[data-chat-launcher]").click();
    const dialog = page.getByRole("dialog", { name: "Mr Ashcombe's assistant" });
    const messages = dialog.getByRole("list", { name: "Conversation" }).locator(":scope > li");
    await expect(messages.first()).toBeVisible();
    await dialog.getByRole("textbox", { name: "Your question" }).fill(
      "When can I drive after a knee arthroscopy?",
    );
    await dialog.getByRole("textbox", { name: "Your question" }).press("Enter");
    await expect(messages).toHaveCount(3);
    await expect(messages.last()).not.toHaveText("Thinking...");
    await dialog.getByRole("button", { name: "Close chat" }).click();

    const enquiry = page.locator("#enquire-now form.enquiry-form");
    await enquiry.getByLabel("First name").fill(name);
    await enquiry.getByLabel("Last name").fill("Testington");
    await enquiry.getByLabel("Email").fill("privacy@example.org");
    await enquiry.getByLabel("Message").fill("Could I book a private consultation on a Friday?");
    await enquiry.getByLabel("On the NHS").check();
    await tickRequiredBoxes(enquiry);
    await enquiry.getByRole("button", { name: "Send enquiry" }).click();
    await expect(
      page.locator("#enquire-now").getByRole("status").filter({ hasText: "Thank You" }),
    ).toBeVisible();
    await page.waitForLoadState("networkidle");

    // Each form really went to our own API, and each was accepted.
    expect(sent).toEqual(["/api/submit-story 200", "/api/gemini 200", "/api/enquiry 200"]);
    expect(elsewhere).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe("");
  },
);
