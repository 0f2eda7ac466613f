/** The Get in Touch block on /knee-procedures. */
import { type GetInTouch, getInTouchSchema } from "./schema.ts";

export const getInTouch: GetInTouch = getInTouchSchema.parse({
  heading: "Get in Touch",
  intro:
    "Have a question about a knee procedure? Send us a message and the practice team will get back to you.",
  urgentNote:
    "Please do not use this form for urgent medical problems. Call NHS 111, or 999 in an emergency.",
});
