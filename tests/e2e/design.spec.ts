/**
 * The design pass (issue 18), asserted where a browser can measure it: reflow at 320 px on every
 * route, telephone numbers on one line, one grid, text that fits its cards, accordions whose
 * state agrees with what is shown (with JavaScript on and off). Geometry uses ±1 px tolerances.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test, type TestInfo } from "@playwright/test";
import { allRoutes } from "../../pages/routes.ts";

const paths = [...allRoutes().filter((r) => !r.canonical).map((r) => r.path), "/no-such-page"];

/** The width-by-width sweeps set their own viewport, so one project runs them. */
function once(testInfo: TestInfo) {
  test.skip(testInfo.project.name !== "desktop", "sets its own viewport; one project is enough");
}

async function visit(page: Page, path: string) {
  await page.goto(encodeURI(path));
  await page.waitForLoadState("load");
}

test("no route scrolls sideways at 320 px; wide tables scroll inside their own box", async ({ page }, testInfo) => {
  once(testInfo);
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of paths) {
    await visit(page, path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await visit(page, "/embed");
  const box = page.locator(".table-scroll");
  await expect(box).toHaveAttribute("role", "region");
  const [scrollWidth, clientWidth] = await box.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(scrollWidth).toBeGreaterThan(clientWidth); // the table scrolls in its box…
  await box.focus(); // …which the keyboard can reach and scroll
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

test("no telephone link breaks over two lines, at 320, 390, 768 or 1440 px", async ({ page }, testInfo) => {
  once(testInfo);
  for (const width of [320, 390, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/", "/Contact", "/PreAndPostcare/physiotherapy", "/Treatments/total-knee-replacement"]) {
      await visit(page, path);
      const broken = await page.locator('a[href^="tel:"]').evaluateAll((links) =>
        links.filter((a) => a.getClientRects().length > 1).map((a) => a.textContent)
      );
      expect(broken, `${path} at ${width}px`).toEqual([]);
    }
  }
});

/** Each accordion button's aria-expanded against whether its panel shows: the mismatches. */
async function accordionMismatches(page: Page): Promise<string[]> {
  return page.locator(".accordion-trigger").evaluateAll((triggers) =>
    triggers.flatMap((trigger) => {
      const panel = document.getElementById(trigger.getAttribute("aria-controls") ?? "");
      const shown = !!panel && panel.checkVisibility() && panel.getBoundingClientRect().height > 0;
      const inView = trigger.checkVisibility(); // a stacked tab's heading may be the visible one
      const expanded = trigger.getAttribute("aria-expanded") === "true";
      return inView && expanded !== shown ? [`${trigger.textContent?.trim()}: expanded=${expanded}, shown=${shown}`] : [];
    })
  );
}

const accordionPages = ["/Treatments/knee-arthroscopy", "/Treatments/patellar-stabilization", "/PreAndPostcare", "/PreAndPostcare/physiotherapy"];

test("accordion buttons say what their panels show, with JavaScript on", async ({ page }) => {
  for (const path of accordionPages) {
    await visit(page, path);
    await expect(page.locator("[data-accordion]").first()).toHaveAttribute("data-accordion-ready", "");
    expect(await accordionMismatches(page), path).toEqual([]);
  }
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  test("accordion panels are shown and their buttons say expanded", async ({ page }) => {
    for (const path of accordionPages) {
      await visit(page, path);
      expect(await page.locator(".accordion-panel:visible").count(), path).toBeGreaterThan(0);
      expect(await accordionMismatches(page), path).toEqual([]);
    }
  });
});

test("patellar stabilisation's accordion panels are labelled regions", async ({ page }) => {
  await visit(page, "/Treatments/patellar-stabilization");
  const panels = page.locator(".stabilisation-tabs .tab-panel > .accordion-item > .accordion-panel");
  expect(await panels.count()).toBe(8);
  for (const panel of await panels.all()) {
    await expect(panel).toHaveAttribute("role", "region");
    await expect(panel).toHaveAttribute("aria-labelledby", /-trigger$/);
  }
});

test("one grid at 1440 px: the top bar, logo, content and footer share a left edge; the footer rule spans the footer text", async ({ page }, testInfo) => {
  once(testInfo);
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const path of ["/", "/Treatments/total-knee-replacement", "/Contact"]) {
    await visit(page, path);
    const left = (selector: string) => page.locator(selector).first().evaluate((el) => el.getBoundingClientRect().left);
    const logo = await left(".brand");
    expect(Math.abs(logo - await left("main h1")), `${path}: logo vs content`).toBeLessThanOrEqual(1);
    expect(Math.abs(logo - await left(".top-bar-actions")), `${path}: logo vs top bar`).toBeLessThanOrEqual(1);
    expect(Math.abs(logo - await left(".footer-grid > :first-child")), `${path}: logo vs footer`).toBeLessThanOrEqual(1);
    const rule = await page.locator(".footer-bottom p").evaluate((el) => {
      const box = el.getBoundingClientRect();
      return { left: box.left, right: box.right, border: getComputedStyle(el).borderTopWidth };
    });
    expect(rule.border).toBe("1px");
    expect(Math.abs(rule.left - logo)).toBeLessThanOrEqual(1);
    const menuRight = await page.locator(".desktop-nav-list").evaluate((el) => el.getBoundingClientRect().right);
    expect(menuRight, "the menu stays inside the container").toBeLessThanOrEqual(rule.right + 1);
  }
});

test("no text is clipped inside a card, and card pictures are whole, at 320, 390, 768 and 1440 px", async ({ page }, testInfo) => {
  once(testInfo);
  const cards = ".card, .contact-card, .practice-card, .guide-card, .info-card, .region-card, .document, .booking-option, .feature-card, .link-group";
  for (const width of [320, 390, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/Conditions", "/Treatments", "/PreAndPostcare", "/Contact", "/UsefulLinks", "/AboutMe", "/Conditions/acl/-ligament-injury-(sports-knee-injury)", "/PreAndPostcare/miop-app"]) {
      await visit(page, path);
      const clipped = await page.locator(cards).evaluateAll((els) =>
        els.flatMap((card) => {
          const problems: string[] = [];
          if (card.scrollWidth > card.clientWidth + 1) problems.push(`${card.className} scrolls ${card.scrollWidth} > ${card.clientWidth}`);
          const box = card.getBoundingClientRect();
          for (const img of card.querySelectorAll("img")) {
            const r = img.getBoundingClientRect();
            if (r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1)) problems.push(`${img.getAttribute("src")} is cut by its card`);
          }
          return problems;
        })
      );
      expect(clipped, `${path} at ${width}px`).toEqual([]);
    }
  }
});

test("/Contact shows each practice card once, and the top bar still reaches them", async ({ page }) => {
  await visit(page, "/Contact");
  for (const name of ["Sowe Valley Private Hospital", "Arden Valley General Hospital"]) {
    await expect(page.getByRole("heading", { name, exact: true })).toHaveCount(1);
  }
  await expect(page.locator("#private-practice")).toHaveCount(1);
  await expect(page.locator("#nhs-practice")).toHaveCount(1);
  await visit(page, "/Conditions"); // other pages keep their cards in Enquire Now
  await expect(page.locator("#enquire-now #private-practice")).toHaveCount(1);
});

test("Useful Links: the Download buttons of a row line up", async ({ page }, testInfo) => {
  once(testInfo);
  await page.setViewportSize({ width: 1440, height: 900 });
  await visit(page, "/UsefulLinks");
  const buttons = await page.locator(".guide-card .guide-download").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().bottom));
  expect(buttons.length).toBeGreaterThanOrEqual(2);
  for (let i = 0; i + 1 < buttons.length; i += 2) expect(Math.abs(buttons[i] - buttons[i + 1])).toBeLessThanOrEqual(1);
});

test("card columns end level on /AboutMe and /PreAndPostcare/physiotherapy", async ({ page }, testInfo) => {
  once(testInfo);
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const [path, selector] of [["/AboutMe", ".robotic-sections > *"], ["/PreAndPostcare/physiotherapy", ".region-grid > *"]]) {
    await visit(page, path);
    const rows = await page.locator(selector).evaluateAll((els) => {
      const byTop = new Map<number, number[]>();
      for (const el of els) {
        const box = el.getBoundingClientRect();
        const top = Math.round(box.top);
        byTop.set(top, [...(byTop.get(top) ?? []), Math.round(box.bottom)]);
      }
      return [...byTop.values()];
    });
    for (const bottoms of rows) expect(Math.max(...bottoms) - Math.min(...bottoms), path).toBeLessThanOrEqual(1);
    const last = rows.at(-1)!;
    const container = await page.locator(selector).first().evaluate((el) => el.parentElement!.getBoundingClientRect().bottom);
    expect(Math.abs(Math.max(...last) - container), `${path}: the grid ends with its last row`).toBeLessThanOrEqual(1);
  }
});

test("the chat launcher covers no text: it is only its icon, clear of the content column, at 1440 px", async ({ page }, testInfo) => {
  once(testInfo);
  await page.setViewportSize({ width: 1440, height: 900 });
  await visit(page, "/Treatments");
  const launcher = page.getByRole("button", { name: /assistant/ });
  await expect(launcher).toBeVisible();
  const box = (await launcher.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(56);
  const contentRight = await page.locator("main h1").evaluate((el) => el.closest(".container")!.getBoundingClientRect().right - parseFloat(getComputedStyle(el.closest(".container")!).paddingRight));
  expect(box.x).toBeGreaterThanOrEqual(contentRight);
});

test("at the end of a page the floating buttons cover no text, at 320 and 390 px", async ({ page }, testInfo) => {
  once(testInfo);
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 700 });
    await visit(page, "/Contact");
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    const launcher = page.getByRole("button", { name: /assistant/ });
    await expect(launcher).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to top" })).toBeVisible();
    const covered = await page.evaluate(() => {
      const floating = [...document.querySelectorAll(".chat-launcher, .scroll-top")].map((el) => el.getBoundingClientRect());
      const walker = document.createTreeWalker(document.querySelector("footer")!, NodeFilter.SHOW_TEXT);
      const hits: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          if (floating.some((f) => r.left < f.right && r.right > f.left && r.top < f.bottom && r.bottom > f.top)) hits.push(node.textContent.trim().slice(0, 30));
        }
      }
      return hits;
    });
    expect(covered, `${width}px`).toEqual([]);
  }
});

test.describe("the patient stories page before any story is published", () => {
  // A server of its own on an empty data directory: the suite's shared server gets stories from other tests.
  let server: ChildProcess | undefined;
  let origin = "";
  test.beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ["scripts/serve.mjs"], {
      env: { ...process.env, PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), "empty-feed-")), APP_ENV: "development" },
      stdio: "ignore",
    });
    await expect.poll(async () => (await fetch(`${origin}/api/health`).catch(() => undefined))?.ok, { timeout: 20_000 }).toBe(true);
  });
  test.afterAll(() => {
    server?.kill();
  });

  for (const width of [390, 1440]) {
    test(`at ${width} px: the empty state sits under its heading with < 200 px to the next section, and nothing shifts`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) (window as unknown as { shifts: number }).shifts += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(`${origin}/patient-success-stories`);
      const slot = page.locator('[data-widget="reviews"]');
      await expect(slot).toHaveAttribute("data-feed", "empty");
      await expect(slot.locator(".empty")).toContainText("No stories yet"); // the mounted widget's own empty state
      const gap = await page.evaluate(() => {
        const slot = document.querySelector('[data-widget="reviews"]')!;
        const text = slot.shadowRoot!.querySelector(".empty p:last-child")!.getBoundingClientRect().bottom;
        const next = slot.closest("section")!.nextElementSibling!.getBoundingClientRect().top;
        return next - text;
      });
      expect(gap).toBeGreaterThan(0);
      expect(gap).toBeLessThan(200);
      await page.waitForTimeout(500); // let any late shift be recorded
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.001);
    });
  }

  test.describe("with JavaScript off", () => {
    test.use({ javaScriptEnabled: false });
    test("the prerendered fallback shows the empty state", async ({ page }) => {
      await page.goto(`${origin}/patient-success-stories`);
      await expect(page.locator(".reviews-empty")).toBeVisible();
      await expect(page.locator(".reviews-empty")).toContainText("No stories yet");
      await expect(page.locator('[data-widget="reviews"] .widget-fallback')).toBeVisible(); // and how to read stories without JavaScript
    });
  });
});

async function freePort(): Promise<number> {
  return await new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

test("a diagram's labels read at 12 px or more on a 390 px phone and at 1440 px: in the picture, or as text under it", async ({ page }, testInfo) => {
  once(testInfo);
  const diagrams = ["/Conditions/knee-arthritis", "/Treatments/total-knee-replacement", "/Treatments/knee-osteotomy", "/hip-procedures/hip-resurfacing"];
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of diagrams) {
      await visit(page, path);
      const hero = page.locator(".clinical-hero-media");
      // the drawing is inlined when the page's HTML budget allows (pages/components/Img.tsx), else an <img>
      const picture = hero.locator('img, svg[role="img"]');
      const shownWidth = await picture.evaluate((el) => el.getBoundingClientRect().width);
      const inline = await picture.evaluate((el) => (el.tagName === "IMG" ? "" : el.outerHTML));
      const svg = inline || await (await page.request.get(await picture.getAttribute("src") ?? "")).text();
      const viewBoxWidth = Number(svg.match(/viewBox="[\d.]+ [\d.]+ ([\d.]+)/)![1]);
      const labelSizes = [...svg.matchAll(/<text[^>]*font-size="([\d.]+)"[^>]*>([^<]+)</g)].map((m) => ({ size: Number(m[1]), text: m[2] }));
      expect(labelSizes.length, `${path} has labels`).toBeGreaterThan(0);
      const smallest = Math.min(...labelSizes.map((l) => l.size)) * shownWidth / viewBoxWidth;
      if (smallest >= 12) continue;
      const caption = hero.locator(".diagram-labels");
      await expect(caption, `${path} at ${width}px: labels of ${smallest.toFixed(1)} px need their text`).toBeVisible();
      expect(parseFloat(await caption.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(12);
      for (const { text } of labelSizes) await expect(caption).toContainText(text.replace(/&amp;/g, "&"));
    }
  }
});

test("at 1440 px note boxes span the grid above them, and tab panel text starts under its heading", async ({ page }, testInfo) => {
  once(testInfo);
  await page.setViewportSize({ width: 1440, height: 900 });
  await visit(page, "/");
  const grid = await page.locator(".booking-options").boundingBox();
  const note = await page.locator(".booking-note").boundingBox();
  expect(Math.abs(note!.x - grid!.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(note!.width - grid!.width)).toBeLessThanOrEqual(1);

  await visit(page, "/Treatments/patellar-stabilization");
  const panel = page.locator(".stabilisation-tabs .tab-panel:not([hidden])").first();
  const item = panel.locator(":scope > .accordion-item").first();
  const headingLeft = await item.locator(".accordion-title").evaluate((el) => el.getBoundingClientRect().left);
  const textLeft = await item.locator(".accordion-body > :first-child").evaluate((el) => el.getBoundingClientRect().left);
  expect(Math.abs(textLeft - headingLeft)).toBeLessThanOrEqual(1);
});
