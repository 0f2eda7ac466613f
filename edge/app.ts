/**
 * The Hono app: /api, the moderation pages, development tools and the prerendered site.
 * Built from injected dependencies so tests can run it against a temporary KV file.
 */
import { Hono } from "hono";
import { chatRoutes } from "./chat/routes.ts";
import type { AppDeps } from "./deps.ts";
import { devOutboxRoutes } from "./dev-outbox.ts";
import { enquiryRoutes } from "./enquiry/routes.ts";
import { HttpError } from "./http.ts";
import { placeholderRoutes } from "./placeholder.ts";
import { securityHeaders, WIDGET_ENDPOINTS, widgetCors } from "./security.ts";
import { encodeLocation, SiteFiles } from "./site.ts";
import { storyApiRoutes } from "./stories/api-routes.ts";
import { moderationRoutes } from "./stories/moderation-routes.ts";

export interface CreateAppOptions {
  /** the prerendered site; omit to serve only the API */
  site?: SiteFiles;
}

export function createApp(deps: AppDeps, options: CreateAppOptions = {}): Hono {
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json({ success: false, error: error.message }, error.status, error.headers);
    }
    console.error("Unhandled error", c.req.method, c.req.path, error);
    return c.json({ success: false, error: "Something went wrong on our side. Please try again later." }, 500);
  });

  app.use("*", securityHeaders(deps.config));
  const cors = widgetCors(deps.config);
  for (const path of WIDGET_ENDPOINTS) app.use(path, cors);

  app.get("/api/health", (c) => c.json({ ok: true }, 200, { "Cache-Control": "no-store" }));
  app.route("/api/placeholder", placeholderRoutes);
  app.route("/api/gemini", chatRoutes(deps));
  app.route("/api", storyApiRoutes(deps));
  app.route("/api", enquiryRoutes(deps, { assets: options.site?.assets }));

  app.all("/api/*", (c) => c.json({ success: false, error: "There is no such API address." }, 404));

  app.route("/moderate", moderationRoutes(deps));
  if (deps.config.env !== "production") app.route("/dev", devOutboxRoutes(deps));

  if (options.site) {
    const site = options.site;
    app.on(["GET", "HEAD"], "*", async (c) => {
      const url = new URL(c.req.url);
      const answer = site.resolve(url.pathname);
      if (answer.kind === "redirect") {
        return c.redirect(encodeLocation(answer.location) + url.search, 301);
      }
      if (answer.kind === "none") return c.text("Not found", 404);
      const { file, status } = answer;
      c.set("inlineStyleHashes", site.inlineStyleHashes(file));
      const encoding = SiteFiles.negotiate(file, c.req.header("accept-encoding"));
      const headers: Record<string, string> = {
        "Content-Type": file.contentType,
        "Cache-Control": file.cacheControl,
        "ETag": file.etag,
        "Vary": "Accept-Encoding",
      };
      if (encoding) headers["Content-Encoding"] = encoding;
      if (status === 200 && c.req.header("if-none-match") === file.etag) {
        return c.body(null, 304, headers);
      }
      const body = await site.read(file, encoding);
      headers["Content-Length"] = String(body.byteLength);
      return new Response(c.req.method === "HEAD" ? null : body, { status, headers });
    });
    app.all("*", (c) => c.text("Method not allowed", 405, { Allow: "GET, HEAD" }));
  }

  return app;
}
