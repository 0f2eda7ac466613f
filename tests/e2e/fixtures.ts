/**
 * The e2e tests' `test`: Playwright's, except that `page.goto` and `page.reload` left at their
 * default (waiting for `load`) also wait until the site script has set the page up. The script
 * arrives after the first paint, a moment after `load` (lib/site-loader.ts), and a test that acts
 * at once would act before the enhancements exist — or, for the page as it is before the script,
 * see tests/e2e/before-the-script.spec.ts. A `waitUntil` given explicitly is Playwright's alone.
 */
import { type Page, test as base } from "@playwright/test";

export { expect } from "@playwright/test";

/** Pages without the loader (the edge's own, the iframe embeds) have no site script to wait for. */
export async function siteScriptStarted(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    !document.querySelector("script[data-site-script]") ||
    document.documentElement.hasAttribute("data-enhanced")
  );
}

export const test = base.extend({
  // Playwright's fixture callback, not a React hook (react-rules-of-hooks reads `use` as one)
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil === undefined) await siteScriptStarted(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil === undefined) await siteScriptStarted(page);
        return response;
      };
    }
    await provide(page);
  },
});
