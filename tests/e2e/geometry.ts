/**
 * Layout values compared with a tolerance: browsers report boxes in fractions of a pixel
 * (560.0000305175781 for 560), and sub-pixel rounding differs between runs and machines.
 */
import { expect } from "@playwright/test";

/** One CSS pixel either way. */
export const PX_TOLERANCE = 1;

/** `actual` is within ±1 px of `expected`. */
export function expectPx(actual: number, expected: number, label?: string): void {
  expect(Math.abs(actual - expected), `${label ?? "value"}: ${actual} should be ${expected} ±${PX_TOLERANCE}px`)
    .toBeLessThanOrEqual(PX_TOLERANCE);
}

/** How far apart the largest and smallest values are (0 when all line up). */
export function spread(values: number[]): number {
  return Math.max(...values) - Math.min(...values);
}
