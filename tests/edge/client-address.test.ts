/** Client addresses for rate limits: TRUST_PROXY hop counts, spoofing ignored, IPv6 by /64. */
import assert from "node:assert/strict";
import { createApp } from "../../edge/app.ts";
import { clientAddress, parseTrustProxy, rateLimitGroup } from "../../edge/client-address.ts";
import { testDeps } from "./helpers.ts";

Deno.test("TRUST_PROXY: none by default; a hop count picks the address the outermost trusted proxy saw", () => {
  assert.equal(parseTrustProxy(undefined), 0);
  assert.equal(parseTrustProxy("none"), 0);
  assert.equal(parseTrustProxy("2"), 2);
  assert.throws(() => parseTrustProxy("yes"), /TRUST_PROXY/);
  assert.throws(() => parseTrustProxy("-1"), /TRUST_PROXY/);

  const xff = "198.51.100.1, 203.0.113.9, 10.0.0.2";
  assert.equal(
    clientAddress("10.0.0.1", xff, 0),
    "10.0.0.1",
    "none: the connection, whatever the header says",
  );
  assert.equal(clientAddress("10.0.0.1", xff, 1), "10.0.0.2");
  assert.equal(clientAddress("10.0.0.1", xff, 2), "203.0.113.9");
  assert.equal(
    clientAddress("10.0.0.1", "198.51.100.1", 3),
    "198.51.100.1",
    "fewer hops than trusted: the furthest one",
  );
  assert.equal(clientAddress("10.0.0.1", null, 1), "10.0.0.1");
  assert.equal(clientAddress("10.0.0.1", "[2001:db8::1]:443", 1), "2001:db8::1");
  assert.equal(clientAddress("10.0.0.1", "203.0.113.9:5000", 1), "203.0.113.9");
  assert.equal(clientAddress("::ffff:203.0.113.9", null, 0), "203.0.113.9");
});

Deno.test("IPv6 addresses are grouped by /64; IPv4 addresses stand alone", () => {
  assert.equal(rateLimitGroup("2001:db8:1:2:aaaa:bbbb:cccc:dddd"), "2001:db8:1:2::/64");
  assert.equal(rateLimitGroup("2001:0db8:0001:0002::1"), "2001:db8:1:2::/64");
  assert.equal(rateLimitGroup("2001:db8::1"), "2001:db8:0:0::/64");
  assert.equal(rateLimitGroup("::1"), "0:0:0:0::/64");
  assert.equal(rateLimitGroup("203.0.113.9"), "203.0.113.9");
  assert.equal(rateLimitGroup("not an address"), "not an address");
});

async function enquire(
  app: ReturnType<typeof createApp>,
  remote: string,
  headers: Record<string, string> = {},
) {
  const res = await app.request("/api/enquiry", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
      ...headers,
    },
    body: new URLSearchParams({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.org",
      message: "Hello there.",
    }).toString(),
  }, { remoteAddr: { hostname: remote } });
  await res.body?.cancel();
  return res.status;
}

Deno.test("rate limits: behind one proxy each patient has a bucket; without TRUST_PROXY a forged header changes nothing", async () => {
  const behind = await testDeps({ RATE_LIMIT_ENQUIRIES: "2/3600", TRUST_PROXY: "1" });
  const direct = await testDeps({ RATE_LIMIT_ENQUIRIES: "2/3600" });
  try {
    const proxied = createApp(behind.deps);
    for (const patient of ["198.51.100.1", "198.51.100.2"]) {
      assert.equal(await enquire(proxied, "10.0.0.1", { "x-forwarded-for": patient }), 200);
      assert.equal(await enquire(proxied, "10.0.0.1", { "x-forwarded-for": patient }), 200);
    }
    assert.equal(await enquire(proxied, "10.0.0.1", { "x-forwarded-for": "198.51.100.1" }), 429);
    assert.equal(
      await enquire(proxied, "10.0.0.1", { "x-forwarded-for": "6.6.6.6, 198.51.100.1" }),
      429,
      "a forged first hop is not believed",
    );

    const app = createApp(direct.deps);
    assert.equal(await enquire(app, "203.0.113.9", { "x-forwarded-for": "1.1.1.1" }), 200);
    assert.equal(await enquire(app, "203.0.113.9", { "x-forwarded-for": "2.2.2.2" }), 200);
    assert.equal(await enquire(app, "203.0.113.9", { "x-forwarded-for": "3.3.3.3" }), 429);
    // One IPv6 /64 is one bucket, however many addresses it uses.
    assert.equal(await enquire(app, "2001:db8:1:2::1"), 200);
    assert.equal(await enquire(app, "2001:db8:1:2::ffff"), 200);
    assert.equal(await enquire(app, "2001:db8:1:2:abcd::9"), 429);
    assert.equal(await enquire(app, "2001:db8:1:3::1"), 200, "the next /64 is someone else");
  } finally {
    await behind.close();
    await direct.close();
  }
});
