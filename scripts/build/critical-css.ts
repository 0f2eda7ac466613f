/**
 * Critical CSS: each prerendered page carries, inline in its <head>, the rules its first screen
 * needs, so it paints from the HTML alone — no render-blocking stylesheet request.
 *
 * `beasties` picks the rules whose selectors match the page's first screen: everything before
 * <main> (skip link, top bar, header and its menus) and the start of <main> (its first
 * FIRST_SCREEN_TEXT characters of text — more than a 1440 × 900 screen shows). The full stylesheet
 * (cached, immutable, for the next page) is added after the first paint by the inline loader
 * (lib/site-loader.ts), so its request is not on the first paint's path; without JavaScript it
 * comes from a <noscript> link at the end of <body>. The small no-JavaScript stylesheet stays
 * linked inside its <noscript> in the head: with JavaScript on it is never requested; with
 * JavaScript off it applies before the first paint, so panels never jump open.
 *
 * Each inline style block is allowed by its SHA-256 hash, which the edge puts in the page's CSP
 * (dist/_site.json `inlineStyleHashes`).
 */
import { FEED_EMPTY, FEED_UNKNOWN } from "../../lib/feed-state.ts";
import Beasties from "beasties";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Assets } from "../../pages/render-context.ts";
import { cspHash } from "../../edge/csp-hash.ts";

/** Characters of text from the start of <main> counted as the first screen. */
export const FIRST_SCREEN_TEXT = 1200;

export interface InlinedPage {
  html: string;
  /** CSP sources ('sha256-…') for the page's inline style blocks */
  styleHashes: string[];
}

/**
 * Where a page says its first screen ends, whatever the amount of text before it: a clinical page's
 * article below its hero and contents list (pages/views/clinical/Article.tsx), which no window
 * shows at first.
 */
export const FIRST_SCREEN_END = "data-first-screen-end";

/**
 * The start of a page: the whole document up to `textBudget` characters of text inside <main>, or
 * up to an element marked FIRST_SCREEN_END when that comes first (the parser closes what is left
 * open). Pages without <main> are kept whole.
 */
export function firstScreen(html: string, textBudget = FIRST_SCREEN_TEXT): string {
  const main = html.indexOf("<main");
  if (main < 0) return html;
  const marker = html.indexOf(` ${FIRST_SCREEN_END}`, main);
  const end = marker < 0 ? html.length : html.lastIndexOf("<", marker);
  let at = html.indexOf(">", main) + 1;
  let text = 0;
  while (text < textBudget) {
    const tag = html.indexOf("<", at);
    if (tag < 0) return html;
    if (tag >= end) return html.slice(0, end) + "</main></body></html>";
    text += html.slice(at, tag).trim().length;
    at = html.indexOf(">", tag) + 1;
  }
  return html.slice(0, at) + "</main></body></html>";
}

const VOID_ELEMENTS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/**
 * The page without what no first screen shows: closed popovers (the mobile menu) and `hidden`
 * elements (closed accordion panels) go; the panels of collapsed disclosures (the target of a
 * button with aria-expanded="false": the header's dropdowns) stay, so the rules that hide them
 * are kept, but empty. React's markup is well formed, so an element ends at the end tag that
 * balances its start tag, or with the document when it is left open.
 */
export function withoutHiddenElements(html: string): string {
  const collapsed = new Set(
    [...html.matchAll(/<[^>]*\saria-expanded="false"[^>]*>/g)].flatMap((tag) =>
      tag[0].match(/\saria-controls="([^"]+)"/)?.[1].split(/\s+/) ?? []
    ),
  );
  const startTags = /<([a-zA-Z][\w-]*)(\s[^>]*)?>/g;
  let out = "";
  let copied = 0;
  for (let tag = startTags.exec(html); tag; tag = startTags.exec(html)) {
    const attributes = tag[2] ?? "";
    const drop = /\s(hidden|popover)(=|\s|\/|$)/.test(attributes);
    const empty = !drop && collapsed.has(attributes.match(/\sid="([^"]+)"/)?.[1] ?? "");
    if (!drop && !empty) continue;
    const name = tag[1].toLowerCase();
    const startEnd = tag.index + tag[0].length;
    let end = startEnd;
    if (!VOID_ELEMENTS.has(name) && !tag[0].endsWith("/>")) {
      const tags = new RegExp(`<(/?)${name}(?=[\\s/>])[^>]*>`, "gi");
      tags.lastIndex = end;
      end = html.length; // an element left open (the first screen ends inside it) runs to the end
      for (let depth = 1, t = tags.exec(html); t; t = tags.exec(html)) {
        depth += t[1] ? -1 : 1;
        if (depth === 0) {
          end = t.index + t[0].length;
          break;
        }
      }
    }
    out += html.slice(copied, tag.index) + (empty ? `${tag[0]}</${name}>` : "");
    copied = end;
    startTags.lastIndex = end;
  }
  return out + html.slice(copied);
}

function replaceOnce(html: string, find: string, replacement: string): string {
  const at = html.indexOf(find);
  if (at < 0 || html.indexOf(find, at + 1) >= 0) {
    throw new Error(`critical CSS: expected exactly one ${find}`);
  }
  return html.slice(0, at) + replacement + html.slice(at + find.length);
}

function styleBlock(css: string): string {
  if (/<\/style/i.test(css)) throw new Error("critical CSS: a stylesheet contains </style");
  return `<style>${css}</style>`;
}

/** States a person reaches by interacting: never part of the first paint. */
const INTERACTION_STATES = /:(hover|active|focus|focus-visible|focus-within)\b/;

/**
 * beasties, leaving out the rules only an interaction or printing needs (they apply once the full
 * stylesheet has loaded). `normalizeCssSelector` is beasties' per-selector hook (not in its type
 * declarations): an empty result leaves the selector out.
 */
class FirstPaintBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    if (INTERACTION_STATES.test(selector)) return "";
    const inherited = (Beasties.prototype as unknown as { normalizeCssSelector(s: string): string })
      .normalizeCssSelector;
    return inherited.call(this, selector);
  }
}

/**
 * The CSS without what the first paint never uses: `@media print` blocks, and the opt-in to
 * cross-document view transitions (`@view-transition`, also inside an `@media`), which matters
 * only when the patient leaves the page, long after the full stylesheet has loaded. (It is also
 * the one at-rule the Nu HTML checker's CSS profile does not know yet.)
 */
export function withoutLaterRules(css: string): string {
  let out = "";
  let at = 0;
  while (at < css.length) {
    // one top-level statement: up to its `;`, or through its balanced `{ … }`
    let end = at;
    let depth = 0;
    while (end < css.length) {
      const char = css[end++];
      if (char === "{") depth++;
      else if (char === "}" && --depth === 0) break;
      else if (char === ";" && depth === 0) break;
    }
    const statement = css.slice(at, end);
    if (!/^\s*@media print\b/.test(statement) && !statement.includes("@view-transition")) {
      out += statement;
    }
    at = end;
  }
  return out;
}

export class CriticalCss {
  private constructor(
    private readonly beasties: Beasties,
    private readonly assets: Assets,
    /**
     * the size-adjusted fallbacks' @font-face rules (local fonts), so the first paint is set in
     * them. The typeface's own rule stays in the full stylesheet: its file is then requested
     * after the first paint, not on its path (pages/styles/fonts.css says why).
     */
    private readonly fallbackFaces: string,
  ) {}

  static async create(dist: string, assets: Assets): Promise<CriticalCss> {
    const beasties = new FirstPaintBeasties({
      path: dist,
      publicPath: "/",
      preload: false as never, // keep the <link>: this module places it (the type omits `false`)
      inlineFonts: false, // beasties cannot see through `font-family: var(--font)`: see fallbackFaces
      preloadFonts: false, // the typeface loads after the first paint: see fallbackFaces
      // The first paint's font stack (pages/styles/site.css): beasties matches selectors inside
      // <body>, so it would drop this rule on <html>.
      allowRules: ["html:not(.typeface)"],
      keyframes: "critical",
      compress: true,
      reduceInlineStyles: false,
      logLevel: "warn",
    });
    const stylesheet = await readFile(join(dist, assets.css), "utf8");
    const fallbackFaces = (stylesheet.match(/@font-face\{[^}]*\}/g) ?? []).filter((face) =>
      !face.includes("url(")
    ).join("");
    return new CriticalCss(beasties, assets, fallbackFaces);
  }

  /**
   * The page with its critical CSS inline and the full stylesheet's link moved into a <noscript>
   * at the end of <body> (with JavaScript on, the loader adds it after the first paint).
   */
  async inline(html: string, textBudget = FIRST_SCREEN_TEXT): Promise<InlinedPage> {
    const stylesheet = `<link rel="stylesheet" href="${this.assets.css}"/>`;
    const noscript =
      `<noscript><link rel="stylesheet" href="${this.assets.noscriptCss}"/></noscript>`;
    // The server may answer this page in another state (the stories page with no story yet): the
    // inline CSS, whose hash the CSP names, must paint that state too, and without the reviews'
    // reserved room that state's first screen reaches the end of the page.
    const hasFeedStates = html.includes(FEED_UNKNOWN);
    const firstPaint = withoutHiddenElements(
      firstScreen(
        replaceOnce(html, noscript, ""),
        hasFeedStates ? Number.POSITIVE_INFINITY : textBudget,
      ),
    );
    const states = hasFeedStates
      ? [firstPaint, firstPaint.replace(FEED_UNKNOWN, FEED_EMPTY)]
      : [firstPaint];
    let rules = "";
    for (const state of states) {
      const extracted = (await this.beasties.process(state)).match(/<style>([\s\S]*?)<\/style>/)
        ?.[1];
      if (!extracted) throw new Error("critical CSS: beasties inlined nothing");
      rules += withoutLaterRules(extracted);
    }
    const critical = this.fallbackFaces + rules;

    let page = replaceOnce(html, stylesheet, styleBlock(critical));
    page = replaceOnce(page, "</body>", `<noscript>${stylesheet}</noscript></body>`);
    return { html: page, styleHashes: [cspHash(critical)] };
  }
}
