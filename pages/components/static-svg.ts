import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { escapeHtml } from "../../lib/html-escape.ts";

const cache = new Map<string, string>();

/** The text of one of the site's SVG files (static/images/…), read at build time; "" when it is not ours. */
export function staticSvg(src: string): string {
  if (!src.endsWith(".svg") || !src.startsWith("/")) return "";
  let svg = cache.get(src);
  if (svg === undefined) {
    try {
      svg = readFileSync(fileURLToPath(new URL(`../../static${src}`, import.meta.url)), "utf8");
    } catch {
      svg = "";
    }
    cache.set(src, svg);
  }
  return svg;
}

export interface InlineSvgParts {
  width: string;
  height: string;
  viewBox: string;
  /** the drawing, its root's other attributes moved onto a <g> (they inherit), ids prefixed */
  inner: string;
}

/**
 * An SVG file split for inlining in a page: the root's size and viewBox, and its drawing with its
 * own <title>/<desc> left out (the page labels the picture with the image's alt text) and every id
 * prefixed, so ids stay unique in the page. Undefined when the file is not a simple SVG of ours.
 */
export function inlineSvgParts(svg: string, idPrefix: string): InlineSvgParts | undefined {
  const root = svg.match(/<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/);
  if (!root || /<(script|style|foreignObject)\b|\son[a-z]+=|\sstyle=/i.test(svg)) return undefined;
  const attributes = new Map(
    [...root[1].matchAll(/\s([\w:-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  );
  const [width, height, viewBox] = [
    attributes.get("width"),
    attributes.get("height"),
    attributes.get("viewBox"),
  ];
  if (!width || !height || !viewBox) return undefined;
  const inherited = [...attributes]
    .filter(([name]) =>
      ![
        "xmlns",
        "xmlns:xlink",
        "width",
        "height",
        "viewBox",
        "role",
        "class",
        "aria-label",
        "aria-labelledby",
        "aria-hidden",
        "focusable",
      ].includes(name)
    )
    .map(([name, value]) => ` ${name}="${value}"`)
    .join("");
  const drawing = root[2]
    .replace(/<!--[\s\S]*?-->/g, "")
    // whole units in path data: at most half a unit in an 800-unit picture (under 0.4 px as shown),
    // and a tenth fewer bytes for the page's HTML budget
    // (only numbers set apart by spaces, commas or commands: "1.5.5" stays as it is)
    .replace(
      /\sd="([^"]*)"/g,
      (_, path: string) =>
        ` d="${
          path.replace(
            /(?<=^|[\s,A-Za-z])-?\d*\.\d+(?=$|[\s,A-Za-z])/g,
            (n) => String(Math.round(Number(n)) || 0),
          )
        }"`,
    )
    .replace(/<(title|desc)\b[^>]*>[\s\S]*?<\/\1>/g, "")
    .replace(/\sid="([^"]+)"/g, ` id="${idPrefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}-$1)`)
    .replace(/(\s(?:xlink:)?href)="#([^"]+)"/g, `$1="#${idPrefix}-$2"`)
    .trim();
  return { width, height, viewBox, inner: inherited ? `<g${inherited}>${drawing}</g>` : drawing };
}

/** The <title> that names an inlined picture (referenced by the <svg>'s aria-labelledby). */
export function svgTitle(id: string, text: string): string {
  return `<title id="${id}">${escapeHtml(text)}</title>`;
}
