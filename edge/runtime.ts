/** Builds the app's dependencies from the environment (used by edge/main.ts). */
import { join } from "node:path";
import { createGeminiModel } from "./chat/gemini.ts";
import { loadKnowledge } from "./chat/knowledge.ts";
import { type AppConfig, configFromEnv, resolveAppEnv } from "./config.ts";
import type { AppDeps, Mailer } from "./injected.ts";
import { createDevMailer } from "./mail/dev.ts";
import { createResendMailer } from "./mail/resend.ts";
import { REQUIRED_IN_PRODUCTION } from "./production-settings.ts";

/** A secret generated once into DATA_DIR, so development needs no configuration. */
function developmentSecret(dataDir: string, name: string): string {
  const path = join(dataDir, name);
  try {
    return Deno.readTextFileSync(path).trim();
  } catch {
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    const secret = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
    Deno.mkdirSync(dataDir, { recursive: true });
    Deno.writeTextFileSync(path, secret + "\n", { mode: 0o600 });
    return secret;
  }
}

/** Throws one clear error naming every missing production setting. */
export function assertProductionReady(env: Record<string, string | undefined>): void {
  if (resolveAppEnv(env) !== "production") return;
  const missing = Object.entries(REQUIRED_IN_PRODUCTION).filter(([name]) => !env[name]?.trim());
  if (missing.length) {
    throw new Error(
      "Cannot start in production; these environment variables are not set:\n" +
        missing.map(([name, why]) => `  ${name}: ${why}`).join("\n"),
    );
  }
  assertStrongSigningSecret(env.STORY_SIGNING_SECRET!);
}

/** The fewest bytes a production signing secret may have: a guessable key forges moderation links. */
export const MIN_SIGNING_SECRET_BYTES = 32;

export function assertStrongSigningSecret(secret: string): void {
  const bytes = new TextEncoder().encode(secret.trim()).byteLength;
  if (bytes < MIN_SIGNING_SECRET_BYTES) {
    throw new Error(
      `Cannot start in production: STORY_SIGNING_SECRET is ${bytes} bytes long; it must be at least ${MIN_SIGNING_SECRET_BYTES} ` +
        "(for example the output of `openssl rand -hex 32`).",
    );
  }
}

export function loadConfig(
  env: Record<string, string | undefined> = Deno.env.toObject(),
): AppConfig {
  assertProductionReady(env);
  const dataDir = env.DATA_DIR ?? ".data";
  const isProduction = resolveAppEnv(env) === "production";
  return configFromEnv(
    env,
    isProduction ? undefined : () => developmentSecret(dataDir, "story-signing-secret"),
  );
}

export async function openKv(config: AppConfig): Promise<Deno.Kv> {
  await Deno.mkdir(config.dataDir, { recursive: true });
  return await Deno.openKv(join(config.dataDir, "kv.sqlite3"));
}

/** Resend when RESEND_API_KEY is set; otherwise, outside production, mail captured for /dev/outbox. */
export function createMailer(
  config: AppConfig,
  kv: Deno.Kv,
  clock: () => Date = () => new Date(),
): Mailer {
  if (config.resendApiKey) {
    return createResendMailer({
      apiKey: config.resendApiKey,
      from: config.mailFrom,
      baseUrl: config.resendBaseUrl,
    });
  }
  if (config.env === "production") {
    throw new Error(
      "RESEND_API_KEY is not set: production needs it (with MAIL_FROM) to send the reviewer's and enquiry emails.",
    );
  }
  return createDevMailer(kv, clock);
}

export async function depsFromEnv(config: AppConfig): Promise<AppDeps> {
  const kv = await openKv(config);
  const clock = () => new Date();
  return {
    kv,
    config,
    mailer: createMailer(config, kv, clock),
    clock,
    knowledge: await loadKnowledge(join(config.distDir, "knowledge.json")),
    chatModel: config.geminiApiKey
      ? createGeminiModel({ apiKey: config.geminiApiKey, model: config.geminiModel })
      : undefined,
  };
}
