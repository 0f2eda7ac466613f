import { C } from "../palette.ts";
import { g, path, type Place, xf } from "../svg.ts";

/**
 * A right knee seen from the front, drawn in an 800×600 frame centred on x = 400 with the
 * joint line near y = 332. The outer (lateral) side with the fibula is on the viewer's left,
 * the inner (medial) side on the right.
 */

export const BONE = { fill: C.bone, stroke: C.boneStroke, "stroke-width": 3 };
export const METAL = { fill: C.metal, stroke: C.metalStroke, "stroke-width": 2.5 };
export const PLASTIC = { fill: C.plastic, stroke: C.metalStroke, "stroke-width": 2 };

export const FEMUR = `M352 -10 L352 150 C352 198 302 214 293 258 C287 290 293 316 322 323
  C346 328 370 325 385 315 C391 303 395 293 400 291 C405 293 409 303 415 315
  C430 325 456 329 482 323 C509 316 516 290 510 260 C501 214 448 198 448 150 L448 -10 Z`;

export const TIBIA =
  `M292 350 C290 340 300 338 322 338 L386 339 C390 333 393 328 396 328 C399 333 401 337 404 337
  C407 332 410 327 413 328 C416 333 418 339 420 339 L480 338 C504 338 512 342 510 351
  C508 372 494 387 472 400 C456 410 450 430 450 462 L450 610 L362 610 L362 472
  C362 432 350 412 330 401 C306 388 293 372 292 350 Z`;

/** The tibia after its top has been cut flat for a total knee replacement. */
export const TIBIA_CUT =
  `M292 356 L510 356 C508 374 494 387 472 400 C456 410 450 430 450 462 L450 610 L362 610
  L362 472 C362 432 350 412 330 401 C306 388 293 374 292 356 Z`;

export const FIBULA = `M312 380 C298 381 291 392 294 405 C297 417 306 424 311 434 L318 610 L336 610
  L335 432 C342 420 344 400 338 389 C333 381 322 379 312 380 Z`;

export const PATELLA =
  `M400 196 C432 196 458 212 458 242 C458 268 428 300 400 308 C372 300 342 268 342 242
  C342 212 368 196 400 196 Z`;

/** Patellar tendon from the lower kneecap to the bump on the front of the shin (tibial tubercle). */
export const PATELLAR_TENDON =
  `M380 292 C384 330 386 380 388 428 L414 428 C414 380 416 330 420 292 Z`;
export const TUBERCLE =
  `M384 418 C392 410 408 410 416 418 C420 430 418 444 410 452 C404 456 396 456 390 452 C382 444 380 430 384 418 Z`;

export const CART_FEMUR_LAT = `M297 296 C302 314 318 322 340 323 C360 323 376 319 385 311
  C382 322 366 331 340 331 C314 331 295 318 297 296 Z`;
export const CART_FEMUR_MED = `M415 311 C424 319 442 324 462 324 C484 324 500 316 504 296
  C507 318 488 331 462 331 C436 331 418 322 415 311 Z`;
export const CART_TIBIA_LAT =
  `M298 341 C304 338 314 338 322 338 L384 339 L384 347 L320 347 C308 347 300 346 298 341 Z`;
export const CART_TIBIA_MED =
  `M420 339 L480 338 C492 338 500 339 506 342 C500 346 490 347 480 347 L420 347 Z`;

/** Worn cartilage on the inner side: thin and patchy. */
export const CART_WORN_MED = [
  `M418 314 C428 320 440 323 452 324 L450 328 C438 327 426 323 418 318 Z`,
  `M486 322 C494 318 500 310 503 300 L505 306 C502 316 496 322 488 326 Z`,
  `M424 339 L452 339 L452 342 L424 342 Z`,
  `M486 339 L500 340 L500 343 L486 343 Z`,
];

/** Small bony spurs (osteophytes) at the edges of the inner and outer sides of the joint. */
export const SPURS = [
  `M509 296 C516 298 522 302 526 310 C518 310 512 308 508 306 Z`,
  `M510 340 C518 338 524 334 527 328 C528 338 522 348 510 352 Z`,
  `M293 300 C287 302 282 306 278 312 C285 312 290 310 293 308 Z`,
];

export const MENISCUS_LAT =
  `M291 331 C294 330 298 330 302 331 L338 338 L302 345 C297 345 293 344 291 342 Z`;
export const MENISCUS_MED =
  `M509 331 C506 330 502 330 498 331 L462 338 L498 345 C503 345 507 344 509 342 Z`;

export const LCL = `M291 262 C283 300 285 350 296 388 L306 386 C297 350 295 300 301 264 Z`;
export const MCL = `M509 252 C518 300 518 380 500 430 L490 426 C506 380 506 300 498 254 Z`;

/** The outline of the leg around the bones. */
export const LEG =
  `M236 -10 C240 120 256 230 262 300 C266 360 252 420 264 500 C270 550 282 590 286 610
  L530 610 C536 560 548 500 546 440 C544 380 536 340 540 290 C546 210 560 110 566 -10 Z`;

/** Metal femoral component of a total knee replacement, capping both condyles. */
export const FEMORAL_COMPONENT =
  `M287 268 C282 300 292 324 322 330 C348 335 372 332 387 320 L393 305 L407 305 L413 320
  C428 332 456 336 482 330 C514 322 519 296 513 268 L498 270 C502 292 496 308 480 313
  C458 318 436 314 424 306 L418 292 L382 292 L376 306 C364 314 342 318 320 313 C304 308 298 292 302 270 Z`;
export const TIBIAL_INSERT =
  `M296 336 C320 329 362 330 386 334 L392 328 L408 328 L414 334 C440 330 482 329 504 336
  L504 350 L296 350 Z`;
export const TIBIAL_TRAY = `M292 350 L508 350 L508 360 L292 360 Z`;
export const TIBIAL_KEEL = `M384 360 L416 360 L410 446 C406 452 394 452 390 446 Z`;

/** Partial (inner side) implant: a metal runner on the inner condyle and a half tray. */
export const MEDIAL_RUNNER = `M413 318 C428 332 456 336 482 330 C514 322 519 296 513 270 L499 272
  C503 292 496 308 480 313 C458 318 438 316 424 306 Z`;
export const MEDIAL_INSERT = `M418 336 C444 330 484 330 506 337 L506 350 L418 350 Z`;
export const MEDIAL_TRAY = `M418 350 L510 350 L510 360 L418 360 Z`;
export const MEDIAL_PEG = `M452 360 L468 360 L466 392 L454 392 Z`;

export interface KneeFrontOptions {
  place?: Place;
  leg?: boolean;
  patella?: "solid" | "ghost" | "none";
  patellarTendon?: boolean;
  ligaments?: boolean;
  menisci?: boolean;
  cartilage?: "healthy" | "worn-medial" | "none";
  spurs?: boolean;
  implant?: "total" | "medial";
  /** Extra layers drawn over the bones but under the kneecap. */
  inner?: string;
}

export function kneeFront(o: KneeFrontOptions = {}): string {
  const P = (d: string, a: Record<string, string | number>) => path(xf(d, o.place), a);
  const cart = o.implant === "total" ? "none" : (o.cartilage ?? "healthy");
  const parts: string[] = [];
  if (o.leg) parts.push(P(LEG, { fill: C.white, stroke: C.line, "stroke-width": 3 }));
  parts.push(P(FIBULA, BONE));
  if (o.ligaments) parts.push(P(LCL, { fill: C.ligament }));
  parts.push(P(o.implant === "total" ? TIBIA_CUT : TIBIA, BONE));
  parts.push(P(FEMUR, BONE));
  if (o.spurs) { for (const s of SPURS) parts.push(P(s, BONE)); }
  if (cart !== "none") {
    parts.push(P(CART_FEMUR_LAT, { fill: C.cartilage }), P(CART_TIBIA_LAT, { fill: C.cartilage }));
    if (cart === "healthy" && o.implant !== "medial") {
      parts.push(
        P(CART_FEMUR_MED, { fill: C.cartilage }),
        P(CART_TIBIA_MED, { fill: C.cartilage }),
      );
    } else if (o.implant !== "medial") {
      for (const w of CART_WORN_MED) parts.push(P(w, { fill: C.cartilage }));
    }
  }
  if (o.implant === "total") {
    parts.push(
      P(TIBIAL_KEEL, METAL),
      P(TIBIAL_TRAY, METAL),
      P(TIBIAL_INSERT, PLASTIC),
      P(FEMORAL_COMPONENT, METAL),
    );
  } else if (o.implant === "medial") {
    parts.push(
      P(MEDIAL_PEG, METAL),
      P(MEDIAL_TRAY, METAL),
      P(MEDIAL_INSERT, PLASTIC),
      P(MEDIAL_RUNNER, METAL),
    );
  }
  if (o.menisci) {
    const m = { fill: C.cartilage, stroke: C.accent, "stroke-width": 1.5 };
    if (o.implant !== "total") parts.push(P(MENISCUS_LAT, m));
    if (!o.implant) parts.push(P(MENISCUS_MED, m));
  }
  if (o.ligaments) parts.push(P(MCL, { fill: C.ligament }));
  if (o.inner) parts.push(o.inner);
  if (o.patellarTendon) parts.push(P(PATELLAR_TENDON, { fill: C.ligament, opacity: 0.9 }));
  const pat = o.patella ?? "solid";
  if (pat === "solid") parts.push(P(PATELLA, { ...BONE, "fill-opacity": 0.85 }));
  if (pat === "ghost") {
    parts.push(
      P(PATELLA, {
        fill: "none",
        stroke: C.boneStroke,
        "stroke-width": 2,
        "stroke-dasharray": "6 6",
      }),
    );
  }
  return g({}, ...parts);
}
