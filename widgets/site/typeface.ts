/**
 * The practice's typeface is named only once the page has painted (pages/styles/site.css,
 * `:root:not(.typeface)`): its file is requested after the first paint, never before it, and
 * the size-adjusted fallbacks it replaces keep the swap still. Why: pages/styles/fonts.css.
 */
export const TYPEFACE_CLASS = "typeface";

export function bringInTypefaceAfterFirstPaint(): void {
  // A frame callback runs just before the next paint; a task queued from it runs after that paint.
  requestAnimationFrame(() => setTimeout(() => document.documentElement.classList.add(TYPEFACE_CLASS)));
}
