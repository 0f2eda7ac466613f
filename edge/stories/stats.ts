/**
 * The transparency report: how moderation has gone over the last 12 months — stories received,
 * published, declined by reason, waiting, and the median days from a story arriving to its
 * decision. Counted from the moderation record and the pending index (edge/stories/store.ts); it
 * holds no personal data, only counts. Served as `GET /api/stories/stats`, revalidated against a KV
 * version key that every submission and decision changes.
 */
import { Hono } from "hono";
import { declineReasons } from "../../content/decline-reasons.ts";
import { removalReasons } from "../../content/removal-reasons.ts";
import type { ModerationStats } from "../../lib/moderation-report.ts";
import type { AppDeps } from "../injected.ts";
import {
  countReceived,
  listModerationRecords,
  listPendingStoryIds,
  listRemovals,
  STATS_VERSION_KEY,
} from "./store.ts";
import { answerRepresentation, taggedBody } from "../http-cache.ts";
import { VersionedCache } from "./versioned-cache.ts";

const DAY_MS = 24 * 3600_000;
/** the report is rebuilt at least this often, as its window slides and waiting stories expire */
export const STATS_MAX_AGE_MS = 3600_000;
export const STATS_CACHE_CONTROL = "public, max-age=0, must-revalidate";

export type { ModerationStats };

export function twelveMonthsBefore(now: Date): Date {
  const from = new Date(now);
  from.setUTCFullYear(from.getUTCFullYear() - 1);
  return from;
}

export function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export async function computeStats(kv: Deno.Kv, now: Date): Promise<ModerationStats> {
  const from = twelveMonthsBefore(now);

  const byReason = new Map<string, number>(declineReasons.map((reason) => [reason.id, 0]));
  const days: number[] = [];
  let published = 0;
  let declined = 0;
  for (const record of await listModerationRecords(kv, from, now)) {
    days.push((Date.parse(record.decidedAt) - Date.parse(record.submittedAt)) / DAY_MS);
    if (record.action === "approve") published++;
    else {
      declined++;
      if (record.reason) byReason.set(record.reason, (byReason.get(record.reason) ?? 0) + 1);
    }
  }
  const middle = median(days);
  const removals = await listRemovals(kv, from, now);
  return {
    period: { from: from.toISOString(), to: now.toISOString() },
    received: await countReceived(kv, from, now),
    published,
    declined: {
      total: declined,
      byReason: declineReasons.map(({ id, label }) => ({
        id,
        label,
        count: byReason.get(id) ?? 0,
      })),
    },
    removed: {
      total: removals.length,
      byReason: removalReasons.map(({ id, label }) => ({
        id,
        label,
        count: removals.filter((removal) => removal.reason === id).length,
      })),
    },
    waiting: (await listPendingStoryIds(kv)).length,
    medianDaysToDecision: middle === null ? null : Math.round(middle * 10) / 10,
  };
}

/** The report, cached in this isolate and revalidated against KV on every use. */
export function statsSource(deps: Pick<AppDeps, "kv" | "clock">): VersionedCache<ModerationStats> {
  return new VersionedCache(deps.kv, STATS_VERSION_KEY, (now) => computeStats(deps.kv, now), {
    clock: deps.clock,
    maxAgeMs: STATS_MAX_AGE_MS,
  });
}

/** `GET /stories/stats`, mounted at /api. */
export function statsRoutes(stats: VersionedCache<ModerationStats>): Hono {
  const app = new Hono();
  const report = stats.derive((value) => taggedBody(JSON.stringify(value)));
  app.get("/stories/stats", async (c) => {
    const { body, etag } = (await report()).value;
    return answerRepresentation(c.req.raw, {
      status: 200,
      etag,
      contentType: "application/json; charset=utf-8",
      cacheControl: STATS_CACHE_CONTROL,
      encodings: [],
      size: body.byteLength,
      read: () => body,
    });
  });
  return app;
}
