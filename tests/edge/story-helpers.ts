/** Shared pieces of the stories, moderation and outbox tests. */
import assert from "node:assert/strict";
import { join } from "node:path";
import type { Hono } from "hono";
import type { Email, Mailer } from "../../edge/injected.ts";
import { deliverDue } from "../../edge/mail/outbox.ts";
import { createApp } from "../../edge/app.ts";
import { listPendingStoryIds } from "../../edge/stories/store.ts";
import { STORY_CONSENT_VERSION } from "../../content/story-consent.ts";
import { testDeps } from "./helpers.ts";

export const validStory = {
  firstName: "Margaret",
  lastName: "Featherstonehaugh",
  phone: "01632 960 777",
  email: "margaret.f@example.org",
  description: "My new knee has given me my walks back. The team explained everything clearly.",
  rating: 5,
  stayAnonymous: false,
  consent: STORY_CONSENT_VERSION,
};

export type StoryBody = Record<string, unknown>;

export function postStory(
  app: Hono,
  body: unknown,
  headers: Record<string, string> = { "Content-Type": "application/json" },
): Promise<Response> {
  return Promise.resolve(app.request("/api/submit-story", {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  }));
}

/** Delivers everything due through `mailer` and answers what it sent. */
export async function deliverAll(
  kv: Deno.Kv,
  mailer: Mailer & { sent: Array<Email & { id: string }> },
  now: Date,
) {
  const before = mailer.sent.length;
  await deliverDue(kv, mailer, now);
  return mailer.sent.slice(before);
}

export interface ModerationLinks {
  approve: string;
  decline: string;
}

/** The Approve and Decline links of a reviewer's email, as paths on the app. */
export function moderationLinks(email: Email, siteUrl: string): ModerationLinks {
  const find = (label: string) => {
    const match = email.text.match(new RegExp(`^${label}: (\\S+)$`, "m"));
    assert.ok(match, `the email has a ${label} link`);
    assert.ok(
      match[1].startsWith(siteUrl + "/moderate/"),
      `${label} link is on the site: ${match[1]}`,
    );
    return match[1].slice(siteUrl.length);
  };
  return { approve: find("Approve"), decline: find("Decline") };
}

/** Every KV key with its versionstamp, except rate-limit counters: a fingerprint of the data. */
export async function kvSnapshot(kv: Deno.Kv): Promise<string[]> {
  const rows: string[] = [];
  for await (const entry of kv.list({ prefix: [] })) {
    if (entry.key[0] === "rate_limit") continue;
    rows.push(`${JSON.stringify(entry.key)}@${entry.versionstamp}`);
  }
  return rows;
}

export async function countKeys(kv: Deno.Kv, prefix: Deno.KvKey): Promise<number> {
  let count = 0;
  for await (const _ of kv.list({ prefix })) count++;
  return count;
}

/** Deno KV's encoding of a key made only of strings (a type byte, UTF-8, a terminating zero). */
function encodeStringKey(key: string[]): Uint8Array {
  const bytes: number[] = [];
  for (const part of key) bytes.push(0x02, ...new TextEncoder().encode(part), 0x00);
  return new Uint8Array(bytes);
}

/**
 * When the local KV file will delete `key` (ms since the epoch), or null if it never expires.
 * Deno KV has no API to read an expiry, so this reads the SQLite file underneath.
 */
export async function kvExpiry(dataDir: string, key: string[]): Promise<number | null> {
  // node:sqlite is newer than the @types/node we type-check against, hence the local shape.
  const sqlite = "node:sqlite";
  const { DatabaseSync } = await import(sqlite) as {
    DatabaseSync: new (path: string, options: { readOnly: boolean }) => {
      prepare(sql: string): { get(...params: unknown[]): unknown };
      close(): void;
    };
  };
  const db = new DatabaseSync(join(dataDir, "kv.sqlite3"), { readOnly: true });
  try {
    const row = db.prepare("SELECT expiration_ms FROM kv WHERE k = ?").get(encodeStringKey(key)) as
      | { expiration_ms: number }
      | undefined;
    assert.ok(row, `key ${JSON.stringify(key)} is in the KV file`);
    return row.expiration_ms < 0 ? null : row.expiration_ms;
  } finally {
    db.close();
  }
}

export interface FakeResend {
  baseUrl: string;
  /** every request received, in order */
  requests: Array<
    {
      status: number;
      idempotencyKey: string | null;
      authorization: string | null;
      body: Record<string, unknown>;
    }
  >;
  /** successful deliveries per idempotency key */
  deliveries: Map<string, number>;
  close(): Promise<void>;
}

/** A local stand-in for Resend's API that fails the first `failures` requests with a 500. */
export function startFakeResend(options: { failures?: number; delayMs?: number } = {}): FakeResend {
  let failuresLeft = options.failures ?? 0;
  const requests: FakeResend["requests"] = [];
  const deliveries = new Map<string, number>();
  let count = 0;
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, async (req) => {
    const body = await req.json();
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const record = {
      status: 200,
      idempotencyKey: req.headers.get("idempotency-key"),
      authorization: req.headers.get("authorization"),
      body,
    };
    requests.push(record);
    if (new URL(req.url).pathname !== "/emails") {
      record.status = 404;
      return Response.json({ message: "not found" }, { status: 404 });
    }
    if (failuresLeft > 0) {
      failuresLeft--;
      record.status = 500;
      return Response.json({ name: "internal_server_error", message: "Temporarily unavailable" }, {
        status: 500,
      });
    }
    const key = record.idempotencyKey ?? `none-${count}`;
    deliveries.set(key, (deliveries.get(key) ?? 0) + 1);
    return Response.json({ id: `fake-${++count}` });
  });
  return {
    baseUrl: `http://127.0.0.1:${server.addr.port}`,
    requests,
    deliveries,
    close: () => server.shutdown(),
  };
}

/** Waits (bounded) until `condition` holds; for background work such as the outbox sender. */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  what: string,
  limitMs = 5000,
): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A submitted story, its moderation links and an app to click them in. */
export async function submittedStory(story: Record<string, unknown> = validStory) {
  const t = await testDeps({ RATE_LIMIT_STORIES: "100/3600" });
  const app = createApp(t.deps);
  assert.equal((await postStory(app, story)).status, 200);
  const [id] = await listPendingStoryIds(t.deps.kv);
  const [mail] = await deliverAll(t.deps.kv, t.deps.mailer, t.deps.clock());
  return { ...t, app, id, mail, links: moderationLinks(mail, t.deps.config.siteUrl) };
}

/** A plain HTML form's POST (the moderation confirmation page's button). */
export function postForm(
  app: ReturnType<typeof createApp>,
  path: string,
  form: Record<string, string> = {},
) {
  return app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });
}
