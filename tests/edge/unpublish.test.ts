/**
 * Unpublishing (issue 30): approving a story sends the reviewer a "published" email with a signed,
 * scanner-safe Unpublish link (GET shows a page, only its POST acts); unpublishing takes the story
 * off every surface — the feed, the stories page, the badge, the figures, the iframes and what
 * oEmbed embeds — within a second on every instance, and the transparency report counts it by
 * reason with nothing else about the story.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import type { Hono } from "hono";
import { createApp } from "../../edge/app.ts";
import type { SiteManifest } from "../../edge/site-manifest.ts";
import { FEED_RECHECK_MS } from "../../edge/stories/published.ts";
import {
  getDecision,
  getStory,
  listPendingStoryIds,
  REMOVED_RETENTION_MS,
  unpublishStory,
} from "../../edge/stories/store.ts";
import { signModerationLink } from "../../edge/stories/moderation-links.ts";
import { listOutbox } from "../../edge/mail/outbox.ts";
import type { ModerationStats } from "../../lib/moderation-report.ts";
import { type TestDeps, testDeps, withTempSite } from "./helpers.ts";
import {
  deliverAll,
  kvExpiry,
  kvSnapshot,
  moderationLinks,
  postForm,
  postStory,
  validStory,
} from "./story-helpers.ts";

/** Submits and approves a story; answers its id and the path of the Unpublish link it was sent. */
async function publishOne(app: Hono, t: TestDeps, firstName: string, rating = 5) {
  const before = new Set(await listPendingStoryIds(t.deps.kv));
  assert.equal((await postStory(app, { ...validStory, firstName, rating })).status, 200);
  const id = (await listPendingStoryIds(t.deps.kv)).find((candidate) => !before.has(candidate))!;
  const review = (await deliverAll(t.deps.kv, t.deps.mailer, t.deps.clock()))
    .find((mail) => mail.subject.startsWith("Patient story to review"))!;
  const approved = await postForm(app, moderationLinks(review, t.deps.config.siteUrl).approve);
  assert.equal(approved.status, 200);
  const published = (await deliverAll(t.deps.kv, t.deps.mailer, t.deps.clock()))
    .find((mail) => mail.subject.startsWith("Story published"))!;
  assert.ok(published, "the reviewer is told the story is published");
  const link = published.text.match(/^Unpublish: (\S+)$/m)?.[1] ?? "";
  assert.ok(link.startsWith(`${t.deps.config.siteUrl}/moderate/${id}?`), link);
  return { id, unpublish: link.slice(t.deps.config.siteUrl.length), mail: published };
}

const feedIds = async (app: Hono) =>
  ((await (await app.request("/api/stories")).json()).testimonials as Array<{ id: string }>)
    .map((story) => story.id);
const stats = async (app: Hono) =>
  await (await app.request("/api/stories/stats")).json() as ModerationStats;
const removedBy = (s: ModerationStats, id: string) =>
  s.removed.byReason.find((row) => row.id === id)?.count;

Deno.test("published: approval queues the reviewer's email with an Unpublish link that does not expire, in the decision's commit", async () => {
  const t = await testDeps({ RATE_LIMIT_STORIES: "100/3600" });
  try {
    const app = createApp(t.deps);
    const { id, unpublish, mail } = await publishOne(app, t, "Winifred");
    assert.equal(mail.to, t.deps.config.reviewerEmail);
    assert.match(mail.subject, /^Story published: Winifred F\., 5 out of 5 stars$/);
    const url = new URL(unpublish, "http://x");
    assert.equal(url.searchParams.get("action"), "unpublish");
    assert.equal(url.searchParams.get("expires"), null, "works as long as the story is published");
    assert.match(mail.text, /^Consent: given 1 June 2026/m);
    assert.match(mail.html, /href="[^"]*action=unpublish[^"]*"[^>]*>Unpublish<\/a>/);
    // The story records both emails about it, so an erasure can find them.
    const story = await getStory(t.deps.kv, id);
    assert.deepEqual(
      new Set(story?.mailIds),
      new Set((await listOutbox(t.deps.kv)).map((entry) => entry.id)),
    );
    // Still valid years later.
    t.advance(3 * 365 * 24 * 3600_000);
    const page = await app.request(unpublish);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /Take this story off the website\?/);
  } finally {
    await t.close();
  }
});

const PAGE =
  `<!DOCTYPE html><title>Stories</title><div class="widget-slot" data-widget="reviews" data-feed="unknown"></div>`;
const POLICY =
  `<!DOCTYPE html><title>Review policy</title><table><tr><td data-stat="removed-total">not available</td></tr><tr><td data-stat="removed-author-request">not available</td></tr><tr><td data-stat="removed-practice">not available</td></tr></table>`;
const site = {
  files: {
    "index.html": "<!DOCTYPE html><title>Home</title>",
    "patient-success-stories/index.html": PAGE,
    "review-policy/index.html": POLICY,
    "404.html": "<!DOCTYPE html><title>Not found</title>",
  },
  manifest: {
    routes: [
      { path: "/", file: "index.html" },
      { path: "/patient-success-stories", file: "patient-success-stories/index.html" },
      { path: "/review-policy", file: "review-policy/index.html" },
    ],
    redirects: [],
    notFound: "404.html",
    assets: { css: "/assets/styles.ABCD1234.css", siteScript: "/assets/site.ABCD1234.js" },
  } as SiteManifest,
};

Deno.test("unpublish: GET and HEAD change nothing; the POST takes the story off every surface at once and counts it by reason", () =>
  withTempSite(site.files, site.manifest, async (app, t) => {
    const names = ["Ada", "Bea", "Cy", "Di", "Ed"];
    const published = [];
    for (const name of names) published.push(await publishOne(app, t, name, 4));
    const [target] = published;
    const oembedFrame = async () => {
      const answer = await (await app.request(
        `/oembed?url=${encodeURIComponent(`${t.deps.config.siteUrl}/patient-success-stories`)}`,
      )).json();
      const src = answer.html.match(/src="([^"]+)"/)[1] as string;
      return await (await app.request(new URL(src).pathname + new URL(src).search)).text();
    };

    assert.ok((await feedIds(app)).includes(target.id));
    assert.match(await (await app.request("/api/badge.svg")).text(), /from 5 patient stories/);
    assert.match(await (await app.request("/embed/reviews")).text(), />Ada F\.</);
    assert.match(await oembedFrame(), />Ada F\.</);

    // Looking changes nothing.
    const before = await kvSnapshot(t.deps.kv);
    const page = await app.request(target.unpublish);
    assert.equal(page.status, 200);
    assert.equal(page.headers.get("cache-control"), "no-store");
    const html = await page.text();
    assert.match(html, /Take this story off the website\?/);
    assert.match(html, /name="reason" value="author-request"/);
    assert.match(html, /name="reason" value="practice"/);
    assert.equal((await app.request(target.unpublish, { method: "HEAD" })).status, 200);
    // Without a reason the form comes back.
    const noReason = await postForm(app, target.unpublish);
    assert.equal(noReason.status, 400);
    assert.match(await noReason.text(), /Please choose why the story is being removed/);
    assert.deepEqual(
      await kvSnapshot(t.deps.kv),
      before,
      "GET, HEAD and a bad form changed nothing",
    );

    const done = await postForm(app, target.unpublish, { reason: "author-request" });
    assert.equal(done.status, 200);
    assert.match(await done.text(), /Story unpublished/);

    // Gone from every surface, in this instance at once.
    assert.ok(!(await feedIds(app)).includes(target.id), "the feed");
    const badge = await (await app.request("/api/badge.svg")).text();
    assert.doesNotMatch(badge, /out of 5/, "the badge: four stories, so no rating");
    const frame = await (await app.request("/embed/reviews")).text();
    assert.doesNotMatch(frame, /Ada F\./, "the iframe");
    assert.match(frame, /4 patient stories/);
    assert.doesNotMatch(await oembedFrame(), /Ada F\./, "what oEmbed embeds");
    const s = await stats(app);
    assert.equal(s.removed.total, 1);
    assert.equal(removedBy(s, "author-request"), 1);
    assert.equal(removedBy(s, "practice"), 0);
    assert.equal(s.published, 5, "it was published; the removal is counted beside it");
    const policy = await (await app.request("/review-policy")).text();
    assert.match(policy, /data-stat="removed-author-request">1</);
    assert.match(policy, /data-stat="removed-total">1</);

    // What is kept: the story, unpublished, for 30 days; the removal's reason and time alone.
    const story = await getStory(t.deps.kv, target.id);
    assert.equal(story?.status, "unpublished");
    assert.equal(story?.removalReason, "author-request");
    const expiry = await kvExpiry(t.dataDir, ["stories", target.id]);
    assert.ok(expiry !== null && Math.abs(expiry - (Date.now() + REMOVED_RETENTION_MS)) < 60_000);
    assert.equal((await getDecision(t.deps.kv, target.id))?.removalReason, "author-request");
    const removals = [];
    for await (const entry of t.deps.kv.list({ prefix: ["story_removals"] })) removals.push(entry);
    assert.equal(removals.length, 1);
    assert.deepEqual(removals[0].value, {
      reason: "author-request",
      removedAt: t.deps.clock().toISOString(),
    });
    for (const key of [["stories_contact_hold", target.id], ["stories_contact_due", target.id]]) {
      assert.equal((await t.deps.kv.get(key)).versionstamp, null, `${key[0]}: no longer held`);
    }

    // A second click says so and changes nothing.
    const again = await postForm(app, target.unpublish, { reason: "practice" });
    assert.equal(again.status, 409);
    assert.match(await again.text(), /already been unpublished/);
    assert.equal(removedBy(await stats(app), "practice"), 0);

    // With every story taken down, the stories page says its feed is empty.
    assert.doesNotMatch(await (await app.request("/patient-success-stories")).text(), /"empty"/);
    for (const { id } of published.slice(1)) {
      assert.equal(
        (await unpublishStory(t.deps.kv, id, { reason: "practice", now: t.deps.clock() }))
          .outcome,
        "unpublished",
      );
    }
    assert.match(await (await app.request("/patient-success-stories")).text(), /data-feed="empty"/);
    assert.equal(removedBy(await stats(app), "practice"), 4);
  }));

Deno.test("unpublish: another instance on the same KV file stops showing the story within a second", async () => {
  const t = await testDeps({ RATE_LIMIT_STORIES: "100/3600" });
  const otherKv = await Deno.openKv(join(t.dataDir, "kv.sqlite3"));
  try {
    const a = createApp(t.deps);
    const b = createApp({ ...t.deps, kv: otherKv });
    const { id, unpublish } = await publishOne(a, t, "Hester");
    t.advance(FEED_RECHECK_MS);
    assert.deepEqual(await feedIds(b), [id], "b has it (and caches it)");
    assert.match(await (await b.request("/embed/reviews")).text(), /Hester F\./);

    assert.equal((await postForm(a, unpublish, { reason: "practice" })).status, 200);
    assert.deepEqual(await feedIds(a), [], "at once where it was done");
    assert.equal(removedBy(await stats(b), "practice"), 1, "b's figures at once");
    t.advance(FEED_RECHECK_MS);
    assert.deepEqual(await feedIds(b), [], "b's feed within FEED_RECHECK_MS (one second)");
    assert.doesNotMatch(await (await b.request("/embed/reviews")).text(), /Hester F\./);
  } finally {
    otherKv.close();
    await t.close();
  }
});

Deno.test("unpublish: forged, altered and cross-site requests are refused and change nothing", async () => {
  const t = await testDeps({ RATE_LIMIT_STORIES: "100/3600" });
  try {
    const app = createApp(t.deps);
    const { id, unpublish } = await publishOne(app, t, "Ivy");
    const before = await kvSnapshot(t.deps.kv);
    const url = new URL(unpublish, "http://x");
    const forged = await signModerationLink("not-the-secret", {
      id,
      action: "unpublish",
      expires: null,
    });
    const refused = [
      `/moderate/${id}?action=unpublish&token=${forged}`,
      `/moderate/${id}?action=erase&token=${url.searchParams.get("token")}`,
      `/moderate/${id}?action=unpublish&expires=9999999999&token=${url.searchParams.get("token")}`,
      `/moderate/${id}?action=approve&token=${url.searchParams.get("token")}`,
    ];
    for (const path of refused) {
      assert.equal((await app.request(path)).status, 403, path);
      assert.equal((await postForm(app, path, { reason: "practice" })).status, 403, path);
    }
    const crossSite = await app.request(unpublish, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "cross-site",
      },
      body: "reason=practice",
    });
    assert.equal(crossSite.status, 403);
    assert.deepEqual(await kvSnapshot(t.deps.kv), before);
    assert.deepEqual(await feedIds(app), [id]);
  } finally {
    await t.close();
  }
});
