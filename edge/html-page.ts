/**
 * The frame of the small server-rendered pages (moderation, development outbox): accessible,
 * script-free HTML. Every value goes through `hono/markup`, which escapes it.
 */
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { colours as c, fontStack } from "../lib/design-tokens.ts";

/**
 * Hono's `html` tag, by a name of its own: `deno fmt` re-indents the inside of a template tagged
 * `html`, which would change the markup we send. Every page and email the edge writes uses this.
 */
export const markup = html;

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

export const PAGE_STYLE = `
:root { color-scheme: light; font-family: ${fontStack}; line-height: 1.5; color: ${c.ink}; background: ${c.surface}; }
body { margin: 0; }
main { max-width: 46rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1 { font-size: 1.6rem; line-height: 1.25; margin: 0 0 1rem; }
h2 { font-size: 1.2rem; margin: 0 0 .5rem; }
.card { background: ${c.bg}; border: 1px solid ${c.line}; border-radius: .5rem; padding: 1rem 1.25rem; margin: 0 0 1rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0 0 1rem; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
.story { white-space: pre-wrap; overflow-wrap: anywhere; border-left: 4px solid ${c.accent}; padding-left: 1rem; margin: 0 0 1rem; }
label { display: block; font-weight: 600; margin: 0 0 .25rem; }
input[type=text], textarea { font: inherit; width: 100%; max-width: 28rem; box-sizing: border-box; padding: .5rem; border: 1px solid ${c.muted}; border-radius: .25rem; }
fieldset { border: 1px solid ${c.line}; border-radius: .35rem; margin: 0 0 .25rem; padding: .5rem 1rem; }
fieldset.invalid { border-color: ${c.danger}; }
legend { font-weight: 600; }
.choice { margin: .35rem 0; }
.choice label { display: inline; font-weight: 400; }
.hint { color: ${c.muted}; font-size: .95rem; margin: .25rem 0 1rem; }
.button, button { display: inline-block; font: inherit; font-weight: 600; padding: .6rem 1.1rem; border-radius: .35rem; border: 2px solid transparent; cursor: pointer; text-decoration: none; color: ${c.bg}; background: ${c.accent}; }
.button.decline, button.decline { background: ${c.danger}; }
.button.secondary { background: ${c.bg}; color: ${c.accent}; border-color: ${c.accent}; }
.button:focus-visible, button:focus-visible, input:focus-visible, a:focus-visible, summary:focus-visible { outline: 3px solid ${c.focus}; outline-offset: 2px; }
.actions { display: flex; flex-wrap: wrap; gap: .5rem; list-style: none; padding: 0; margin: 0 0 1rem; }
.error { color: ${c.danger}; font-weight: 600; }
.notice { background: #fff8e1; border: 1px solid #f0c36d; border-radius: .5rem; padding: .75rem 1rem; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: ${c.surface}; padding: .75rem; border-radius: .25rem; }
iframe { width: 100%; min-height: 24rem; border: 1px solid ${c.line}; border-radius: .25rem; background: ${c.bg}; }
`;

/** The one HTML shell of the pages the edge renders itself: these pages and the iframe embeds. */
export interface HtmlDocument {
  title: string;
  /** the page's one inline style block (its CSP hash is taken of exactly this text) */
  style: string;
  robots: string;
  /** more of <head>, after the style */
  head?: Html | string;
  body: Html;
}

export function htmlDocument({ title, style, robots, head = "", body }: HtmlDocument): Html {
  return markup`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="${robots}">
<title>${title}</title>
<style>${raw(style)}</style>
${head}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** A moderation or development page: never indexed, no referrer. */
export function htmlPage(title: string, body: Html): Html {
  return htmlDocument({
    title,
    style: PAGE_STYLE,
    robots: "noindex, nofollow",
    head: raw(`<meta name="referrer" content="no-referrer">`),
    body,
  });
}

/** Headers for pages that carry or follow a signed link: never cached, never indexed, no referrer. */
export const PRIVATE_PAGE_HEADERS = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
} as const;
