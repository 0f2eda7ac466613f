import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const width of [1440, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on("console", (m) => console.log("console:", m.type(), m.text()));
  page.on("pageerror", (e) => console.log("pageerror:", e.message));
  await page.goto("http://127.0.0.1:8391/embed");
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/embed-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
