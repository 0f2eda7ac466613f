import { C } from "../palette.ts";
import { circle, clipRect, depict, ellipse, g, path, placeAt, rect } from "../svg.ts";
import { kneeFront } from "../anatomy/knee-front.ts";
import { checkbox, person, phone, plant, textLines } from "../figures.ts";

const shadow = (cx: number, cy: number, rx: number) =>
  ellipse(cx, cy, rx, 10, { fill: C.ink, opacity: 0.08 });
const card = (x: number, y: number, w: number, h: number) =>
  rect(x + 4, y + 8, w, h, { rx: 16, fill: C.ink, opacity: 0.06 }) +
  rect(x, y, w, h, { rx: 16, fill: C.white });

export function physiotherapy(): string {
  const floor = 500;
  const room = rect(0, 0, 800, floor, { fill: C.surface }) +
    rect(0, floor, 800, 100, { fill: C.line }) + rect(0, floor - 8, 800, 8, { fill: C.white });
  depict("couch");
  const couch = g(
    {},
    shadow(340, floor + 40, 240),
    path(`M150 380 L150 ${floor + 36} M530 380 L530 ${floor + 36}`, {
      stroke: C.muted,
      "stroke-width": 10,
    }),
    path(`M150 440 L530 440`, { stroke: C.muted, "stroke-width": 6 }),
    rect(110, 352, 460, 32, { rx: 12, fill: C.accentDark }),
    rect(120, 318, 110, 30, { rx: 14, fill: C.white, stroke: C.line, "stroke-width": 2 }),
  );
  const patient = person({
    head: [176, 314],
    neck: [220, 326],
    hip: [370, 330],
    armNear: [[280, 344], [340, 346]],
    armFar: [[276, 340], [332, 340]],
    legFar: [[466, 334], [560, 334], [572, 302]],
    legNear: [[456, 236], [536, 306], [566, 290]],
    hairSide: "left",
  });
  const physio = person({
    head: [640, 150],
    neck: [640, 204],
    hip: [648, 350],
    shirt: C.accentDark,
    shirtFar: C.ink,
    legwear: "trousers",
    legColour: C.muted,
    armFar: [[606, 300], [552, 300]],
    armNear: [[566, 250], [478, 236]],
    legFar: [[640, 440], [644, 546], [610, 550]],
    legNear: [[660, 440], [668, 548], [634, 552]],
    hairSide: "right",
  });
  const poster = g(
    {},
    rect(330, 70, 170, 130, { fill: C.white, stroke: C.line, "stroke-width": 3 }),
    clipRect(
      "physio-art",
      340,
      80,
      150,
      110,
      kneeFront({ place: placeAt(0.34, 415, 135, 400, 332), ligaments: true }),
    ),
  );
  return room + poster + couch + patient + physio + plant(60, floor - 10, 0.9);
}

/** A progress ring: grey track with an accent arc for the share done. */
function ring(cx: number, cy: number, r: number, done: number, w = 12): string {
  const len = 2 * Math.PI * r;
  return (
    circle(cx, cy, r, { fill: "none", stroke: C.line, "stroke-width": w }) +
    circle(cx, cy, r, {
      fill: "none",
      stroke: C.accent,
      "stroke-width": w,
      "stroke-dasharray": `${Math.round(len * done)} ${Math.round(len)}`,
      transform: `rotate(-90 ${cx} ${cy})`,
    })
  );
}

export function miopAppCard(): string {
  const x = 220;
  const y = 60;
  const screen = rect(x + 12, y + 14, 216, 84, { fill: C.accent }) +
    textLines(x + 32, y + 52, [110, 70], 18, 9, C.white) +
    ring(x + 120, y + 178, 52, 0.7) +
    textLines(x + 100, y + 172, [40], 14, 10, C.accent) +
    [0, 1, 2]
      .map((i) =>
        checkbox(x + 34, y + 270 + i * 62, 26, i < 2) +
        textLines(x + 74, y + 276 + i * 62, [120, 80], 14, 7, C.line)
      )
      .join("") +
    rect(x + 34, y + 460, 172, 36, { rx: 18, fill: C.accent });
  const message = g(
    {},
    card(480, 130, 250, 100),
    circle(520, 180, 22, { fill: C.accentSoft }),
    circle(520, 174, 8, { fill: C.accent }),
    path(`M506 194 C508 184 532 184 534 194 Z`, { fill: C.accent }),
    textLines(556, 164, [140, 110, 70], 18, 8, C.line),
  );
  const chart = g(
    {},
    card(500, 280, 230, 160),
    ...[40, 56, 70, 88, 104].map((h, i) =>
      rect(528 + i * 38, 416 - h, 22, h, { rx: 5, fill: i === 4 ? C.accent : C.cartilage })
    ),
    path(`M520 420 L712 420`, { stroke: C.line, "stroke-width": 2 }),
  );
  return circle(400, 300, 260, { fill: C.accentSoft }) + phone(x, y, 240, 520, screen) + message +
    chart + circle(470, 110, 20, { fill: C.accent }) +
    path(`M460 110 L468 118 L481 103`, { fill: "none", stroke: C.white, "stroke-width": 4 });
}

export function prePostCare(): string {
  depict("clipboard", "checklist", "calendar");
  const clipboard = g(
    {},
    rect(126, 92, 260, 420, { rx: 18, fill: C.ink, opacity: 0.06 }),
    rect(120, 84, 260, 420, { rx: 18, fill: C.accentDark }),
    rect(140, 114, 220, 372, { rx: 6, fill: C.white }),
    rect(200, 66, 100, 40, { rx: 10, fill: C.metal, stroke: C.metalStroke, "stroke-width": 2.5 }),
    circle(250, 80, 7, { fill: C.white }),
    textLines(164, 146, [140], 18, 12, C.ink),
    ...[0, 1, 2, 3, 4].map((i) =>
      checkbox(164, 190 + i * 56, 28, i < 3) +
      textLines(208, 194 + i * 56, [120, 80], 14, 7, C.line)
    ),
  );
  const cx = 430;
  const cy = 160;
  const days: string[] = [];
  for (let r = 0; r < 5; r++) {
    for (let c = 0; c < 7; c++) {
      const n = r * 7 + c;
      const dx = cx + 26 + c * 34;
      const dy = cy + 100 + r * 40;
      const marked = n === 4 || n === 11 || n === 25;
      const today = n === 16;
      days.push(
        marked
          ? circle(dx + 10, dy + 6, 14, { fill: C.accent })
          : today
          ? circle(dx + 10, dy + 6, 14, { fill: "none", stroke: C.accentDark, "stroke-width": 3 })
          : rect(dx + 2, dy, 16, 12, { rx: 3, fill: C.line }),
      );
    }
  }
  const calendar = g(
    {},
    rect(cx + 6, cy + 8, 290, 320, { rx: 18, fill: C.ink, opacity: 0.06 }),
    rect(cx, cy, 290, 320, { rx: 18, fill: C.white }),
    path(
      `M${cx} ${cy + 70} L${cx} ${cy + 18} C${cx} ${cy + 8} ${cx + 8} ${cy} ${cx + 18} ${cy} L${
        cx + 272
      } ${cy} C${cx + 282} ${cy} ${cx + 290} ${cy + 8} ${cx + 290} ${cy + 18} L${cx + 290} ${
        cy + 70
      } Z`,
      { fill: C.accent },
    ),
    textLines(cx + 90, cy + 30, [110], 16, 12, C.white),
    rect(cx + 60, cy - 16, 14, 36, {
      rx: 7,
      fill: C.metal,
      stroke: C.metalStroke,
      "stroke-width": 2,
    }),
    rect(cx + 216, cy - 16, 14, 36, {
      rx: 7,
      fill: C.metal,
      stroke: C.metalStroke,
      "stroke-width": 2,
    }),
    ...days,
  );
  return circle(400, 300, 270, { fill: C.accentSoft }) + clipboard + calendar;
}

export function miopApp(): string {
  const x = 270;
  const y = 40;
  const w = 260;
  const top = y + 50;
  const daysRow = [0, 1, 2, 3, 4, 5, 6]
    .map((i) =>
      circle(x + 42 + i * 29, top + 70, 11, {
        fill: i === 3 ? C.accent : i < 3 ? C.cartilage : C.surface,
      })
    )
    .join("");
  const rows = [0, 1, 2, 3]
    .map((i) => {
      const ry = top + 96 + i * 70;
      const done = i < 2;
      return (
        rect(x + 26, ry, w - 52, 60, { rx: 12, fill: C.surface }) +
        circle(x + 56, ry + 30, 19, { fill: C.accentSoft }) +
        path(`M${x + 48} ${ry + 19} L${x + 56} ${ry + 33} L${x + 66} ${ry + 41}`, {
          fill: "none",
          stroke: C.accent,
          "stroke-width": 5,
        }) +
        textLines(x + 88, ry + 14, [90], 14, 9, C.ink) +
        rect(x + 88, ry + 36, 100, 8, { rx: 4, fill: C.line }) +
        rect(x + 88, ry + 36, done ? 100 : i === 2 ? 40 : 10, 8, { rx: 4, fill: C.accent }) +
        checkbox(x + w - 68, ry + 17, 26, done)
      );
    })
    .join("");
  const screen = textLines(x + 30, top + 6, [130], 14, 14, C.ink) +
    textLines(x + 30, top + 30, [90], 14, 8, C.line) +
    daysRow +
    rows +
    rect(x + 26, y + 432, w - 52, 40, { rx: 20, fill: C.accent }) +
    textLines(x + 90, y + 448, [80], 14, 8, C.white);
  return (
    circle(160, 420, 120, { fill: C.accentSoft }) +
    circle(660, 170, 140, { fill: C.accentSoft }) +
    circle(690, 470, 40, { fill: C.cartilage, opacity: 0.6 }) +
    phone(x, y, w, 520, screen)
  );
}
