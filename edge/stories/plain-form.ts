/**
 * The story form posted without JavaScript (application/x-www-form-urlencoded, from the form in
 * pages/components/StoryFormPlain.tsx): the same checks as the widget's JSON, answered with pages.
 * An accepted story is a 303 to the thank-you page; a story that needs correcting gets the form
 * again with every typed value kept and each error beside its field (rendered with the site's own
 * components, edge/stories/problem-page.ts).
 */
import type { Context } from "hono";
import { STORY_SENT_PATH } from "../../content/form-answers.ts";
import { HttpError, readBodyBytes } from "../http.ts";
import type { SiteManifest } from "../site-manifest.ts";
import { isHoneypotFilled, parseStorySubmission, storyBodyFromForm } from "./input.ts";
import type { StoryFieldError } from "./input.ts";
import { renderStoryProblemPage, type StoryFormValues } from "./problem-page.ts";
import type { StoryDraft } from "./story.ts";

/** Headers for a page that shows a patient's own words back to them. */
const PROBLEM_PAGE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
} as const;

const FIELDS = [
  "firstName",
  "lastName",
  "phone",
  "email",
  "description",
  "rating",
  "stayAnonymous",
  "consent",
] as const;

function typedValues(form: URLSearchParams): StoryFormValues {
  const values: StoryFormValues = {};
  for (const name of FIELDS) {
    const value = form.get(name);
    if (value !== null) values[name] = value.slice(0, 6000);
  }
  return values;
}

export async function plainFormPost(
  c: Context,
  accept: (c: Context, draft: StoryDraft) => Promise<void>,
  page: { assets?: SiteManifest["assets"]; now: Date },
): Promise<Response> {
  const refused = async (
    status: HttpError["status"],
    answer: {
      fieldErrors?: StoryFieldError[];
      problem?: string;
      values?: StoryFormValues;
      headers?: Record<string, string>;
    },
  ) => {
    const html = await renderStoryProblemPage({
      stylesheet: page.assets?.css,
      year: page.now.getFullYear(),
      action: c.req.path,
      values: answer.values ?? {},
      fieldErrors: answer.fieldErrors ?? [],
      problem: answer.problem,
    });
    return c.html(html, status, { ...PROBLEM_PAGE_HEADERS, ...answer.headers });
  };

  let form: URLSearchParams;
  try {
    const bytes = await readBodyBytes(c.req.raw);
    form = new URLSearchParams(new TextDecoder().decode(bytes));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return refused(error.status, { problem: error.message, headers: error.headers });
  }
  const body = storyBodyFromForm(form);
  if (isHoneypotFilled(body)) return c.redirect(STORY_SENT_PATH, 303);
  const values = typedValues(form);
  const input = parseStorySubmission(body, page.now);
  if (!input.ok) return refused(422, { fieldErrors: input.errors, values });
  try {
    await accept(c, input.value);
  } catch (error) {
    // the rate limit, or storage that stayed busy: said on the form, with the patient's words kept
    if (!(error instanceof HttpError)) throw error;
    return refused(error.status, { problem: error.message, values, headers: error.headers });
  }
  return c.redirect(STORY_SENT_PATH, 303);
}
