/**
 * The review policy's transparency report, refreshed in the browser: the page arrives with the
 * figures the edge filled in (or "not available" in a static copy); this fetches the current ones
 * from /api/stories/stats and writes each into its `data-stat` cell. On any failure the figures
 * already on the page stay.
 */
import { type ModerationStats, reportCells } from "../../lib/moderation-report.ts";
import { moderationReport } from "../../content/moderation-report.ts";
import { declineReasons } from "../../content/decline-reasons.ts";
import { getJson } from "../shared/api.ts";

export async function mount(element: HTMLElement): Promise<void> {
  let stats: ModerationStats;
  try {
    stats = await getJson(
      element.dataset.statsUrl ?? moderationReport.statsPath,
    ) as ModerationStats;
  } catch {
    return;
  }
  const cells = reportCells(stats, declineReasons.map((reason) => reason.id));
  for (const cell of element.querySelectorAll<HTMLElement>("[data-stat]")) {
    const text = cells[cell.dataset.stat ?? ""];
    if (text !== undefined && cell.textContent !== text) cell.textContent = text;
  }
  element.dataset.statsUpdated = "true";
}
