/**
 * Every widget renders inside a shadow root on its placeholder element, on our pages and on other
 * websites alike: the host page's CSS cannot reach in and ours cannot leak out. Styles are
 * constructed stylesheets (`adoptedStyleSheets`), which a Content-Security-Policy without
 * 'unsafe-inline' allows. A widget's CSS lives in a TypeScript module as a string.
 *
 * The page around cannot restyle what is inside either: `!important` here wins over the page's own
 * `!important` rules on the placeholder (the inner context wins for important declarations), and
 * `all: initial` on the container stops inherited properties (colour, letter spacing, text
 * transform…) flowing in. Sizes are in px, never rem, so the page's root font size cannot scale them.
 *
 * Theme, from data attributes on the placeholder (documented in the README's embedding section):
 *   data-accent="#0b6e8a"   the accent colour (any CSS colour)
 *   data-theme="light|dark"
 */
import {
  colours,
  customPropertyName,
  darkColours,
  fontStack,
  radius,
} from "../../lib/design-tokens.ts";

/** A palette as custom properties; the accents give way to the host page's `data-accent`. */
const palette = (tokens: Record<string, string>) =>
  Object.entries(tokens).map(([token, value]) =>
    `${customPropertyName(token)}: ${
      token === "accent" || token === "accentDark" ? `var(--host-accent, ${value})` : value
    };`
  ).join(" ");

const baseCss = `
:host { all: initial; display: block !important; contain: layout style; }
:host([hidden]) { display: none !important; }
.widget {
  all: initial; display: block;
  ${palette(colours)} --radius: ${radius};
  font-family: var(--site-font, ${fontStack});
  font-size: 16px; line-height: 1.6; color: var(--ink); background: var(--bg); text-align: left;
  -webkit-font-smoothing: antialiased;
}
.widget.dark {
  ${palette(darkColours)}
}
.widget *, .widget *::before, .widget *::after { box-sizing: border-box; }
.widget :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.visually-hidden { position: absolute !important; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap; border: 0; }
@media (prefers-reduced-motion: reduce) { .widget *, .widget *::before, .widget *::after { transition: none !important; animation: none !important; } }
`;

export interface WidgetRoot {
  /** the element to render into (inside the shadow root) */
  container: HTMLElement;
  shadow: ShadowRoot;
}

/** Attaches (or reuses) the shadow root of `host`, applies base + widget styles and the theme. */
export function shadowMount(host: HTMLElement, css: string): WidgetRoot {
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: "open" });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(baseCss + css);
  shadow.adoptedStyleSheets = [sheet];
  const container = document.createElement("div");
  container.className = host.dataset.theme === "dark" ? "widget dark" : "widget";
  const accent = host.dataset.accent;
  if (accent && CSS.supports("color", accent)) container.style.setProperty("--host-accent", accent);
  shadow.replaceChildren(container);
  return { container, shadow };
}

/** The API base for a widget: `data-api-base` on its element, else `/api` on this origin. */
export function apiBase(host: HTMLElement, fallback = "/api"): string {
  return (host.dataset.apiBase ?? fallback).replace(/\/$/, "");
}
