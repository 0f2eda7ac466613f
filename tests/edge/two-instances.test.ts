/**
 * Two servers, one KV file — as Deno Deploy runs many isolates against one database. Each is a
 * real `npm run serve` process (the edge) on loopback with its own mail sender, both delivering to a local
 * fake provider that honours idempotency keys.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { listOutbox } from "../../edge/mail/outbox.ts";
import { FEED_RECHECK_MS } from "../../edge/stories/published.ts";
import { startFakeMailProvider } from "../../scripts/fake-mail-provider.mjs";
import { type ServerProcess, startServer } from "./server-process.ts";
import { validStory } from "./story-helpers.ts";

interface Pair {
  a: ServerProcess;
  b: ServerProcess;
  dataDir: string;
  provider: Awaited<ReturnType<typeof startFakeMailProvider>>;
  env: Record<string, string>;
}

async function withPair(env: Record<string, string>, fn: (pair: Pair) => Promise<void>) {
  const dataDir = await Deno.makeTempDir({ prefix: "two-instances-" });
  const provider = await startFakeMailProvider();
  const shared = {
    DATA_DIR: dataDir,
    RESEND_API_KEY: "re_test",
    RESEND_BASE_URL: provider.url,
    OUTBOX_FIRST_RETRY_MS: "200",
    ...env,
  };
  const a = await startServer(shared);
  const b = await startServer(shared);
  const pair = { a, b, dataDir, provider, env: shared };
  try {
    await fn(pair);
  } finally {
    for (const server of [pair.a, pair.b]) {
      server.kill("SIGKILL");
      await server.status;
    }
    await provider.close();
    await Deno.remove(dataDir, { recursive: true });
  }
}

const enquiryBody = () =>
  new URLSearchParams({
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.org",
    message: "Hello there.",
  });

async function enquire(server: ServerProcess): Promise<number> {
  const res = await fetch(`${server.base}/api/enquiry`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: enquiryBody(),
  });
  await res.body?.cancel();
  return res.status;
}

async function submitStory(server: ServerProcess, firstName: string): Promise<Response> {
  return await fetch(`${server.base}/api/submit-story`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...validStory, firstName }),
  });
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, attempts = 300) {
  for (let i = 0; i < attempts; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.fail(`gave up waiting: ${what}`);
}

Deno.test("two instances: the rate limit is shared — five enquiries through one, the sixth through the other is 429", () =>
  withPair({ RATE_LIMIT_ENQUIRIES: "5/3600" }, async ({ a, b }) => {
    for (let i = 0; i < 5; i++) assert.equal(await enquire(a), 200);
    assert.equal(await enquire(b), 429);
  }));

Deno.test("two instances: a story approved through one shows on the other's /api/stories within a second", () =>
  withPair({}, async ({ a, b, provider }) => {
    const before = await (await fetch(`${b.base}/api/stories`)).json(); // B's feed cache is warm and empty
    assert.deepEqual(before.testimonials, []);
    assert.equal((await submitStory(a, "Winifred")).status, 200);
    await waitFor("the reviewer's email", () => provider.delivered.size === 1);
    const [email] = [...provider.delivered.values()];
    const approve = email.text.match(/^Approve: (\S+)$/m)![1];
    const path = new URL(approve).pathname + new URL(approve).search;
    const approved = await fetch(`${a.base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "surgeryType=",
    });
    assert.equal(approved.status, 200);
    await approved.body?.cancel();
    await new Promise((r) => setTimeout(r, FEED_RECHECK_MS + 50));
    const after = await (await fetch(`${b.base}/api/stories`)).json();
    assert.deepEqual(after.testimonials.map((s: { name: string }) => s.name), ["Winifred F."]);
  }));

Deno.test("two instances: every email delivered exactly once, even when one instance is killed mid-delivery", () =>
  withPair({ OUTBOX_CLAIM_LEASE_MS: "1500", RATE_LIMIT_STORIES: "1000/3600" }, async (pair) => {
    const { provider } = pair;
    // Mail about "Victim" is sent but never answered: the sender is killed not knowing.
    provider.holdWhen((email: { text: string }) => email.text.includes("Name: Victim "));
    const victim = await submitStory(pair.a, "Victim");
    assert.equal(victim.status, 200);
    await waitFor("the victim's email is in flight", () => provider.held.length > 0);
    // Whichever sender claimed it: kill it outright, and restart it.
    const holder = [...provider.requests.keys()][0];
    pair.a.kill("SIGKILL");
    pair.b.kill("SIGKILL");
    await pair.a.status;
    await pair.b.status;
    provider.holdWhen(() => false);
    pair.a = await startServer(pair.env);
    pair.b = await startServer(pair.env);
    // Once the dead sender's claim has lapsed, any drain retries it: here the nudges after the
    // submissions below (in production also the every-minute cron).
    await new Promise((r) => setTimeout(r, 1600));

    const submissions = await Promise.all(
      Array.from(
        { length: 20 },
        (_, i) => submitStory(i % 2 ? pair.a : pair.b, `Patient${String.fromCharCode(65 + i)}`),
      ),
    );
    for (const res of submissions) {
      assert.equal(res.status, 200);
      await res.body?.cancel();
    }
    await waitFor("every email delivered", async () => {
      const kv = await Deno.openKv(join(pair.dataDir, "kv.sqlite3"));
      try {
        return (await listOutbox(kv)).every((entry) => entry.sentAt);
      } finally {
        kv.close();
      }
    }, 400);
    assert.equal(provider.delivered.size, 21, "21 emails queued, 21 delivered");
    assert.ok(
      provider.requests.get(holder)! >= 2,
      "the interrupted email was sent again, under the same key",
    );
    assert.deepEqual(provider.repeatedKeys(), [holder], "no other email was sent twice");
  }));

Deno.test("two instances: 40 concurrent story submissions split across both never answer 500, and every acknowledged one is stored", () =>
  withPair({ RATE_LIMIT_STORIES: "1000/3600" }, async ({ a, b, dataDir }) => {
    const answers = await Promise.all(Array.from({ length: 40 }, async (_, i) => {
      const res = await submitStory(
        i % 2 ? a : b,
        `Concurrent${String.fromCharCode(65 + (i % 26))}`,
      );
      const retryAfter = res.headers.get("retry-after");
      await res.body?.cancel();
      return { status: res.status, retryAfter };
    }));
    for (const answer of answers) {
      assert.ok(
        answer.status === 200 || (answer.status === 503 && answer.retryAfter),
        `answered ${answer.status}`,
      );
    }
    const kv = await Deno.openKv(join(dataDir, "kv.sqlite3"));
    try {
      let stored = 0;
      for await (const _ of kv.list({ prefix: ["stories"] })) stored++;
      assert.equal(stored, answers.filter((x) => x.status === 200).length);
    } finally {
      kv.close();
    }
  }));
