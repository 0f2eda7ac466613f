/**
 * Validation of a story submission: bounded fields and, for anything wrong, words a patient
 * understands. This is the boundary where the form's wire names (`description`, `rating`: spec §7)
 * become the names the story keeps from here to the feed (`text`, `stars`: spec §3), and where
 * every field is trimmed — once.
 */
import { z } from "zod";
import { STORY_LIMITS } from "../../lib/field-limits.ts";
import type { StorySubmission } from "../../lib/wire-types.ts";
import type { StoryDraft } from "./story.ts";
import { longText, nameText, requiredText } from "../text-fields.ts";

/** The hidden field a person never sees; bots fill it in. */
export const HONEYPOT_FIELD = "website";

const storySchema = z.object({
  firstName: nameText("first name", STORY_LIMITS.nameMax),
  lastName: nameText("last name", STORY_LIMITS.nameMax),
  phone: requiredText("phone number", STORY_LIMITS.phoneMax)
    .refine((phone) => (phone.match(/\d/g) ?? []).length >= 6, {
      error: "Please enter a phone number we can reach you on.",
    }),
  email: requiredText("email address", STORY_LIMITS.emailMax)
    .pipe(z.email({ error: "Please enter a valid email address, like name@example.com." })),
  description: longText({
    min: STORY_LIMITS.descriptionMin,
    max: STORY_LIMITS.descriptionMax,
    missing: "Please tell us about your experience.",
    asText: "Your story must be written as text.",
    tooShort:
      `Please tell us a little more about your experience (at least ${STORY_LIMITS.descriptionMin} characters).`,
    tooLong: "Your story is too long. Please keep it to 5,000 characters or fewer.",
    unacceptable:
      "Your story contains characters we cannot accept (such as invisible control or text-direction characters).",
  }),
  rating: z
    .number({ error: "Please choose a rating from 1 to 5 stars." })
    .int({ error: "Please choose a rating from 1 to 5 stars." })
    .min(1, { error: "Please choose a rating from 1 to 5 stars." })
    .max(5, { error: "Please choose a rating from 1 to 5 stars." }),
  stayAnonymous: z.boolean({ error: "Please say whether your story should be shown anonymously." }),
}, { error: "Please send the story form's fields." });

export type StoryInputResult = { ok: true; value: StoryDraft } | { ok: false; error: string };

/** Checks a parsed JSON body; on failure, every problem in one sentence each. */
export function parseStorySubmission(body: unknown): StoryInputResult {
  const result = storySchema.safeParse(body);
  if (result.success) {
    const submission: StorySubmission = result.data;
    const { description, rating, ...rest } = submission;
    return { ok: true, value: { ...rest, text: description, stars: rating } };
  }
  const messages = [...new Set(result.error.issues.map((issue) => issue.message))];
  return { ok: false, error: messages.join(" ") };
}

/** True when the honeypot field holds anything: answer as if accepted, store nothing. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== "" && value !== false;
}
