import { C } from "./palette.ts";
import { type Attrs, circle, depict, g, path, rect } from "./svg.ts";

export type Pt = readonly [number, number];

/** A tapered limb segment from a (width wa) to b (width wb), with rounded ends. */
export function segment(a: Pt, b: Pt, wa: number, wb: number, fill: string): string {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  const nx = -(b[1] - a[1]) / len;
  const ny = (b[0] - a[0]) / len;
  const q = (p: Pt, w: number, sgn: number) =>
    `${Math.round(p[0] + (nx * w * sgn) / 2)} ${Math.round(p[1] + (ny * w * sgn) / 2)}`;
  return (
    path(`M${q(a, wa, 1)} L${q(b, wb, 1)} L${q(b, wb, -1)} L${q(a, wa, -1)} Z`, { fill }) +
    circle(Math.round(a[0]), Math.round(a[1]), Math.round(wa) / 2, { fill }) +
    circle(Math.round(b[0]), Math.round(b[1]), Math.round(wb) / 2, { fill })
  );
}

const lerp = (a: Pt, b: Pt, t: number): Pt => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/**
 * A simple flat person built from joints. Each leg is [knee, ankle, toe]; each arm [elbow, hand].
 * "Near" limbs are towards the viewer and drawn last, "far" limbs in a deeper shade behind.
 */
export interface Pose {
  head: Pt;
  neck: Pt;
  hip: Pt;
  armNear: [Pt, Pt];
  armFar?: [Pt, Pt];
  legNear: [Pt, Pt, Pt];
  legFar?: [Pt, Pt, Pt];
  shirt?: string;
  shirtFar?: string;
  /** Shorts show the knees; trousers cover the legs. */
  legwear?: "shorts" | "trousers";
  legColour?: string;
  hair?: string;
  /** Where the back of the head is, so the hair sits there. */
  hairSide?: "left" | "right" | "up";
  s?: number;
}

export function person(p: Pose): string {
  depict("person");
  const s = p.s ?? 1;
  const shirt = p.shirt ?? C.accent;
  const shirtFar = p.shirtFar ?? C.accentDark;
  const lower = p.legColour ?? C.accentDark;
  const shorts = (p.legwear ?? "shorts") === "shorts";
  const leg = (l: [Pt, Pt, Pt], far: boolean): string => {
    const skin = far ? C.ligament : C.muscle;
    const cloth = far ? C.ink : lower;
    const [knee, ankle, toe] = l;
    const mid = lerp(p.hip, knee, 0.6);
    return (
      (shorts
        ? segment(mid, knee, 30 * s, 26 * s, skin) + segment(knee, ankle, 26 * s, 17 * s, skin)
        : segment(knee, ankle, 30 * s, 24 * s, cloth)) +
      segment(p.hip, shorts ? mid : knee, 42 * s, shorts ? 36 * s : 30 * s, cloth) +
      segment(ankle, toe, 18 * s, 14 * s, far ? C.ink : C.muted)
    );
  };
  const arm = (a: [Pt, Pt], far: boolean): string => {
    const [elbow, hand] = a;
    const skin = far ? C.ligament : C.muscle;
    return (
      segment(elbow, hand, 15 * s, 12 * s, skin) +
      segment(p.neck, elbow, 22 * s, 18 * s, far ? shirtFar : shirt) +
      circle(hand[0], hand[1], 8 * s, { fill: skin })
    );
  };
  const [hx, hy] = p.head;
  const r = 29 * s;
  const hair: Record<string, string> = {
    up: `M${hx - r - 1} ${hy + 4} C${hx - r - 2} ${hy - r * 1.4} ${hx + r + 2} ${hy - r * 1.4} ${
      hx + r + 1
    } ${hy + 4} C${hx + r * 0.6} ${hy - r * 0.4} ${hx - r * 0.6} ${hy - r * 0.4} ${hx - r - 1} ${
      hy + 4
    } Z`,
    left: `M${hx + 6} ${hy - r - 1} C${hx - r * 1.4} ${hy - r - 2} ${hx - r * 1.4} ${hy + r + 2} ${
      hx + 2
    } ${hy + r + 1} C${hx - r * 0.4} ${hy + r * 0.5} ${hx - r * 0.3} ${hy - r * 0.5} ${hx + 6} ${
      hy - r - 1
    } Z`,
    right: `M${hx - 6} ${hy - r - 1} C${hx + r * 1.4} ${hy - r - 2} ${hx + r * 1.4} ${hy + r + 2} ${
      hx - 2
    } ${hy + r + 1} C${hx + r * 0.4} ${hy + r * 0.5} ${hx + r * 0.3} ${hy - r * 0.5} ${hx - 6} ${
      hy - r - 1
    } Z`,
  };
  return g(
    {},
    p.legFar ? leg(p.legFar, true) : "",
    p.armFar ? arm(p.armFar, true) : "",
    segment(p.neck, p.head, 16 * s, 16 * s, C.muscle),
    circle(hx, hy, r, { fill: C.muscle }),
    path(hair[p.hairSide ?? "up"], { fill: p.hair ?? C.ink }),
    leg(p.legNear, false),
    segment(p.neck, p.hip, 58 * s, 50 * s, shirt),
    arm(p.armNear, false),
  );
}

/** A phone outline with a screen area; returns the frame and the screen's rectangle. */
export function phone(
  x: number,
  y: number,
  w: number,
  h: number,
  screen: string,
  a: Attrs = {},
): string {
  depict("phone");
  return g(
    a,
    rect(x + 8, y + 12, w, h, { rx: 34, fill: C.ink, opacity: 0.08 }),
    rect(x, y, w, h, { rx: 34, fill: C.ink }),
    rect(x + 12, y + 14, w - 24, h - 28, { rx: 24, fill: C.white }),
    rect(x + w / 2 - 30, y + 22, 60, 10, { rx: 5, fill: C.ink }),
    screen,
  );
}

/** A tick mark inside a rounded checkbox. */
export function checkbox(x: number, y: number, size: number, ticked: boolean): string {
  const box = rect(x, y, size, size, {
    rx: size * 0.22,
    fill: ticked ? C.accent : C.white,
    stroke: ticked ? C.accent : C.line,
    "stroke-width": 2.5,
  });
  if (!ticked) return box;
  const s = size;
  return (
    box +
    path(
      `M${x + s * 0.25} ${y + s * 0.52} L${x + s * 0.43} ${y + s * 0.7} L${x + s * 0.76} ${
        y + s * 0.32
      }`,
      {
        fill: "none",
        stroke: C.white,
        "stroke-width": Math.max(2.5, s * 0.12),
      },
    )
  );
}

/** A row of soft grey bars suggesting lines of text (no words). */
export function textLines(
  x: number,
  y: number,
  widths: number[],
  gap = 18,
  h = 8,
  fill: string = C.line,
): string {
  return widths.map((w, i) => rect(x, y + i * gap, w, h, { rx: h / 2, fill })).join("");
}

/** A small plant in a pot, for rooms. */
export function plant(x: number, y: number, s = 1): string {
  depict("plant");
  const leaf = (d: string, fill: string) => path(d, { fill });
  return g(
    {},
    leaf(
      `M${x} ${y} C${x - 40 * s} ${y - 30 * s} ${x - 50 * s} ${y - 80 * s} ${x - 30 * s} ${
        y - 110 * s
      } C${x - 10 * s} ${y - 80 * s} ${x - 4 * s} ${y - 40 * s} ${x} ${y} Z`,
      C.accent,
    ),
    leaf(
      `M${x} ${y} C${x + 36 * s} ${y - 26 * s} ${x + 50 * s} ${y - 70 * s} ${x + 34 * s} ${
        y - 100 * s
      } C${x + 12 * s} ${y - 74 * s} ${x + 2 * s} ${y - 40 * s} ${x} ${y} Z`,
      C.accentDark,
    ),
    leaf(
      `M${x} ${y} C${x - 10 * s} ${y - 50 * s} ${x - 4 * s} ${y - 100 * s} ${x + 6 * s} ${
        y - 130 * s
      } C${x + 16 * s} ${y - 96 * s} ${x + 12 * s} ${y - 50 * s} ${x} ${y} Z`,
      C.accent,
    ),
    path(
      `M${x - 30 * s} ${y - 4 * s} L${x + 30 * s} ${y - 4 * s} L${x + 22 * s} ${y + 50 * s} L${
        x - 22 * s
      } ${y + 50 * s} Z`,
      { fill: C.white, stroke: C.line, "stroke-width": 3 },
    ),
  );
}

/** A small front-view knee joint icon in one colour (for covers, the favicon and the social card). */
export function kneeMark(
  cx: number,
  cy: number,
  s: number,
  fill: string,
  gapFill?: string,
): string {
  const P = (d: string) =>
    d.replace(
      /(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g,
      (_, x, y) =>
        `${Math.round((cx + Number(x) * s) * 10) / 10} ${
          Math.round((cy + Number(y) * s) * 10) / 10
        }`,
    );
  // Drawn in a unit frame: femur above (y < 0), tibia below, gap at y = 0.
  const femur = P(
    `M-4 -16 L-4 -9 C-4 -7 -9 -6.5 -9.6 -3.5 C-10 -1.2 -8.6 -0.6 -6.4 -0.6 C-3.8 -0.6 -2 -1.2 -1.2 -2.2
    C-0.6 -3 0.6 -3 1.2 -2.2 C2 -1.2 3.8 -0.6 6.4 -0.6 C8.6 -0.6 10 -1.2 9.6 -3.5 C9 -6.5 4 -7 4 -9 L4 -16 Z`,
  );
  const tibia = P(
    `M-9.6 1.4 L9.6 1.4 C9.6 4 7 5.4 4.4 6.4 C3.8 7 3.6 8 3.6 9 L3.6 16 L-3.6 16 L-3.6 9 C-3.6 8 -3.8 7 -4.4 6.4
    C-7 5.4 -9.6 4 -9.6 1.4 Z`,
  );
  return (
    path(femur, { fill }) +
    path(tibia, { fill }) +
    (gapFill
      ? path(P(`M-8.6 0.4 L8.6 0.4`), { stroke: gapFill, "stroke-width": Math.max(1, s * 0.8) })
      : "")
  );
}
