/**
 * The transparency report's figures (`GET /api/stories/stats`) and the one function that turns them
 * into the table's cells: the edge fills the prerendered table with it, and the reviews widget's
 * report script refreshes it in the browser. Counts only: no personal data.
 */
import { ukDate } from "./dates.ts";

/** The figures, as `GET /api/stories/stats` answers them. */
export interface ModerationStats {
  /** the 12 months counted: ISO times, `from` inclusive */
  period: { from: string; to: string };
  received: number;
  published: number;
  declined: { total: number; byReason: Array<{ id: string; label: string; count: number }> };
  /** published stories taken down again, by reason (content/removal-reasons.ts) */
  removed: { total: number; byReason: Array<{ id: string; label: string; count: number }> };
  /** waiting for a decision now */
  waiting: number;
  /** median days from a story arriving to its decision, one decimal; null before any decision */
  medianDaysToDecision: number | null;
}

/** `data-stat` name → its text, for every cell of the report. */
export function reportCells(
  stats: ModerationStats,
  reasonIds: readonly string[],
): Record<string, string> {
  const days = stats.medianDaysToDecision;
  const cells: Record<string, string> = {
    period: `${ukDate(stats.period.from)} to ${ukDate(stats.period.to)}`,
    received: String(stats.received),
    published: String(stats.published),
    "declined-total": String(stats.declined.total),
    waiting: String(stats.waiting),
    median: days === null ? "No decisions yet" : `${days} ${days === 1 ? "day" : "days"}`,
  };
  // A report from before removals were counted has none to show.
  const removed = stats.removed ?? { total: 0, byReason: [] };
  cells["removed-total"] = String(removed.total);
  for (const row of removed.byReason) cells[`removed-${row.id}`] = String(row.count);
  for (const id of reasonIds) {
    cells[`declined-${id}`] = String(
      stats.declined.byReason.find((row) => row.id === id)?.count ?? 0,
    );
  }
  return cells;
}
