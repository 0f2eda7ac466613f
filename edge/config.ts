/**
 * Runtime configuration from environment variables. Every variable is documented in the README;
 * defaults are the embedded development defaults (local KV file, captured mail, offline chat).
 */
import { parseTrustProxy } from "./client-address.ts";
export type AppEnv = "development" | "production" | "test";

export interface RateLimit {
  /** requests allowed per client in one window */
  limit: number;
  windowSeconds: number;
}

export interface AppConfig {
  env: AppEnv;
  port: number;
  dataDir: string;
  distDir: string;
  /** canonical origin, no trailing slash */
  siteUrl: string;
  reviewerEmail: string;
  enquiryEmail: string;
  mailFrom: string;
  /** HMAC key for moderation links; in development generated once into DATA_DIR */
  storySigningSecret: string;
  resendApiKey?: string;
  /** Resend's API origin; tests and benchmarks point it at a local fake */
  resendBaseUrl?: string;
  geminiApiKey?: string;
  geminiModel: string;
  /** where the enquiry form posts (build-time ENQUIRY_FORM_ACTION); a third-party origin is allowed by the CSP */
  enquiryFormAction: string;
  /** origins allowed to call the widget endpoints; "*" in development */
  embedOrigins: string[] | "*";
  rateLimits: { submitStory: RateLimit; enquiry: RateLimit; chat: RateLimit };
  /** how often the mail sender looks for due mail, and the first wait after a failed delivery */
  outbox: { intervalMs: number; firstRetryMs: number; leaseMs: number };
  /** where to listen, whom to believe about client addresses, and how long to wait for clients */
  network: NetworkConfig;
  /** hours a story may wait for a decision before the reviewer is reminded (decimals allowed) */
  moderationReminderHours: number;
}

export interface NetworkConfig {
  /** the interface to listen on: 127.0.0.1 outside production unless HOST says otherwise */
  host: string;
  /** reverse proxies to believe in X-Forwarded-For (0: none, use the connection's address) */
  trustProxy: number;
  /** a request's headers must arrive within this */
  headersTimeoutMs: number;
  /** a request, headers and body, must arrive within this */
  bodyTimeoutMs: number;
  /** an idle keep-alive connection is closed after this */
  keepAliveTimeoutMs: number;
  /** on SIGTERM/SIGINT, requests in flight get this long to finish */
  shutdownGraceMs: number;
}

type Env = Record<string, string | undefined>;

function rateLimit(env: Env, name: string, limit: number, windowSeconds: number): RateLimit {
  const parsed = env[name]?.match(/^(\d+)\/(\d+)$/);
  return parsed
    ? { limit: Number(parsed[1]), windowSeconds: Number(parsed[2]) }
    : { limit, windowSeconds };
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : fallback;
}

/**
 * APP_ENV; when it is unset, production on Deno Deploy (DENO_DEPLOYMENT_ID is set there) and
 * development elsewhere, so a forgotten setting never exposes /dev/outbox on the public site.
 */
export function resolveAppEnv(env: Env): AppEnv {
  const appEnv = (env.APP_ENV || (env.DENO_DEPLOYMENT_ID ? "production" : "development")) as AppEnv;
  if (!["development", "production", "test"].includes(appEnv)) {
    throw new Error(`APP_ENV must be development, production or test (got "${appEnv}")`);
  }
  return appEnv;
}

/** HOST, TRUST_PROXY and the client time limits (see the README's configuration table). */
export function networkFromEnv(env: Env, appEnv: AppEnv): NetworkConfig {
  return {
    host: env.HOST?.trim() || (appEnv === "production" ? "0.0.0.0" : "127.0.0.1"),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    headersTimeoutMs: positive(env.HEADERS_TIMEOUT_MS, 10_000),
    bodyTimeoutMs: positive(env.BODY_TIMEOUT_MS, 30_000),
    keepAliveTimeoutMs: positive(env.KEEP_ALIVE_TIMEOUT_MS, 60_000),
    shutdownGraceMs: positive(env.SHUTDOWN_GRACE_MS, 10_000),
  };
}

/** Reads the environment. `secret` supplies the development signing secret when none is set. */
export function configFromEnv(env: Env, secret?: () => string): AppConfig {
  const appEnv = resolveAppEnv(env);
  const port = Number(env.PORT ?? 8000);
  const origins = env.EMBED_ORIGINS?.split(",").map((o) => o.trim().replace(/\/$/, "")).filter(
    Boolean,
  );
  return {
    env: appEnv,
    port,
    dataDir: env.DATA_DIR ?? ".data",
    distDir: env.DIST_DIR ?? "dist",
    siteUrl: (env.SITE_URL ?? `http://localhost:${port}`).replace(/\/$/, ""),
    reviewerEmail: env.REVIEWER_EMAIL ?? "reviewer@ashcombe-orthopaedics.example.com",
    enquiryEmail: env.ENQUIRY_EMAIL ?? "practice@ashcombe-orthopaedics.example.com",
    mailFrom: env.MAIL_FROM ?? "Practice website <website@ashcombe-orthopaedics.example.com>",
    storySigningSecret: env.STORY_SIGNING_SECRET ?? secret?.() ?? "",
    resendApiKey: env.RESEND_API_KEY || undefined,
    resendBaseUrl: env.RESEND_BASE_URL || undefined,
    geminiApiKey: env.GEMINI_API_KEY || undefined,
    geminiModel: env.GEMINI_MODEL ?? "gemini-2.5-flash",
    enquiryFormAction: env.ENQUIRY_FORM_ACTION ?? "/api/enquiry",
    embedOrigins: origins?.length ? origins : appEnv === "production" ? [] : "*",
    rateLimits: {
      submitStory: rateLimit(env, "RATE_LIMIT_STORIES", 5, 3600),
      enquiry: rateLimit(env, "RATE_LIMIT_ENQUIRIES", 5, 3600),
      chat: rateLimit(env, "RATE_LIMIT_CHAT", 20, 600),
    },
    outbox: {
      intervalMs: positive(env.OUTBOX_INTERVAL_MS, 15_000),
      firstRetryMs: positive(env.OUTBOX_FIRST_RETRY_MS, 30_000),
      leaseMs: positive(env.OUTBOX_CLAIM_LEASE_MS, 5 * 60_000),
    },
    network: networkFromEnv(env, appEnv),
    moderationReminderHours: positive(env.MODERATION_REMINDER_HOURS, 72),
  };
}
