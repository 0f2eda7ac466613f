/**
 * The moderation record: what was decided about each story, why, when and by whom (a hash of the
 * reviewer's address), with no patient data, kept for `retention.moderationRecordDays`. It is
 * written in the same atomic commit as the decision itself (edge/db.ts decideStory), as is the
 * count of stories received (createStory), so the transparency report (stats.ts) can never count
 * a decision that did not happen or miss one that did.
 *
 * Keys
 *   ["moderation_log", decidedMs, storyId]   ModerationRecord
 *   ["stories_received", submittedMs, id]    true — one per story received, nothing else
 *   ["stories_stats_version"]                changes with every submission and decision (cache key)
 *
 * Also here: reading the reviewer's decision form (the decline reason, the practice's reply).
 */
import { DAY_MS, retention } from "../../content/retention.ts";
import { declineReasonById, declineReasons } from "../../content/decline-reasons.ts";
import type { Story, StoryAction } from "../db.ts";
import { isDisplaySafe, toNfc } from "../text-fields.ts";

export const MODERATION_RECORD_RETENTION_MS = retention.moderationRecordDays * DAY_MS;
/** the longest public reply from the practice, in characters */
export const REPLY_MAX = 600;

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

export const STATS_VERSION_KEY: Deno.KvKey = ["stories_stats_version"];
export const moderationLogPrefix: Deno.KvKey = ["moderation_log"];
export const receivedPrefix: Deno.KvKey = ["stories_received"];

/** Adds the count of one received story to a story's creating commit. */
export function recordReceived(op: Deno.AtomicOperation, story: Story): Deno.AtomicOperation {
  return op
    .set([...receivedPrefix, Date.parse(story.submittedAt), story.id], true, {
      expireIn: MODERATION_RECORD_RETENTION_MS,
    })
    .set(STATS_VERSION_KEY, story.submittedAt);
}

/** Adds the moderation record to a decision's commit. */
export function recordDecision(
  op: Deno.AtomicOperation,
  record: ModerationRecord,
): Deno.AtomicOperation {
  return op
    .set([...moderationLogPrefix, Date.parse(record.decidedAt), record.storyId], record, {
      expireIn: MODERATION_RECORD_RETENTION_MS,
    })
    .set(STATS_VERSION_KEY, record.decidedAt);
}

export async function reviewerHash(address: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(address.trim().toLowerCase()),
  );
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Control characters other than line breaks and tabs, which a reply may not hold. */
const forbiddenControl = /[^\P{Cc}\n\t]/u;

export type ReplyCheck = { ok: true; value: string } | { ok: false; message: string };

/**
 * The practice's public reply, with the rules a story's text has: plain text, trimmed, bounded.
 * Empty means no reply.
 */
export function readReply(raw: string): ReplyCheck {
  const value = toNfc(raw).replace(/\r\n?/g, "\n").trim();
  if (forbiddenControl.test(value) || !isDisplaySafe(value)) {
    return {
      ok: false,
      message: "The reply contains characters we cannot accept. Please write it as plain text.",
    };
  }
  if (value.length > REPLY_MAX) {
    return {
      ok: false,
      message:
        `Please keep the reply to ${REPLY_MAX} characters or fewer (it has ${value.length}).`,
    };
  }
  return { ok: true, value };
}

export type ReasonCheck = { ok: true; value: string } | { ok: false; message: string };

/** A decline needs exactly one reason from the review policy's list. */
export function readDeclineReason(raw: string | null): ReasonCheck {
  if (!raw) return { ok: false, message: "Please choose the reason for declining this story." };
  if (!declineReasonById(raw)) {
    return {
      ok: false,
      message:
        `That is not one of the review policy's reasons. Please choose one of the ${declineReasons.length} listed.`,
    };
  }
  return { ok: true, value: raw };
}
