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
 * Waits until the practice's typeface has replaced its size-adjusted fallbacks (widgets/site/typeface.ts
 * swaps it in just after the first paint, which can be after the load event) and a frame has been laid
 * out with it. Tests that compare boxes before and after an action start from here, so the swap never
 * falls between their two measurements.
 */
export async function typefaceSettled(page: Page): Promise<void> {
  // With JavaScript off nothing adds .typeface; noscript.css names the typeface from the start.
  await page.waitForFunction(() =>
    getComputedStyle(document.body).fontFamily.startsWith('"Source Sans 3"') &&
    document.fonts.check("16px 'Source Sans 3'") &&
    document.fonts.status === "loaded"
  );
  // A frame painted with it, so a layout shift from the swap is recorded before the test measures.
  // (With JavaScript off there is no swap, and no frame callbacks either.)
  const swapped = await page.evaluate(() =>
    document.documentElement.classList.contains("typeface")
  );
  if (swapped) {
    await page.evaluate(() =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    );
  }
}
