/** Images and passages that several procedure pages share. */
import type { InlineText } from "../schema.ts";
import { illustrations } from "../illustrations.ts";

/**
 * The procedure pages' drawings: a healthy knee or hip, labelled, with the alt text that says so
 * (content/illustrations.ts) — not the page's operation, which the drawing does not show.
 */
export const kneeImage = () => illustrations.procedureKnee;
export const hipImage = () => illustrations.procedureHip;

export const arthroscopyRecovery: InlineText[] = [
  "Driving: after 4-5 days, once you can do an emergency stop safely. Check with your insurer.",
  "Desk work: within 14 days.",
  "Light sport: after 3-4 weeks.",
  "Competitive sport: after 6 weeks.",
];

export const arthroscopyRisks: InlineText[] = [
  "Infection: under 1%.",
  "Blood clot in the leg (DVT) or lungs (PE): under 1%.",
  "Swelling and stiffness that take weeks to settle.",
  "A small patch of numb skin near a cut.",
  "Pain that does not go away, or symptoms that come back.",
  "Damage to nerves or blood vessels, which is rare.",
];
