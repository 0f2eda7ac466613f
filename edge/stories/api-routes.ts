/**
 * The stories API, mounted at /api: `POST /submit-story` and `GET /stories`.
 */
import { type Context, Hono } from "hono";
import { answerRepresentation, encodeAll, sha256Tag } from "../http-cache.ts";
import type { AppDeps } from "../injected.ts";
import { clientKey, mediaType, readBodyBytes, readJson } from "../http.ts";
import type { SiteManifest } from "../site-manifest.ts";
import { plainFormPost } from "./plain-form.ts";
import { newId } from "../ids.ts";
import { enforceRateLimit } from "../rate-limit.ts";
import { isHoneypotFilled, parseStorySubmission, storyBodyFromForm } from "./input.ts";
import { moderationEmail } from "./moderation-email.ts";
import type { PublishedStories } from "./published.ts";
import { createStory } from "./store.ts";
import type { Story, StoryDraft } from "./story.ts";

/** Browsers and caches revalidate every time; the ETag makes that a cheap 304. */
export const FEED_CACHE_CONTROL = "public, max-age=0, must-revalidate";

export const RATE_LIMIT_MESSAGE =
  "You have shared several stories in a short time. Please wait a while before sending another.";

export interface StoryApiOptions {
  /** the built site's assets, so the no-JavaScript form's answer pages look like the site */
  assets?: SiteManifest["assets"];
}

export function storyApiRoutes(
  deps: AppDeps,
  published: PublishedStories,
  options: StoryApiOptions = {},
): Hono {
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

  /** Stores a checked story and queues the reviewer's email; throws a 429 over the rate limit. */
  const accept = async (c: Context, draft: StoryDraft, now: Date) => {
    await enforceRateLimit(
      kv,
      "submit-story",
      await clientKey(c, config.storySigningSecret),
      config.rateLimits.submitStory,
      now,
      RATE_LIMIT_MESSAGE,
    );
    const story: Story = {
      id: newId(now),
      ...draft,
      submittedAt: now.toISOString(),
      status: "pending",
    };
    await createStory(kv, story, await moderationEmail(config, story, now));
    deps.mailQueued?.();
  };

  app.post("/submit-story", async (c) => {
    // The story form without JavaScript posts itself: answered with pages, not JSON (unless the
    // client asks for JSON, as form services' clients do).
    let body: unknown;
    if (mediaType(c.req.raw) === "application/x-www-form-urlencoded") {
      if (!/\bapplication\/json\b/i.test(c.req.header("accept") ?? "")) {
        const now = clock();
        return await plainFormPost(c, (c, draft) => accept(c, draft, now), {
          assets: options.assets,
          now,
        });
      }
      body = storyBodyFromForm(
        new URLSearchParams(new TextDecoder().decode(await readBodyBytes(c.req.raw))),
      );
    } else {
      body = await readJson(c.req.raw);
    }
    if (isHoneypotFilled(body)) return c.json({ success: true });
    const now = clock();
    const input = parseStorySubmission(body, now);
    if (!input.ok) {
      return c.json({ success: false, error: input.error, errors: input.errors }, 400);
    }
    await accept(c, input.value, now);
    return c.json({ success: true });
  });

  return app;
}
