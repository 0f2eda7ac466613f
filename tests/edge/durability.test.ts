/**
 * Nothing a patient sends is lost: the real server (edge/main.ts in its own process) under a
 * burst of submissions, killed mid-burst, and with a mail provider that fails for a while.
 */
import assert from "node:assert/strict";
import { STORY_CONSENT_VERSION } from "../../content/story-consent.ts";
import { join } from "node:path";
import type { Story } from "../../edge/stories/story.ts";
import type { OutboxEntry } from "../../edge/mail/outbox.ts";
import type { SiteManifest } from "../../edge/site-manifest.ts";

function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

async function minimalDist(): Promise<string> {
  const dist = await Deno.makeTempDir({ prefix: "durability-dist-" });
  const manifest: SiteManifest = {
    routes: [{ path: "/", file: "index.html" }],
    redirects: [],
    notFound: "404.html",
    assets: { css: "/a.css", siteScript: "/a.js" },
  };
  await Deno.writeTextFile(join(dist, "_site.json"), JSON.stringify(manifest));
  await Deno.writeTextFile(join(dist, "index.html"), "<!DOCTYPE html><title>Home</title>");
  await Deno.writeTextFile(join(dist, "404.html"), "<!DOCTYPE html><title>Not found</title>");
  return dist;
}

interface Server {
  base: string;
  process: Deno.ChildProcess;
  stop(signal?: Deno.Signal): Promise<void>;
}

async function startServer(
  dataDir: string,
  dist: string,
  env: Record<string, string> = {},
): Promise<Server> {
  const port = freePort();
  const process = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "edge/main.ts"],
    env: {
      APP_ENV: "test",
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: dist,
      STORY_SIGNING_SECRET: "durability-secret-durability-secret",
      RATE_LIMIT_STORIES: "100000/60",
      ...env,
    },
    stdout: "null",
    stderr: "null",
  }).spawn();
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0;; i++) {
    try {
      const res = await fetch(`${base}/api/health`);
      await res.body?.cancel();
      if (res.ok) break;
    } catch { /* starting */ }
    if (i > 200) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    base,
    process,
    async stop(signal: Deno.Signal = "SIGTERM") {
      try {
        process.kill(signal);
      } catch { /* already gone */ }
      await process.status;
    },
  };
}

function story(i: number, tag: string) {
  return {
    firstName: "Patient",
    lastName: `Number${i}`,
    phone: "01632 960000",
    email: `${tag}-${i}@example.com`,
    description: `Story ${i} of run ${tag}: the care was kind and clear from start to finish.`,
    rating: 1 + (i % 5),
    stayAnonymous: false,
    consent: STORY_CONSENT_VERSION,
  };
}

async function submit(base: string, body: unknown): Promise<number> {
  const res = await fetch(`${base}/api/submit-story`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  await res.body?.cancel();
  return res.status;
}

async function readStore(dataDir: string) {
  const kv = await Deno.openKv(join(dataDir, "kv.sqlite3"));
  try {
    const stories: Story[] = [];
    for await (const e of kv.list<Story>({ prefix: ["stories"] })) stories.push(e.value);
    let pending = 0;
    for await (const _ of kv.list({ prefix: ["stories_pending"] })) pending++;
    const outbox: OutboxEntry[] = [];
    for await (const e of kv.list<OutboxEntry>({ prefix: ["outbox"] })) outbox.push(e.value);
    return { stories, pending, outbox };
  } finally {
    kv.close();
  }
}

Deno.test("500 concurrent submissions → exactly 500 pending stories and 500 outbox mails", async () => {
  const dataDir = await Deno.makeTempDir({ prefix: "durability-" });
  const dist = await minimalDist();
  const server = await startServer(dataDir, dist);
  try {
    const statuses = await Promise.all(
      Array.from({ length: 500 }, (_, i) => submit(server.base, story(i, "burst"))),
    );
    assert.deepEqual(statuses.filter((s) => s !== 200), []);
  } finally {
    await server.stop();
  }
  const { stories, pending, outbox } = await readStore(dataDir);
  assert.equal(stories.length, 500);
  assert.equal(pending, 500);
  assert.equal(outbox.length, 500);
  assert.equal(new Set(stories.map((s) => s.email)).size, 500);
});

Deno.test("a server killed mid-burst keeps every submission it acknowledged", async () => {
  const dataDir = await Deno.makeTempDir({ prefix: "durability-" });
  const dist = await minimalDist();
  const server = await startServer(dataDir, dist);
  const acknowledged = new Set<string>();
  let answered = 0;
  const burst = Array.from({ length: 400 }, async (_, i) => {
    await new Promise((r) => setTimeout(r, i * 2)); // a steady stream, so the kill lands mid-burst
    const body = story(i, "kill");
    try {
      if ((await submit(server.base, body)) === 200) acknowledged.add(body.email);
    } catch { /* the connection died with the server */ }
    answered++;
    if (answered === 120) await server.stop("SIGKILL");
  });
  await Promise.all(burst);
  assert.ok(
    acknowledged.size >= 100,
    `expected most early submissions acknowledged, got ${acknowledged.size}`,
  );
  assert.ok(acknowledged.size < 400, "the kill should have interrupted the burst");

  // Restart on the same data: it starts, serves, and every acknowledged story is there.
  const restarted = await startServer(dataDir, dist);
  assert.equal(await submit(restarted.base, story(999, "after-restart")), 200);
  await restarted.stop();
  const { stories, outbox } = await readStore(dataDir);
  const stored = new Set(stories.map((s) => s.email));
  const lost = [...acknowledged].filter((email) => !stored.has(email));
  assert.deepEqual(lost, []);
  assert.equal(outbox.length, stories.length, "every stored story has its reviewer email queued");
});

Deno.test("a mail provider outage delays mail; after recovery each mail is delivered exactly once", async () => {
  const dataDir = await Deno.makeTempDir({ prefix: "durability-" });
  const dist = await minimalDist();
  const delivered = new Map<string, number>();
  let failing = true;
  let refused = 0;
  const provider = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    await req.text();
    if (failing) {
      refused++;
      return new Response(JSON.stringify({ message: "unavailable" }), { status: 503 });
    }
    const key = req.headers.get("idempotency-key") ?? "";
    delivered.set(key, (delivered.get(key) ?? 0) + 1);
    return Response.json({ id: key });
  });
  const server = await startServer(dataDir, dist, {
    APP_ENV: "development",
    RESEND_API_KEY: "test-key",
    RESEND_BASE_URL: `http://127.0.0.1:${provider.addr.port}`,
    OUTBOX_FIRST_RETRY_MS: "100",
  });
  try {
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => submit(server.base, story(i, "outage"))),
    );
    assert.deepEqual(statuses.filter((s) => s !== 200), []);
    for (let i = 0; refused < 40 && i < 200; i++) await new Promise((r) => setTimeout(r, 50));
    assert.ok(refused >= 40, "every mail was attempted during the outage");
    assert.equal(delivered.size, 0);

    failing = false;
    // The next commit's nudge drains everything due (with no visitor, the every-minute cron
    // does: tests/edge/deploy-emulation.test.ts).
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(await submit(server.base, story(40, "after-outage")), 200);
    for (let i = 0; delivered.size < 41 && i < 600; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await new Promise((r) => setTimeout(r, 500)); // time for any duplicate to show itself
  } finally {
    await server.stop();
    await provider.shutdown();
  }
  assert.equal(delivered.size, 41);
  assert.deepEqual([...delivered.values()].filter((n) => n !== 1), []);
  const { outbox } = await readStore(dataDir);
  assert.equal(outbox.length, 41);
  assert.ok(outbox.every((entry) => entry.sentAt), "every outbox entry is marked sent");
});
