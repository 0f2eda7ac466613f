/**
 * Decline reasons and the practice's reply: a decline needs one reason from the review policy's
 * list; the reason, the time and a hash of the reviewer's address are recorded with the decision
 * in one commit; an approval may carry a reply of up to 600 characters, published with the story.
 * Bad input shows the form again with a clear message and records nothing.
 */
import assert from "node:assert/strict";
import { getDecision } from "../../edge/stories/store.ts";
import { REPLY_MAX, reviewerHash } from "../../edge/stories/decisions.ts";
import type { ModerationRecord } from "../../edge/stories/story.ts";
import { declineReasons } from "../../content/decline-reasons.ts";
import { kvSnapshot, postForm, submittedStory, validStory } from "./story-helpers.ts";

const submitted = submittedStory;
const post = postForm;

async function moderationLog(kv: Deno.Kv): Promise<ModerationRecord[]> {
  const records: ModerationRecord[] = [];
  for await (const entry of kv.list<ModerationRecord>({ prefix: ["moderation_log"] })) {
    records.push(entry.value);
  }
  return records;
}

Deno.test("decline reasons: the email and the decline page offer every reason from the review policy's list", async () => {
  const t = await submitted();
  try {
    for (const reason of declineReasons) {
      assert.ok(
        t.mail.text.toLowerCase().includes(reason.label.toLowerCase()),
        `email names "${reason.label}"`,
      );
    }
    assert.match(t.mail.text, /never because a story is negative/);
    const page = await (await t.app.request(t.links.decline)).text();
    for (const reason of declineReasons) {
      assert.ok(
        page.includes(`name="reason" value="${reason.id}" required`),
        `a radio button for ${reason.id}`,
      );
      assert.ok(page.includes(reason.label.replaceAll("'", "&#39;")), `labelled "${reason.label}"`);
    }
    assert.match(page, /<legend>Why is this story being declined\? \(required\)<\/legend>/);
    assert.match(page, /never a reason to decline/);
  } finally {
    await t.close();
  }
});

Deno.test("decline reasons: a decline without a reason, or with an unknown one, is refused with the form shown again", async () => {
  const t = await submitted();
  try {
    const before = await kvSnapshot(t.deps.kv);
    for (
      const [form, message] of [
        [{}, /Please choose the reason for declining this story/],
        [{ reason: "" }, /Please choose the reason for declining this story/],
        [{ reason: "too-negative" }, /not one of the review policy&#39;s reasons/],
        [{ reason: "<script>" }, /not one of the review policy&#39;s reasons/],
      ] as const
    ) {
      const res = await post(t.app, t.links.decline, form);
      assert.equal(res.status, 400, JSON.stringify(form));
      const page = await res.text();
      assert.match(page, message);
      assert.match(page, /role="alert"/);
      assert.match(page, /<form method="post"/, "the form is shown again");
      assert.match(page, /aria-invalid="true"/);
      assert.doesNotMatch(page, /<script>/);
    }
    assert.deepEqual(await kvSnapshot(t.deps.kv), before, "nothing recorded");
    assert.equal(await getDecision(t.deps.kv, t.id), null);
  } finally {
    await t.close();
  }
});

Deno.test("decline reasons: the reason, the times and a hash of the reviewer's address are recorded, with no patient data", async () => {
  const t = await submitted();
  try {
    t.advance(3 * 24 * 3600_000);
    const res = await post(t.app, t.links.decline, { reason: "personal-information" });
    assert.equal(res.status, 200);
    assert.match(
      await res.text(),
      /The reason recorded: Contains someone&#39;s personal information/,
    );

    const decision = await getDecision(t.deps.kv, t.id);
    assert.equal(decision?.reason, "personal-information");
    const [record, ...others] = await moderationLog(t.deps.kv);
    assert.equal(others.length, 0);
    assert.deepEqual(record, {
      storyId: t.id,
      action: "decline",
      reason: "personal-information",
      submittedAt: "2026-06-01T09:00:00.000Z",
      decidedAt: "2026-06-04T09:00:00.000Z",
      reviewerHash: await reviewerHash(t.deps.config.reviewerEmail),
      replied: false,
    });
    assert.match(record.reviewerHash, /^[0-9a-f]{64}$/);
    const stored = JSON.stringify(record);
    for (
      const personal of [
        validStory.email,
        validStory.firstName,
        validStory.lastName,
        validStory.phone,
        t.deps.config.reviewerEmail,
      ]
    ) {
      assert.ok(!stored.includes(personal), `the record holds no ${personal}`);
    }
    // A second look shows the recorded reason.
    assert.match(
      await (await t.app.request(t.links.decline)).text(),
      /The reason recorded: Contains someone/,
    );
  } finally {
    await t.close();
  }
});

Deno.test("practice reply: an approval with a reply publishes it with the story, in the same commit as the decision", async () => {
  const t = await submitted();
  try {
    const reply = "Thank you, Margaret.\r\nWe are so glad the walks are back.";
    const res = await post(t.app, t.links.approve, { surgeryType: "Knee replacement", reply });
    assert.equal(res.status, 200);
    const feed = (await (await t.app.request("/api/stories")).json()).testimonials;
    assert.equal(feed[0].reply, "Thank you, Margaret.\nWe are so glad the walks are back.");
    assert.equal(
      (await getDecision(t.deps.kv, t.id))?.reply,
      "Thank you, Margaret.\nWe are so glad the walks are back.",
    );
    const [record] = await moderationLog(t.deps.kv);
    assert.equal(record.action, "approve");
    assert.equal(record.replied, true);
    assert.equal(record.reason, undefined);
  } finally {
    await t.close();
  }
});

Deno.test("practice reply: an approval without a reply publishes no reply field", async () => {
  const t = await submitted();
  try {
    assert.equal((await post(t.app, t.links.approve, { reply: "   " })).status, 200);
    const feed = (await (await t.app.request("/api/stories")).json()).testimonials;
    assert.equal("reply" in feed[0], false);
  } finally {
    await t.close();
  }
});

Deno.test("practice reply: an over-long or control-character reply is refused with the form and its text shown again", async () => {
  const t = await submitted();
  try {
    const before = await kvSnapshot(t.deps.kv);
    const long = "a".repeat(REPLY_MAX + 1);
    const res = await post(t.app, t.links.approve, { surgeryType: "Hip replacement", reply: long });
    assert.equal(res.status, 400);
    const page = await res.text();
    assert.match(page, /Please keep the reply to 600 characters or fewer \(it has 601\)/);
    assert.ok(page.includes(`>${long}</textarea>`), "the reply is kept in the form");
    assert.ok(page.includes(`value="Hip replacement"`), "so is the surgery type");
    assert.match(
      page,
      /id="reply"[^>]*aria-describedby="reply-hint reply-error"[^>]*aria-invalid="true"/,
    );

    const control = await post(t.app, t.links.approve, { reply: "Thanks\u0007" });
    assert.equal(control.status, 400);
    assert.match(await control.text(), /characters we cannot accept/);

    assert.deepEqual(await kvSnapshot(t.deps.kv), before, "nothing recorded or published");
    assert.equal(
      (await post(t.app, t.links.approve, { reply: "a".repeat(REPLY_MAX) })).status,
      200,
      "600 is allowed",
    );
  } finally {
    await t.close();
  }
});
