/**
 * How a page tells the next that the typeface's file is in the cache: shared by the inline loader
 * (lib/site-loader.ts) and the site script (widgets/site/typeface.ts), kept apart from the
 * loader's text so the site script's bundle does not carry it.
 */

/**
 * Set (sessionStorage) once the typeface's file has loaded on an earlier page (widgets/site/
 * typeface.ts): the loader then names the typeface before the first paint, as `.typeface` on
 * <html>, and the file comes from the cache. A first page stays in its fallbacks. Kept for the
 * tab's session, not longer: within it the file is surely still cached, and a later visit whose
 * cache was cleared (as Lighthouse clears it, but not localStorage) would otherwise swap fonts
 * under a painted page.
 */
export const TYPEFACE_KEY = "typeface";
/** The class on <html> that names the typeface (pages/styles/site.css `html:not(.typeface)`). */
export const TYPEFACE_CLASS = "typeface";
