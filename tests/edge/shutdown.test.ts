/**
 * Graceful shutdown with a stalled client: on SIGTERM or SIGINT the server stops accepting,
 * gives requests in flight SHUTDOWN_GRACE_MS, lets the mail sender finish or release its claim,
 * and exits 0 — whether the client ever finishes or not.
 */
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { join } from "node:path";
import { listOutbox } from "../../edge/mail/outbox.ts";
import { closed, rawSocket, startServer } from "./server-process.ts";

const HALF_SENT_POST =
  "POST /api/enquiry HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nfirstName=A";

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  Deno.test(`shutdown (${signal}; Deno Deploy sends SIGINT): a half-sent POST does not hold the server; exit code 0`, async () => {
    const dataDir = await Deno.makeTempDir();
    // The edge has no client time limits (Caddy or Deploy's front end has): only the shutdown
    // grace can end the stalled request.
    const server = await startServer({
      DATA_DIR: dataDir,
      SHUTDOWN_GRACE_MS: "300",
    });
    try {
      const stalled = await rawSocket(server.port);
      const stalledClosed = closed(stalled);
      stalled.write(HALF_SENT_POST);
      assert.equal((await fetch(`${server.base}/api/health`)).status, 200);
      server.kill(signal);
      const status = await server.status;
      assert.equal(status.code, 0, server.output());
      await stalledClosed;
      // It no longer accepts connections.
      await assert.rejects(fetch(`${server.base}/api/health`));
    } finally {
      server.kill("SIGKILL");
      await Deno.remove(dataDir, { recursive: true });
    }
  });
}

Deno.test("shutdown mid-delivery: the mail sender releases its claim, so the email is due again at once", async () => {
  const dataDir = await Deno.makeTempDir();
  let resolveArrived: () => void;
  const arrived = new Promise<void>((resolve) => resolveArrived = resolve);
  // A provider that takes the email and never answers.
  const provider = createServer((req) => {
    req.resume();
    resolveArrived();
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  const providerPort = (provider.address() as { port: number }).port;
  const server = await startServer({
    DATA_DIR: dataDir,
    SHUTDOWN_GRACE_MS: "300",
    RESEND_API_KEY: "re_test",
    RESEND_BASE_URL: `http://127.0.0.1:${providerPort}`,
  });
  try {
    const res = await fetch(`${server.base}/api/enquiry`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.org",
        message: "Hello.",
      }),
    });
    assert.equal(res.status, 200);
    await res.body?.cancel();
    await arrived;
    const killedAt = Date.now();
    server.kill("SIGTERM");
    assert.equal((await server.status).code, 0, server.output());
    const kv = await Deno.openKv(join(dataDir, "kv.sqlite3"));
    try {
      const [entry] = await listOutbox(kv);
      assert.equal(entry.sentAt, undefined);
      assert.equal(entry.attempts, 0, "the interrupted attempt is not counted");
      assert.ok(
        entry.nextAttemptAt <= Date.now() && entry.nextAttemptAt >= killedAt - 1000,
        "due again now, not after the five-minute lease",
      );
    } finally {
      kv.close();
    }
  } finally {
    server.kill("SIGKILL");
    provider.closeAllConnections();
    provider.close();
    await Deno.remove(dataDir, { recursive: true });
  }
});
