/**
 * The typed Deno KV data layer for patient stories and enquiries (and the re-export of the mail
 * outbox).
 * Only this module and edge/mail/ read or write these keys.
 *
 * Retention periods come from content/retention.ts, which the privacy page also reads.
 *
 * Key layout
 *   ["stories", id]                         Story — the submission in full, with personal data.
 *                                           Expires 30 days after submission unless decided; a
 *                                           declined story 30 days after the decision; an approved
 *                                           story's email and phone are blanked a year after approval
 *   ["stories_pending", id]                 id — awaiting a decision; removed when decided
 *   ["stories_approved", id]                PublicStory — what the website shows; no personal data
 *   ["stories_contact_expiry", ms, id]      id — when an approved story's contact details are due
 *                                           for deletion (scrubExpiredContactDetails)
 *   ["story_decisions", id]                 StoryDecision — action and time; kept after a declined
 *                                           story's personal data is gone, so a late click still
 *                                           learns what was decided
 *   ["stories_feed_version"]                decision time of the latest approval; its versionstamp
 *                                           changes whenever the public feed does (cache key)
 *   ["moderation_log", …], ["stories_received", …], ["stories_stats_version"]
 *                                           the moderation record (edge/stories/decisions.ts)
 *   ["enquiries", id]                       Enquiry — the message in full, with personal data.
 *                                           Expires ENQUIRY_RETENTION_MS (90 days) after it arrived.
 *   ["enquiries_by_email", email, id]       id — a patient's enquiries by lower-cased address (for
 *                                           access and erasure requests); expires with the enquiry
 *   ["outbox", …], ["outbox_body", …], ["outbox_due", …]   the mail outbox (edge/mail/outbox.ts)
 *   ["dev_mail", …], ["dev_mail_body", …]                   captured development mail (edge/mail/dev.ts)
 *   ["rate_limit", …]                                        edge/rate-limit.ts
 *
 * Ids are time-ordered (edge/ids.ts), so listing ["stories_approved"] in reverse is newest first.
 * A story and the reviewer's email about it are written in one atomic commit; so are an enquiry and
 * the practice's email about it.
 */
import type { Email } from "./injected.ts";
import type { CareType } from "../content/enquiry.ts";
import { queueMail } from "./mail/outbox.ts";
import { withStorageRetry } from "./storage-retry.ts";
import { toPublicStory } from "./stories/public.ts";
import { recordDecision, recordReceived } from "./stories/decisions.ts";
import { DAY_MS, retention } from "../content/retention.ts";
import type { PublicStory, StorySubmission } from "../lib/wire-types.ts";

export { queueMail };
export type { PublicStory, StorySubmission };

export type StoryStatus = "pending" | "approved" | "declined";
export type StoryAction = "approve" | "decline";

export interface Story extends StorySubmission {
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
}

export const DECLINED_RETENTION_MS = retention.declinedStoryDays * DAY_MS;
/** an undecided story is deleted after this (its moderation links are long dead by then) */
export const PENDING_RETENTION_MS = retention.pendingStoryDays * DAY_MS;
/** an approved story's email and phone are deleted after this */
export const APPROVED_CONTACT_RETENTION_MS = retention.approvedContactDetailsDays * DAY_MS;

const storyKey = (id: string): Deno.KvKey => ["stories", id];
const pendingKey = (id: string): Deno.KvKey => ["stories_pending", id];
const approvedKey = (id: string): Deno.KvKey => ["stories_approved", id];
const decisionKey = (id: string): Deno.KvKey => ["story_decisions", id];
const contactExpiryKey = (
  dueMs: number,
  id: string,
): Deno.KvKey => ["stories_contact_expiry", dueMs, id];
export const FEED_VERSION_KEY: Deno.KvKey = ["stories_feed_version"];

/**
 * Stores a new pending story with its index keys and queues `mail` (the reviewer's email) in the
 * same atomic commit. Throws, storing nothing, if the commit fails. Answers the outbox entry id.
 */
export async function createStory(
  kv: Deno.Kv,
  story: Story,
  mail: Email,
): Promise<{ outboxId: string }> {
  // Undecided stories expire; a decision rewrites these keys with the decision's own retention.
  const expireIn = PENDING_RETENTION_MS;
  const op = kv.atomic()
    .check({ key: storyKey(story.id), versionstamp: null })
    .set(storyKey(story.id), story, { expireIn })
    .set(pendingKey(story.id), story.id, { expireIn });
  recordReceived(op, story);
  const outboxId = queueMail(op, mail, new Date(story.submittedAt));
  const result = await withStorageRetry(() => op.commit());
  if (!result.ok) throw new Error(`Failed to create story ${story.id}`);
  return { outboxId };
}

export async function getStory(kv: Deno.Kv, id: string): Promise<Story | null> {
  return (await kv.get<Story>(storyKey(id))).value;
}

export async function getDecision(kv: Deno.Kv, id: string): Promise<StoryDecision | null> {
  return (await kv.get<StoryDecision>(decisionKey(id))).value;
}

/** Approved stories, newest first, public fields only. */
export async function listApprovedStories(
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

/** Ids of stories awaiting a decision, oldest first. */
export async function listPendingStoryIds(kv: Deno.Kv): Promise<string[]> {
  const ids: string[] = [];
  for await (const entry of kv.list<string>({ prefix: ["stories_pending"] })) ids.push(entry.value);
  return ids;
}

const localFeedChanges = new WeakMap<Deno.Kv, number>();

/**
 * How many times this isolate has changed the feed through `kv`. Lets a feed cache see its own
 * isolate's approvals at once without reading KV on every request; changes made elsewhere are
 * picked up by re-reading the feed version now and then.
 */
export function localFeedGeneration(kv: Deno.Kv): number {
  return localFeedChanges.get(kv) ?? 0;
}

export type DecisionResult =
  | { outcome: "decided"; decision: StoryDecision }
  | { outcome: "already-decided"; decision: StoryDecision }
  | { outcome: "not-found" };

export interface DecisionRequest {
  action: StoryAction;
  now: Date;
  /** shown with an approved story */
  surgeryType?: string;
  /** the practice's public reply to an approved story (already checked) */
  reply?: string;
  /** required to decline: a decline reason's id (already checked) */
  reason?: string;
  /** hash of the reviewer's address, for the moderation record */
  reviewerHash?: string;
}

/**
 * Approves or declines a pending story. The commit is checked against the story's versionstamp
 * and the absence of a decision, so of two decisions racing only the first is stored; any later
 * one changes nothing and answers the first.
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

    const decidedAt = request.now.toISOString();
    const decision: StoryDecision = { storyId: id, action: request.action, decidedAt };
    const op = kv.atomic()
      .check(storyEntry)
      .check(decisionEntry)
      .delete(pendingKey(id));
    if (request.action === "approve") {
      const surgeryType = request.surgeryType?.trim() ?? "";
      if (surgeryType) decision.surgeryType = surgeryType;
      const reply = request.reply?.trim() || undefined;
      if (reply) decision.reply = reply;
      const story: Story = {
        ...storyEntry.value,
        status: "approved",
        surgeryType,
        decidedAt,
        reply,
      };
      op.set(storyKey(id), story)
        .set(approvedKey(id), toPublicStory(story))
        .set(contactExpiryKey(request.now.getTime() + APPROVED_CONTACT_RETENTION_MS, id), id)
        .set(FEED_VERSION_KEY, decidedAt);
    } else {
      decision.personalDataDeletedAfter = new Date(request.now.getTime() + DECLINED_RETENTION_MS)
        .toISOString();
      if (!request.reason) throw new Error("A decline needs a reason");
      decision.reason = request.reason;
      const story: Story = {
        ...storyEntry.value,
        status: "declined",
        decidedAt,
        declineReason: request.reason,
      };
      op.set(storyKey(id), story, { expireIn: DECLINED_RETENTION_MS });
    }
    op.set(decisionKey(id), decision);
    recordDecision(op, {
      storyId: id,
      action: request.action,
      reason: decision.reason,
      submittedAt: storyEntry.value.submittedAt,
      decidedAt,
      reviewerHash: request.reviewerHash ?? "",
      replied: Boolean(decision.reply),
    });
    if ((await withStorageRetry(() => op.commit())).ok) {
      if (request.action === "approve") localFeedChanges.set(kv, localFeedGeneration(kv) + 1);
      return { outcome: "decided", decision };
    }
    // Lost a race: read again; the winner's decision is what we answer.
  }
  throw new Error(`Could not record the decision on story ${id}`);
}

/**
 * Deletes the email address and phone number of approved stories whose contact retention has
 * run out (the published story stays). Runs periodically from edge/main.ts. Answers how many
 * stories were scrubbed.
 */
export async function scrubExpiredContactDetails(kv: Deno.Kv, now: Date): Promise<number> {
  let scrubbed = 0;
  const due = kv.list<string>({
    prefix: ["stories_contact_expiry"],
    end: ["stories_contact_expiry", now.getTime() + 1],
  });
  for await (const entry of due) {
    const id = entry.value;
    const story = await kv.get<Story>(storyKey(id));
    const op = kv.atomic().check(story).delete(entry.key);
    if (story.value) op.set(storyKey(id), { ...story.value, email: "", phone: "" });
    if ((await op.commit()).ok && story.value) scrubbed++;
  }
  return scrubbed;
}

/** What a patient sends with the enquiry form (validated by edge/enquiry/input.ts). */
export interface EnquirySubmission {
  firstName: string;
  lastName: string;
  /** optional on the form: absent when left blank */
  phone?: string;
  email: string;
  /** how the patient would like to be seen (content/enquiry.ts); absent when not said */
  careType?: CareType;
  /** who pays, when privately: one of the site's insurers, another one, or the patient */
  insurer?: string;
  message: string;
}

export interface Enquiry extends EnquirySubmission {
  /** time-ordered id */
  id: string;
  /** ISO time the enquiry arrived */
  receivedAt: string;
}

/** Enquiries are answered by email within days; the stored copy is deleted after 90 days. */
export const ENQUIRY_RETENTION_MS = retention.enquiryDays * DAY_MS;

const enquiryKey = (id: string): Deno.KvKey => ["enquiries", id];
const enquiryByEmailKey = (
  email: string,
  id: string,
): Deno.KvKey => ["enquiries_by_email", email.toLowerCase(), id];

/**
 * Stores an enquiry with its index key and queues `mail` (the practice's email) in the same
 * atomic commit. Both keys expire after ENQUIRY_RETENTION_MS. Throws, storing nothing, if the
 * commit fails. Answers the outbox entry id.
 */
export async function createEnquiry(
  kv: Deno.Kv,
  enquiry: Enquiry,
  mail: Email,
): Promise<{ outboxId: string }> {
  const expireIn = ENQUIRY_RETENTION_MS;
  const op = kv.atomic()
    .check({ key: enquiryKey(enquiry.id), versionstamp: null })
    .set(enquiryKey(enquiry.id), enquiry, { expireIn })
    .set(enquiryByEmailKey(enquiry.email, enquiry.id), enquiry.id, { expireIn });
  const outboxId = queueMail(op, mail, new Date(enquiry.receivedAt));
  const result = await withStorageRetry(() => op.commit());
  if (!result.ok) throw new Error(`Failed to store enquiry ${enquiry.id}`);
  return { outboxId };
}

export async function getEnquiry(kv: Deno.Kv, id: string): Promise<Enquiry | null> {
  return (await kv.get<Enquiry>(enquiryKey(id))).value;
}

/** Ids of the stored enquiries sent from `email` (any letter case), oldest first. */
export async function listEnquiryIdsByEmail(kv: Deno.Kv, email: string): Promise<string[]> {
  const ids: string[] = [];
  for await (
    const entry of kv.list<string>({ prefix: ["enquiries_by_email", email.toLowerCase()] })
  ) ids.push(entry.value);
  return ids;
}
