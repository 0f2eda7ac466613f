/**
 * One email layout (issue 28): every email the edge sends — the reviewer's story to review, the
 * reminder, the "story published" email, the practice's enquiry, a data request's acknowledgement
 * and the practice's notice — is built by edge/mail/layout.ts, in the site's palette, every style
 * inline. Driven through the app, as a patient and the reviewer would.
 */
import assert from "node:assert/strict";
import { createApp } from "../../edge/app.ts";
import { sendDueReminder } from "../../edge/stories/reminders.ts";
import { colours } from "../../lib/design-tokens.ts";
import { testDeps } from "./helpers.ts";
import { deliverAll, moderationLinks, postForm, postStory, validStory } from "./story-helpers.ts";

const HOUR = 3600_000;

Deno.test("every email the edge sends has the one layout, in the site's palette", async () => {
  const t = await testDeps({ RATE_LIMIT_STORIES: "100/3600", MODERATION_REMINDER_HOURS: "1" });
  try {
    const app = createApp(t.deps);
    const sent = async () => await deliverAll(t.deps.kv, t.deps.mailer, t.deps.clock());

    assert.equal((await postStory(app, validStory)).status, 200);
    const [review] = await sent();
    t.advance(2 * HOUR);
    assert.equal((await sendDueReminder(t.deps, t.deps.clock())).sent, true);
    const [reminder] = await sent();
    const links = moderationLinks(review, t.deps.config.siteUrl);
    assert.equal((await postForm(app, links.approve, { surgeryType: "" })).status, 200);
    const [published] = await sent();

    const enquiry = new FormData();
    for (
      const [name, value] of Object.entries({
        firstName: "Margaret",
        lastName: "Featherstonehaugh",
        email: "margaret.f@example.org",
        careType: "nhs",
        message: "Could I book a consultation?",
      })
    ) enquiry.set(name, value);
    const enquiryRes = await app.request("/api/enquiry", {
      method: "POST",
      headers: { Accept: "application/json" },
      body: enquiry,
    });
    assert.equal(enquiryRes.status, 200);
    const [practice] = await sent();

    const request = await app.request("/api/data-request", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: validStory.email, kind: "copy" }).toString(),
    });
    assert.ok(request.status < 400, `data request: ${request.status}`);
    const requestMails = await sent();
    assert.equal(requestMails.length, 2, "the acknowledgement and the practice's notice");

    const emails = { review, reminder, published, practice };
    for (const [i, mail] of requestMails.entries()) {
      Object.assign(emails, { [`request${i}`]: mail });
    }
    const shell =
      `<body style="margin:0;padding:24px;background:${colours.surface};font-family:Arial,Helvetica,sans-serif;color:${colours.ink};line-height:1.5">\n<div style="max-width:640px;margin:0 auto;background:${colours.bg};border:1px solid ${colours.line};border-radius:8px;padding:24px">\n<h1 style="font-size:20px;margin:0 0 12px">`;
    const palette = new Set(Object.values(colours).map((c) => c.toLowerCase()));
    for (const [name, mail] of Object.entries(emails)) {
      const html = mail.html ?? "";
      assert.ok(html.startsWith("<!DOCTYPE html>"), name);
      assert.ok(html.includes(shell), `${name}: the layout's page and card`);
      assert.doesNotMatch(html, /<style|class="/, `${name}: every style inline`);
      for (const [hex] of html.matchAll(/#[0-9a-f]{6}\b/gi)) {
        assert.ok(
          palette.has(hex.toLowerCase()),
          `${name}: ${hex} is not one of the site's colours`,
        );
      }
    }
  } finally {
    await t.close();
  }
});
