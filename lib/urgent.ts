/**
 * Urgent help, as the chat panel and the pages say it: each service's heading on an urgent card
 * ("Call 999 now"), and where the "worried about a symptom now?" path starts (a page that works
 * with JavaScript off; the panel walks the same path, lib/symptom-path.ts).
 */
import type { UrgentService } from "./wire-types.ts";

export const URGENT_HEADINGS: Record<UrgentService, string> = {
  "999": "Call 999 now",
  ae: "Go to A&E now",
  "111": "Call NHS 111 now",
  samaritans: "Talk to Samaritans now",
};

/**
 * A help-now reply's heading: the message seemed to describe a symptom happening now, but nothing
 * placed it with one service, so the reply lists 999, A&E and NHS 111 (lib/wire-types.ts, `ChatReply`).
 */
export const HELP_NOW_HEADING = "Get help now";

/** The path's first page. */
export const SYMPTOM_PATH = "/worried-about-a-symptom";
