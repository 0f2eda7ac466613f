import type { Image } from "../../content/schema.ts";
import { numberedCopySrc, unlabelledCopySrc } from "../../content/illustrations.ts";
import { staticSvg } from "./static-svg.ts";

const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&apos;": "'",
};
const cache = new Map<string, string[]>();

/**
 * The words drawn on one of the site's SVG diagrams (static/images/…), read at build time, in the
 * drawing's order — the order of the numbers on its numbered copy.
 */
export function diagramLabels(src: string): string[] {
  if (!src.endsWith(".svg")) return [];
  let labels = cache.get(src);
  if (!labels) {
    labels = [...staticSvg(src).matchAll(/<text\b[^>]*>([^<]+)<\/text>/g)]
      .map((m) => m[1].replace(/&[#\w]+;/g, (e) => entities[e] ?? e).trim())
      .filter((label, i, all) => label && all.indexOf(label) === i);
    cache.set(src, labels);
  }
  return labels;
}

/**
 * A labelled diagram's numbered copy, for windows narrower than `upTo` px (where the picture shows
 * under 436 px wide and its words would read under 12 px); none for other pictures.
 */
export function narrowCopy(src: string, upTo: number): { src: string; upTo: number } | undefined {
  return diagramLabels(src).length > 0 ? { src: numberedCopySrc(src), upTo } : undefined;
}

/**
 * The key to a diagram's numbered copy: its labels, numbered as the discs are, shown where the page
 * shows that copy (pages/styles/clinical.css); elsewhere the picture carries its labels at 12 px or
 * more.
 */
export function DiagramKey(
  { src, element: Element = "figcaption" }: { src: string; element?: "figcaption" | "div" },
) {
  const labels = diagramLabels(src);
  if (labels.length === 0) return null;
  return (
    <Element className="diagram-key">
      <ol>
        {labels.map((label) => <li key={label}>{label}</li>)}
      </ol>
    </Element>
  );
}

/**
 * The picture an index card shows: for a diagram with labels, its unlabelled copy (at card size
 * the labels would read at 6–10 px; the page the card leads to shows them); any other image as it is.
 */
export function cardPicture(image: Image): Image {
  return diagramLabels(image.src).length > 0
    ? { ...image, src: unlabelledCopySrc(image.src) }
    : image;
}
