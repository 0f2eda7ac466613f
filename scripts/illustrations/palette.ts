/** The only colours the illustrations may use (see the illustration brief). */
export const C = {
  ink: "#1b2733",
  muted: "#4a5a6a",
  line: "#d5dee5",
  surface: "#f3f6f8",
  white: "#ffffff",
  accent: "#0b6e8a",
  accentSoft: "#e3f1f5",
  accentDark: "#08536a",
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
