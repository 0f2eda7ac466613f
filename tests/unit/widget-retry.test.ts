/**
 * The widgets' requests try again when the server says storage is briefly busy (503 with
 * Retry-After), against a real local HTTP server; other answers are returned as they are.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { fetchRetrying, getJson, postJson } from "../../widgets/shared/api.ts";

let server: Server | undefined;

/** A server that answers each request with the next status of `statuses` (the last repeats). */
async function serve(statuses: number[]): Promise<{ url: string; seen: string[] }> {
  const seen: string[] = [];
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => body += c);
    req.on("end", () => {
      seen.push(`${req.method} ${body}`);
      const status = statuses[Math.min(seen.length - 1, statuses.length - 1)];
      res.writeHead(status, { "content-type": "application/json", "retry-after": "1" }).end(
        JSON.stringify({ ok: status === 200 }),
      );
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/x`, seen };
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

describe("widget requests and a busy server", () => {
  it("a POST answered 503 is sent again, with the same body, and the success is returned", async () => {
    const { url, seen } = await serve([503, 200]);
    const response = await postJson(url, { story: "mine" });
    expect(response.status).toBe(200);
    expect(seen).toEqual(['POST {"story":"mine"}', 'POST {"story":"mine"}']);
  });

  it("a GET answered 503 is tried again", async () => {
    const { url, seen } = await serve([503, 200]);
    expect(await getJson(url)).toEqual({ ok: true });
    expect(seen.length).toBe(2);
  });

  it("gives up after three tries and returns the 503; other statuses are never retried", async () => {
    const busy = await serve([503]);
    expect((await fetchRetrying(busy.url, () => ({}))).status).toBe(503);
    expect(busy.seen.length).toBe(3);
    await new Promise((resolve) => server!.close(resolve));
    const refused = await serve([429]);
    expect((await fetchRetrying(refused.url, () => ({}))).status).toBe(429);
    expect(refused.seen.length).toBe(1);
  });
}, 20_000);
