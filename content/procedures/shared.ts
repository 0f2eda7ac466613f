/** Images and passages that several procedure pages share. */
import type { InlineText } from "../schema.ts";

export const kneeImage = (alt: string) => ({
  src: "/images/procedures/knee.svg",
  alt,
  width: 800,
  height: 600,
});
export const hipImage = (alt: string) => ({
  src: "/images/procedures/hip.svg",
  alt,
  width: 800,
  height: 600,
});

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
