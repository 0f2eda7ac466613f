import { chromium } from "@playwright/test";
import { createServer } from "node:http";
import { embedSnippet } from "../widgets/embed/snippet.ts";
import { embedPage } from "../pages/content/embed.ts";
const site = "http://127.0.0.1:8391";
const snip = (widget: "reviews" | "story-form" | "chat", theme: { theme: "light" | "dark"; accent?: string }) =>
  embedSnippet({ widget, origin: site, surgeon: "Mr. Ashcombe", fallback: embedPage.widgets.find((w) => w.widget === widget)!.fallback }, theme);
const only = (h: string) => h.slice(h.indexOf("\n") + 1);
const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Hospital</title><meta name="viewport" content="width=device-width, initial-scale=1"><style>
* { all: unset !important; }
head, script, style, title { display: none !important; }
html { font-size: 40px !important; }
body { display: block !important; margin: 8px !important; font-family: Georgia, serif !important; line-height: 3 !important; }
div { display: inline !important; color: red !important; font-size: 2rem !important; }
h1, p { display: block !important; color: #060 !important; letter-spacing: 6px !important; text-transform: uppercase !important; }
a, button { color: hotpink !important; text-decoration: line-through !important; font-weight: 900 !important; }
[data-widget] { font-style: italic !important; word-spacing: 30px !important; }
</style></head><body>
<h1>St Elsewhere Hospital</h1><p>Mr Edward Ashcombe, consultant knee and hip surgeon</p>
${snip("reviews", { theme: "light" })}
<div data-widget="slideshow">The hospital's own slideshow</div>
<div style="display:block!important;background:#0f1820!important;padding:16px!important">${only(snip("reviews", { theme: "dark", accent: "#e0a0c0" }))}</div>
${only(snip("story-form", { theme: "light", accent: "#5b2a86" }))}
<p>Clinics on Tuesdays and Fridays</p>
${only(snip("chat", { theme: "light" }))}
</body></html>`;
const server = createServer((_q, r) => { r.writeHead(200, { "content-type": "text/html" }); r.end(html); }).listen(8394);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const width of [1440, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto("http://127.0.0.1:8394/");
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/host-${width}.png`, fullPage: true });
  await page.screenshot({ path: `/tmp/host-${width}-view.png` });
  await page.getByRole("button", { name: "Ask Mr. Ashcombe's assistant" }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/host-${width}-chat.png` });
  await page.close();
}
for (const width of [1440, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(site + "/embed");
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/embed-${width}.png`, fullPage: true });
  await page.getByLabel("Dark").check();
  await page.waitForTimeout(1500);
  await page.locator("#embed-reviews").screenshot({ path: `/tmp/embed-${width}-dark.png` });
  await page.close();
}
await browser.close(); server.close();
