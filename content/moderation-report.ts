/**
 * The transparency report on /review-policy: the words around it (the figures' type and the function that
 * turns them into the table's cells are lib/moderation-report.ts). The prerendered page carries the
 * table; the edge fills it in when it serves the page (so it reads with JavaScript off) and the
 * reviews widget's report script refreshes it in the browser. Counts only: no personal data.
 */

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
    removedTotal: "Published, then removed (all reasons)",
    removedReason: (label: string) => label,
    waiting: "Waiting for a decision now",
    median: "Median time from receiving a story to a decision",
  },
  /** shown in every cell until the figures arrive (a static copy of the page, say) */
  unknown: "not available",
  statsPath: "/api/stories/stats",
} as const;
