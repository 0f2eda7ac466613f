/**
 * The outbox seen as records about people, for access and erasure requests: every queued or sent
 * email (and, in development, every captured one) with what it holds, and the deletion of one
 * inside the caller's atomic commit. An unsent email's contents are in KV until it is sent; a
 * sent one keeps only its recipient and subject for a while (edge/mail/outbox.ts).
 */
import type { Email } from "../injected.ts";
import { deleteBlob, getBlob } from "./kv-blob.ts";
import { bodyPrefix, dueKey, type OutboxEntry, outboxKey } from "./outbox.ts";

export interface MailRecord {
  /** the outbox entry's id (the captured copy of a development email has the same id) */
  id: string;
  kind: "outbox" | "captured";
  to: string;
  subject: string;
  /** ISO time it was queued (captured: when it was captured) */
  createdAt: string;
  /** ISO time it was sent; absent while it waits */
  sentAt?: string;
  /** the email itself while it is still held: an unsent outbox entry, or a captured copy */
  email?: Email;
}

/** Every outbox entry and captured email, oldest first, with the contents still held. */
export async function* allMailRecords(kv: Deno.Kv): AsyncGenerator<MailRecord> {
  for await (const { value: entry } of kv.list<OutboxEntry>({ prefix: ["outbox"] })) {
    const email = entry.sentAt
      ? undefined
      : await getBlob<Email>(kv, bodyPrefix(entry.id), entry.bodyChunks) ?? undefined;
    yield {
      id: entry.id,
      kind: "outbox",
      to: entry.to,
      subject: entry.subject,
      createdAt: entry.createdAt,
      ...(entry.sentAt ? { sentAt: entry.sentAt } : {}),
      ...(email ? { email } : {}),
    };
  }
  const captured = kv.list<{ id: string; createdAt: string; bodyChunks: number }>({
    prefix: ["dev_mail"],
  });
  for await (const { value: meta } of captured) {
    const email = await getBlob<Email>(kv, ["dev_mail_body", meta.id], meta.bodyChunks);
    if (!email) continue;
    yield {
      id: meta.id,
      kind: "captured",
      to: email.to,
      subject: email.subject,
      createdAt: meta.createdAt,
      email,
    };
  }
}

/**
 * Adds the deletion of a mail record to `op`, checked against the record as read now (so a sender
 * that claims it meanwhile makes the commit fail, and the caller reads again). False when it is
 * already gone.
 */
export async function deleteMailRecord(
  kv: Deno.Kv,
  op: Deno.AtomicOperation,
  record: Pick<MailRecord, "id" | "kind">,
): Promise<boolean> {
  if (record.kind === "captured") {
    const meta = await kv.get<{ bodyChunks: number }>(["dev_mail", record.id]);
    if (!meta.value) return false;
    op.check(meta).delete(meta.key);
    deleteBlob(op, ["dev_mail_body", record.id], meta.value.bodyChunks);
    return true;
  }
  const entry = await kv.get<OutboxEntry>(outboxKey(record.id));
  if (!entry.value) return false;
  op.check(entry).delete(entry.key);
  deleteBlob(op, bodyPrefix(record.id), entry.value.bodyChunks);
  if (!entry.value.sentAt) op.delete(dueKey(entry.value.nextAttemptAt, record.id));
  return true;
}
