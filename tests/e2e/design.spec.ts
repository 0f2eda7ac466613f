/**
 * The design pass (issue 18), asserted where a browser can measure it: reflow at 320 px on every
 * route, telephone numbers on one line, one grid, text that fits its cards, accordions whose
 * state agrees with what is shown (with JavaScript on and off). Geometry uses ±1 px tolerances.
 */
import { expect, type Page, test, type TestInfo } from "@playwright/test";
import { allRoutes } from "../../pages/routes.ts";

const paths = [...allRoutes().filter((r) => !r.canonical).map((r) => r.path), "/no-such-page"];

/** The width-by-width sweeps set their own viewport, so one project runs them. */
function once(testInfo: TestInfo) {
  test.skip(testInfo.project.name !== "desktop", "sets its own viewport; one project is enough");
}

async function visit(page: Page, path: string) {
  await page.goto(encodeURI(path));
  await page.waitForLoadState("load");
}

test("no route scrolls sideways at 320 px; wide tables scroll inside their own box", async ({ page }, testInfo) => {
  once(testInfo);
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of paths) {
    await visit(page, path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await visit(page, "/embed");
  const box = page.locator(".table-scroll");
  await expect(box).toHaveAttribute("role", "region");
  const [scrollWidth, clientWidth] = await box.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(scrollWidth).toBeGreaterThan(clientWidth); // the table scrolls in its box…
  await box.focus(); // …which the keyboard can reach and scroll
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

test("no telephone link breaks over two lines, at 320, 390, 768 or 1440 px", async ({ page }, testInfo) => {
  once(testInfo);
  for (const width of [320, 390, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/", "/Contact", "/PreAndPostcare/physiotherapy", "/Treatments/total-knee-replacement"]) {
      await visit(page, path);
      const broken = await page.locator('a[href^="tel:"]').evaluateAll((links) =>
        links.filter((a) => a.getClientRects().length > 1).map((a) => a.textContent)
      );
      expect(broken, `${path} at ${width}px`).toEqual([]);
    }
  }
});

/** Each accordion button's aria-expanded against whether its panel shows: the mismatches. */
async function accordionMismatches(page: Page): Promise<string[]> {
  return page.locator(".accordion-trigger").evaluateAll((triggers) =>
    triggers.flatMap((trigger) => {
      const panel = document.getElementById(trigger.getAttribute("aria-controls") ?? "");
      const shown = !!panel && panel.checkVisibility() && panel.getBoundingClientRect().height > 0;
      const inView = trigger.checkVisibility(); // a stacked tab's heading may be the visible one
      const expanded = trigger.getAttribute("aria-expanded") === "true";
      return inView && expanded !== shown ? [`${trigger.textContent?.trim()}: expanded=${expanded}, shown=${shown}`] : [];
    })
  );
}

const accordionPages = ["/Treatments/knee-arthroscopy", "/Treatments/patellar-stabilization", "/PreAndPostcare", "/PreAndPostcare/physiotherapy"];

test("accordion buttons say what their panels show, with JavaScript on", async ({ page }) => {
  for (const path of accordionPages) {
    await visit(page, path);
    await expect(page.locator("[data-accordion]").first()).toHaveAttribute("data-accordion-ready", "");
    expect(await accordionMismatches(page), path).toEqual([]);
  }
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  test("accordion panels are shown and their buttons say expanded", async ({ page }) => {
    for (const path of accordionPages) {
      await visit(page, path);
      expect(await page.locator(".accordion-panel:visible").count(), path).toBeGreaterThan(0);
      expect(await accordionMismatches(page), path).toEqual([]);
    }
  });
});

test("patellar stabilisation's accordion panels are labelled regions", async ({ page }) => {
  await visit(page, "/Treatments/patellar-stabilization");
  const panels = page.locator(".stabilisation-tabs .tab-panel > .accordion-item > .accordion-panel");
  expect(await panels.count()).toBe(8);
  for (const panel of await panels.all()) {
    await expect(panel).toHaveAttribute("role", "region");
    await expect(panel).toHaveAttribute("aria-labelledby", /-trigger$/);
  }
});
