/**
 * Requests about personal details made with the form on /privacy and /review-policy: the one
 * module that knows their KV keys. A request is kept while the practice answers it (the law gives
 * a month), then deleted automatically.
 *
 * Key layout
 *   ["data_requests", id]                         DataRequest
 *   ["data_requests_by_email", email, id]         id — by lower-cased address
 *   ["data_request_acknowledged", addressHash]    true while an acknowledgement to that address
 *                                                 is under a day old (one a day, whoever asks)
 * All expire: the request and its index after retention.dataRequestDays, the marker after a day.
 */
import type { Email } from "../injected.ts";
import { newId } from "../ids.ts";
import { queueMail } from "../mail/outbox.ts";
import { withStorageRetry } from "../storage-retry.ts";
import { DAY_MS, retention } from "../../content/retention.ts";
import type { DataRequestKind } from "../../content/data-request.ts";

export const DATA_REQUEST_RETENTION_MS = retention.dataRequestDays * DAY_MS;
/** at most one acknowledgement a day to one address, however many requests name it */
export const ACKNOWLEDGEMENT_INTERVAL_MS = DAY_MS;

export interface DataRequest {
  /** time-ordered id */
  id: string;
  /** the address given, trimmed and lower-cased */
  email: string;
  kind: DataRequestKind;
  /** ISO time it arrived */
  receivedAt: string;
}

const requestKey = (id: string): Deno.KvKey => ["data_requests", id];
const byEmailKey = (email: string, id: string): Deno.KvKey => ["data_requests_by_email", email, id];

async function addressHash(email: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(email));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Stores a request and queues the practice's email about it, and the acknowledgement to the
 * patient's address unless one went there within the day — in one atomic commit. Answers whether
 * the acknowledgement was queued.
 */
export async function createDataRequest(
  kv: Deno.Kv,
  request: DataRequest,
  mail: { notice: Email; acknowledgement: Email },
): Promise<{ acknowledged: boolean }> {
  const now = new Date(request.receivedAt);
  const marker: Deno.KvKey = ["data_request_acknowledged", await addressHash(request.email)];
  for (let attempt = 0; attempt < 10; attempt++) {
    const acknowledged = await withStorageRetry(() => kv.get(marker));
    const acknowledge = acknowledged.value === null;
    const op = kv.atomic()
      .check({ key: requestKey(request.id), versionstamp: null })
      .check(acknowledged)
      .set(requestKey(request.id), request, { expireIn: DATA_REQUEST_RETENTION_MS })
      .set(byEmailKey(request.email, request.id), request.id, {
        expireIn: DATA_REQUEST_RETENTION_MS,
      });
    queueMail(op, mail.notice, now, newId(now));
    if (acknowledge) {
      op.set(marker, true, { expireIn: ACKNOWLEDGEMENT_INTERVAL_MS });
      queueMail(op, mail.acknowledgement, now, newId(now));
    }
    if ((await withStorageRetry(() => op.commit())).ok) return { acknowledged: acknowledge };
  }
  throw new Error(`Could not store data request ${request.id}`);
}

export async function getDataRequest(kv: Deno.Kv, id: string): Promise<DataRequest | null> {
  return (await kv.get<DataRequest>(requestKey(id))).value;
}

/** The requests made about `email` still kept, oldest first. */
export async function listDataRequests(kv: Deno.Kv, email: string): Promise<DataRequest[]> {
  const requests: DataRequest[] = [];
  for await (const entry of kv.list<string>({ prefix: ["data_requests_by_email", email] })) {
    const request = await getDataRequest(kv, entry.value);
    if (request) requests.push(request);
  }
  return requests;
}
