/** sitemap.xml (canonical, indexable pages only) and robots.txt. */
import type { Route } from "../../pages/routes.ts";
import { escapeHtml } from "../../lib/html-escape.ts";

export function sitemapXml(routes: Route[], siteUrl: string, lastModified: string): string {
  const urls = routes
    .filter((r) => !r.canonical && !r.noindex)
    .map((r) =>
      `  <url><loc>${
        escapeHtml(siteUrl + encodeURI(r.path))
      }</loc><lastmod>${lastModified}</lastmod></url>`
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${
    urls.join("\n")
  }\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /moderate/\nDisallow: /dev/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
