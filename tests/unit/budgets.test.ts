/**
 * Byte budgets on the built site (deterministic, gzip level 9): our promise that every page stays
 * light on a slow phone.
 */
import { describe, expect, it } from "vitest";
import {
  distFile,
  gzipBytes,
  initialScripts,
  requireDist,
  stylesheets,
  widgetScripts,
} from "./dist.ts";
import {
  firstScreenHtml,
  HTML_BUDGET_GZ,
  WHOLE_PAGE_BUDGET_GZ,
} from "../../scripts/build/html-budget.ts";

const KB = 1024;
const manifest = requireDist();
const pages = [...manifest.routes, { path: "/404", file: "404.html" }];

describe("byte budgets", () => {
  // The first view in one round trip (issue 21): the HTML of the first screen, its critical CSS
  // inline, fits in the first ~14 KB a new connection may send. A page that marks where its first
  // screen ends (a clinical article, the home page: issue 27 put the urgent-care card and the
  // article's parts on them) streams the rest after it, within 16 KB in all; every other page is
  // its first screen. The build inlines a page's main SVG drawing only where it fits
  // (scripts/build/html-budget.ts).
  it.each(pages.map((p) => [p.path, p.file]))(
    "%s: HTML to the end of the first screen (critical CSS included) ≤ 12 KB gz, the whole page ≤ 16 KB gz, CSS ≤ 15 KB gz",
    (_path, file) => {
      const html = distFile(`/${file}`).toString("utf8");
      expect(HTML_BUDGET_GZ).toBe(12 * KB);
      expect(gzipBytes(firstScreenHtml(html))).toBeLessThanOrEqual(HTML_BUDGET_GZ);
      expect(gzipBytes(html)).toBeLessThanOrEqual(WHOLE_PAGE_BUDGET_GZ);
      const css = stylesheets(html).reduce((sum, href) => sum + gzipBytes(distFile(href)), 0);
      expect(css).toBeLessThanOrEqual(15 * KB);
    },
  );

  const contentPages = manifest.routes.filter((r) =>
    !["/patient-success-stories"].includes(r.path)
  );
  // The site script includes the chat launcher, so the launcher counts here.
  it.each(contentPages.map((p) => [p.path, p.file]))(
    "%s: JavaScript loaded with the page ≤ 3 KB gz",
    (_path, file) => {
      const html = distFile(`/${file}`).toString("utf8");
      const scripts = initialScripts(html);
      expect(scripts.length).toBeGreaterThan(0);
      const total = scripts.reduce((sum, src) => sum + gzipBytes(distFile(src)), 0);
      expect(total).toBeLessThanOrEqual(3 * KB);
    },
  );

  it("the chat (its chunk and everything that loads with it, Preact and signals included) ≤ 12 KB gz", () => {
    const total = widgetScripts("chat").reduce((sum, src) => sum + gzipBytes(distFile(src)), 0);
    expect(total).toBeLessThanOrEqual(12 * KB);
  });

  // Issue 6: an embeddable widget weighs ≤ 12 KB gz with everything it loads.
  it.each(["reviews", "story-form"])(
    "the %s widget (its chunk and the shared Preact runtime it imports) ≤ 12 KB gz",
    (name) => {
      const scripts = widgetScripts(name);
      expect(scripts.length).toBeGreaterThan(1); // its own chunk and the shared Preact runtime
      const total = scripts.reduce((sum, src) => sum + gzipBytes(distFile(src)), 0);
      expect(total).toBeLessThanOrEqual(12 * KB);
    },
  );
});

describe("embed loader budget", () => {
  // The one script another website adds; everything it loads is counted by the widget budgets above.
  it("/widgets/embed.js ≤ 1.5 KB gz", () => {
    expect(gzipBytes(distFile("/widgets/embed.js"))).toBeLessThanOrEqual(1.5 * KB);
  });
});

describe("widget budgets", () => {
  it("enquiry widget: ≤ 12 KB gz with everything it imports, and not loaded with the page", () => {
    const scripts = widgetScripts("enquiry");
    const total = scripts.reduce((sum, src) => sum + gzipBytes(distFile(src)), 0);
    expect(total).toBeLessThanOrEqual(12 * KB);
    const home = distFile("/index.html").toString("utf8");
    expect(initialScripts(home).some((src) => src.includes("/enquiry."))).toBe(false);
  });
});
