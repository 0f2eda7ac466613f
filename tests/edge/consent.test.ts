/**
 * Explicit consent (issue 30): a story is stored only with the patient's consent, recorded with
 * the wording's version and the time, shown to the reviewer, and asked for by the form that works
 * without JavaScript too; a story without it is a 4xx naming the field, and a story stored before
 * the form asked for consent is never published.
 */
import assert from "node:assert/strict";
import { createApp } from "../../edge/app.ts";
import { getStory, listPendingStoryIds } from "../../edge/stories/store.ts";
import {
  STORY_CONSENT_LABEL,
  STORY_CONSENT_MISSING,
  STORY_CONSENT_VERSION,
} from "../../content/story-consent.ts";
import { STORY_SENT_PATH } from "../../content/form-answers.ts";
import { testDeps } from "./helpers.ts";
import {
  deliverAll,
  kvSnapshot,
  moderationLinks,
  postForm,
  postStory,
  validStory,
} from "./story-helpers.ts";

const roomy = { RATE_LIMIT_STORIES: "100/3600" };

Deno.test("consent: a story without it is refused with a 400 that names the field, and nothing is stored", async () => {
  const t = await testDeps(roomy);
  try {
    const app = createApp(t.deps);
    const { consent: _, ...withoutConsent } = validStory;
    for (
      const [label, body] of [
        ["no consent field", withoutConsent],
        ["consent false", { ...validStory, consent: false }],
        ["consent true (not the wording's version)", { ...validStory, consent: true }],
        ["an unknown version", { ...validStory, consent: "99" }],
        ["empty", { ...validStory, consent: "" }],
      ] as const
    ) {
      const res = await postStory(app, body);
      assert.equal(res.status, 400, label);
      const answer = await res.json();
      assert.equal(answer.success, false, label);
      assert.equal(answer.error, STORY_CONSENT_MISSING, label);
      assert.deepEqual(answer.errors, [{ field: "consent", message: STORY_CONSENT_MISSING }]);
    }
    assert.deepEqual(await listPendingStoryIds(t.deps.kv), []);
    // Several problems at once: each field named once.
    const res = await postStory(app, { ...withoutConsent, firstName: "" });
    const answer = await res.json();
    assert.deepEqual(answer.errors.map((e: { field: string }) => e.field), [
      "firstName",
      "consent",
    ]);
  } finally {
    await t.close();
  }
});

Deno.test("consent: stored with the wording's version and the time it was given, and shown to the reviewer", async () => {
  const t = await testDeps(roomy);
  try {
    const app = createApp(t.deps);
    assert.equal((await postStory(app, validStory)).status, 200);
    const [id] = await listPendingStoryIds(t.deps.kv);
    const story = await getStory(t.deps.kv, id);
    assert.deepEqual(story?.consent, {
      version: STORY_CONSENT_VERSION,
      givenAt: t.deps.clock().toISOString(),
    });
    assert.equal(story?.submittedAt, story?.consent?.givenAt);

    const [mail] = await deliverAll(t.deps.kv, t.deps.mailer, t.deps.clock());
    const consentLine = mail.text.split("\n").find((line) => line.startsWith("Consent: "));
    assert.ok(consentLine, "the text part has a Consent line");
    assert.match(consentLine, /given 1 June 2026/);
    assert.ok(consentLine.includes(`wording version ${STORY_CONSENT_VERSION}`));
    assert.ok(consentLine.includes(STORY_CONSENT_LABEL));
    assert.match(mail.html, /<th[^>]*>Consent<\/th><td[^>]*>given 1 June 2026/);

    const page = await (await app.request(moderationLinks(mail, t.deps.config.siteUrl).approve))
      .text();
    assert.match(page, /<dt>Consent<\/dt><dd>given 1 June 2026[^<]*wording version 1/);
  } finally {
    await t.close();
  }
});

function formBody(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

const plainStory = {
  firstName: "Margaret",
  lastName: "Featherstonehaugh",
  phone: "01632 960 777",
  email: "margaret.f@example.org",
  description: "My new knee has given me my walks back. The team explained everything clearly.",
  rating: "4",
  consent: STORY_CONSENT_VERSION,
  website: "",
};

Deno.test("the story form without JavaScript: a plain post is stored with its consent and lands on the thank-you page", async () => {
  const t = await testDeps(roomy);
  let nudges = 0;
  try {
    const app = createApp({ ...t.deps, mailQueued: () => nudges++ });
    const res = await postForm(app, "/api/submit-story", { ...plainStory, stayAnonymous: "true" });
    assert.equal(res.status, 303);
    assert.equal(res.headers.get("location"), STORY_SENT_PATH);
    assert.equal(nudges, 1);
    const [id] = await listPendingStoryIds(t.deps.kv);
    const story = await getStory(t.deps.kv, id);
    assert.equal(story?.stars, 4);
    assert.equal(story?.stayAnonymous, true);
    assert.equal(story?.text, plainStory.description);
    assert.equal(story?.consent?.version, STORY_CONSENT_VERSION);

    // An unticked box is absent from the post: not anonymous.
    assert.equal((await postForm(app, "/api/submit-story", plainStory)).status, 303);
    const second = await getStory(t.deps.kv, (await listPendingStoryIds(t.deps.kv))[1]);
    assert.equal(second?.stayAnonymous, false);

    // The honeypot: answered as sent, nothing stored.
    const before = await kvSnapshot(t.deps.kv);
    const bot = await postForm(app, "/api/submit-story", { ...plainStory, website: "spam" });
    assert.equal(bot.status, 303);
    assert.deepEqual(await kvSnapshot(t.deps.kv), before);
  } finally {
    await t.close();
  }
});

Deno.test("the story form without JavaScript: without consent the form comes back, the error linked to the box, every value kept and escaped", async () => {
  const t = await testDeps(roomy);
  try {
    const app = createApp(t.deps);
    const before = await kvSnapshot(t.deps.kv);
    const { consent: _, ...unticked } = plainStory;
    const res = await app.request("/api/submit-story", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: formBody({ ...unticked, firstName: "Marg<b>aret</b>", rating: "9" }),
    });
    assert.equal(res.status, 422);
    assert.match(res.headers.get("content-type") ?? "", /text\/html/);
    assert.equal(res.headers.get("cache-control"), "no-store");
    const html = await res.text();
    assert.match(html, /<title>Error: Check your story/);
    assert.ok(
      html.includes(`<a href="#story-plain-consent">${STORY_CONSENT_MISSING}</a>`),
      "the summary links to the consent box",
    );
    assert.match(html, /<a href="#story-plain-rating-1">Please choose a rating/);
    assert.match(html, /id="story-plain-consent-error"/);
    assert.match(html, /<input id="story-plain-consent"[^>]*aria-invalid="true"/);
    assert.ok(html.includes('value="Marg&lt;b&gt;aret&lt;/b&gt;"'), "typed values kept, escaped");
    assert.ok(!html.includes("<b>aret"));
    assert.ok(html.includes(plainStory.description));
    assert.deepEqual(await kvSnapshot(t.deps.kv), before, "nothing stored");
  } finally {
    await t.close();
  }
});

Deno.test("the story form without JavaScript: over the rate limit the form comes back with the reason and a Retry-After", async () => {
  const t = await testDeps({ RATE_LIMIT_STORIES: "1/3600" });
  try {
    const app = createApp(t.deps);
    assert.equal((await postForm(app, "/api/submit-story", plainStory)).status, 303);
    const res = await postForm(app, "/api/submit-story", plainStory);
    assert.equal(res.status, 429);
    assert.ok(res.headers.get("retry-after"));
    const html = await res.text();
    assert.match(html, /several stories in a short time/);
    assert.ok(html.includes(plainStory.description), "the story typed is still there");
    // Asked for JSON, the same post is answered in JSON.
    const json = await app.request("/api/submit-story", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
      },
      body: formBody(plainStory),
    });
    assert.equal(json.status, 429);
    assert.equal((await json.json()).success, false);
  } finally {
    await t.close();
  }
});

Deno.test("consent: a story stored before the form asked for it is never published — the reviewer is told why", async () => {
  const t = await testDeps(roomy);
  try {
    const app = createApp(t.deps);
    assert.equal((await postStory(app, validStory)).status, 200);
    const [id] = await listPendingStoryIds(t.deps.kv);
    const [mail] = await deliverAll(t.deps.kv, t.deps.mailer, t.deps.clock());
    const links = moderationLinks(mail, t.deps.config.siteUrl);
    // As the earlier code stored it: no consent.
    const stored = await t.deps.kv.get<Record<string, unknown>>(["stories", id]);
    const { consent: _, ...legacy } = stored.value!;
    await t.deps.kv.set(["stories", id], legacy);

    const page = await app.request(links.approve);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /This story cannot be published/);
    assert.doesNotMatch(html, /<form/);
    const before = await kvSnapshot(t.deps.kv);
    const refused = await postForm(app, links.approve);
    assert.equal(refused.status, 409);
    assert.match(await refused.text(), /cannot be published/);
    assert.deepEqual(await kvSnapshot(t.deps.kv), before, "nothing changed");
    // Declining it is still possible.
    const declined = await postForm(app, links.decline, { reason: "duplicate" });
    assert.equal(declined.status, 200);
    assert.equal((await getStory(t.deps.kv, id))?.status, "declined");
  } finally {
    await t.close();
  }
});
