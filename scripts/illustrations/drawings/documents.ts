import { C } from "../palette.ts";
import { circle, clipCircle, g, path, placeAt, rect } from "../svg.ts";
import { kneeFront } from "../anatomy/knee-front.ts";
import { hip } from "../anatomy/hip.ts";
import { textLines } from "../figures.ts";

/** A portrait booklet cover (600×800): accent band, a round joint emblem, lines suggesting text. */
function cover(id: string, emblem: string, bandTone: string = C.accent): string {
  const band = rect(0, 0, 600, 330, { fill: bandTone });
  const stripe = rect(0, 330, 600, 10, { fill: C.accentDark });
  const ring = circle(300, 250, 124, { fill: C.white }) +
    clipCircle(id, 300, 250, 112, rect(176, 126, 248, 248, { fill: C.accentSoft }) + emblem);
  const title = textLines(90, 430, [420, 300], 40, 22, C.ink);
  const subtitle = textLines(90, 528, [380, 400, 260], 26, 12, C.line);
  const footer = rect(0, 720, 600, 80, { fill: C.accentSoft }) +
    textLines(60, 748, [180], 18, 10, C.accent) +
    circle(520, 760, 18, { fill: C.accent });
  // A small bar in the band, like a series mark at the top of a leaflet.
  const series = rect(60, 56, 120, 10, { rx: 5, fill: C.white, opacity: 0.8 });
  return band + stripe + series + ring + title + subtitle + footer;
}

export function orthobiologicsGuide(): string {
  const p = placeAt(0.5, 300, 262, 400, 332);
  const syringe = g(
    { transform: "rotate(-35 372 214)" },
    rect(330, 204, 84, 22, { rx: 4, fill: C.white, stroke: C.metalStroke, "stroke-width": 2.5 }),
    rect(340, 208, 40, 14, { fill: C.cartilage }),
    rect(414, 196, 8, 38, { rx: 2, fill: C.metalStroke }),
    rect(422, 211, 30, 8, { fill: C.metalStroke }),
    rect(452, 202, 8, 26, { rx: 2, fill: C.metalStroke }),
    path(`M330 215 L286 215`, { stroke: C.metalStroke, "stroke-width": 3 }),
  );
  return cover(
    "ortho",
    kneeFront({ place: p, patella: "none" }) + g({ transform: "translate(-20 44)" }, syringe),
  );
}

export function hipReplacementGuide(): string {
  return cover(
    "hipguide",
    hip({ place: placeAt(0.55, 300, 262, 470, 290), implant: true, background: C.accentSoft }),
  );
}

export function guideCover(): string {
  return cover("guide", kneeFront({ place: placeAt(0.5, 300, 262, 400, 332), patella: "solid" }));
}
