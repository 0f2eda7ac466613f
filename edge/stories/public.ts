/** How a story appears on the website: public fields only, in the shape the reviews widget reads. */
import type { PublicStory } from "../../lib/wire-types.ts";
import type { Story } from "./story.ts";
import { colours } from "../../lib/design-tokens.ts";

/**
 * Avatar backgrounds for a card's initial: the site's own colours (lib/design-tokens.ts), each with
 * a contrast ratio of at least 4.5:1 with white text (checked by a test), so the initial is
 * readable whichever colour a story gets. The home page's cards name them by position
 * (`avatar-0` …, pages/styles/general.css), so the order matters.
 */
export const PROFILE_COLORS = [
  colours.accentDark,
  colours.accent,
  colours.ink,
  colours.success,
  colours.muted,
] as const;

/** The same story always gets the same colour (FNV-1a hash of its id). */
export function profileColorFor(id: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return PROFILE_COLORS[hash % PROFILE_COLORS.length];
}

/** "Jane D." — first name and last initial — or "Anonymous". The names come trimmed. */
export function publicName(firstName: string, lastName: string, stayAnonymous: boolean): string {
  if (stayAnonymous) return "Anonymous";
  const initial = Array.from(lastName)[0]?.toLocaleUpperCase("en-GB");
  return initial ? `${firstName} ${initial}.` : firstName;
}

export function toPublicStory(story: Story): PublicStory {
  return {
    id: story.id,
    name: publicName(story.firstName, story.lastName, story.stayAnonymous),
    text: story.text,
    stars: story.stars,
    profileColor: profileColorFor(story.id),
    surgeryType: story.surgeryType ?? "",
    date: story.submittedAt.slice(0, 10),
    submitDate: story.submittedAt,
    ...(story.reply ? { reply: story.reply } : {}),
  };
}
