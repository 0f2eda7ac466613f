/**
 * The patient stories page says whether any story is published: `data-feed="empty"` while none
 * is (so the page shows the empty state in the room the widget will take), unchanged otherwise.
 */
import assert from "node:assert/strict";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { SiteManifest } from "../../edge/site-manifest.ts";
import { STORIES_PAGE_PATH } from "../../edge/stories-page.ts";
import { createStory, decideStory } from "../../edge/stories/store.ts";
import type { Story } from "../../edge/stories/story.ts";
import { STORY_CONSENT_VERSION } from "../../content/story-consent.ts";
import { withTempSite } from "./helpers.ts";

const PAGE =
  `<!DOCTYPE html><title>Stories</title><div class="widget-slot" data-widget="reviews" data-feed="unknown"></div>`;

const manifest = {
  routes: [{ path: "/", file: "index.html" }, {
    path: STORIES_PAGE_PATH,
    file: "patient-success-stories/index.html",
  }],
  redirects: [],
  notFound: "404.html",
  assets: { css: "/assets/styles.ABCD1234.css", siteScript: "/assets/site.ABCD1234.js" },
} as SiteManifest;
const files = {
  "index.html": `<!DOCTYPE html><title>Home</title><p data-feed="unknown"></p>`,
  "patient-success-stories/index.html": PAGE,
  "patient-success-stories/index.html.br": "stale precompressed copy",
  "patient-success-stories/index.html.gz": "stale precompressed copy",
  "404.html": "<!DOCTYPE html><title>Not found</title>",
};

function withStoriesSite(
  fn: (
    request: (path: string, init?: RequestInit) => Promise<Response>,
    kv: Deno.Kv,
  ) => Promise<void>,
) {
  return withTempSite(
    files,
    manifest,
    (app, t) => fn(async (path, init) => await app.request(path, init), t.deps.kv),
  );
}

Deno.test("with no story published, the stories page says its feed is empty, in every encoding, with its own ETag", () =>
  withStoriesSite(async (request) => {
    const plain = await request(STORIES_PAGE_PATH);
    assert.equal(plain.status, 200);
    const html = await plain.text();
    assert.match(html, /data-feed="empty"/);
    assert.doesNotMatch(html, /data-feed="unknown"/);
    const etag = plain.headers.get("etag")!;
    assert.match(etag, /-empty"$/);

    const br = await request(STORIES_PAGE_PATH, { headers: { "accept-encoding": "br" } });
    assert.equal(br.headers.get("content-encoding"), "br");
    assert.equal(
      new TextDecoder().decode(brotliDecompressSync(new Uint8Array(await br.arrayBuffer()))),
      html,
    );
    const gz = await request(STORIES_PAGE_PATH, { headers: { "accept-encoding": "gzip" } });
    assert.equal(gz.headers.get("content-encoding"), "gzip");
    assert.equal(
      new TextDecoder().decode(gunzipSync(new Uint8Array(await gz.arrayBuffer()))),
      html,
    );

    const again = await request(STORIES_PAGE_PATH, { headers: { "if-none-match": etag } });
    assert.equal(again.status, 304);
    // Other pages are served as built.
    assert.match(await (await request("/")).text(), /data-feed="unknown"/);
  }));

Deno.test("once a story is published, the stories page is served as built (room for a page of cards)", () =>
  withStoriesSite(async (request, kv) => {
    const before = await request(STORIES_PAGE_PATH);
    const emptyEtag = before.headers.get("etag")!;
    await before.body?.cancel();
    const now = new Date();
    const story: Story = {
      id: "01JZ0000000000000000000001",
      firstName: "Jane",
      lastName: "Doe",
      phone: "01632 960000",
      email: "jane@example.com",
      text: "Thank you for my new knee.",
      stars: 5,
      stayAnonymous: false,
      consent: { version: STORY_CONSENT_VERSION, givenAt: now.toISOString() },
      submittedAt: now.toISOString(),
      status: "pending",
    };
    await createStory(kv, story, { to: "r@example.com", subject: "s", text: "t", html: "h" });
    await decideStory(kv, story.id, { action: "approve", now });
    const after = await request(STORIES_PAGE_PATH);
    assert.equal(await after.text(), PAGE);
    assert.notEqual(after.headers.get("etag"), emptyEtag);
    const stale = await request(STORIES_PAGE_PATH, { headers: { "if-none-match": emptyEtag } });
    assert.equal(stale.status, 200, "a cached empty page is not confirmed once stories exist");
    await stale.body?.cancel();
  }));
