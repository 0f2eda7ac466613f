/**
 * edge/main.ts started as Deno Deploy starts it: the variables Deploy predefines (DENO_DEPLOY,
 * DENO_DEPLOYMENT_ID, DENO_TIMELINE), no APP_ENV and no DATA_DIR, production secrets from the
 * environment, a local stand-in for Resend, no subprocesses, and write permission only for Deno's
 * own directory (a temporary DENO_DIR), where `Deno.openKv()` with no path keeps its database under
 * `deno run` — on Deploy the same call opens the app's KV database.
 *
 * It must serve pages and /api, store a story and an enquiry, and deliver both emails with no
 * further request: the provider is down when they are sent, so only the every-minute Deno.cron
 * can deliver them once it is back (this test takes up to a minute and a half). Nothing may be
 * written into the checkout.
 */
import assert from "node:assert/strict";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { startFakeMailProvider } from "../../scripts/fake-mail-provider.mjs";
import type { SiteManifest } from "../../edge/site-manifest.ts";
import { parseDataHosting } from "../../lib/config.ts";
import { freePort, MINI_DIST } from "./server-process.ts";
import { validStory } from "./story-helpers.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Every file of the checkout (but node_modules and .git) with its size and modification time. */
async function snapshot(
  dir = root,
  files = new Map<string, string>(),
): Promise<Map<string, string>> {
  for await (const entry of Deno.readDir(dir)) {
    const path = join(dir, entry.name);
    if (dir === root && (entry.name === "node_modules" || entry.name === ".git")) continue;
    if (entry.isDirectory) await snapshot(path, files);
    else {
      const info = await Deno.lstat(path);
      files.set(relative(root, path), `${info.size}:${info.mtime?.getTime()}`);
    }
  }
  return files;
}

function changes(before: Map<string, string>, after: Map<string, string>): string[] {
  const changed = [...after].filter(([path, stamp]) => before.get(path) !== stamp).map(([p]) => p);
  const removed = [...before.keys()].filter((path) => !after.has(path));
  return [...changed, ...removed];
}

async function findKvFile(dir: string): Promise<string | undefined> {
  for await (const entry of Deno.readDir(dir)) {
    const path = join(dir, entry.name);
    if (entry.isDirectory) {
      const found = await findKvFile(path);
      if (found) return found;
    } else if (entry.name === "kv.sqlite3") return path;
  }
  return undefined;
}

Deno.test("Deno Deploy, emulated: serves pages and /api, stores a story and an enquiry, and the cron delivers both emails with no further request; nothing is written into the checkout", async () => {
  const denoDir = await Deno.makeTempDir({ prefix: "deploy-deno-dir-" });
  const dist = await Deno.makeTempDir({ prefix: "deploy-dist-" });
  const provider = await startFakeMailProvider();
  const port = freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  // The build as Deploy's builder makes it: for the live origin, recording Deploy as the host.
  for await (const entry of Deno.readDir(MINI_DIST)) {
    await Deno.copyFile(join(MINI_DIST, entry.name), join(dist, entry.name));
  }
  const manifest: SiteManifest = JSON.parse(await Deno.readTextFile(join(dist, "_site.json")));
  await Deno.writeTextFile(
    join(dist, "_site.json"),
    JSON.stringify({
      ...manifest,
      origin: siteUrl,
      dataHosting: parseDataHosting({ DENO_DEPLOY: "true" }),
    }),
  );

  const before = await snapshot();
  provider.setOutage(true);
  const server = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--allow-net",
      "--allow-env",
      "--allow-read",
      `--allow-write=${denoDir}`,
      "--deny-run",
      "edge/main.ts",
    ],
    cwd: root,
    clearEnv: true,
    env: {
      DENO_DEPLOY: "true",
      DENO_DEPLOYMENT_ID: "emulated-deployment-1",
      DENO_TIMELINE: "production",
      DENO_DIR: denoDir,
      PATH: Deno.env.get("PATH") ?? "/usr/bin:/bin",
      HOST: "127.0.0.1",
      PORT: String(port),
      DIST_DIR: dist,
      SITE_URL: siteUrl,
      STORY_SIGNING_SECRET: "deploy-emulation-secret-0123456789abcdef",
      RESEND_API_KEY: "re_deploy_emulation",
      RESEND_BASE_URL: provider.url,
      MAIL_FROM: "Practice website <website@ashcombe-knee-hip.co.uk>",
      REVIEWER_EMAIL: "reviews@ashcombe-knee-hip.co.uk",
      ENQUIRY_EMAIL: "practice@ashcombe-knee-hip.co.uk",
      OUTBOX_FIRST_RETRY_MS: "1000",
    },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let output = "";
  const decoder = new TextDecoder();
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    for await (const chunk of stream) output += decoder.decode(chunk, { stream: true });
  };
  const pumped = Promise.all([pump(server.stdout), pump(server.stderr)]);
  let exited = false;
  const status = server.status.then((s) => {
    exited = true;
    return s;
  });
  try {
    for (let i = 0; !output.includes("Serving "); i++) {
      if (exited || i > 600) assert.fail(`the server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    assert.match(output, /\(production, Deno Deploy\)/, "unset APP_ENV means production on Deploy");

    const home = await fetch(`${siteUrl}/`);
    assert.equal(home.status, 200);
    assert.match(await home.text(), /<html/i);
    assert.deepEqual(await (await fetch(`${siteUrl}/api/health`)).json(), { ok: true });
    assert.deepEqual((await (await fetch(`${siteUrl}/api/stories`)).json()).testimonials, []);
    const dev = await fetch(`${siteUrl}/dev/outbox`);
    assert.equal(dev.status, 404, "production hides /dev");
    await dev.body?.cancel();

    const story = await fetch(`${siteUrl}/api/submit-story`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...validStory, firstName: "Deploy" }),
    });
    assert.equal(story.status, 200, await story.clone().text());
    assert.equal((await story.json()).success, true);
    const enquiry = await fetch(`${siteUrl}/api/enquiry`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.org",
        message: "May I book a consultation about my knee?",
      }),
    });
    assert.equal(enquiry.status, 200);
    assert.deepEqual(await enquiry.json(), { ok: true });

    // The commits' nudges met the outage. From here on no request is made: the cron delivers.
    await new Promise((r) => setTimeout(r, 1500));
    assert.equal(provider.delivered.size, 0, "nothing got through the outage");
    provider.setOutage(false);
    for (let i = 0; provider.delivered.size < 2; i++) {
      if (exited || i > 900) {
        assert.fail(`the emails were not delivered within 90 s:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const emails = [...provider.delivered.values()] as Array<{ to: string[]; subject: string }>;
    assert.deepEqual(emails.map((e) => e.to[0]).sort(), [
      "practice@ashcombe-knee-hip.co.uk",
      "reviews@ashcombe-knee-hip.co.uk",
    ]);
    assert.deepEqual(provider.repeatedKeys(), [], "each email sent once");

    // Deploy stops an isolate with SIGINT.
    server.kill("SIGINT");
    assert.equal((await status).code, 0, output);
    await pumped;

    // The data went where `Deno.openKv()` with no path keeps it: Deno's own directory.
    const kvFile = await findKvFile(denoDir);
    assert.ok(kvFile, "a KV database in DENO_DIR");
    const kv = await Deno.openKv(kvFile);
    try {
      const count = async (prefix: Deno.KvKey) => {
        let n = 0;
        for await (const _ of kv.list({ prefix })) n++;
        return n;
      };
      assert.equal(await count(["stories"]), 1);
      assert.equal(await count(["enquiries"]), 1);
    } finally {
      kv.close();
    }

    assert.deepEqual(changes(before, await snapshot()), [], "nothing written into the checkout");
    assert.doesNotMatch(output, /PermissionDenied|NotCapable|Requires (write|run) access/);
  } finally {
    if (!exited) {
      try {
        server.kill("SIGKILL");
      } catch { /* gone */ }
      await status;
    }
    await provider.close();
    await Deno.remove(denoDir, { recursive: true });
    await Deno.remove(dist, { recursive: true });
  }
});
