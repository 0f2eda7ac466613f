/**
 * The home page's two latest stories and the trust strip's rating, filled in by the server from the
 * published feed (edge/home-page.ts): nothing while no story is published, the two newest once
 * some are, the average only from five stories, every word escaped, and a new ETag when the feed
 * changes.
 */
import assert from "node:assert/strict";
import { brotliDecompressSync } from "node:zlib";
import { FEED_VERSION_KEY } from "../../edge/stories/store.ts";
import type { PublicStory } from "../../lib/wire-types.ts";
import { excerpt, HOME_STORY_EXCERPT } from "../../edge/home-page.ts";
import type { SiteManifest } from "../../edge/site-manifest.ts";
import { homePage } from "../../content/home.ts";
import { withTempSite } from "./helpers.ts";

// The markup the prerendered home page carries (pages/views/Home.tsx), around the two slots.
const HOME = `<!DOCTYPE html><title>Home</title><main>` +
  `<ul class="trust-strip" aria-label="Qualifications and registration" data-trust=""><li>MB ChB</li><li>Consultant since 2007</li><li><a href="#insurers">Recognised by 15 health insurers</a></li></ul>` +
  `<section id="patient-stories"><h2>Patient stories</h2><div class="story-cards" data-latest-stories=""><p class="stories-none">${homePage.stories.none}</p></div><p><a href="/patient-success-stories">Read all</a></p></section></main>`;

const manifest = {
  routes: [{ path: "/", file: "index.html" }],
  redirects: [],
  notFound: "404.html",
  assets: { css: "/assets/styles.ABCD1234.css", siteScript: "/assets/site.ABCD1234.js" },
} as SiteManifest;
const files = {
  "index.html": HOME,
  // as the build leaves them: stale once the server fills the page in
  "index.html.br": "precompressed copy",
  "index.html.gz": "precompressed copy",
  "404.html": "<!DOCTYPE html><title>Not found</title>",
};

function story(i: number, overrides: Partial<PublicStory> = {}): PublicStory {
  const day = String(10 + i).padStart(2, "0");
  return {
    id: `s${i}`,
    name: `Patient ${i}`,
    text: `Story number ${i}.`,
    stars: 4,
    profileColor: "#08536a",
    surgeryType: "Total knee replacement",
    date: `2026-01-${day}`,
    submitDate: `2026-01-${day}T10:00:00.000Z`,
    ...overrides,
  };
}

/** Publishes stories as an approval does: the record, and a new feed version. */
async function publish(kv: Deno.Kv, stories: PublicStory[]) {
  for (const s of stories) await kv.set(["stories_approved", s.id], s);
  await kv.set(FEED_VERSION_KEY, new Date().toISOString());
}

function withHome(
  fn: (request: (init?: RequestInit) => Promise<Response>, kv: Deno.Kv) => Promise<void>,
) {
  return withTempSite(
    files,
    manifest,
    (app, t) => fn(async (init) => await app.request("/", init), t.deps.kv),
  );
}

Deno.test("home page: with no story published it says so, and shows no rating", () =>
  withHome(async (request) => {
    const html = await (await request()).text();
    assert.ok(html.includes(homePage.stories.none));
    assert.doesNotMatch(html, /<article|out of 5/);
  }));

Deno.test("home page: the two newest stories, escaped, with no average from fewer than five", () =>
  withHome(async (request, kv) => {
    await publish(kv, [
      story(1),
      story(2, { name: "<script>x</script>", text: 'He said "<b>thanks</b>" & left.' }),
      story(3, { stars: 5, surgeryType: "" }),
    ]);
    const html = await (await request()).text();
    const cards = html.match(/<article class="story-card"[\s\S]*?<\/article>/g) ?? [];
    assert.equal(cards.length, 2, "two stories");
    assert.match(cards[0], /<h3 id="story-s3-name">Patient 3<\/h3>/, "the newest first");
    assert.match(cards[0], /★★★★★<\/span><span class="visually-hidden">5 out of 5 stars/);
    assert.match(cards[0], /<time datetime="2026-01-13">13 January 2026<\/time>/);
    assert.match(cards[1], /&lt;script&gt;x&lt;\/script&gt;/);
    assert.match(cards[1], /He said &quot;&lt;b&gt;thanks&lt;\/b&gt;&quot; &amp; left\./);
    assert.match(cards[1], /13 January 2026|12 January 2026/);
    assert.match(cards[1], /<span class="story-avatar avatar-0" aria-hidden="true">&lt;<\/span>/);
    assert.doesNotMatch(html, /<script>x/);
    assert.ok(!html.includes(homePage.stories.none), "no longer says none is published");
    assert.doesNotMatch(html, /out of 5 from/, "no average from three stories");
  }));

Deno.test("home page: from five stories the trust strip gives the average and count, before the insurers", () =>
  withHome(async (request, kv) => {
    const before = await request();
    const etag = before.headers.get("etag")!;
    await before.body?.cancel();
    await publish(kv, [1, 2, 3, 4, 5, 6].map((i) => story(i, { stars: i % 2 ? 5 : 4 })));
    const after = await request();
    const html = await after.text();
    assert.match(
      html,
      /<li>Consultant since 2007<\/li><li><a href="\/patient-success-stories">★ 4\.5 out of 5 from 6 patient stories<\/a><\/li><li><a href="#insurers">/,
    );
    assert.notEqual(after.headers.get("etag"), etag, "a new page, a new tag");
    const stale = await request({ headers: { "if-none-match": etag } });
    assert.equal(stale.status, 200);
    await stale.body?.cancel();
    const br = await request({ headers: { "accept-encoding": "br" } });
    assert.equal(
      new TextDecoder().decode(brotliDecompressSync(new Uint8Array(await br.arrayBuffer()))),
      html,
    );
  }));

Deno.test("home page: a long story is cut at a word with an ellipsis and a link to the whole of it", () =>
  withHome(async (request, kv) => {
    const long = "word ".repeat(120).trim();
    await publish(kv, [story(1, { text: long })]);
    const html = await (await request()).text();
    const shown = html.match(/<p class="story-text">([^<]*)<\/p>/)![1];
    assert.ok(shown.endsWith("word…"), shown.slice(-20));
    assert.ok(shown.length <= HOME_STORY_EXCERPT + 1);
    assert.match(html, /<a href="\/patient-success-stories">Read Patient 1's whole story<\/a>/);
    assert.equal(excerpt("Short and whole."), "Short and whole.");
  }));
