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

/** The family's one (variable) file: loading it at one weight loads every weight. */
export const TYPEFACE_PROBE = '1em "Source Sans 3"';

/**
 * Named once its file has loaded, so the page is laid out again once, in the typeface, and not
 * twice (once on being named, while the file is still coming, and again when it arrives). If it
 * cannot be loaded (the stylesheet with its @font-face not applied yet, the file unreachable), it
 * is named anyway and comes in as it would from CSS alone.
 */
function nameTypeface(): void {
  const name = () => afterNextPaint(() => document.documentElement.classList.add(TYPEFACE_CLASS));
  // every browser that runs the site script (a module) has the Font Loading API
  document.fonts.load(TYPEFACE_PROBE).then(name, name);
}

export function bringInTypefaceAfterFirstPaint(): void {
  const bringIn = () => afterNextPaint(nameTypeface);
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return bringIn();
  // The first frame may come before there is anything to paint: wait for the contentful one.
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    bringIn();
  });
  observer.observe({ type: "paint", buffered: true });
}
