import { C } from "../palette.ts";
import {
  at,
  callout,
  circle,
  clipCircle,
  depict,
  g,
  path,
  type Place,
  placeAt,
  rect,
  xf,
} from "../svg.ts";
import { BONE, kneeFront, METAL } from "../anatomy/knee-front.ts";
import { hip } from "../anatomy/hip.ts";
import { person } from "../figures.ts";

const backdrop = (x: number, y: number, r: number) => circle(x, y, r, { fill: C.accentSoft });
const halo = (x: number, y: number, r: number) =>
  circle(x, y, r, { fill: C.problem, opacity: 0.14 });
const KNEE = placeAt(1.2, 400, 300, 400, 332);

/** A screw seen side-on: a metal shaft with thread marks, from (x1,y1) to (x2,y2). */
function screw(x1: number, y1: number, x2: number, y2: number, w = 10): string {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const len = Math.hypot(dx, dy);
  const nx = (-dy / len) * (w / 2);
  const ny = (dx / len) * (w / 2);
  const threads: string[] = [];
  for (let t = 0.25; t < 0.95; t += 0.16) {
    const cx = x1 + dx * t;
    const cy = y1 + dy * t;
    threads.push(`M${cx + nx} ${cy + ny} L${cx - nx} ${cy - ny}`);
  }
  return (
    path(
      `M${x1 + nx} ${y1 + ny} L${x2 + nx * 0.4} ${y2 + ny * 0.4} L${x2 - nx * 0.4} ${
        y2 - ny * 0.4
      } L${x1 - nx} ${y1 - ny} Z`,
      METAL,
    ) +
    path(threads.join(" "), { stroke: C.metalStroke, "stroke-width": 1.5 }) +
    circle(x1, y1, w * 0.75, METAL)
  );
}

/** A curved arrow from a to b bending through c (quadratic), with a head at b. */
export function arrow(
  a: [number, number],
  c: [number, number],
  b: [number, number],
  colour: string = C.accent,
  w = 3,
): string {
  const ang = Math.atan2(b[1] - c[1], b[0] - c[0]);
  const h = 12;
  const l = [b[0] - h * Math.cos(ang - 0.5), b[1] - h * Math.sin(ang - 0.5)];
  const r = [b[0] - h * Math.cos(ang + 0.5), b[1] - h * Math.sin(ang + 0.5)];
  return (
    path(`M${a.join(" ")} Q${c.join(" ")} ${b.join(" ")}`, {
      fill: "none",
      stroke: colour,
      "stroke-width": w,
    }) +
    path(`M${l.join(" ")} L${b.join(" ")} L${r.join(" ")}`, {
      fill: "none",
      stroke: colour,
      "stroke-width": w,
    })
  );
}

/** A round inset with a small joint drawing, outlined. */
function inset(id: string, cx: number, cy: number, r: number, content: string): string {
  return (
    circle(cx, cy, r, { fill: C.white }) +
    clipCircle(id, cx, cy, r, content) +
    circle(cx, cy, r, { fill: "none", stroke: C.line, "stroke-width": 3 })
  );
}

export function nonSurgicalKnees(): string {
  depict("mat", "exercise band");
  const mat = rect(80, 440, 640, 30, { rx: 15, fill: C.white, stroke: C.line, "stroke-width": 3 });
  const band = path(
    `M560 520 C600 500 680 500 700 518 C720 536 660 552 610 548 C570 544 540 534 560 520 Z`,
    {
      fill: "none",
      stroke: C.accent,
      "stroke-width": 9,
    },
  );
  const body = person({
    head: [170, 406],
    neck: [214, 412],
    hip: [366, 412],
    armNear: [[270, 430], [330, 434]],
    armFar: [[264, 426], [322, 428]],
    legFar: [[456, 330], [526, 420], [562, 424]],
    legNear: [[476, 376], [582, 342], [590, 306]],
    hairSide: "left",
  });
  const lift = arrow([630, 420], [662, 380], [636, 338], C.accent, 3);
  const start = path(`M400 440 L620 440`, {
    stroke: C.muted,
    "stroke-width": 2,
    "stroke-dasharray": "6 8",
  });
  return (
    backdrop(400, 300, 260) +
    mat +
    body +
    start +
    lift +
    band +
    inset(
      "knee-inset",
      660,
      150,
      84,
      kneeFront({ place: placeAt(0.42, 660, 150, 400, 332), patella: "none" }),
    )
  );
}

export function kneeArthroscopy(): string {
  const p = placeAt(1.05, 400, 300, 400, 332);
  const [lx, ly] = at(p, 372, 338);
  const [rx, ry] = at(p, 428, 338);
  // Camera from the outer side (viewer's left), instrument from the inner side.
  const scope = g(
    {},
    path(`M${lx - 150} ${ly + 150} L${lx + 16} ${ly - 12}`, {
      stroke: C.metalStroke,
      "stroke-width": 10,
    }),
    path(`M${lx - 150} ${ly + 150} L${lx + 16} ${ly - 12}`, { stroke: C.metal, "stroke-width": 6 }),
    rect(lx - 200, ly + 140, 60, 36, {
      rx: 8,
      fill: C.ink,
      transform: `rotate(-44 ${lx - 170} ${ly + 158})`,
    }),
    path(
      `M${lx - 196} ${ly + 190} C${lx - 230} ${ly + 230} ${lx - 260} ${ly + 250} ${lx - 330} ${
        ly + 260
      }`,
      {
        fill: "none",
        stroke: C.ink,
        "stroke-width": 5,
      },
    ),
  );
  const probe = g(
    {},
    path(`M${rx + 160} ${ry + 150} L${rx + 8} ${ry - 6} L${rx + 22} ${ry - 10}`, {
      fill: "none",
      stroke: C.metalStroke,
      "stroke-width": 6,
    }),
    path(`M${rx + 150} ${ry + 140} L${rx + 210} ${ry + 196}`, {
      stroke: C.accentDark,
      "stroke-width": 20,
    }),
  );
  const port = (x: number, y: number) =>
    path(`M${x - 9} ${y} L${x + 9} ${y}`, { stroke: C.ink, "stroke-width": 4 });
  depict("screen");
  const screen = g(
    {},
    rect(600, 40, 170, 120, { rx: 10, fill: C.ink }),
    circle(685, 100, 46, { fill: C.accentDark }),
    path(`M648 118 C664 96 700 92 722 114 L722 128 L648 128 Z`, { fill: C.bone }),
    path(`M652 96 C672 80 706 80 720 92 C700 90 676 92 652 96 Z`, { fill: C.cartilage }),
    rect(675, 160, 20, 20, { fill: C.ink }),
  );
  return (
    backdrop(400, 300, 250) +
    kneeFront({ place: p, leg: true, patellarTendon: true, menisci: true }) +
    scope +
    probe +
    port(lx, ly) +
    port(rx, ry) +
    screen +
    callout(40, 250, "Camera", ...at(p, 300, 420), "start") +
    callout(40, 80, "Small cuts", lx, ly, "start") +
    callout(770, 470, "Instrument", rx + 120, ry + 112, "end")
  );
}

export function aclReconstruction(): string {
  const p = KNEE;
  const P = (d: string) => xf(d, p);
  const tunnel = (d: string) =>
    path(P(d), { fill: "none", stroke: C.boneStroke, "stroke-width": 30, opacity: 0.35 });
  const graftPath = `M306 236 L392 300 L404 342 L466 432`;
  return (
    backdrop(400, 300, 250) +
    kneeFront({
      place: p,
      patella: "ghost",
      inner: tunnel(`M300 232 L392 300`) +
        tunnel(`M404 342 L470 436`) +
        path(P(graftPath), {
          fill: "none",
          stroke: C.ligament,
          "stroke-width": 18,
          "stroke-linecap": "butt",
        }) +
        path(P(graftPath), {
          fill: "none",
          stroke: C.bone,
          "stroke-width": 2,
          "stroke-dasharray": "10 8",
          opacity: 0.7,
        }) +
        rect(...at(p, 286, 214), 14, 44, {
          ...METAL,
          rx: 4,
          transform: `rotate(-54 ${at(p, 293, 236).join(" ")})`,
        }) +
        screw(...at(p, 476, 450), ...at(p, 446, 404), 14),
    }) +
    callout(40, 120, "Thigh bone tunnel", ...at(p, 340, 262), "start") +
    callout(770, 250, "New ligament (graft)", ...at(p, 398, 320), "end") +
    callout(770, 520, "Shin bone tunnel and screw", ...at(p, 452, 412), "end") +
    callout(40, 330, "Fixing button", ...at(p, 292, 236), "start")
  );
}

export function totalKneeReplacement(): string {
  const p = KNEE;
  return (
    backdrop(400, 300, 250) +
    kneeFront({ place: p, implant: "total", patella: "ghost" }) +
    callout(770, 150, "Metal thigh-bone part", ...at(p, 500, 300), "end") +
    callout(40, 250, "Plastic spacer", ...at(p, 320, 342), "start") +
    callout(770, 450, "Metal shin-bone tray", ...at(p, 480, 356), "end") +
    callout(40, 470, "Stem in the bone", ...at(p, 402, 420), "start")
  );
}

function partialKnee(after: boolean): string {
  const p = KNEE;
  const [mx, my] = at(p, 466, 334);
  const labels = after
    ? callout(770, 150, "Partial implant (inner side)", ...at(p, 500, 302), "end") +
      callout(40, 200, "Own cartilage kept", ...at(p, 330, 327), "start")
    : callout(770, 150, "Worn inner side", ...at(p, 470, 330), "end") +
      callout(40, 200, "Healthy outer side", ...at(p, 330, 327), "start");
  const knee = kneeFront({
    place: p,
    cartilage: after ? "healthy" : "worn-medial",
    implant: after ? "medial" : undefined,
    menisci: true,
    patella: "ghost",
  });
  return backdrop(400, 300, 250) + knee + (after ? "" : halo(mx, my, 64) + rubbing(p)) + labels;
}

/** A zigzag where bone rubs on bone on the inner side of the knee. */
export function rubbing(p: Place): string {
  return path(
    xf(`M422 332 L432 328 L442 334 L452 328 L462 334 L472 328 L482 334 L492 328 L500 332`, p),
    {
      fill: "none",
      stroke: C.problem,
      "stroke-width": 2.5,
    },
  );
}

export const partialKneeReplacement = () => partialKnee(true);
export const partialKneeBefore = () => partialKnee(false);
export const partialKneeAfter = () => partialKnee(true);

export function kneeOsteotomy(): string {
  const p = KNEE;
  const P = (d: string) => xf(d, p);
  // Opening wedge: hinged near the outer side, opened on the inner side below the joint.
  const wedge = path(P(`M354 384 L482 390 L470 424 Z`), {
    fill: C.white,
    stroke: C.boneStroke,
    "stroke-width": 2.5,
  });
  const graft = path(P(`M380 388 L474 393 L466 416 Z`), {
    fill: C.bone,
    stroke: C.boneStroke,
    "stroke-width": 1.5,
    "stroke-dasharray": "4 4",
  });
  const platePath = P(`M486 356 C484 380 478 404 470 428 C464 448 458 470 454 494`);
  const plate = path(platePath, { fill: "none", stroke: C.metalStroke, "stroke-width": 30 }) +
    path(platePath, { fill: "none", stroke: C.metal, "stroke-width": 24 });
  const screws = [
    [485, 366],
    [481, 384],
    [464, 448],
    [458, 474],
  ]
    .map(([x, y]) => circle(...at(p, x, y), 6, { fill: C.metalStroke }))
    .join("");
  const loadBefore = path(P(`M466 -20 L466 600`), {
    stroke: C.problem,
    "stroke-width": 3,
    "stroke-dasharray": "10 10",
    opacity: 0.8,
  });
  const loadAfter = path(P(`M378 -20 L378 600`), {
    stroke: C.accent,
    "stroke-width": 3,
    "stroke-dasharray": "10 10",
  });
  return (
    backdrop(400, 300, 250) +
    kneeFront({ place: p, patella: "ghost", inner: wedge + graft }) +
    loadBefore +
    loadAfter +
    plate +
    screws +
    callout(770, 560, "Opened wedge", ...at(p, 420, 398), "end") +
    callout(770, 200, "Plate and screws", ...at(p, 484, 376), "end") +
    callout(40, 110, "Weight line after", ...at(p, 378, 130), "start") +
    callout(40, 560, "Weight line before", ...at(p, 466, 540), "start")
  );
}

export function patellarRealignment(): string {
  const p = placeAt(1.35, 400, 250, 400, 360);
  const P = (d: string) => xf(d, p);
  const shift = 28;
  const block =
    `M384 404 C392 398 408 398 416 404 L414 470 C410 490 404 500 400 502 C396 500 390 490 386 470 Z`;
  const moved = xf(block, { tx: shift });
  const tendon = `M382 292 C388 330 ${396 + shift * 0.6} 372 ${388 + shift} 404 L${
    412 + shift
  } 404 C${414 + shift * 0.6} 372 418 330 418 292 Z`;
  const screwHead = (x: number, y: number) => {
    const [cx, cy] = at(p, x, y);
    return circle(cx, cy, 9, METAL) +
      path(`M${cx - 5} ${cy} L${cx + 5} ${cy} M${cx} ${cy - 5} L${cx} ${cy + 5}`, {
        stroke: C.metalStroke,
        "stroke-width": 2,
      });
  };
  return (
    backdrop(400, 300, 250) +
    kneeFront({
      place: p,
      patella: "solid",
      inner: path(P(block), {
        fill: C.white,
        stroke: C.boneStroke,
        "stroke-width": 2,
        "stroke-dasharray": "6 6",
      }) +
        path(P(moved), BONE) +
        path(P(tendon), { fill: C.ligament, opacity: 0.9 }) +
        screwHead(400 + shift, 424) +
        screwHead(400 + shift, 456) +
        arrow(at(p, 384, 516), at(p, 400, 530), at(p, 420, 516), C.accent, 3),
    }) +
    callout(770, 540, "Bony bump moved inwards", ...at(p, 410 + shift, 490), "end") +
    callout(770, 90, "Kneecap", ...at(p, 440, 240), "end") +
    callout(40, 430, "Two screws", ...at(p, 391 + shift, 440), "start") +
    callout(40, 560, "Where it was", ...at(p, 390, 486), "start")
  );
}

export function patellarStabilization(): string {
  const p = KNEE;
  const P = (d: string) => xf(d, p);
  const ghost = xf(
    `M400 196 C432 196 458 212 458 242 C458 268 428 300 400 308 C372 300 342 268 342 242 C342 212 368 196 400 196 Z`,
    { tx: -74 },
  );
  const graft = path(P(`M454 222 C474 214 494 218 510 230 L508 254 C492 244 474 242 456 250 Z`), {
    fill: C.ligament,
    stroke: C.accentDark,
    "stroke-width": 1.5,
  });
  return (
    backdrop(400, 300, 250) +
    kneeFront({ place: p, patella: "solid", patellarTendon: true }) +
    path(P(ghost), {
      fill: "none",
      stroke: C.problem,
      "stroke-width": 2.5,
      "stroke-dasharray": "7 7",
    }) +
    graft +
    circle(...at(p, 509, 242), 7, METAL) +
    circle(...at(p, 458, 230), 5, METAL) +
    circle(...at(p, 458, 246), 5, METAL) +
    arrow(at(p, 330, 186), at(p, 362, 166), at(p, 392, 184), C.accent, 3) +
    callout(770, 120, "New ligament (MPFL graft)", ...at(p, 484, 230), "end") +
    callout(40, 80, "Kneecap held in its groove", ...at(p, 400, 214), "start") +
    callout(40, 520, "Where it used to slip out", ...at(p, 300, 296), "start")
  );
}

export function nonSurgicalHips(): string {
  depict("mat");
  const mat = rect(60, 440, 600, 30, { rx: 15, fill: C.white, stroke: C.line, "stroke-width": 3 });
  // A bridge: shoulders on the mat, hips lifted, knees bent, feet flat.
  const body = person({
    head: [150, 406],
    neck: [194, 406],
    hip: [340, 348],
    armNear: [[250, 430], [306, 434]],
    armFar: [[244, 426], [298, 428]],
    legFar: [[438, 308], [456, 418], [494, 422]],
    legNear: [[452, 318], [472, 420], [510, 424]],
    hairSide: "left",
  });
  const lift = arrow([340, 430], [318, 404], [334, 382], C.accent, 3);
  return (
    backdrop(400, 300, 260) +
    mat +
    body +
    lift +
    inset(
      "hip-inset",
      640,
      160,
      110,
      hip({ place: placeAt(0.4, 640, 160, 500, 290), background: C.white }),
    )
  );
}

export function hipReplacement(): string {
  const p = placeAt(1, 470, 300, 470, 280);
  return (
    backdrop(470, 290, 260) +
    hip({ place: p, implant: true }) +
    callout(40, 90, "Metal cup", ...at(p, 470, 184), "start") +
    callout(40, 170, "Plastic liner", ...at(p, 430, 212), "start") +
    callout(40, 260, "Ball", ...at(p, 466, 262), "start") +
    callout(40, 480, "Metal stem", ...at(p, 404, 470), "start")
  );
}

export function procedureKnee(): string {
  const p = placeAt(1.1, 400, 300, 400, 332);
  return (
    backdrop(400, 300, 250) +
    kneeFront({ place: p, ligaments: true, menisci: true, patella: "solid" }) +
    callout(40, 80, "Thigh bone (femur)", ...at(p, 380, 100), "start") +
    callout(40, 200, "Ligament", ...at(p, 296, 300), "start") +
    callout(40, 330, "Meniscus", ...at(p, 300, 338), "start") +
    callout(40, 520, "Fibula", ...at(p, 324, 500), "start") +
    callout(770, 150, "Kneecap (patella)", ...at(p, 430, 230), "end") +
    callout(770, 290, "Cartilage", ...at(p, 470, 327), "end") +
    callout(770, 520, "Shin bone (tibia)", ...at(p, 420, 500), "end")
  );
}

export function procedureHip(): string {
  const p = placeAt(1, 480, 300, 480, 280);
  return (
    backdrop(480, 290, 260) +
    hip({ place: p }) +
    callout(40, 70, "Pelvis", ...at(p, 520, 100), "start") +
    callout(40, 160, "Socket (acetabulum)", ...at(p, 440, 198), "start") +
    callout(40, 250, "Ball (femoral head)", ...at(p, 470, 262), "start") +
    callout(770, 240, "Cartilage", ...at(p, 540, 240), "end") +
    callout(40, 470, "Thigh bone (femur)", ...at(p, 392, 500), "start")
  );
}
