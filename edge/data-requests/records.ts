/**
 * Everything the website holds about one email address, for access and erasure requests: the
 * stories and enquiries sent from it, the emails that name it or are about those records (queued,
 * sent records and, in development, captured copies; the reviewer's reminders among them) and the
 * requests made about it. Used by the practice's links in a request's email and by
 * `npm run data-request`. Stories are few enough to read in full (a story has no index by
 * address, so records written before any index still match); enquiries are found by their index.
 */
import { type Enquiry, eraseEnquiry, getEnquiry, listEnquiryIdsByEmail } from "../enquiry/store.ts";
import { allMailRecords, deleteMailRecord, type MailRecord } from "../mail/outbox-records.ts";
import { allStories, eraseStory } from "../stories/store.ts";
import type { Story } from "../stories/story.ts";
import { type DataRequest, listDataRequests } from "./store.ts";

export interface PersonRecords {
  /** the address as asked for, lower-cased */
  email: string;
  stories: Story[];
  enquiries: Enquiry[];
  mail: MailRecord[];
  /** requests made about this address (kept to show they were answered; never erased here) */
  requests: DataRequest[];
}

const normalise = (email: string) => email.trim().toLowerCase();

/** True when an email is about the person: to or from their address, or about one of their records. */
function mailMatches(record: MailRecord, email: string, recordIds: string[]): boolean {
  if (normalise(record.to) === email) return true;
  const held = record.email;
  if (!held) return false;
  if (held.replyTo && normalise(held.replyTo) === email) return true;
  const text = held.text.toLowerCase();
  return text.includes(email) || recordIds.some((id) => held.text.includes(id));
}

export async function findRecords(kv: Deno.Kv, address: string): Promise<PersonRecords> {
  const email = normalise(address);
  const stories: Story[] = [];
  for await (const story of allStories(kv)) {
    if (story.email && normalise(story.email) === email) stories.push(story);
  }
  const enquiries: Enquiry[] = [];
  for (const id of await listEnquiryIdsByEmail(kv, email)) {
    const enquiry = await getEnquiry(kv, id);
    if (enquiry) enquiries.push(enquiry);
  }
  const linked = new Set([...stories, ...enquiries].flatMap((record) => record.mailIds ?? []));
  const recordIds = [...stories, ...enquiries].map((record) => record.id);
  const mail: MailRecord[] = [];
  for await (const record of allMailRecords(kv)) {
    if (linked.has(record.id) || mailMatches(record, email, recordIds)) mail.push(record);
  }
  const requests = await listDataRequests(kv, email);
  return { email, stories, enquiries, mail, requests };
}

/** The records as one JSON document (what `--export` writes and the export link downloads). */
export function exportRecords(records: PersonRecords, now: Date): Record<string, unknown> {
  return {
    about: records.email,
    exportedAt: now.toISOString(),
    stories: records.stories,
    enquiries: records.enquiries,
    emails: records.mail.map(({ email, ...record }) => ({
      ...record,
      ...(email
        ? {
          content: {
            to: email.to,
            subject: email.subject,
            ...(email.replyTo ? { replyTo: email.replyTo } : {}),
            text: email.text,
          },
        }
        : {}),
    })),
    requests: records.requests,
  };
}

export interface ErasureReport {
  stories: number;
  /** of those, taken off the website first */
  unpublished: number;
  enquiries: number;
  emails: number;
  /** requests about the address, kept to show they were answered (deleted automatically later) */
  requestsKept: number;
}

/**
 * Erases every record that holds the address, each in an atomic commit of its own: a story with
 * its index keys and emails (a published one taken down first), an enquiry with its index key and
 * emails, then any other email that names the address or those records.
 */
export async function eraseRecords(
  kv: Deno.Kv,
  address: string,
  now: Date,
): Promise<ErasureReport> {
  const records = await findRecords(kv, address);
  const report: ErasureReport = {
    stories: 0,
    unpublished: 0,
    enquiries: 0,
    emails: 0,
    requestsKept: records.requests.length,
  };
  for (const story of records.stories) {
    const erased = await eraseStory(kv, story.id, now);
    if (!erased.erased) continue;
    report.stories++;
    if (erased.unpublished) report.unpublished++;
    report.emails += erased.mails;
  }
  for (const enquiry of records.enquiries) {
    const mails = await eraseEnquiry(kv, enquiry.id);
    if (mails === null) continue;
    report.enquiries++;
    report.emails += mails;
  }
  const recordIds = [...records.stories, ...records.enquiries].map((record) => record.id);
  for await (const record of allMailRecords(kv)) {
    if (!mailMatches(record, records.email, recordIds)) continue;
    // The email telling the practice about a request is the request's own record: kept with it.
    if (isRequestNotice(record)) continue;
    const op = kv.atomic();
    if (await deleteMailRecord(kv, op, record) && (await op.commit()).ok) report.emails++;
  }
  return report;
}

/** Subjects of the emails a request sends (edge/data-requests/emails.ts), kept with the request. */
export const REQUEST_NOTICE_SUBJECT = "Request about personal details";

function isRequestNotice(record: MailRecord): boolean {
  return record.subject.startsWith(REQUEST_NOTICE_SUBJECT);
}
