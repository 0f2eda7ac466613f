import { type Locator, type Page, type TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * The enquiry forms end to end, against the real server: with JavaScript off (a plain form post
 * to /api/enquiry) and on (the widget), on the Enquire Now section of every page and on every
 * enquiry form /knee-procedures shows.
 */

interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** A word no other test (or project) sends, to find this test's email in the shared outbox. */
function marker(testInfo: TestInfo): string {
  return `ref-${testInfo.project.name}-${testInfo.workerIndex}-${Date.now().toString(36)}-${
    Math.random().toString(36).slice(2, 8)
  }`;
}

/** Waits until the development outbox holds the email whose text includes `word`. */
async function mailContaining(page: Page, word: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect.poll(async () => {
    const { emails } = await (await page.request.get("/dev/outbox.json")).json() as {
      emails: OutboxMail[];
    };
    found = emails.find((mail) => mail.text.includes(word));
    return Boolean(found);
  }, { message: `an email containing ${word} in /dev/outbox.json`, timeout: 10_000 }).toBe(true);
  return found!;
}

const enquireNowForm = (page: Page) => page.locator("#enquire-now form.enquiry-form");

async function fillForm(
  form: Locator,
  values: Partial<Record<"first" | "last" | "phone" | "email" | "message", string>> = {},
) {
  await form.getByLabel("First name").fill(values.first ?? "Margaret");
  await form.getByLabel("Last name").fill(values.last ?? "Featherstonehaugh");
  await form.getByLabel("Phone").fill(values.phone ?? "01632 960 777");
  await form.getByLabel("Email").fill(values.email ?? "margaret@example.org");
  await form.getByLabel("Message").fill(
    values.message ?? "Could I book a private consultation on a Friday?",
  );
  await form.getByLabel("On the NHS").check();
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "an enquiry posts to /api/enquiry, lands on the thank-you page and reaches the outbox",
    async ({ page }, testInfo) => {
      const word = marker(testInfo);
      await page.goto("/Treatments/knee-arthroscopy");
      const form = enquireNowForm(page);
      await fillForm(form, { message: `I would like to ask about arthroscopy. ${word}` });
      await form.getByRole("button", { name: "Send enquiry" }).click();

      await expect(page).toHaveURL(/\/enquiry-sent$/);
      await expect(page.locator("h1")).toHaveText("Thank you, your enquiry has been sent");
      await expect(page.getByText("The practice team has your message")).toBeVisible();

      const mail = await mailContaining(page, word);
      expect(mail.subject).toBe(
        "New enquiry from the practice website: Margaret Featherstonehaugh",
      );
      expect(mail.text).toContain("Email: margaret@example.org");
      expect(mail.text).toContain("Phone: 01632 960 777");
    },
  );

  test(
    "a bad post comes back with the errors and the typed values; the corrected post is sent",
    async ({ page }, testInfo) => {
      const word = marker(testInfo);
      const consoleErrors: string[] = [];
      page.on("console", (message) => {
        // Chromium logs the page's own 422 status; anything else (a CSP violation, say) is a fault.
        if (message.type() === "error" && !/status of 422/.test(message.text())) {
          consoleErrors.push(message.text());
        }
      });
      await page.goto("/AboutMe");
      const form = enquireNowForm(page);
      // Values the browser's own checks let through, but the server refuses.
      await fillForm(form, {
        first: "   ",
        email: "margaret@localhost",
        message: `Is there a wait for a new hip? ${word}`,
      });
      await form.getByRole("button", { name: "Send enquiry" }).click();

      await expect(page).toHaveTitle(/^Error: Check your enquiry/);
      await expect(page.locator("h1")).toHaveText("Check your enquiry");
      const summary = page.getByRole("alert");
      await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
      await expect(summary.getByRole("link")).toHaveText([
        "Please enter your first name.",
        "Please enter a valid email address, like name@example.com.",
      ]);
      await expect(summary).toBeFocused();

      const again = page.locator("form.enquiry-form");
      const email = again.getByLabel("Email");
      await expect(email).toHaveValue("margaret@localhost");
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAccessibleDescription(
        "Error: Please enter a valid email address, like name@example.com.",
      );
      await expect(again.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
      await expect(again.getByLabel("Last name")).toHaveValue("Featherstonehaugh");
      await expect(again.getByLabel("Last name")).not.toHaveAttribute("aria-invalid", "true");
      await expect(again.getByLabel("Phone")).toHaveValue("01632 960 777");
      await expect(again.getByLabel("Message")).toHaveValue(
        `Is there a wait for a new hip? ${word}`,
      );
      // The page the edge rendered loads the site's stylesheet within its Content-Security-Policy.
      expect(
        await page.evaluate(() =>
          getComputedStyle(document.querySelector(".error-summary")!).borderTopStyle
        ),
      ).toBe("solid");
      expect(consoleErrors).toEqual([]);

      // The summary's link takes the patient to the field.
      await summary.getByRole("link", { name: /valid email address/ }).click();
      await expect(page).toHaveURL(/#enquiry-email$/);

      await again.getByLabel("First name").fill("Margaret");
      await email.fill("margaret@example.org");
      await again.getByRole("button", { name: "Send enquiry" }).click();
      await expect(page).toHaveURL(/\/enquiry-sent$/);
      const mail = await mailContaining(page, word);
      expect(mail.text).toContain("Email: margaret@example.org");
    },
  );

  test("every enquiry form on /knee-procedures sends", async ({ page }, testInfo) => {
    await page.goto("/knee-procedures");
    const count = await page.locator("form.enquiry-form").count();
    expect(count).toBeGreaterThanOrEqual(1);
    for (let index = 0; index < count; index++) {
      const word = marker(testInfo);
      await page.goto("/knee-procedures");
      const form = page.locator("form.enquiry-form").nth(index);
      await fillForm(form, { message: `Form ${index + 1} of the knee procedures page. ${word}` });
      await form.locator("button[type=submit]").click();
      await expect(page).toHaveURL(/\/enquiry-sent$/);
      await mailContaining(page, word);
    }
  });
});

test.describe("with JavaScript", () => {
  /** Focuses the form (which loads the widget) and waits until the widget has enhanced it. */
  async function enhanced(form: Locator) {
    const email = form.getByLabel("Email");
    await email.fill("margaret");
    await expect(form.getByRole("listbox", { name: "Suggested addresses" })).toBeVisible();
  }

  test(
    "the Thank You state replaces the form, takes the focus, and the enquiry reaches the outbox",
    async ({ page }, testInfo) => {
      const word = marker(testInfo);
      await page.goto("/Conditions/knee-arthritis");
      const form = enquireNowForm(page);
      await enhanced(form);
      await fillForm(form, { message: `My knee is stiff in the mornings. ${word}` });
      await form.getByRole("button", { name: "Send enquiry" }).click();

      const thanks = page.locator("#enquire-now").getByRole("status").filter({
        hasText: "Thank You",
      });
      await expect(thanks).toBeVisible();
      await expect(thanks).toBeFocused();
      await expect(form).toBeHidden();
      await expect(page).toHaveURL(/\/Conditions\/knee-arthritis$/);
      await expect(form.getByLabel("Message")).toHaveValue("");

      const mail = await mailContaining(page, word);
      expect(mail.to).toMatch(/@/);
      expect(mail.text).toContain("Email: margaret@example.org");
    },
  );

  test("email suggestions complete the address, with the mouse or the keyboard", async ({ page }) => {
    await page.goto("/");
    const form = enquireNowForm(page);
    await enhanced(form);
    const email = form.getByRole("combobox", { name: "Email" });
    const options = form.getByRole("listbox", { name: "Suggested addresses" }).getByRole("option");
    await expect(options).toHaveText([
      "margaret@gmail.com",
      "margaret@outlook.com",
      "margaret@hotmail.co.uk",
      "margaret@yahoo.co.uk",
      "margaret@icloud.com",
    ]);
    await expect(email).toHaveAttribute("aria-expanded", "true");
    await form.getByRole("option", { name: "margaret@outlook.com" }).click();
    await expect(email).toHaveValue("margaret@outlook.com");
    await expect(form.getByRole("listbox")).toBeHidden();
    await expect(email).toBeFocused();

    await email.fill("sam");
    await email.press("ArrowDown");
    await email.press("ArrowDown");
    await expect(form.getByRole("option", { name: "sam@outlook.com" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("Enter");
    await expect(email).toHaveValue("sam@outlook.com");
    await expect(email).toBeFocused();
    await expect(form.getByRole("alert")).toHaveCount(0); // Enter chose; it did not send
  });

  test("a failing endpoint shows 'Something went wrong. Please try again.' and keeps the message", async ({ page }) => {
    await page.route(
      "**/api/enquiry",
      (route) =>
        route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
    );
    await page.goto("/");
    const form = enquireNowForm(page);
    await enhanced(form);
    await fillForm(form);
    await form.getByRole("button", { name: "Send enquiry" }).click();
    const alert = form.getByRole("alert");
    await expect(alert).toHaveText("Something went wrong. Please try again.");
    await expect(alert).toBeFocused();
    await expect(form.getByLabel("Message")).toHaveValue(
      "Could I book a private consultation on a Friday?",
    );
  });

  test("a network failure is logged and shows 'Error submitting form. Please try again.'", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") logged.push(message.text());
    });
    await page.route("**/api/enquiry", (route) => route.abort("internetdisconnected"));
    await page.goto("/");
    const form = enquireNowForm(page);
    await enhanced(form);
    await fillForm(form);
    await form.getByRole("button", { name: "Send enquiry" }).click();
    const alert = form.getByRole("alert");
    await expect(alert).toHaveText("Error submitting form. Please try again.");
    await expect(alert).toBeFocused();
    expect(logged.some((text) => text.includes("The enquiry could not be sent"))).toBe(true);
  });

  test(
    "fields the server refuses are marked next to the field, then the corrected enquiry is sent",
    async ({ page }, testInfo) => {
      const word = marker(testInfo);
      await page.goto("/");
      const form = enquireNowForm(page);
      await enhanced(form);
      await fillForm(form, { email: "margaret@localhost", message: `Hello. ${word}` });
      await form.getByRole("button", { name: "Send enquiry" }).click();
      const alert = form.getByRole("alert");
      await expect(alert).toContainText("Something went wrong. Please try again.");
      await expect(alert.getByRole("link")).toHaveText([
        "Please enter a valid email address, like name@example.com.",
      ]);
      const email = form.getByLabel("Email");
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAccessibleDescription(
        "Error: Please enter a valid email address, like name@example.com.",
      );

      await email.fill("margaret@example.org");
      await form.getByRole("button", { name: "Send enquiry" }).click();
      await expect(
        page.locator("#enquire-now").getByRole("status").filter({ hasText: "Thank You" }),
      ).toBeFocused();
      await mailContaining(page, word);
    },
  );

  test("every enquiry form on /knee-procedures sends on its own", async ({ page }, testInfo) => {
    await page.goto("/knee-procedures");
    const forms = page.locator("form.enquiry-form");
    const count = await forms.count();
    expect(count).toBeGreaterThanOrEqual(1);
    for (let index = 0; index < count; index++) {
      const word = marker(testInfo);
      const form = forms.nth(index);
      await enhanced(form);
      await fillForm(form, { message: `Form ${index + 1} with JavaScript. ${word}` });
      await form.locator("button[type=submit]").click();
      await expect(form).toBeHidden();
      await expect(page.getByRole("status").filter({ hasText: "Thank You" })).toHaveCount(
        index + 1,
      );
      await mailContaining(page, word);
    }
  });
});
