/** Builds the app's dependencies from the environment (used by edge/main.ts). */
import { join } from "node:path";
import { createGeminiModel } from "./chat/gemini.ts";
import { loadKnowledge } from "./chat/knowledge.ts";
import { type AppConfig, configFromEnv } from "./config.ts";
import type { AppDeps, Mailer } from "./deps.ts";

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

export function loadConfig(env: Record<string, string | undefined> = Deno.env.toObject()): AppConfig {
  const dataDir = env.DATA_DIR ?? ".data";
  const isProduction = env.APP_ENV === "production";
  return configFromEnv(env, isProduction ? undefined : () => developmentSecret(dataDir, "story-signing-secret"));
}

export async function openKv(config: AppConfig): Promise<Deno.Kv> {
  await Deno.mkdir(config.dataDir, { recursive: true });
  return await Deno.openKv(join(config.dataDir, "kv.sqlite3"));
}

/** Until a provider is configured, mail is logged (subject and recipient only, never contents). */
export function createMailer(_config: AppConfig): Mailer {
  return {
    name: "log",
    send(email) {
      console.log(`mail ${email.id} to ${email.to}: ${email.subject}`);
      return Promise.resolve();
    },
  };
}

export async function depsFromEnv(config: AppConfig): Promise<AppDeps> {
  return {
    kv: await openKv(config),
    config,
    mailer: createMailer(config),
    clock: () => new Date(),
    knowledge: await loadKnowledge(join(config.distDir, "knowledge.json")),
    chatModel: config.geminiApiKey ? createGeminiModel({ apiKey: config.geminiApiKey, model: config.geminiModel }) : undefined,
  };
}
