import { describe, expect, it } from "vitest";
import { aliases, allRoutes, redirects, routes } from "../../pages/routes.ts";
import { renderRoute } from "../../scripts/build/prerender.tsx";
import { robotsTxt, sitemapXml } from "../../scripts/build/sitemap.ts";
import { jsonLd } from "../../pages/document.tsx";
import { notFoundRoute } from "../../pages/views/NotFound.tsx";
import { testRenderContext } from "./render-context.ts";
import { specRoutes } from "./spec-routes.ts";

const context = testRenderContext();

function head(html: string) {
  return html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
}

describe("route table", () => {
  const paths = allRoutes().map((r) => r.path);

  it("has every route of the specification, once", () => {
    for (const path of specRoutes) expect(paths, path).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("shows the three anterior knee pain paths as one page, the aliases pointing at the main one", () => {
    const rows = allRoutes().filter((r) =>
      r.path.includes("anterior-knee-pain") || r.path.includes("kneecap")
    );
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => !r.canonical).map((r) => r.path)).toEqual([
      "/Conditions/anterior-knee-pain",
    ]);
    for (const alias of aliases) expect(alias.of).toBe("/Conditions/anterior-knee-pain");
  });

  it("redirects the 'stabilisation' spelling to the routed 'stabilization' page", () => {
    expect(redirects).toContainEqual({
      from: "/Treatments/patellar-stabilisation",
      to: "/Treatments/patellar-stabilization",
    });
    for (const r of redirects) expect(paths).toContain(r.to);
  });

  it("gives every page a unique title and description of useful length", () => {
    const titles = routes.map((r) => r.meta.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const r of routes) {
      expect(r.meta.title.length, r.path).toBeLessThanOrEqual(70);
      expect(r.meta.description.length, r.path).toBeGreaterThanOrEqual(70);
      expect(r.meta.description.length, r.path).toBeLessThanOrEqual(170);
      expect(r.meta.keywords.length, r.path).toBeGreaterThan(0);
      expect(r.heading.trim(), r.path).not.toBe("");
    }
  });
});

describe("head tags", () => {
  for (const route of allRoutes()) {
    it(`${route.path} has complete search and social metadata`, () => {
      const html = renderRoute(route, context);
      const h = head(html);
      expect(html.startsWith('<!DOCTYPE html><html lang="en"')).toBe(true);
      expect(h).toContain(`<title>${escapeHtml(route.meta.title)}</title>`);
      expect(h).toContain(
        `<meta name="description" content="${escapeHtml(route.meta.description)}"/>`,
      );
      expect(h).toContain(`<meta name="keywords" content="`);
      expect(h).toContain(
        `<meta name="robots" content="${route.noindex ? "noindex" : "index"}, follow"/>`,
      );
      expect(h).toContain(`<meta name="geo.region" content="GB"/>`);
      const canonical = `https://www.example.com${encodeURI(route.canonical ?? route.path)}`;
      if (route.noindex) expect(h).not.toContain(`rel="canonical"`);
      else expect(h).toContain(`<link rel="canonical" href="${escapeHtml(canonical)}"/>`);
      for (
        const tag of ["og:title", "og:description", "og:url", "og:image", "og:type", "og:locale"]
      ) {
        expect(h, tag).toContain(`property="${tag}"`);
      }
      for (const tag of ["twitter:card", "twitter:title", "twitter:description", "twitter:image"]) {
        expect(h, tag).toContain(`name="${tag}"`);
      }
      expect(html.match(/<h1[\s>]/g), "exactly one h1").toHaveLength(1);
      expect(html).not.toMatch(/lorem ipsum/i);
    });
  }

  it("the 404 page is not indexed and has no canonical link", () => {
    const h = head(renderRoute(notFoundRoute, context));
    expect(h).toContain(`<meta name="robots" content="noindex, follow"/>`);
    expect(h).not.toContain(`rel="canonical"`);
  });

  it("JSON-LD cannot close its script element", () => {
    expect(jsonLd({ name: "</script><script>alert(1)</script>" })).not.toContain("<");
    expect(JSON.parse(jsonLd({ name: "</script>" }))).toEqual({ name: "</script>" });
  });
});

describe("sitemap and robots", () => {
  it("lists canonical pages only, with absolute URLs", () => {
    const xml = sitemapXml(allRoutes(), "https://www.example.com", "2026-11-23");
    expect(xml).toContain("<loc>https://www.example.com/Conditions/anterior-knee-pain</loc>");
    expect(xml).not.toContain("kneecap-problems</loc>");
    expect(xml).toContain(
      "<loc>https://www.example.com/Conditions/acl/-ligament-injury-(sports-knee-injury)</loc>",
    );
    expect(xml.match(/<url>/g)).toHaveLength(routes.filter((r) => !r.noindex).length);
  });

  it("leaves out pages that are not indexed, such as the enquiry thank-you page", () => {
    expect(routes.find((r) => r.path === "/enquiry-sent")?.noindex).toBe(true);
    const xml = sitemapXml(allRoutes(), "https://www.example.com", "2026-11-23");
    expect(xml).not.toContain("/enquiry-sent");
  });

  it("robots.txt names the sitemap", () => {
    expect(robotsTxt("https://www.example.com")).toContain(
      "Sitemap: https://www.example.com/sitemap.xml",
    );
  });
});

function escapeHtml(s: string) {
  // as React escapes attribute values
  return s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;").replace(
    /</g,
    "&lt;",
  ).replace(/>/g, "&gt;");
}
