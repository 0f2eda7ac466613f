/**
 * The four condition pages (spec §2), in menu order: one module each under conditions/.
 */
import { aclLigamentInjurySportsKneeInjury } from "./conditions/acl-ligament-injury-sports-knee-injury.ts";
import { anteriorKneePain } from "./conditions/anterior-knee-pain.ts";
import { cartilageTear } from "./conditions/cartilage-tear.ts";
import { kneeArthritis } from "./conditions/knee-arthritis.ts";
import type { ConditionPage } from "./conditions/schema.ts";

export const conditions: ConditionPage[] = [
  kneeArthritis,
  cartilageTear,
  aclLigamentInjurySportsKneeInjury,
  anteriorKneePain,
];
