import { C } from "./palette.ts";
import { circle, el, escapeXml, g, path, placeAt, rect, svgDoc, xf } from "./svg.ts";
import { FEMORAL_COMPONENT, kneeFront, TIBIAL_INSERT, TIBIAL_TRAY } from "./anatomy/knee-front.ts";
import { robot, ROBOT_REST, robotJoints, type RobotPose } from "./drawings/rooms.ts";

/**
 * Frames of the short robotic-arm knee replacement explainer (1280×720, silent).
 * The same drawing makes the video's poster image, so poster and video match.
 */

export const VIDEO = { width: 1280, height: 720, fps: 25, seconds: 22 } as const;

/** The title cards, in order, with when each shows (seconds) and a description for captions. */
export const CARDS = [
  {
    from: 0,
    to: 5.5,
    title: "1. A 3D plan of your knee is made from a CT scan",
    description:
      "A scan line passes over a diagram of the knee and the planned implant is outlined.",
  },
  {
    from: 5.5,
    to: 11,
    title: "2. Your surgeon guides the robotic arm to the knee",
    description: "The robotic arm moves from its resting position towards the knee.",
  },
  {
    from: 11,
    to: 16.5,
    title: "3. Only the planned amount of bone is removed",
    description: "The tool stays inside the planned area while the marked bone is prepared.",
  },
  {
    from: 16.5,
    to: 22,
    title: "4. The implant is fitted to match the plan",
    description: "The arm moves away and the metal and plastic knee replacement appears in place.",
  },
] as const;

const KNEE = placeAt(1.05, 900, 320, 400, 332);
const ROBOT_X = 250;
const ROBOT_FLOOR = 640;
const ROBOT_S = 1.2;

const clamp = (x: number) => Math.max(0, Math.min(1, x));
const ease = (x: number) => {
  const t = clamp(x);
  return t * t * (3 - 2 * t);
};
const mix = (a: number, b: number, t: number) => a + (b - a) * t;
const mixPose = (a: RobotPose, b: RobotPose, t: number): RobotPose => ({
  a1: mix(a.a1, b.a1, t),
  a2: mix(a.a2, b.a2, t),
  a3: mix(a.a3, b.a3, t),
});

/** The arm pose that puts the tool tip on the outer side of the lower thigh bone. */
const [targetX, targetY] = [KNEE.tx! + 300 * KNEE.s!, KNEE.ty! + 300 * KNEE.s!];
function reachPose(tipX: number, tipY: number): RobotPose {
  // Two-link solve for the wrist, tool pointing straight down.
  const { shoulder } = robotJoints(ROBOT_X, ROBOT_FLOOR, ROBOT_REST, ROBOT_S);
  const wx = tipX;
  const wy = tipY - 70 * ROBOT_S;
  const l1 = 170 * ROBOT_S;
  const l2 = 160 * ROBOT_S;
  const dx = wx - shoulder[0];
  const dy = wy - shoulder[1];
  const d = Math.min(Math.hypot(dx, dy), l1 + l2 - 1);
  const base = Math.atan2(dy, dx);
  const inner = Math.acos((l1 * l1 + d * d - l2 * l2) / (2 * l1 * d));
  const a1 = base - inner;
  const ex = shoulder[0] + l1 * Math.cos(a1);
  const ey = shoulder[1] + l1 * Math.sin(a1);
  const a2 = Math.atan2(wy - ey, wx - ex);
  const deg = (r: number) => (r * 180) / Math.PI;
  return { a1: deg(a1), a2: deg(a2), a3: 90 };
}
const WORK = reachPose(targetX - 10, targetY - 6);

function planOutline(opacity: number): string {
  if (opacity <= 0) return "";
  const dash = { fill: "none", stroke: C.accent, "stroke-width": 3, "stroke-dasharray": "9 7" };
  return g(
    { opacity: Math.round(opacity * 100) / 100 },
    path(xf(FEMORAL_COMPONENT, KNEE), dash),
    path(xf(TIBIAL_INSERT, KNEE), dash),
    path(xf(TIBIAL_TRAY, KNEE), dash),
  );
}

function scanLine(t: number): string {
  const y = 60 + ((t * 220) % 560);
  return (
    rect(640, y - 24, 520, 24, { fill: C.accent, opacity: 0.08 }) +
    path(`M640 ${Math.round(y)} L1160 ${Math.round(y)}`, {
      stroke: C.accent,
      "stroke-width": 3,
      opacity: 0.8,
    })
  );
}

function card(text: string, n: number, opacity: number): string {
  if (opacity <= 0) return "";
  return g(
    { opacity: Math.round(opacity * 100) / 100 },
    rect(56, 610, 1168, 80, { rx: 18, fill: C.white, stroke: C.line, "stroke-width": 2 }),
    circle(106, 650, 24, { fill: C.accent }),
    el("text", {
      x: 106,
      y: 660,
      "font-size": 28,
      "font-weight": 700,
      fill: C.white,
      "text-anchor": "middle",
    }, String(n)),
    el(
      "text",
      { x: 148, y: 661, "font-size": 32, fill: C.ink },
      escapeXml(text.replace(/^\d+\.\s*/, "")),
    ),
  );
}

/** The drawing at time t (seconds). Without cards it is the poster. */
export function frameBody(t: number, withCards = true, withScan = true): string {
  const bg = rect(0, 0, 1280, 720, { fill: C.surface }) +
    circle(900, 320, 300, { fill: C.accentSoft }) +
    rect(0, 640, 1280, 80, { fill: C.line });
  // Phases.
  const scanning = t < 5.5;
  const plan = scanning ? ease((t - 2.5) / 1.5) : t < 16.5 ? 1 : 1 - ease((t - 16.5) / 1);
  const reach = t < 6 ? 0 : t < 9.5 ? ease((t - 6) / 3.5) : t < 16.5 ? 1 : 1 - ease((t - 16.5) / 3);
  const pose = mixPose(ROBOT_REST, WORK, reach);
  // While preparing bone, the tool sweeps gently along the end of the thigh bone.
  const sweep = t >= 11 && t < 16.5 ? Math.sin((t - 11) * 2.2) * 3 : 0;
  pose.a1 += sweep;
  const removed = t < 11 ? 0 : ease((t - 11.5) / 4.5);
  const implant = ease((t - 17) / 1.5);
  const boneToRemove = t >= 5.5 && t < 17
    ? path(xf(FEMORAL_COMPONENT, KNEE), {
      fill: C.accent,
      opacity: Math.round(0.35 * (1 - removed) * 100) / 100,
    })
    : "";
  const knee = kneeFront({ place: KNEE, patella: "ghost", ligaments: false }) +
    (implant > 0
      ? g(
        { opacity: Math.round(implant * 100) / 100 },
        kneeFront({ place: KNEE, implant: "total", patella: "ghost" }),
      )
      : "");
  let cards = "";
  if (withCards) {
    CARDS.forEach((c, i) => {
      const fadeIn = i === 0 ? 1 : clamp((t - c.from) / 0.4);
      const fadeOut = i === CARDS.length - 1 ? 1 : clamp((c.to - t) / 0.4);
      if (t >= c.from - 0.01 && t <= c.to) cards += card(c.title, i + 1, Math.min(fadeIn, fadeOut));
    });
  }
  return bg + knee + boneToRemove + planOutline(plan) +
    (withScan && scanning && t > 0.3 ? scanLine(t) : "") +
    robot(ROBOT_X, ROBOT_FLOOR, pose, ROBOT_S) + cards;
}

export function frameSvg(t: number): string {
  return svgDoc({
    width: VIDEO.width,
    height: VIDEO.height,
    title: "Robotic-arm assisted knee replacement",
    body: frameBody(t),
    background: "none",
  });
}

/** The poster: the arm at rest beside the knee with its plan, centre left clear for a play button. */
export function posterBody(): string {
  return frameBody(5.2, false, false);
}
