/**
 * The stories API, mounted at /api: `POST /submit-story` and `GET /stories`.
 */
import { Hono } from "hono";
import {
  createStory,
  FEED_VERSION_KEY,
  listApprovedStories,
  localFeedGeneration,
  type Story,
} from "../db.ts";
import { answerRepresentation, encodeAll, type EncodedBodies, sha256Tag } from "../http-cache.ts";
import type { AppDeps } from "../injected.ts";
import { clientKey, HttpError, readJson } from "../http.ts";
import { newId } from "../ids.ts";
import { enforceRateLimit } from "../rate-limit.ts";
import { isHoneypotFilled, parseStorySubmission } from "./input.ts";
import { moderationEmail } from "./moderation-email.ts";
import { withStorageRetry } from "../storage-retry.ts";
import { VersionedCache } from "./versioned-cache.ts";

/** Browsers and caches revalidate every time; the ETag makes that a cheap 304. */
export const FEED_CACHE_CONTROL = "public, max-age=0, must-revalidate";
/** How stale the feed may be in one isolate after an approval made in another. */
export const FEED_RECHECK_MS = 1000;

/** The public feed as served: JSON encoded once per change, compressed once, with its ETag. */
interface SerialisedFeed {
  bodies: EncodedBodies;
  /** strong ETag of the identity body */
  etag: string;
}

async function serialiseFeed(kv: Deno.Kv): Promise<SerialisedFeed> {
  const testimonials = await withStorageRetry(() => listApprovedStories(kv));
  const identity = new TextEncoder().encode(JSON.stringify({ testimonials }));
  return { bodies: encodeAll(identity, 9), etag: await sha256Tag(identity) };
}

export function storyApiRoutes(deps: AppDeps): Hono {
  const { kv, config, clock } = deps;
  const app = new Hono();

  // Approvals in this isolate are seen at once; those made in others within FEED_RECHECK_MS.
  const feedCache = new VersionedCache(kv, FEED_VERSION_KEY, () => serialiseFeed(kv), {
    clock,
    recheckMs: FEED_RECHECK_MS,
    localGeneration: () => localFeedGeneration(kv),
  });

  app.get("/stories", async (c) => {
    const { value: feed } = await feedCache.get();
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
    const story: Story = {
      id: newId(now),
      ...input.value,
      submittedAt: now.toISOString(),
      status: "pending",
    };
    await createStory(kv, story, await moderationEmail(config, story, now));
    deps.mailQueued?.();
    return c.json({ success: true });
  });

  return app;
}
