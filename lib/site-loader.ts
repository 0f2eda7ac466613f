/**
 * The inline loader every prerendered page carries instead of a `<script src>`: it adds the site
 * script (widgets/site/main.ts, named by the element's `data-site-script`) once the page has
 * loaded and painted, or at the visitor's first interaction if that comes first — so no script is
 * requested before the first paint (Lighthouse's simulated LCP counts every request that finished
 * before it). Everything the site script adds is an enhancement: the menu, the accordions and the
 * forms work without it (pages/components/Accordion.tsx, pages/layout/Header.tsx).
 *
 * "After the paint": after `load` (every image and the stylesheet are in), once the browser has
 * reported the first contentful paint (a paint entry comes once its frame is on screen), and two
 * frames on, so the frame showing what `load` brought is on screen too. One frame after `load`
 * is not enough: the request could start, and finish, before that frame was presented
 * (audit/first-view-29.md).
 *
 * The text never changes between builds (the script's URL is in the attribute), so the
 * Content-Security-Policy allows it by one fixed hash (edge/security.ts). It is written small, as
 * it is in every page's HTML; spelled out:
 *
 *   let src = document.currentScript.dataset.siteScript;         // cleared once added
 *   const add = () => { if (src) { append <script type="module" src>; src = 0 } };
 *   each of pointerdown, keydown, focusin, wheel (capture) → add;
 *   const later = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(add)));
 *   onload → (paint timing supported ? on the first-contentful-paint entry : at once) → later.
 *
 * Before all that, a visitor whose browser has the typeface from an earlier page gets it named at
 * once (TYPEFACE_KEY), so this page paints in it and never swaps.
 */
export const SITE_SCRIPT_ATTRIBUTE = "data-site-script";

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

export const SITE_LOADER = `try{sessionStorage.${TYPEFACE_KEY}&&` +
  `document.documentElement.classList.add("${TYPEFACE_CLASS}")}catch{}` +
  `{` +
  `let s=document.currentScript.dataset.siteScript,` +
  `a=()=>{s&&(document.head.append(Object.assign(document.createElement("script"),` +
  `{type:"module",src:s})),s=0)},` +
  `l=()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(a)));` +
  `for(let t of["pointerdown","keydown","focusin","wheel"])addEventListener(t,a,!0);` +
  `onload=()=>PerformanceObserver.supportedEntryTypes.includes("paint")` +
  `?new PerformanceObserver(p=>p.getEntriesByName("first-contentful-paint")[0]&&l())` +
  `.observe({type:"paint",buffered:!0}):l()` +
  `}`;
