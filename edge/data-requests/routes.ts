/**
 * Requests about personal details:
 *   POST /api/data-request       the form on /privacy and /review-policy (a plain HTML form, so it
 *                                works with JavaScript off): an email address and "remove my
 *                                story" or "send me a copy". Always the same answer — a 303 to
 *                                /data-request-sent, or `{ok: true}` with Accept: application/json —
 *                                whether or not anything is held, so it reveals nothing about who
 *                                has written. Rate-limited per client; one acknowledgement a day
 *                                per address.
 *   /data-requests/<id>          the practice's signed links (export, erase): GET confirms,
 *                                POST acts.
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import { DATA_REQUEST_SENT_PATH } from "../../content/form-answers.ts";
import { dataRequestForm, type DataRequestKind } from "../../content/data-request.ts";
import { STORY_LIMITS } from "../../lib/field-limits.ts";
import { ukDate, ukDateTime } from "../../lib/dates.ts";
import { type FormFields, readFormFields } from "../enquiry/form-body.ts";
import { markup } from "../html-page.ts";
import { clientKey, HttpError } from "../http.ts";
import { newId } from "../ids.ts";
import type { AppDeps } from "../injected.ts";
import { enforceRateLimit } from "../rate-limit.ts";
import type { SiteManifest } from "../site-manifest.ts";
import { requiredText } from "../text-fields.ts";
import {
  crossSitePage,
  forbiddenPage,
  formAction,
  isCrossSite,
  linkMethodNotAllowed,
  page,
  readPostedForm,
} from "../stories/moderation-pages.ts";
import { acknowledgementEmail, requestNoticeEmail } from "./emails.ts";
import { type RequestLinkCheck, verifyDataRequestLink } from "./links.ts";
import { renderDataRequestProblemPage } from "./problem-page.ts";
import { eraseRecords, exportRecords, findRecords } from "./records.ts";
import {
  createDataRequest,
  DATA_REQUEST_RETENTION_MS,
  type DataRequest,
  getDataRequest,
} from "./store.ts";

const requestSchema = z.object({
  email: requiredText("email address", STORY_LIMITS.emailMax)
    .pipe(z.email({ error: dataRequestForm.errors.emailInvalid })),
  kind: z.enum(["remove-story", "copy"], { error: dataRequestForm.errors.kindMissing }),
});

type Field = "email" | "kind";

function readRequest(fields: FormFields):
  | { ok: true; email: string; kind: DataRequestKind }
  | { ok: false; errors: Array<{ field: Field; message: string }> } {
  const text = (name: string) => typeof fields[name] === "string" ? fields[name] : undefined;
  const result = requestSchema.safeParse({ email: text("email"), kind: text("kind") });
  if (result.success) {
    return { ok: true, email: result.data.email.toLowerCase(), kind: result.data.kind };
  }
  const errors: Array<{ field: Field; message: string }> = [];
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    if (errors.some((e) => e.field === field)) continue;
    const message = field === "email" && !text("email")?.trim()
      ? dataRequestForm.errors.emailMissing
      : issue.message;
    errors.push({ field, message });
  }
  return { ok: false, errors: errors.sort((a, b) => a.field.localeCompare(b.field)) };
}

const PROBLEM_PAGE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
} as const;

function wantsJson(c: Context): boolean {
  return /\bapplication\/json\b/i.test(c.req.header("accept") ?? "");
}

export interface DataRequestRouteOptions {
  /** the built site's assets, so the answer pages look like the site */
  assets?: SiteManifest["assets"];
}

/** `POST /data-request`, mounted at /api. */
export function dataRequestApiRoutes(deps: AppDeps, options: DataRequestRouteOptions = {}): Hono {
  const { kv, config, clock } = deps;
  const app = new Hono();

  const received = (c: Context) =>
    wantsJson(c) ? c.json({ ok: true }) : c.redirect(DATA_REQUEST_SENT_PATH, 303);

  const refused = async (
    c: Context,
    status: HttpError["status"],
    answer: {
      fieldErrors?: Array<{ field: Field; message: string }>;
      problem?: string;
      values?: Partial<Record<Field, string>>;
      headers?: Record<string, string>;
    },
  ) => {
    const { fieldErrors = [], problem, values = {}, headers = {} } = answer;
    if (wantsJson(c)) {
      const error = problem ?? fieldErrors.map((e) => e.message).join(" ");
      return c.json({ ok: false, error, errors: fieldErrors }, status, headers);
    }
    const html = await renderDataRequestProblemPage({
      stylesheet: options.assets?.css,
      year: clock().getFullYear(),
      values,
      fieldErrors,
      problem,
    });
    return c.html(html, status, { ...PROBLEM_PAGE_HEADERS, ...headers });
  };

  app.post("/data-request", async (c) => {
    let fields: FormFields;
    try {
      fields = await readFormFields(c.req.raw);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const problem = error.status === 415
        ? "Please send the request with the form on the privacy page."
        : error.message;
      return refused(c, error.status, { problem, headers: error.headers });
    }
    // The hidden field people never see; bots fill it in. Answered as if accepted.
    if (typeof fields.website === "string" && fields.website !== "") return received(c);
    const values = {
      email: typeof fields.email === "string" ? fields.email.slice(0, 300) : undefined,
      kind: typeof fields.kind === "string" ? fields.kind.slice(0, 40) : undefined,
    };
    const input = readRequest(fields);
    if (!input.ok) return refused(c, 422, { fieldErrors: input.errors, values });

    const now = clock();
    try {
      await enforceRateLimit(
        kv,
        "data-request",
        await clientKey(c, config.storySigningSecret),
        config.rateLimits.dataRequest,
        now,
        dataRequestForm.rateLimited,
      );
      const request: DataRequest = {
        id: newId(now),
        email: input.email,
        kind: input.kind,
        receivedAt: now.toISOString(),
      };
      const records = await findRecords(kv, request.email);
      await createDataRequest(kv, request, {
        notice: await requestNoticeEmail(config, request, records, now),
        acknowledgement: await acknowledgementEmail(request),
      });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return refused(c, error.status, { problem: error.message, values, headers: error.headers });
    }
    deps.mailQueued?.();
    return received(c);
  });

  return app;
}

/** The practice's links, mounted at /data-requests. */
export function dataRequestLinkRoutes(deps: AppDeps): Hono {
  const { kv, config, clock } = deps;
  const app = new Hono();
  const expiredNote = `The links in an email about a data request work for ${
    Math.round(DATA_REQUEST_RETENTION_MS / 86_400_000)
  } days after the request.`;

  const check = async (c: Context): Promise<RequestLinkCheck> => {
    const link = await verifyDataRequestLink(config.storySigningSecret, {
      id: c.req.param("id") ?? "",
      action: c.req.query("action"),
      expires: c.req.query("expires"),
      token: c.req.query("token"),
    }, clock());
    // The links work for as long as the request is kept (KV expires it by its own clock), whatever
    // this instance's clock says of the expiry another instance wrote into them.
    if (!link.ok && link.reason === "expired" && await getDataRequest(kv, link.id)) {
      return { ok: true, id: link.id, action: link.action };
    }
    return link;
  };

  const gone = (c: Context) =>
    page(
      c,
      404,
      "Request not found",
      markup`<h1>We could not find this request</h1>
<p>Requests are kept for ${
        Math.round(DATA_REQUEST_RETENTION_MS / 86_400_000)
      } days. Nothing has been changed. To act on an older request, use <code>npm run data-request</code> (see the README).</p>`,
    );

  app.get("/:id", async (c) => {
    const link = await check(c);
    if (!link.ok) return forbiddenPage(c, link.reason, expiredNote);
    const request = await getDataRequest(kv, link.id);
    if (!request) return gone(c);
    const records = await findRecords(kv, request.email);
    const summary = markup`<section class="card" aria-labelledby="held-heading">
<h2 id="held-heading">What the website holds under ${request.email}</h2>
<dl>
<dt>Request</dt><dd>received ${ukDateTime(request.receivedAt)}</dd>
<dt>Stories</dt><dd>${records.stories.length}</dd>
<dt>Enquiries</dt><dd>${records.enquiries.length}</dd>
<dt>Emails</dt><dd>${records.mail.length}</dd>
</dl>
</section>`;
    if (link.action === "export") {
      return page(
        c,
        200,
        "Export these details?",
        markup`<h1>Download everything held under this address?</h1>
<p>The file is JSON: every story, enquiry and email the website holds about this address. Send it only to that address. Nothing changes on the website.</p>
${summary}
<form method="post" action="${formAction(c)}" class="card">
<button type="submit">Download the file</button>
</form>`,
      );
    }
    return page(
      c,
      200,
      "Erase these details?",
      markup`<h1>Erase everything held under this address?</h1>
<p>Every story (a published one is taken off the website first), every enquiry and every email about them is deleted at once and cannot be brought back. The request itself is kept until ${
        ukDate(new Date(Date.parse(request.receivedAt) + DATA_REQUEST_RETENTION_MS).toISOString())
      }, as the record that it was answered. Nothing changes until you press the button below.</p>
${summary}
<form method="post" action="${formAction(c)}" class="card">
<button type="submit" class="decline">Erase everything</button>
</form>`,
    );
  });

  app.post("/:id", async (c) => {
    if (isCrossSite(c, config.siteUrl)) return crossSitePage(c);
    const link = await check(c);
    if (!link.ok) return forbiddenPage(c, link.reason, expiredNote);
    const posted = await readPostedForm(c);
    if (!posted.ok) return posted.response;
    const request = await getDataRequest(kv, link.id);
    if (!request) return gone(c);
    const now = clock();
    if (link.action === "export") {
      const document = exportRecords(await findRecords(kv, request.email), now);
      return c.body(JSON.stringify(document, null, 2), 200, {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="personal-details-${
          now.toISOString().slice(0, 10)
        }.json"`,
        "Cache-Control": "no-store",
        "Referrer-Policy": "no-referrer",
        "X-Robots-Tag": "noindex, nofollow",
      });
    }
    const report = await eraseRecords(kv, request.email, now);
    return page(
      c,
      200,
      "Details erased",
      markup`<h1>Everything held under this address has been erased</h1>
<dl>
<dt>Stories</dt><dd>${report.stories}${
        report.unpublished ? ` (${report.unpublished} taken off the website first)` : ""
      }</dd>
<dt>Enquiries</dt><dd>${report.enquiries}</dd>
<dt>Emails</dt><dd>${report.emails}</dd>
</dl>
<p>Please tell the person, at the address they gave, that it is done.</p>`,
    );
  });

  app.all("/:id", linkMethodNotAllowed);
  return app;
}
