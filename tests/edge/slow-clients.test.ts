/**
 * Slow and idle connections against `npm run serve` (Node front end + Deno edge), with short
 * configured limits: partial headers, a stalled body and an idle keep-alive connection are all
 * closed by the server, while others are served. No timings are asserted: each case waits for
 * the server to close the socket, which never happens if the limit is not enforced.
 */
import assert from "node:assert/strict";
import { closed, rawSocket, startServer } from "./server-process.ts";

const limits = { HEADERS_TIMEOUT_MS: "300", BODY_TIMEOUT_MS: "600", KEEP_ALIVE_TIMEOUT_MS: "400" };

Deno.test("slow clients: partial headers, a stalled body and an idle keep-alive socket are closed; others are served", async () => {
  const server = await startServer(limits);
  try {
    const partial = await rawSocket(server.port);
    const partialClosed = closed(partial);
    partial.write("GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ");

    const silent = await rawSocket(server.port);
    const silentClosed = closed(silent);

    const stalled = await rawSocket(server.port);
    const stalledClosed = closed(stalled);
    stalled.write(
      "POST /api/enquiry HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nfirstName=A",
    );

    const idle = await rawSocket(server.port);
    const idleClosed = closed(idle);
    idle.write("GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n");

    // Meanwhile the server answers everyone else.
    const health = await fetch(`${server.base}/api/health`);
    assert.equal(health.status, 200);
    assert.deepEqual(await health.json(), { ok: true });

    assert.match(await partialClosed, /^HTTP\/1\.1 408/, "partial headers: 408, then closed");
    assert.match(
      await silentClosed,
      /^(HTTP\/1\.1 408|)/,
      "a client that never says anything is closed too",
    );
    assert.match(await stalledClosed, /^HTTP\/1\.1 408/, "a stalled body: 408, then closed");
    const idleAnswer = await idleClosed;
    assert.match(idleAnswer, /^HTTP\/1\.1 200/, "the idle socket got its answer first");
    assert.match(idleAnswer, /Keep-Alive: timeout=0\b|Keep-Alive: timeout=\d/i);
  } finally {
    server.kill();
    await server.status;
  }
});

Deno.test("the front end passes on the client's address and drops one a client sends", async () => {
  const server = await startServer({ ...limits, RATE_LIMIT_ENQUIRIES: "1/3600" });
  try {
    const enquire = async (peer: string) => {
      const res = await fetch(`${server.base}/api/enquiry`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
          "x-edge-peer": peer,
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
    assert.equal(
      await enquire("198.51.100.2"),
      429,
      "a forged x-edge-peer does not make a new client",
    );
  } finally {
    server.kill();
    await server.status;
  }
});
