import assert from "node:assert/strict";
import { createApp } from "../../edge/app.ts";
import {
  DECLINED_RETENTION_MS,
  getDecision,
  getStory,
  listPendingStoryIds,
} from "../../edge/stories/store.ts";
import { signModerationLink } from "../../edge/stories/moderation-links.ts";
import { testDeps } from "./helpers.ts";
import {
  deliverAll,
  kvExpiry,
  kvSnapshot,
  moderationLinks,
  postForm,
  postStory,
  submittedStory,
  validStory,
} from "./story-helpers.ts";

const DAY = 24 * 3600_000;

const submitted = submittedStory;
const post = postForm;

async function feedNames(app: ReturnType<typeof createApp>): Promise<string[]> {
  return (await (await app.request("/api/stories")).json()).testimonials.map((
    story: { name: string },
  ) => story.name);
}

function withParam(path: string, name: string, value: string): string {
  const url = new URL(path, "http://x");
  url.searchParams.set(name, value);
  return url.pathname + url.search;
}

function assertAccessiblePage(page: string) {
  assert.match(page, /^<!doctype html>/i);
  assert.match(page, /<html lang="en">/);
  assert.match(page, /<title>[^<]+<\/title>/);
  assert.match(page, /<h1>/);
  assert.doesNotMatch(page, /<script/i, "moderation pages carry no scripts");
}

Deno.test("moderation: the links open a confirmation page; GET and HEAD change nothing", async () => {
  const t = await submitted();
  try {
    const before = await kvSnapshot(t.deps.kv);
    for (const path of [t.links.approve, t.links.decline]) {
      for (let i = 0; i < 3; i++) {
        const res = await t.app.request(path);
        assert.equal(res.status, 200);
        assert.equal(res.headers.get("cache-control"), "no-store");
        assert.equal(res.headers.get("referrer-policy"), "no-referrer");
        const page = await res.text();
        assertAccessiblePage(page);
        assert.ok(page.includes(validStory.description), "the story in full");
        assert.ok(
          page.includes(validStory.email) && page.includes(validStory.phone),
          "contact details for the reviewer",
        );
        assert.match(page, /<form method="post" action="\/moderate\//);
        const head = await t.app.request(path, { method: "HEAD" });
        assert.equal(head.status, 200);
        assert.equal(await head.text(), "");
      }
    }
    const approvePage = await (await t.app.request(t.links.approve)).text();
    assert.match(approvePage, /<label for="surgeryType">/);
    assert.match(approvePage, /<input type="text" id="surgeryType" name="surgeryType"/);
    assert.match(approvePage, /Approve and publish/);
    const declinePage = await (await t.app.request(t.links.decline)).text();
    assert.doesNotMatch(declinePage, /surgeryType/);
    assert.match(declinePage, /Decline story/);

    assert.deepEqual(await kvSnapshot(t.deps.kv), before, "no key written or removed");
    assert.equal((await getStory(t.deps.kv, t.id))?.status, "pending");
    assert.equal(await getDecision(t.deps.kv, t.id), null);
    assert.deepEqual(await feedNames(t.app), []);
  } finally {
    await t.close();
  }
});

Deno.test("moderation: POST approves, with the surgery type and the time of the decision", async () => {
  const t = await submitted();
  try {
    t.advance(2 * 3600_000);
    const res = await post(t.app, t.links.approve, { surgeryType: "  Total   knee replacement " });
    assert.equal(res.status, 200);
    const page = await res.text();
    assertAccessiblePage(page);
    assert.match(page, /Story approved/);
    assert.match(page, /1 June 2026 at 12:00/);

    const decision = await getDecision(t.deps.kv, t.id);
    assert.deepEqual(decision, {
      storyId: t.id,
      action: "approve",
      decidedAt: "2026-06-01T11:00:00.000Z",
      surgeryType: "Total knee replacement",
    });
    const story = await getStory(t.deps.kv, t.id);
    assert.equal(story?.status, "approved");
    assert.equal(story?.decidedAt, "2026-06-01T11:00:00.000Z");
    assert.deepEqual(await listPendingStoryIds(t.deps.kv), []);
    const feed = (await (await t.app.request("/api/stories")).json()).testimonials;
    assert.equal(feed.length, 1);
    assert.equal(feed[0].surgeryType, "Total knee replacement");
    assert.equal(
      await kvExpiry(t.dataDir, ["stories", t.id]),
      null,
      "an approved story does not expire",
    );
  } finally {
    await t.close();
  }
});

Deno.test("moderation: a second decision changes nothing and shows the first", async () => {
  const t = await submitted();
  try {
    assert.equal(
      (await post(t.app, t.links.approve, { surgeryType: "Hip replacement" })).status,
      200,
    );
    const after = await kvSnapshot(t.deps.kv);
    t.advance(DAY);

    const replayed = await post(t.app, t.links.approve, { surgeryType: "Something else" });
    assert.equal(replayed.status, 409);
    assert.match(
      await replayed.text(),
      /already been approved[\s\S]*approved on 1 June 2026 at 10:00/,
    );
    const declined = await post(t.app, t.links.decline);
    assert.equal(declined.status, 409);
    assert.match(await declined.text(), /already been approved/);
    const looked = await t.app.request(t.links.decline);
    assert.equal(looked.status, 200);
    assert.match(await looked.text(), /already been approved[\s\S]*Nothing has been changed/);

    assert.deepEqual(await kvSnapshot(t.deps.kv), after);
    assert.equal((await getDecision(t.deps.kv, t.id))?.surgeryType, "Hip replacement");
  } finally {
    await t.close();
  }
});

Deno.test("moderation: two decisions racing — exactly one is recorded", async () => {
  const t = await submitted();
  try {
    const answers = await Promise.all([
      post(t.app, t.links.approve),
      post(t.app, t.links.decline, { reason: "duplicate" }),
      post(t.app, t.links.approve),
    ]);
    const statuses = answers.map((res) => res.status).sort();
    assert.deepEqual(statuses, [200, 409, 409]);
    const decision = await getDecision(t.deps.kv, t.id);
    const story = await getStory(t.deps.kv, t.id);
    assert.equal(story?.status, decision?.action === "approve" ? "approved" : "declined");
    assert.equal((await feedNames(t.app)).length, decision?.action === "approve" ? 1 : 0);
  } finally {
    await t.close();
  }
});

Deno.test("moderation: declining keeps the story off the site and sets its personal data to expire after 30 days", async () => {
  const t = await submitted();
  try {
    const realNow = Date.now();
    const res = await post(t.app, t.links.decline, {
      surgeryType: "ignored",
      reason: "advertising",
    });
    assert.equal(res.status, 200);
    const page = await res.text();
    assert.match(page, /Story declined/);
    assert.match(page, /deleted after 1 July 2026/);

    const decision = await getDecision(t.deps.kv, t.id);
    assert.equal(decision?.action, "decline");
    assert.equal(decision?.surgeryType, undefined);
    assert.equal(
      decision?.personalDataDeletedAfter,
      new Date(t.deps.clock().getTime() + DECLINED_RETENTION_MS).toISOString(),
    );
    assert.equal((await getStory(t.deps.kv, t.id))?.status, "declined");
    assert.deepEqual(await feedNames(t.app), []);

    const expiry = await kvExpiry(t.dataDir, ["stories", t.id]);
    assert.ok(expiry !== null, "the declined story expires");
    assert.ok(Math.abs(expiry - (realNow + DECLINED_RETENTION_MS)) < 60_000, "in 30 days");
    assert.equal(
      await kvExpiry(t.dataDir, ["story_decisions", t.id]),
      null,
      "the decision itself (no personal data) is kept",
    );
  } finally {
    await t.close();
  }
});

Deno.test("moderation: forged, altered and expired links are refused with a 403 page and change nothing", async () => {
  const t = await submitted();
  try {
    const app = t.app;
    const other = await postStory(app, { ...validStory, firstName: "Other" });
    assert.equal(other.status, 200);
    const otherId = (await listPendingStoryIds(t.deps.kv)).find((id) => id !== t.id)!;
    const before = await kvSnapshot(t.deps.kv);
    const approve = new URL(t.links.approve, "http://x");
    const expires = approve.searchParams.get("expires")!;

    const forgedToken = await signModerationLink("not-the-secret", {
      id: t.id,
      action: "approve",
      expires: Number(expires),
    });
    const refused: Array<[string, string]> = [
      ["forged token", withParam(t.links.approve, "token", forgedToken)],
      ["random token", withParam(t.links.approve, "token", "A".repeat(43))],
      ["token not base64", withParam(t.links.approve, "token", "!!!")],
      ["action changed", withParam(t.links.approve, "action", "decline")],
      ["unknown action", withParam(t.links.approve, "action", "delete")],
      ["expiry extended", withParam(t.links.approve, "expires", String(Number(expires) + 3600))],
      ["expiry not a number", withParam(t.links.approve, "expires", "soon")],
      ["token missing", t.links.approve.replace(/&token=[^&]*/, "")],
      ["another story's id", t.links.approve.replace(t.id, otherId)],
      ["id not an id", t.links.approve.replace(t.id, "..%2F..%2Fetc")],
    ];
    for (const [label, path] of refused) {
      for (const res of [await app.request(path), await post(app, path, { surgeryType: "x" })]) {
        assert.equal(res.status, 403, label);
        const page = await res.text();
        assertAccessiblePage(page);
        assert.match(page, /not valid/, label);
        assert.ok(!page.includes(validStory.description), `${label}: the story stays hidden`);
      }
    }

    // Past its expiry, a link to a story no longer waiting (KV has expired it) is refused.
    t.advance(14 * DAY + 1000);
    await t.deps.kv.atomic().delete(["stories", t.id]).delete(["stories_pending", t.id]).commit();
    const gone = await kvSnapshot(t.deps.kv);
    for (const path of [t.links.approve, t.links.decline]) {
      for (const res of [await app.request(path), await post(app, path)]) {
        assert.equal(res.status, 403);
        assert.match(await res.text(), /has expired/);
      }
    }
    assert.deepEqual(await kvSnapshot(t.deps.kv), gone);
    assert.ok(before.length > gone.length);
  } finally {
    await t.close();
  }
});

Deno.test("moderation: a link just inside its 14 days still works", async () => {
  const t = await submitted();
  try {
    t.advance(14 * DAY - 1000);
    assert.equal((await t.app.request(t.links.approve)).status, 200);
    assert.equal((await post(t.app, t.links.approve)).status, 200);
  } finally {
    await t.close();
  }
});

Deno.test("moderation: bad forms are refused without a decision", async () => {
  const t = await submitted();
  try {
    const before = await kvSnapshot(t.deps.kv);
    const long = await post(t.app, t.links.approve, { surgeryType: "x".repeat(101) });
    assert.equal(long.status, 400);
    const page = await long.text();
    assert.match(page, /100 characters or fewer/);
    assert.match(page, /aria-invalid="true"/);
    const json = await t.app.request(t.links.approve, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    assert.equal(json.status, 415);
    assertAccessiblePage(await json.text());
    const put = await t.app.request(t.links.approve, { method: "PUT" });
    assert.equal(put.status, 405);
    assert.deepEqual(await kvSnapshot(t.deps.kv), before);
  } finally {
    await t.close();
  }
});

Deno.test("moderation: hostile story text is shown as text in the email and on the pages", async () => {
  const hostile = {
    ...validStory,
    firstName: "<b>Eve</b>",
    lastName: '"><img src=x onerror=alert(1)>',
    description:
      "<script>alert('story')</script> and <img src=x onerror=alert(2)> — still a real story.",
  };
  const t = await submitted(hostile);
  try {
    for (const html of [t.mail.html, await (await t.app.request(t.links.approve)).text()]) {
      assert.doesNotMatch(html, /<script/i);
      assert.doesNotMatch(html, /<img/i);
      assert.doesNotMatch(html, /<b>Eve/);
      assert.ok(html.includes("&lt;script&gt;alert(&#39;story&#39;)&lt;/script&gt;"));
      assert.ok(html.includes("&lt;img src=x onerror=alert(2)&gt;"));
    }
    assert.ok(t.mail.text.includes(hostile.description), "the text part is the story as written");
    await post(t.app, t.links.approve);
    const feed = (await (await t.app.request("/api/stories")).json()).testimonials;
    assert.equal(
      feed[0].text,
      hostile.description,
      "the feed carries the text; the widget renders it as text",
    );
    assert.equal(feed[0].name, '<b>Eve</b> ".');
  } finally {
    await t.close();
  }
});

Deno.test("moderation: without a signing secret the app refuses to start", async () => {
  const t = await testDeps({}, { storySigningSecret: "" });
  try {
    assert.throws(() => createApp(t.deps), /STORY_SIGNING_SECRET/);
  } finally {
    await t.close();
  }
});

Deno.test("retention: an undecided story expires; approval keeps the story and holds its contact details for KV to expire", async () => {
  const { PENDING_RETENTION_MS, APPROVED_CONTACT_RETENTION_MS, scrubExpiredContactDetails } =
    await import("../../edge/stories/store.ts");
  const t = await submitted();
  try {
    // KV expiry runs on the real clock, whatever the app's clock says.
    const pendingExpiry = await kvExpiry(t.dataDir, ["stories", t.id]);
    assert.ok(
      pendingExpiry !== null &&
        Math.abs(pendingExpiry - (Date.now() + PENDING_RETENTION_MS)) < 60_000,
      "an undecided story expires",
    );
    assert.ok(
      await kvExpiry(t.dataDir, ["stories_pending", t.id]) !== null,
      "so does its pending index key",
    );

    const res = await post(t.app, t.links.approve, { surgeryType: "Knee arthroscopy" });
    assert.equal(res.status, 200);
    assert.equal(
      await kvExpiry(t.dataDir, ["stories", t.id]),
      null,
      "an approved story does not expire",
    );
    const holdExpiry = await kvExpiry(t.dataDir, ["stories_contact_hold", t.id]);
    assert.ok(
      holdExpiry !== null &&
        Math.abs(holdExpiry - (Date.now() + APPROVED_CONTACT_RETENTION_MS)) < 60_000,
      "its contact details are held for a year by KV's own expiry",
    );
    const before = await getStory(t.deps.kv, t.id);
    assert.ok(before?.email && before.phone);

    // Clock skew: an instance whose clock runs years ahead deletes nothing while the hold stands.
    const yearsAhead = new Date(Date.now() + 3 * APPROVED_CONTACT_RETENTION_MS);
    assert.equal(await scrubExpiredContactDetails(t.deps.kv, yearsAhead), 0);
    assert.ok((await getStory(t.deps.kv, t.id))?.email, "nothing deleted early");

    // Once KV has expired the hold, the email and phone go; the published story stays.
    await t.deps.kv.delete(["stories_contact_hold", t.id]);
    assert.equal(await scrubExpiredContactDetails(t.deps.kv, t.deps.clock()), 1);
    const after = await getStory(t.deps.kv, t.id);
    assert.equal(after?.email, "");
    assert.equal(after?.phone, "");
    assert.equal(after?.text, before.text);
    assert.equal(await scrubExpiredContactDetails(t.deps.kv, t.deps.clock()), 0, "once");
    const feed = await (await t.app.request("/api/stories")).json();
    assert.ok(feed.testimonials.some((s: { id: string }) => s.id === t.id), "still published");
  } finally {
    await t.close();
  }
});

Deno.test("retention: a story approved before the hold keys is scrubbed by its recorded due time", async () => {
  const { APPROVED_CONTACT_RETENTION_MS, scrubExpiredContactDetails } = await import(
    "../../edge/stories/store.ts"
  );
  const t = await submitted();
  try {
    assert.equal((await post(t.app, t.links.approve, { surgeryType: "" })).status, 200);
    const approvedAt = Date.parse((await getDecision(t.deps.kv, t.id))!.decidedAt);
    // as the store recorded it then
    const due = approvedAt + APPROVED_CONTACT_RETENTION_MS;
    await t.deps.kv.atomic()
      .delete(["stories_contact_hold", t.id])
      .delete(["stories_contact_due", t.id])
      .set(["stories_contact_expiry", due, t.id], t.id)
      .commit();
    assert.equal(await scrubExpiredContactDetails(t.deps.kv, new Date(due - 3600_000)), 0);
    assert.ok((await getStory(t.deps.kv, t.id))?.email);
    assert.equal(await scrubExpiredContactDetails(t.deps.kv, new Date(due + 3600_000)), 1);
    assert.equal((await getStory(t.deps.kv, t.id))?.email, "");
  } finally {
    await t.close();
  }
});

Deno.test("clock skew: links written by an instance whose clock runs 20 days behind work while the story waits", async () => {
  const t = await submittedStory();
  try {
    // Another story, sent through an instance 20 days behind: its links say they expired 6 days ago.
    t.advance(-20 * DAY);
    assert.equal((await postStory(t.app, { ...validStory, firstName: "Skewed" })).status, 200);
    const [mail] = await deliverAll(t.deps.kv, t.deps.mailer, t.deps.clock());
    const links = moderationLinks(mail, t.deps.config.siteUrl);
    t.advance(20 * DAY);
    const expiry = Number(new URL(links.approve, "http://x").searchParams.get("expires")) * 1000;
    assert.ok(expiry < t.deps.clock().getTime(), "expired by this instance's clock");

    const page = await t.app.request(links.approve);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /Approve this story for the website\?/);
    assert.equal((await post(t.app, links.decline, { reason: "duplicate" })).status, 200);
    // Decided, it waits no more: the expired link now says so.
    const late = await t.app.request(links.approve);
    assert.equal(late.status, 403);
    assert.match(await late.text(), /has expired/);
  } finally {
    await t.close();
  }
});

Deno.test("retention: the periods the code applies are the ones the privacy page states", async () => {
  const db = await import("../../edge/stories/store.ts");
  const { ENQUIRY_RETENTION_MS } = await import("../../edge/enquiry/store.ts");
  const { SENT_RECORD_RETENTION_MS } = await import("../../edge/mail/outbox.ts");
  const { retention, DAY_MS } = await import("../../content/retention.ts");
  assert.equal(db.PENDING_RETENTION_MS, retention.pendingStoryDays * DAY_MS);
  assert.equal(db.DECLINED_RETENTION_MS, retention.declinedStoryDays * DAY_MS);
  assert.equal(db.APPROVED_CONTACT_RETENTION_MS, retention.approvedContactDetailsDays * DAY_MS);
  assert.equal(ENQUIRY_RETENTION_MS, retention.enquiryDays * DAY_MS);
  assert.equal(SENT_RECORD_RETENTION_MS, retention.sentMailRecordDays * DAY_MS);
});
