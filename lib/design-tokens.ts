/**
 * The site's design tokens: one palette, radius, shadow and font stack for the pages
 * (pages/styles/site.css, where the build inserts them), the widgets' shadow roots
 * (widgets/shared/shadow.ts), the edge's own pages (edge/html-page.ts), the PDFs and the
 * illustrations. Every text colour meets WCAG AA on `background` and `surface`.
 */

/** Light theme: the site's colours. */
export const colours = {
  ink: "#1b2733",
  muted: "#4a5a6a",
  line: "#d5dee5",
  surface: "#f3f6f8",
  bg: "#ffffff",
  accent: "#0b6e8a",
  accentDark: "#08536a",
  accentSoft: "#e3f1f5",
  focus: "#f2b705",
  danger: "#a3361f",
  success: "#1d6b3a",
} as const;

/** Dark theme (widgets with `data-theme="dark"`). */
export const darkColours = {
  ink: "#eef3f6",
  muted: "#b9c6d0",
  line: "#3b4b58",
  surface: "#22303b",
  bg: "#16212a",
  accent: "#5fc0dc",
  accentDark: "#7fd0e6",
  accentSoft: "#1d3a45",
  danger: "#ff9a85",
  success: "#8fd6a8",
} as const;

/** `accentDark` → `--accent-dark`: the custom property a token is declared as in the widgets. */
export const customPropertyName = (token: string) =>
  `--${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

export const radius = "12px";
export const boxShadow = "0 1px 2px rgb(27 39 51 / 6%), 0 4px 16px rgb(27 39 51 / 6%)";
/**
 * The practice's typeface (pages/styles/fonts.css declares it and its size-adjusted fallbacks), then
 * the platform's. Widgets use it too: on this site they share the page's font faces; on another
 * website, where those faces are not declared, they fall through to the platform's.
 */
export const fontFallbackStack =
  '"Source Sans 3 Fallback", "Source Sans 3 Fallback DejaVu", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
export const fontStack = `"Source Sans 3", ${fontFallbackStack}`;

/** The tokens as the custom properties pages/styles/site.css declares on :root, in its order. */
export function siteCustomProperties(): Array<[name: string, value: string]> {
  return [
    ["--ink", colours.ink],
    ["--muted", colours.muted],
    ["--line", colours.line],
    ["--surface", colours.surface],
    ["--white", colours.bg],
    ["--accent", colours.accent],
    ["--accent-dark", colours.accentDark],
    ["--accent-soft", colours.accentSoft],
    ["--focus", colours.focus],
    ["--danger", colours.danger],
    ["--success", colours.success],
    ["--radius", radius],
    ["--shadow", boxShadow],
    ["--font", fontStack],
    ["--font-fallbacks", fontFallbackStack],
  ];
}
