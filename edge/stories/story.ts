/**
 * A patient story as the edge keeps it. The story's fields have one name from the moment the
 * submission is read to the public feed: `text` and `stars`, the names the feed (spec §3) uses.
 * The story form's wire names (`description`, `rating`: spec §7) are converted exactly once, where
 * the submission is read (edge/stories/input.ts). Every field is trimmed there, once.
 *
 * Records stored before the rename say `description` and `rating`; `readStoredStory` reads both,
 * so no migration is needed and nothing old is rewritten until a decision rewrites it anyway.
 */

import type { RemovalReasonId } from "../../content/removal-reasons.ts";

export type StoryStatus = "pending" | "approved" | "declined" | "unpublished";
export type StoryAction = "approve" | "decline";

/** The patient's explicit consent to checking and publishing the story (content/story-consent.ts). */
export interface StoryConsent {
  /** the version of the words the patient agreed to */
  version: string;
  /** ISO time the story (and with it the consent) arrived */
  givenAt: string;
}

/** A story as validated from the form: what the patient wrote, trimmed, under the feed's names. */
export interface StoryDraft {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  /** the story, as the patient wrote it (the form's `description`) */
  text: string;
  /** 1–5 (the form's `rating`) */
  stars: number;
  stayAnonymous: boolean;
  /** absent only on stories sent before the form asked for consent */
  consent?: StoryConsent;
}

export interface Story extends StoryDraft {
  /** time-ordered id */
  id: string;
  /** ISO time of submission */
  submittedAt: string;
  status: StoryStatus;
  /** set by the reviewer on approval, shown with the story */
  surgeryType?: string;
  /** ISO time of the decision */
  decidedAt?: string;
  /** the practice's public reply, given on approval */
  reply?: string;
  /** why it was declined: a decline reason's id (content/decline-reasons.ts) */
  declineReason?: string;
  /** ISO time it was taken off the website, and why (content/removal-reasons.ts) */
  removedAt?: string;
  removalReason?: RemovalReasonId;
  /** the outbox entries of the emails about this story (so an erasure deletes them too) */
  mailIds?: string[];
}

export interface StoryDecision {
  storyId: string;
  action: StoryAction;
  /** ISO time */
  decidedAt: string;
  surgeryType?: string;
  /** for a declined story: ISO time after which its personal data is deleted */
  personalDataDeletedAfter?: string;
  /** for a declined story: the decline reason's id */
  reason?: string;
  /** for an approved story: the practice's public reply */
  reply?: string;
  /** for a story taken off the website afterwards: when, and why */
  removedAt?: string;
  removalReason?: RemovalReasonId;
}

/**
 * The moderation record of one decision: what was decided, why, when and by whom (a hash of the
 * reviewer's address), with no patient data.
 */
export interface ModerationRecord {
  storyId: string;
  action: StoryAction;
  /** a decline reason's id (content/decline-reasons.ts); declines only */
  reason?: string;
  /** ISO times */
  submittedAt: string;
  decidedAt: string;
  /** hex SHA-256 of the reviewer's lower-cased address: who decided, without the address */
  reviewerHash: string;
  /** whether the practice published a reply with the story */
  replied: boolean;
}

/** A record written before the fields took the feed's names. */
type LegacyFields = { description?: string; rating?: number };

/** A stored story, whichever names it was written with. */
export function readStoredStory(
  stored: Story | (Omit<Story, "text" | "stars"> & LegacyFields),
): Story {
  if ("text" in stored && "stars" in stored) return stored as Story;
  const { description, rating, ...rest } = stored as Omit<Story, "text" | "stars"> & LegacyFields;
  return { ...rest, text: description ?? "", stars: rating ?? 0 };
}
