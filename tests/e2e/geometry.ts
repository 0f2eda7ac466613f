/**
 * Layout values compared with a tolerance: browsers report boxes in fractions of a pixel
 * (560.0000305175781 for 560), and sub-pixel rounding differs between runs and machines.
 */
import { expect, type Page } from "@playwright/test";

/** One CSS pixel either way. */
export const PX_TOLERANCE = 1;

/** `actual` is within ±1 px of `expected`. */
export function expectPx(actual: number, expected: number, label?: string): void {
  expect(
    Math.abs(actual - expected),
    `${label ?? "value"}: ${actual} should be ${expected} ±${PX_TOLERANCE}px`,
  )
    .toBeLessThanOrEqual(PX_TOLERANCE);
}

/** How far apart the largest and smallest values are (0 when all line up). */
export function spread(values: number[]): number {
  return Math.max(...values) - Math.min(...values);
}

/**
 * Waits until the page's fonts will not change again: a visitor's first page stays in its
 * size-adjusted fallbacks and fetches the typeface for later pages (widgets/site/typeface.ts:
 * settled once it has remembered the file), a later page names the typeface from its first paint
 * (lib/site-loader.ts: settled once the file is in and a frame has been laid out with it), and
 * with JavaScript off noscript.css names it from the start. Tests that compare boxes before and
 * after an action start from here, so no change of font falls between their two measurements.
 */
export async function typefaceSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.fonts.status !== "loaded") return false;
    const named = getComputedStyle(document.body).fontFamily.startsWith('"Source Sans 3"');
    if (named) return document.fonts.check("16px 'Source Sans 3'");
    try {
      return sessionStorage.getItem("typeface") === "1";
    } catch {
      return true;
    }
  });
  // A frame laid out as it now is, so a layout shift is recorded before the test measures.
  // (With JavaScript off there are no frame callbacks, and nothing changes.)
  const scripted = await page.evaluate(() => document.querySelector("script[src]") !== null);
  if (scripted) {
    await page.evaluate(() =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    );
  }
}
