import { C } from "../palette.ts";
import { g, path, type Place, xf } from "../svg.ts";
import { BONE } from "./knee-front.ts";

/**
 * A right knee seen from the outer side, straight, in an 800×600 frame: the front of the knee
 * (kneecap) faces the viewer's right, the back of the knee the left. Joint line near y = 360.
 */

export const FEMUR =
  `M365 -10 L365 160 C365 200 330 214 312 246 C296 276 300 320 326 342 C348 360 388 362 418 352
  C446 342 462 316 464 286 C466 256 452 230 446 200 L445 -10 Z`;
export const TIBIA =
  `M318 376 C318 368 328 365 342 366 L446 368 C462 369 470 376 468 388 C466 402 468 416 476 428
  C482 442 470 454 460 462 C452 474 450 494 450 520 L450 610 L378 610 L378 500 C378 472 364 452 348 432
  C330 412 316 396 318 376 Z`;
export const FIBULA =
  `M330 402 C322 412 324 430 334 438 L342 610 L360 610 L358 442 C368 432 368 412 360 402
  C352 394 338 394 330 402 Z`;
export const PATELLA =
  `M476 206 C496 204 510 224 512 250 C514 280 506 304 490 314 C480 310 474 298 471 282
  C468 262 468 230 476 206 Z`;
export const PATELLA_CARTILAGE =
  `M474 220 C469 240 469 266 472 284 C474 296 480 306 488 313 C478 311 470 300 467 286
  C463 266 464 238 474 220 Z`;
export const TROCHLEA_CARTILAGE =
  `M448 206 C456 228 463 254 463 284 C463 304 458 320 450 332 C454 318 457 302 457 284
  C457 256 450 232 442 212 Z`;
export const CART_FEMUR =
  `M302 306 C308 332 330 352 362 358 C390 362 418 358 440 346 C424 360 398 366 366 364
  C334 362 306 340 302 306 Z`;
export const CART_TIBIA =
  `M324 369 C330 366 336 366 342 366 L446 368 C454 368 460 370 462 374 L342 374 C334 374 328 373 324 369 Z`;
export const MENISCUS_BACK =
  `M318 356 C324 353 334 355 344 360 L362 368 L320 370 C316 366 315 360 318 356 Z`;
export const MENISCUS_FRONT =
  `M462 356 C456 353 448 355 440 360 L426 369 L464 370 C468 366 467 360 462 356 Z`;
export const QUAD_TENDON =
  `M470 -10 L494 -10 C494 80 496 160 498 210 L478 210 C474 160 470 80 470 -10 Z`;
export const PATELLAR_TENDON =
  `M486 300 C494 302 500 306 502 310 C494 352 486 396 482 432 L464 432 C470 390 478 346 486 300 Z`;
/** Cruciate ligaments as if seen through the outer condyle. */
export const ACL = `M366 304 C378 298 392 302 398 312 L440 364 L422 368 L370 318 Z`;
/** A ligament stump from a to b, width w, with a frayed torn end at b. */
function stump(a: [number, number], b: [number, number], w: number): string {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const ux = (b[0] - a[0]) / len;
  const uy = (b[1] - a[1]) / len;
  const nx = -uy * (w / 2);
  const ny = ux * (w / 2);
  const pts: string[] = [`${a[0] + nx} ${a[1] + ny}`, `${b[0] + nx} ${b[1] + ny}`];
  const teeth = 4;
  for (let i = 1; i < teeth * 2; i++) {
    const f = 1 - i / (teeth * 2);
    const out = i % 2 === 1 ? -7 : 3;
    pts.push(`${b[0] + nx * (2 * f - 1) + ux * out} ${b[1] + ny * (2 * f - 1) + uy * out}`);
  }
  pts.push(`${b[0] - nx} ${b[1] - ny}`, `${a[0] - nx} ${a[1] - ny}`);
  return `M${
    pts.map((p) => p.split(" ").map((n) => Math.round(Number(n) * 10) / 10).join(" ")).join(" L")
  } Z`;
}
export const ACL_TORN_UPPER = stump([380, 304], [402, 332], 20);
export const ACL_TORN_LOWER = stump([432, 368], [414, 344], 20);

export const PCL = `M424 310 C416 300 402 302 396 312 L344 370 L362 374 L418 322 Z`;
/** The notch between the condyles where the cruciates run, shown as a shadow. */
export const NOTCH =
  `M352 300 C370 282 424 282 440 300 C452 320 452 350 446 364 L338 372 C334 346 338 316 352 300 Z`;

export const LEG =
  `M272 -10 C274 80 276 180 290 260 C300 330 282 390 270 450 C258 520 284 580 292 610
  L496 610 C494 560 496 520 498 480 C500 440 530 380 534 320 C538 260 526 200 530 120 C532 70 534 30 536 -10 Z`;

export interface KneeSideOptions {
  place?: Place;
  leg?: boolean;
  cruciates?: "intact" | "torn-acl" | "none";
  tendons?: boolean;
}

export function kneeSide(o: KneeSideOptions = {}): string {
  const P = (d: string, a: Record<string, string | number>) => path(xf(d, o.place), a);
  const parts: string[] = [];
  if (o.leg) parts.push(P(LEG, { fill: C.white, stroke: C.line, "stroke-width": 3 }));
  parts.push(P(TIBIA, BONE), P(FIBULA, BONE), P(FEMUR, BONE));
  parts.push(P(CART_FEMUR, { fill: C.cartilage }), P(CART_TIBIA, { fill: C.cartilage }));
  parts.push(P(TROCHLEA_CARTILAGE, { fill: C.cartilage }));
  const m = { fill: C.cartilage, stroke: C.accent, "stroke-width": 1.5 };
  parts.push(P(MENISCUS_BACK, m), P(MENISCUS_FRONT, m));
  const cru = o.cruciates ?? "intact";
  if (cru !== "none") {
    parts.push(
      P(NOTCH, {
        fill: C.white,
        "fill-opacity": 0.6,
        stroke: C.boneStroke,
        "stroke-width": 2,
        "stroke-dasharray": "5 5",
      }),
    );
    parts.push(P(PCL, { fill: C.ligament, opacity: 0.75 }));
    if (cru === "intact") parts.push(P(ACL, { fill: C.ligament }));
    else {parts.push(
        P(ACL_TORN_UPPER, { fill: C.ligament }),
        P(ACL_TORN_LOWER, { fill: C.ligament }),
      );}
  }
  if (o.tendons !== false) {
    parts.push(P(QUAD_TENDON, { fill: C.ligament }), P(PATELLAR_TENDON, { fill: C.ligament }));
  }
  parts.push(P(PATELLA, BONE), P(PATELLA_CARTILAGE, { fill: C.cartilage }));
  return g({}, ...parts);
}
