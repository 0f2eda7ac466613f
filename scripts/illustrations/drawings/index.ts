import type { IllustrationName } from "../../../pages/content/illustrations.ts";
import * as conditions from "./conditions.ts";
import * as treatments from "./treatments.ts";

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
};

export function extraFiles(): Record<string, string> {
  return {};
}
