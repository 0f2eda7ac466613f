import { staticSvg } from "./static-svg.ts";

const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&apos;": "'" };
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

/** A diagram's labels as a caption, shown while the picture is too narrow for its own labels to read at 12 px. */
export function DiagramLabels({ src }: { src: string }) {
  const labels = diagramLabels(src);
  if (labels.length === 0) return null;
  return (
    <figcaption className="diagram-labels">
      <span className="diagram-labels-title">In the picture:</span>{" "}
      <span className="diagram-labels-list">
        {labels.map((label) => <span key={label} className="diagram-label">{label}</span>)}
      </span>
    </figcaption>
  );
}
