// deno-lint-ignore-file no-window -- browser code: `window` is the page's
import { expect, type Page, test } from "@playwright/test";
import { allRoutes } from "../../pages/routes.ts";
import { axeViolations } from "./axe.ts";
import { PX_TOLERANCE, typefaceSettled } from "./geometry.ts";

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1280;

/**
 * One visit per route and width checks everything a visit can show: the page answers with its
 * title and h1, logs no error (a Content-Security-Policy violation is one), asks no other website
 * for anything, sets no cookie, and axe finds no WCAG 2.2 A/AA violation (experimental rules such as
 * label-content-name-mismatch included: tests/e2e/axe.ts). Layout at every width: design.spec.ts.
 */
test.describe("every route", () => {
  for (const route of allRoutes()) {
    test(`${route.path}: title, h1, no errors, no third parties, no cookies, accessible`, async ({ page, context, baseURL }) => {
      const origin = new URL(baseURL!).origin;
      const problems: string[] = [];
      const elsewhere: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      page.on("request", (request) => {
        if (!request.url().startsWith(origin) && !/^(data|blob):/.test(request.url())) {
          elsewhere.push(request.url());
        }
      });

      const response = await page.goto(encodeURI(route.path));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(route.meta.title);
      await expect(page.locator("h1")).toHaveText(route.heading);
      await page.waitForLoadState("load");

      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      expect(elsewhere).toEqual([]);
      expect(await context.cookies()).toEqual([]);
    });
  }
});

test("desktop dropdowns open with the mouse", async ({ page }) => {
  test.skip(!isDesktop(page), "desktop navigation");
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const item = nav.locator("li", {
    has: page.getByRole("link", { name: "Conditions", exact: true }),
  });
  const link = nav.getByRole("link", { name: "Knee arthritis" });
  await expect(link).toBeHidden();
  await nav.getByRole("link", { name: "Conditions", exact: true }).hover();
  await expect(link).toBeVisible();
  await expect(item.getByRole("button", { name: "Conditions menu" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await link.click();
  await expect(page).toHaveURL(/\/Conditions\/knee-arthritis$/);
});

test("desktop dropdowns open with the keyboard and close with Escape", async ({ page }) => {
  test.skip(!isDesktop(page), "desktop navigation");
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const treatments = nav.getByRole("link", { name: "Treatments", exact: true });
  const hipReplacement = nav.getByRole("link", { name: "Hip replacement" });
  await nav.getByRole("link", { name: "Conditions", exact: true }).focus();
  await page.keyboard.press("Tab"); // Conditions menu button
  await page.keyboard.press("Tab"); // first condition, inside the open dropdown
  await expect(nav.getByRole("link", { name: "Knee arthritis" })).toBeFocused();
  await treatments.focus();
  await expect(hipReplacement).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(hipReplacement).toBeHidden();
  await expect(treatments).toBeFocused();
  // The toggle button opens it again without a mouse.
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("button", { name: "Treatments menu" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(hipReplacement).toBeVisible();
  await expect(nav.getByRole("button", { name: "Treatments menu" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
});

test("the mobile panel opens, shows one section at a time, and closes", async ({ page }) => {
  test.skip(isDesktop(page), "mobile navigation");
  await page.goto("/AboutMe");
  const menuButton = page.getByRole("button", { name: "Menu", exact: true });
  const panel = page.locator("#mobile-menu");
  await expect(panel).toBeHidden();
  await menuButton.click();
  await expect(panel).toBeVisible();
  await expect(menuButton).toHaveAttribute("aria-expanded", "true");
  const conditions = panel.locator("details", { hasText: "Conditions" });
  const treatments = panel.locator("details", { hasText: "Treatments" });
  await conditions.locator("summary").click();
  await expect(panel.getByRole("link", { name: "Knee arthritis" })).toBeVisible();
  await treatments.locator("summary").click();
  await expect(panel.getByRole("link", { name: /Hip replacement/ })).toBeVisible();
  await expect(conditions).not.toHaveAttribute("open");
  await panel.getByRole("button", { name: "Close menu" }).click();
  await expect(panel).toBeHidden();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");
});

test("the mobile panel closes itself when the window reaches 1280 px", async ({ page }) => {
  test.skip(isDesktop(page), "mobile navigation");
  await page.goto("/");
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 844 });
  await expect(page.locator("#mobile-menu")).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});

for (
  const [button, target] of [["Private", "#private-practice"], ["NHS", "#nhs-practice"], [
    "Contact",
    "#enquire-now",
  ]]
) {
  test(`the top bar's ${button} button scrolls to ${target} with a 150 px offset`, async ({ page }) => {
    await page.goto("/Conditions");
    // A smooth scroll aims where the section is when it starts: let the swap to the typeface (just
    // after the first paint) happen first, as it has long before a patient's click.
    await typefaceSettled(page);
    await page.getByRole("navigation", { name: "Book an appointment" }).getByRole("link", {
      name: button,
    }).click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    const section = page.locator(target);
    await expect(section).toBeInViewport();
    // The section's top settles 150 px below the window's top (±1 px of sub-pixel layout).
    await expect.poll(
      async () => Math.abs(await section.evaluate((el) => el.getBoundingClientRect().top) - 150),
      { timeout: 5000 },
    )
      .toBeLessThanOrEqual(PX_TOLERANCE);
  });
}

test("an unknown address shows the 404 page with the layout and a way back", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("h1")).toHaveText("Page not found");
  await expect(page.getByRole("link", { name: "home page" })).toHaveAttribute("href", "/");
  await expect(page.locator("footer")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.locator("footer").getByRole("link", { name: "Treatments", exact: true }).click();
  await expect(page).toHaveURL(/\/Treatments$/);
});

test("old spellings, letter case and trailing slashes redirect permanently", async ({ page, request }) => {
  for (
    const [from, to] of [
      ["/Treatments/patellar-stabilisation", "/Treatments/patellar-stabilization"],
      ["/aboutme/", "/AboutMe"],
      ["/CONDITIONS/knee-arthritis", "/Conditions/knee-arthritis"],
    ]
  ) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers()["location"], "http://x").pathname).toBe(to);
  }
  await page.goto("/Treatments/patellar-stabilisation");
  await expect(page).toHaveURL(/\/Treatments\/patellar-stabilization$/);
  await expect(page.locator("h1")).toBeVisible();
});

test("a broken image is replaced by the placeholder of the same size", async ({ page }) => {
  await page.goto("/AboutMe");
  await page.evaluate(() => {
    const img = document.createElement("img");
    img.id = "broken";
    img.alt = "A picture that is missing";
    img.width = 800;
    img.height = 600;
    img.src = "/images/does-not-exist.png";
    document.querySelector("main")!.append(img);
  });
  const img = page.locator("#broken");
  await expect(img).toHaveAttribute("src", "/api/placeholder/800/600");
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(800);
});

test("the back-to-top button appears after scrolling 300 px", async ({ page }) => {
  await page.goto("/Conditions");
  const button = page.getByRole("link", { name: "Back to top" });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo({ top: 250, behavior: "instant" }));
  await page.waitForTimeout(100);
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo({ top: 800, behavior: "instant" }));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("pages are complete and navigable", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("h1")).toBeVisible();
    if (isDesktop(page)) {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Me" })
        .click();
    } else {
      await page.getByRole("button", { name: "Menu", exact: true }).click(); // a native popover needs no script
      await page.locator("#mobile-menu").getByRole("link", { name: "About Me" }).click();
    }
    await expect(page).toHaveURL(/\/AboutMe$/);
    await expect(page.locator("#enquire-now form")).toBeVisible();
  });
});

test("no page scrolls sideways, at any common width", async ({ page }) => {
  const widths = isDesktop(page) ? [1440, 1280, 1024, 768] : [390, 320];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (
      const path of [
        "/",
        "/Conditions",
        "/Treatments/knee-arthroscopy",
        "/PreAndPostcare/physiotherapy",
        "/no-such-page",
      ]
    ) {
      await page.goto(path);
      const overflow = await page.evaluate(() =>
        document.documentElement.scrollWidth - document.documentElement.clientWidth
      );
      expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
    }
  }
});
