import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import type { SiteManifest } from "../../edge/site-manifest.ts";
import { withTempSite } from "./helpers.ts";

/**
 * The prerendered pages carry their critical CSS inline; the build lists each block's hash in
 * dist/_site.json and the edge allows exactly those hashes in that page's CSP (issue 21).
 */
const hash = (css: string) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`;
const styleSrc = (response: Response) =>
  response.headers.get("content-security-policy")!.match(/style-src ([^;]+)/)![1].split(" ");

const homeCss = "body{margin:0}";
const aboutCss = "h1{color:#123}";
const notFoundCss = "p{color:#456}";

const manifest: SiteManifest = {
  routes: [{ path: "/", file: "index.html" }, { path: "/AboutMe", file: "AboutMe/index.html" }],
  redirects: [],
  notFound: "404.html",
  assets: { css: "/assets/styles.ABCD1234.css", siteScript: "/assets/site.ABCD1234.js" },
  inlineStyleHashes: {
    "index.html": [hash(homeCss)],
    "AboutMe/index.html": [hash(aboutCss)],
    "404.html": [hash(notFoundCss)],
  },
};
const files = {
  "index.html": `<!DOCTYPE html><style>${homeCss}</style>`,
  "AboutMe/index.html": `<!DOCTYPE html><style>${aboutCss}</style>`,
  "404.html": `<!DOCTYPE html><style>${notFoundCss}</style>`,
};

function withSite(fn: (request: (path: string) => Promise<Response>) => Promise<void>) {
  return withTempSite(files, manifest, (app) => fn(async (path) => await app.request(path)));
}

Deno.test("each page's CSP allows its own inline style blocks, and no other page's", () =>
  withSite(async (request) => {
    const home = styleSrc(await request("/"));
    assert.ok(home.includes(hash(homeCss)));
    assert.ok(!home.includes(hash(aboutCss)));
    const about = styleSrc(await request("/AboutMe"));
    assert.ok(about.includes(hash(aboutCss)));
    assert.ok(!about.includes(hash(homeCss)));
    assert.ok(!about.includes("'unsafe-inline'"));
  }));

Deno.test("the 404 page, served at any unknown path, carries the 404 page's hashes", () =>
  withSite(async (request) => {
    const missing = await request("/no/such/page");
    assert.equal(missing.status, 404);
    assert.ok(styleSrc(missing).includes(hash(notFoundCss)));
  }));

Deno.test("pages the edge renders itself (here: a moderation link) keep their one fixed style hash and nothing more", () =>
  withSite(async (request) => {
    const response = await request("/moderate/some-story?sig=forged");
    assert.match(response.headers.get("content-type") ?? "", /^text\/html/);
    assert.equal(styleSrc(response).filter((s) => s.startsWith("'sha256-")).length, 1);
  }));
