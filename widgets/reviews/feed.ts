/** The stories feed as the reviews widget reads it: tolerant parsing, ordering and the average. */
import type { PublicStory } from "../../lib/wire-types.ts";

/** A story from the feed: what the edge sends (`PublicStory`), with the optional parts allowed missing. */
export type Review =
  & Pick<PublicStory, "id" | "name" | "text" | "stars">
  & Partial<Pick<PublicStory, "profileColor" | "surgeryType" | "date" | "submitDate" | "reply">>
  & {
    /** an illustrative card shown when the feed cannot be loaded, never a real patient's */
    example?: boolean;
  };

/**
 * Only a story taller than this (five 25 px lines) is collapsed: hiding one or two lines behind
 * Read More saves no room and cuts short stories for nothing.
 */
export const COLLAPSE_TEXT_TALLER_THAN = 125;

const text = (
  value: unknown,
): string | undefined => (typeof value === "string" && value.trim() ? value.trim() : undefined);

function readReview(item: unknown, index: number): Review | null {
  if (typeof item !== "object" || item === null) return null;
  const raw = item as Record<string, unknown>;
  const body = text(raw.text);
  const stars = typeof raw.stars === "number" ? Math.round(raw.stars) : Number.NaN;
  if (!body || !(stars >= 1 && stars <= 5)) return null;
  return {
    id: text(raw.id) ?? (typeof raw.id === "number" ? String(raw.id) : `review-${index}`),
    name: text(raw.name) ?? "Anonymous",
    text: body,
    stars,
    profileColor: text(raw.profileColor),
    surgeryType: text(raw.surgeryType),
    date: text(raw.date),
    submitDate: text(raw.submitDate),
    reply: text(raw.reply),
  };
}

/**
 * The reviews in a feed answer: `{testimonials: [...]}` or the array itself. Items that are not
 * readable reviews are left out; an answer of any other shape is null.
 */
export function readFeed(body: unknown): Review[] | null {
  const list = Array.isArray(body) ? body : typeof body === "object" && body !== null &&
      Array.isArray((body as { testimonials?: unknown }).testimonials)
    ? (body as { testimonials: unknown[] }).testimonials
    : null;
  if (!list) return null;
  return list.map(readReview).filter((review): review is Review => review !== null);
}

function submittedAt(review: Review): number {
  for (const value of [review.submitDate, review.date]) {
    const time = value ? Date.parse(value) : Number.NaN;
    if (!Number.isNaN(time)) return time;
  }
  return 0;
}

/** Newest first by submit date, or by date when there is none. */
export function newestFirst(reviews: Review[]): Review[] {
  return [...reviews].sort((a, b) => submittedAt(b) - submittedAt(a));
}

/** The mean star rating of all reviews (0 for none). */
export function averageStars(reviews: Review[]): number {
  return reviews.length
    ? reviews.reduce((sum, review) => sum + review.stars, 0) / reviews.length
    : 0;
}

/** A CSS colour we are willing to paint an avatar with (hex only), else undefined. */
export function safeColour(value: string | undefined): string | undefined {
  return value && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : undefined;
}
