/**
 * Embedding: the built loader (a classic script that knows the widgets' hashed modules), the room
 * it holds for each widget, the snippets, and the /embed page that hands them out.
 */
import { describe, expect, it } from "vitest";
import { Script } from "node:vm";
import { distFile, requireDist, widgetScripts } from "./dist.ts";
import { allRoutes } from "../../pages/routes.ts";
import { renderRoute } from "../../scripts/build/prerender.tsx";
import { sitemapXml } from "../../scripts/build/sitemap.ts";
import { embedPage } from "../../content/embed.ts";
import { reviewsHeight, storyFormHeight } from "../../lib/widget-sizes.ts";
import {
  type EmbeddableWidgetName,
  embeddableWidgetNames,
  reservedHeight,
} from "../../lib/widget-registry.ts";
import { embedSnippet, snippetHeight } from "../../lib/embed-snippet.ts";
import { testRenderContext } from "./render-context.ts";

requireDist();
const loader = distFile("/widgets/embed.js").toString("utf8");

/** The widget → files table the build baked into the loader. */
function bakedBundles(): Record<string, string[]> {
  const match = loader.match(/=(\{reviews:\[[^}]*\})/);
  if (!match) throw new Error("no bundle table in the loader");
  return Function(`return ${match[1]}`)() as Record<string, string[]>;
}

describe("the built loader", () => {
  it("is a classic script: it compiles with no import or export statement", () => {
    expect(() => new Script(loader)).not.toThrow();
    expect(loader).not.toMatch(/(^|[;}])\s*(import|export)[\s{*"]/);
  });

  it("loads exactly the modules the site itself loads for reviews, story-form and chat", () => {
    const bundles = bakedBundles();
    expect(Object.keys(bundles).sort()).toEqual(["chat", "reviews", "story-form"]);
    for (const [name, files] of Object.entries(bundles)) {
      expect(new Set(files), name).toEqual(new Set(widgetScripts(name)));
      expect(files[0], name).toMatch(new RegExp(`^/assets/chunks/${name}\\.[0-9A-Z]{8}\\.js$`));
      // the first file is the widget's own module, which exports mount()
      expect(distFile(files[0]).toString("utf8"), name).toMatch(
        /export\{[^}]*\bas mount\b|export\{[^}]*\bmount\b/,
      );
    }
  });

  it("names no other website, and talks to the API of the origin it was loaded from", () => {
    // The one absolute address is this site's own (SITE_URL), for when the script cannot tell its origin.
    expect(loader.match(/https?:\/\/[^"'`\s]+/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(loader).toContain("/api`");
    expect(loader).toContain('"AshcombeWidgets"');
  });
});

describe("the room held for each widget (measured in Chromium on the built widgets)", () => {
  it("reviews: a page of cards in as many rows as the container's columns need", () => {
    expect(reviewsHeight(390, 390)).toBe(1210); // 3 cards, one column
    expect(reviewsHeight(700, 1440)).toBe(1210); // 6 cards, two columns
    expect(reviewsHeight(1200, 1440)).toBe(870); // 6 cards, three columns
    expect(reviewsHeight(400, 1440)).toBe(2230); // 6 cards, one column
    expect(reviewsHeight(280, 320)).toBeGreaterThanOrEqual(1262); // the summary wraps
  });

  it("story form: one column below 560 px, two from there", () => {
    expect(storyFormHeight(320)).toBeGreaterThanOrEqual(1389);
    expect(storyFormHeight(360)).toBeGreaterThanOrEqual(1290);
    expect(storyFormHeight(440)).toBeGreaterThanOrEqual(1226);
    expect(storyFormHeight(559)).toBeGreaterThanOrEqual(1153);
    expect(storyFormHeight(560)).toBeGreaterThanOrEqual(954);
    expect(storyFormHeight(736)).toBeGreaterThanOrEqual(906);
    expect(storyFormHeight(736)).toBeLessThan(storyFormHeight(559));
  });

  it("chat: none, its launcher is fixed to the window's corner; unknown widgets: none", () => {
    expect(reservedHeight("chat", 600, 1440)).toBe(0);
    expect(reservedHeight("nope", 600, 1440)).toBe(0);
  });
});

describe("snippets", () => {
  const origin = "https://www.example.com";
  const surgeon = "Mr Ashcombe";

  it("the script tag and the element, holding the widget's room before any script runs", () => {
    expect(
      embedSnippet({
        widget: "reviews",
        origin,
        surgeon,
        fallback: { path: "/patient-success-stories", label: "Reviews" },
      }, { theme: "light" }),
    )
      .toBe(
        `<script async src="https://www.example.com/widgets/embed.js"></script>\n` +
          `<div data-widget="reviews" style="display:block!important;min-height:${
            snippetHeight("reviews")
          }px!important">\n` +
          `  <a href="https://www.example.com/patient-success-stories">Reviews</a>\n</div>`,
      );
  });

  it("the chat: named surgeon, theme and accent, no room held", () => {
    expect(embedSnippet({ widget: "chat", origin, surgeon }, { theme: "dark", accent: "#b03060" }))
      .toBe(
        `<script async src="https://www.example.com/widgets/embed.js"></script>\n` +
          `<div data-widget="chat" data-surgeon="Mr Ashcombe" data-theme="dark" data-accent="#b03060"></div>`,
      );
  });

  it("escapes what it writes into attributes and text", () => {
    const snippet = embedSnippet({ widget: "chat", origin, surgeon: `Mr. "X" <b>` }, {
      theme: "light",
      accent: `red" onload="x`,
    });
    expect(snippet).toContain(`data-surgeon="Mr. &quot;X&quot; &lt;b&gt;"`);
    expect(snippet).toContain(`data-accent="red&quot; onload=&quot;x"`);
  });
});

describe("/embed", () => {
  const route = allRoutes().find((r) => r.path === "/embed")!;
  const context = testRenderContext({ siteUrl: "https://www.ashcombe.example" });
  const html = renderRoute(route, context);
  const decode = (s: string) =>
    s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#x27;/g, "'")
      .replace(/&amp;/g, "&");
  const snippets = [...html.matchAll(/<code id="embed-([a-z-]+)-snippet"[^>]*>([\s\S]*?)<\/code>/g)]
    .map((m) => [m[1], decode(m[2])]);

  it("shows a snippet per widget with the production origin (SITE_URL) as selectable text", () => {
    expect(snippets.map(([widget]) => widget)).toEqual(["reviews", "story-form", "chat"]);
    expect(embedPage.widgets.map((w) => w.widget)).toEqual(embeddableWidgetNames);
    for (const [widget, snippet] of snippets) {
      const entry = embedPage.widgets.find((w) => w.widget === widget)!;
      expect(snippet).toBe(
        embedSnippet({
          widget: entry.widget as EmbeddableWidgetName,
          origin: context.siteUrl,
          surgeon: "Mr Ashcombe",
          fallback: entry.fallback,
        }, { theme: "light" }),
      );
      expect(snippet).toContain(
        `<script async src="https://www.ashcombe.example/widgets/embed.js"></script>`,
      );
    }
    // copy buttons wait for JavaScript; without it the text is there to select
    expect(html.match(/<button[^>]*data-copy="embed-[a-z-]+-snippet"[^>]*hidden/g)).toHaveLength(3);
  });

  it("previews each widget through the loader from this site (same origin, allowed by script-src 'self')", () => {
    expect(html).toMatch(/<script async="" src="\/widgets\/embed.js"><\/script>/);
    for (const widget of ["reviews", "story-form", "chat"]) {
      expect(html).toMatch(new RegExp(`data-embed-preview=""><div data-widget="${widget}"`));
    }
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>/); // no inline script
  });

  it("is not indexed and not in the sitemap", () => {
    expect(route.noindex).toBe(true);
    expect(html).toContain(`<meta name="robots" content="noindex, follow"/>`);
    expect(sitemapXml(allRoutes(), "https://www.ashcombe.example", "2026-11-23")).not.toContain(
      "/embed",
    );
  });

  it("is linked from no other built page", () => {
    const manifest = requireDist();
    const others = [
      ...manifest.routes.filter((route) => route.path !== "/embed").map((route) => route.file),
      manifest.notFound,
    ];
    expect(others.length).toBeGreaterThan(40);
    for (const file of others) {
      expect(distFile(`/${file}`).toString("utf8"), file).not.toMatch(
        /href="(https?:\/\/[^"/]+)?\/embed"/,
      );
    }
  });
});
