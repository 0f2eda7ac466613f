import { C } from "../palette.ts";
import { arcC, g, path, type Place, pt, xf } from "../svg.ts";
import { BONE, METAL, PLASTIC } from "./knee-front.ts";

/**
 * A right hip seen from the front in an 800×600 frame: the pelvis above and to the right
 * (towards the middle of the body), the ball of the thigh bone (femoral head) sitting in the
 * socket (acetabulum), and the neck and shaft of the thigh bone below left.
 */

export const HIP_CENTRE = { x: 480, y: 262, r: 58 } as const;
const { x: HX, y: HY, r: HR } = HIP_CENTRE;
const SOCKET = HR + 8;

const at = (r: number, deg: number) => pt(HX, HY, r, r, deg).join(" ");

/** Thigh bone with its ball, or cut across the neck (for a replacement). */
function femurOutline(withHead: boolean): string {
  const start =
    `M362 610 L348 420 C342 380 330 340 330 300 C328 272 340 256 358 258 C376 260 386 270 396 276`;
  const end = `C432 392 446 400 448 414 C450 428 438 434 430 436 L446 610 Z`;
  if (withHead) {
    return `${start} C410 262 420 244 ${at(HR, 210)}${
      arcC(HX, HY, HR, HR, 210, 480)
    } C440 330 428 360 426 384 ${end}`;
  }
  return `${start} C398 282 400 288 402 292 L444 350 C434 360 428 372 426 384 ${end}`;
}

export const FEMUR = femurOutline(true);
export const FEMUR_CUT = femurOutline(false);

export const PELVIS = `M${at(SOCKET, 212)} C410 206 400 188 398 170 C396 156 384 146 374 140
  C356 130 344 112 350 96 C356 80 380 60 420 42 C470 20 540 10 600 16 C650 22 690 40 700 60
  C704 90 670 130 660 170 C650 210 656 250 680 274 C706 300 750 312 800 318 L800 452
  C750 452 690 470 640 488 C600 502 556 510 530 496 C508 484 500 452 500 420 C500 380 506 346 ${
  at(SOCKET, 60)
}
  ${arcC(HX, HY, SOCKET, SOCKET, 60, -148)} Z`;

export const OBTURATOR = `M${pt(620, 398, 60, 54, 180).join(" ")}${
  arcC(620, 398, 60, 54, 180, 540)
} Z`;

/** The gap between ball and socket, lined with cartilage. */
export const JOINT_CARTILAGE = `M${at(SOCKET, 212)}${arcC(HX, HY, SOCKET, SOCKET, 212, 420)} L${
  at(HR, 60)
}${arcC(HX, HY, HR, HR, 60, -148)} Z`;

export const CUP = `M${at(HR + 14, 196)}${arcC(HX, HY, HR + 14, HR + 14, 196, 380)} L${
  at(HR + 2, 20)
}${arcC(HX, HY, HR + 2, HR + 2, 20, -164)} Z`;
export const LINER = `M${at(HR + 2, 196)}${arcC(HX, HY, HR + 2, HR + 2, 196, 380)} L${
  at(HR - 10, 20)
}${arcC(HX, HY, HR - 10, HR - 10, 20, -164)} Z`;
export const BALL = `M${at(HR - 12, 180)}${arcC(HX, HY, HR - 12, HR - 12, 180, 540)} Z`;
export const STEM =
  `M398 296 L442 352 L426 440 L408 560 C406 570 398 570 396 560 L378 360 C376 330 384 308 398 296 Z`;
export const STEM_NECK = `M410 334 L470 254 L486 268 L428 348 Z`;

export interface HipOptions {
  place?: Place;
  implant?: boolean;
  /** Colour of whatever is behind the drawing, seen through the hole in the pelvis. */
  background?: string;
}

export function hip(o: HipOptions = {}): string {
  const P = (d: string, a: Record<string, string | number>) => path(xf(d, o.place), a);
  const parts = [
    P(PELVIS, BONE),
    P(OBTURATOR, { fill: o.background ?? C.surface, stroke: C.boneStroke, "stroke-width": 3 }),
  ];
  if (o.implant) {
    parts.push(P(FEMUR_CUT, BONE), P(STEM, METAL), P(STEM_NECK, METAL));
    parts.push(P(CUP, METAL), P(LINER, PLASTIC), P(BALL, METAL));
  } else {
    parts.push(P(JOINT_CARTILAGE, { fill: C.cartilage }), P(FEMUR, BONE));
  }
  return g({}, ...parts);
}
