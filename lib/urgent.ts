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

/** The path's first page. */
export const SYMPTOM_PATH = "/worried-about-a-symptom";
