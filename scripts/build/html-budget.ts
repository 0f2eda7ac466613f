/**
 * The HTML budget (issue 21): every page, its critical CSS and any inlined picture included, fits
 * in 12 KB gzipped — about what a new connection sends in its first round trip.
 * tests/unit/budgets.test.ts holds every built page to it.
 */
import { gzipSync } from "node:zlib";

export const HTML_BUDGET_GZ = 12 * 1024;
/**
 * A page whose first screen ends early (a clinical article below its hero and contents list, the
 * home page below its urgent-care card: `data-first-screen-end`, scripts/build/critical-css.ts)
 * keeps its first screen within HTML_BUDGET_GZ, so that screen still paints from the first round
 * trip; the whole page, the rest of which streams in after, stays within this.
 */
export const WHOLE_PAGE_BUDGET_GZ = 16 * 1024;

/** Whether a page keeps to both budgets: its first screen, and the whole page. */
export function withinBudget(html: string): boolean {
  return gzipBytes(firstScreenHtml(html)) <= HTML_BUDGET_GZ &&
    gzipBytes(html) <= WHOLE_PAGE_BUDGET_GZ;
}

/** The HTML up to where its first screen ends (the whole page when it does not say). */
export function firstScreenHtml(html: string): string {
  const marker = html.indexOf(" data-first-screen-end");
  return marker < 0 ? html : html.slice(0, html.lastIndexOf("<", marker));
}

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
  if (withinBudget(inlined.html)) return inlined;
  return render(false);
}
