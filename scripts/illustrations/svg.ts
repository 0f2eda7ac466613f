import { C } from "./palette.ts";

/** Attributes as an object; numbers are rounded so files stay small. */
export type Attrs = Record<string, string | number | undefined>;

export function round(n: number): number {
  return Math.round(n * 10) / 10;
}

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? round(v) : escapeXml(v as string)}"`)
    .join("");
}

export function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(
    /"/g,
    "&quot;",
  );
}

export function el(name: string, a: Attrs, children?: string): string {
  return children === undefined
    ? `<${name}${attrs(a)}/>`
    : `<${name}${attrs(a)}>${children}</${name}>`;
}

export const g = (a: Attrs, ...children: string[]): string => el("g", a, children.join(""));
export const path = (d: string, a: Attrs = {}): string => el("path", { d: tidy(d), ...a });
export const rect = (x: number, y: number, width: number, height: number, a: Attrs = {}): string =>
  el("rect", { x, y, width, height, ...a });
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}): string =>
  el("circle", { cx, cy, r, ...a });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}): string =>
  el("ellipse", { cx, cy, rx, ry, ...a });
export const line = (x1: number, y1: number, x2: number, y2: number, a: Attrs = {}): string =>
  el("line", { x1, y1, x2, y2, ...a });

/** Collapse whitespace in path data and round any long decimals. */
export function tidy(d: string): string {
  return d
    .replace(/-?\d+\.\d+/g, (m) => String(round(Number(m))))
    .replace(/\s+/g, " ")
    .replace(/\s*([MLCQZASHVTmlcqzashvt])\s*/g, "$1")
    .replace(/\s*,\s*/g, ",")
    .trim();
}

const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

let labelsDrawn = true;
/** While set (withNumbers), labels are drawn as numbered discs; the key under the picture names them. */
let numbered: Map<string, number> | null = null;

/**
 * `draw()` with its labels and callouts left out: the picture alone, for the small copies on index
 * cards, where 18 units of 800 would read at 6–10 px (the page itself shows the labelled drawing).
 */
export function withoutLabels<T>(draw: () => T): T {
  labelsDrawn = false;
  try {
    return draw();
  } finally {
    labelsDrawn = true;
  }
}

let depicted: string[] | null = null;

/**
 * Records that the drawing shows these things (a person, a chair, a screen…): the builders that
 * draw them say so, and tests/unit/drawn-content.test.ts holds each drawing's description to what
 * it draws. Adds nothing to the picture.
 */
export function depict(...things: string[]): string {
  depicted?.push(...things);
  return "";
}

/** What `draw()` shows, as `depict()` recorded it (a thing drawn twice is listed twice). */
export function whatIsDrawn(draw: () => unknown): string[] {
  depicted = [];
  try {
    draw();
    return depicted;
  } finally {
    depicted = null;
  }
}

/**
 * `draw()` with each label drawn as a numbered disc instead of words, for narrow screens: at 320 px
 * a disc's number reads at 12 px or more, where the words would read at 6–8 px; the page lists the
 * labels under the picture as a key, in the same order (pages/components/Diagram.tsx). Numbers
 * follow the labels' order in the drawing; a label drawn twice keeps one number.
 */
export function withNumbers<T>(draw: () => T): T {
  numbered = new Map();
  try {
    return draw();
  } finally {
    numbered = null;
  }
}

/** The number a label gets in withNumbers (its first appearance in the drawing's order). */
function numberOf(text: string): number {
  if (!numbered!.has(text)) numbered!.set(text, numbered!.size + 1);
  return numbered!.get(text)!;
}

/** A numbered disc standing for a label: white digits on ink, 36 units high. */
function numberDisc(cx: number, cy: number, n: number): string {
  return circle(cx, cy, NUMBER_RADIUS, { fill: C.ink }) +
    el(
      "text",
      {
        x: cx,
        y: cy + 13,
        "font-size": NUMBER_SIZE,
        "font-weight": 700,
        "text-anchor": "middle",
        fill: C.white,
      },
      String(n),
    );
}

/** Whether labels are being drawn (false inside withoutLabels), for marks that belong to a label. */
export function drawsLabels(): boolean {
  return labelsDrawn;
}

/** A short diagram label: dark ink on light, system sans-serif, 18 px by default. */
export function label(
  x: number,
  y: number,
  text: string,
  opts: { anchor?: "start" | "middle" | "end"; size?: number; weight?: number; fill?: string } = {},
): string {
  if (!labelsDrawn) return "";
  if (numbered) {
    const n = numberOf(text);
    const cx = opts.anchor === "end"
      ? x - NUMBER_RADIUS
      : opts.anchor === "middle"
      ? x
      : x + NUMBER_RADIUS;
    return numberDisc(cx, y - 8, n);
  }
  return el(
    "text",
    {
      x,
      y,
      "font-size": opts.size ?? LABEL_SIZE,
      "font-weight": opts.weight,
      "text-anchor": opts.anchor === "start" ? undefined : opts.anchor,
      fill: opts.fill ?? C.ink,
    },
    escapeXml(text),
  );
}

/**
 * Labels are 22 units in an 800-unit picture: 12 px or more wherever the page shows the labelled
 * drawing (436 px wide or more: from 600 px windows; below that the numbered copy is shown).
 */
export const LABEL_SIZE = 22;
export const NUMBER_SIZE = 36;
const NUMBER_RADIUS = 27;

/** Rough width of a label in the system sans-serif, for placing its leader line. */
export function labelWidth(text: string, size = LABEL_SIZE): number {
  return text.length * size * 0.53;
}

/**
 * A label with a thin leader line from the end of the text nearest the point to the point it
 * names. anchor "start": the text sits left of the point; "end": right of it.
 */
export function callout(
  tx: number,
  ty: number,
  text: string,
  px: number,
  py: number,
  anchor: "start" | "end" = "start",
): string {
  if (!labelsDrawn) return "";
  const w = numbered ? NUMBER_RADIUS * 2 : labelWidth(text);
  const lx = anchor === "start" ? tx + w + 8 : tx - w - 8;
  return (
    line(lx, ty - 6, px, py, { stroke: C.muted, "stroke-width": 1.5 }) +
    circle(px, py, 3.5, { fill: C.ink }) +
    label(tx, ty, text, { anchor, size: LABEL_SIZE })
  );
}

export interface SvgDoc {
  width: number;
  height: number;
  title: string;
  desc?: string;
  body: string;
  /** Whether the drawing uses text (sets the font family once on the root). */
  background?: string;
}

export function svgDoc(doc: SvgDoc): string {
  const hasText = doc.body.includes("<text");
  const root: Attrs = {
    xmlns: "http://www.w3.org/2000/svg",
    width: doc.width,
    height: doc.height,
    viewBox: `0 0 ${doc.width} ${doc.height}`,
    role: "img",
    "font-family": hasText ? FONT : undefined,
    "stroke-linejoin": "round",
    "stroke-linecap": "round",
  };
  const bg = doc.background === "none"
    ? ""
    : rect(0, 0, doc.width, doc.height, { fill: doc.background ?? C.surface });
  return (
    `<svg${attrs(root)}>` +
    el("title", {}, escapeXml(doc.title)) +
    (doc.desc ? el("desc", {}, escapeXml(doc.desc)) : "") +
    bg +
    doc.body +
    "</svg>\n"
  );
}

/** A placement for a drawing made in its own frame: scale about the origin, then move. */
export interface Place {
  s?: number;
  tx?: number;
  ty?: number;
  /** Mirror horizontally about this x (in the drawing's own frame) before scaling. */
  mirrorX?: number;
}

/**
 * Move and scale absolute path data (M, L, C, Q, Z only), so a part drawn once can be reused
 * at another size without scaling its stroke width.
 */
export function xf(d: string, p: Place = {}): string {
  const s = p.s ?? 1;
  const tx = p.tx ?? 0;
  const ty = p.ty ?? 0;
  const tokens = d.match(/[MLCQZ]|-?\d*\.?\d+/g) ?? [];
  const out: string[] = [];
  let pair: number[] = [];
  for (const t of tokens) {
    if (/^[MLCQZ]$/.test(t)) {
      out.push(t);
      continue;
    }
    pair.push(Number(t));
    if (pair.length === 2) {
      let [x, y] = pair;
      if (p.mirrorX !== undefined) x = 2 * p.mirrorX - x;
      out.push(`${round(x * s + tx)} ${round(y * s + ty)}`);
      pair = [];
    }
  }
  return out.join(" ");
}

/** A point on an ellipse; angles in degrees, y pointing down (as on screen). */
export function pt(cx: number, cy: number, rx: number, ry: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  return [round(cx + rx * Math.cos(a)), round(cy + ry * Math.sin(a))];
}

/**
 * Cubic Bézier segments ("C …") that follow an elliptical arc from angle a0 to a1 (degrees),
 * starting from the current point, which must already be at angle a0.
 */
export function arcC(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  a0: number,
  a1: number,
): string {
  const steps = Math.max(1, Math.ceil(Math.abs(a1 - a0) / 90));
  const da = (a1 - a0) / steps;
  const k = (4 / 3) * Math.tan(((da * Math.PI) / 180) / 4);
  let out = "";
  for (let i = 0; i < steps; i++) {
    const t0 = ((a0 + i * da) * Math.PI) / 180;
    const t1 = ((a0 + (i + 1) * da) * Math.PI) / 180;
    const p0 = [cx + rx * Math.cos(t0), cy + ry * Math.sin(t0)];
    const p1 = [cx + rx * Math.cos(t1), cy + ry * Math.sin(t1)];
    const c0 = [p0[0] - k * rx * Math.sin(t0), p0[1] + k * ry * Math.cos(t0)];
    const c1 = [p1[0] + k * rx * Math.sin(t1), p1[1] - k * ry * Math.cos(t1)];
    out += ` C${[...c0, ...c1, ...p1].map(round).join(" ")}`;
  }
  return out;
}

/** A closed band between two concentric elliptical arcs (a ring segment), thickness may vary. */
export function band(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  a0: number,
  a1: number,
  thickness: (t: number) => number,
  steps = 24,
): string {
  const outer: string[] = [];
  const inner: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const a = ((a0 + (a1 - a0) * t) * Math.PI) / 180;
    const th = thickness(t);
    outer.push(`${round(cx + rx * Math.cos(a))} ${round(cy + ry * Math.sin(a))}`);
    inner.push(`${round(cx + (rx - th) * Math.cos(a))} ${round(cy + (ry - th) * Math.sin(a))}`);
  }
  return `M${outer.join(" L")} L${inner.reverse().join(" L")} Z`;
}

/** A placement that scales by s and puts the drawing's point (rx, ry) at (cx, cy). */
export function placeAt(
  s: number,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  mirrorX?: number,
): Place {
  return { s, tx: cx - rx * s, ty: cy - ry * s, mirrorX };
}

/** Where a point of a drawing lands under a placement. */
export function at(p: Place, x: number, y: number): [number, number] {
  const s = p.s ?? 1;
  const mx = p.mirrorX !== undefined ? 2 * p.mirrorX - x : x;
  return [round(mx * s + (p.tx ?? 0)), round(y * s + (p.ty ?? 0))];
}

/** Content clipped to a circle (for round insets). */
export function clipCircle(id: string, cx: number, cy: number, r: number, content: string): string {
  return el("clipPath", { id }, circle(cx, cy, r)) + g({ "clip-path": `url(#${id})` }, content);
}

/** Content clipped to a rectangle. */
export function clipRect(
  id: string,
  x: number,
  y: number,
  w: number,
  h: number,
  content: string,
): string {
  return el("clipPath", { id }, rect(x, y, w, h)) + g({ "clip-path": `url(#${id})` }, content);
}
