/**
 * The inline loader every prerendered page carries instead of a `<script src>` or a linked
 * stylesheet: it adds the full stylesheet and the site script (widgets/site/main.ts), named by the
 * element's `data-css` and `data-site-script`, once the page has loaded and painted, or at
 * the visitor's first interaction if that comes first — so nothing the first paint does not need
 * is requested before it (Lighthouse's simulated LCP counts every request that finished before the
 * observed paint, a non-blocking stylesheet too). The first screen paints from the page's inline
 * critical CSS (scripts/build/critical-css.ts); the full stylesheet styles the rest of the page and
 * what the scripts add. Everything the site script adds is an enhancement: the menu, the
 * accordions and the forms work without it (pages/components/Accordion.tsx,
 * pages/layout/Header.tsx); without JavaScript the stylesheet comes from a `<noscript>` link.
 *
 * "After the paint": after `load` (every image is in), once the browser has reported the first
 * contentful paint (a paint entry comes once its frame is on screen), and two frames on, so the
 * frame showing what `load` brought is on screen too. One frame after `load` is not enough: the
 * request could start, and finish, before that frame was presented.
 *
 * The text never changes between builds (the URLs are in the attributes), so the
 * Content-Security-Policy allows it by one fixed hash (edge/security.ts). It is written small, as
 * it is in every page's HTML; spelled out:
 *
 *   let script = dataset.siteScript, css = dataset.css;   // each cleared once added
 *   const addScript = () => { if (script) append <script type="module" src=script>; script = 0 };
 *   const add = () => {   // the script once the stylesheet is in: it may read what it styles
 *     if (css) append <link rel=stylesheet href=css onload=addScript onerror=addScript>;
 *     else addScript();
 *     css = 0;
 *   };
 *   if (sessionStorage.typeface) {
 *     <html>.classList.add("typeface");
 *     append <link rel=stylesheet href=css blocking=render>; css = 0;
 *   }
 *   each of pointerdown, keydown, focusin, wheel (capture) → add;
 *   const later = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(add)));
 *   onload → (paint timing supported ? on the first-contentful-paint entry : at once) → later.
 *
 * A visitor whose browser has the typeface from an earlier page (TYPEFACE_KEY) gets it named at
 * once, and the stylesheet that declares it added while the <head> is parsed, render-blocking
 * (`blocking=render`) and from the cache: this page paints in the typeface, fully styled, in one
 * layout, and never swaps.
 */
export const SITE_SCRIPT_ATTRIBUTE = "data-site-script";
const SITE_SCRIPT_DATASET = "siteScript";
/** The full stylesheet's URL, on the same element: added with the site script (see above). */
export const STYLESHEET_ATTRIBUTE = "data-css";
const STYLESHEET_DATASET = "css";

import { TYPEFACE_CLASS, TYPEFACE_KEY } from "./typeface.ts";

export const SITE_LOADER = `{` +
  `let d=document.currentScript.dataset,s=d.${SITE_SCRIPT_DATASET},c=d.${STYLESHEET_DATASET},` +
  `e=(t,p)=>document.head.append(Object.assign(document.createElement(t),p)),` +
  `j=()=>{s&&e("script",{type:"module",src:s});s=0},` +
  `a=()=>{c?e("link",{rel:"stylesheet",href:c,onload:j,onerror:j}):j();c=0},` +
  `l=()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(a)));` +
  `try{sessionStorage.${TYPEFACE_KEY}&&(document.documentElement.classList.add("${TYPEFACE_CLASS}"),` +
  `e("link",{rel:"stylesheet",href:c,blocking:"render"}),c=0)}catch{}` +
  `for(let t of["pointerdown","keydown","focusin","wheel"])addEventListener(t,a,!0);` +
  `onload=()=>PerformanceObserver.supportedEntryTypes.includes("paint")` +
  `?new PerformanceObserver(p=>p.getEntriesByName("first-contentful-paint")[0]&&l())` +
  `.observe({type:"paint",buffered:!0}):l()` +
  `}`;
