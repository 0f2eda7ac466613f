import assert from "node:assert/strict";
import { createApp } from "../../edge/app.ts";
import { assertProductionReady, loadConfig } from "../../edge/runtime.ts";
import { testDeps } from "./helpers.ts";

const complete = {
  APP_ENV: "production",
  SITE_URL: "https://www.example.com",
  STORY_SIGNING_SECRET: "a-long-random-secret-for-tests-0123456789",
  RESEND_API_KEY: "re_test",
  MAIL_FROM: "Practice <website@example.com>",
};

Deno.test("production refuses to start without its secrets, naming every one missing", () => {
  assert.doesNotThrow(() => assertProductionReady(complete));
  for (const name of ["SITE_URL", "STORY_SIGNING_SECRET", "RESEND_API_KEY", "MAIL_FROM"]) {
    const env: Record<string, string> = { ...complete, [name]: "" };
    assert.throws(
      () => loadConfig(env),
      (e: Error) => e.message.includes(name) && e.message.includes("production"),
      name,
    );
  }
  assert.throws(
    () => loadConfig({ APP_ENV: "production" }),
    (e: Error) =>
      ["SITE_URL", "STORY_SIGNING_SECRET", "RESEND_API_KEY", "MAIL_FROM"].every((n) =>
        e.message.includes(n)
      ),
  );
  assert.doesNotThrow(() =>
    loadConfig({ APP_ENV: "development", DATA_DIR: Deno.makeTempDirSync() })
  );
});

Deno.test("the real server exits at once with that message when started in production without secrets", async () => {
  const command = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "edge/main.ts"],
    env: { APP_ENV: "production", PORT: "0", DATA_DIR: await Deno.makeTempDir() },
    clearEnv: true,
    stdout: "piped",
    stderr: "piped",
  });
  const { code, stderr } = await command.output();
  assert.notEqual(code, 0);
  const message = new TextDecoder().decode(stderr);
  assert.match(message, /Cannot start in production/);
  assert.match(message, /STORY_SIGNING_SECRET/);
});

Deno.test("production never serves /dev", async () => {
  const { deps, close } = await testDeps({ ...complete });
  try {
    const app = createApp(deps);
    for (const path of ["/dev/outbox", "/dev/outbox.json"]) {
      assert.equal((await app.request(path)).status, 404, path);
    }
  } finally {
    await close();
  }
});
