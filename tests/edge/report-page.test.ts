/**
 * /review-policy is served by the site's one static handler with the transparency report's
 * figures filled in: conditional requests, every encoding, its inline-style hashes in the CSP,
 * and an ETag that changes whenever the filled-in figures do.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { SiteManifest } from "../../edge/site-manifest.ts";
import { REPORT_PAGE_PATH } from "../../edge/stories/report-page.ts";
import { withTempSite } from "./helpers.ts";
import { postStory, validStory } from "./story-helpers.ts";

const css = "td{text-align:right}";
const cssHash = `'sha256-${createHash("sha256").update(css).digest("base64")}'`;
const PAGE = `<!DOCTYPE html><title>Review policy</title><style>${css}</style>
<table><tr><th>Stories received</th><td data-stat="received">not available</td></tr>
<tr><th>Waiting</th><td data-stat="waiting">not available</td></tr></table>`;

const manifest = {
  routes: [{ path: "/", file: "index.html" }, {
    path: REPORT_PAGE_PATH,
    file: "review-policy/index.html",
  }],
  redirects: [],
  notFound: "404.html",
  assets: { css: "/assets/styles.ABCD1234.css", siteScript: "/assets/site.ABCD1234.js" },
  inlineStyleHashes: { "review-policy/index.html": [cssHash] },
} as SiteManifest;

const files = {
  "index.html": `<!DOCTYPE html><title>Home</title><td data-stat="received">not available</td>`,
  "review-policy/index.html": PAGE,
  // The build's precompressed copies are of the unfilled page: never served for it.
  "review-policy/index.html.br": "unfilled precompressed copy",
  "review-policy/index.html.gz": "unfilled precompressed copy",
  "404.html": "<!DOCTYPE html><title>Not found</title>",
};

Deno.test("review policy: the figures filled in, in every encoding, with the page's inline-style hash in its CSP", () =>
  withTempSite(files, manifest, async (app) => {
    const plain = await app.request(REPORT_PAGE_PATH);
    assert.equal(plain.status, 200);
    assert.equal(plain.headers.get("content-type"), "text/html; charset=utf-8");
    assert.equal(plain.headers.get("cache-control"), "public, max-age=0, must-revalidate");
    assert.ok(
      plain.headers.get("content-security-policy")!.match(/style-src ([^;]+)/)![1].split(" ")
        .includes(cssHash),
    );
    const html = await plain.text();
    assert.match(html, /<td data-stat="received">0<\/td>/);
    assert.match(html, /<td data-stat="waiting">0<\/td>/);
    assert.equal(
      plain.headers.get("content-length"),
      String(new TextEncoder().encode(html).byteLength),
    );

    const br = await app.request(REPORT_PAGE_PATH, { headers: { "accept-encoding": "br" } });
    assert.equal(br.headers.get("content-encoding"), "br");
    assert.equal(
      new TextDecoder().decode(brotliDecompressSync(new Uint8Array(await br.arrayBuffer()))),
      html,
    );
    const gz = await app.request(REPORT_PAGE_PATH, { headers: { "accept-encoding": "gzip" } });
    assert.equal(gz.headers.get("content-encoding"), "gzip");
    assert.equal(
      new TextDecoder().decode(gunzipSync(new Uint8Array(await gz.arrayBuffer()))),
      html,
    );

    const head = await app.request(REPORT_PAGE_PATH, { method: "HEAD" });
    assert.equal(head.status, 200);
    assert.equal(head.headers.get("etag"), plain.headers.get("etag"));

    // Other pages are served as built.
    assert.match(await (await app.request("/")).text(), /not available/);
  }));

Deno.test("review policy: 304 while the figures stand; a new ETag (every encoding) once they change", () =>
  withTempSite(files, manifest, async (app) => {
    const first = await app.request(REPORT_PAGE_PATH);
    const etag = first.headers.get("etag")!;
    assert.match(etag, /^"[0-9a-f]{32}"$/);
    await first.body?.cancel();
    const firstBr = await app.request(REPORT_PAGE_PATH, { headers: { "accept-encoding": "br" } });
    const brEtag = firstBr.headers.get("etag")!;
    await firstBr.body?.cancel();
    assert.equal(
      (await app.request(REPORT_PAGE_PATH, { headers: { "if-none-match": etag } })).status,
      304,
    );

    assert.equal((await postStory(app, validStory)).status, 200);
    const changed = await app.request(REPORT_PAGE_PATH, { headers: { "if-none-match": etag } });
    assert.equal(changed.status, 200, "a page with old figures is not confirmed");
    assert.notEqual(changed.headers.get("etag"), etag);
    assert.match(await changed.text(), /<td data-stat="received">1<\/td>/);
    const changedBr = await app.request(REPORT_PAGE_PATH, {
      headers: { "accept-encoding": "br", "if-none-match": brEtag },
    });
    assert.equal(changedBr.status, 200);
    assert.notEqual(changedBr.headers.get("etag"), brEtag);
    assert.match(
      new TextDecoder().decode(brotliDecompressSync(new Uint8Array(await changedBr.arrayBuffer()))),
      /data-stat="waiting">1</,
    );
  }));
