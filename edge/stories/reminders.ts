/**
 * Reminders to the reviewer about stories waiting for a decision. A story waiting longer than
 * MODERATION_REMINDER_HOURS brings one reminder; while stories still wait, further reminders come
 * at most once a week. Each reminder lists every waiting story with fresh signed links, so a link
 * that has expired in the first email is replaced.
 *
 * No timer decides anything: `sendDueReminder` may run as often as anyone likes, on any number of
 * servers, after any number of restarts. What was sent is a KV record, and a reminder is queued
 * (edge/mail/outbox.ts) only in an atomic commit checked against that record's versionstamp, so
 * of two servers deciding at once exactly one queues it.
 *
 * Key: ["moderation_reminder"] (edge/stories/store.ts)  ReminderSchedule — a fixed size whatever the number waiting (a KV
 * value holds at most 64 KiB, so nothing here grows with the queue). An email names at most
 * REMINDER_LIST_LIMIT stories, the longest-waiting first, and counts the rest.
 */
import { markup } from "../html-page.ts";
import { emailHtml, paragraph, smallPrint } from "../mail/layout.ts";
import { queueMail } from "../mail/outbox.ts";
import { pendingStories, REMINDER_SCHEDULE_KEY } from "./store.ts";
import type { Story } from "./story.ts";
import type { AppDeps, Email } from "../injected.ts";
import { ukDate, ukDateTime } from "../../lib/dates.ts";
import { MODERATION_LINK_LIFETIME_MS, moderationUrl } from "./moderation-links.ts";
import { publicName } from "./public.ts";
import { MODERATION_POLICY_SENTENCE } from "./decision-form.ts";

export { REMINDER_SCHEDULE_KEY };
/** the shortest gap between two reminders about stories already reminded of */
export const REMINDER_REPEAT_MS = 7 * 24 * 3600_000;

/** How many waiting stories one reminder names, with their links; the rest are counted. */
export const REMINDER_LIST_LIMIT = 40;

export interface ReminderSchedule {
  /** ISO time the last reminder was queued */
  lastSentAt: string;
  /**
   * The newest waiting story's id when it was queued. Ids are time-ordered and every story waits
   * the same threshold, so a story that has started waiting since has a greater id.
   */
  newestWaitingId: string;
}

/** A schedule as an earlier version stored it (the ids of every story it named). */
interface StoredSchedule {
  lastSentAt: string;
  newestWaitingId?: string;
  storyIds?: string[];
}

function newestNamed(schedule: StoredSchedule): string {
  return schedule.newestWaitingId ?? [...schedule.storyIds ?? []].sort().at(-1) ?? "";
}

export type ReminderResult =
  | { sent: true; outboxId: string; storyIds: string[]; waiting: number }
  | { sent: false; why: "nothing-waiting" | "reminded-recently" | "another-server-sent" };

interface Waiting {
  /** the longest-waiting stories, oldest first, at most REMINDER_LIST_LIMIT */
  listed: Story[];
  /** how many stories wait longer than the threshold, listed or not */
  count: number;
  newestId: string;
}

/** Stories waiting longer than the reminder threshold (pending stories come oldest first). */
async function waitingStories(kv: Deno.Kv, now: Date, thresholdMs: number): Promise<Waiting> {
  const waiting: Waiting = { listed: [], count: 0, newestId: "" };
  for await (const story of pendingStories(kv)) {
    if (Date.parse(story.submittedAt) + thresholdMs > now.getTime()) break;
    waiting.count++;
    waiting.newestId = story.id;
    if (waiting.listed.length < REMINDER_LIST_LIMIT) waiting.listed.push(story);
  }
  return waiting;
}

/** Checks whether a reminder is due at `now` and, if so, queues it (once, across all servers). */
export async function sendDueReminder(
  deps: Pick<AppDeps, "kv" | "config" | "mailQueued">,
  now: Date,
): Promise<ReminderResult> {
  const { kv, config } = deps;
  const thresholdMs = config.moderationReminderHours * 3600_000;
  const schedule = await kv.get<StoredSchedule>(REMINDER_SCHEDULE_KEY);
  const waiting = await waitingStories(kv, now, thresholdMs);
  if (!waiting.count) return { sent: false, why: "nothing-waiting" };

  const last = schedule.value;
  const newlyWaiting = !last || waiting.newestId > newestNamed(last);
  const weekPassed = !last || now.getTime() - Date.parse(last.lastSentAt) >= REMINDER_REPEAT_MS;
  if (!newlyWaiting && !weekPassed) return { sent: false, why: "reminded-recently" };

  const storyIds = waiting.listed.map((story) => story.id);
  const op = kv.atomic()
    .check(schedule)
    .set(
      REMINDER_SCHEDULE_KEY,
      {
        lastSentAt: now.toISOString(),
        newestWaitingId: waiting.newestId,
      } satisfies ReminderSchedule,
    );
  const email = await reminderEmail(deps.config, waiting.listed, now, waiting.count);
  const outboxId = queueMail(op, email, now);
  // A lost race, or storage busy with another server's commit: a later run looks again.
  const committed = await op.commit().catch((error: unknown) => {
    console.warn(`moderation reminder: storage busy (${error}); trying again on the next run`);
    return { ok: false } as const;
  });
  if (!committed.ok) return { sent: false, why: "another-server-sent" };
  deps.mailQueued?.();
  return { sent: true, outboxId, storyIds, waiting: waiting.count };
}

function waitedFor(story: Story, now: Date): string {
  const hours = (now.getTime() - Date.parse(story.submittedAt)) / 3600_000;
  if (hours < 48) return `${Math.floor(hours)} ${Math.floor(hours) === 1 ? "hour" : "hours"}`;
  return `${Math.floor(hours / 24)} days`;
}

export async function reminderEmail(
  config: Pick<AppDeps["config"], "siteUrl" | "storySigningSecret" | "reviewerEmail">,
  stories: Story[],
  now: Date,
  /** how many wait in all (more than `stories` when the list was cut) */
  waitingCount = stories.length,
): Promise<Email> {
  const items = await Promise.all(stories.map(async (story) => ({
    story,
    shownAs: publicName(story.firstName, story.lastName, story.stayAnonymous),
    approve: await moderationUrl(
      config.siteUrl,
      config.storySigningSecret,
      story.id,
      "approve",
      now,
    ),
    decline: await moderationUrl(
      config.siteUrl,
      config.storySigningSecret,
      story.id,
      "decline",
      now,
    ),
  })));
  const linksValidUntil = ukDate(
    new Date(now.getTime() + MODERATION_LINK_LIFETIME_MS).toISOString(),
  );
  const count = waitingCount === 1 ? "1 patient story is" : `${waitingCount} patient stories are`;
  const unlisted = waitingCount - stories.length;
  const more = unlisted > 0
    ? `The ${stories.length} that have waited longest are below; ${unlisted} more ${
      unlisted === 1 ? "waits" : "wait"
    } behind them and will be listed as these are decided.`
    : "";

  const text = [
    `Reminder: ${count} waiting for a decision. Nothing is published until you approve it.`,
    ...(more ? ["", more] : []),
    "",
    ...items.flatMap(({ story, shownAs, approve, decline }, index) => [
      `${index + 1}. ${shownAs}, ${story.stars} out of 5 stars, sent ${
        ukDateTime(story.submittedAt)
      } (waiting ${waitedFor(story, now)})`,
      `Approve: ${approve}`,
      `Decline: ${decline}`,
      "",
    ]),
    `These links are new and work until ${linksValidUntil}; each opens a confirmation page that shows the story in full.`,
    MODERATION_POLICY_SENTENCE,
  ].join("\n");

  const html = await emailHtml({
    title: "Patient stories waiting for a decision",
    heading: `Reminder: ${count} waiting for a decision`,
    body: markup`${paragraph("Nothing is published until you approve it.")}
${more ? paragraph(more) : ""}
<ol style="padding-left:20px;margin:0 0 16px">
${
      items.map(({ story, shownAs, approve, decline }) =>
        markup`<li style="margin:0 0 12px">${shownAs}, ${story.stars} out of 5 stars, sent ${
          ukDateTime(story.submittedAt)
        } (waiting ${
          waitedFor(story, now)
        })<br><a href="${approve}">Approve</a> · <a href="${decline}">Decline</a></li>`
      )
    }
</ol>
${
      smallPrint(
        `These links are new and work until ${linksValidUntil}; each opens a confirmation page that shows the story in full.`,
      )
    }
${smallPrint(MODERATION_POLICY_SENTENCE)}`,
  });

  return {
    to: config.reviewerEmail,
    subject: `Reminder: ${count} waiting for a decision`,
    text,
    html,
  };
}
