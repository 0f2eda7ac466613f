/**
 * Development tools, mounted at /dev only when APP_ENV is not production:
 *   GET /dev/outbox       the mail the development mailer captured, newest first, with working
 *                         buttons for the links in each email (so a newcomer can moderate locally)
 *   GET /dev/outbox.json  { emails: [{ id, to, subject, text, html, createdAt }] }, newest first
 */
import { Hono } from "hono";
import { markup } from "./html-page.ts";
import type { AppDeps } from "./injected.ts";
import { htmlPage } from "./html-page.ts";
import { ukDateTime } from "../lib/dates.ts";
import { type CapturedMail, listCapturedMail } from "./mail/dev.ts";

export interface MailLink {
  label: string;
  href: string;
}

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  "#x27": "'",
  nbsp: " ",
};

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => entities[name]);
}

/**
 * The http(s) links of an email's HTML, with their text. Links to the site itself become paths,
 * so they work on whichever port the development server runs.
 */
export function linksInMail(mailHtml: string, siteUrl: string): MailLink[] {
  const links: MailLink[] = [];
  for (const match of mailHtml.matchAll(/<a\s[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi)) {
    let href = decodeEntities(match[1]);
    if (!/^https?:\/\//i.test(href)) continue;
    if (href.startsWith(siteUrl + "/")) href = href.slice(siteUrl.length);
    const label = decodeEntities(match[2].replace(/<[^>]*>/g, "")).replace(/\s+/g, " ").trim() ||
      href;
    links.push({ label, href });
  }
  return links;
}

async function countQueuedMail(kv: Deno.Kv): Promise<number> {
  let count = 0;
  for await (const _ of kv.list({ prefix: ["outbox_due"] })) count++;
  return count;
}

function mailCard(mail: CapturedMail, siteUrl: string, newest: boolean) {
  const links = linksInMail(mail.html, siteUrl);
  const heading = `mail-${mail.id}`;
  return markup`<article class="card" aria-labelledby="${heading}">
<h2 id="${heading}">${mail.subject}</h2>
<dl>
<dt>To</dt><dd>${mail.to}</dd>
${mail.replyTo ? markup`<dt>Reply to</dt><dd>${mail.replyTo}</dd>` : ""}
<dt>Captured</dt><dd><time datetime="${mail.createdAt}">${ukDateTime(mail.createdAt)}</time></dd>
</dl>
${
    links.length
      ? markup`<ul class="actions" aria-label="Links in this email">${
        links.map((link) =>
          markup`<li><a class="button${
            /decline/i.test(link.label) ? " decline" : ""
          }" href="${link.href}">${link.label}</a></li>`
        )
      }</ul>`
      : ""
  }
<details>
<summary>Plain-text version</summary>
<pre>${mail.text}</pre>
</details>
<details${newest ? markup` open` : ""}>
<summary>HTML version</summary>
<iframe sandbox="" srcdoc="${mail.html}" title="HTML version of: ${mail.subject}" loading="lazy"></iframe>
</details>
</article>`;
}

export function devOutboxRoutes(deps: AppDeps): Hono {
  const { kv, config, mailer } = deps;
  const app = new Hono();

  app.get("/outbox.json", async (c) => {
    const emails = (await listCapturedMail(kv)).map((
      { id, to, subject, text, html, createdAt },
    ) => ({ id, to, subject, text, html, createdAt }));
    return c.json({ emails }, 200, { "Cache-Control": "no-store" });
  });

  app.get("/outbox", async (c) => {
    const [mails, queued] = await Promise.all([listCapturedMail(kv), countQueuedMail(kv)]);
    const body = markup`<h1>Development outbox</h1>
<p>Mail the site would have sent, newest first. Nothing here reached a real inbox.
Its buttons work: use them to moderate stories on this machine.</p>
${
      mailer.name === "dev-capture"
        ? ""
        : markup`<p class="notice">Mail is being sent through ${mailer.name}, so new mail is not captured here.</p>`
    }
${
      queued
        ? markup`<p class="notice">${
          queued === 1 ? "1 email is" : `${queued} emails are`
        } waiting in the outbox to be delivered.</p>`
        : ""
    }
${
      mails.length
        ? mails.map((mail, index) => mailCard(mail, config.siteUrl, index === 0))
        : markup`<p class="card">No mail captured yet. Send an enquiry from any page, or share a story on the patient stories page, and the email will appear here.</p>`
    }`;
    return c.html(htmlPage("Development outbox", body), 200, {
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    });
  });

  return app;
}
