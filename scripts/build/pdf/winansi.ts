/**
 * The 14 standard PDF fonts (Helvetica, Times…) are drawn in WinAnsi encoding: ASCII, Latin-1
 * and a few typographic marks. pdfkit writes any other character as a raw code that prints as
 * garbage, so every string drawn on a page goes through `printable()` first: known characters
 * are spelled out, and anything else stops the build with a message saying where it was.
 */

/** Characters outside WinAnsi that content may use, with what to print instead. */
const replacements: Record<string, string> = {
  "≤": "<=",
  "≥": ">=",
  "≈": "~",
  "→": "->",
  "←": "<-",
  "↔": "<->",
  "−": "-", // minus sign
  "‐": "-", // hyphen
  "‑": "-", // non-breaking hyphen
  "‒": "-", // figure dash
  "―": "—", // horizontal bar
  "′": "'",
  "″": '"',
  "⅓": "1/3",
  "⅔": "2/3",
  "ﬁ": "fi",
  "ﬂ": "fl",
  "\u2007": " ", // figure space
  "\u2009": " ", // thin space
  "\u200A": " ", // hair space
  "\u202F": " ", // narrow no-break space
  "\u200B": "", // zero-width space
  "\uFEFF": "",
  "\u00AD": "", // soft hyphen: WinAnsi would print it as a visible hyphen
};

/** WinAnsi characters above Latin-1's range (code points pdfkit maps to bytes 0x80–0x9F). */
const winAnsiExtras = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) ||
    winAnsiExtras.has(char) || char === "\n";
}

export class UnprintableCharacterError extends Error {}

/**
 * `text` with every character the standard fonts can draw: replacements applied, and an error
 * naming the character and its context for anything else (`where` says which document).
 */
export function printable(text: string, where = "PDF text"): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const replaced = replacements[char] ?? char;
    for (const c of replaced) {
      if (!isWinAnsi(c)) {
        const code = c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
        const at = text.indexOf(char);
        const context = text.slice(Math.max(0, at - 30), at + 30);
        throw new UnprintableCharacterError(
          `${where}: "${c}" (U+${code}) cannot be drawn with the standard PDF fonts. ` +
            `Add a replacement in scripts/build/pdf/winansi.ts or reword: "…${context}…"`,
        );
      }
    }
    out += replaced;
  }
  return out;
}

/** The Unicode character of a WinAnsi byte as drawn by a standard font (for reading PDFs back). */
const bytes80to9f = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";
export function winAnsiByteToChar(byte: number): string | undefined {
  if (byte >= 0x20 && byte <= 0x7e) return String.fromCharCode(byte);
  if (byte >= 0xa0 && byte <= 0xff) return String.fromCharCode(byte);
  if (byte >= 0x80 && byte <= 0x9f) {
    const char = bytes80to9f[byte - 0x80];
    return winAnsiExtras.has(char) ? char : undefined;
  }
  return undefined;
}
