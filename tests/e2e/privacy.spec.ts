/**
 * Privacy as a patient's browser sees it: no cookie and no request to any other website while
 * using the interactive parts (every page's plain visit is checked in layout.spec.ts).
 */
import { expect, test } from "./fixtures.ts";

test("the reviews, the story form, the chat and the enquiry form contact no other origin and set no cookie", async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !/^(data|blob):/.test(url)) {
      elsewhere.push(`${page.url()} → ${url}`);
    }
  });
  await page.goto("/patient-success-stories");
  await page.waitForLoadState("networkidle");
  await page.locator("[data-chat-launcher]").click();
  await page.waitForLoadState("networkidle");
  await page.locator("#enquire-now form input[name=firstName]").focus();
  await page.waitForLoadState("networkidle");

  expect(elsewhere).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe("");
});
