/**
 * The chat in a real browser against the real server, which answers offline from the site's own
 * knowledge index: ask, read the reply and follow its link, find the history on another page,
 * clear it, and move in and out with the keyboard.
 */
import { allRoutes } from "../../pages/routes.ts";
import { expect, type Page, test } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { expectPx } from "./geometry.ts";

const GREETING = /^Assistant:Hi, what can I help you with\? I'm Mr\. Ashcombe's assistant/;

function chat(page: Page) {
  const launcher = page.getByRole("button", { name: "Ask Mr Ashcombe's assistant" });
  const dialog = page.getByRole("dialog", { name: "Mr. Ashcombe's assistant" });
  const input = dialog.getByRole("textbox", { name: "Your question" });
  const messages = dialog.getByRole("list", { name: "Conversation" }).getByRole("listitem");
  return { launcher, dialog, input, messages };
}

async function ask(page: Page, question: string) {
  const { input, messages } = chat(page);
  await expect(messages.first()).toBeVisible(); // the panel has opened (its chunk loads on first click)
  const before = await messages.count();
  await input.fill(question);
  await input.press("Enter");
  await expect(messages).toHaveCount(before + 2);
  await expect(messages.last()).not.toHaveText("Thinking...");
}

test("ask when you can drive after knee arthroscopy and follow the reply's link", async ({ page }) => {
  await page.goto("/");
  const { launcher, dialog, messages } = chat(page);
  await launcher.click();
  await expect(dialog).toBeVisible();
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toHaveText(GREETING);
  await expect(dialog.getByText("General information only, not medical advice. Please do not enter personal details.")).toBeVisible();

  await ask(page, "When can I drive after knee arthroscopy?");
  const reply = messages.last();
  await expect(reply).toContainText("4-5 days");
  const link = reply.getByRole("link").first();
  await expect(link).toHaveAttribute("href", /\/Treatments\/knee-arthroscopy(#[\w-]+)?$/);
  await link.click();
  await expect(page).toHaveURL(/\/Treatments\/knee-arthroscopy(#[\w-]+)?$/);
  await expect(page.locator("h1")).toHaveText(allRoutes().find((r) => r.path === "/Treatments/knee-arthroscopy")!.heading);
});

test("the history is there on another page, and clears after the confirm prompt is accepted", async ({ page }) => {
  await page.goto("/");
  await chat(page).launcher.click();
  await ask(page, "When can I drive after knee arthroscopy?");

  await page.goto("/Contact");
  const { launcher, dialog, messages } = chat(page);
  await launcher.click();
  await expect(messages).toHaveCount(3);
  await expect(messages.nth(1)).toContainText("When can I drive after knee arthroscopy?");
  await expect(messages.nth(2)).toContainText("4-5 days");

  let prompt = "";
  page.once("dialog", (confirm) => {
    prompt = confirm.message();
    void confirm.accept();
  });
  await dialog.getByRole("button", { name: "Clear" }).click();
  expect(prompt).toMatch(/clear/i);
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toHaveText(GREETING);

  await page.reload();
  await chat(page).launcher.click();
  await expect(chat(page).messages).toHaveCount(1);
});

test("refusing the confirm prompt keeps the history", async ({ page }) => {
  await page.goto("/");
  await chat(page).launcher.click();
  await ask(page, "How long does ACL surgery take?");
  page.once("dialog", (confirm) => void confirm.dismiss());
  await chat(page).dialog.getByRole("button", { name: "Clear" }).click();
  await expect(chat(page).messages).toHaveCount(3);
});

test("focus moves into the chat and back to the launcher; Escape closes it", async ({ page }) => {
  await page.goto("/AboutMe");
  const { launcher, dialog, input } = chat(page);
  await launcher.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(input).toBeFocused();
  await expect(launcher).toHaveAttribute("aria-expanded", "true");

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
  await expect(launcher).toHaveAttribute("aria-expanded", "false");

  await page.keyboard.press("Enter");
  await expect(input).toBeFocused();
  await dialog.getByRole("button", { name: "Close chat" }).click();
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
});

test("Shift+Enter writes a second line instead of sending", async ({ page }) => {
  await page.goto("/");
  const { launcher, input, messages } = chat(page);
  await launcher.click();
  await input.fill("First line");
  await input.press("Shift+Enter");
  await input.pressSequentially("second line");
  await expect(input).toHaveValue("First line\nsecond line");
  await expect(messages).toHaveCount(1);
  await input.press("Enter");
  await expect(messages.nth(1)).toHaveText(/First line\nsecond line/);
});

test("the open chat fits the screen and has no accessibility violations", async ({ page }) => {
  await page.goto("/");
  const { launcher, dialog } = chat(page);
  await launcher.click();
  await ask(page, "When can I drive after knee arthroscopy?");
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  if (viewport.width < 600) {
    expectPx(box.x, 0, "x");
    expectPx(box.y, 0, "y");
    expectPx(box.width, viewport.width, "width");
    expectPx(box.height, viewport.height, "height");
  } else {
    expectPx(box.width, 380, "width");
    expectPx(box.height, 560, "height");
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40); // bottom right
    expect(viewport.height - (box.y + box.height)).toBeLessThan(40);
  }
  const results = await new AxeBuilder({ page }).include("[data-chat-launcher]").include("[data-chat-launcher] + div").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
