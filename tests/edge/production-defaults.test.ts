/**
 * Safer defaults: strong production secrets, production on Deno Deploy when APP_ENV is unset,
 * loopback only in development, cross-site moderation posts refused, 405 with Allow on the API.
 */
import assert from "node:assert/strict";
import { createApp } from "../../edge/app.ts";
import { configFromEnv } from "../../edge/config.ts";
import { loadConfig } from "../../edge/runtime.ts";
import { testDeps } from "./helpers.ts";
import { deliverAll, moderationLinks, postStory, validStory } from "./story-helpers.ts";

const complete = {
  APP_ENV: "production",
  SITE_URL: "https://www.example.com",
  STORY_SIGNING_SECRET: "0123456789abcdef0123456789abcdef",
  RESEND_API_KEY: "re_test",
  MAIL_FROM: "Practice <website@example.com>",
};

Deno.test("production refuses a signing secret shorter than 32 bytes", () => {
  assert.doesNotThrow(() => loadConfig(complete));
  for (const secret of ["abc", "0123456789abcdef0123456789abcde", "  " + "x".repeat(20) + "  "]) {
    assert.throws(
      () => loadConfig({ ...complete, STORY_SIGNING_SECRET: secret }),
      /at least 32/,
      secret,
    );
  }
});

Deno.test("on Deno Deploy an unset APP_ENV means production: no /dev, no CORS for strangers, secrets required", async () => {
  const deploy = { DENO_DEPLOYMENT_ID: "abc123" };
  assert.equal(configFromEnv({ ...deploy, STORY_SIGNING_SECRET: "x" }).env, "production");
  assert.equal(configFromEnv({ STORY_SIGNING_SECRET: "x" }).env, "development");
  assert.equal(
    configFromEnv({ ...deploy, APP_ENV: "development", STORY_SIGNING_SECRET: "x" }).env,
    "development",
    "an explicit APP_ENV wins",
  );
  assert.throws(() => loadConfig(deploy), /Cannot start in production/);

  const { APP_ENV: _, ...withoutEnv } = complete;
  const t = await testDeps();
  try {
    const config = configFromEnv({ ...withoutEnv, ...deploy });
    const app = createApp({ ...t.deps, config });
    assert.equal((await app.request("/dev/outbox")).status, 404);
    const cors = await app.request("/api/stories", { headers: { Origin: "https://evil.example" } });
    assert.equal(cors.headers.get("access-control-allow-origin"), null);
    await cors.body?.cancel();
  } finally {
    await t.close();
  }
});

Deno.test("the listening address: 127.0.0.1 everywhere (production too: Caddy sits in front) but on Deno Deploy; HOST overrides", () => {
  assert.equal(configFromEnv({ STORY_SIGNING_SECRET: "x" }).network.host, "127.0.0.1");
  assert.equal(
    configFromEnv({ APP_ENV: "test", STORY_SIGNING_SECRET: "x" }).network.host,
    "127.0.0.1",
  );
  assert.equal(configFromEnv(complete).network.host, "127.0.0.1");
  assert.equal(
    configFromEnv({ ...complete, DENO_DEPLOY: "true", DENO_DEPLOYMENT_ID: "x1" }).network.host,
    "0.0.0.0",
  );
  assert.equal(
    configFromEnv({ HOST: "0.0.0.0", STORY_SIGNING_SECRET: "x" }).network.host,
    "0.0.0.0",
  );
  assert.equal(configFromEnv({ ...complete, HOST: "::1" }).network.host, "::1");
});

Deno.test("moderation: a cross-site POST is refused with 403 and changes nothing; the site's own page still works", async () => {
  const t = await testDeps();
  try {
    const app = createApp(t.deps);
    assert.equal((await postStory(app, validStory)).status, 200);
    const [mail] = await deliverAll(t.deps.kv, t.deps.mailer, t.deps.clock());
    const links = moderationLinks(mail, t.deps.config.siteUrl);
    const post = (headers: Record<string, string>) =>
      app.request(links.approve, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: "surgeryType=",
      });
    const crossSite: Array<Record<string, string>> = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site", Origin: "https://sub.example.com" },
    ];
    for (const headers of crossSite) {
      const res = await post(headers);
      assert.equal(res.status, 403, JSON.stringify(headers));
      assert.match(await res.text(), /nothing has been changed/);
    }
    assert.equal(
      (await app.request(links.approve)).status,
      200,
      "still undecided: the confirmation page shows",
    );
    // What Chromium sends from the confirmation page (its no-referrer policy makes Origin "null").
    const own = await post({ Origin: "null", "Sec-Fetch-Site": "same-origin" });
    assert.equal(own.status, 200);
    assert.match(await own.text(), /Story approved/);
  } finally {
    await t.close();
  }
});

Deno.test("API routes answer a wrong method with 405 and Allow; unknown addresses stay 404", async () => {
  const t = await testDeps();
  try {
    const app = createApp(t.deps);
    for (
      const [method, path, allow] of [
        ["HEAD", "/api/enquiry", "POST"],
        ["GET", "/api/enquiry", "POST"],
        ["PUT", "/api/stories", "GET, HEAD"],
        ["DELETE", "/api/submit-story", "POST"],
        ["POST", "/api/health", "GET, HEAD"],
        ["PATCH", "/api/placeholder/10/10", "GET, HEAD"],
      ]
    ) {
      const res = await app.request(path, { method });
      assert.equal(res.status, 405, `${method} ${path}`);
      assert.equal(res.headers.get("allow"), allow, `${method} ${path}`);
      if (method !== "HEAD") assert.match((await res.json()).error, /does not accept/);
    }
    const missing = await app.request("/api/nothing-here", { method: "PUT" });
    assert.equal(missing.status, 404);
    await missing.body?.cancel();
  } finally {
    await t.close();
  }
});
