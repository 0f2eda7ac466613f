/**
 * Accessibility beyond the per-route axe run in layout.spec.ts (every route, desktop and mobile):
 * axe again with every panel open (as readers with JavaScript off see the pages, so text in closed
 * panels is checked too), then keyboard-only walkthroughs of the navigation, an accordion, a tab
 * set and a form.
 */
import { expect, test } from "./fixtures.ts";
import { allRoutes } from "../../pages/routes.ts";
import { axeViolations as violations } from "./axe.ts";

const paths = [...allRoutes().filter((r) => !r.canonical).map((r) => r.path), "/no-such-page"];

test.describe("axe with every panel open (the no-script stylesheet applied)", () => {
  // axe needs script to run, so the no-JavaScript view is reproduced by applying the page's own
  // <noscript> stylesheet, which opens every tab panel and disclosure; every accordion entry
  // (<details>) is opened too, out of its single-open group, so the text in each is checked.
  for (const path of paths) {
    test(path, async ({ page }) => {
      test.skip(
        (page.viewportSize()?.width ?? 0) < 1280,
        "one width is enough for the open-panel check",
      );
      await page.goto(encodeURI(path));
      const noscript = await page.locator("noscript").first().evaluate((el) =>
        el.textContent ?? ""
      );
      const href = noscript.match(/href="([^"]+)"/)?.[1];
      expect(href).toBeTruthy();
      await page.addStyleTag({ url: href! });
      await page.locator("details").evaluateAll((entries) => {
        for (const entry of entries as HTMLDetailsElement[]) {
          entry.removeAttribute("name");
          entry.open = true;
        }
      });
      expect(await violations(page)).toEqual([]);
    });
  }
});

test("the sweep's axe runs the experimental rules: a control whose name does not start with its words fails it", async ({ page }) => {
  await page.goto("/Contact");
  await page.locator("main").evaluate((main) =>
    main.insertAdjacentHTML(
      "beforeend",
      '<a href="/Contact" aria-label="Map: the practice">View on map</a>',
    )
  );
  expect((await violations(page)).map((line) => line.split(" ")[0])).toContain(
    "label-content-name-mismatch",
  );
});

test("keyboard only: skip link, then the navigation to another page", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  await page.goto("/");
  if ((page.viewportSize()?.width ?? 0) >= 1280) {
    const nav = page.getByRole("navigation", { name: "Main" });
    // Tab until the Treatments link, then into its dropdown, then follow a link with Enter.
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      if (
        await nav.getByRole("link", { name: "Treatments", exact: true }).evaluate((el) =>
          el === document.activeElement
        )
      ) break;
    }
    await page.keyboard.press("Tab"); // the dropdown's button
    await page.keyboard.press("Tab"); // first treatment
    await expect(nav.getByRole("link", { name: "Non-surgical treatment for knees" })).toBeFocused();
    await page.keyboard.press("Enter");
  } else {
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      if (
        await page.getByRole("button", { name: "Menu", exact: true }).evaluate((el) =>
          el === document.activeElement
        )
      ) break;
    }
    await page.keyboard.press("Enter");
    const panel = page.locator("#mobile-menu");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("button", { name: "Close menu" })).toBeFocused();
    // Tab past the call and urgent-help links and the first links to the Treatments section.
    const treatments = panel.locator("summary", { hasText: "Treatments" });
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      if (await treatments.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(treatments).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab"); // All treatments
    await page.keyboard.press("Tab"); // first treatment
    await expect(panel.getByRole("link", { name: "Non-surgical treatment for knees" }))
      .toBeFocused();
    await page.keyboard.press("Enter");
  }
  await expect(page).toHaveURL(/\/Treatments\/non-surgical-treatment-for-knees$/);
});

test("keyboard only: an accordion opens and closes with Enter and Space, arrows move between headers", async ({ page }) => {
  await page.goto("/Treatments/knee-arthroscopy");
  const entries = page.locator("main .faq-section .accordion").locator(".accordion-item");
  const trigger = (i: number) => entries.nth(i).locator(":scope > summary");
  await trigger(0).focus();
  await page.keyboard.press("Enter");
  await expect(entries.first()).toHaveJSProperty("open", true);
  await page.keyboard.press("ArrowDown");
  await expect(trigger(1)).toBeFocused();
  await page.keyboard.press(" ");
  await expect(entries.nth(1)).toHaveJSProperty("open", true);
  await expect(entries.first()).toHaveJSProperty("open", false);
  await page.keyboard.press(" ");
  await expect(entries.nth(1)).toHaveJSProperty("open", false);
});

test("keyboard only: a tab set follows the arrow keys", async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) < 1024, "the tabs are stacked on narrow screens");
  await page.goto("/Treatments/non-surgical-treatment-for-knees");
  const tabs = page.getByRole("tab");
  await tabs.first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel")).toBeVisible();
  await page.keyboard.press("Home");
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
});

test("keyboard only: the enquiry form can be filled and its errors reached", async ({ page }) => {
  await page.goto("/Contact");
  await page.locator("#enquiry-firstName").focus();
  await page.keyboard.type("Jane");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Doe");
  await page.keyboard.press("Tab");
  await expect(page.locator("#enquiry-phone")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.locator("#enquiry-email")).toBeFocused();
  await page.keyboard.type("not-an-email");
  await page.locator("#enquiry-message").focus();
  await page.keyboard.type("I would like an appointment.");
  await page.locator("#enquire-now form button[type=submit]").focus();
  await page.keyboard.press("Enter");
  // Browser-native validation keeps the form and puts focus on the bad field.
  await expect(page.locator("#enquiry-email")).toBeFocused();
  expect(await page.locator("#enquiry-email").evaluate((el: HTMLInputElement) => el.validity.valid))
    .toBe(false);
});
