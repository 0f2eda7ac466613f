/**
 * The privacy notice names Google only where this server sends the chat's questions to Gemini
 * (GEMINI_API_KEY): the prerendered page carries both versions of each such line and the edge
 * keeps the ones that hold (edge/privacy-page.ts).
 */
import assert from "node:assert/strict";
import { dirname, join } from "node:path";
import { createApp } from "../../edge/app.ts";
import { keepProcessorLines } from "../../edge/privacy-page.ts";
import { SiteFiles } from "../../edge/site.ts";
import type { SiteManifest } from "../../edge/site-manifest.ts";
import { testDeps } from "./helpers.ts";

const PAGE = `<!DOCTYPE html><title>Privacy</title>
<p data-if="gemini">Google's Gemini service writes the assistant's answers.</p>
<p data-if="no-gemini">Your questions are not sent to any other company.</p>
<table><tbody>
<tr><th scope="row">Deno Land Inc. (Deno Deploy)</th><td>Runs this website</td></tr>
<tr data-if="gemini"><th scope="row">Google (the Gemini service)</th><td>Writes <em>answers</em></td></tr>
</tbody></table>
<ul><li>Resend: the United States.</li><li data-if="gemini">Google (the Gemini service): the United States.</li></ul>`;

Deno.test("privacy notice: the lines for the other case are removed, nothing else", () => {
  const offline = keepProcessorLines(PAGE, false);
  assert.doesNotMatch(offline, /Google/);
  assert.match(offline, /not sent to any other company/);
  assert.match(offline, /Deno Land Inc\./);
  assert.match(offline, /<li>Resend: the United States\.<\/li><\/ul>/);
  const gemini = keepProcessorLines(PAGE, true);
  assert.equal(gemini.match(/Google/g)?.length, 3);
  assert.doesNotMatch(gemini, /not sent to any other company/);
});

async function privacyPage(geminiApiKey: string | undefined) {
  const dist = await Deno.makeTempDir({ prefix: "privacy-test-" });
  const t = await testDeps();
  try {
    const manifest: SiteManifest = {
      routes: [{ path: "/privacy", file: "privacy/index.html" }],
      redirects: [],
      notFound: "404.html",
      assets: { css: "/assets/styles.css", siteScript: "/assets/site.js" },
    };
    await Deno.writeTextFile(join(dist, "_site.json"), JSON.stringify(manifest));
    for (const [path, text] of [["privacy/index.html", PAGE], ["404.html", "<title>404</title>"]]) {
      await Deno.mkdir(dirname(join(dist, path)), { recursive: true });
      await Deno.writeTextFile(join(dist, path), text);
    }
    const app = createApp(
      { ...t.deps, config: { ...t.deps.config, geminiApiKey } },
      { site: await SiteFiles.load(dist) },
    );
    const res = await app.request("/privacy");
    const html = await res.text();
    const etag = res.headers.get("etag")!;
    const again = await app.request("/privacy", { headers: { "if-none-match": etag } });
    return { html, etag, revalidated: again.status };
  } finally {
    await t.close();
    await Deno.remove(dist, { recursive: true });
  }
}

Deno.test("privacy notice: served without Google unless GEMINI_API_KEY is set, each version with its own ETag", async () => {
  const offline = await privacyPage(undefined);
  assert.doesNotMatch(offline.html, /Google/);
  assert.equal(offline.revalidated, 304);
  const gemini = await privacyPage("a-key");
  assert.match(gemini.html, /Google \(the Gemini service\)/);
  assert.equal(gemini.revalidated, 304);
  assert.notEqual(offline.etag, gemini.etag);
});
