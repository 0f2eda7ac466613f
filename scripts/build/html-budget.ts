/**
 * The HTML budget (issue 21): every page, its critical CSS and any inlined picture included, fits
 * in 12.5 KB gzipped — within what a new connection sends in its first round trip (10 segments,
 * about 14.6 KB, with the response's ~1 KB of headers; the edge serves the build's Brotli copy,
 * about 15 % smaller than gzip -9). Issue 21 set 12 KB; issue 29's inline loader of the site
 * script (lib/site-loader.ts, ~320 B gzipped in a page) took the largest page over it and three
 * pages past the point where their main drawing could stay inline, hence 12.5 KB.
 * tests/unit/budgets.test.ts holds every built page to it.
 */
import { gzipSync } from "node:zlib";

export const HTML_BUDGET_GZ = 12.5 * 1024;

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
