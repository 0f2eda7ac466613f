/**
 * The ten treatment pages (spec §2), in menu order: one module each under treatments/. Adding a
 * page means adding its module here and its link in the menu; the route table maps over this list.
 */
import { aclReconstruction } from "./treatments/acl-reconstruction.ts";
import { hipReplacement } from "./treatments/hip-replacement.ts";
import { kneeArthroscopy } from "./treatments/knee-arthroscopy.ts";
import { kneeOsteotomy } from "./treatments/knee-osteotomy.ts";
import { nonSurgicalTreatmentForHips } from "./treatments/non-surgical-treatment-for-hips.ts";
import { nonSurgicalTreatmentForKnees } from "./treatments/non-surgical-treatment-for-knees.ts";
import { partialKneeReplacement } from "./treatments/partial-knee-replacement.ts";
import { patellarRealignment } from "./treatments/patellar-realignment.ts";
import { patellarStabilization } from "./treatments/patellar-stabilization.ts";
import type { TreatmentPage } from "./treatments/schema.ts";
import { totalKneeReplacement } from "./treatments/total-knee-replacement.ts";

export const treatments: TreatmentPage[] = [
  nonSurgicalTreatmentForKnees,
  kneeArthroscopy,
  aclReconstruction,
  totalKneeReplacement,
  partialKneeReplacement,
  kneeOsteotomy,
  patellarRealignment,
  patellarStabilization,
  nonSurgicalTreatmentForHips,
  hipReplacement,
];
