/**
 * The critical CSS step of the build (scripts/build/critical-css.ts) and what it leaves in dist/:
 * every page's head carries its first screen's CSS inline and links no stylesheet that blocks
 * rendering; the manifest holds each inline block's hash for the CSP; the typeface stays off the
 * first paint's path; the main SVG picture is inline when it fits.
 */
import { SITE_LOADER } from "../../lib/site-loader.ts";
import { statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  firstScreen,
  withoutHiddenElements,
  withoutLaterRules,
} from "../../scripts/build/critical-css.ts";
import { cspHash } from "../../edge/csp-hash.ts";
import { distDir, distFile, requireDist } from "./dist.ts";

const manifest = requireDist();
const pages = [...manifest.routes.map((r) => r.file), manifest.notFound];

describe("choosing the first screen", () => {
  it("keeps everything before <main> and the first characters of text inside it", () => {
    const html =
      `<html><head></head><body><header><a href="/">Home</a></header><main><h1>Title</h1><p>${
        "word ".repeat(100)
      }</p><p class="later">Later</p></main><footer>F</footer></body></html>`;
    const first = firstScreen(html, 50);
    expect(first).toContain("<header>");
    expect(first).toContain("<h1>Title</h1>");
    expect(first).not.toContain("later");
    expect(first).not.toContain("<footer>");
  });

  it("drops closed popovers and hidden elements, and empties collapsed disclosure panels", () => {
    const html = [
      `<nav id="menu" popover="auto"><a class="in-menu">x</a></nav>`,
      `<div class="panel" hidden=""><p class="in-panel">y</p><div><div>z</div></div></div>`,
      `<button aria-expanded="false" aria-controls="drop">Open</button><div id="drop" class="dropdown"><ul><li class="in-drop">a</li></ul></div>`,
      `<p class="after">still here</p><input hidden=""/><span class="visually-hidden">kept</span>`,
    ].join("");
    const out = withoutHiddenElements(html);
    expect(out).not.toMatch(/in-menu|in-panel|in-drop|<input/);
    expect(out).toContain(`<div id="drop" class="dropdown"></div>`);
    expect(out).toContain(`<p class="after">still here</p>`);
    expect(out).toContain(`class="visually-hidden"`);
  });

  it("an element the first screen ends inside runs to the end", () => {
    expect(withoutHiddenElements(`<p>a</p><div hidden=""><div>b</div>`)).toBe("<p>a</p>");
  });

  it("leaves out print rules and the view-transition opt-in, keeping every other rule", () => {
    expect(withoutLaterRules("a{color:red}@media print{.x{display:none}.y{color:#000}}b{margin:0}"))
      .toBe("a{color:red}b{margin:0}");
    expect(
      withoutLaterRules(
        "@font-face{font-family:X;src:local(Arial)}@view-transition{navigation:auto}@media (prefers-reduced-motion:reduce){@view-transition{navigation:none}}@media (min-width:600px){.g{display:grid}}p{margin:0}",
      ),
    )
      .toBe(
        "@font-face{font-family:X;src:local(Arial)}@media (min-width:600px){.g{display:grid}}p{margin:0}",
      );
  });
});

describe("dist pages", () => {
  it.each(pages)(
    "%s: critical CSS inline (hash in the manifest), no render-blocking stylesheet, the full one at the end of <body>",
    (file) => {
      const html = distFile(`/${file}`).toString("utf8");
      const head = html.slice(0, html.indexOf("</head>"));
      const blocks = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
      expect(blocks).toHaveLength(1);
      expect(head).toContain(`<style>${blocks[0]}</style>`);
      expect(manifest.inlineStyleHashes?.[file]).toEqual(blocks.map(cspHash));

      // No stylesheet link in the head outside <noscript> (which only a browser without JavaScript reads).
      expect(head.replace(/<noscript>[\s\S]*?<\/noscript>/g, "")).not.toMatch(
        /<link[^>]*rel="stylesheet"/,
      );
      // The full stylesheet: added by the loader after the first paint, linked in a <noscript>
      // at the end of <body> for a browser without JavaScript.
      const css = manifest.assets.css.replace(/\./g, "\\.");
      expect(html).toMatch(
        new RegExp(`<noscript><link rel="stylesheet" href="${css}"></noscript></body></html>$`),
      );
      expect(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "")).not.toMatch(
        /<link[^>]*rel="stylesheet"/,
      );
      expect(head).toMatch(new RegExp(`<script data-site-script="[^"]+" data-css="${css}">`));
      // The CSP allows one inline script, the site loader (by its hash), and no handler: the
      // loading of the stylesheet needs neither.
      expect(html).not.toMatch(/\son[a-z]+="/);
      expect(
        [...html.matchAll(
          /<script(?![^>]*type="application\/ld\+json")(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g,
        )].map((m) => m[1]),
      ).toEqual([SITE_LOADER]);
    },
  );

  // The typeface is kept off the first paint's path: Lighthouse's simulated LCP counts every
  // request that finished before the (unthrottled) paint, and the preloaded woff2 cost ~250 ms of
  // it. So no preload, and the critical CSS carries only the size-adjusted local fallbacks; the
  // full stylesheet declares the typeface (swap), whose file is then requested after the paint.
  it.each(pages)(
    "%s: the typeface is not preloaded; its size-adjusted fallbacks are inline, its own @font-face (swap) only in the full stylesheet",
    (file) => {
      const html = distFile(`/${file}`).toString("utf8");
      expect(html).not.toMatch(/<link[^>]*rel="preload"[^>]*as="font"/);
      expect(html).not.toMatch(/\.woff2/);
      const style = html.match(/<style>([\s\S]*?)<\/style>/)![1];
      const fallbacks = style.match(/@font-face\{[^}]*\}/g) ?? [];
      // regular, semibold and bold for Arial/Liberation Sans and for DejaVu Sans; regular and bold capitals
      expect(fallbacks).toHaveLength(8);
      for (const face of fallbacks) {
        expect(face).toMatch(/font-family:"Source Sans 3 Fallback[^"]*"/);
        expect(face).toMatch(/src:local\(/);
        expect(face).toMatch(/size-adjust:[\d.]+%/);
        expect(face).toMatch(/ascent-override:[\d.]+%/);
        expect(face).toMatch(/descent-override:[\d.]+%/);
      }
      // The first paint names only the fallbacks; the site script names the typeface once the page
      // has painted (widgets/site/typeface.ts), noscript.css from the start when JavaScript is off.
      expect(style).toMatch(
        /html:not\(\.typeface\)\{--font:var\(--font-fallbacks\);--font-caps:"Source Sans 3 Fallback Caps", ?var\(--font-fallbacks\)\}/,
      );
      expect(style.match(/--font-fallbacks:([^;]*);/)?.[1]).not.toContain('"Source Sans 3"');
      const noscriptCss =
        html.match(/<noscript><link rel="stylesheet" href="([^"]+)"><\/noscript>/)![1];
      expect(distFile(noscriptCss).toString("utf8")).toMatch(
        /:root\[lang\]:not\(\.typeface\)\{--font: ?"Source Sans 3"/,
      );
      const stylesheet = distFile(manifest.assets.css).toString("utf8");
      expect(stylesheet).toMatch(
        /@font-face\{font-family:"Source Sans 3";[^}]*font-display:swap;[^}]*src:url\("?\.\/source-sans-3-latin-wght-normal\.[A-Z0-9]{8}\.woff2"?\) format\("woff2"\)/,
      );
    },
  );
});

describe("the hero image starts with the HTML", () => {
  // One of the site's SVG drawings as the page's main picture is inlined (no request before the
  // first paint; an inline <svg> is no LCP candidate) when the page stays within its 12.5 KB gz HTML
  // budget; otherwise it is an <img> preloaded with fetchpriority=high, as raster images are.
  // (When the budget holds the first screen's HTML only, the rest of a page streams after it:
  // scripts/build/html-budget.ts.)
  it.each(pages)(
    "%s: the main picture is inline and labelled, or the first image of <main> and preloaded from the head",
    (file) => {
      const html = distFile(`/${file}`).toString("utf8");
      const main = html.slice(html.indexOf("<main"));
      const inline = [...main.matchAll(/<svg [^>]*role="img"[^>]*>/g)].map((m) => m[0]);
      const priority = [...main.matchAll(/<img [^>]*fetchPriority="high"[^>]*>/g)].map((m) => m[0]);
      // A labelled diagram with a numbered copy for narrow windows comes inline as a pair, the
      // stylesheet showing one of them at each width (pages/components/Img.tsx).
      const pair = inline.length === 2 && /inline-up-to-(\d+)/.test(inline[0]) &&
        inline[1].includes(`inline-from-${inline[0].match(/inline-up-to-(\d+)/)![1]}`);
      expect(pair || inline.length + priority.length <= 1, "one main picture").toBe(true);
      if (inline.length > 0) {
        if (pair) expect(inline[0]).toContain('aria-labelledby="main-picture-narrow-title"');
        expect(inline.at(-1)).toContain('aria-labelledby="main-picture-title"');
        for (const svg of inline) {
          expect(svg).toMatch(/ width="\d+" height="\d+" viewBox="[\d. ]+"/);
        }
        const title = main.match(/<title id="main-picture-title">([^<]+)<\/title>/);
        expect(title?.[1].trim().length).toBeGreaterThan(10);
        const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
        expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
        expect(html).not.toMatch(/<link rel="preload"[^>]* as="image"/);
        return;
      }
      if (priority.length === 0) return;
      const first = main.match(/<img [^>]*>/)?.[0];
      expect(priority[0]).toBe(first);
      const src = priority[0].match(/ src="([^"]+)"/)![1];
      const head = html.slice(0, html.indexOf("</head>"));
      const preload = head.indexOf(
        `<link rel="preload" href="${src}" as="image" fetchPriority="high"`,
      );
      expect(preload).toBeGreaterThan(0);
      expect(preload).toBeLessThan(head.indexOf("<style>"));
    },
  );

  it("most pages whose main picture is an SVG drawing carry it inline", () => {
    const inlined = pages.filter((file) =>
      /<svg [^>]*aria-labelledby="main-picture-title"/.test(distFile(`/${file}`).toString("utf8"))
    );
    expect(inlined.length).toBeGreaterThan(20);
  });
});

describe("the typeface file", () => {
  it("is one Latin woff2 of at most 35 KB, hashed, with its licence beside it", () => {
    const woff2 = distFile(manifest.assets.css).toString("utf8").match(
      /url\("?\.\/(source-sans-3-latin-wght-normal\.[A-Z0-9]{8}\.woff2)"?\)/,
    )![1];
    expect(statSync(join(distDir, "assets", woff2)).size).toBeLessThanOrEqual(35 * 1024);
    expect(distFile("/assets/source-sans-3.LICENSE.txt").toString("utf8")).toContain(
      "SIL Open Font License, Version 1.1",
    );
  });
});
