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
import { queueMail } from "../mail/outbox.ts";
import { withStorageRetry } from "../storage-retry.ts";
import { DAY_MS, retention } from "../../content/retention.ts";

/** What a patient sends with the enquiry form (validated by edge/enquiry/input.ts). */
export interface EnquirySubmission {
  firstName: string;
  lastName: string;
  /** optional on the form: absent when left blank */
  phone?: string;
  email: string;
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
