import { chromium } from "@playwright/test";
import { createServer } from "node:http";
const site = "http://127.0.0.1:8391";
const html = `<!DOCTYPE html><html><head><title>Hospital</title><style>
* { all: unset !important; }
html { font-size: 40px !important; }
div { display: inline !important; color: red !important; }
h1 { display: block !important; font-size: 3rem !important; font-family: serif !important; }
p { display: block !important; letter-spacing: 4px !important; text-transform: uppercase !important; }
</style></head><body>
<h1>St Elsewhere Hospital</h1>
<p id="host-text">Consultant profile</p>
<script async src="${site}/widgets/embed.js"></script>
<div data-widget="reviews" style="display:block!important;min-height:1210px!important"><a href="${site}/patient-success-stories">Reviews</a></div>
<div data-widget="nope"></div>
<div data-widget="story-form" data-theme="dark" data-accent="#b03060" style="display:block!important;min-height:1176px!important"></div>
<div data-widget="chat" data-surgeon="Mr. Ashcombe"></div>
<p>Footer text</p>
</body></html>`;
const server = createServer((req, res) => { res.writeHead(200, { "content-type": "text/html" }); res.end(html); }).listen(8392);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const width of [1440, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on("console", (m) => console.log("console:", m.type(), m.text()));
  page.on("pageerror", (e) => console.log("pageerror:", e.message));
  await page.goto("http://127.0.0.1:8392/");
  await page.waitForTimeout(2000);
  await page.screenshot({ path: `/tmp/host-${width}.png`, fullPage: true });
  console.log(await page.evaluate(() => [window.AshcombeWidgets?.version, [...document.querySelectorAll("[data-widget]")].map((e) => [e.dataset.widget, !!e.shadowRoot, e.getBoundingClientRect().height])]));
  await page.close();
}
await browser.close(); server.close();
