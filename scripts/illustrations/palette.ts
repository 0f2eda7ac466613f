/** The only colours the illustrations may use (see the illustration brief): the site's, plus anatomy. */
import { colours } from "../../lib/design-tokens.ts";

export const C = {
  ink: colours.ink,
  muted: colours.muted,
  line: colours.line,
  surface: colours.surface,
  white: colours.bg,
  accent: colours.accent,
  accentSoft: colours.accentSoft,
  accentDark: colours.accentDark,
  bone: "#efe6d6",
  boneStroke: "#b9a98c",
  cartilage: "#bfe0ea",
  muscle: "#e9b9a5",
  ligament: "#d98c6a",
  problem: "#c2553d",
  metal: "#aab4bd",
  metalStroke: "#6d7882",
  plastic: "#f7f7f2",
} as const;

export const ALLOWED_COLOURS: readonly string[] = Object.values(C);
