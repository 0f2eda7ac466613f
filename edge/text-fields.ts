/** The text fields the patient forms share (story, enquiry), with the messages a patient reads. */
import { z } from "zod";

/** One line of text: no control characters at all. */
export const noControlCharacters = /^[^\p{Cc}]*$/u;

/** A required one-line field, trimmed, with a clear message for each way it can be wrong. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: (issue) => issue.input === undefined || issue.input === null ? `Please enter your ${label}.` : `Your ${label} must be written as text.` })
    .trim()
    .min(1, { error: `Please enter your ${label}.` })
    .max(max, { error: `Your ${label} must be ${max} characters or fewer.` })
    .regex(noControlCharacters, { error: `Your ${label} contains characters we cannot accept.` });
}
