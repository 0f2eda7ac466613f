/**
 * The room each embeddable widget takes once it has loaded, in px, so the loader can hold it
 * before the widget's code has even arrived: nothing on the host page moves when it mounts.
 *
 * Measured in Chromium on the built widgets (16 px system-ui text), rounded up:
 * - reviews: the summary and the pager (210 px) around a page of cards 320 px tall with 20 px
 *   gaps; 6 cards a page when the window is at least 768 px wide, else 3 (lib/reviews-page-size.ts);
 *   1 column below a 620 px container, 2 below 960 px, then 3. Under 300 px the summary wraps.
 * - story form: one column of fields below a 560 px container, two from there; narrower
 *   containers wrap more of the labels and hints (the consent box's label most: 905 px from a
 *   680 px container, 953 at 560, 1152 at 559, 1226 at 440, 1289 at 350, 1388 at 320, 1438 at 280).
 * - chat: nothing — its launcher is fixed to the window's corner.
 */
import { pageSizeFor } from "./reviews-page-size.ts";

export const REVIEWS_FRAME = 210;
export const REVIEW_CARD = 320;
export const REVIEW_GAP = 20;

/** Story-form heights by the narrowest container width they hold for. */
const storyFormHeights: Array<[minWidth: number, height: number]> = [
  [680, 912],
  [560, 960],
  [440, 1232],
  [350, 1296],
  [0, 1440],
];

export function reviewsHeight(width: number, windowWidth: number): number {
  const columns = width >= 960 ? 3 : width >= 620 ? 2 : 1;
  const rows = Math.ceil(pageSizeFor(windowWidth) / columns);
  return REVIEWS_FRAME + rows * (REVIEW_CARD + REVIEW_GAP) - REVIEW_GAP + (width < 300 ? 64 : 0);
}

export function storyFormHeight(width: number): number {
  return storyFormHeights.find(([minWidth]) => width >= minWidth)![1];
}
