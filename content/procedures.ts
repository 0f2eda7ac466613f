/**
 * The procedure pages (spec §2) for procedures without a treatment page, in hub order: one module
 * each under procedures/. Adding a page means adding its module here and its link on its hub.
 */
import { cartilageRepair } from "./procedures/cartilage-repair.ts";
import { glutealTendonRepair } from "./procedures/gluteal-tendon-repair.ts";
import { hipArthroscopy } from "./procedures/hip-arthroscopy.ts";
import { hipBursitisTreatment } from "./procedures/hip-bursitis-treatment.ts";
import { hipFractureSurgery } from "./procedures/hip-fracture-surgery.ts";
import { hipInjections } from "./procedures/hip-injections.ts";
import { hipResurfacing } from "./procedures/hip-resurfacing.ts";
import { kneeInjections } from "./procedures/knee-injections.ts";
import { kneeTendonRepair } from "./procedures/knee-tendon-repair.ts";
import { looseBodyRemoval } from "./procedures/loose-body-removal.ts";
import { manipulationUnderAnaesthetic } from "./procedures/manipulation-under-anaesthetic.ts";
import { meniscusRepair } from "./procedures/meniscus-repair.ts";
import { partialMeniscectomy } from "./procedures/partial-meniscectomy.ts";
import { pclReconstruction } from "./procedures/pcl-reconstruction.ts";
import { revisionHipReplacement } from "./procedures/revision-hip-replacement.ts";
import { revisionKneeReplacement } from "./procedures/revision-knee-replacement.ts";
import { roboticKneeReplacement } from "./procedures/robotic-knee-replacement.ts";
import type { ProcedurePage } from "./procedures/schema.ts";

export const procedurePages: ProcedurePage[] = [
  meniscusRepair,
  partialMeniscectomy,
  cartilageRepair,
  looseBodyRemoval,
  roboticKneeReplacement,
  revisionKneeReplacement,
  kneeInjections,
  pclReconstruction,
  kneeTendonRepair,
  manipulationUnderAnaesthetic,
  revisionHipReplacement,
  hipResurfacing,
  hipArthroscopy,
  hipInjections,
  hipBursitisTreatment,
  glutealTendonRepair,
  hipFractureSurgery,
];
