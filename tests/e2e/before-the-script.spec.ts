/**
 * Issue 29: the site script arrives after the first paint (lib/site-loader.ts), and a page must not
 * wait for it. With the script held back (route interception), the menu opens, an accordion opens
 * and shows its text, and the enquiry form posts; once the script is let through, the same clicks
 * work the same way, now with the script's additions (aria-expanded kept by it, the arrow keys).
 */
import type { Page } from "@playwright/test";
import { accordionEntry, expectOpen } from "./accordion.ts";
import { expect, siteScriptStarted, test } from "./fixtures.ts";

const siteScript = /\/assets\/site\.[^/]+\.js$/;

/** Holds every request for the site script until `release()`; counts them. */
async function holdSiteScript(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = { requests: 0, release };
  await page.route(siteScript, async (route) => {
    held.requests++;
    await released;
    await route.continue().catch(() => {}); // the page may have moved on meanwhile
  });
  return held;
}

const isDesktopMenu = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1280;

/** The main menu opens, shows a section's links, and closes again. */
async function useTheMenu(page: Page) {
  if (isDesktopMenu(page)) {
    const item = page.locator(".desktop-nav [data-dropdown]").filter({ hasText: "Treatments" });
    const dropdown = item.locator(".dropdown");
    await expect(dropdown).toBeHidden();
    await item.locator(".nav-link").hover();
    await expect(dropdown.getByRole("link", { name: "Total Knee Replacement" })).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(dropdown).toBeHidden();
    // by keyboard: focus inside the item shows it (CSS :focus-within)
    await item.locator(".nav-link").focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(dropdown.getByRole("link").first()).toBeFocused();
    await expect(dropdown).toBeVisible();
    await page.locator("main h1").click();
    await expect(dropdown).toBeHidden();
  } else {
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(menu).toBeVisible();
    const section = menu.locator("details.mobile-menu-section").filter({ hasText: "Treatments" });
    const link = section.getByRole("link", { name: /total knee replacement/i });
    if (await section.evaluate((details) => (details as HTMLDetailsElement).open)) {
      await section.locator("summary").click(); // left open last time
      await expect(link).toBeHidden();
    }
    await section.locator("summary").click();
    await expect(link).toBeVisible();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  }
}

/** A question of the page's FAQ opens to show its answer; opening another closes it. */
async function useAnAccordion(page: Page) {
  const faq = page.locator(".faq-section");
  const first = accordionEntry(faq, "Is a total knee replacement right for me?");
  const second = accordionEntry(faq, "How long will I be in hospital?");
  await expectOpen(first, false);
  await first.trigger.click();
  await expectOpen(first, true);
  await expect(first.panel).toContainText("knee arthritis");
  await second.trigger.click();
  await expectOpen(second, true);
  await expectOpen(first, false);
  await second.trigger.click();
  await expectOpen(second, false);
}

const path = "/Treatments/total-knee-replacement";

test("before the site script: the menu and an accordion work; then again once it has loaded", async ({ page }) => {
  const held = await holdSiteScript(page);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(path, { waitUntil: "load" });
  await useTheMenu(page);
  await useAnAccordion(page);
  // The clicks asked for the script (the loader adds it at the first interaction if not at
  // `load`); it is still held, so nothing above came from it.
  expect(held.requests).toBe(1);
  expect(await page.locator("html").getAttribute("data-enhanced")).toBeNull();

  held.release();
  await siteScriptStarted(page);
  await useTheMenu(page);
  await useAnAccordion(page);
  // and now with the script's part: the keys between headers, the menu button's state
  const faq = page.locator(".faq-section .accordion-item > summary");
  await faq.first().focus();
  await page.keyboard.press("ArrowDown");
  await expect(faq.nth(1)).toBeFocused();
  if (!isDesktopMenu(page)) {
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  }
  expect(held.requests).toBe(1);
  expect(errors).toEqual([]);
});

test("before the site script: the enquiry form posts and the enquiry is sent", async ({ page }) => {
  test.skip(isDesktopMenu(page) === false, "one width is enough for a form post");
  await holdSiteScript(page);
  await page.goto(path, { waitUntil: "load" });
  const form = page.locator("#enquire-now form.enquiry-form");
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Lovelace");
  await form.getByLabel("Phone").fill("01632 960 123");
  await form.getByLabel("Email").fill("ada@example.org");
  await form.getByLabel("Message").fill("Could I ask about a knee replacement, before any script?");
  await form.getByLabel("Not sure yet").check();
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page).toHaveURL(/\/enquiry-sent$/);
  await expect(page.locator("h1")).toHaveText("Thank you, your enquiry has been sent");
});

test("the site script is added after the page has loaded and painted, without any interaction", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { lcp: number };
    w.lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.lcp = Math.max(w.lcp, entry.startTime);
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await page.goto(path, { waitUntil: "load" });
  await siteScriptStarted(page);
  const timing = await page.evaluate(() => {
    const script = performance.getEntriesByType("resource").find((e) =>
      /\/assets\/site\.[^/]+\.js$/.test(e.name)
    )!;
    return {
      script: script.startTime,
      paint: performance.getEntriesByName("first-contentful-paint")[0].startTime,
      lcp: (window as unknown as { lcp: number }).lcp,
      load: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
        .loadEventEnd,
    };
  });
  expect(timing.lcp).toBeGreaterThan(0);
  expect(timing.script, "after the first contentful paint").toBeGreaterThan(timing.paint);
  expect(timing.script, "after the largest contentful paint").toBeGreaterThan(timing.lcp);
  expect(timing.script, "after load").toBeGreaterThanOrEqual(timing.load);
});

test("the stories page holds back its 'needs JavaScript' notes while the script may still come, and shows them if it does not", async ({ page }) => {
  test.skip(isDesktopMenu(page) === false, "one width is enough");
  const held = await holdSiteScript(page);
  await page.goto("/patient-success-stories", { waitUntil: "load" });
  const note = page.locator('[data-widget="story-form"] > .widget-fallback');
  await expect(note).toBeAttached();
  await expect(note).toBeHidden();
  // no script after 4 s: the page says why the form is not there, and how to send a story
  await expect(note).toBeVisible({ timeout: 10_000 });
  await expect(note).toContainText("email your story");
  held.release();
  await siteScriptStarted(page);
  await page.locator('[data-widget="story-form"]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-widget="story-form"] > .widget-fallback')).toBeHidden();
});
