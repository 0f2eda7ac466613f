/** The manifest the build writes as dist/_site.json and the edge serves from. */
import type { DataHosting } from "../lib/config.ts";

export interface SiteManifest {
  /** the SITE_URL the build was made for (canonical links, sitemap, PDFs); builds before it was recorded lack it */
  origin?: string;
  /** DATA_HOSTING as the build read it: where the prerendered privacy notice says patients' data is stored */
  dataHosting?: DataHosting;
  routes: Array<{ path: string; file: string }>;
  redirects: Array<{ from: string; to: string }>;
  notFound: string;
  /** the site's stylesheet and script, for pages the edge renders itself (moderation, form errors) */
  assets: { css: string; siteScript: string };
  /** CSP sources ('sha256-…') of each page's inline style blocks, by file (scripts/build/critical-css.ts) */
  inlineStyleHashes?: Record<string, string[]>;
}
