/**
 * Serves /review-policy with the transparency report's figures filled in, so the page reads
 * complete with JavaScript off; the report script refreshes them in the browser. The prerendered
 * file is the template: each `data-stat` element's text is replaced, nothing else changes. It is
 * a variant of the site's static handler (edge/site.ts), so the page is served like any other:
 * conditional requests, encodings and its inline-style hashes; its ETag is that of the filled page.
 */
import { reportCells } from "../../lib/moderation-report.ts";
import { escapeHtml } from "../../lib/html-escape.ts";
import { declineReasons } from "../../content/decline-reasons.ts";
import { encodeAll, sha256Tag } from "../http-cache.ts";
import type { SiteFiles, SiteVariant } from "../site.ts";
import type { ModerationStats } from "./stats.ts";
import type { VersionedCache } from "./versioned-cache.ts";

export const REPORT_PAGE_PATH = "/review-policy";

/** The page's HTML with every `data-stat` element's text set from `stats`. */
export function fillReport(page: string, stats: ModerationStats): string {
  const cells = reportCells(stats, declineReasons.map((reason) => reason.id));
  return page.replace(
    /(<(td|span) data-stat="([a-z-]+)"[^>]*>)[^<]*(<\/\2>)/g,
    (whole, open, _tag, stat, close) =>
      stat in cells ? open + escapeHtml(cells[stat]) + close : whole,
  );
}

/** The review policy page's variant for siteHandler: the built page with the current figures. */
export function reportPageVariant(
  site: SiteFiles,
  stats: VersionedCache<ModerationStats>,
): SiteVariant {
  const resolved = site.resolve(REPORT_PAGE_PATH);
  if (resolved.kind !== "file") return () => Promise.resolve(undefined);
  const reportFile = resolved.file;
  // Filled, compressed and tagged once per version of the figures.
  const filledPage = stats.derive(async (value) => {
    const template = new TextDecoder().decode(await site.read(reportFile));
    const identity = new TextEncoder().encode(fillReport(template, value));
    return { bodies: encodeAll(identity), etag: await sha256Tag(identity) };
  });
  return async (file) => {
    if (file.path !== reportFile.path) return undefined;
    const { bodies, etag } = (await filledPage()).value;
    return {
      etag,
      size: bodies.identity.byteLength,
      read: (encoding) => bodies[encoding ?? "identity"],
    };
  };
}
