/**
 * The work no visitor asks for — delivering the mail outbox, reminding the reviewer of stories
 * waiting for a decision, and the retention sweep — run by Deno.cron. On Deno Deploy an isolate
 * sleeps when no request comes and isolates come and go, so timers would wait for the next
 * visitor; Deploy runs each cron once per schedule and wakes an isolate for it. `deno run` runs
 * them in-process, on the same schedules. A commit that queues mail also nudges the sender at once
 * (AppDeps.mailQueued), so a cron is only needed for retries and for what a dead server left.
 *
 * Every job is safe to run on any number of servers at once (KV-atomic claims and schedules),
 * so two self-hosted instances may both run the crons. KV queues are not used: the new Deno
 * Deploy does not support them.
 */
import { scrubExpiredContactDetails } from "./stories/store.ts";
import type { AppDeps } from "./injected.ts";
import { type OutboxSender, startOutboxSender } from "./mail/outbox.ts";
import { sendDueReminder } from "./stories/reminders.ts";

export interface BackgroundJobs {
  outbox: OutboxSender;
  /** queues the reviewer's reminder when one is due */
  remindReviewer(): Promise<void>;
  /** blanks the contact details of stories past their retention period */
  sweepRetention(): Promise<void>;
}

/** The jobs, for `deps`. Their mail goes through the outbox, nudged at once. */
export function backgroundJobs(
  deps: AppDeps,
  options: { firstRetryMs?: number; leaseMs?: number } = {},
): BackgroundJobs {
  const outbox = startOutboxSender(deps, options);
  const withNudge = { ...deps, mailQueued: () => void outbox.nudge() };
  return {
    outbox,
    async remindReviewer() {
      await sendDueReminder(withNudge, deps.clock());
    },
    async sweepRetention() {
      await scrubExpiredContactDetails(deps.kv, deps.clock());
    },
  };
}

/**
 * How often servers look for a due reminder: a quarter of MODERATION_REMINDER_HOURS, between
 * every minute (cron's finest step) and every 15 minutes.
 */
export function reminderCronSchedule(hours: number): string {
  const minutes = Math.min(15, Math.max(1, Math.round(hours * 60 / 4)));
  return minutes === 1 ? "* * * * *" : `*/${minutes} * * * *`;
}

export const OUTBOX_CRON_SCHEDULE = "* * * * *";
/** Hourly, at a minute of its own. */
export const RETENTION_CRON_SCHEDULE = "17 * * * *";

/**
 * Registers the three crons. Call it at the top level of the entrypoint, before `Deno.serve`
 * (Deploy discovers crons by evaluating the module's top level); the handlers wait for `jobs`,
 * which the entrypoint resolves once KV is open. `signal` unregisters them on shutdown.
 */
export function registerCrons(
  jobs: Promise<BackgroundJobs>,
  reminderHours: number,
  signal: AbortSignal,
): void {
  const run = (name: string, job: (jobs: BackgroundJobs) => Promise<void>) => async () => {
    try {
      await job(await jobs);
    } catch (error) {
      console.error(`${name} failed`, error);
    }
  };
  Deno.cron(
    "mail outbox",
    OUTBOX_CRON_SCHEDULE,
    { signal },
    run("mail outbox", (j) => j.outbox.nudge()),
  );
  Deno.cron(
    "moderation reminders",
    reminderCronSchedule(reminderHours),
    { signal },
    run("moderation reminder", (j) => j.remindReviewer()),
  );
  Deno.cron(
    "retention sweep",
    RETENTION_CRON_SCHEDULE,
    { signal },
    run("retention sweep", (j) => j.sweepRetention()),
  );
}
