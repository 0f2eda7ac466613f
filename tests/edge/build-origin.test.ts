import assert from "node:assert/strict";
import { join } from "node:path";
import {
  assertBuildMatchesSiteUrl,
  buildOriginProblem,
  readBuildOrigin,
} from "../../edge/build-origin.ts";
import { configFromEnv } from "../../edge/config.ts";
import { parseDataHosting } from "../../lib/config.ts";
import type { SiteManifest } from "../../edge/site-manifest.ts";

/** A one-page build made for `origin` (or recording none), with DATA_HOSTING as `hosting` gives it. */
async function builtFor(
  origin: string | undefined,
  hosting: Record<string, string> = {},
): Promise<string> {
  const dist = await Deno.makeTempDir({ prefix: "dist-origin-" });
  const manifest: SiteManifest = {
    ...(origin ? { origin } : {}),
    dataHosting: parseDataHosting(hosting),
    routes: [{ path: "/", file: "index.html" }],
    redirects: [],
    notFound: "404.html",
    assets: { css: "/assets/styles.ABCD1234.css", siteScript: "/assets/site.ABCD1234.js" },
  };
  await Deno.writeTextFile(join(dist, "_site.json"), JSON.stringify(manifest));
  await Deno.writeTextFile(join(dist, "index.html"), "<!DOCTYPE html><title>Home</title>");
  await Deno.writeTextFile(join(dist, "404.html"), "<!DOCTYPE html><title>Not found</title>");
  return dist;
}

const productionEnv = (siteUrl: string, dist: string, dataDir: string) => ({
  APP_ENV: "production",
  PORT: "0",
  HOST: "127.0.0.1",
  SITE_URL: siteUrl,
  DIST_DIR: dist,
  DATA_DIR: dataDir,
  STORY_SIGNING_SECRET: "a-long-random-secret-for-the-origin-tests",
  RESEND_API_KEY: "re_test",
  RESEND_BASE_URL: "http://127.0.0.1:9",
  MAIL_FROM: "Practice <website@example.com>",
});

Deno.test("a build is servable only at the origin it was made for (any spelling of that origin)", async () => {
  const dist = await builtFor("http://127.0.0.1:8000");
  try {
    const build = readBuildOrigin(dist);
    assert.deepEqual(build, { kind: "recorded", origin: "http://127.0.0.1:8000" });
    assert.equal(buildOriginProblem("http://127.0.0.1:8000", build, dist), undefined);
    assert.equal(buildOriginProblem("http://127.0.0.1:8000/", build, dist), undefined);
    const problem = buildOriginProblem("https://www.ashcombe-knee-hip.co.uk", build, dist);
    assert.match(problem ?? "", /SITE_URL is https:\/\/www\.ashcombe-knee-hip\.co\.uk/);
    assert.match(problem ?? "", /made for http:\/\/127\.0\.0\.1:8000/);
    assert.match(problem ?? "", /SITE_URL=https:\/\/www\.ashcombe-knee-hip\.co\.uk npm run build/);
    assert.equal(
      buildOriginProblem("HTTPS://WWW.Example.com", {
        kind: "recorded",
        origin: "https://www.example.com/",
      }, dist),
      undefined,
    );
  } finally {
    await Deno.remove(dist, { recursive: true });
  }
});

Deno.test("a build that records no origin, or no build at all, is refused in production and allowed in development", async () => {
  const old = await builtFor(undefined);
  const none = await Deno.makeTempDir();
  try {
    assert.match(
      buildOriginProblem("https://www.example.com", readBuildOrigin(old), old) ?? "",
      /does not record the origin/,
    );
    assert.match(
      buildOriginProblem("https://www.example.com", readBuildOrigin(none), none) ?? "",
      /there is no build/,
    );
    const env = { SITE_URL: "https://www.example.com", DIST_DIR: old, STORY_SIGNING_SECRET: "s" };
    assert.throws(
      () => assertBuildMatchesSiteUrl(configFromEnv({ ...env, APP_ENV: "production" })),
      /Cannot start in production/,
    );
    assert.doesNotThrow(() =>
      assertBuildMatchesSiteUrl(configFromEnv({ ...env, APP_ENV: "development" }))
    );
  } finally {
    await Deno.remove(old, { recursive: true });
    await Deno.remove(none, { recursive: true });
  }
});

Deno.test("the real server refuses to start in production when SITE_URL differs from the build's origin, naming both", async () => {
  const dist = await builtFor("http://localhost:8000");
  const dataDir = await Deno.makeTempDir();
  try {
    const { code, stderr } = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "edge/main.ts"],
      env: productionEnv("https://www.ashcombe-knee-hip.co.uk", dist, dataDir),
      clearEnv: true,
      stdout: "piped",
      stderr: "piped",
      // a server that wrongly starts is stopped, and then fails on the missing message
      signal: AbortSignal.timeout(20_000),
    }).output();
    assert.notEqual(code, 0);
    const message = new TextDecoder().decode(stderr);
    assert.match(
      message,
      /Cannot start in production: SITE_URL is https:\/\/www\.ashcombe-knee-hip\.co\.uk/,
    );
    assert.match(message, /made for http:\/\/localhost:8000/);
  } finally {
    await Deno.remove(dist, { recursive: true });
    await Deno.remove(dataDir, { recursive: true });
  }
});

Deno.test("the real server serves a production build locally when built and served with the same SITE_URL", async () => {
  const dist = await builtFor("http://127.0.0.1:8000");
  const dataDir = await Deno.makeTempDir();
  const server = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "edge/main.ts"],
    env: productionEnv("http://127.0.0.1:8000", dist, dataDir),
    clearEnv: true,
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  try {
    // The server prints its port once it listens (PORT=0 picks a free one).
    const reader = server.stdout.pipeThrough(new TextDecoderStream()).getReader();
    let printed = "";
    while (!/127\.0\.0\.1:(\d+)/.test(printed)) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the server exited before listening: ${printed}`);
      printed += value;
    }
    const port = printed.match(/127\.0\.0\.1:(\d+)/)![1];
    const home = await fetch(`http://127.0.0.1:${port}/`);
    assert.equal(home.status, 200);
    assert.match(await home.text(), /<title>Home<\/title>/);
    reader.releaseLock();
  } finally {
    server.kill("SIGTERM");
    await server.status;
    await server.stdout.cancel().catch(() => {});
    await server.stderr.cancel().catch(() => {});
    await Deno.remove(dist, { recursive: true });
    await Deno.remove(dataDir, { recursive: true });
  }
});

Deno.test("production refuses a build whose privacy notice names another place for patients' data than where the server keeps it", async () => {
  const ukBuild = await builtFor("https://www.example.com", {
    DATA_HOSTING: "self-hosted:London, United Kingdom",
  });
  try {
    const env = {
      APP_ENV: "production",
      SITE_URL: "https://www.example.com",
      DIST_DIR: ukBuild,
      STORY_SIGNING_SECRET: "s",
    };
    assert.doesNotThrow(
      () =>
        assertBuildMatchesSiteUrl(
          configFromEnv({ ...env, DATA_HOSTING: "self-hosted:London, United Kingdom" }),
        ),
      "the same place",
    );
    assert.doesNotThrow(
      () => assertBuildMatchesSiteUrl(configFromEnv(env)),
      "a server that does not say repeats no claim",
    );
    assert.throws(
      () =>
        assertBuildMatchesSiteUrl(
          configFromEnv({ ...env, DATA_HOSTING: "self-hosted:Frankfurt, Germany" }),
        ),
      /privacy notice that patients' data is stored by self-hosted \(London, United Kingdom\)/,
    );
    // Built as self-hosted in the UK, but running on Deno Deploy: KV is in the US there.
    assert.throws(
      () =>
        assertBuildMatchesSiteUrl(
          configFromEnv({ ...env, DATA_DIR: "", DENO_DEPLOY: "true", DENO_DEPLOYMENT_ID: "d1" }),
        ),
      /stores it with deno-deploy/,
    );
  } finally {
    await Deno.remove(ukBuild, { recursive: true });
  }
});
