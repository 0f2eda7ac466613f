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
 */
export const SITE_SCRIPT_ATTRIBUTE = "data-site-script";

export const SITE_LOADER = `{` +
  `let s=document.currentScript.dataset.siteScript,` +
  `a=()=>{s&&(document.head.append(Object.assign(document.createElement("script"),` +
  `{type:"module",src:s})),s=0)},` +
  `l=()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(a)));` +
  `for(let t of["pointerdown","keydown","focusin","wheel"])addEventListener(t,a,!0);` +
  `onload=()=>PerformanceObserver.supportedEntryTypes.includes("paint")` +
  `?new PerformanceObserver(p=>p.getEntriesByName("first-contentful-paint")[0]&&l())` +
  `.observe({type:"paint",buffered:!0}):l()` +
  `}`;
