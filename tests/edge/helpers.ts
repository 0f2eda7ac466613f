/** Test dependencies: a real KV file in a temporary directory, a capturing mailer, a movable clock. */
import { dirname, join } from "node:path";
import type { Hono } from "hono";
import { createApp } from "../../edge/app.ts";
import { type AppConfig, configFromEnv } from "../../edge/config.ts";
import { SiteFiles } from "../../edge/site.ts";
import type { SiteManifest } from "../../edge/site-manifest.ts";
import type { AppDeps, Email, Mailer } from "../../edge/injected.ts";

export interface CapturingMailer extends Mailer {
  sent: Array<Email & { id: string }>;
}

export function capturingMailer(): CapturingMailer {
  const sent: Array<Email & { id: string }> = [];
  return {
    name: "capture",
    sent,
    send(email) {
      sent.push(email);
      return Promise.resolve();
    },
  };
}

export interface TestDeps {
  deps: AppDeps & { mailer: CapturingMailer };
  dataDir: string;
  /** moves the test clock forward */
  advance(ms: number): void;
  close(): Promise<void>;
}

export async function testDeps(
  env: Record<string, string> = {},
  overrides: Partial<AppConfig> = {},
): Promise<TestDeps> {
  const dataDir = await Deno.makeTempDir({ prefix: "edge-test-" });
  const kv = await Deno.openKv(join(dataDir, "kv.sqlite3"));
  let now = new Date("2026-06-01T09:00:00Z").getTime();
  const config = {
    ...configFromEnv({
      APP_ENV: "test",
      DATA_DIR: dataDir,
      STORY_SIGNING_SECRET: "test-secret-0123456789abcdef",
      ...env,
    }),
    ...overrides,
  };
  return {
    deps: { kv, config, mailer: capturingMailer(), clock: () => new Date(now) },
    dataDir,
    advance(ms) {
      now += ms;
    },
    async close() {
      kv.close();
      await Deno.remove(dataDir, { recursive: true });
    },
  };
}

/**
 * A temporary dist/ of the given files (path → text) and manifest, served by createApp over a
 * real KV file; removed afterwards.
 */
export async function withTempSite(
  files: Record<string, string>,
  manifest: SiteManifest,
  fn: (app: Hono, t: TestDeps) => Promise<void>,
): Promise<void> {
  const dist = await Deno.makeTempDir({ prefix: "dist-test-" });
  const t = await testDeps();
  try {
    await Deno.writeTextFile(join(dist, "_site.json"), JSON.stringify(manifest));
    for (const [path, text] of Object.entries(files)) {
      await Deno.mkdir(dirname(join(dist, path)), { recursive: true });
      await Deno.writeTextFile(join(dist, path), text);
    }
    await fn(createApp(t.deps, { site: await SiteFiles.load(dist) }), t);
  } finally {
    await t.close();
    await Deno.remove(dist, { recursive: true });
  }
}
