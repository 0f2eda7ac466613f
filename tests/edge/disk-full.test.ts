/**
 * A full disk (issue 26): every write then gets 503 with Retry-After and the body the request
 * expects (JSON for the widgets, a page for a browser's form post), never a 500; the log says so
 * a few times, not once per request; nothing acknowledged is lost; the chat still answers; and
 * once space is freed, writes succeed again without a restart.
 *
 * The server runs with a soft limit on the size of files it may write (`ulimit -f`, SIGXFSZ
 * ignored): SQLite's writes past it fail as they do on a full disk, and `prlimit` lifts it.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { raiseFileSizeLimit, startServer } from "./server-process.ts";
import { validStory } from "./story-helpers.ts";

const roomy = {
  RATE_LIMIT_STORIES: "100000/3600",
  RATE_LIMIT_ENQUIRIES: "100000/3600",
  RATE_LIMIT_CHAT: "100000/3600",
};

function story(i: number) {
  return {
    ...validStory,
    firstName: `Patient${"abcdefghij"[i % 10]}`,
    description: `${validStory.description} ${"My knee is so much better now. ".repeat(100)}`,
  };
}

async function countStories(dataDir: string): Promise<number> {
  const kv = await Deno.openKv(join(dataDir, "kv.sqlite3"));
  try {
    let n = 0;
    for await (const _ of kv.list({ prefix: ["stories"] })) n++;
    return n;
  } finally {
    kv.close();
  }
}

Deno.test("a full disk: 503 with Retry-After and the right body, a quiet log, nothing acknowledged lost, and recovery without a restart", async () => {
  const dataDir = await Deno.makeTempDir({ prefix: "disk-full-" });
  const edge = await startServer({ ...roomy, DATA_DIR: dataDir }, { fileSizeLimitKiB: 1024 });
  let acknowledged = 0;
  try {
    const post = (body: unknown) =>
      fetch(`${edge.base}/api/submit-story`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
      });
    let full: Response | undefined;
    for (let i = 0; i < 2000 && !full; i++) {
      const res = await post(story(i));
      if (res.status === 200) {
        assert.equal((await res.json()).success, true);
        acknowledged++;
      } else full = res;
    }
    assert.ok(full, "the disk filled up");
    assert.ok(acknowledged > 5, `stories were stored before it did (${acknowledged})`);
    assert.equal(full.status, 503);
    assert.equal(full.headers.get("retry-after"), "120");
    assert.match((await full.json()).error, /could not save this just now/);

    // What the server logs while the disk stays full (the captured-mail lines of the stories
    // accepted before it filled are not about the failure).
    const failureLines = () =>
      edge.output().split("\n").filter((line) =>
        line && !/^Mail to .* captured/.test(line) && !/^outbox: /.test(line)
      );
    // (the outbox, nudged by the stories accepted before the disk filled, may try to deliver them
    // meanwhile and log its own failures: those are bounded by its backoff, not by the requests)
    const outboxLines = () => edge.output().split("\n").filter((line) => /^outbox: /.test(line));
    const logBefore = failureLines().length;
    const outboxBefore = outboxLines().length;
    const statuses = new Set<number>();
    for (let i = 0; i < 100; i++) {
      const res = await post(story(i));
      statuses.add(res.status);
      await res.body?.cancel();
    }
    // An enquiry posted by a browser without JavaScript: the form page again, with the message.
    const form = await fetch(`${edge.base}/api/enquiry`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      body: new URLSearchParams({
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.org",
        message: "Could I book a consultation about my hip?",
      }),
    });
    statuses.add(form.status);
    assert.equal(form.status, 503);
    assert.equal(form.headers.get("retry-after"), "120");
    assert.match(form.headers.get("content-type") ?? "", /text\/html/);
    const page = await form.text();
    assert.match(page, /could not save this just now/);
    assert.match(
      page,
      /Could I book a consultation about my hip\?/,
      "the patient's words are kept",
    );
    assert.deepEqual([...statuses], [503], "every write is a 503, never a 500");
    const logged = failureLines().length - logBefore;
    assert.ok(
      logged <= 2,
      `101 failed writes logged ${logged} lines:\n${failureLines().slice(logBefore).join("\n")}`,
    );
    const outboxLogged = outboxLines().length - outboxBefore;
    assert.ok(
      outboxLogged <= 10,
      `the outbox logged ${outboxLogged} lines meanwhile:\n${
        outboxLines().slice(outboxBefore).join("\n")
      }`,
    );
    assert.doesNotMatch(edge.output(), /Unhandled error/);

    // The chat needs no storage to answer, and a patient in trouble must still be told where to go.
    const chat = await fetch(`${edge.base}/api/gemini`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "how long will i be in hospital after a knee replacement" }),
    });
    assert.equal(chat.status, 200);
    assert.ok((await chat.json()).reply.length > 0);

    // Space is freed: the next write succeeds, with the same process.
    await raiseFileSizeLimit(edge);
    const after = await post(story(1));
    assert.equal(after.status, 200);
    acknowledged++;
    const health = await fetch(`${edge.base}/api/health`);
    assert.equal(health.status, 200);
    await health.body?.cancel();
  } finally {
    edge.kill();
    await edge.status;
  }
  try {
    // Every acknowledged story is there, and nothing that was refused.
    assert.equal(await countStories(dataDir), acknowledged);
  } finally {
    await Deno.remove(dataDir, { recursive: true });
  }
});
