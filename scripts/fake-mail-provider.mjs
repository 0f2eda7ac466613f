/**
 * A local stand-in for Resend's `POST /emails`, for tests and `npm run soak`. Like Resend it
 * honours the Idempotency-Key: a repeated key is answered again without a second email. It can
 * have an outage (503 to everything) and can hold chosen requests unanswered (sent, but the
 * sender never hears so), to kill a sender mid-delivery.
 */
import { createServer } from "node:http";

export async function startFakeMailProvider() {
  /** key → the email, for every email delivered (once per key) */
  const delivered = new Map();
  /** key → requests received with it (more than one: a resend the key deduplicated) */
  const requests = new Map();
  const held = [];
  const state = { outage: false, hold: null };

  const server = createServer((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      if (req.method !== "POST" || !req.url.endsWith("/emails")) {
        res.writeHead(404).end();
        return;
      }
      if (state.outage) {
        res.writeHead(503, { "content-type": "application/json" }).end(
          '{"name":"service_unavailable","message":"Outage"}',
        );
        return;
      }
      const key = String(req.headers["idempotency-key"] ?? "");
      const email = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      requests.set(key, (requests.get(key) ?? 0) + 1);
      const answer = () => {
        if (!delivered.has(key)) delivered.set(key, email);
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: key }));
      };
      if (state.hold?.(email)) {
        // The worst case: the email goes out, but the answer never reaches the sender (killed
        // mid-call), so it cannot record the delivery and another sender will try again.
        if (!delivered.has(key)) delivered.set(key, email);
        held.push({ answer, res });
        return;
      }
      answer();
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = server.address().port;

  return {
    url: `http://127.0.0.1:${port}`,
    delivered,
    requests,
    held,
    /** 503 to everything while true */
    setOutage(on) {
      state.outage = on;
    },
    /** requests whose email matches are delivered but never answered */
    holdWhen(predicate) {
      state.hold = predicate;
    },
    /** keys sent more than once (each deduplicated here, as Resend does) */
    repeatedKeys() {
      return [...requests.entries()].filter(([, n]) => n > 1).map(([key]) => key);
    },
    async close() {
      for (const { res } of held) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
