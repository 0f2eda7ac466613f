/**
 * Security headers on every response, and CORS for the endpoints the embeddable widgets call.
 *
 * Pages get a Content-Security-Policy with no inline script at all (the prerendered pages have
 * none; JSON-LD blocks are data, not script). The edge's own small pages (moderation, forms with
 * errors) carry one fixed inline stylesheet, allowed by its hash. Static assets may be loaded by
 * other websites (the widgets), so they are served cross-origin.
 */
import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import type { AppConfig } from "./config.ts";
import { PAGE_STYLE } from "./html-page.ts";
import { cspHash } from "./csp-hash.ts";
import { isEmbedFramePath } from "./embeds/frame-pages.ts";

const pageStyleHash = cspHash(PAGE_STYLE);

export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()";

function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy for an HTML response at `path`; `inlineStyles` are the hashes of
 * the page's own inline style blocks (the prerendered pages' critical CSS, computed by the build).
 */
export function pagePolicy(config: AppConfig, path: string, inlineStyles: string[] = []): string {
  // A third-party form service (ENQUIRY_FORM_ACTION) must be allowed to receive the form.
  const formService = originOf(config.enquiryFormAction);
  const styles = path.startsWith("/dev/")
    ? "'self' 'unsafe-inline'" // captured emails are previewed as they were written
    : ["'self'", pageStyleHash, ...inlineStyles].join(" ");
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${styles}`,
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    `connect-src 'self'${formService ? ` ${formService}` : ""}`,
    `form-action 'self'${formService ? ` ${formService}` : ""}`,
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
  ];
  if (config.env === "production") directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

declare module "hono" {
  interface ContextVariableMap {
    /** CSP sources of the inline style blocks of the prerendered page being served */
    inlineStyleHashes: string[];
  }
}

export function securityHeaders(config: AppConfig): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const path = c.req.path;
    headers.set("X-Content-Type-Options", "nosniff");
    if (!headers.has("Referrer-Policy")) {
      headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    }
    headers.set("Permissions-Policy", PERMISSIONS_POLICY);
    if (config.env === "production") {
      headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
    const type = headers.get("Content-Type") ?? "";
    if (type.startsWith("text/html")) {
      // The iframe embeds set their own policy, framed by EMBED_ORIGINS only (edge/embeds/frame-pages.ts).
      if (!(isEmbedFramePath(path) && headers.has("Content-Security-Policy"))) {
        headers.set(
          "Content-Security-Policy",
          pagePolicy(config, path, c.get("inlineStyleHashes")),
        );
        headers.set("X-Frame-Options", "DENY");
      }
      headers.set("Cross-Origin-Opener-Policy", "same-origin");
    } else if (path.startsWith("/api/")) {
      headers.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
    } else if (type.startsWith("image/svg")) {
      headers.set(
        "Content-Security-Policy",
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      );
    }
    // Files any website may load: one header, not cors(), which would also answer preflights.
    if (/^\/(assets|widgets|images|media)\//.test(path)) {
      headers.set("Access-Control-Allow-Origin", "*");
      headers.set("Cross-Origin-Resource-Policy", "cross-origin");
    }
  };
}

/** Endpoints the widgets call from other websites. */
export const WIDGET_ENDPOINTS = [
  "/api/stories",
  "/api/submit-story",
  "/api/gemini",
  "/api/enquiry",
];

/**
 * CORS for the widget endpoints: origins in EMBED_ORIGINS (any origin in development) get Hono's
 * `cors()`, its headers and preflight answers; any other origin gets no CORS header at all. That
 * part is ours: `cors()` would still send Access-Control-Expose-Headers to a refused origin and
 * answer its preflight 204, where we answer 403 with the reason.
 */
export function widgetCors(config: AppConfig): MiddlewareHandler {
  const allowed = (origin: string) =>
    config.embedOrigins === "*" || config.embedOrigins.includes(origin);
  const allowedOrigins = cors({
    origin: (origin) => origin,
    allowMethods: ["GET", "POST", "OPTIONS"],
    allowHeaders: ["Content-Type", "Accept"],
    exposeHeaders: ["Retry-After", "ETag"],
    maxAge: 86400,
  });
  return async (c, next) => {
    const origin = c.req.header("Origin");
    if (origin && allowed(origin)) return allowedOrigins(c, next);
    if (c.req.method === "OPTIONS") {
      return c.json(
        { success: false, error: "This website is not allowed to use these widgets." },
        403,
        { Vary: "Origin" },
      );
    }
    await next();
    c.res.headers.append("Vary", "Origin");
  };
}
