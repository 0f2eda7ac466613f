/**
 * The one reader of the environment. The build, the server, `npm run launch-check` and the
 * scripts hand it their environment as a plain record (no Deno or Node API here, so Node and Deno
 * share it); it validates and normalises every setting once (trimmed, origins in one spelling,
 * secrets counted in bytes) and everything else receives values. Every variable is documented in
 * the README's configuration table with its default.
 *
 * An empty or blank variable counts as unset everywhere.
 */

export type Env = Readonly<Record<string, string | undefined>>;
export type AppEnv = "development" | "production" | "test";

export const DEFAULT_PORT = 8000;
/** Local data (the KV file and generated development secrets), relative to the project. */
export const DEFAULT_DATA_DIR = ".data";
/** The build, relative to the project. */
export const DEFAULT_DIST_DIR = "dist";
/** The fewest bytes a production signing secret may have: a guessable key forges moderation links. */
export const MIN_SIGNING_SECRET_BYTES = 32;

/** Variables production cannot run without, and why (read by the server and by `npm run launch-check`). */
export const REQUIRED_IN_PRODUCTION: Readonly<Record<string, string>> = {
  SITE_URL: "the public origin, used in the links of the reviewer's email",
  STORY_SIGNING_SECRET: "signs the Approve and Decline links (a long random string)",
  RESEND_API_KEY: "delivers the reviewer's and enquiry emails",
  MAIL_FROM: "the sender of those emails, on a domain verified with the mail provider",
};

/** A variable's value, trimmed; undefined when unset or blank. */
function setting(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

// --- where the code runs -------------------------------------------------------------------

/**
 * True on Deno Deploy, at run time and in its builder: Deploy predefines DENO_DEPLOY=true
 * (builds too) and DENO_DEPLOYMENT_ID (at run time).
 */
export function onDenoDeploy(env: Env): boolean {
  return Boolean(setting(env, "DENO_DEPLOYMENT_ID")) ||
    ["true", "1"].includes(setting(env, "DENO_DEPLOY")?.toLowerCase() ?? "");
}

/**
 * APP_ENV; when it is unset, production on Deno Deploy and development elsewhere, so a
 * forgotten setting never exposes /dev/outbox on the public site.
 */
export function resolveAppEnv(env: Env): AppEnv {
  const appEnv = setting(env, "APP_ENV") ?? (onDenoDeploy(env) ? "production" : "development");
  if (appEnv !== "development" && appEnv !== "production" && appEnv !== "test") {
    throw new ConfigError(`APP_ENV must be development, production or test (got "${appEnv}")`);
  }
  return appEnv;
}

// --- values --------------------------------------------------------------------------------

export function parsePort(value: string | undefined): number {
  if (value === undefined || !value.trim()) return DEFAULT_PORT;
  const port = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || port > 65_535) {
    throw new ConfigError(`PORT must be a port number from 0 to 65535 (got "${value}")`);
  }
  return port;
}

/**
 * An origin in one spelling: lower-case scheme and host, default port dropped, no trailing slash
 * (`HTTPS://Example.COM:443/` → `https://example.com`). Throws when `value` is not an http(s)
 * origin: a path, query or fragment would make every canonical link wrong.
 */
export function parseOrigin(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new ConfigError(
      `${name} must be an origin such as https://www.your-practice.co.uk (got "${value}")`,
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigError(`${name} must start with https:// or http:// (got "${value}")`);
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== "/") {
    throw new ConfigError(
      `${name} must be an origin alone, with no path, query or user name, e.g. ${url.origin} (got "${value}")`,
    );
  }
  return url.origin;
}

/** SITE_URL as an origin; unset or blank: http://localhost:PORT. Never empty, so links are never relative. */
export function parseSiteUrl(value: string | undefined, port: number): string {
  return value?.trim() ? parseOrigin("SITE_URL", value) : `http://localhost:${port}`;
}

/** TRUST_PROXY: `none` (0) or a hop count. */
export function parseTrustProxy(value: string | undefined): number {
  const text = (value ?? "none").trim().toLowerCase();
  if (text === "" || text === "none" || text === "0") return 0;
  if (/^\d+$/.test(text) && Number(text) <= 10) return Number(text);
  throw new ConfigError(
    `TRUST_PROXY must be "none" or the number of reverse proxies in front of the server, 1 to 10 (got "${value}")`,
  );
}

/** The size of a secret as the HMAC uses it: UTF-8 bytes of the trimmed value. */
export function secretBytes(secret: string): number {
  return new TextEncoder().encode(secret.trim()).byteLength;
}

export interface RateLimit {
  /** requests allowed per client in one window */
  limit: number;
  windowSeconds: number;
}

function rateLimit(env: Env, name: string, limit: number, windowSeconds: number): RateLimit {
  const value = setting(env, name);
  if (value === undefined) return { limit, windowSeconds };
  const parsed = value.match(/^(\d+)\/(\d+)$/);
  if (!parsed || Number(parsed[2]) === 0) {
    throw new ConfigError(
      `${name} must be count/seconds, e.g. ${limit}/${windowSeconds} (got "${value}")`,
    );
  }
  return { limit: Number(parsed[1]), windowSeconds: Number(parsed[2]) };
}

function positive(env: Env, name: string, fallback: number): number {
  const value = setting(env, name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) {
    throw new ConfigError(`${name} must be a positive number (got "${value}")`);
  }
  return n;
}

// --- paths ---------------------------------------------------------------------------------

/** `path` resolved against `root` (POSIX paths; `.` and `..` folded). */
export function projectPath(root: string, path: string): string {
  const absolute = path.startsWith("/") ? path : `${root.replace(/\/+$/, "")}/${path}`;
  const parts: string[] = [];
  for (const part of absolute.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") parts.pop();
    else parts.push(part);
  }
  return "/" + parts.join("/");
}

/**
 * DIST_DIR (default dist), resolved against the project root, whoever reads it: the build
 * writes there and the server and launch-check read from there. Never the project or above it,
 * which the build would replace.
 */
export function resolveDistDir(env: Env, root: string): string {
  const dist = projectPath(root, setting(env, "DIST_DIR") ?? DEFAULT_DIST_DIR);
  const project = projectPath(root, ".");
  if (project === dist || project.startsWith(dist === "/" ? "/" : dist + "/")) {
    throw new ConfigError(
      `DIST_DIR ${dist} would replace the project itself; choose a folder of its own`,
    );
  }
  return dist;
}

// --- where patients' data is hosted --------------------------------------------------------

export type DataHostingProvider = "deno-deploy" | "self-hosted";

/**
 * Where stories and enquiries are stored, for the privacy notice (DATA_HOSTING). Read at build
 * time, so the prerendered notice names it, and at run time, where a server on Deno Deploy
 * refuses a build that says otherwise.
 */
export interface DataHosting {
  provider: DataHostingProvider;
  /** where the data is stored, in words a patient reads; undefined when DATA_HOSTING does not say */
  location?: string;
  /** true when stored outside the UK (a transfer the notice must state); undefined when unknown */
  outsideUk?: boolean;
  /** who stores it for the practice (a processor the notice names); undefined when the practice itself */
  processor?: string;
  /** false when DATA_HOSTING is unset and this is the default */
  stated: boolean;
}

/** What Deno's documentation says of KV on Deno Deploy (deploy/reference/deno_kv). */
export const DENO_DEPLOY_KV_LOCATION =
  "the United States (Deno KV's primary region, us-east4 in Northern Virginia), with read copies in Europe and Asia";

const UK_PLACE = /\b(united kingdom|uk|great britain|england|scotland|wales|northern ireland)\b/i;

/**
 * DATA_HOSTING: `deno-deploy`, or `self-hosted:<where>` (e.g. `self-hosted:London, United
 * Kingdom`). Unset: `deno-deploy` on Deno Deploy (its builder included), otherwise self-hosted
 * with the place unstated (launch-check blocks until it is set).
 */
export function parseDataHosting(env: Env): DataHosting {
  const value = setting(env, "DATA_HOSTING");
  if (value === undefined) {
    return onDenoDeploy(env)
      ? { ...denoDeployHosting(), stated: false }
      : { provider: "self-hosted", stated: false };
  }
  const [kind, ...rest] = value.split(":");
  const location = rest.join(":").trim();
  if (kind.trim() === "deno-deploy" && !location) return { ...denoDeployHosting(), stated: true };
  if (kind.trim() === "self-hosted" && location) {
    return { provider: "self-hosted", location, outsideUk: !UK_PLACE.test(location), stated: true };
  }
  throw new ConfigError(
    `DATA_HOSTING must be "deno-deploy" or "self-hosted:<where the server is>", e.g. "self-hosted:London, United Kingdom" (got "${value}")`,
  );
}

function denoDeployHosting(): Omit<DataHosting, "stated"> {
  return {
    provider: "deno-deploy",
    location: DENO_DEPLOY_KV_LOCATION,
    outsideUk: true,
    processor: "Deno Land Inc. (Deno Deploy)",
  };
}

// --- the build -----------------------------------------------------------------------------

export interface BuildConfig {
  env: AppEnv;
  /** canonical origin for links, the sitemap, JSON-LD and the PDFs */
  siteUrl: string;
  /** absolute path of the output folder */
  distDir: string;
  /** where the enquiry form posts */
  enquiryFormAction: string;
  /** where patients' data is stored, for the prerendered privacy notice */
  dataHosting: DataHosting;
}

/** The settings `npm run build` reads. `root` is the project folder. */
export function buildConfigFromEnv(env: Env, root: string): BuildConfig {
  return {
    env: resolveAppEnv(env),
    siteUrl: parseSiteUrl(env.SITE_URL, parsePort(env.PORT)),
    distDir: resolveDistDir(env, root),
    enquiryFormAction: setting(env, "ENQUIRY_FORM_ACTION") ?? "/api/enquiry",
    dataHosting: parseDataHosting(env),
  };
}

// --- the server ----------------------------------------------------------------------------

/** Where the server keeps its KV database. */
export type KvLocation =
  /** Deno Deploy: `Deno.openKv()` with no path opens the database assigned to the timeline */
  | { kind: "deploy" }
  /** anywhere else: a SQLite file */
  | { kind: "file"; path: string };

/**
 * A KV database reached over KV Connect (`Deno.openKv(url)`), for the practice's tools
 * (`npm run data-request -- --kv-url URL`): a Deno Deploy database's URL
 * (https://api.deno.com/databases/<id>/connect) or a self-hosted `denokv`. Deno reads the access
 * token from DENO_KV_ACCESS_TOKEN itself; this only checks it is there, so the tool can say so
 * before Deno fails with a less helpful message.
 */
export function kvConnectLocation(url: string, env: Env): { kind: "connect"; url: string } {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    throw new ConfigError(`The KV database URL must be an https:// address (got "${url}")`);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw new ConfigError(`The KV database URL must be an https:// address (got "${url}")`);
  }
  if (setting(env, "DENO_KV_ACCESS_TOKEN") === undefined) {
    throw new ConfigError(
      "DENO_KV_ACCESS_TOKEN is not set: KV Connect needs an access token (for Deno Deploy, an organisation access token from the dashboard's settings).",
    );
  }
  return { kind: "connect", url: parsed.href };
}

export interface NetworkConfig {
  /** the interface to listen on: 127.0.0.1 unless HOST says otherwise (0.0.0.0 on Deno Deploy) */
  host: string;
  /** reverse proxies to believe in X-Forwarded-For (0: none, use the connection's address) */
  trustProxy: number;
  /** on SIGTERM/SIGINT, requests in flight get this long to finish */
  shutdownGraceMs: number;
}

export interface AppConfig {
  env: AppEnv;
  /** running on Deno Deploy (DENO_DEPLOYMENT_ID or DENO_DEPLOY=true) */
  onDenoDeploy: boolean;
  port: number;
  /** local data (KV file, development secrets); undefined on Deno Deploy, which writes no file */
  dataDir?: string;
  kv: KvLocation;
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
  rateLimits: {
    submitStory: RateLimit;
    enquiry: RateLimit;
    chat: RateLimit;
    /** requests about personal details (the form on /privacy) */
    dataRequest: RateLimit;
  };
  /** the first wait after a failed delivery, and how long a sender's claim on an email holds */
  outbox: { firstRetryMs: number; leaseMs: number };
  /** where to listen, whom to believe about client addresses, how long shutdown waits */
  network: NetworkConfig;
  /** hours a story may wait for a decision before the reviewer is reminded (decimals allowed) */
  moderationReminderHours: number;
  dataHosting: DataHosting;
}

export interface ConfigOptions {
  /** the project folder: relative DATA_DIR and DIST_DIR resolve against it (default: left relative) */
  root?: string;
}

/**
 * The server's settings. Production's required settings are checked by `assertProductionReady`;
 * an unset STORY_SIGNING_SECRET is "" here (edge/runtime.ts generates one for development).
 */
export function configFromEnv(env: Env, { root }: ConfigOptions = {}): AppConfig {
  const appEnv = resolveAppEnv(env);
  const deploy = onDenoDeploy(env);
  const port = parsePort(env.PORT);
  const path = (p: string) => root ? projectPath(root, p) : p;
  const dataDirSetting = setting(env, "DATA_DIR");
  if (deploy && dataDirSetting) {
    throw new ConfigError(
      "DATA_DIR is set, but on Deno Deploy the app's KV database is opened without a path (a file would be private to one isolate, and stories would vanish between isolates). Remove DATA_DIR.",
    );
  }
  const dataDir = deploy ? undefined : path(dataDirSetting ?? DEFAULT_DATA_DIR);
  const origins = setting(env, "EMBED_ORIGINS")?.split(",").map((o) => o.trim()).filter(Boolean)
    .map((o) => o === "*" ? o : parseOrigin("EMBED_ORIGINS", o));
  return {
    env: appEnv,
    onDenoDeploy: deploy,
    port,
    dataDir,
    kv: dataDir === undefined
      ? { kind: "deploy" }
      : { kind: "file", path: `${dataDir}/kv.sqlite3` },
    distDir: root ? resolveDistDir(env, root) : setting(env, "DIST_DIR") ?? DEFAULT_DIST_DIR,
    siteUrl: parseSiteUrl(env.SITE_URL, port),
    reviewerEmail: setting(env, "REVIEWER_EMAIL") ?? "reviewer@ashcombe-orthopaedics.example.com",
    enquiryEmail: setting(env, "ENQUIRY_EMAIL") ?? "practice@ashcombe-orthopaedics.example.com",
    mailFrom: setting(env, "MAIL_FROM") ??
      "Practice website <website@ashcombe-orthopaedics.example.com>",
    storySigningSecret: setting(env, "STORY_SIGNING_SECRET") ?? "",
    resendApiKey: setting(env, "RESEND_API_KEY"),
    resendBaseUrl: setting(env, "RESEND_BASE_URL"),
    geminiApiKey: setting(env, "GEMINI_API_KEY"),
    geminiModel: setting(env, "GEMINI_MODEL") ?? "gemini-2.5-flash",
    enquiryFormAction: setting(env, "ENQUIRY_FORM_ACTION") ?? "/api/enquiry",
    embedOrigins: origins?.length ? origins : appEnv === "production" ? [] : "*",
    rateLimits: {
      submitStory: rateLimit(env, "RATE_LIMIT_STORIES", 5, 3600),
      enquiry: rateLimit(env, "RATE_LIMIT_ENQUIRIES", 5, 3600),
      chat: rateLimit(env, "RATE_LIMIT_CHAT", 20, 600),
      dataRequest: rateLimit(env, "RATE_LIMIT_DATA_REQUESTS", 3, 3600),
    },
    outbox: {
      firstRetryMs: positive(env, "OUTBOX_FIRST_RETRY_MS", 30_000),
      leaseMs: positive(env, "OUTBOX_CLAIM_LEASE_MS", 5 * 60_000),
    },
    network: {
      // Deno Deploy's front end reaches the app on any interface; anywhere else only this machine
      // (and the reverse proxy on it) may reach the edge unless HOST says otherwise.
      host: setting(env, "HOST") ?? (deploy ? "0.0.0.0" : "127.0.0.1"),
      trustProxy: parseTrustProxy(env.TRUST_PROXY),
      // Deno Deploy gives an isolate 5 s after SIGINT before it kills it.
      shutdownGraceMs: positive(env, "SHUTDOWN_GRACE_MS", deploy ? 4_000 : 10_000),
    },
    moderationReminderHours: positive(env, "MODERATION_REMINDER_HOURS", 72),
    dataHosting: parseDataHosting(env),
  };
}

/** What keeps production from starting: each missing setting and a short signing secret. */
export function productionProblems(env: Env): Array<{ name: string; problem: string }> {
  const problems = Object.entries(REQUIRED_IN_PRODUCTION)
    .filter(([name]) => setting(env, name) === undefined)
    .map(([name, why]) => ({ name, problem: `${name} is not set: ${why}` }));
  const secret = setting(env, "STORY_SIGNING_SECRET");
  if (secret !== undefined && secretBytes(secret) < MIN_SIGNING_SECRET_BYTES) {
    problems.push({
      name: "STORY_SIGNING_SECRET",
      problem: `STORY_SIGNING_SECRET is ${
        secretBytes(secret)
      } bytes long; it must be at least ${MIN_SIGNING_SECRET_BYTES} (for example the output of \`openssl rand -hex 32\`)`,
    });
  }
  return problems;
}

/** In production, throws one clear error naming every missing setting and a short secret. */
export function assertProductionReady(env: Env): void {
  if (resolveAppEnv(env) !== "production") return;
  const problems = productionProblems(env);
  if (problems.length) {
    throw new ConfigError(
      "Cannot start in production:\n" + problems.map((p) => `  ${p.problem}`).join("\n"),
    );
  }
}
