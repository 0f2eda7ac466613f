import assert from "node:assert/strict";
import { createApp } from "../../edge/app.ts";
import { linksInMail } from "../../edge/dev-outbox.ts";
import { createDevMailer } from "../../edge/mail/dev.ts";
import { deliverDue } from "../../edge/mail/outbox.ts";
import { testDeps } from "./helpers.ts";
import { postStory, validStory } from "./story-helpers.ts";

/** Test deps whose mailer is the development capture, as on a newcomer's machine. */
async function devDeps(env: Record<string, string> = {}) {
  const t = await testDeps({ RATE_LIMIT_STORIES: "100/3600", APP_ENV: "development", ...env });
  const deps = { ...t.deps, mailer: createDevMailer(t.deps.kv, t.deps.clock) };
  return { ...t, deps, app: createApp(deps) };
}

Deno.test("/dev/outbox.json lists captured mail newest first, in the documented shape", async () => {
  const t = await devDeps();
  try {
    assert.deepEqual(await (await t.app.request("/dev/outbox.json")).json(), { emails: [] });
    for (const firstName of ["First", "Second", "Third"]) {
      assert.equal((await postStory(t.app, { ...validStory, firstName })).status, 200);
      await deliverDue(t.deps.kv, t.deps.mailer, t.deps.clock());
      t.advance(60_000);
    }
    const res = await t.app.request("/dev/outbox.json");
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("cache-control"), "no-store");
    const { emails } = await res.json();
    assert.equal(emails.length, 3);
    for (const mail of emails) {
      assert.deepEqual(Object.keys(mail).sort(), [
        "createdAt",
        "html",
        "id",
        "subject",
        "text",
        "to",
      ]);
      assert.equal(mail.to, t.deps.config.reviewerEmail);
      assert.ok(mail.html.includes("<a href="));
    }
    assert.deepEqual(
      emails.map((mail: { subject: string }) => mail.subject.match(/review: (\w+)/)![1]),
      ["Third", "Second", "First"],
    );
    assert.deepEqual(emails.map((mail: { createdAt: string }) => mail.createdAt), [
      "2026-06-01T09:02:00.000Z",
      "2026-06-01T09:01:00.000Z",
      "2026-06-01T09:00:00.000Z",
    ]);
  } finally {
    await t.close();
  }
});

Deno.test("/dev/outbox shows each email safely, and its Approve button moderates the story end to end", async () => {
  const t = await devDeps();
  try {
    const hostile = {
      ...validStory,
      firstName: "Ivy",
      description: "Brilliant care. <script>alert('x')</script><img src=x onerror=alert(1)>",
    };
    assert.equal((await postStory(t.app, hostile)).status, 200);
    let page = await (await t.app.request("/dev/outbox")).text();
    assert.match(page, /1 email is waiting in the outbox/);
    await deliverDue(t.deps.kv, t.deps.mailer, t.deps.clock());

    const res = await t.app.request("/dev/outbox");
    assert.equal(res.status, 200);
    page = await res.text();
    assert.match(page, /<html lang="en">/);
    assert.doesNotMatch(page, /<script/i, "no scripts, and the story's markup is only text");
    assert.doesNotMatch(page, /<img/i);
    assert.match(page, /<iframe sandbox="" srcdoc="/);
    assert.match(page, /Patient story to review: Ivy Featherstonehaugh/);

    const approve = page.match(/<a class="button" href="([^"]+)">Approve<\/a>/);
    const decline = page.match(/<a class="button decline" href="([^"]+)">Decline<\/a>/);
    assert.ok(approve && decline, "Approve and Decline buttons");
    const approvePath = approve[1].replaceAll("&amp;", "&");
    assert.match(
      approvePath,
      /^\/moderate\/[0-9A-Z]{26}\?action=approve&expires=\d+&token=/,
      "a path on this server",
    );

    const confirmation = await (await t.app.request(approvePath)).text();
    const action = confirmation.match(/<form method="post" action="([^"]+)"/)![1].replaceAll(
      "&amp;",
      "&",
    );
    const decided = await t.app.request(action, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "surgeryType=Knee+arthroscopy",
    });
    assert.equal(decided.status, 200);
    const feed = (await (await t.app.request("/api/stories")).json()).testimonials;
    assert.equal(feed.length, 1);
    assert.equal(feed[0].name, "Ivy F.");
    assert.equal(feed[0].surgeryType, "Knee arthroscopy");
  } finally {
    await t.close();
  }
});

Deno.test("/dev is not there in production", async () => {
  const t = await testDeps({ APP_ENV: "production" });
  try {
    const app = createApp(t.deps);
    for (const path of ["/dev/outbox", "/dev/outbox.json", "/dev/anything"]) {
      assert.equal((await app.request(path)).status, 404, path);
    }
    // The API itself is unaffected.
    assert.equal((await app.request("/api/stories")).status, 200);
  } finally {
    await t.close();
  }
});

Deno.test("dev outbox: links of an email become buttons; only web links, site links made local", () => {
  const siteUrl = "https://surgeon.example.com";
  const html =
    `<p><a href="https://surgeon.example.com/moderate/X?action=approve&amp;token=a">Approve</a>
<a style="x" href="https://elsewhere.example.org/page"><b>Read</b> &amp; more</a>
<a href="javascript:alert(1)">Bad</a><a href="mailto:someone@example.com">Mail</a></p>`;
  assert.deepEqual(linksInMail(html, siteUrl), [
    { label: "Approve", href: "/moderate/X?action=approve&token=a" },
    { label: "Read & more", href: "https://elsewhere.example.org/page" },
  ]);
});
