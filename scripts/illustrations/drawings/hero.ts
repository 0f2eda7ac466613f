import { C } from "../palette.ts";
import { circle, clipCircle, el, g, path, placeAt, rect } from "../svg.ts";
import { kneeFront } from "../anatomy/knee-front.ts";
import { hip } from "../anatomy/hip.ts";

/** The home page's wide, calm picture: a hip and a knee in soft circles, no text. */
export function hero(): string {
  const gradient = el(
    "linearGradient",
    { id: "hero-bg", x1: 0, y1: 0, x2: 1, y2: 1 },
    el("stop", { offset: 0, "stop-color": C.white }) +
      el("stop", { offset: 1, "stop-color": C.accentSoft }),
  );
  const soft = g(
    {},
    circle(1380, 120, 220, { fill: C.accentSoft }),
    circle(200, 820, 260, { fill: C.accentSoft }),
    circle(800, 470, 120, { fill: C.cartilage, opacity: 0.35 }),
    path(`M0 720 C300 640 520 760 800 700 C1080 640 1300 760 1600 690 L1600 900 L0 900 Z`, {
      fill: C.white,
      opacity: 0.6,
    }),
  );
  const hipDisc = circle(500, 440, 300, { fill: C.white }) +
    clipCircle(
      "hero-hip",
      500,
      440,
      288,
      circle(500, 440, 288, { fill: C.surface }) +
        hip({ place: placeAt(0.95, 500, 440, 470, 300), background: C.surface }),
    ) +
    circle(500, 440, 300, { fill: "none", stroke: C.line, "stroke-width": 3 });
  const kneeDisc = circle(1110, 470, 270, { fill: C.white }) +
    clipCircle(
      "hero-knee",
      1110,
      470,
      258,
      circle(1110, 470, 258, { fill: C.surface }) +
        kneeFront({ place: placeAt(0.9, 1110, 470, 400, 332), ligaments: true, menisci: true }),
    ) +
    circle(1110, 470, 270, { fill: "none", stroke: C.line, "stroke-width": 3 });
  return (
    el("defs", {}, gradient) +
    rect(0, 0, 1600, 900, { fill: "url(#hero-bg)" }) +
    soft +
    hipDisc +
    kneeDisc
  );
}
