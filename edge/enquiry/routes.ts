/**
 * `POST /api/enquiry` (mounted at /api), compatible with Formspree-style form services:
 *
 *   - the body is a posted form: multipart/form-data or application/x-www-form-urlencoded
 *   - with `Accept: application/json` (the enquiry widget): 200 `{ok: true}`, or a 4xx
 *     `{ok: false, error, errors: [{field, message}]}` naming each bad field
 *   - a plain form post (JavaScript off): 303 to the thank-you page, or the form shown again with
 *     its errors and the typed values kept
 *
 * An accepted enquiry is stored and the practice's email queued in one atomic commit.
 */
import { type Context, Hono } from "hono";
import { ENQUIRY_SENT_PATH } from "../../content/enquiry.ts";
import { createEnquiry, type Enquiry } from "./store.ts";
import type { AppDeps } from "../injected.ts";
import { clientKey, HttpError } from "../http.ts";
import { newId } from "../ids.ts";
import { enforceRateLimit } from "../rate-limit.ts";
import type { SiteManifest } from "../site-manifest.ts";
import { enquiryEmail } from "./email.ts";
import { type FormFields, readFormFields } from "./form-body.ts";
import {
  type EnquiryValues,
  enquiryValues,
  type FieldError,
  isHoneypotFilled,
  parseEnquiry,
} from "./input.ts";
import { renderProblemPage } from "./problem-page.ts";

export const RATE_LIMIT_MESSAGE =
  "You have sent several enquiries in a short time. Please wait a little while before sending another.";

/** Headers for the page that shows a patient's own typed details back to them. */
const PROBLEM_PAGE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
} as const;

export interface EnquiryRouteOptions {
  /** the built site's assets, so the error page looks like the site */
  assets?: SiteManifest["assets"];
}

/** Form services answer JSON only when asked to; a browser's own form post gets HTML. */
function wantsJson(c: Context): boolean {
  return /\bapplication\/json\b/i.test(c.req.header("accept") ?? "");
}

export function enquiryRoutes(deps: AppDeps, options: EnquiryRouteOptions = {}): Hono {
  const { kv, config, clock } = deps;
  const app = new Hono();

  const sent = (c: Context) =>
    wantsJson(c) ? c.json({ ok: true }) : c.redirect(ENQUIRY_SENT_PATH, 303);

  const refused = async (
    c: Context,
    status: HttpError["status"],
    answer: {
      fieldErrors?: FieldError[];
      problem?: string;
      values?: EnquiryValues;
      headers?: Record<string, string>;
    },
  ) => {
    const { fieldErrors = [], problem, values = {}, headers = {} } = answer;
    if (wantsJson(c)) {
      const error = problem ?? fieldErrors.map((e) => e.message).join(" ");
      return c.json({ ok: false, error, errors: fieldErrors }, status, headers);
    }
    const page = await renderProblemPage({
      stylesheet: options.assets?.css,
      action: c.req.path,
      year: clock().getFullYear(),
      values,
      fieldErrors,
      problem,
    });
    return c.html(page, status, { ...PROBLEM_PAGE_HEADERS, ...headers });
  };

  app.post("/enquiry", async (c) => {
    let fields: FormFields;
    try {
      fields = await readFormFields(c.req.raw);
    } catch (error) {
      if (error instanceof HttpError) {
        return refused(c, error.status, { problem: error.message, headers: error.headers });
      }
      throw error;
    }
    if (isHoneypotFilled(fields)) return sent(c);

    const values = enquiryValues(fields);
    const input = parseEnquiry(fields);
    if (!input.ok) return refused(c, 422, { fieldErrors: input.errors, values });

    const now = clock();
    try {
      await enforceRateLimit(
        kv,
        "enquiry",
        await clientKey(c, config.storySigningSecret),
        config.rateLimits.enquiry,
        now,
        RATE_LIMIT_MESSAGE,
      );
    } catch (error) {
      if (error instanceof HttpError) {
        return refused(c, error.status, { problem: error.message, values, headers: error.headers });
      }
      throw error;
    }

    const enquiry: Enquiry = { id: newId(now), ...input.value, receivedAt: now.toISOString() };
    try {
      await createEnquiry(kv, enquiry, await enquiryEmail(config, enquiry));
    } catch (error) {
      // storage stayed busy (503): say so on the form, with the patient's words kept
      if (error instanceof HttpError) {
        return refused(c, error.status, { problem: error.message, values, headers: error.headers });
      }
      throw error;
    }
    deps.mailQueued?.();
    return sent(c);
  });

  return app;
}
