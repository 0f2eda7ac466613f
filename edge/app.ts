/**
 * The Hono app: /api, the moderation pages, development tools and the prerendered site.
 * Built from injected dependencies so tests can run it against a temporary KV file.
 */
import { Hono } from "hono";
import { chatRoutes } from "./chat/routes.ts";
import type { AppDeps } from "./injected.ts";
import { devOutboxRoutes } from "./dev-outbox.ts";
import { enquiryRoutes } from "./enquiry/routes.ts";
import { clientAddressMiddleware } from "./client-address.ts";
import { HttpError } from "./http.ts";
import {
  isStorageUnavailable,
  isTransientStorageError,
  logStorageUnavailable,
  STORAGE_BUSY_MESSAGE,
  storageUnavailable,
} from "./storage-retry.ts";
import { htmlPage, markup } from "./html-page.ts";
import { placeholderRoutes } from "./placeholder.ts";
import { refuseBodiesWithoutMeaning, refuseMalformedHost } from "./request-framing.ts";
import { securityHeaders, WIDGET_ENDPOINTS, widgetCors } from "./security.ts";
import { type SiteFiles, siteHandler } from "./site.ts";
import { storyApiRoutes } from "./stories/api-routes.ts";
import { moderationRoutes } from "./stories/moderation-routes.ts";
import { reviewsRoutes } from "./reviews-routes.ts";
import { storiesPageVariant } from "./stories-page.ts";
import { homePageVariant } from "./home-page.ts";
import { reportPageVariant } from "./stories/report-page.ts";
import { statsSource } from "./stories/stats.ts";
import { publishedStoriesCache } from "./stories/published.ts";
import { dataRequestApiRoutes, dataRequestLinkRoutes } from "./data-requests/routes.ts";
import { privacyPageVariant } from "./privacy-page.ts";

export interface CreateAppOptions {
  /** the prerendered site; omit to serve only the API */
  site?: SiteFiles;
}

/** The methods the routes registered so far answer at `path` (HEAD wherever GET is), sorted. */
function allowedMethods(app: Hono, path: string): string[] {
  const methods = new Set<string>();
  for (const route of app.routes) {
    if (route.method === "ALL" || route.path.endsWith("*")) continue;
    const pattern = new RegExp(
      `^${
        route.path.split("/").map((part) =>
          part.startsWith(":") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
        ).join("/")
      }/?$`,
    );
    if (!pattern.test(path)) continue;
    methods.add(route.method);
    if (route.method === "GET") methods.add("HEAD");
  }
  return [...methods].sort();
}

/** A browser navigating (Accept names text/html and not JSON), as a form post without JavaScript is. */
function prefersHtml(accept: string | undefined): boolean {
  return /\btext\/html\b/i.test(accept ?? "") && !/\bapplication\/json\b/i.test(accept ?? "");
}

export function createApp(deps: AppDeps, options: CreateAppOptions = {}): Hono {
  const app = new Hono();

  app.onError(async (error, c) => {
    if (isStorageUnavailable(error)) {
      logStorageUnavailable(error);
      error = storageUnavailable();
    }
    if (isTransientStorageError(error)) {
      error = new HttpError(503, STORAGE_BUSY_MESSAGE, { "Retry-After": "1" });
    }
    if (error instanceof HttpError) {
      // A browser's own form post (JavaScript off) gets a page it can show; everything else JSON.
      if (error.status === 503 && prefersHtml(c.req.header("accept"))) {
        return c.html(
          await htmlPage(
            "Please try again in a few minutes",
            markup`<h1>Please try again in a few minutes</h1><p>${error.message}</p><p>If it cannot wait, call NHS 111, or 999 in an emergency.</p>`,
          ),
          503,
          { ...error.headers, "Cache-Control": "no-store" },
        );
      }
      return c.json({ success: false, error: error.message }, error.status, error.headers);
    }
    console.error("Unhandled error", c.req.method, c.req.path, error);
    return c.json({
      success: false,
      error: "Something went wrong on our side. Please try again later.",
    }, 500);
  });

  app.use("*", refuseMalformedHost);
  app.use("*", securityHeaders(deps.config));
  app.use("*", refuseBodiesWithoutMeaning);
  app.use("*", clientAddressMiddleware(deps.config.network.trustProxy));
  const cors = widgetCors(deps.config);
  for (const path of WIDGET_ENDPOINTS) app.use(path, cors);

  app.get("/api/health", (c) => c.json({ ok: true }, 200, { "Cache-Control": "no-store" }));
  app.route("/api/placeholder", placeholderRoutes);
  app.route("/api/gemini", chatRoutes(deps));
  // One cache of the published stories for every surface that shows them, and one of the
  // transparency report: each isolate builds each once per change.
  const published = publishedStoriesCache(deps);
  const stats = statsSource(deps);
  const assets = options.site?.assets;
  app.route("/api", storyApiRoutes(deps, published, { assets }));
  app.route("/api", enquiryRoutes(deps, { assets }));
  app.route("/api", dataRequestApiRoutes(deps, { assets }));
  app.route("/", reviewsRoutes(deps, { published, stats }));

  app.all("/api/*", (c) => {
    const allowed = allowedMethods(app, c.req.path);
    if (allowed.length === 0) {
      return c.json({ success: false, error: "There is no such API address." }, 404);
    }
    const allow = allowed.join(", ");
    return c.json(
      {
        success: false,
        error: `This address does not accept ${c.req.method} requests (it accepts ${allow}).`,
      },
      405,
      { Allow: allow },
    );
  });

  app.route("/moderate", moderationRoutes(deps));
  app.route("/data-requests", dataRequestLinkRoutes(deps));
  if (deps.config.env !== "production") app.route("/dev", devOutboxRoutes(deps));

  if (options.site) {
    // The stories page with no story published yet shows the empty state in the room it needs;
    // the review policy shows the transparency report's current figures; the privacy notice
    // names Google only when this server sends the chat's questions to Gemini; the home page
    // shows the two latest stories.
    const pageVariants = [
      storiesPageVariant(published, options.site),
      reportPageVariant(options.site, stats),
      privacyPageVariant(options.site, Boolean(deps.config.geminiApiKey)),
      homePageVariant(options.site, published),
    ];
    app.on(["GET", "HEAD"], "*", siteHandler(options.site, pageVariants));
    app.all("*", (c) => c.text("Method not allowed", 405, { Allow: "GET, HEAD" }));
  }

  return app;
}
