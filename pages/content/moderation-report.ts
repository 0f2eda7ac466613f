/**
 * The transparency report on /review-policy: the words around it, and the one function that turns
 * the figures (`GET /api/stories/stats`) into the table's cells. The prerendered page carries the
 * table; the edge fills it in when it serves the page (so it reads with JavaScript off) and the
 * reviews widget's report script refreshes it in the browser. Counts only: no personal data.
 */
import { declineReasons } from "./decline-reasons.ts";

/** The figures, as `GET /api/stories/stats` answers them. */
export interface ModerationStats {
  /** the 12 months counted: ISO times, `from` inclusive */
  period: { from: string; to: string };
  received: number;
  published: number;
  declined: { total: number; byReason: Array<{ id: string; label: string; count: number }> };
  /** waiting for a decision now */
  waiting: number;
  /** median days from a story arriving to its decision, one decimal; null before any decision */
  medianDaysToDecision: number | null;
}

export const moderationReport = {
  id: "transparency-report",
  title: "How moderation has gone: the last 12 months",
  intro:
    "These figures are counted automatically from our moderation records each time this page is loaded. They show every story we received, whatever its rating, and what happened to it. They contain no names or stories.",
  caption: "Patient stories",
  rows: {
    received: "Stories received",
    published: "Published",
    declinedTotal: "Declined (all reasons)",
    declinedReason: (label: string) => `Declined: ${label}`,
    waiting: "Waiting for a decision now",
    median: "Median time from receiving a story to a decision",
  },
  /** shown in every cell until the figures arrive (a static copy of the page, say) */
  unknown: "not available",
  statsPath: "/api/stories/stats",
} as const;

const ukDate = (iso: string) => new Date(iso).toLocaleDateString("en-GB", { timeZone: "Europe/London", day: "numeric", month: "long", year: "numeric" });

/** `data-stat` name → its text, for every cell of the report. */
export function reportCells(stats: ModerationStats): Record<string, string> {
  const days = stats.medianDaysToDecision;
  const cells: Record<string, string> = {
    period: `${ukDate(stats.period.from)} to ${ukDate(stats.period.to)}`,
    received: String(stats.received),
    published: String(stats.published),
    "declined-total": String(stats.declined.total),
    waiting: String(stats.waiting),
    median: days === null ? "No decisions yet" : `${days} ${days === 1 ? "day" : "days"}`,
  };
  for (const reason of declineReasons) {
    cells[`declined-${reason.id}`] = String(stats.declined.byReason.find((row) => row.id === reason.id)?.count ?? 0);
  }
  return cells;
}
