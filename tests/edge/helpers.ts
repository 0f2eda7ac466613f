/** Test dependencies: a real KV file in a temporary directory, a capturing mailer, a movable clock. */
import { join } from "node:path";
import { type AppConfig, configFromEnv } from "../../edge/config.ts";
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

export async function testDeps(env: Record<string, string> = {}, overrides: Partial<AppConfig> = {}): Promise<TestDeps> {
  const dataDir = await Deno.makeTempDir({ prefix: "edge-test-" });
  const kv = await Deno.openKv(join(dataDir, "kv.sqlite3"));
  let now = new Date("2026-06-01T09:00:00Z").getTime();
  const config = {
    ...configFromEnv({ APP_ENV: "test", DATA_DIR: dataDir, STORY_SIGNING_SECRET: "test-secret-0123456789abcdef", ...env }),
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
