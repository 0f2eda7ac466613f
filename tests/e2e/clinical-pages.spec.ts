/**
 * The clinical pages in Chromium against the real server, at 1440×900 (desktop) and 390×844
 * (mobile): accordions by mouse and keyboard, the tabs and their stacked/accordion forms, the
 * osteotomy card, the recovery timeline's orientation, a crawl of every internal link from the
 * home page, and every panel readable with JavaScript off.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectPx, PX_TOLERANCE, spread } from "./geometry.ts";
import { accordionEntry, expectOpen } from "./accordion.ts";

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1280;

const entry = accordionEntry;

test.describe("FAQ accordion", () => {
  const path = "/Treatments/knee-arthroscopy";

  test("by mouse: one open at a time, clicking the open one closes it", async ({ page }) => {
    await page.goto(path);
    const faq = page.locator(".faq-section");
    const first = entry(faq, "What is knee arthroscopy?");
    const second = entry(faq, "How successful is it?");
    await expectOpen(first, false);
    await first.trigger.click();
    await expectOpen(first, true);
    await expect(first.panel).toContainText("thin camera (an arthroscope)");
    await second.trigger.click();
    await expectOpen(second, true);
    await expectOpen(first, false);
    await second.trigger.click();
    await expectOpen(second, false);
  });

  test("by keyboard: Enter and Space toggle, arrows, Home and End move between headers", async ({ page }) => {
    await page.goto(path);
    const faq = page.locator(".faq-section");
    const titles = [
      "What is knee arthroscopy?",
      "How successful is it?",
      "Will it help my arthritis?",
      "How long will it take to recover?",
      "What are the risks?",
    ];
    const items = titles.map((title) => entry(faq, title));
    await items[0].trigger.focus();
    await page.keyboard.press("Enter");
    await expectOpen(items[0], true);
    await page.keyboard.press("ArrowDown");
    await expect(items[1].trigger).toBeFocused();
    await page.keyboard.press("Space");
    await expectOpen(items[1], true);
    await expectOpen(items[0], false);
    await page.keyboard.press("Space");
    await expectOpen(items[1], false);
    await page.keyboard.press("End");
    await expect(items[4].trigger).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(items[0].trigger).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(items[4].trigger).toBeFocused();
    await page.keyboard.press("Home");
    await expect(items[0].trigger).toBeFocused();
  });
});

test("a condition page is one article: every section open under its heading, reached from On this page", async ({ page }) => {
  await page.goto("/Conditions/knee-arthritis");
  const article = page.locator(".clinical-article");
  for (const name of ["Symptoms", "Risk Factors", "Diagnosis"]) {
    const heading = article.getByRole("heading", { name, level: 2, exact: true });
    await expect(heading).toBeVisible();
  }
  await expect(article.getByText("Anyone can get knee arthritis.")).toBeVisible();
  // no disclosure control hides a section
  await expect(article.locator(".article-section details:not([open])")).toHaveCount(0);
  const contents = page.getByRole("navigation", { name: "On this page" });
  await contents.getByRole("link", { name: "Risk Factors" }).click();
  await expect(page).toHaveURL(/#risk-factors$/);
  const header = await page.locator("header").first().evaluate((el) =>
    el.getBoundingClientRect().bottom
  );
  // (scrolling may be smooth: wait for it to settle)
  await expect.poll(
    () => article.locator("#risk-factors").evaluate((el) => el.getBoundingClientRect().top),
    { message: "the section's heading is not under the sticky header" },
  ).toBeGreaterThanOrEqual(header - PX_TOLERANCE);
});

test("knee osteotomy card: HTO and DFO, one open at a time", async ({ page }) => {
  await page.goto("/Treatments/knee-osteotomy");
  const card = page.locator(".procedure-card");
  const hto = entry(card, "High Tibial Osteotomy (HTO)");
  const dfo = entry(card, "Distal Femoral Osteotomy (DFO)");
  await hto.trigger.click();
  await expectOpen(hto, true);
  await expect(hto.panel).toContainText("4-6 months");
  await dfo.trigger.click();
  await expectOpen(dfo, true);
  await expectOpen(hto, false);
  await expect(dfo.panel).toContainText("about 3 months");
  await dfo.trigger.focus();
  await page.keyboard.press("Enter");
  await expectOpen(dfo, false);
});

test.describe("non-surgical knees tabs", () => {
  const path = "/Treatments/non-surgical-treatment-for-knees";

  test("desktop: two tabs, by mouse and by keyboard (arrows, Home, End)", async ({ page }) => {
    test.skip(!isDesktop(page), "tabs on wide screens");
    await page.goto(path);
    const tablist = page.getByRole("tablist", { name: "Non-Surgical Treatment for Knees" });
    const conservative = tablist.getByRole("tab", { name: "Conservative Treatment" });
    const guide = tablist.getByRole("tab", { name: "Orthobiologics Guide" });
    const conservativePanel = page.locator("#conservative-treatment-tabpanel");
    const guidePanel = page.locator("#orthobiologics-guide-tabpanel");
    await expect(conservative).toHaveAttribute("aria-selected", "true");
    await expect(conservativePanel).toBeVisible();
    await expect(guidePanel).toBeHidden();
    await guide.click();
    await expect(guidePanel).toBeVisible();
    await expect(guidePanel.getByRole("link", { name: "Download the Orthobiologics Guide (PDF)" }))
      .toBeVisible();
    await expect(conservativePanel).toBeHidden();
    await page.keyboard.press("ArrowLeft");
    await expect(conservative).toBeFocused();
    await expect(conservative).toHaveAttribute("aria-selected", "true");
    await expect(conservativePanel).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(guide).toBeFocused();
    await expect(guidePanel).toBeVisible();
    await page.keyboard.press("Home");
    await expect(conservative).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(guide).toHaveAttribute("aria-selected", "true");
    await expect(guide).toHaveAttribute("tabindex", "0");
    await expect(conservative).toHaveAttribute("tabindex", "-1");
  });

  test("mobile: the two parts stacked, each under its heading", async ({ page }) => {
    test.skip(isDesktop(page), "stacked on narrow screens");
    await page.goto(path);
    await expect(page.getByRole("tablist")).toBeHidden();
    for (const heading of ["Conservative Treatment", "Orthobiologics Guide"]) {
      await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
    }
    await expect(page.locator("#conservative-treatment-tabpanel")).toBeVisible();
    await expect(page.locator("#orthobiologics-guide-tabpanel")).toBeVisible();
    const box = (id: string) => page.locator(id).boundingBox();
    expect((await box("#orthobiologics-guide-tabpanel"))!.y).toBeGreaterThan(
      (await box("#conservative-treatment-tabpanel"))!.y,
    );
  });
});

test.describe("patellar stabilisation", () => {
  const path = "/Treatments/patellar-stabilization";

  test("desktop: Overview / Procedure / Recovery tabs by keyboard; the techniques expand one at a time", async ({ page }) => {
    test.skip(!isDesktop(page), "tabs on large screens");
    await page.goto(path);
    const tablist = page.getByRole("tablist", { name: "Patellar Stabilisation" });
    const tab = (name: string) => tablist.getByRole("tab", { name });
    const panel = (id: string) => page.locator(`#stabilisation-${id}-tabpanel`);
    await expect(tab("Overview")).toHaveAttribute("aria-selected", "true");
    await expect(panel("overview")).toBeVisible();
    await expect(panel("procedure")).toBeHidden();
    await expect(panel("recovery")).toBeHidden();
    // Overview's sections are all shown, as headed text.
    await expect(
      panel("overview").getByText("The kneecap sits in a groove at the end of the thigh bone."),
    ).toBeVisible();
    const prior = entry(panel("overview"), "Prior to Surgery");
    await expect(prior.panel).toBeVisible();
    await expect(prior.trigger, "a heading, not a control that cannot close").toBeHidden();

    await tab("Overview").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab("Procedure")).toBeFocused();
    await expect(panel("procedure")).toBeVisible();
    await expect(panel("overview")).toBeHidden();
    await page.keyboard.press("End");
    await expect(tab("Recovery")).toBeFocused();
    await expect(panel("recovery").getByRole("row", { name: "Desk work 2-4 weeks" }))
      .toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(tab("Overview")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await page.keyboard.press("Home");
    await expect(tab("Overview")).toBeFocused();
    await expect(panel("overview")).toBeVisible();

    await tab("Procedure").click();
    const techniques = panel("procedure").locator(".technique-list");
    const mpfl = entry(techniques, "MPFL Reconstruction");
    const trochleoplasty = entry(techniques, "Trochleoplasty");
    await mpfl.trigger.click();
    await expectOpen(mpfl, true);
    await trochleoplasty.trigger.click();
    await expectOpen(trochleoplasty, true);
    await expectOpen(mpfl, false);
    await trochleoplasty.trigger.click();
    await expectOpen(trochleoplasty, false);
  });

  test("mobile: no tab list; every section in one accordion under Overview, Procedure and Recovery", async ({ page }) => {
    test.skip(isDesktop(page), "accordion on small screens");
    await page.goto(path);
    await expect(page.getByRole("tablist")).toBeHidden();
    for (const heading of ["Overview", "Procedure", "Recovery"]) {
      await expect(page.getByRole("heading", { name: heading, level: 2, exact: true }))
        .toBeVisible();
    }
    const root = page.locator(".tab-accordion");
    const prior = entry(root, "Prior to Surgery");
    const rest = entry(root, "Rest and Recovery");
    await expectOpen(prior, false);
    await prior.trigger.click();
    await expectOpen(prior, true);
    await expect(prior.panel).toContainText("Practise using crutches");
    // A section in another part closes the open one: it is one accordion.
    await rest.trigger.click();
    await expectOpen(rest, true);
    await expectOpen(prior, false);
    await rest.trigger.focus();
    await page.keyboard.press("Enter");
    await expectOpen(rest, false);
    await page.keyboard.press("ArrowUp");
    await expect(entry(root, "After Surgery").trigger).toBeFocused();
    const mpfl = entry(root.locator(".technique-list"), "MPFL Reconstruction");
    await mpfl.trigger.click();
    await expectOpen(mpfl, true);
  });

  test("the recovery timeline runs across from medium width, down on phones", async ({ page }) => {
    await page.goto(path);
    const steps = page.locator(".timeline-step");
    await expect(steps).toHaveCount(5);
    const boxes = await steps.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y }))
    );
    for (let i = 1; i < boxes.length; i++) {
      if (isDesktop(page)) {
        expectPx(boxes[i].y, boxes[0].y, `step ${i + 1} top`);
        expect(boxes[i].x).toBeGreaterThan(boxes[i - 1].x);
      } else {
        expectPx(boxes[i].x, boxes[0].x, `step ${i + 1} left`);
        expect(boxes[i].y).toBeGreaterThan(boxes[i - 1].y);
      }
    }
  });

  test("the timeline is horizontal at medium width too", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(path);
    const ys = await page.locator(".timeline-step").evaluateAll((items) =>
      items.map((i) => i.getBoundingClientRect().y)
    );
    expect(ys).toHaveLength(5);
    expect(spread(ys), "every step on one line").toBeLessThanOrEqual(PX_TOLERANCE);
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("every tab's text is shown, and every accordion entry opens on a click to show its text", async ({ page }) => {
    /** The text visible, after one click on the summary of the closed entry holding it, if any. */
    const reveal = async (text: string) => {
      const shown = page.getByText(text, { exact: false }).first();
      const closedEntry = page.locator("details.accordion-item:not([open])").filter({
        has: page.getByText(text, { exact: false }),
      });
      // On wide screens the tabs' sections are shown as they are; anywhere else, one click.
      if (await closedEntry.count() && !(await shown.isVisible())) {
        await closedEntry.last().locator(":scope > summary").click();
      }
      await expect(shown, text).toBeVisible();
    };
    await page.goto("/Treatments/patellar-stabilization");
    await reveal("It is an operation to stop the kneecap dislocating."); // FAQ answer
    await reveal("acts like a check-rein"); // a technique in the Procedure tab
    await reveal("Each of these serious complications happens in under 1% of people:"); // Recovery tab
    await reveal("Rest for 48 hours with your leg raised."); // Overview tab
    await page.goto("/Treatments/non-surgical-treatment-for-knees");
    await reveal(
      "Orthobiologics are treatments made from substances found naturally in the body.",
    );
    await reveal("The evidence that it works is weak.");
    await page.goto("/Conditions/cartilage-tear");
    // the article's sections are open as they are; the common questions open on a click
    await expect(page.locator(".article-section").first()).toBeVisible();
    await expect(page.locator(".article-section details:not([open])")).toHaveCount(0);
    const question = page.locator(".faq-section .accordion-item").last();
    await expect(question.locator(".accordion-panel")).toBeHidden();
    await question.locator("summary").click();
    await expect(question.locator(".accordion-panel")).toBeVisible();
  });
});

// ---------------------------------------------------------------------------------------------

const hrefs = (html: string) =>
  [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));

/** Every page reachable from / by internal links, with its status; and every PDF linked. */
async function crawl(request: import("@playwright/test").APIRequestContext, baseURL: string) {
  const origin = new URL(baseURL).origin;
  const statuses = new Map<string, number>();
  const documents = new Set<string>();
  const queue = ["/"];
  while (queue.length) {
    const path = queue.shift()!;
    if (statuses.has(path)) continue;
    const response = await request.get(path);
    statuses.set(path, response.status());
    if (!response.ok() || !(response.headers()["content-type"] ?? "").includes("text/html")) {
      continue;
    }
    for (const href of hrefs(await response.text())) {
      const url = new URL(href, origin + path);
      if (url.origin !== origin) continue;
      const target = decodeURI(url.pathname);
      if (target.startsWith("/documents/")) documents.add(target);
      else if (!statuses.has(target)) queue.push(target);
    }
  }
  return { statuses, documents };
}

test.describe("crawl from the home page", () => {
  test("every internal link answers 200", async ({ page, request, baseURL }) => {
    test.skip(!isDesktop(page), "once is enough");
    test.setTimeout(120_000);
    const { statuses } = await crawl(request, baseURL!);
    expect(statuses.size).toBeGreaterThan(40);
    for (
      const path of [
        "/knee-procedures/meniscus-repair",
        "/hip-procedures/hip-fracture-surgery",
        "/Treatments/hip-replacement",
      ]
    ) {
      expect(statuses.has(path), `${path} reached`).toBe(true);
    }
    const broken = [...statuses].filter(([, status]) => status !== 200);
    expect(broken).toEqual([]);
  });

  // The PDFs are built by another part of the build (/documents/*.pdf); until they are in dist/
  // this half of the crawl is marked fixme rather than silently passing.
  const pdfsBuilt = existsSync(join(import.meta.dirname, "../../dist/documents"));
  test("every /documents PDF linked from the site answers 200", async ({ page, request, baseURL }) => {
    test.skip(!isDesktop(page), "once is enough");
    test.fixme(!pdfsBuilt, "the PDFs have not landed in the build yet");
    test.setTimeout(120_000);
    const { documents } = await crawl(request, baseURL!);
    expect(documents.size).toBeGreaterThanOrEqual(9);
    for (const path of documents) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toContain("application/pdf");
    }
  });
});
