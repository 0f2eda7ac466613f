/**
 * Slow and idle connections against the edge behind Caddy (the repository's Caddyfile, with short
 * limits): partial headers, a silent client, a stalled body and an idle keep-alive connection are
 * all closed by Caddy, while others are served. No timings are asserted: each case waits for the
 * socket to be closed, which never happens if the limit is not enforced.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { closed, rawSocket, startCaddy, startServer } from "./server-process.ts";

const timeouts = { header: "300ms", body: "600ms", idle: "400ms" };
const HOST = "Host: 127.0.0.1";

async function countKeys(dataDir: string, prefix: Deno.KvKey): Promise<number> {
  const kv = await Deno.openKv(join(dataDir, "kv.sqlite3"));
  try {
    let n = 0;
    for await (const _ of kv.list({ prefix })) n++;
    return n;
  } finally {
    kv.close();
  }
}

Deno.test("slow clients behind Caddy: partial headers, silence, a stalled body and an idle keep-alive socket are closed; others are served", async () => {
  const dataDir = await Deno.makeTempDir({ prefix: "slow-clients-" });
  const edge = await startServer({ TRUST_PROXY: "1", DATA_DIR: dataDir });
  const caddy = await startCaddy(edge.port, timeouts);
  try {
    const partial = await rawSocket(caddy.port);
    const partialClosed = closed(partial);
    partial.write(`GET /api/health HTTP/1.1\r\n${HOST}\r\nX-Slow: `);

    const silent = await rawSocket(caddy.port);
    const silentClosed = closed(silent);

    const stalled = await rawSocket(caddy.port);
    const stalledClosed = closed(stalled);
    stalled.write(
      `POST /api/enquiry HTTP/1.1\r\n${HOST}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nfirstName=A`,
    );

    const idle = await rawSocket(caddy.port);
    const idleClosed = closed(idle);
    idle.write(`GET /api/health HTTP/1.1\r\n${HOST}\r\n\r\n`);

    // Meanwhile everyone else is answered.
    const health = await fetch(`${caddy.base}/api/health`);
    assert.equal(health.status, 200);
    assert.deepEqual(await health.json(), { ok: true });

    assert.doesNotMatch(
      await partialClosed,
      /^HTTP\/1\.1 200/,
      "partial headers: closed unanswered",
    );
    await silentClosed;
    // A stalled body: closed (Caddy answers an empty 200 to the gone client: no JSON `ok`, so the
    // form widget reports a failure), and the edge, whose request was cancelled, stored nothing.
    assert.doesNotMatch(await stalledClosed, /"ok":true|303 See Other/);
    assert.equal(await countKeys(dataDir, ["enquiries"]), 0, "the stalled enquiry was not stored");
    assert.match(await idleClosed, /^HTTP\/1\.1 200/, "the idle socket got its answer first");
    assert.equal((await fetch(`${caddy.base}/api/health`)).status, 200, "still serving");
  } finally {
    await caddy.stop();
    edge.kill();
    await edge.status;
    await Deno.remove(dataDir, { recursive: true });
  }
});

Deno.test("behind Caddy with TRUST_PROXY=1, the client's address is Caddy's record of it: an X-Forwarded-For a client sends makes no new client", async () => {
  const edge = await startServer({ TRUST_PROXY: "1", RATE_LIMIT_ENQUIRIES: "1/3600" });
  const caddy = await startCaddy(edge.port, timeouts);
  try {
    const enquire = async (forged: string) => {
      const res = await fetch(`${caddy.base}/api/enquiry`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
          "x-forwarded-for": forged,
        },
        body: new URLSearchParams({
          firstName: "Ada",
          lastName: "Lovelace",
          email: "ada@example.org",
          message: "Hello.",
        }),
      });
      await res.body?.cancel();
      return res.status;
    };
    assert.equal(await enquire("198.51.100.1"), 200);
    assert.equal(await enquire("198.51.100.2"), 429, "a forged X-Forwarded-For is discarded");
  } finally {
    await caddy.stop();
    edge.kill();
    await edge.status;
  }
});
