/**
 * Telephone numbers in running text, found so that renderers can make each one a `tel:` link: a
 * patient told to call a number can tap it. Two kinds are found:
 * - UK numbers as printed: 10 or 11 digits from a leading 0 (or +44), grouped by spaces or
 *   hyphens, with an optional extension ("01632 960 340 ext. 4417");
 * - the NHS and emergency numbers 111 and 999 (and "NHS 111" as one name), and the free 116 xxx
 *   helplines (Samaritans' 116 123), only in a sentence that tells the reader to call, ring, phone
 *   or dial, so a count or a price is never linked.
 * No dependencies, so browser widgets can import it.
 */

export type PhonePart = string | { label: string; href: string };

const ukNumber =
  /(?<![\w+])(\+44 ?(?:\(0\) ?)?|0)(\d(?:[ -]?\d){8,9})(?![ -]?\d)(?: ?(?:ext\.?|extension) ?(\d{1,6})\b)?/gi;
const shortNumber = /(?<![\w£$€.,/-])((?:NHS )?(111|999)|116 ?\d{3})(?![\w%/]|[.,]\w| ?\d)/g;
const toldToCall = /\b(?:call|calling|ring|phone|dial|telephone)\b/i;

/** The sentence (or line: a chat reply's bullets need no full stop) of `text` around `index`. */
function sentenceAround(text: string, index: number): string {
  const start = Math.max(
    ...[".", "!", "?"].map((end) => text.lastIndexOf(`${end} `, index)),
    text.lastIndexOf("\n", index),
    -1,
  ) + 1;
  const rest = text.slice(index).search(/[.!?](\s|$)|\n/);
  return text.slice(start, rest === -1 ? text.length : index + rest);
}

/** `tel:` URI: +44 form, extension after a pause (","), as site.ts writes configured numbers. */
function ukTelHref(digitsAfterPrefix: string, extension: string | undefined): string {
  const number = `+44${digitsAfterPrefix.replace(/\D/g, "")}`;
  return extension ? `tel:${number},${extension}` : `tel:${number}`;
}

/** Splits text into plain strings and telephone links (label as printed, href a `tel:` URI). */
export function phoneParts(text: string): PhonePart[] {
  const found: Array<{ start: number; end: number; label: string; href: string }> = [];
  for (const m of text.matchAll(ukNumber)) {
    found.push({
      start: m.index,
      end: m.index + m[0].length,
      label: m[0],
      href: ukTelHref(m[2], m[3]),
    });
  }
  for (const m of text.matchAll(shortNumber)) {
    if (!toldToCall.test(sentenceAround(text, m.index))) continue;
    if (found.some((f) => m.index < f.end && m.index + m[0].length > f.start)) continue;
    found.push({
      start: m.index,
      end: m.index + m[0].length,
      label: m[1],
      href: `tel:${(m[2] ?? m[1]).replace(" ", "")}`,
    });
  }
  found.sort((a, b) => a.start - b.start);
  const parts: PhonePart[] = [];
  let last = 0;
  for (const { start, end, label, href } of found) {
    if (start > last) parts.push(text.slice(last, start));
    parts.push({ label, href });
    last = end;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
