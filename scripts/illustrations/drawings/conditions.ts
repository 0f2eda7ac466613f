import { C } from "../palette.ts";
import { at, callout, circle, drawsLabels, ellipse, label, path, placeAt } from "../svg.ts";
import { kneeFront } from "../anatomy/knee-front.ts";
import { kneeSide } from "../anatomy/knee-side.ts";
import { meniscusTop } from "../anatomy/meniscus-top.ts";
import { rubbing } from "./treatments.ts";

const halo = (x: number, y: number, r: number) =>
  circle(x, y, r, { fill: C.problem, opacity: 0.14 });
const backdrop = (x: number, y: number, r: number) => circle(x, y, r, { fill: C.accentSoft });

export function kneeArthritis(): string {
  const p = placeAt(1.2, 400, 300, 400, 332);
  const [mx, my] = at(p, 466, 334);
  const rub = rubbing(p);
  return (
    backdrop(400, 300, 250) +
    kneeFront({ place: p, cartilage: "worn-medial", spurs: true }) +
    halo(mx, my, 74) +
    rub +
    callout(40, 200, "Healthy cartilage", ...at(p, 330, 327), "start") +
    callout(770, 180, "Worn cartilage", ...at(p, 470, 330), "end") +
    callout(770, 430, "Bone spur", ...at(p, 522, 338), "end") +
    callout(40, 470, "Shin bone (tibia)", ...at(p, 390, 440), "start")
  );
}

export function cartilageTear(): string {
  const p = placeAt(1.05, 400, 320, 400, 304);
  return (
    meniscusTop({ place: p, tear: true }) +
    label(400, 60, "Front of knee", { anchor: "middle" }) +
    (drawsLabels()
      ? path(`M400 74 L400 104 M392 96 L400 106 L408 96`, {
        fill: "none",
        stroke: C.muted,
        "stroke-width": 2,
      })
      : "") +
    callout(40, 120, "Inner meniscus", ...at(p, 220, 206), "start") +
    callout(770, 120, "Outer meniscus", ...at(p, 580, 206), "end") +
    callout(40, 560, "Tear", ...at(p, 206, 390), "start") +
    callout(770, 560, "Top of the shin bone", ...at(p, 620, 420), "end")
  );
}

export function aclInjury(): string {
  const p = placeAt(1.25, 430, 320, 400, 340);
  const [tx, ty] = at(p, 408, 338);
  return (
    backdrop(430, 310, 250) +
    kneeSide({ place: p, cruciates: "torn-acl" }) +
    halo(tx, ty, 40) +
    callout(40, 110, "Thigh bone (femur)", ...at(p, 370, 160), "start") +
    callout(40, 330, "Torn ACL", ...at(p, 396, 326), "start") +
    callout(40, 520, "Shin bone (tibia)", ...at(p, 400, 440), "start") +
    callout(770, 170, "Kneecap", ...at(p, 494, 250), "end") +
    callout(770, 470, "PCL (intact)", ...at(p, 372, 352), "end")
  );
}

export function anteriorKneePain(): string {
  const p = placeAt(1.15, 380, 310, 400, 300);
  const [kx, ky] = at(p, 490, 270);
  const pain = ellipse(kx + 6, ky + 10, 62, 110, { fill: C.problem, opacity: 0.16 });
  const rays = [-40, -15, 10, 35]
    .map((dy) =>
      path(`M${kx + 76} ${ky + dy + 10} L${kx + 102} ${ky + dy * 1.3 + 10}`, {
        stroke: C.problem,
        "stroke-width": 3,
      })
    )
    .join("");
  return (
    backdrop(380, 300, 250) +
    kneeSide({ place: p, cruciates: "none", leg: true }) +
    pain +
    rays +
    callout(40, 120, "Thigh bone (femur)", ...at(p, 400, 150), "start") +
    callout(770, 70, "Kneecap (patella)", ...at(p, 496, 226), "end") +
    callout(40, 300, "Groove (trochlea)", ...at(p, 458, 262), "start") +
    callout(770, 540, "Pain at the front", kx + 40, ky + 100, "end")
  );
}
