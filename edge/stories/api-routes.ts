/**
 * The stories API, mounted at /api: `POST /submit-story` and `GET /stories`.
 */
import { Hono } from "hono";
import { answerRepresentation, encodeAll, sha256Tag } from "../http-cache.ts";
import type { AppDeps } from "../injected.ts";
import { clientKey, HttpError, readJson } from "../http.ts";
import { newId } from "../ids.ts";
import { enforceRateLimit } from "../rate-limit.ts";
import { isHoneypotFilled, parseStorySubmission } from "./input.ts";
import { moderationEmail } from "./moderation-email.ts";
import type { PublishedStories } from "./published.ts";
import { createStory } from "./store.ts";
import type { Story } from "./story.ts";

/** Browsers and caches revalidate every time; the ETag makes that a cheap 304. */
export const FEED_CACHE_CONTROL = "public, max-age=0, must-revalidate";

export function storyApiRoutes(deps: AppDeps, published: PublishedStories): Hono {
  const { kv, config, clock } = deps;
  const app = new Hono();

  // The public feed as served: JSON encoded once per change, compressed once, with its ETag.
  const feed = published.derive(async (testimonials) => {
    const identity = new TextEncoder().encode(JSON.stringify({ testimonials }));
    return { bodies: encodeAll(identity, 9), etag: await sha256Tag(identity) };
  });

  app.get("/stories", async (c) => {
    const { bodies, etag } = (await feed()).value;
    return answerRepresentation(c.req.raw, {
      status: 200,
      etag,
      contentType: "application/json; charset=utf-8",
      cacheControl: FEED_CACHE_CONTROL,
      encodings: ["br", "gzip"],
      size: bodies.identity.byteLength,
      read: (encoding) => bodies[encoding ?? "identity"],
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
