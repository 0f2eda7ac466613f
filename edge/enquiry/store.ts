/**
 * The enquiries store: the one module that reads and writes enquiries in Deno KV, and the only one
 * that knows their keys.
 *
 * Key layout
 *   ["enquiries", id]                  Enquiry — the message in full, with personal data.
 *                                      Expires ENQUIRY_RETENTION_MS (90 days) after it arrived.
 *   ["enquiries_by_email", email, id]  id — a patient's enquiries by lower-cased address (for
 *                                      access and erasure requests); expires with the enquiry
 *
 * An enquiry and the practice's email about it are written in one atomic commit.
 */
import type { Email } from "../injected.ts";
import { newId } from "../ids.ts";
import { queueMail } from "../mail/outbox.ts";
import { deleteMailRecord } from "../mail/outbox-records.ts";
import { withStorageRetry } from "../storage-retry.ts";
import { DAY_MS, retention } from "../../content/retention.ts";
import type { CareType } from "../../content/enquiry.ts";

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
  /** the outbox entries of the emails about it (so an erasure deletes them too) */
  mailIds?: string[];
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
  const received = new Date(enquiry.receivedAt);
  const mailId = newId(received);
  const op = kv.atomic()
    .check({ key: enquiryKey(enquiry.id), versionstamp: null })
    .set(enquiryKey(enquiry.id), { ...enquiry, mailIds: [mailId] }, { expireIn })
    .set(enquiryByEmailKey(enquiry.email, enquiry.id), enquiry.id, { expireIn });
  const outboxId = queueMail(op, mail, received, mailId);
  const result = await withStorageRetry(() => op.commit());
  if (!result.ok) throw new Error(`Failed to store enquiry ${enquiry.id}`);
  return { outboxId };
}

export async function getEnquiry(kv: Deno.Kv, id: string): Promise<Enquiry | null> {
  return (await kv.get<Enquiry>(enquiryKey(id))).value;
}

/** Every stored enquiry, oldest first (diagnostics). */
export async function* allEnquiries(kv: Deno.Kv): AsyncGenerator<Enquiry> {
  for await (const entry of kv.list<Enquiry>({ prefix: ["enquiries"] })) yield entry.value;
}

/** Ids of the stored enquiries sent from `email` (any letter case), oldest first. */
export async function listEnquiryIdsByEmail(kv: Deno.Kv, email: string): Promise<string[]> {
  const ids: string[] = [];
  for await (
    const entry of kv.list<string>({ prefix: ["enquiries_by_email", email.toLowerCase()] })
  ) ids.push(entry.value);
  return ids;
}

/**
 * Erases an enquiry, its index key and the emails about it, in one commit. Answers how many
 * emails went with it, or null when no such enquiry is held.
 */
export async function eraseEnquiry(kv: Deno.Kv, id: string): Promise<number | null> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const entry = await withStorageRetry(() => kv.get<Enquiry>(enquiryKey(id)));
    if (!entry.value) return null;
    const op = kv.atomic().check(entry)
      .delete(entry.key)
      .delete(enquiryByEmailKey(entry.value.email, id));
    let mails = 0;
    for (const mailId of entry.value.mailIds ?? []) {
      if (await deleteMailRecord(kv, op, { id: mailId, kind: "outbox" })) mails++;
      if (await deleteMailRecord(kv, op, { id: mailId, kind: "captured" })) mails++;
    }
    if ((await withStorageRetry(() => op.commit())).ok) return mails;
  }
  throw new Error(`Could not erase enquiry ${id}`);
}
