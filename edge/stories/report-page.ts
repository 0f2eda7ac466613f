/**
 * Serves /review-policy with the transparency report's figures filled in, so the page reads
 * complete with JavaScript off; the report script refreshes them in the browser. The prerendered
 * file is the template: each `data-stat` element's text is replaced, nothing else changes.
 */
import type { Context } from "hono";
import { reportCells } from "../../pages/content/moderation-report.ts";
import type { SiteFiles } from "../site.ts";
import type { ModerationStats } from "./stats.ts";
import type { Versioned } from "./versioned-cache.ts";
import { ifNoneMatchHits } from "../http-cache.ts";
import { sha256Tag } from "./versioned-cache.ts";

export const REPORT_PAGE_PATH = "/review-policy";

/** The page's HTML with every `data-stat` element's text set from `stats`. */
export function fillReport(page: string, stats: ModerationStats): string {
  const cells = reportCells(stats);
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return page.replace(/(<(td|span) data-stat="([a-z-]+)"[^>]*>)[^<]*(<\/\2>)/g, (whole, open, _tag, stat, close) =>
    stat in cells ? open + escape(cells[stat]) + close : whole);
}

export function reportPageHandler(site: SiteFiles, stats: () => Promise<Versioned<ModerationStats>>) {
  let template: Promise<string> | null = null;
  return async (c: Context) => {
    const answer = site.resolve(REPORT_PAGE_PATH);
    if (answer.kind !== "file") return c.text("Not found", 404);
    c.set("inlineStyleHashes", site.inlineStyleHashes(answer.file));
    template ??= site.read(answer.file).then((bytes) => new TextDecoder().decode(bytes));
    const { value } = await stats();
    const body = fillReport(await template, value);
    const etag = await sha256Tag(body);
    const headers = { "Content-Type": answer.file.contentType, "Cache-Control": "public, max-age=0, must-revalidate", ETag: etag };
    if (ifNoneMatchHits(c.req.header("if-none-match"), etag)) return c.body(null, 304, headers);
    return c.body(body, 200, headers);
  };
}
