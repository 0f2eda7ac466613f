// deno-lint-ignore-file no-window -- browser code: `window` is the page's
/**
 * The widgets on another website: a host page served from a different origin (a second port,
 * started here) with hostile CSS, loading /widgets/embed.js from the site exactly as the /embed
 * page's snippets say. The reviews render from the real API, a story submits and the chat answers
 * across origins; neither page's CSS reaches the other; unknown widgets are ignored; a failing
 * API or missing bundles leave the host page working; no cookies, no storage but the chat's
 * history; and nothing on the host page moves as the widgets arrive (layout shift measured).
 */
import { type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { STORY_CONSENT_LABEL, STORY_CONSENT_VERSION } from "../../content/story-consent.ts";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { embedSnippet, type SnippetOptions } from "../../lib/embed-snippet.ts";
import { embedPage } from "../../content/embed.ts";
import { STORAGE_KEY } from "../../widgets/chat/messages.ts";

const SURGEON = "Mr Ashcombe";
const HOSTILE_CSS = `
* { all: unset !important; }
head, script, style, title { display: none !important; }
html { font-size: 40px !important; }
body { display: block !important; margin: 8px !important; font-family: Georgia, serif !important; }
div { display: inline !important; color: red !important; }
h1, p { display: block !important; color: #060 !important; letter-spacing: 6px !important; text-transform: uppercase !important; }
a, button { color: hotpink !important; text-decoration: line-through !important; font-weight: 900 !important; }
[data-widget] { font-style: italic !important; word-spacing: 30px !important; visibility: visible !important; }
`;

function snippet(
  widget: SnippetOptions["widget"],
  siteOrigin: string,
  theme: { theme: "light" | "dark"; accent?: string },
) {
  const entry = embedPage.widgets.find((w) => w.widget === widget)!;
  return embedSnippet(
    { widget, origin: siteOrigin, surgeon: SURGEON, fallback: entry.fallback },
    theme,
  );
}
/** Just the element of a snippet: a second widget on a page needs no second script tag. */
const elementOnly = (html: string) => html.slice(html.indexOf("\n") + 1);

/** A hospital's profile page on another origin, built from the snippets the /embed page hands out. */
function hostPage(siteOrigin: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>St Elsewhere Hospital: Mr Edward Ashcombe</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<script>
  window.__globalsBefore = Object.getOwnPropertyNames(window);
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput });
  }).observe({ type: "layout-shift", buffered: true });
</script>
<style>${HOSTILE_CSS}</style>
</head><body>
<h1>St Elsewhere Hospital</h1>
<p id="host-text">Mr Edward Ashcombe, consultant knee and hip surgeon</p>
<button id="host-button" type="button">Clicked 0 times</button>
${snippet("reviews", siteOrigin, { theme: "light" })}
<p id="below">Clinics on Tuesdays and Fridays</p>
<div data-widget="slideshow" id="unknown">The hospital's own slideshow</div>
${elementOnly(snippet("reviews", siteOrigin, { theme: "dark", accent: "#b03060" }))}
${elementOnly(snippet("story-form", siteOrigin, { theme: "light", accent: "#5b2a86" }))}
<p>Parking is free for patients</p>
<script>
  let clicks = 0;
  document.getElementById("host-button").addEventListener("click", (event) => {
    event.target.textContent = "Clicked " + ++clicks + " times";
  });
  // The chat's element arrives after the page has loaded, as a page built by script would add it.
  addEventListener("load", () => setTimeout(() => {
    const chat = document.createElement("div");
    chat.dataset.widget = "chat";
    chat.dataset.surgeon = ${JSON.stringify(SURGEON)};
    document.body.append(chat);
  }, 100));
</script>
</body></html>`;
}

let hostServer: Server;
let hostOrigin = "";

test.beforeAll(async ({ baseURL }) => {
  const siteOrigin = new URL(baseURL!).origin;
  hostServer = createServer((request, response) => {
    if (request.url !== "/") {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(
      hostPage(siteOrigin),
    );
  });
  await new Promise<void>((resolve) => hostServer.listen(0, "127.0.0.1", resolve));
  hostOrigin = `http://127.0.0.1:${(hostServer.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => hostServer.close(() => resolve())));

const reviewsWidgets = (page: Page) => page.locator('[data-widget="reviews"]');
const storyForm = (page: Page) => page.locator('[data-widget="story-form"]');
const chatLauncher = (page: Page) =>
  page.getByRole("button", { name: "Ask Mr Ashcombe's assistant" });

/** Opens the host page, collecting uncaught errors and console warnings. */
async function openHost(page: Page) {
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await page.goto(hostOrigin);
  expect(new URL(page.url()).origin).not.toBe(new URL(test.info().project.use.baseURL!).origin);
  return { errors, warnings };
}

/** A story the reviewer has approved, shared through the API and approved from /dev/outbox. */
async function publishStory(request: APIRequestContext, firstName: string) {
  const submitted = await request.post("/api/submit-story", {
    data: {
      firstName,
      lastName: "Embedded",
      phone: "01632 960 777",
      email: "embed@example.com",
      description: `Seen at St Elsewhere, back to cycling in weeks. (${firstName})`,
      rating: 5,
      stayAnonymous: false,
      consent: STORY_CONSENT_VERSION,
    },
  });
  expect(submitted.status()).toBe(200);
  let approve = "";
  await expect.poll(async () => {
    const { emails } = await (await request.get("/dev/outbox.json")).json() as {
      emails: Array<{ subject: string; html: string }>;
    };
    const mail = emails.find((email) => email.subject.includes(`${firstName} Embedded`));
    approve = mail?.html.match(/href="([^"]*action=approve[^"]*)"/)?.[1].replaceAll("&amp;", "&") ??
      "";
    return approve;
  }, { message: "the reviewer's email reaches the outbox" }).not.toBe("");
  const decided = await request.post(new URL(approve).pathname + new URL(approve).search, {
    form: { surgeryType: "" },
  });
  expect(decided.status()).toBe(200);
}

/** Looks through one reviews widget's pages for the card of `name`. */
async function findCard(widget: Locator, name: string): Promise<Locator> {
  const card = widget.getByRole("article", { name, exact: true });
  await expect(widget.getByRole("article").first()).toBeVisible();
  for (;;) {
    if (await card.isVisible()) return card;
    const next = widget.getByRole("button", { name: "Next page" });
    if (!(await next.isVisible()) || (await next.isDisabled())) {
      throw new Error(`No review card for ${name}`);
    }
    await next.click();
  }
}

const STYLE_PROPERTIES = [
  "color",
  "font-size",
  "font-family",
  "font-style",
  "font-weight",
  "letter-spacing",
  "word-spacing",
  "text-transform",
  "line-height",
  "text-decoration-line",
];

function computed(locator: Locator) {
  return locator.evaluate((el, properties) => {
    const style = getComputedStyle(el);
    return Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]));
  }, STYLE_PROPERTIES);
}

test(
  "on another origin's hostile page: real reviews in two instances, and unknown widgets ignored",
  async ({ page, request }, testInfo) => {
    const name = `Embed${Date.now().toString(36).replace(/\d/g, (d) => "abcdefghij"[Number(d)])}${
      testInfo.project.name[0]
    }`;
    await publishStory(request, name);
    const { errors, warnings } = await openHost(page);

    for (const widget of await reviewsWidgets(page).all()) {
      const card = await findCard(widget, `${name} E.`);
      await expect(card).toContainText("back to cycling in weeks");
    }
    // the second instance wears its own theme
    await expect(reviewsWidgets(page).nth(1).locator(".widget")).toHaveClass(/dark/);

    await expect.poll(() => warnings.some((w) => w.includes(`no widget called "slideshow"`))).toBe(
      true,
    );
    await expect(page.locator("#unknown")).toHaveText("The hospital's own slideshow");
    expect(
      await page.locator("#unknown").evaluate((el) =>
        el.shadowRoot === null && el.getAttribute("style") === null
      ),
    ).toBe(true);

    // one global, and the host's own script still works
    const added = await page.evaluate(() =>
      Object.getOwnPropertyNames(window).filter((n) =>
        !(window as unknown as { __globalsBefore: string[] }).__globalsBefore.includes(n) &&
        !n.startsWith("__")
      )
    );
    expect(added).toEqual(["AshcombeWidgets"]);
    await page.locator("#host-button").click();
    await expect(page.locator("#host-button")).toHaveText("Clicked 1 times");
    expect(errors).toEqual([]);
  },
);

test("the host's CSS does not reach in and the widgets' CSS does not leak out", async ({ page }) => {
  // The same widget on the site itself, for what "the widget's own style" is: on a second page,
  // which paints in the typeface (a first page keeps its fallbacks: widgets/site/typeface.ts)
  await page.goto("/", { waitUntil: "load" });
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("typeface"))).toBe("1");
  await page.goto("/patient-success-stories");
  const ownHost = page.locator('[data-widget="story-form"]');
  await ownHost.scrollIntoViewIfNeeded();
  // the widget's own root (the page also keeps a plain HTML form there for readers without scripts)
  const ownForm = ownHost.locator(".story-form");
  const ownLabel = await computed(ownForm.getByText("First name", { exact: true }));
  const ownButton = await computed(ownForm.getByRole("button", { name: "Submit Your Story" }));

  await openHost(page);
  const hostText = page.locator("#host-text");
  const hostBefore = await computed(hostText);
  await expect(storyForm(page).locator("form")).toBeVisible();
  await expect(chatLauncher(page)).toBeVisible();
  await expect(reviewsWidgets(page).first().locator(".summary, .empty").first()).toBeVisible();

  // host CSS does not reach in: the widget's text looks exactly as on the site
  expect(await computed(storyForm(page).getByText("First name", { exact: true }))).toEqual(
    ownLabel,
  );
  const button = await computed(storyForm(page).getByRole("button", { name: "Submit Your Story" }));
  // the accent colour is this page's own choice (data-accent); everything else is the widget's own
  expect({ ...button, color: ownButton.color }).toEqual(ownButton);
  expect(
    await storyForm(page).getByRole("button", { name: "Submit Your Story" }).evaluate((el) =>
      getComputedStyle(el).backgroundColor
    ),
  )
    .toBe("rgb(91, 42, 134)");

  // widget CSS does not leak out: the host's text is as its own (hostile) CSS says, before and after
  expect(await computed(hostText)).toEqual(hostBefore);
  expect(hostBefore).toMatchObject({
    color: "rgb(0, 102, 0)",
    "letter-spacing": "6px",
    "text-transform": "uppercase",
    "font-size": "40px",
  });
});

test("a story submits from the host's origin, across origins", async ({ page }, testInfo) => {
  await openHost(page);
  const form = storyForm(page);
  const firstName = `Host${Date.now().toString(36).replace(/\d/g, (d) => "abcdefghij"[Number(d)])}${
    testInfo.project.name[0]
  }`;
  await form.getByLabel("First name", { exact: true }).fill(firstName);
  await form.getByLabel("Last name", { exact: true }).fill("Crossorigin");
  await form.getByLabel("Phone number", { exact: true }).fill("01632 960 555");
  await form.getByRole("combobox", { name: "Email address" }).fill(
    `${firstName.toLowerCase()}@example.com`,
  );
  await form.getByLabel("Your story", { exact: true }).fill(
    "The care at St Elsewhere was excellent from start to finish.",
  );
  await form.locator("label", { has: page.getByRole("radio", { name: "5 stars", exact: true }) })
    .click();
  const submitted = page.waitForResponse((response) =>
    response.url().endsWith("/api/submit-story") && response.request().method() === "POST"
  );
  await form.getByRole("checkbox", { name: STORY_CONSENT_LABEL }).check();
  await form.getByRole("button", { name: "Submit Your Story" }).click();
  const response = await submitted;
  expect(response.status()).toBe(200);
  expect(await response.request().headerValue("origin")).toBe(hostOrigin);
  expect(response.headers()["access-control-allow-origin"]).toBe(hostOrigin);
  await expect(form.getByRole("heading", { name: "Thank you for sharing your story" }))
    .toBeVisible();
});

test("the chat answers on the host page, and keeps only its history in the host's storage, no cookies", async ({ page, context, baseURL }) => {
  await openHost(page);
  await chatLauncher(page).click();
  const dialog = page.getByRole("dialog", { name: "Mr Ashcombe's assistant" });
  const messages = dialog.getByRole("list", { name: "Conversation" }).getByRole("listitem");
  await expect(messages).toHaveCount(1);
  await dialog.getByRole("textbox", { name: "Your question" }).fill(
    "When can I drive after knee arthroscopy?",
  );
  await dialog.getByRole("textbox", { name: "Your question" }).press("Enter");
  await expect(messages).toHaveCount(3);
  await expect(messages.last()).toContainText("4-5 days");
  // links in replies lead to the surgeon's site, not the host's
  await expect(messages.last().getByRole("link").first()).toHaveAttribute(
    "href",
    new RegExp(`^${new URL(baseURL!).origin}/Treatments/knee-arthroscopy`),
  );

  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([STORAGE_KEY]);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  expect(await page.evaluate(() => document.cookie)).toBe("");
  expect(await context.cookies()).toEqual([]);
});

test("a failing API leaves the host page and the widgets working", async ({ page, baseURL }) => {
  await page.route(`${new URL(baseURL!).origin}/api/**`, (route) => route.abort("failed"));
  const { errors } = await openHost(page);

  await expect(reviewsWidgets(page).first().getByText("Example reviews", { exact: true }))
    .toBeVisible();
  const form = storyForm(page);
  await form.getByLabel("First name", { exact: true }).fill("Offline");
  await form.getByLabel("Last name", { exact: true }).fill("Patient");
  await form.getByLabel("Phone number", { exact: true }).fill("01632 960 444");
  await form.getByRole("combobox", { name: "Email address" }).fill("offline@example.com");
  await form.getByLabel("Your story", { exact: true }).fill(
    "Trying to send this while the website is down.",
  );
  await form.locator("label", { has: page.getByRole("radio", { name: "4 stars", exact: true }) })
    .click();
  await form.getByRole("checkbox", { name: STORY_CONSENT_LABEL }).check();
  await form.getByRole("button", { name: "Submit Your Story" }).click();
  await expect(form.getByRole("alert")).toContainText("Story submission is currently unavailable");

  await chatLauncher(page).click();
  const dialog = page.getByRole("dialog", { name: "Mr Ashcombe's assistant" });
  await dialog.getByRole("textbox", { name: "Your question" }).fill("Is anyone there?");
  await dialog.getByRole("textbox", { name: "Your question" }).press("Enter");
  const reply = dialog.getByRole("list", { name: "Conversation" }).getByRole("listitem").last();
  await expect(reply).toHaveText(
    "Assistant:I'm sorry, I encountered an error while processing your request. Please try again later.",
  );
  await page.keyboard.press("Escape"); // on a phone the panel covers the page
  await expect(dialog).toBeHidden();

  await page.locator("#host-button").click();
  await expect(page.locator("#host-button")).toHaveText("Clicked 1 times");
  expect(errors).toEqual([]);
});

test("widgets whose code cannot load leave their fallback links and the host page alone", async ({ page, baseURL }) => {
  await page.route(`${new URL(baseURL!).origin}/assets/**`, (route) => route.abort("failed"));
  const { errors, warnings } = await openHost(page);
  await expect.poll(() => warnings.filter((w) => w.includes("could not start")).length)
    .toBeGreaterThanOrEqual(3);
  await expect(
    reviewsWidgets(page).first().getByRole("link", {
      name: "Read patient stories about Mr Edward Ashcombe",
    }),
  ).toBeVisible();
  await page.locator("#host-button").click();
  await expect(page.locator("#host-button")).toHaveText("Clicked 1 times");
  expect(errors).toEqual([]);
});

test("nothing on the host page moves as the widgets arrive (layout shift)", async ({ page, baseURL }) => {
  // As over a slow connection: the host page paints before the loader and the widgets' code
  // arrive, so the room must already be held (by the snippet, then by the loader) when they do.
  const slowly = (route: import("@playwright/test").Route) =>
    new Promise((resolve) => setTimeout(resolve, 400)).then(() => route.continue());
  await page.route(`${new URL(baseURL!).origin}/widgets/embed.js`, slowly);
  await page.route(`${new URL(baseURL!).origin}/assets/chunks/**`, slowly);
  await openHost(page);
  const below = page.locator("#below");
  await expect(
    reviewsWidgets(page).first().locator(".summary:not(.placeholder), .empty, .examples-note")
      .first(),
  ).toBeVisible();
  await expect(
    reviewsWidgets(page).nth(1).locator(".summary:not(.placeholder), .empty, .examples-note")
      .first(),
  ).toBeVisible();
  await expect(storyForm(page).locator("form")).toBeVisible();
  await expect(chatLauncher(page)).toBeVisible();
  // Every shift counts, not only those without recent input as in CLS: this test gives no input
  // before it measures, yet Chromium's mobile emulation marks shifts soon after load as following
  // input, which would hide them.
  const shifts = () =>
    page.evaluate(async () => {
      // two frames, so the last render has been laid out and reported
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const entries =
        (window as unknown as { __shifts: Array<{ value: number; hadRecentInput: boolean }> })
          .__shifts;
      const sum = (list: typeof entries) => list.reduce((total, entry) => total + entry.value, 0);
      return {
        all: sum(entries),
        withoutRecentInput: sum(entries.filter((entry) => !entry.hadRecentInput)),
      };
    });
  const shift = await shifts();
  console.log(
    `[${test.info().project.name}] layout shift on the host page: ${
      shift.all.toFixed(4)
    } (without recent input: ${shift.withoutRecentInput.toFixed(4)})`,
  );
  expect(shift.all).toBeLessThanOrEqual(0.01);

  // The measurement does see shifts: push the page down without any input, and it counts.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    document.getElementById("host-text")!.before(
      Object.assign(document.createElement("h1"), { textContent: "A late banner" }),
    );
  });
  await expect.poll(async () => (await shifts()).all).toBeGreaterThan(shift.all);
  await expect(below).toBeAttached();
});

test("/embed previews each widget through the real loader, within the site's own CSP", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await page.goto("/embed");
  const preview = (widget: string) =>
    page.locator(`#embed-${widget} [data-embed-preview] [data-widget="${widget}"]`);
  await expect(
    preview("reviews").locator(".summary:not(.placeholder), .empty, .examples-note").first(),
  ).toBeVisible();
  await expect(preview("story-form").getByRole("button", { name: "Submit Your Story" }))
    .toBeVisible();
  await expect(preview("chat").getByRole("button", { name: "Ask Mr Ashcombe's assistant" }))
    .toBeVisible();
  // mounted by the loader (which fills in the API base), not by the site script
  expect(
    await page.evaluate(() =>
      typeof (window as unknown as { AshcombeWidgets?: { version: string } }).AshcombeWidgets
        ?.version
    ),
  ).toBe("string");
  await expect(preview("reviews")).toHaveAttribute(
    "data-api-base",
    `${new URL(page.url()).origin}/api`,
  );
  // the page's own launcher gives way to the preview's
  await expect(page.locator("[data-chat-launcher]")).toBeHidden();

  // The theme options rewrite the snippets and remount the previews.
  await page.getByLabel("Dark", { exact: true }).check();
  await expect(page.locator("#embed-reviews-snippet")).toContainText(`data-theme="dark"`);
  await expect(preview("reviews").locator(".widget")).toHaveClass(/dark/);
  await expect(preview("story-form").getByRole("button", { name: "Submit Your Story" }))
    .toBeVisible();

  // Copy puts exactly the snippet shown on the clipboard.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], {
    origin: new URL(page.url()).origin,
  });
  const chat = page.locator("#embed-chat");
  await chat.getByRole("button", { name: "Copy snippet" }).click();
  await expect(chat.getByRole("status")).toHaveText("Copied to the clipboard.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await page.locator("#embed-chat-snippet").textContent(),
  );
  expect(problems).toEqual([]);
});
