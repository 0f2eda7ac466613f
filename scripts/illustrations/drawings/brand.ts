import { C } from "../palette.ts";
import { circle, el, escapeXml, rect, svgDoc } from "../svg.ts";
import { kneeMark } from "../figures.ts";

/** The favicon: a white knee-joint mark on an accent tile, 32×32. */
export function favicon(): string {
  return svgDoc({
    width: 32,
    height: 32,
    title: "Knee & Hip Surgery",
    background: "none",
    body: rect(0, 0, 32, 32, { rx: 7, fill: C.accent }) + kneeMark(16, 16, 0.84, C.white),
  });
}

/** The default social card: accent band, the joint mark and the site's name. */
export function ogDefault(): string {
  const text = el(
    "text",
    { x: 530, y: 270, "font-size": 84, "font-weight": 700, fill: C.ink },
    el("tspan", { x: 530 }, escapeXml("Knee & Hip")) + el("tspan", { x: 530, dy: 100 }, "Surgery"),
  );
  return (
    rect(0, 0, 1200, 630, { fill: C.white }) +
    rect(0, 0, 440, 630, { fill: C.accent }) +
    rect(440, 0, 12, 630, { fill: C.accentDark }) +
    circle(220, 315, 150, { fill: C.white, opacity: 0.12 }) +
    kneeMark(220, 315, 7.2, C.white) +
    text +
    rect(534, 420, 160, 10, { rx: 5, fill: C.accent })
  );
}
