import { C } from "../palette.ts";
import { band, g, path, type Place, xf } from "../svg.ts";
import { BONE } from "./knee-front.ts";

/**
 * The top of a right shin bone (tibial plateau) seen from above, front of the knee at the top,
 * with the two C-shaped menisci: the inner (medial) one on the viewer's left, the outer
 * (lateral) one on the right. 800×600 frame.
 */

export const PLATEAU =
  `M400 178 C470 150 600 150 646 200 C690 250 680 360 626 414 C584 454 500 452 444 432
  C424 426 412 444 400 444 C388 444 376 426 356 432 C300 452 216 454 174 414 C120 360 110 250 154 200
  C200 150 330 150 400 178 Z`;

/** Inner meniscus: a wide, open C, thicker at the back (bottom). */
const taper = (t: number) => 0.3 + 0.7 * Math.sin(Math.PI * t) ** 0.35;
export const MEDIAL_MENISCUS = band(
  282,
  304,
  122,
  130,
  -48,
  -306,
  (t) => (30 + 16 * t) * taper(t),
  40,
);
/** Outer meniscus: almost a ring, even in width. */
export const LATERAL_MENISCUS = band(520, 304, 106, 112, -150, 150, (t) => 36 * taper(t), 40);

/** Attachment footprints of the cruciate ligaments between the menisci. */
export const ACL_FOOT =
  `M386 232 C398 220 420 222 426 236 C430 252 414 262 400 258 C388 254 380 244 386 232 Z`;
export const PCL_FOOT =
  `M384 380 C392 368 412 368 418 380 C422 394 410 404 400 404 C388 404 380 392 384 380 Z`;

/** A flap tear in the back of the inner meniscus, and the gap it leaves. */
export const TEAR = `M190 410 L204 398 L198 392 L214 384 L208 376 L226 366`;
/** The worn, exposed cartilage inside each meniscus. */
export const CART_MED =
  `M196 304 C196 248 236 204 288 204 C340 204 380 248 380 304 C380 360 340 404 288 404 C236 404 196 360 196 304 Z`;
export const CART_LAT =
  `M428 304 C428 252 466 210 516 210 C566 210 604 252 604 304 C604 356 566 398 516 398 C466 398 428 356 428 304 Z`;

export function meniscusTop(o: { place?: Place; tear?: boolean } = {}): string {
  const P = (d: string, a: Record<string, string | number>) => path(xf(d, o.place), a);
  const m = { fill: C.cartilage, stroke: C.accent, "stroke-width": 2.5 };
  const parts = [
    P(PLATEAU, BONE),
    P(CART_MED, { fill: C.cartilage, opacity: 0.5 }),
    P(CART_LAT, { fill: C.cartilage, opacity: 0.5 }),
    P(ACL_FOOT, { fill: C.ligament }),
    P(PCL_FOOT, { fill: C.ligament }),
    P(MEDIAL_MENISCUS, m),
    P(LATERAL_MENISCUS, m),
  ];
  if (o.tear) {
    parts.splice(
      1,
      0,
      P(
        `M150 388 C150 360 180 340 208 340 C238 340 262 364 262 390 C262 418 238 440 208 440 C180 440 150 418 150 388 Z`,
        { fill: C.problem, opacity: 0.16 },
      ),
    );
    parts.push(P(TEAR, { fill: "none", stroke: C.problem, "stroke-width": 4 }));
  }
  return g({}, ...parts);
}
