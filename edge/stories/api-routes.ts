/**
 * The stories API, mounted at /api: `POST /submit-story` and `GET /stories`.
 */
import { Hono } from "hono";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { createStory, getFeedVersion, listApprovedStories, localFeedGeneration, type Story } from "../db.ts";
import type { AppDeps } from "../deps.ts";
import { clientKey, HttpError, readJson } from "../http.ts";
import { newId } from "../ids.ts";
import { enforceRateLimit } from "../rate-limit.ts";
import { isHoneypotFilled, parseStorySubmission } from "./input.ts";
import { moderationEmail } from "./moderation-email.ts";

/** Browsers and caches revalidate every time; the ETag makes that a cheap 304. */
export const FEED_CACHE_CONTROL = "public, max-age=0, must-revalidate";
/** How stale the feed may be in one isolate after an approval made in another. */
export const FEED_RECHECK_MS = 1000;

interface SerialisedFeed {
  /** the KV feed version this was built from */
  version: string | null;
  /** UTF-8, encoded once */
  body: Uint8Array<ArrayBuffer>;
  /** the same body compressed once, for the browsers that accept it (all of them) */
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  etag: string;
}

function compressed(body: Uint8Array<ArrayBuffer>) {
  const copy = (b: Uint8Array) => new Uint8Array(b) as Uint8Array<ArrayBuffer>;
  return {
    br: copy(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })),
    gzip: copy(gzipSync(body, { level: 9 })),
  };
}

/** The best encoding the client accepts: Brotli, then gzip, else none. */
export function feedEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

async function etagOf(body: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  return `"${Array.from(digest.slice(0, 16), (b) => b.toString(16).padStart(2, "0")).join("")}"`;
}

/** True when an If-None-Match header names `etag` (or is "*"); weak comparison, as for GET. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

export function storyApiRoutes(deps: AppDeps): Hono {
  const { kv, config, clock } = deps;
  const app = new Hono();

  // The feed is served from memory, serialised once per change. Every approval changes the KV
  // feed version in its commit; this isolate's own approvals are seen at once (local generation),
  // others' within FEED_RECHECK_MS, so most requests cost no KV read at all.
  let feed: SerialisedFeed | null = null;
  let builds = 0;
  let installedBuild = 0;
  let checkedAt = -Infinity;
  let checkedGeneration = -1;
  let versionRead: { generation: number; version: Promise<string | null> } | null = null;
  const readVersion = (generation: number) => {
    // Concurrent requests share one read, unless the feed changed here since it started.
    if (versionRead?.generation !== generation) {
      const read = { generation, version: getFeedVersion(kv) };
      versionRead = read;
      read.version.finally(() => {
        if (versionRead === read) versionRead = null;
      }).catch(() => {});
    }
    return versionRead.version;
  };

  app.get("/stories", async (c) => {
    const now = clock().getTime();
    const generation = localFeedGeneration(kv);
    if (!feed || generation !== checkedGeneration || now - checkedAt >= FEED_RECHECK_MS) {
      const version = await readVersion(generation);
      checkedGeneration = generation;
      checkedAt = now;
      if (!feed || feed.version !== version) {
        const build = ++builds;
        const body = new TextEncoder().encode(JSON.stringify({ testimonials: await listApprovedStories(kv) }));
        const built = { version, body, ...compressed(body), etag: await etagOf(body) };
        // A build that started later knows at least as much: never replace it with this one.
        if (build > installedBuild) {
          installedBuild = build;
          feed = built;
        }
      }
    }
    const current = feed!;
    const headers: Record<string, string> = { "Cache-Control": FEED_CACHE_CONTROL, "ETag": current.etag, "Vary": "Accept-Encoding" };
    if (matchesEtag(c.req.header("if-none-match"), current.etag)) return c.body(null, 304, headers);
    const encoding = feedEncoding(c.req.header("accept-encoding"));
    if (encoding) headers["Content-Encoding"] = encoding;
    const body = encoding ? current[encoding] : current.body;
    return c.body(body, 200, { ...headers, "Content-Type": "application/json; charset=utf-8" });
  });

  app.post("/submit-story", async (c) => {
    const body = await readJson(c.req.raw);
    if (isHoneypotFilled(body)) return c.json({ success: true });
    const input = parseStorySubmission(body);
    if (!input.ok) throw new HttpError(400, input.error);

    const now = clock();
    await enforceRateLimit(
      kv,
      "submit-story",
      await clientKey(c, config.storySigningSecret),
      config.rateLimits.submitStory,
      now,
      "You have shared several stories in a short time. Please wait a while before sending another.",
    );
    const story: Story = { id: newId(now), ...input.value, submittedAt: now.toISOString(), status: "pending" };
    await createStory(kv, story, await moderationEmail(config, story, now));
    deps.mailQueued?.();
    return c.json({ success: true });
  });

  return app;
}
