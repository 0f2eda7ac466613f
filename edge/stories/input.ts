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
import { consentWording, STORY_CONSENT_MISSING } from "../../content/story-consent.ts";
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
  // The version of the consent words the patient saw and ticked (content/story-consent.ts).
  consent: z.string({ error: STORY_CONSENT_MISSING })
    .refine((version) => consentWording(version) !== undefined, { error: STORY_CONSENT_MISSING }),
}, { error: "Please send the story form's fields." });

/** A field of the story form, by its wire name, and what is wrong with it. */
export interface StoryFieldError {
  field: keyof StorySubmission;
  message: string;
}

export type StoryInputResult =
  | { ok: true; value: StoryDraft }
  | { ok: false; error: string; errors: StoryFieldError[] };

/**
 * Checks a parsed body; on failure, every problem in one sentence each, and each bad field with
 * its message. `now` is when the patient's consent was given: the moment the story arrived.
 */
export function parseStorySubmission(body: unknown, now: Date): StoryInputResult {
  const result = storySchema.safeParse(body);
  if (result.success) {
    const submission: StorySubmission = result.data;
    const { description, rating, consent, ...rest } = submission;
    return {
      ok: true,
      value: {
        ...rest,
        text: description,
        stars: rating,
        consent: { version: consent, givenAt: now.toISOString() },
      },
    };
  }
  const messages = [...new Set(result.error.issues.map((issue) => issue.message))];
  const errors: StoryFieldError[] = [];
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== "string" || errors.some((e) => e.field === field)) continue;
    errors.push({ field: field as keyof StorySubmission, message: issue.message });
  }
  return { ok: false, error: messages.join(" "), errors };
}

/** True when the honeypot field holds anything: answer as if accepted, store nothing. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== "" && value !== false;
}

/**
 * The story form posted without JavaScript (application/x-www-form-urlencoded), as the body the
 * widget would have sent: a ticked checkbox is present, an unticked one absent; the rating is a
 * number when it is one digit (anything else stays text, and is refused with the usual message).
 */
export function storyBodyFromForm(form: URLSearchParams): Record<string, unknown> {
  const text = (name: string) => form.get(name) ?? undefined;
  const rating = text("rating");
  return {
    firstName: text("firstName"),
    lastName: text("lastName"),
    phone: text("phone"),
    email: text("email"),
    description: text("description"),
    rating: rating !== undefined && /^\d$/.test(rating) ? Number(rating) : rating,
    stayAnonymous: form.has("stayAnonymous"),
    consent: text("consent"),
    [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
  };
}
