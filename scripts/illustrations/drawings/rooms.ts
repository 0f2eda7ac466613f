import { C } from "../palette.ts";
import { circle, clipRect, depict, ellipse, g, line, path, placeAt, rect } from "../svg.ts";
import { kneeFront } from "../anatomy/knee-front.ts";
import { plant, type Pt, segment, textLines } from "../figures.ts";

const shadow = (cx: number, cy: number, rx: number) =>
  ellipse(cx, cy, rx, 10, { fill: C.ink, opacity: 0.08 });

/** A small model of the knee bones on a stand, joint centred at (cx, cy). */
export function kneeModel(id: string, cx: number, cy: number, s: number): string {
  depict("knee model");
  const p = placeAt(s, cx, cy, 400, 332);
  const top = cy - 150 * s;
  const h = 310 * s;
  return (
    rect(cx - 3, cy + 140 * s, 6, 40 * s, { fill: C.metalStroke }) +
    rect(cx - 40 * s, cy + 176 * s, 80 * s, 12 * s, { rx: 4, fill: C.muted }) +
    clipRect(
      id,
      cx - 200 * s,
      top,
      400 * s,
      h,
      kneeFront({ place: p, ligaments: true, menisci: true, patella: "none" }),
    )
  );
}

function chairSide(x: number, floor: number, facing: 1 | -1, colour: string): string {
  depict("chair");
  const seatY = floor - 100;
  const back = facing === 1 ? x : x + 110;
  return g(
    {},
    shadow(x + 55, floor, 70),
    path(
      `M${x + 20} ${seatY + 14} L${x + 12} ${floor} M${x + 90} ${seatY + 14} L${x + 98} ${floor}`,
      { stroke: C.muted, "stroke-width": 6 },
    ),
    rect(x, seatY, 110, 18, { rx: 9, fill: colour }),
    rect(back - 9, seatY - 110, 18, 124, { rx: 9, fill: colour }),
  );
}

export function consultingRoom(): string {
  const floor = 470;
  const wall = rect(0, 0, 800, floor, { fill: C.surface });
  const floorRect = rect(0, floor, 800, 130, { fill: C.line }) +
    rect(0, floor - 8, 800, 8, { fill: C.white });
  depict("window", "desk", "computer");
  const window = g(
    {},
    rect(60, 60, 230, 250, { rx: 6, fill: C.white, stroke: C.line, "stroke-width": 3 }),
    rect(76, 76, 94, 218, { fill: C.accentSoft }),
    rect(180, 76, 94, 218, { fill: C.accentSoft }),
    path(`M90 230 L150 90 L170 90 L110 230 Z M196 250 L260 100 L272 100 L208 250 Z`, {
      fill: C.white,
      opacity: 0.7,
    }),
    rect(48, 308, 254, 12, { rx: 4, fill: C.white, stroke: C.line, "stroke-width": 2 }),
  );
  const art = g(
    {},
    rect(560, 70, 150, 120, { fill: C.white, stroke: C.line, "stroke-width": 3 }),
    clipRect(
      "art",
      570,
      80,
      130,
      100,
      kneeFront({ place: placeAt(0.3, 635, 130, 400, 332), patella: "solid" }),
    ),
  );
  // Surgeon's chair behind the desk: only its back shows above the desktop.
  const chairBack = rect(400, 250, 110, 130, { rx: 22, fill: C.accentDark });
  const desk = g(
    {},
    shadow(510, floor, 240),
    rect(300, 360, 420, 18, { rx: 4, fill: C.muted }),
    rect(318, 378, 14, floor - 378, { fill: C.muted }),
    rect(560, 378, 140, floor - 378, { fill: C.white, stroke: C.line, "stroke-width": 3 }),
    line(570, 420, 690, 420, { stroke: C.line, "stroke-width": 3 }),
    rect(616, 396, 28, 6, { rx: 3, fill: C.muted }),
    rect(616, 438, 28, 6, { rx: 3, fill: C.muted }),
  );
  const monitor = g(
    {},
    rect(598, 326, 60, 8, { rx: 3, fill: C.muted }),
    rect(622, 300, 12, 28, { fill: C.muted }),
    rect(548, 214, 160, 96, { rx: 8, fill: C.ink }),
    rect(556, 222, 144, 80, { rx: 4, fill: C.accentSoft }),
    textLines(568, 236, [60, 90, 70], 16, 7, C.accent),
    circle(672, 270, 16, { fill: C.accent, opacity: 0.6 }),
  );
  const papers = rect(470, 350, 70, 10, {
    rx: 2,
    fill: C.white,
    stroke: C.line,
    "stroke-width": 2,
  });
  const model = kneeModel("desk-model", 372, 286, 0.26);
  return (
    wall +
    window +
    art +
    floorRect +
    chairBack +
    desk +
    monitor +
    papers +
    model +
    chairSide(150, floor + 40, 1, C.accent) +
    plant(750, floor - 20, 1.1)
  );
}

/** Ceiling-mounted operating lights over a table, shared by the theatre and robot scenes. */
function theatreLights(cx: number, withBeams: boolean): string {
  depict("ceiling lights");
  const lamp = (x: number, y: number) =>
    g(
      {},
      ellipse(x, y, 74, 22, { fill: C.white, stroke: C.line, "stroke-width": 3 }),
      ellipse(x, y + 6, 52, 12, { fill: C.cartilage }),
      circle(x, y - 22, 8, { fill: C.muted }),
    );
  const beams = withBeams
    ? path(`M${cx - 170} 124 L${cx + 170} 104 L${cx + 210} 330 L${cx - 210} 330 Z`, {
      fill: C.white,
      opacity: 0.35,
    })
    : "";
  return (
    beams +
    path(
      `M${cx} 0 L${cx} 40 M${cx} 40 L${cx - 120} 80 L${cx - 120} 96 M${cx} 40 L${cx + 120} 60 L${
        cx + 120
      } 76`,
      {
        fill: "none",
        stroke: C.muted,
        "stroke-width": 8,
      },
    ) +
    circle(cx, 40, 12, { fill: C.muted }) +
    lamp(cx - 120, 118) +
    lamp(cx + 120, 98)
  );
}

function theatreRoom(floor: number): string {
  const panels = [160, 320, 480, 640].map((x) =>
    line(x, 0, x, floor - 8, { stroke: C.white, "stroke-width": 3, opacity: 0.8 })
  ).join("");
  return (
    rect(0, 0, 800, floor, { fill: C.accentSoft }) +
    panels +
    rect(0, floor, 800, 600 - floor, { fill: C.line }) +
    rect(0, floor - 8, 800, 8, { fill: C.white })
  );
}

/** An operating table with a folded drape: top, column and base. */
function table(x: number, y: number, w: number, floor: number): string {
  depict("operating table");
  const mid = x + w / 2;
  return g(
    {},
    shadow(mid, floor, w * 0.4),
    rect(mid - 70, floor - 22, 140, 22, {
      rx: 6,
      fill: C.metal,
      stroke: C.metalStroke,
      "stroke-width": 2,
    }),
    rect(mid - 20, y + 30, 40, floor - y - 50, {
      fill: C.metal,
      stroke: C.metalStroke,
      "stroke-width": 2,
    }),
    rect(x, y + 16, w, 16, { rx: 4, fill: C.metal, stroke: C.metalStroke, "stroke-width": 2 }),
    rect(x + 6, y - 6, w - 12, 24, { rx: 10, fill: C.accentDark }),
    path(
      `M${x + 40} ${y - 8} L${x + w - 20} ${y - 8} L${x + w - 10} ${y + 70} C${x + w * 0.7} ${
        y + 80
      } ${x + w * 0.4} ${y + 64} ${x + 30} ${y + 76} Z`,
      {
        fill: C.accent,
      },
    ),
    path(
      `M${x + w * 0.35} ${y + 4} L${x + w * 0.33} ${y + 66} M${x + w * 0.62} ${y + 4} L${
        x + w * 0.64
      } ${y + 70}`,
      {
        stroke: C.accentDark,
        "stroke-width": 3,
      },
    ),
    rect(x + 12, y - 20, 70, 18, { rx: 9, fill: C.white, stroke: C.line, "stroke-width": 2 }),
  );
}

function trolley(x: number, floor: number): string {
  depict("trolley");
  const top = floor - 120;
  return g(
    {},
    shadow(x + 70, floor, 80),
    rect(x, top, 140, 10, { rx: 3, fill: C.metal, stroke: C.metalStroke, "stroke-width": 2 }),
    rect(x + 10, top + 60, 120, 8, { rx: 3, fill: C.metal }),
    path(
      `M${x + 10} ${top + 10} L${x + 10} ${floor - 12} M${x + 130} ${top + 10} L${x + 130} ${
        floor - 12
      }`,
      { stroke: C.metalStroke, "stroke-width": 5 },
    ),
    circle(x + 10, floor - 8, 8, { fill: C.ink }),
    circle(x + 130, floor - 8, 8, { fill: C.ink }),
    rect(x + 14, top - 12, 112, 12, { rx: 3, fill: C.white, stroke: C.line, "stroke-width": 2 }),
    path(
      `M${x + 26} ${top - 16} L${x + 62} ${top - 16} M${x + 70} ${top - 18} L${x + 112} ${
        top - 18
      }`,
      { stroke: C.metalStroke, "stroke-width": 4 },
    ),
  );
}

function vitalsScreen(x: number, y: number, w: number, h: number): string {
  depict("screen");
  const wave = (yy: number, colour: string) =>
    path(
      `M${x + 12} ${yy} L${x + w * 0.3} ${yy} L${x + w * 0.36} ${yy - 18} L${x + w * 0.42} ${
        yy + 12
      } L${x + w * 0.48} ${yy} L${x + w - 12} ${yy}`,
      {
        fill: "none",
        stroke: colour,
        "stroke-width": 3,
      },
    );
  return g(
    {},
    rect(x, y, w, h, { rx: 8, fill: C.ink }),
    wave(y + h * 0.35, C.cartilage),
    wave(y + h * 0.72, C.accentSoft),
  );
}

export function operatingTheatre(): string {
  const floor = 470;
  return (
    theatreRoom(floor) +
    theatreLights(400, true) +
    path(`M690 0 L690 100`, { stroke: C.muted, "stroke-width": 8 }) +
    vitalsScreen(610, 100, 160, 100) +
    rect(676, 200, 28, 10, { fill: C.muted }) +
    table(200, 340, 400, floor + 40) +
    trolley(40, floor + 60) +
    shadow(700, floor + 60, 50) +
    rect(660, floor - 90, 80, 150, { rx: 8, fill: C.white, stroke: C.line, "stroke-width": 3 }) +
    textLines(676, floor - 70, [48, 36], 16, 8, C.line)
  );
}

export interface RobotPose {
  /** Absolute angles, degrees: upper arm, forearm, tool (0 = pointing right, 90 = down). */
  a1: number;
  a2: number;
  a3: number;
}

export const ROBOT_REST: RobotPose = { a1: -80, a2: 10, a3: 80 };
export const ROBOT_WORK: RobotPose = { a1: -30, a2: 28, a3: 80 };

/** Where the robot's tool tip is, for a pose, with the robot's base at (x, floor). */
export function robotJoints(x: number, floor: number, pose: RobotPose, s = 1) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const shoulder: Pt = [x + 100 * s, floor - 250 * s];
  const elbow: Pt = [
    shoulder[0] + 170 * s * Math.cos(rad(pose.a1)),
    shoulder[1] + 170 * s * Math.sin(rad(pose.a1)),
  ];
  const wrist: Pt = [
    elbow[0] + 160 * s * Math.cos(rad(pose.a2)),
    elbow[1] + 160 * s * Math.sin(rad(pose.a2)),
  ];
  const tip: Pt = [
    wrist[0] + 70 * s * Math.cos(rad(pose.a3)),
    wrist[1] + 70 * s * Math.sin(rad(pose.a3)),
  ];
  return { shoulder, elbow, wrist, tip };
}

/** A surgical robotic arm on a wheeled base: white covers, accent joints, metal tool. */
export function robot(x: number, floor: number, pose: RobotPose, s = 1): string {
  depict("robotic arm");
  const { shoulder, elbow, wrist, tip } = robotJoints(x, floor, pose, s);
  const arm = (a: Pt, b: Pt, wa: number, wb: number) =>
    segment(a, b, wa + 6 * s, wb + 6 * s, C.line) + segment(a, b, wa, wb, C.white);
  return g(
    {},
    shadow(x + 100 * s, floor, 120 * s),
    circle(x + 30 * s, floor - 12 * s, 12 * s, { fill: C.ink }),
    circle(x + 170 * s, floor - 12 * s, 12 * s, { fill: C.ink }),
    rect(x, floor - 130 * s, 200 * s, 110 * s, {
      rx: 16 * s,
      fill: C.white,
      stroke: C.line,
      "stroke-width": 3,
    }),
    rect(x, floor - 78 * s, 200 * s, 12 * s, { fill: C.accent }),
    rect(x + 70 * s, floor - 250 * s, 60 * s, 124 * s, {
      rx: 10 * s,
      fill: C.white,
      stroke: C.line,
      "stroke-width": 3,
    }),
    arm(shoulder, elbow, 44 * s, 36 * s),
    circle(shoulder[0], shoulder[1], 30 * s, { fill: C.accent }),
    circle(shoulder[0], shoulder[1], 12 * s, { fill: C.accentSoft }),
    arm(elbow, wrist, 34 * s, 26 * s),
    circle(elbow[0], elbow[1], 24 * s, { fill: C.accent }),
    circle(elbow[0], elbow[1], 9 * s, { fill: C.accentSoft }),
    segment(wrist, tip, 16 * s, 8 * s, C.metalStroke),
    segment(wrist, tip, 11 * s, 4 * s, C.metal),
    circle(wrist[0], wrist[1], 17 * s, { fill: C.accentDark }),
  );
}

/** A screen showing the plan: a knee with the planned implant outlined. */
export function planScreen(id: string, x: number, y: number, w: number, h: number): string {
  depict("screen");
  const p = placeAt(h / 640, x + w / 2, y + h / 2 + 6, 400, 332);
  return g(
    {},
    rect(x, y, w, h, { rx: 10, fill: C.ink }),
    clipRect(
      id,
      x + 8,
      y + 8,
      w - 16,
      h - 16,
      rect(x, y, w, h, { fill: C.accentDark }) +
        kneeFront({ place: p, implant: "total", patella: "none" }),
    ),
    path(`M${x + 14} ${y + 20} L${x + 40} ${y + 20}`, { stroke: C.cartilage, "stroke-width": 4 }),
  );
}

export function roboticArm(): string {
  const floor = 470;
  return (
    theatreRoom(floor) +
    path(`M660 0 L660 60`, { stroke: C.muted, "stroke-width": 8 }) +
    planScreen("robot-plan", 560, 60, 200, 140) +
    table(380, 340, 380, floor + 40) +
    robot(70, floor + 60, { a1: -38, a2: 24, a3: 78 }, 1)
  );
}
