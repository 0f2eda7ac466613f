/**
 * The practice's typeface on a visitor's first page is fetched, never swapped in: swapping fonts
 * under a page that has painted lays the whole page out again (a long task after the paint) and
 * can move it (a paragraph that wraps one line differently in the fallback: CLS 0.01–0.04 on the
 * symptom pages at 412 px). So the first page stays in its size-adjusted fallbacks
 * (pages/styles/fonts.css), the file is fetched after its first paint, and once it has loaded the
 * tab remembers it (sessionStorage, TYPEFACE_KEY): every later page names the typeface from its
 * first paint, in the inline loader (lib/site-loader.ts), and takes the file from the cache.
 */
import { TYPEFACE_CLASS, TYPEFACE_KEY } from "../../lib/typeface.ts";

/** The family's one (variable) file: loading it at one weight loads every weight. */
export const TYPEFACE_PROBE = '1em "Source Sans 3"';

/** After the next frame has been painted: a task queued from a frame callback runs after that paint. */
function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback));
}

function remember(): void {
  try {
    sessionStorage.setItem(TYPEFACE_KEY, "1");
  } catch {
    // storage refused (a private window, a full quota): each page stays in its fallbacks
  }
}

/** Fetches the file for the pages after this one, and remembers that it is in the cache. */
function fetchTypeface(): void {
  // every browser that runs the site script (a module) has the Font Loading API
  document.fonts.load(TYPEFACE_PROBE).then(
    (faces) => faces.length > 0 && remember(),
    () => {}, // unreachable: the next page tries again
  );
}

export function fetchTypefaceAfterFirstPaint(): void {
  if (document.documentElement.classList.contains(TYPEFACE_CLASS)) return remember();
  const fetchIt = () => afterNextPaint(fetchTypeface);
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return fetchIt();
  // The first frame may come before there is anything to paint: wait for the contentful one.
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    fetchIt();
  });
  observer.observe({ type: "paint", buffered: true });
}
