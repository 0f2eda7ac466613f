import type { Image } from "../../content/schema.ts";
import { unlabelledCopySrc } from "../../content/illustrations.ts";
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
 * The words drawn on one of the site's SVG diagrams (static/images/…), read at build time. The
 * drawings label their parts at 18 units in an 800-unit-wide picture, which is under 12 px wherever
 * the picture is shown under 534 px wide — so pages repeat the labels as text under the picture.
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
 * A diagram's labels as text, shown while the picture is too narrow for its own labels to read at
 * 12 px (pages/styles/clinical.css decides). The figure's caption, or a paragraph in it.
 */
export function DiagramLabels(
  { src, element: Element = "figcaption" }: { src: string; element?: "figcaption" | "p" },
) {
  const labels = diagramLabels(src);
  if (labels.length === 0) return null;
  return (
    <Element className="diagram-labels">
      <span className="diagram-labels-title">In the picture:</span>{" "}
      <span className="diagram-labels-list">
        {labels.map((label) => <span key={label} className="diagram-label">{label}</span>)}
      </span>
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
