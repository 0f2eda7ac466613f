/**
 * The HTML budget (issue 21): every page, its critical CSS and any inlined picture included, fits
 * in 12 KB gzipped — about what a new connection sends in its first round trip.
 * tests/unit/budgets.test.ts holds every built page to it.
 */
import { gzipSync } from "node:zlib";

export const HTML_BUDGET_GZ = 12 * 1024;

export function gzipBytes(content: string | Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

/**
 * The page with its main SVG picture inlined when that fits the budget, else the page that
 * keeps it an <img> (preloaded): `render(true)` and `render(false)`.
 */
export async function withinHtmlBudget<T extends { html: string }>(
  render: (inlineSvg: boolean) => Promise<T>,
): Promise<T> {
  const inlined = await render(true);
  if (gzipBytes(inlined.html) <= HTML_BUDGET_GZ) return inlined;
  return render(false);
}
