/**
 * Privacy as a patient's browser sees it: no page sets a cookie or asks any other website for
 * anything — not while reading, not while using the forms, the reviews or the chat.
 */
import { expect, test } from "@playwright/test";
import { allRoutes } from "../../pages/routes.ts";

test("no page makes a request to another origin or sets a cookie", async ({ page, context, baseURL }) => {
  test.slow();
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !/^(data|blob):/.test(url)) elsewhere.push(`${page.url()} → ${url}`);
  });
  for (const route of allRoutes().filter((r) => !r.canonical)) {
    await page.goto(encodeURI(route.path));
    await page.waitForLoadState("networkidle");
  }
  // The interactive parts too: the chat and the reviews.
  await page.goto("/patient-success-stories");
  await page.waitForLoadState("networkidle");
  await page.locator("[data-chat-launcher]").click();
  await page.waitForLoadState("networkidle");

  expect(elsewhere).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe("");
});
