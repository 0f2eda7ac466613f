/**
 * The text fields the patient forms share (story, enquiry), with the messages a patient reads.
 *
 * Everything a patient types may be published (an approved story) or read by the practice in an
 * email, so text is normalised to NFC and refused when it carries what a reader cannot see:
 * control characters (C0 and C1; long text may keep its line breaks), bidirectional overrides,
 * embeddings and isolates (which make text display in another order than it was written) and
 * lone surrogates (not text at all).
 */
import { z } from "zod";

/** One line of text: no control characters at all. */
export const noControlCharacters = /^[^\p{Cc}]*$/u;
/** Long text: line breaks are kept; every other control character is refused. */
const noControlCharactersButNewlines = /^(?:[^\p{Cc}]|\n)*$/u;
/** U+202A–U+202E (embeddings, overrides) and U+2066–U+2069 (isolates). */
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/u;
/** Scripts whose letters look alike ("а" and "a"); a name may use only one of them. */
const confusableScripts = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];

/** True when `text` is well-formed Unicode with no bidirectional controls. */
export function isDisplaySafe(text: string): boolean {
  return text.isWellFormed() && !bidiControls.test(text);
}

/** NFC, with lone surrogates kept as they are (so they can be refused, not silently replaced). */
export function toNfc(text: string): string {
  return text.isWellFormed() ? text.normalize("NFC") : text;
}

/** Letters from more than one of Latin, Cyrillic and Greek: a look-alike spelling. */
export function mixesLookAlikeScripts(text: string): boolean {
  const letters = Array.from(text).filter((ch) => /\p{L}/u.test(ch));
  return confusableScripts.filter((script) => letters.some((ch) => script.test(ch))).length > 1;
}

const stringError = (label: string, missing: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null
    ? missing
    : `Your ${label} must be written as text.`;

/** A required one-line field, trimmed, with a clear message for each way it can be wrong. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: stringError(label, `Please enter your ${label}.`) })
    .overwrite(toNfc)
    .trim()
    .min(1, { error: `Please enter your ${label}.` })
    .max(max, { error: `Your ${label} must be ${max} characters or fewer.` })
    .regex(noControlCharacters, { error: `Your ${label} contains characters we cannot accept.` })
    .refine(isDisplaySafe, { error: `Your ${label} contains characters we cannot accept.` });
}

/** A person's name: one line, at least one letter, letters of one alphabet among look-alikes. */
export function nameText(label: string, max: number) {
  return requiredText(label, max)
    .refine((name) => /\p{L}/u.test(name), { error: `Please write your ${label} in letters.` })
    .refine((name) => !mixesLookAlikeScripts(name), {
      error: `Please write your ${label} in one alphabet.`,
    });
}

/**
 * A long text (a story, a message): line breaks kept (CR LF counted as one, as the form does),
 * tabs become spaces, other control characters are refused.
 */
export function longText(
  options: {
    min: number;
    max: number;
    missing: string;
    tooShort: string;
    tooLong: string;
    asText: string;
    unacceptable: string;
  },
) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? options.missing : options.asText,
    })
    .transform((text) => toNfc(text).replace(/\r\n?/g, "\n").replace(/\t/g, " ").trim())
    .pipe(
      z.string()
        .min(options.min, { error: options.min > 1 ? options.tooShort : options.missing })
        .max(options.max, { error: options.tooLong })
        .regex(noControlCharactersButNewlines, { error: options.unacceptable })
        .refine(isDisplaySafe, { error: options.unacceptable }),
    );
}
