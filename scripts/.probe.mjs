import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.goto("http://localhost:8123/Conditions");
await page.click("text=Private");
await page.waitForTimeout(1500);
console.log(await page.evaluate(() => { const el = document.querySelector("#private-practice"); const cs = getComputedStyle(el); return { top: el.getBoundingClientRect().top, sm: cs.scrollMarginTop, sy: scrollY, max: document.documentElement.scrollHeight - innerHeight, sp: getComputedStyle(document.documentElement).scrollPaddingTop }; }));
await browser.close();
