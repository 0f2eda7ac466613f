/**
 * Text written into an email: no control characters (a line break only where a block of text may
 * have one), no bidirectional overrides or isolates, no lone surrogates; and a patient's words
 * quoted, so nothing they write can pass for the email's own lines.
 */
import type { Email } from "../injected.ts";

const invisible = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;
const invisibleButNewline = /(?!\n)[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/** One line: every control character removed (line breaks too). */
export function cleanLine(text: string): string {
  return text.toWellFormed().replace(/\r\n?|\n/g, " ").replace(invisible, "");
}

/** A block of text: line breaks kept (as LF), every other control character removed. */
export function cleanBlock(text: string): string {
  return text.toWellFormed().replace(/\r\n?/g, "\n").replace(invisibleButNewline, "");
}

/** Every line of `text` prefixed with "> ", as mail programs quote what someone else wrote. */
export function quoteLines(text: string): string {
  return cleanBlock(text).split("\n").map((line) => `> ${line}`).join("\n");
}

/** A fenced block: a rule with a title, the lines, a closing rule. */
export function fenced(title: string, lines: string[]): string {
  const rule = (label: string) => `==== ${label} ${"=".repeat(Math.max(4, 60 - label.length))}`;
  return [rule(title), ...lines, rule(`End of ${title.toLowerCase()}`)].join("\n");
}

/** The email with every header field on one line and every body free of control characters. */
export function cleanEmail<T extends Email>(email: T): T {
  const clean: T = {
    ...email,
    to: cleanLine(email.to),
    subject: cleanLine(email.subject),
    text: cleanBlock(email.text),
    html: cleanBlock(email.html),
  };
  if (email.replyTo !== undefined) clean.replyTo = cleanLine(email.replyTo);
  return clean;
}
