/**
 * The embeds without scripts, in Chromium. A second copy of the site runs here with EMBED_ORIGINS
 * naming one host origin (a page server on another port, reached as 127.0.0.1); the same host
 * server reached as localhost is an origin not on the list. The iframe fits its content through
 * the resize snippet, keeps its fixed height and scrolls without it, and is refused by Chromium
 * when framed from an origin not allowed; the badge is a valid, accessible SVG image; the /embed
 * page offers the four forms.
 */
import { type Frame, type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { badgeSnippet, FRAME_HEIGHTS, iframeSnippet, iframeTag } from "../../lib/frame-snippets.ts";
import { embedForms, frameTitles } from "../../content/embed-forms.ts";

let host: Server;
let hostPort = 0;
let site: ChildProcess;
let siteOrigin = "";

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function hostPages(): Record<string, string> {
  const page = (title: string, body: string) =>
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}<p id="below">Below the frames</p></body></html>`;
  return {
    "/": page(
      "St Elsewhere: our surgeons",
      iframeSnippet(siteOrigin, "reviews", { theme: "light" }, frameTitles.reviews) + "\n" +
        iframeTag(
          siteOrigin,
          "story-form",
          { theme: "dark", accent: "#b03060" },
          frameTitles["story-form"],
        ),
    ),
    "/no-snippet": page(
      "St Elsewhere: no resize snippet",
      iframeTag(siteOrigin, "story-form", { theme: "light" }, frameTitles["story-form"], {
        height: 200,
      }),
    ),
    "/site-page": page(
      "St Elsewhere: framing a site page",
      `<iframe src="${siteOrigin}/patient-success-stories" title="Stories page" width="600" height="300"></iframe>`,
    ),
    "/badge": page(
      "St Elsewhere: badge",
      badgeSnippet(siteOrigin, embedForms.storiesPath, embedForms.badgeAlt),
    ),
  };
}

test.beforeAll(async () => {
  hostPort = await freePort();
  const sitePort = await freePort();
  siteOrigin = `http://127.0.0.1:${sitePort}`;
  site = spawn("node_modules/.bin/deno", ["run", "-A", "edge/main.ts"], {
    env: {
      ...process.env,
      PORT: String(sitePort),
      DATA_DIR: mkdtempSync(join(tmpdir(), "e2e-frames-")),
      APP_ENV: "development",
      EMBED_ORIGINS: `http://127.0.0.1:${hostPort}`,
    },
    stdio: "ignore",
  });
  const pages = hostPages();
  host = createServer((request, response) => {
    const body = pages[request.url ?? ""];
    if (!body) response.writeHead(404).end();
    else response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(body);
  });
  await new Promise<void>((resolve) => host.listen(hostPort, "127.0.0.1", resolve));
  await expect.poll(
    async () => (await fetch(`${siteOrigin}/api/health`).catch(() => null))?.status,
    { timeout: 20_000 },
  ).toBe(200);
});

test.afterAll(async () => {
  site.kill("SIGTERM");
  await new Promise<void>((resolve) => host.close(() => resolve()));
});

const allowedHost = () => `http://127.0.0.1:${hostPort}`;
const otherHost = () => `http://localhost:${hostPort}`;

async function frameOf(page: Page, title: string): Promise<Frame> {
  const element = page.locator(`iframe[title="${title}"]`);
  await element.scrollIntoViewIfNeeded();
  const frame = await (await element.elementHandle())!.contentFrame();
  await expect.poll(() => frame!.url()).toContain(siteOrigin);
  return frame!;
}

const frameHeight = (page: Page, title: string) =>
  page.locator(`iframe[title="${title}"]`).evaluate((iframe) =>
    iframe.getBoundingClientRect().height
  );
const contentHeight = (frame: Frame) =>
  frame.evaluate(() => document.documentElement.getBoundingClientRect().height);

test.describe("iframe embeds on another origin", () => {
  test("the reviews frame fits its content through the resize snippet, and follows it as it grows", async ({ page }) => {
    await page.goto(allowedHost() + "/");
    const frame = await frameOf(page, frameTitles.reviews);
    await expect(frame.getByRole("heading", { level: 1, name: frameTitles.reviews })).toBeVisible();
    await expect.poll(async () =>
      Math.abs((await frameHeight(page, frameTitles.reviews)) - (await contentHeight(frame)))
    ).toBeLessThanOrEqual(2);
    expect(await frameHeight(page, frameTitles.reviews)).not.toBe(FRAME_HEIGHTS.reviews);

    // More content arrives (CSSOM, as the page's CSP allows no inline style attributes).
    await frame.evaluate(() => {
      const more = document.createElement("div");
      more.style.height = "900px";
      document.querySelector("main")!.append(more);
    });
    await expect.poll(async () => await frameHeight(page, frameTitles.reviews)).toBeGreaterThan(
      900,
    );
    await expect.poll(async () =>
      Math.abs((await frameHeight(page, frameTitles.reviews)) - (await contentHeight(frame)))
    ).toBeLessThanOrEqual(2);
  });

  test("the story form works inside its frame, themed, and fits its content too", async ({ page }) => {
    await page.goto(allowedHost() + "/");
    const frame = await frameOf(page, frameTitles["story-form"]);
    const form = frame.locator('[data-widget="story-form"]');
    await expect(form.getByLabel("First name", { exact: true })).toBeVisible();
    await expect(form.getByRole("button", { name: "Submit Your Story" })).toBeVisible();
    // One resize snippet on the page serves every frame from the site: this one fits its form too.
    await expect.poll(async () =>
      Math.abs((await frameHeight(page, frameTitles["story-form"])) - (await contentHeight(frame)))
    ).toBeLessThanOrEqual(2);
    expect(await frame.evaluate(() => getComputedStyle(document.body).colorScheme)).toBe("dark");
  });

  test("without the resize snippet the frame keeps its fixed height and scrolls inside it", async ({ page }) => {
    await page.goto(allowedHost() + "/no-snippet");
    const frame = await frameOf(page, frameTitles["story-form"]);
    await expect(
      frame.locator('[data-widget="story-form"]').getByLabel("First name", { exact: true }),
    ).toBeVisible();
    expect(Math.round(await frameHeight(page, frameTitles["story-form"]))).toBe(200);
    const scroll = await frame.evaluate(() => {
      const root = document.scrollingElement!;
      root.scrollTop = 300;
      return {
        scrollHeight: root.scrollHeight,
        clientHeight: root.clientHeight,
        scrollTop: root.scrollTop,
      };
    });
    expect(scroll.clientHeight).toBe(200);
    expect(scroll.scrollHeight).toBeGreaterThan(400);
    expect(scroll.scrollTop).toBe(300);
  });

  test("frame-ancestors is honoured: an origin not in EMBED_ORIGINS cannot frame the embeds, and nobody can frame the site's pages", async ({ page }) => {
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/frame-ancestors|X-Frame-Options/.test(message.text())) refused.push(message.text());
    });
    await page.goto(otherHost() + "/");
    for (const title of [frameTitles.reviews, frameTitles["story-form"]]) {
      const frame = await (await page.locator(`iframe[title="${title}"]`).elementHandle())!
        .contentFrame();
      await expect.poll(() => frame!.url()).not.toContain(siteOrigin);
      await expect(
        page.frameLocator(`iframe[title="${title}"]`).getByRole("heading", { name: title }),
      ).toHaveCount(0);
    }
    await expect.poll(() => refused.some((text) => text.includes("frame-ancestors"))).toBe(true);

    refused.length = 0;
    await page.goto(allowedHost() + "/site-page");
    const framed = await (await page.locator('iframe[title="Stories page"]').elementHandle())!
      .contentFrame();
    await expect.poll(() => framed!.url()).not.toContain("/patient-success-stories");
    await expect.poll(() => refused.length).toBeGreaterThan(0);
  });
});

test("the badge is a valid, accessible SVG that shows in an <img> on another origin", async ({ page }) => {
  await page.goto(allowedHost() + "/badge");
  const image = page.getByRole("img", { name: embedForms.badgeAlt });
  await expect(image).toBeVisible();
  await expect.poll(() =>
    image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)
  ).toBe(300);
  await expect(page.getByRole("link", { name: embedForms.badgeAlt })).toHaveAttribute(
    "href",
    `${siteOrigin}/patient-success-stories`,
  );

  // Parsed as XML by Chromium (fetched across origins: the badge allows it).
  const parsed = await page.evaluate(async (url) => {
    const text = await (await fetch(url)).text();
    const doc = new DOMParser().parseFromString(text, "image/svg+xml");
    const root = doc.documentElement;
    return {
      errors: doc.getElementsByTagName("parsererror").length,
      name: root.localName,
      namespace: root.namespaceURI,
      role: root.getAttribute("role"),
      labelledBy: root.getAttribute("aria-labelledby"),
      title: doc.getElementById(root.getAttribute("aria-labelledby") ?? "")?.textContent,
      firstChild: root.firstElementChild?.localName,
      bytes: new TextEncoder().encode(text).length,
    };
  }, `${siteOrigin}/api/badge.svg`);
  expect(parsed).toMatchObject({
    errors: 0,
    name: "svg",
    namespace: "http://www.w3.org/2000/svg",
    role: "img",
    labelledBy: "badge-title",
    firstChild: "title",
  });
  expect(parsed.title).toBe("Mr Edward Ashcombe: patient stories");
  await page.goto(`${siteOrigin}/api/badge.svg`);
  await expect(page.getByRole("img", { name: "Mr Edward Ashcombe: patient stories" }))
    .toBeVisible();
  console.log(`badge.svg: ${parsed.bytes} bytes`);
});

test("the stories page's oEmbed discovery link answers the rich type", async ({ page, request }) => {
  await page.goto("/patient-success-stories");
  const href = await page.locator('link[rel="alternate"][type="application/json+oembed"]')
    .getAttribute("href");
  const discovered = new URL(href!);
  expect(discovered.pathname).toBe("/oembed");
  expect(discovered.searchParams.get("format")).toBe("json");
  // The build's SITE_URL names the page; this test server is on another port, so ask it about its own.
  const pageUrl = new URL(discovered.searchParams.get("url")!);
  expect(pageUrl.pathname).toBe("/patient-success-stories");
  discovered.searchParams.set("url", new URL(pageUrl.pathname, page.url()).href);
  const res = await request.get(discovered.pathname + discovered.search);
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ version: "1.0", type: "rich" });
});

test("the /embed page offers the script, iframe, badge and link forms, each with a preview and a copy button", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/embed");
  await expect(page.getByText(embedForms.overview.chatNote)).toBeVisible();
  for (const form of embedForms.forms) {
    const section = page.locator(`#embed-${form.kind}`);
    await expect(section.getByRole("heading", { name: form.heading })).toBeVisible();
    const snippet = (await section.locator("code").textContent())!;
    await section.getByRole("button", { name: "Copy snippet" }).click();
    await expect(section.getByRole("status")).toHaveText("Copied to the clipboard.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
  }
  await expect(page.locator("#embed-iframe-reviews iframe")).toHaveAttribute(
    "src",
    "/embed/reviews",
  );
  await expect(page.frameLocator("#embed-iframe-reviews iframe").getByRole("heading", { level: 1 }))
    .toHaveText(frameTitles.reviews);
  await expect.poll(() =>
    page.locator("#embed-badge img").evaluate((img: HTMLImageElement) => img.naturalWidth)
  ).toBe(300);
  await expect(page.locator("#embed-link a")).toHaveAttribute("href", "/patient-success-stories");
  // The script form: the existing widget sections, each with its own copy button.
  await expect(page.locator("#embed-reviews").getByRole("button", { name: "Copy snippet" }))
    .toBeVisible();
});
