/**
 * The stories API, mounted at /api: `POST /submit-story` and `GET /stories`.
 */
import { Hono } from "hono";
import { createStory, getFeedVersion, listApprovedStories, type Story } from "../db.ts";
import type { AppDeps } from "../deps.ts";
import { clientKey, HttpError, readJson } from "../http.ts";
import { newId } from "../ids.ts";
import { enforceRateLimit } from "../rate-limit.ts";
import { isHoneypotFilled, parseStorySubmission } from "./input.ts";
import { moderationEmail } from "./moderation-email.ts";

/** Browsers and caches revalidate every time; the ETag makes that a cheap 304. */
export const FEED_CACHE_CONTROL = "public, max-age=0, must-revalidate";

interface SerialisedFeed {
  /** the KV feed version this was built from */
  version: string | null;
  body: string;
  etag: string;
}

async function etagOf(body: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body)));
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

  // The feed is served from memory, serialised once per change: a request costs one KV read of
  // the feed version, which every approval changes in the same commit.
  let feed: SerialisedFeed | null = null;

  app.get("/stories", async (c) => {
    const version = await getFeedVersion(kv);
    if (!feed || feed.version !== version) {
      const body = JSON.stringify({ testimonials: await listApprovedStories(kv) });
      feed = { version, body, etag: await etagOf(body) };
    }
    const headers = { "Cache-Control": FEED_CACHE_CONTROL, "ETag": feed.etag };
    if (matchesEtag(c.req.header("if-none-match"), feed.etag)) return c.body(null, 304, headers);
    return c.body(feed.body, 200, { ...headers, "Content-Type": "application/json; charset=utf-8" });
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
