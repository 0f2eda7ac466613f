/**
 * The practice's typeface is named only once the page has painted its content (pages/styles/site.css,
 * `html:not(.typeface)`): its file is requested after the first contentful paint, never before it,
 * and the size-adjusted fallbacks it replaces keep the swap still. Why: pages/styles/fonts.css.
 */
export const TYPEFACE_CLASS = "typeface";

/** After the next frame has been painted: a task queued from a frame callback runs after that paint. */
function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback));
}

export function bringInTypefaceAfterFirstPaint(): void {
  const bringIn = () =>
    afterNextPaint(() => document.documentElement.classList.add(TYPEFACE_CLASS));
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return bringIn();
  // The first frame may come before there is anything to paint: wait for the contentful one.
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    bringIn();
  });
  observer.observe({ type: "paint", buffered: true });
}
