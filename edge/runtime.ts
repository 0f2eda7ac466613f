/** Builds the app's dependencies from the environment (used by edge/main.ts). */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createGeminiModel } from "./chat/gemini.ts";
import { loadChatModels, loadKnowledge } from "./chat/load.ts";
export { assertProductionReady } from "../lib/config.ts";
import {
  type AppConfig,
  assertProductionReady,
  ConfigError,
  configFromEnv,
  type Env,
} from "../lib/config.ts";
import type { AppDeps, Mailer } from "./injected.ts";
import { createDevMailer } from "./mail/dev.ts";
import { createResendMailer } from "./mail/resend.ts";

/** The project folder: relative DATA_DIR and DIST_DIR resolve against it, whatever the working directory. */
export const PROJECT_ROOT = dirname(dirname(fileURLToPath(import.meta.url)));

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

/**
 * The server's configuration (lib/config.ts) from the environment. Production refuses to start
 * without its secrets; elsewhere a missing signing secret is generated once into DATA_DIR — except
 * on Deno Deploy, which writes no file: there every secret comes from the environment.
 */
export function loadConfig(env: Env = Deno.env.toObject()): AppConfig {
  assertProductionReady(env);
  const config = configFromEnv(env, { root: PROJECT_ROOT });
  if (config.storySigningSecret) return config;
  if (config.dataDir === undefined) {
    throw new ConfigError(
      "STORY_SIGNING_SECRET is not set: on Deno Deploy every secret comes from the environment (nothing is written to disk there). Set it in the app's environment variables.",
    );
  }
  return {
    ...config,
    storySigningSecret: developmentSecret(config.dataDir, "story-signing-secret"),
  };
}

/** Deno Deploy: the database assigned to the app's timeline. Elsewhere: the SQLite file in DATA_DIR. */
export async function openKv(config: AppConfig): Promise<Deno.Kv> {
  if (config.kv.kind === "deploy") return await Deno.openKv();
  await Deno.mkdir(dirname(config.kv.path), { recursive: true });
  return await Deno.openKv(config.kv.path);
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
    knowledge: await loadKnowledge(join(config.distDir, "knowledge.json"), !!config.geminiApiKey),
    chatModels: await loadChatModels(config.distDir),
    chatModel: config.geminiApiKey
      ? createGeminiModel({ apiKey: config.geminiApiKey, model: config.geminiModel })
      : undefined,
  };
}
