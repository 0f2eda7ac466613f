/** Small pieces of wording built from the site facts (`site.ts`), for use inside content text. */
import { phoneLabel, site, telHref } from "./site.ts";

/**
 * A title for use inside a sentence: ordinary words lower-cased, acronyms kept
 * ("NHS Secretary" → "NHS secretary", "Consultant Orthopaedic Knee and Hip Surgeon" → "consultant orthopaedic knee and hip surgeon").
 */
export function inSentence(title: string): string {
  return title.replace(
    /\b([A-Z])([a-z]+)/g,
    (_, first: string, rest: string) => first.toLowerCase() + rest,
  );
}

/** Honorific and surname: how the text refers to the surgeon after naming him in full. */
export const surgeonShortName = `${site.surgeon.honorific} ${site.surgeon.lastName}`;

/** A phone number as an inline `tel:` link, e.g. "[01632 960 000](tel:+441632960000)". */
export function phoneLink(phone: Parameters<typeof telHref>[0]): string {
  return `[${phoneLabel(phone)}](${telHref(phone)})`;
}

/** "[name@example.com](mailto:name@example.com)" */
export function emailLink(email: string): string {
  return `[${email}](mailto:${email})`;
}

/** "Tuesday 08:30 to 18:00 and Friday 08:30 to 13:00", from the consultation times. */
export function consultationTimesText(): string {
  const sessions = site.consultationTimes.map((s) => `${s.day} ${s.opens} to ${s.closes}`);
  return sessions.length === 1
    ? sessions[0]
    : `${sessions.slice(0, -1).join(", ")} and ${sessions.at(-1)}`;
}
