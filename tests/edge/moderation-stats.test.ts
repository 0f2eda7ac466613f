/**
 * The transparency report, `GET /api/stories/stats`: counts from KV over the last 12 months,
 * changing as soon as a story arrives or a decision is made — in this server and in another one
 * on the same KV file — with no personal data, an ETag, and the review policy page filled in.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { createApp } from "../../edge/app.ts";
import { listPendingStoryIds } from "../../edge/stories/store.ts";
import { fillReport } from "../../edge/stories/report-page.ts";
import { median, type ModerationStats } from "../../edge/stories/stats.ts";
import { declineReasons } from "../../content/decline-reasons.ts";
import { removalReasons } from "../../content/removal-reasons.ts";
import { testDeps } from "./helpers.ts";
import { deliverAll, moderationLinks, postStory, validStory } from "./story-helpers.ts";

const DAY = 24 * 3600_000;
type App = ReturnType<typeof createApp>;

async function stats(app: App): Promise<ModerationStats> {
  const res = await app.request("/api/stories/stats");
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("content-type"), "application/json; charset=utf-8");
  return await res.json();
}

function post(app: App, path: string, form: Record<string, string> = {}) {
  return app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });
}

const reasonCount = (s: ModerationStats, id: string) =>
  s.declined.byReason.find((row) => row.id === id)?.count;

Deno.test("stats: empty at first; every reason listed with a zero", async () => {
  const t = await testDeps();
  try {
    const s = await stats(createApp(t.deps));
    assert.deepEqual(s, {
      period: { from: "2025-06-01T09:00:00.000Z", to: "2026-06-01T09:00:00.000Z" },
      received: 0,
      published: 0,
      declined: {
        total: 0,
        byReason: declineReasons.map(({ id, label }) => ({ id, label, count: 0 })),
      },
      removed: {
        total: 0,
        byReason: removalReasons.map(({ id, label }) => ({ id, label, count: 0 })),
      },
      waiting: 0,
      medianDaysToDecision: null,
    });
  } finally {
    await t.close();
  }
});

Deno.test("stats: change after each submission and decision, in this server and another on the same KV file", async () => {
  const t = await testDeps({ RATE_LIMIT_STORIES: "100/3600" });
  const otherKv = await Deno.openKv(join(t.dataDir, "kv.sqlite3"));
  try {
    const app = createApp(t.deps);
    const other = createApp({ ...t.deps, kv: otherKv });
    assert.equal((await stats(other)).received, 0, "the other server has cached an empty report");

    for (const name of ["Ada", "Bea", "Cal"]) {
      assert.equal((await postStory(app, { ...validStory, firstName: name })).status, 200);
    }
    const mails = await deliverAll(t.deps.kv, t.deps.mailer, t.deps.clock());
    const links = mails.map((mail) => moderationLinks(mail, t.deps.config.siteUrl));
    for (const server of [app, other]) {
      const s = await stats(server);
      assert.equal(s.received, 3);
      assert.equal(s.waiting, 3);
    }

    t.advance(2 * DAY);
    assert.equal((await post(app, links[0].decline, { reason: "duplicate" })).status, 200);
    let s = await stats(other);
    assert.equal(s.declined.total, 1);
    assert.equal(reasonCount(s, "duplicate"), 1);
    assert.equal(reasonCount(s, "advertising"), 0);
    assert.equal(s.waiting, 2);
    assert.equal(s.medianDaysToDecision, 2);

    t.advance(2 * DAY);
    assert.equal((await post(other, links[1].approve, { reply: "Thank you." })).status, 200);
    s = await stats(app);
    assert.equal(s.published, 1);
    assert.equal(s.waiting, 1);
    assert.equal(s.medianDaysToDecision, 3, "median of 2 and 4 days");
    assert.equal(s.received, 3);

    const body = JSON.stringify(s);
    for (
      const personal of [
        validStory.email,
        validStory.lastName,
        validStory.phone,
        "Ada",
        "Bea",
        "Thank you",
        t.deps.config.reviewerEmail,
      ]
    ) {
      assert.ok(!body.includes(personal), `no ${personal} in the report`);
    }
    assert.equal((await listPendingStoryIds(t.deps.kv)).length, 1);

    // Thirteen months on, nothing of it is in the 12-month window (the pending story has expired too).
    t.advance(396 * DAY);
    s = await stats(app);
    assert.equal(s.received, 0);
    assert.equal(s.published, 0);
    assert.equal(s.declined.total, 0);
  } finally {
    otherKv.close();
    await t.close();
  }
});

Deno.test("stats: an ETag answers 304 until the figures change", async () => {
  const t = await testDeps();
  try {
    const app = createApp(t.deps);
    const first = await app.request("/api/stories/stats");
    const etag = first.headers.get("etag")!;
    assert.match(etag, /^"[0-9a-f]{32}"$/);
    assert.equal(first.headers.get("cache-control"), "public, max-age=0, must-revalidate");
    const again = await app.request("/api/stories/stats", { headers: { "If-None-Match": etag } });
    assert.equal(again.status, 304);
    assert.equal((await postStory(app, validStory)).status, 200);
    const changed = await app.request("/api/stories/stats", { headers: { "If-None-Match": etag } });
    assert.equal(changed.status, 200);
    assert.equal((await changed.json()).received, 1);
  } finally {
    await t.close();
  }
});

Deno.test("stats: the review policy page's cells are filled in, text escaped, other markup untouched", () => {
  const page =
    `<table><caption>Patient stories, <span data-stat="period">not available</span></caption>
<tr><th scope="row">Stories received</th><td data-stat="received">not available</td></tr>
<tr><th>Declined: A duplicate</th><td data-stat="declined-duplicate">not available</td></tr>
<tr><th>Removed</th><td data-stat="removed-author-request">not available</td></tr>
<tr><th>Median</th><td data-stat="median">not available</td></tr><td data-stat="unknown-cell">keep</td></table>`;
  const filled = fillReport(page, {
    period: { from: "2025-06-01T09:00:00.000Z", to: "2026-06-01T09:00:00.000Z" },
    received: 7,
    published: 5,
    declined: { total: 1, byReason: [{ id: "duplicate", label: "A duplicate", count: 1 }] },
    removed: {
      total: 1,
      byReason: [{ id: "author-request", label: "Removed at the author's request", count: 1 }],
    },
    waiting: 1,
    medianDaysToDecision: 1.5,
  });
  assert.match(filled, /<span data-stat="period">1 June 2025 to 1 June 2026<\/span>/);
  assert.match(filled, /<td data-stat="received">7<\/td>/);
  assert.match(filled, /<td data-stat="declined-duplicate">1<\/td>/);
  assert.match(filled, /<td data-stat="median">1.5 days<\/td>/);
  assert.match(filled, /<td data-stat="removed-author-request">1<\/td>/);
  assert.match(filled, /<td data-stat="unknown-cell">keep<\/td>/);
  assert.equal(median([5, 1, 3]), 3);
  assert.equal(median([]), null);
});
