/**
 * The text fields the patient forms share (story, enquiry), with the messages a patient reads.
 *
 * Everything a patient types may be published (an approved story) or read by the practice in an
 * email, so text is normalised (NFC; invisible characters that change nothing a reader needs —
 * zero-width spaces, word joiners, byte-order marks, soft hyphens and the left-to-right,
 * right-to-left and Arabic letter marks — are removed; line and paragraph separators become line
 * breaks) and refused when it carries what a reader cannot see or could be fooled by: control
 * characters (C0 and C1; long text may keep its line breaks), bidirectional overrides, embeddings
 * and isolates, other invisible format characters (tag characters outside a flag emoji, a
 * zero-width joiner outside an emoji sequence, a zero-width non-joiner beside Latin, Greek or
 * Cyrillic letters), letters that print as nothing (the Hangul fillers, the blank Braille
 * pattern), floods of combining marks, and lone surrogates (not text at all). The same rules apply
 * to the practice's published reply (edge/stories/decisions.ts).
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

/** Invisible characters that carry nothing a reader of this site needs: removed. */
const REMOVED = /[\u200B\u2060\uFEFF\u00AD\u200E\u200F\u061C\u180E]/gu;
/** Letters and symbols that print as blank space. */
const BLANK_LETTERS = /[\u115F\u1160\u3164\uFFA0\u2800]/u;
/** More combining marks on one character than any language writes (the stream-safe limit is 30). */
const MARK_FLOOD = /\p{M}{5}/u;
/** A flag emoji of a country's part (England, Scotland, Wales): a black flag, tags, a cancel tag. */
const TAG_FLAG = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;
/** A zero-width joiner inside an emoji sequence (family, profession, …). */
const EMOJI_JOINER =
  /(?<=\p{Extended_Pictographic}\p{M}*|[\u{1F3FB}-\u{1F3FF}])\u200D(?=\p{Extended_Pictographic})/gu;
/** A zero-width non-joiner between letters of a script that needs it (Persian, Indic, …). */
const SCRIPT_NON_JOINER =
  /(?<=[\p{L}\p{M}](?<![\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]))\u200C(?=\p{L}(?<![\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]))/gu;

/**
 * NFC with the removable invisible characters gone, and line or paragraph separators (U+2028,
 * U+2029) as line breaks. Lone surrogates are kept as they are, so they can be refused, not
 * silently replaced.
 */
export function toNfc(text: string): string {
  const visible = text.replace(REMOVED, "").replace(/[\u2028\u2029]/g, "\n");
  return visible.isWellFormed() ? visible.normalize("NFC") : visible;
}

/** Format characters (Unicode category Cf) left once flag emoji and the joiners that mean something are set aside. */
function hasStrayFormatCharacter(text: string): boolean {
  const rest = text.replace(TAG_FLAG, "").replace(EMOJI_JOINER, "").replace(SCRIPT_NON_JOINER, "");
  return /\p{Cf}/u.test(rest);
}

/**
 * True when `text` is well-formed Unicode that shows what it holds: no bidirectional controls, no
 * stray invisible format characters, no blank letters and no flood of combining marks.
 */
export function isDisplaySafe(text: string): boolean {
  return text.isWellFormed() && !bidiControls.test(text) && !hasStrayFormatCharacter(text) &&
    !BLANK_LETTERS.test(text) && !MARK_FLOOD.test(text);
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
