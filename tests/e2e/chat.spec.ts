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
import { wcagAxe } from "./axe.ts";
import { pathQuestions, symptomPathText } from "../../content/symptom-path.ts";

const GREETING = /^Assistant:Hi, what can I help you with\? I'm Mr Ashcombe's assistant/;

function chat(page: Page) {
  const launcher = page.getByRole("button", { name: "Ask Mr Ashcombe's assistant" });
  const dialog = page.getByRole("dialog", { name: "Mr Ashcombe's assistant" });
  const input = dialog.getByRole("textbox", { name: "Your question" });
  // the messages themselves, not the items of a list inside one
  const messages = dialog.getByRole("list", { name: "Conversation" }).locator(":scope > li");
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

/** axe (WCAG 2.2 A/AA and the experimental rules) over the chat: its launcher and its panel. */
async function chatViolations(page: Page): Promise<string[]> {
  const results = await wcagAxe(page).include("[data-chat-launcher]").include(
    "[data-chat-launcher] + div",
  ).analyze();
  return results.violations.map((v) =>
    `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`
  );
}

/** The panel's theme, as data-theme="dark" on an embedding page would set it. */
const darkTheme = (page: Page) =>
  page.locator("[data-chat-launcher] + div").evaluate((host) =>
    host.shadowRoot!.querySelector(".widget")!.classList.add("dark")
  );

test("an emergency reply is an urgent card: its heading, a big tap-to-call button, accessible in light, dark and forced colours", async ({ page }) => {
  await page.goto("/");
  const { launcher, dialog, messages } = chat(page);
  await launcher.click();
  await ask(page, "my chest is tight and hurts");
  const card = messages.last();
  await expect(card.getByRole("heading", { level: 3, name: "Call 999 now" })).toBeVisible();
  const call = card.getByRole("link", { name: "Call 999", exact: true });
  await expect(call).toHaveAttribute("href", "tel:999");
  const box = (await call.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  // the card is in view from its heading, however long it is
  const log = dialog.getByRole("list", { name: "Conversation" });
  const [cardTop, logTop] = [(await card.boundingBox())!.y, (await log.boundingBox())!.y];
  expect(cardTop).toBeGreaterThanOrEqual(logTop);
  expect(await chatViolations(page)).toEqual([]);

  // Forced colours (Windows' contrast themes): the system's colours, and the frames stay.
  await page.emulateMedia({ forcedColors: "active" });
  const frame = await call.evaluate((a) => getComputedStyle(a).borderTopColor);
  expect(frame).not.toBe("rgba(0, 0, 0, 0)"); // the button keeps its outline
  expect(await chatViolations(page)).toEqual([]);
  await page.emulateMedia({ forcedColors: "none" });

  // The dark theme (data-theme="dark", for a dark website). (axe is not run in forced colours
  // with it: it reads the theme's light text where Chromium has forced the colours to black.)
  await darkTheme(page);
  expect(await chatViolations(page)).toEqual([]);
});

test("worried about a symptom now? with JavaScript: one question at a time, ending at A&E's card, then back to the chat", async ({ page }) => {
  await page.goto("/");
  const { launcher, dialog, input } = chat(page);
  await launcher.click();
  await dialog.getByRole("button", { name: symptomPathText.heading }).click();
  const question = dialog.getByRole("heading", { level: 3 });
  await expect(question).toHaveText(
    `Question 1 of ${pathQuestions.length}${pathQuestions[0].text}`,
  );
  await expect(question).toBeFocused();
  expect(await chatViolations(page)).toEqual([]);

  const firstAe = pathQuestions.findIndex((q) => q.service === "ae");
  for (let i = 0; i < firstAe; i++) {
    await dialog.getByRole("button", { name: "No", exact: true }).click();
    await expect(question).toContainText(pathQuestions[i + 1].text);
  }
  await dialog.getByRole("button", { name: "Yes", exact: true }).click();
  const heading = dialog.getByRole("heading", { level: 3, name: "Go to A&E now" });
  await expect(heading).toBeFocused();
  await expect(dialog.getByRole("link", { name: "Call 999 if they cannot get there safely" }))
    .toHaveAttribute("href", "tel:999");
  await expect(dialog).toContainText("If the person cannot be moved");
  expect(await chatViolations(page)).toEqual([]);

  await dialog.getByRole("button", { name: "Back to the chat" }).click();
  await expect(input).toBeFocused();
  await expect(chat(page).messages).toHaveCount(1); // the path sent and stored nothing
});

test("worried about a symptom now? with JavaScript: no to every question ends with the safety advice", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/Contact");
  const { launcher, dialog } = chat(page);
  await launcher.click();
  await dialog.getByRole("button", { name: symptomPathText.heading }).click();
  for (let i = 0; i < pathQuestions.length; i++) {
    await dialog.getByRole("button", { name: "No", exact: true }).click();
  }
  const heading = dialog.getByRole("heading", { name: symptomPathText.none.heading });
  await expect(heading).toBeFocused();
  await expect(dialog).toContainText("contact your GP practice");
  await expect(dialog.locator('a[href="tel:111"]').first()).toBeVisible();
  expect(await chatViolations(page)).toEqual([]);
});

test.describe("worried about a symptom now? with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  test.setTimeout(120_000); // a page load per answer, up to 18 of them

  /** From the header (where the chat's launcher is with JavaScript), to the question `n` (from 0). */
  async function startAndAnswerNo(page: Page, n: number) {
    await page.goto("/");
    await page.getByRole("link", { name: symptomPathText.heading }).first().click();
    await expect(page).toHaveURL(/\/worried-about-a-symptom$/);
    await page.getByRole("link", { name: "Start" }).click();
    for (let i = 0; i < n; i++) {
      await expect(page.locator("h1")).toContainText(pathQuestions[i].text);
      await page.getByRole("link", { name: "No", exact: true }).click();
    }
    await expect(page.locator("h1")).toHaveText(
      `Question ${n + 1} of ${pathQuestions.length} ${pathQuestions[n].text}`,
    );
  }

  const firstOf = (service: string) => pathQuestions.findIndex((q) => q.service === service);
  for (
    const [service, heading, call, tel] of [
      ["999", "Call 999 now", "Call 999", "tel:999"],
      ["ae", "Go to A&E now", "Call 999 if they cannot get there safely", "tel:999"],
      ["111", "Call NHS 111 now", "Call NHS 111", "tel:111"],
    ] as const
  ) {
    test(`yes at ${service}'s first question ends at "${heading}" with its call buttons`, async ({ page }) => {
      await startAndAnswerNo(page, firstOf(service));
      await page.getByRole("link", { name: "Yes", exact: true }).click();
      await expect(page.locator("h1")).toHaveText(heading);
      await expect(page.getByRole("link", { name: call, exact: true })).toHaveAttribute(
        "href",
        tel,
      );
      await page.getByRole("link", { name: "Start again" }).click();
      await expect(page).toHaveURL(/\/worried-about-a-symptom$/);
    });
  }

  test("no to every question ends with the safety advice; Back returns to the last question", async ({ page }) => {
    await startAndAnswerNo(page, pathQuestions.length - 1);
    await page.getByRole("link", { name: "No", exact: true }).click();
    await expect(page.locator("h1")).toHaveText(symptomPathText.none.heading);
    await expect(page.getByRole("link", { name: /111\.nhs\.uk/ })).toHaveAttribute(
      "href",
      "https://111.nhs.uk",
    );
    await page.getByRole("link", { name: "Back", exact: true }).click();
    await expect(page.locator("h1")).toContainText(pathQuestions.at(-1)!.text);
  });
});

test("a message written partly in another language shows where to get help first, with 999 to tap and the interpreters line", async ({ page }) => {
  await page.goto("/");
  await chat(page).launcher.click();
  await ask(page, "ma mère elle respire très mal, she had hip operation, what number i call");
  const reply = chat(page).messages.last();
  await expect(reply).toContainText("Call 999 for chest pain, difficulty breathing");
  await expect(reply).toContainText(
    "This chat reads English only, so it may have misunderstood you. NHS 111 and 999 can get you an interpreter",
  );
  await expect(reply.locator('a[href="tel:999"]').first()).toBeVisible();
});
