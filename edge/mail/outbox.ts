/**
 * The transactional mail outbox. A feature queues an email inside the same atomic commit as the
 * record it is about (`queueMail`), so either both are stored or neither is; a sender then
 * delivers due entries (`deliverDue`), retrying with exponential backoff.
 *
 * Keys:
 *   ["outbox", id]                   OutboxEntry — attempts, next attempt time, sent time
 *   ["outbox_body", id, n]           the email itself, as chunked JSON (kv-blob.ts); deleted once sent
 *   ["outbox_due", dueAtMs, id]      id — present while unsent; dueAtMs equals entry.nextAttemptAt
 *
 * Exactly once: a sender first *claims* an entry by moving its due time one lease ahead, in an
 * atomic commit checked against the entry's versionstamp. Of two senders that race for an entry
 * only one commit succeeds, and only the winner sends. A sender that dies mid-delivery leaves the
 * claim to lapse, after which the entry is due again — delayed, never lost. The lease is far
 * longer than a provider call may take, and the entry id is passed to the provider as an
 * idempotency key, so even a lapsed claim cannot produce a second copy.
 *
 * A drain delivers up to DELIVERY_CONCURRENCY entries at a time, and gives each provider call
 * SEND_TIMEOUT_MS: a slow or hung provider delays each email by that much at most, not the queue
 * behind it (one at a time, ten emails at 5 s each took 54 s, and a hung call held all of them).
 * A call cut off by the timeout is retried like any failure, under the same idempotency key.
 */
import { DAY_MS, retention } from "../../content/retention.ts";
import type { Email, Mailer } from "../injected.ts";
import { newId } from "../ids.ts";
import {
  isStorageUnavailable,
  isTransientStorageError,
  logStorageUnavailable,
} from "../storage-retry.ts";
import { cleanEmail } from "./clean-text.ts";
import { deleteBlob, getBlob, setBlob } from "./kv-blob.ts";

export interface OutboxEntry {
  id: string;
  to: string;
  subject: string;
  /** ISO time the mail was queued */
  createdAt: string;
  /** delivery attempts started so far */
  attempts: number;
  /** ms since the epoch: when the next attempt is due (while claimed: when the claim lapses) */
  nextAttemptAt: number;
  /** ISO time of successful delivery */
  sentAt?: string;
  lastError?: string;
  bodyChunks: number;
}

export const outboxKey = (id: string): Deno.KvKey => ["outbox", id];
export const bodyPrefix = (id: string): Deno.KvKey => ["outbox_body", id];
export const dueKey = (dueAt: number, id: string): Deno.KvKey => ["outbox_due", dueAt, id];

/** How long a claim holds before another sender may try the entry again. */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** Provider calls under way at once in one drain. */
export const DELIVERY_CONCURRENCY = 4;
/** The longest one provider call may take before it counts as failed (far inside the lease). */
export const SEND_TIMEOUT_MS = 15_000;
export const FIRST_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 60 * 60_000;
/** Sent entries are kept (without their contents) for this long, as a delivery record. */
export const SENT_RECORD_RETENTION_MS = retention.sentMailRecordDays * DAY_MS;

/** Wait after the `attempts`-th failed attempt: 30 s, 1 min, 2 min, … up to one hour. */
export function retryDelay(attempts: number, firstRetryMs = FIRST_RETRY_MS): number {
  return Math.min(MAX_RETRY_MS, firstRetryMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Adds an email to `op`, due at once. Commit `op` yourself, together with the record the email
 * is about, then nudge the sender (AppDeps.mailQueued). Answers the outbox entry's id.
 */
export function queueMail(
  op: Deno.AtomicOperation,
  queued: Email,
  now: Date,
  id: string = newId(now),
): string {
  const email = cleanEmail(queued);
  const body: Email = { to: email.to, subject: email.subject, text: email.text, html: email.html };
  if (email.replyTo) body.replyTo = email.replyTo;
  const entry: OutboxEntry = {
    id,
    to: email.to,
    subject: email.subject,
    createdAt: now.toISOString(),
    attempts: 0,
    nextAttemptAt: now.getTime(),
    bodyChunks: setBlob(op, bodyPrefix(id), body),
  };
  op.check({ key: outboxKey(id), versionstamp: null })
    .set(outboxKey(id), entry)
    .set(dueKey(entry.nextAttemptAt, id), id);
  return id;
}

export async function getOutboxEntry(kv: Deno.Kv, id: string): Promise<OutboxEntry | null> {
  return (await kv.get<OutboxEntry>(outboxKey(id))).value;
}

/** Every entry, oldest first (for tests and diagnostics). */
export async function listOutbox(kv: Deno.Kv): Promise<OutboxEntry[]> {
  const entries: OutboxEntry[] = [];
  for await (const entry of kv.list<OutboxEntry>({ prefix: ["outbox"] })) entries.push(entry.value);
  return entries;
}

export interface DeliveryReport {
  /** due entries looked at */
  considered: number;
  sent: string[];
  failed: string[];
}

export interface DeliverOptions {
  /** the most entries to look at in one call */
  limit?: number;
  leaseMs?: number;
  /** the time as delivery goes on (claims and outcomes); `now` throughout when omitted */
  clock?: () => Date;
  /** the wait after the first failure (doubling after each further one) */
  firstRetryMs?: number;
  /** told of the claims being delivered, so a sender that must stop can release them */
  claims?: ClaimTracker;
  /** provider calls under way at once */
  concurrency?: number;
  /** the longest a provider call may take */
  sendTimeoutMs?: number;
  /** checked before each claim: true stops the drain (shutting down) */
  shouldStop?: () => boolean;
}

/** The claim a sender holds while a provider call is under way. */
export interface HeldClaim {
  id: string;
  entry: OutboxEntry;
  versionstamp: string;
}

export interface ClaimTracker {
  /** the claims whose provider calls are under way, by entry id */
  held: Map<string, HeldClaim>;
}

/** Rejects after `ms` unless `work` settles first. */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The mail provider did not answer within ${ms / 1000} s.`)),
      ms,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** A storage error while delivering: counted quietly when the disk is full, else logged. */
function warnStorage(what: string, error: unknown): void {
  if (isStorageUnavailable(error)) logStorageUnavailable(error);
  else if (!isTransientStorageError(error)) console.warn(`outbox: ${what}: ${error}`);
}

/**
 * Gives a claim back: the entry is due again at `now`, with the interrupted attempt not counted.
 * If the delivery in progress completes anyway, its outcome is not recorded (the claim is gone),
 * and the resend reuses the same idempotency key. False when the claim had already changed hands.
 */
export async function releaseClaim(kv: Deno.Kv, held: HeldClaim, now: Date): Promise<boolean> {
  const released: OutboxEntry = {
    ...held.entry,
    attempts: Math.max(0, held.entry.attempts - 1),
    nextAttemptAt: now.getTime(),
  };
  return await commitWithRetries(
    kv.atomic()
      .check({ key: outboxKey(held.id), versionstamp: held.versionstamp })
      .delete(dueKey(held.entry.nextAttemptAt, held.id))
      .set(dueKey(released.nextAttemptAt, held.id), held.id)
      .set(outboxKey(held.id), released),
    3,
  );
}

/**
 * Delivers every entry due at `now` (up to `limit`): claim, send, then mark sent or reschedule.
 * Safe to run from several senders at once.
 */
export async function deliverDue(
  kv: Deno.Kv,
  mailer: Mailer,
  now: Date,
  options: DeliverOptions = {},
): Promise<DeliveryReport> {
  const {
    limit = 25,
    leaseMs = CLAIM_LEASE_MS,
    clock = () => now,
    firstRetryMs = FIRST_RETRY_MS,
    claims,
    shouldStop,
    concurrency = DELIVERY_CONCURRENCY,
    sendTimeoutMs = SEND_TIMEOUT_MS,
  } = options;
  const report: DeliveryReport = { considered: 0, sent: [], failed: [] };
  const due: Array<Deno.KvEntry<string>> = [];
  for await (
    const entry of kv.list<string>({
      prefix: ["outbox_due"],
      end: ["outbox_due", now.getTime() + 1],
    }, { limit })
  ) {
    due.push(entry);
  }
  const deliverOne = async (dueEntry: Deno.KvEntry<string>) => {
    const id = dueEntry.value;
    const current = await kv.get<OutboxEntry>(outboxKey(id));
    if (!current.value || current.value.sentAt || current.value.nextAttemptAt !== dueEntry.key[1]) {
      return;
    }

    const claimedUntil = clock().getTime() + leaseMs;
    const claimed: OutboxEntry = {
      ...current.value,
      attempts: current.value.attempts + 1,
      nextAttemptAt: claimedUntil,
    };
    const claim = await kv.atomic()
      .check(current)
      .check(dueEntry)
      .delete(dueEntry.key)
      .set(dueKey(claimedUntil, id), id)
      .set(outboxKey(id), claimed)
      .commit()
      .catch((error) => {
        // Busy storage (another instance writing) is routine: a later drain tries again.
        warnStorage(`could not claim ${id}`, error);
        return { ok: false } as const;
      });
    if (!claim.ok) return; // another sender has it, or storage is busy: a later drain retries
    const claimedEntry = { key: outboxKey(id), versionstamp: claim.versionstamp };
    claims?.held.set(id, { id, entry: claimed, versionstamp: claim.versionstamp });

    let failure: string | undefined;
    try {
      const email = await getBlob<Email>(kv, bodyPrefix(id), claimed.bodyChunks);
      if (!email) failure = "The email's contents are missing from the outbox.";
      else await withTimeout(mailer.send({ ...email, id }), sendTimeoutMs);
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }

    const settledAt = clock();
    const op = kv.atomic().check(claimedEntry).delete(dueKey(claimedUntil, id));
    if (failure === undefined) {
      const sent: OutboxEntry = { ...claimed, sentAt: settledAt.toISOString(), nextAttemptAt: -1 };
      delete sent.lastError;
      deleteBlob(op, bodyPrefix(id), claimed.bodyChunks);
      op.set(outboxKey(id), sent, { expireIn: SENT_RECORD_RETENTION_MS });
    } else {
      const nextAttemptAt = settledAt.getTime() + retryDelay(claimed.attempts, firstRetryMs);
      op.set(outboxKey(id), { ...claimed, nextAttemptAt, lastError: failure.slice(0, 500) })
        .set(dueKey(nextAttemptAt, id), id);
    }
    const settled = await commitWithRetries(op);
    claims?.held.delete(id);
    if (!settled) {
      // The claim lapsed mid-delivery and another sender took the entry over, or storage kept
      // failing: the entry is delivered again later, under the same idempotency key.
      console.warn(`outbox: could not record the outcome of delivering ${id}`);
    }
    if (failure === undefined) report.sent.push(id);
    else {
      report.failed.push(id);
      console.warn(`outbox: delivery of ${id} failed (attempt ${claimed.attempts}): ${failure}`);
    }
  };

  // A small pool: each worker takes the next due entry in order until none is left.
  let next = 0;
  const worker = async () => {
    while (next < due.length && !shouldStop?.()) {
      const dueEntry = due[next++];
      report.considered++;
      await deliverOne(dueEntry);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return report;
}

/** Commits, retrying storage errors (e.g. a busy local database file); false if the check failed. */
// Recording that a mail went out matters: if the record is lost the mail is sent again once its
// claim lapses. So storage errors are retried for several seconds, with growing pauses.
async function commitWithRetries(op: Deno.AtomicOperation, attempts = 12): Promise<boolean> {
  for (let attempt = 1;; attempt++) {
    try {
      return (await op.commit()).ok;
    } catch (error) {
      if (attempt >= attempts || isStorageUnavailable(error)) {
        warnStorage("commit failed", error);
        return false;
      }
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(1000, 20 * 2 ** attempt) * (0.5 + Math.random()))
      );
    }
  }
}

export interface OutboxSender {
  /** Drains the outbox now (or right after the drain in progress); resolves when that is done. */
  nudge(): Promise<void>;
  /**
   * Stops taking nudges and waits for the delivery in progress; after `graceMs` (unbounded when
   * omitted) it releases that delivery's claim instead, so another sender retries it at once.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}

export interface OutboxSenderDeps {
  kv: Deno.Kv;
  mailer: Mailer;
  clock: () => Date;
}

/**
 * The sender: drains the outbox whenever nudged — after a commit that queued mail, and by the
 * every-minute cron (edge/background.ts) that delivers retries as they fall due. It keeps no
 * timer of its own: a Deno Deploy isolate may sleep between requests, and Deno.cron wakes it.
 */
export function startOutboxSender(
  deps: OutboxSenderDeps,
  options: { batchSize?: number; firstRetryMs?: number; leaseMs?: number } = {},
): OutboxSender {
  const { batchSize = 25, firstRetryMs, leaseMs } = options;
  let stopped = false;
  let running: Promise<void> | null = null;
  let followUp: Promise<void> | null = null;
  const claims: ClaimTracker = { held: new Map() };

  const drain = async () => {
    try {
      for (let round = 0; round < 100 && !stopped; round++) {
        const report = await deliverDue(deps.kv, deps.mailer, deps.clock(), {
          limit: batchSize,
          clock: deps.clock,
          firstRetryMs,
          leaseMs,
          claims,
          shouldStop: () => stopped,
        });
        if (report.considered < batchSize) break;
      }
    } catch (error) {
      if (isStorageUnavailable(error)) logStorageUnavailable(error);
      else console.error("outbox: drain failed", error);
    }
  };

  const nudge = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (!running) {
      running = drain().finally(() => {
        running = null;
      });
      return running;
    }
    // A drain is under way and may have listed the outbox before this mail was queued: run
    // exactly one more after it, shared by every nudge that arrives meanwhile.
    followUp ??= running.then(() => {
      followUp = null;
      return nudge();
    });
    return followUp;
  };

  return {
    nudge,
    async stop({ graceMs }: { graceMs?: number } = {}) {
      stopped = true;
      const drained = Promise.all([followUp, running]).then(() => true);
      if (graceMs === undefined) {
        await drained;
        return;
      }
      let timeout: ReturnType<typeof setTimeout> | undefined;
      const finished = await Promise.race([
        drained,
        new Promise<false>((resolve) => timeout = setTimeout(() => resolve(false), graceMs)),
      ]);
      clearTimeout(timeout);
      if (!finished) {
        for (const held of [...claims.held.values()]) {
          const released = await releaseClaim(deps.kv, held, deps.clock()).catch(() => false);
          console.warn(
            `outbox: stopped mid-delivery; ${
              released ? "released" : "could not release"
            } the claim on ${held.id}`,
          );
        }
      }
    },
  };
}
