/**
 * The request-smuggling attempt of issue 26, on one raw connection: a GET /api/health with
 * `Transfer-Encoding: chunked` whose one chunk holds a complete `POST /api/enquiry` and then a
 * GET padded past 64 KB, then a plain GET from "the next visitor" on the same connection. Behind
 * Caddy and against the edge alone, the inner requests stay a body: no enquiry is stored, nothing
 * answers as if one had been sent, the rate limit is untouched, and the next visitor is served.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import {
  closed,
  rawSocket,
  type ServerProcess,
  startCaddy,
  startServer,
} from "./server-process.ts";

const HOST = "127.0.0.1";

function smugglingBytes(padding: number): string {
  const form = new URLSearchParams({
    firstName: "Mallory",
    lastName: "Attacker",
    email: "mallory@example.org",
    message: "The practice has moved. Call 0906 000 0000 now.",
  }).toString();
  const smuggledPost = `POST /api/enquiry HTTP/1.1\r\nHost: ${HOST}\r\n` +
    `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${form.length}\r\n\r\n${form}`;
  const paddedGet = `GET /api/health HTTP/1.1\r\nHost: ${HOST}\r\nX-Pad: ${
    "a".repeat(padding)
  }\r\n\r\n`;
  const chunk = smuggledPost + paddedGet;
  return `GET /api/health HTTP/1.1\r\nHost: ${HOST}\r\nTransfer-Encoding: chunked\r\n\r\n` +
    `${chunk.length.toString(16)}\r\n${chunk}\r\n0\r\n\r\n` +
    // the next visitor, on the same connection
    `GET /api/health HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`;
}

async function storedEnquiries(dataDir: string): Promise<number> {
  const kv = await Deno.openKv(join(dataDir, "kv.sqlite3"));
  try {
    let n = 0;
    for await (const _ of kv.list({ prefix: ["enquiries"] })) n++;
    return n;
  } finally {
    kv.close();
  }
}

async function attempt(port: number, padding = 70_000): Promise<string> {
  const socket = await rawSocket(port);
  const answered = closed(socket);
  socket.write(smugglingBytes(padding));
  const timeout = setTimeout(() => socket.destroy(), 20_000);
  const text = await answered;
  clearTimeout(timeout);
  return text;
}

async function enquire(base: string): Promise<number> {
  const res = await fetch(`${base}/api/enquiry`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.org",
      message: "Hello.",
    }),
  });
  await res.body?.cancel();
  return res.status;
}

async function withEdge(fn: (edge: ServerProcess, dataDir: string) => Promise<void>) {
  const dataDir = await Deno.makeTempDir({ prefix: "smuggling-" });
  const edge = await startServer({
    DATA_DIR: dataDir,
    TRUST_PROXY: "1",
    RATE_LIMIT_ENQUIRIES: "1/3600",
  });
  try {
    await fn(edge, dataDir);
  } finally {
    edge.kill("SIGKILL");
    await edge.status;
    await Deno.remove(dataDir, { recursive: true });
  }
}

function assertHeld(answers: string) {
  const statuses = [...answers.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((m) => Number(m[1]));
  assert.ok(statuses.length >= 1, `an answer to the outer request:\n${answers.slice(0, 400)}`);
  assert.ok(!statuses.includes(303), "nothing answers as if an enquiry had been posted");
  assert.ok(!/enquiry-sent|Mallory|0906/.test(answers), "no enquiry page or text comes back");
  assert.ok(statuses.length <= 2, `no answer to a smuggled request: ${statuses.join(", ")}`);
}

Deno.test("smuggling behind Caddy: the chunked GET's requests stay its body (forwarded framed, refused by the edge or over Caddy's 64 KB); nothing is stored, the rate limit is untouched, the next visitor is served", async () => {
  await withEdge(async (edge, dataDir) => {
    const caddy = await startCaddy(edge.port);
    try {
      // Over 64 KB: Caddy's 413, or the edge's 400 if that comes back before the limit is reached.
      const large = await attempt(caddy.port, 70_000);
      assertHeld(large);
      assert.match(large, /^HTTP\/1\.1 (413|400)/);
      const small = await attempt(caddy.port, 1_000);
      assertHeld(small);
      assert.match(small, /^HTTP\/1\.1 400[\s\S]*cannot carry a body/);
      assert.equal(await storedEnquiries(dataDir), 0, "no enquiry was stored");
      assert.equal(await enquire(caddy.base), 200, "the rate limit (1 an hour) was not used up");
      const health = await fetch(`${caddy.base}/api/health`);
      assert.deepEqual(await health.json(), { ok: true });
    } finally {
      await caddy.stop();
    }
  });
});

Deno.test("smuggling against the edge alone: the chunked GET is refused with 400, nothing is stored, the next visitor is served", async () => {
  await withEdge(async (edge, dataDir) => {
    const answers = await attempt(edge.port);
    assertHeld(answers);
    assert.match(answers, /^HTTP\/1\.1 400/, "a GET with a body is refused");
    assert.match(answers, /cannot carry a body/);
    assert.equal(await storedEnquiries(dataDir), 0, "no enquiry was stored");
    assert.equal(await enquire(edge.base), 200, "the rate limit (1 an hour) was not used up");
  });
});
