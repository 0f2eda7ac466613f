import { C } from "../palette.ts";
import type { IllustrationName } from "../../../content/illustrations.ts";
import * as conditions from "./conditions.ts";
import * as treatments from "./treatments.ts";
import * as documents from "./documents.ts";
import * as brand from "./brand.ts";
import * as rooms from "./rooms.ts";
import * as care from "./care.ts";
import { hero } from "./hero.ts";
import { posterBody } from "../video-frames.ts";

export interface Drawing {
  body: string;
  /** Page colour behind the drawing; "none" leaves it transparent. Defaults to the surface colour. */
  background?: string;
}

const plain = (f: () => string) => (): Drawing => ({ body: f() });

export const drawings: Partial<Record<IllustrationName, () => Drawing>> = {
  kneeArthritis: plain(conditions.kneeArthritis),
  cartilageTear: plain(conditions.cartilageTear),
  aclInjury: plain(conditions.aclInjury),
  anteriorKneePain: plain(conditions.anteriorKneePain),
  nonSurgicalKnees: plain(treatments.nonSurgicalKnees),
  kneeArthroscopy: plain(treatments.kneeArthroscopy),
  aclReconstruction: plain(treatments.aclReconstruction),
  totalKneeReplacement: plain(treatments.totalKneeReplacement),
  partialKneeReplacement: plain(treatments.partialKneeReplacement),
  partialKneeBefore: plain(treatments.partialKneeBefore),
  partialKneeAfter: plain(treatments.partialKneeAfter),
  kneeOsteotomy: plain(treatments.kneeOsteotomy),
  patellarRealignment: plain(treatments.patellarRealignment),
  patellarStabilization: plain(treatments.patellarStabilization),
  nonSurgicalHips: plain(treatments.nonSurgicalHips),
  hipReplacement: plain(treatments.hipReplacement),
  procedureKnee: plain(treatments.procedureKnee),
  procedureHip: plain(treatments.procedureHip),
  orthobiologicsGuide: () => ({ body: documents.orthobiologicsGuide(), background: C.white }),
  hipReplacementGuide: () => ({ body: documents.hipReplacementGuide(), background: C.white }),
  guideCover: () => ({ body: documents.guideCover(), background: C.white }),
  consultingRoom: plain(rooms.consultingRoom),
  operatingTheatre: plain(rooms.operatingTheatre),
  roboticArm: plain(rooms.roboticArm),
  physiotherapy: plain(care.physiotherapy),
  miopAppCard: plain(care.miopAppCard),
  prePostCare: plain(care.prePostCare),
  miopApp: plain(care.miopApp),
  hero: () => ({ body: hero(), background: "none" }),
  roboticArmVideoPoster: () => ({ body: posterBody(), background: "none" }),
  ogDefault: () => ({ body: brand.ogDefault(), background: "none" }),
};

/** Files outside the manifest, by path under static/. */
export function extraFiles(): Record<string, string> {
  return { "favicon.svg": brand.favicon() };
}
