/**
 * The stories API, mounted at /api: `POST /submit-story` and `GET /stories`.
 */
import { Hono } from "hono";
import { createStory, type Story } from "../db.ts";
import { answerRepresentation } from "../http-cache.ts";
import type { AppDeps } from "../injected.ts";
import { clientKey, HttpError, readJson } from "../http.ts";
import { newId } from "../ids.ts";
import { enforceRateLimit } from "../rate-limit.ts";
import { FeedCache } from "./feed-cache.ts";
import { isHoneypotFilled, parseStorySubmission } from "./input.ts";
import { moderationEmail } from "./moderation-email.ts";

/** Browsers and caches revalidate every time; the ETag makes that a cheap 304. */
export const FEED_CACHE_CONTROL = "public, max-age=0, must-revalidate";
/** How stale the feed may be in one isolate after an approval made in another. */
export const FEED_RECHECK_MS = 1000;

export function storyApiRoutes(deps: AppDeps): Hono {
  const { kv, config, clock } = deps;
  const app = new Hono();

  const feedCache = new FeedCache(kv, FEED_RECHECK_MS);

  app.get("/stories", async (c) => {
    const feed = await feedCache.current(clock().getTime());
    return answerRepresentation(c.req.raw, {
      status: 200,
      etag: feed.etag,
      contentType: "application/json; charset=utf-8",
      cacheControl: FEED_CACHE_CONTROL,
      encodings: ["br", "gzip"],
      size: feed.bodies.identity.byteLength,
      read: (encoding) => feed.bodies[encoding ?? "identity"],
    });
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
