/**
 * The stories store: the one module that reads and writes patient stories in Deno KV, and the
 * only one that knows their keys. Every change is one atomic commit of the record, its index
 * keys, the moderation record and any mail it sends (edge/mail/outbox.ts), so nothing is ever
 * half-written. Retention periods come from content/retention.ts, which the privacy page reads.
 *
 * Key layout
 *   ["stories", id]                     Story — the submission in full, with personal data.
 *                                       Expires 30 days after submission unless decided; a declined
 *                                       story 30 days after the decision; an approved story's email
 *                                       and phone are blanked a year after approval
 *   ["stories_pending", id]             id — awaiting a decision; removed when decided
 *   ["stories_approved", id]            PublicStory — what the website shows; no personal data
 *   ["stories_contact_hold", id]        the approval time — held for APPROVED_CONTACT_RETENTION_MS
 *                                       by KV's own expiry (expireIn), so no instance's clock decides
 *                                       when an approved story's contact details go
 *   ["stories_contact_due", id]         id — an approved story whose email and phone are deleted
 *                                       once its hold has expired (scrubExpiredContactDetails)
 *   ["stories_contact_expiry", ms, id]  id — the same, as stories approved before the hold keys
 *                                       recorded it: by the due time
 *                                       An unpublished story's record expires 30 days after removal
 *   ["story_decisions", id]             StoryDecision — action and time; kept after a declined
 *                                       story's personal data is gone, so a late click still learns
 *                                       what was decided
 *   ["stories_feed_version"]            decision time of the latest approval; its versionstamp
 *                                       changes whenever the public feed does (cache key)
 *   ["moderation_log", decidedMs, id]   ModerationRecord — kept retention.moderationRecordDays
 *   ["stories_received", submittedMs, id]  true — one per story received, nothing else
 *   ["story_removals", removedMs, id]   { reason, removedAt } — a published story taken down, for
 *                                       the transparency report; nothing about the story itself
 *   ["stories_stats_version"]           changes with every submission and decision (cache key of
 *                                       the transparency report, edge/stories/stats.ts)
 *   ["moderation_reminder"]             when the reviewer was last reminded of waiting stories
 *                                       (edge/stories/reminders.ts); a fixed size, no patient data
 *
 * Ids are time-ordered (edge/ids.ts), so listing ["stories_approved"] in reverse is newest first.
 */
import type { Email } from "../injected.ts";
import { newId } from "../ids.ts";
import { queueMail } from "../mail/outbox.ts";
import { deleteMailRecord } from "../mail/outbox-records.ts";
import type { RemovalReasonId } from "../../content/removal-reasons.ts";
import { withStorageRetry } from "../storage-retry.ts";
import { DAY_MS, retention } from "../../content/retention.ts";
import type { PublicStory } from "../../lib/wire-types.ts";
import { toPublicStory } from "./public.ts";
import {
  type ModerationRecord,
  readStoredStory,
  type Story,
  type StoryAction,
  type StoryDecision,
} from "./story.ts";

export const DECLINED_RETENTION_MS = retention.declinedStoryDays * DAY_MS;
/** an undecided story is deleted after this (its moderation links are long dead by then) */
export const PENDING_RETENTION_MS = retention.pendingStoryDays * DAY_MS;
/** an approved story's email and phone are deleted after this */
export const APPROVED_CONTACT_RETENTION_MS = retention.approvedContactDetailsDays * DAY_MS;
export const MODERATION_RECORD_RETENTION_MS = retention.moderationRecordDays * DAY_MS;
/** a story taken off the website, and all its personal data, are deleted after this */
export const REMOVED_RETENTION_MS = retention.removedStoryDays * DAY_MS;

const storyKey = (id: string): Deno.KvKey => ["stories", id];
const pendingKey = (id: string): Deno.KvKey => ["stories_pending", id];
const approvedKey = (id: string): Deno.KvKey => ["stories_approved", id];
const decisionKey = (id: string): Deno.KvKey => ["story_decisions", id];
const contactHoldKey = (id: string): Deno.KvKey => ["stories_contact_hold", id];
const contactDueKey = (id: string): Deno.KvKey => ["stories_contact_due", id];
/** stories approved before the hold keys: due by the approving instance's clock */
const legacyContactExpiryKey = (
  dueMs: number,
  id: string,
): Deno.KvKey => ["stories_contact_expiry", dueMs, id];
const moderationLogPrefix: Deno.KvKey = ["moderation_log"];
const removalsPrefix: Deno.KvKey = ["story_removals"];
const receivedPrefix: Deno.KvKey = ["stories_received"];
/** changes whenever the public feed does */
export const FEED_VERSION_KEY: Deno.KvKey = ["stories_feed_version"];
/** changes with every submission and decision */
export const STATS_VERSION_KEY: Deno.KvKey = ["stories_stats_version"];
/** the reviewer's reminder schedule, read and written by edge/stories/reminders.ts */
export const REMINDER_SCHEDULE_KEY: Deno.KvKey = ["moderation_reminder"];

/**
 * Stores a new pending story with its index keys, counts it as received and queues `mail` (the
 * reviewer's email), in one atomic commit. Throws, storing nothing, if the commit fails. Answers
 * the outbox entry id.
 */
export async function createStory(
  kv: Deno.Kv,
  story: Story,
  mail: Email,
): Promise<{ outboxId: string }> {
  // Undecided stories expire; a decision rewrites these keys with the decision's own retention.
  const expireIn = PENDING_RETENTION_MS;
  const submitted = new Date(story.submittedAt);
  const mailId = newId(submitted);
  const op = kv.atomic()
    .check({ key: storyKey(story.id), versionstamp: null })
    .set(storyKey(story.id), { ...story, mailIds: [mailId] }, { expireIn })
    .set(pendingKey(story.id), story.id, { expireIn })
    .set([...receivedPrefix, Date.parse(story.submittedAt), story.id], true, {
      expireIn: MODERATION_RECORD_RETENTION_MS,
    })
    .set(STATS_VERSION_KEY, story.submittedAt);
  const outboxId = queueMail(op, mail, submitted, mailId);
  const result = await withStorageRetry(() => op.commit());
  if (!result.ok) throw new Error(`Failed to create story ${story.id}`);
  return { outboxId };
}

export async function getStory(kv: Deno.Kv, id: string): Promise<Story | null> {
  const stored = (await kv.get<Story>(storyKey(id))).value;
  return stored && readStoredStory(stored);
}

export async function getDecision(kv: Deno.Kv, id: string): Promise<StoryDecision | null> {
  return (await kv.get<StoryDecision>(decisionKey(id))).value;
}

/** Every stored story, oldest first (for access and erasure requests, and diagnostics). */
export async function* allStories(kv: Deno.Kv): AsyncGenerator<Story> {
  for await (const entry of kv.list<Story>({ prefix: ["stories"] })) {
    yield readStoredStory(entry.value);
  }
}

/** Published stories, newest first, public fields only. */
export async function listPublishedStories(
  kv: Deno.Kv,
  options: { limit?: number } = {},
): Promise<PublicStory[]> {
  const stories: PublicStory[] = [];
  for await (
    const entry of kv.list<PublicStory>({ prefix: ["stories_approved"] }, {
      reverse: true,
      limit: options.limit,
    })
  ) {
    stories.push(entry.value);
  }
  return stories;
}

/** Whether the story is still waiting for a decision (its pending key, which KV expires, is there). */
export async function isPending(kv: Deno.Kv, id: string): Promise<boolean> {
  return (await withStorageRetry(() => kv.get(pendingKey(id)))).versionstamp !== null;
}

/** Ids of stories awaiting a decision, oldest first. */
export async function listPendingStoryIds(kv: Deno.Kv): Promise<string[]> {
  const ids: string[] = [];
  for await (const entry of kv.list<string>({ prefix: ["stories_pending"] })) ids.push(entry.value);
  return ids;
}

/**
 * Stories awaiting a decision, oldest first, read ten at a time, so a caller that stops early
 * (the reminders stop at the first story not yet waiting long enough) reads little.
 */
export async function* pendingStories(kv: Deno.Kv): AsyncGenerator<Story> {
  const batch: string[] = [];
  const readBatch = async function* () {
    const entries = await kv.getMany<Story[]>(batch.map(storyKey));
    batch.length = 0;
    for (const { value } of entries) {
      if (value?.status === "pending") yield readStoredStory(value);
    }
  };
  for await (const entry of kv.list<string>({ prefix: ["stories_pending"] })) {
    batch.push(entry.value);
    if (batch.length === 10) yield* readBatch();
  }
  if (batch.length) yield* readBatch();
}

const localFeedChanges = new WeakMap<Deno.Kv, number>();

/**
 * How many times this isolate has changed the feed through `kv`. Lets the published-stories cache
 * (edge/stories/published.ts) see its own isolate's approvals at once without reading KV on every
 * request; changes made elsewhere are picked up by re-reading the feed version now and then.
 */
export function localFeedGeneration(kv: Deno.Kv): number {
  return localFeedChanges.get(kv) ?? 0;
}

export type DecisionResult =
  | { outcome: "decided"; decision: StoryDecision }
  | { outcome: "already-decided"; decision: StoryDecision }
  /** an approval of a story sent before the form asked for consent: it can never be published */
  | { outcome: "no-consent" }
  | { outcome: "not-found" };

export interface DecisionRequest {
  action: StoryAction;
  now: Date;
  /** shown with an approved story (already checked and trimmed) */
  surgeryType?: string;
  /** the practice's public reply to an approved story (already checked and trimmed) */
  reply?: string;
  /** required to decline: a decline reason's id (already checked) */
  reason?: string;
  /** hash of the reviewer's address, for the moderation record */
  reviewerHash?: string;
  /** on approval, the reviewer's email that the story is published (with its Unpublish link) */
  publishedEmail?: (story: Story) => Promise<Email>;
}

/**
 * Approves or declines a pending story, with its moderation record, in one commit. The commit is
 * checked against the story's versionstamp and the absence of a decision, so of two decisions
 * racing only the first is stored; any later one changes nothing and answers the first.
 */
export async function decideStory(
  kv: Deno.Kv,
  id: string,
  request: DecisionRequest,
): Promise<DecisionResult> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const [storyEntry, decisionEntry] = await withStorageRetry(() =>
      kv.getMany<[Story, StoryDecision]>([storyKey(id), decisionKey(id)])
    );
    if (decisionEntry.value) return { outcome: "already-decided", decision: decisionEntry.value };
    if (!storyEntry.value) return { outcome: "not-found" };
    const stored = readStoredStory(storyEntry.value);
    if (request.action === "approve" && !stored.consent) return { outcome: "no-consent" };

    const decidedAt = request.now.toISOString();
    const decision: StoryDecision = { storyId: id, action: request.action, decidedAt };
    const op = kv.atomic()
      .check(storyEntry)
      .check(decisionEntry)
      .delete(pendingKey(id));
    if (request.action === "approve") {
      const surgeryType = request.surgeryType ?? "";
      if (surgeryType) decision.surgeryType = surgeryType;
      const reply = request.reply || undefined;
      if (reply) decision.reply = reply;
      const story: Story = { ...stored, status: "approved", surgeryType, decidedAt, reply };
      if (request.publishedEmail) {
        const mailId = newId(request.now);
        story.mailIds = [...stored.mailIds ?? [], mailId];
        queueMail(op, await request.publishedEmail(story), request.now, mailId);
      }
      op.set(storyKey(id), story)
        .set(approvedKey(id), toPublicStory(story))
        .set(contactHoldKey(id), decidedAt, { expireIn: APPROVED_CONTACT_RETENTION_MS })
        .set(contactDueKey(id), id)
        .set(FEED_VERSION_KEY, decidedAt);
    } else {
      decision.personalDataDeletedAfter = new Date(request.now.getTime() + DECLINED_RETENTION_MS)
        .toISOString();
      if (!request.reason) throw new Error("A decline needs a reason");
      decision.reason = request.reason;
      const story: Story = {
        ...stored,
        status: "declined",
        decidedAt,
        declineReason: request.reason,
      };
      op.set(storyKey(id), story, { expireIn: DECLINED_RETENTION_MS });
    }
    op.set(decisionKey(id), decision);
    const record: ModerationRecord = {
      storyId: id,
      action: request.action,
      reason: decision.reason,
      submittedAt: stored.submittedAt,
      decidedAt,
      reviewerHash: request.reviewerHash ?? "",
      replied: Boolean(decision.reply),
    };
    op.set([...moderationLogPrefix, Date.parse(decidedAt), id], record, {
      expireIn: MODERATION_RECORD_RETENTION_MS,
    })
      .set(STATS_VERSION_KEY, decidedAt);
    if ((await withStorageRetry(() => op.commit())).ok) {
      if (request.action === "approve") localFeedChanges.set(kv, localFeedGeneration(kv) + 1);
      return { outcome: "decided", decision };
    }
    // Lost a race: read again; the winner's decision is what we answer.
  }
  throw new Error(`Could not record the decision on story ${id}`);
}

export type UnpublishResult =
  | { outcome: "unpublished"; story: Story }
  | { outcome: "not-published"; story: Story }
  | { outcome: "not-found" };

/**
 * Takes a published story off the website: the public copy goes, the story's record is kept as
 * unpublished for REMOVED_RETENTION_MS and then deleted with all its personal data, and the
 * removal is counted for the transparency report (its reason and time, nothing else) — all in one
 * commit, which also changes the feed's version so every instance sees it within a second.
 */
export async function unpublishStory(
  kv: Deno.Kv,
  id: string,
  request: { reason: RemovalReasonId; now: Date },
): Promise<UnpublishResult> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const [storyEntry, decisionEntry, publicEntry] = await withStorageRetry(() =>
      kv.getMany<[Story, StoryDecision, PublicStory]>([
        storyKey(id),
        decisionKey(id),
        approvedKey(id),
      ])
    );
    if (!storyEntry.value) return { outcome: "not-found" };
    const stored = readStoredStory(storyEntry.value);
    if (stored.status !== "approved" || !publicEntry.value) {
      return { outcome: "not-published", story: stored };
    }
    const removedAt = request.now.toISOString();
    const story: Story = {
      ...stored,
      status: "unpublished",
      removedAt,
      removalReason: request.reason,
    };
    const op = kv.atomic().check(storyEntry, decisionEntry, publicEntry)
      .delete(approvedKey(id))
      .set(storyKey(id), story, { expireIn: REMOVED_RETENTION_MS });
    removeFromFeed(op, stored, request.reason, request.now);
    if (decisionEntry.value) {
      op.set(decisionKey(id), { ...decisionEntry.value, removedAt, removalReason: request.reason });
    }
    if ((await withStorageRetry(() => op.commit())).ok) {
      localFeedChanges.set(kv, localFeedGeneration(kv) + 1);
      return { outcome: "unpublished", story };
    }
  }
  throw new Error(`Could not unpublish story ${id}`);
}

/** The removal's part of a commit that takes a published story down. */
function removeFromFeed(
  op: Deno.AtomicOperation,
  story: Story,
  reason: RemovalReasonId,
  now: Date,
): void {
  op.delete(contactHoldKey(story.id)).delete(contactDueKey(story.id));
  if (story.decidedAt) {
    op.delete(
      legacyContactExpiryKey(
        Date.parse(story.decidedAt) + APPROVED_CONTACT_RETENTION_MS,
        story.id,
      ),
    );
  }
  op.set([...removalsPrefix, now.getTime(), story.id], { reason, removedAt: now.toISOString() }, {
    expireIn: MODERATION_RECORD_RETENTION_MS,
  })
    .set(FEED_VERSION_KEY, now.toISOString())
    .set(STATS_VERSION_KEY, now.toISOString());
}

export interface StoryErasure {
  /** false when nothing was held under this id */
  erased: boolean;
  /** the story was on the website and has been taken down (counted as at its author's request) */
  unpublished: boolean;
  /** emails about the story deleted with it (queued, sent records, captured copies) */
  mails: number;
}

/**
 * Erases a story and everything kept with it, in one commit: the record, its index keys, its
 * public copy (a published story is taken down first, counted as removed at its author's request),
 * the decision record and the emails about it. What stays holds nothing about the person: the
 * moderation record (times, a hash of the reviewer's address) and the counts.
 */
export async function eraseStory(kv: Deno.Kv, id: string, now: Date): Promise<StoryErasure> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const [storyEntry, decisionEntry, publicEntry] = await withStorageRetry(() =>
      kv.getMany<[Story, StoryDecision, PublicStory]>([
        storyKey(id),
        decisionKey(id),
        approvedKey(id),
      ])
    );
    if (!storyEntry.value && !decisionEntry.value && !publicEntry.value) {
      return { erased: false, unpublished: false, mails: 0 };
    }
    const stored = storyEntry.value ? readStoredStory(storyEntry.value) : null;
    const op = kv.atomic().check(storyEntry, decisionEntry, publicEntry)
      .delete(storyKey(id))
      .delete(pendingKey(id))
      .delete(decisionKey(id))
      .delete(approvedKey(id))
      .set(STATS_VERSION_KEY, now.toISOString());
    const unpublished = Boolean(publicEntry.value);
    if (unpublished) {
      removeFromFeed(
        op,
        stored ?? { id, decidedAt: decisionEntry.value?.decidedAt } as Story,
        "author-request",
        now,
      );
    }
    let mails = 0;
    for (const mailId of stored?.mailIds ?? []) {
      if (await deleteMailRecord(kv, op, { id: mailId, kind: "outbox" })) mails++;
      if (await deleteMailRecord(kv, op, { id: mailId, kind: "captured" })) mails++;
    }
    if ((await withStorageRetry(() => op.commit())).ok) {
      if (unpublished) localFeedChanges.set(kv, localFeedGeneration(kv) + 1);
      return { erased: true, unpublished, mails };
    }
  }
  throw new Error(`Could not erase story ${id}`);
}

/**
 * Deletes the email address and phone number of approved stories whose contact retention has
 * run out (the published story stays). Run by the retention cron (edge/background.ts). Answers
 * how many stories were scrubbed.
 *
 * A story's contact details go once KV itself has expired its hold key: an instance whose clock
 * runs ahead of the others deletes nothing early (KV expires keys by its own clock on Deno
 * Deploy, and by the one machine's clock for a local file). `now` is used only for stories
 * approved before the hold keys, which recorded a due time instead.
 */
export async function scrubExpiredContactDetails(kv: Deno.Kv, now: Date): Promise<number> {
  let scrubbed = 0;
  const scrub = async (dueKey: Deno.KvKey, id: string, hold?: Deno.KvEntryMaybe<unknown>) => {
    const story = await kv.get<Story>(storyKey(id));
    const op = kv.atomic().check(story).delete(dueKey);
    if (hold) op.check(hold);
    if (story.value) op.set(storyKey(id), { ...story.value, email: "", phone: "" });
    if ((await withStorageRetry(() => op.commit())).ok && story.value) scrubbed++;
  };
  for await (const entry of kv.list<string>({ prefix: ["stories_contact_due"] })) {
    const hold = await kv.get(contactHoldKey(entry.value));
    if (hold.versionstamp === null) await scrub(entry.key, entry.value, hold);
  }
  const legacyDue = kv.list<string>({
    prefix: ["stories_contact_expiry"],
    end: ["stories_contact_expiry", now.getTime() + 1],
  });
  for await (const entry of legacyDue) await scrub(entry.key, entry.value);
  return scrubbed;
}

/** The moderation records of decisions made in [from, to], oldest first. */
export async function listModerationRecords(
  kv: Deno.Kv,
  from: Date,
  to: Date,
): Promise<ModerationRecord[]> {
  const records: ModerationRecord[] = [];
  const selector = {
    start: [...moderationLogPrefix, from.getTime()],
    end: [...moderationLogPrefix, to.getTime() + 1],
  };
  for await (const entry of kv.list<ModerationRecord>(selector)) records.push(entry.value);
  return records;
}

/** Stories taken off the website in [from, to]: the reason of each, oldest first. */
export async function listRemovals(
  kv: Deno.Kv,
  from: Date,
  to: Date,
): Promise<Array<{ reason: RemovalReasonId; removedAt: string }>> {
  const removals: Array<{ reason: RemovalReasonId; removedAt: string }> = [];
  const selector = {
    start: [...removalsPrefix, from.getTime()],
    end: [...removalsPrefix, to.getTime() + 1],
  };
  for await (const entry of kv.list<{ reason: RemovalReasonId; removedAt: string }>(selector)) {
    removals.push(entry.value);
  }
  return removals;
}

/** How many stories were received in [from, to]. */
export async function countReceived(kv: Deno.Kv, from: Date, to: Date): Promise<number> {
  let count = 0;
  const selector = {
    start: [...receivedPrefix, from.getTime()],
    end: [...receivedPrefix, to.getTime() + 1],
  };
  for await (const _ of kv.list(selector)) count++;
  return count;
}
