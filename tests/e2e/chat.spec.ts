/**
 * The chat in a real browser against the real server, which answers offline from the site's own
 * knowledge index: ask, read the reply and follow its link, find the history on another page,
 * clear it, and move in and out with the keyboard.
 */
import { allRoutes } from "../../pages/routes.ts";
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import AxeBuilder from "@axe-core/playwright";
import { expectPx } from "./geometry.ts";

const GREETING = /^Assistant:Hi, what can I help you with\? I'm Mr Ashcombe's assistant/;

function chat(page: Page) {
  const launcher = page.getByRole("button", { name: "Ask Mr Ashcombe's assistant" });
  const dialog = page.getByRole("dialog", { name: "Mr Ashcombe's assistant" });
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
  await expect(
    dialog.getByText(
      "General information only, not medical advice. In an emergency call 999; for urgent help call NHS 111. Please do not enter personal details.",
    ),
  ).toBeVisible();

  await ask(page, "When can I drive after knee arthroscopy?");
  const reply = messages.last();
  await expect(reply).toContainText("4-5 days");
  const link = reply.getByRole("link").first();
  await expect(link).toHaveAttribute("href", /\/Treatments\/knee-arthroscopy(#[\w-]+)?$/);
  await link.click();
  await expect(page).toHaveURL(/\/Treatments\/knee-arthroscopy(#[\w-]+)?$/);
  await expect(page.locator("h1")).toHaveText(
    allRoutes().find((r) => r.path === "/Treatments/knee-arthroscopy")!.heading,
  );
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
  // The panel rises into place over 0.2 s as it opens; the offline answer can come sooner than that.
  await dialog.evaluate((panel) =>
    Promise.all(panel.getAnimations().map((animation) => animation.finished))
  );
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
  const results = await new AxeBuilder({ page }).include("[data-chat-launcher]").include(
    "[data-chat-launcher] + div",
  ).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

/** One message for each triage rule, and the words its service's reply must show. */
const emergencies: Array<{ rule: string; message: string; shows: RegExp; tel: string }> = [
  {
    rule: "chest-pain",
    message: "my chest is tight and hurts",
    shows: /Call 999 now/,
    tel: "tel:999",
  },
  {
    rule: "breathing",
    message: "my dad cant breathe properly",
    shows: /Call 999 now/,
    tel: "tel:999",
  },
  {
    rule: "coughing-blood",
    message: "coughing up blood since this morning",
    shows: /Call 999 now/,
    tel: "tel:999",
  },
  {
    rule: "collapse",
    message: "my mum collapsed and isnt responding",
    shows: /Call 999 now/,
    tel: "tel:999",
  },
  {
    rule: "stroke",
    message: "his face has dropped on one side",
    shows: /Call 999 now/,
    tel: "tel:999",
  },
  {
    rule: "anaphylaxis",
    message: "my lips are swelling after the antibiotics",
    shows: /Call 999 now/,
    tel: "tel:999",
  },
  {
    rule: "heavy-bleeding",
    message: "my wound is bleeding and wont stop",
    shows: /Call 999 now/,
    tel: "tel:999",
  },
  {
    rule: "confusion",
    message: "grandad is suddenly very confused",
    shows: /Call 999 now/,
    tel: "tel:999",
  },
  {
    rule: "overdose",
    message: "my sister has swallowed a whole packet of paracetamol",
    shows: /Call 999 now/,
    tel: "tel:999",
  },
  {
    rule: "deformity",
    message: "my knee is at a weird angle after a pop",
    shows: /Go to A&E now/,
    tel: "tel:999",
  },
  {
    rule: "cannot-bear-weight",
    message: "she fell and cant put any weight on her leg",
    shows: /Go to A&E now/,
    tel: "tel:999",
  },
  {
    rule: "cold-limb",
    message: "my foot has gone cold and white",
    shows: /Call 999 now/,
    tel: "tel:999",
  },
  {
    rule: "cauda-equina",
    message: "numb around my bottom and cant control my bladder",
    shows: /Go to A&E now/,
    tel: "tel:999",
  },
  {
    rule: "child-hot-joint",
    message: "my toddler has a fever and a swollen hot knee",
    shows: /Call NHS 111 now/,
    tel: "tel:111",
  },
  {
    rule: "compartment",
    message: "severe pain in my leg and it is tight and swollen",
    shows: /Go to A&E now/,
    tel: "tel:999",
  },
  {
    rule: "clot",
    message: "my calf is swollen and hot",
    shows: /Call NHS 111 now/,
    tel: "tel:111",
  },
  {
    rule: "wound-infection",
    message: "my scar is oozing pus",
    shows: /Call NHS 111 now/,
    tel: "tel:111",
  },
  {
    rule: "self-harm",
    message: "i dont see the point in going on",
    shows: /Samaritans: call 116 123/,
    tel: "tel:116123",
  },
];

test("every emergency rule gets its service's reply in the chat, its number a tel: link and no link to a page", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/");
  await chat(page).launcher.click();
  for (const { rule, message, shows, tel } of emergencies) {
    await ask(page, message);
    const reply = chat(page).messages.last();
    await expect(reply, rule).toContainText(shows);
    // A patient on a phone taps the number; nothing else in the reply leads away from it.
    await expect(reply.locator(`a[href="${tel}"]`).first(), rule).toBeVisible();
    expect(
      await reply.getByRole("link").evaluateAll((links) =>
        links.map((a) => a.getAttribute("href")).filter((href) => !href?.startsWith("tel:"))
      ),
      rule,
    ).toEqual([]);
  }
});

test("each kind of reply: an answer with its link, a lookalike's safety line, declines and not-found with the safety net", async ({ page }) => {
  await page.goto("/");
  const { launcher, messages } = chat(page);
  await launcher.click();
  const safetyNet = "If you feel unwell now, call NHS 111, or 999 in an emergency.";

  await ask(page, "is bruising normal after surgery");
  await expect(messages.last()).toContainText("Bruising often spreads down the leg");
  await expect(messages.last()).toContainText("If this is happening now");
  await expect(messages.last().getByRole("link").first()).toHaveAttribute(
    "href",
    /\/PreAndPostcare/,
  );

  await ask(page, "can you help with my frozen shoulder");
  await expect(messages.last()).toContainText("treats knees and hips only");
  await expect(messages.last()).toContainText(safetyNet);

  await ask(page, "how much paracetamol can i take");
  await expect(messages.last()).toContainText("pharmacist");
  await expect(messages.last()).toContainText(safetyNet);

  await ask(page, "tell me a joke");
  await expect(messages.last()).toContainText("can't help with that");
  await expect(messages.last()).toContainText(safetyNet);

  await ask(page, "How much does a knee replacement cost?");
  await expect(messages.last()).toContainText("couldn't find an answer");
  await expect(messages.last()).toContainText(safetyNet);
});

test("a follow-up stays on the page of the previous answer", async ({ page }) => {
  await page.goto("/");
  const { launcher, messages } = chat(page);
  await launcher.click();
  await ask(page, "what is acl reconstruction");
  await ask(page, "and how long does it take?");
  await expect(messages.last()).toContainText("2 hours");
  await expect(messages.last().getByRole("link").first()).toHaveAttribute(
    "href",
    /\/Treatments\/acl-reconstruction/,
  );
});
