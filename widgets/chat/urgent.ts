/**
 * Which replies show as an urgent card: an emergency or help-now reply whose `urgent` names a
 * service (lib/wire-types.ts, `ChatReply`). Nothing is guessed from the reply's words: without a
 * valid `urgent` the reply is an ordinary message. Checked where it is shown, as everything from
 * the server or from storage is.
 */
import { HELP_NOW_HEADING, URGENT_HEADINGS } from "../../lib/urgent.ts";
import type { CallAction, UrgentService } from "../../lib/wire-types.ts";
import type { ChatMessage } from "./messages.ts";

/** The numbers a button may dial: digits, and a leading + (wire-types.ts, `CallAction`). */
export const callsOf = (calls: unknown): CallAction[] =>
  Array.isArray(calls)
    ? calls.filter((c) => typeof c?.label === "string" && /^\+?\d{3,15}$/.test(c.tel))
    : [];

/** An urgent reply's service and heading, or null for any other reply. */
export function urgentCard(
  message: Pick<ChatMessage, "kind" | "urgent">,
): { service: UrgentService; heading: string } | null {
  const service = message.urgent?.service as UrgentService;
  if (!Object.hasOwn(URGENT_HEADINGS, service)) return null;
  if (message.kind === "help-now") return { service, heading: HELP_NOW_HEADING };
  return message.kind === "emergency" ? { service, heading: URGENT_HEADINGS[service] } : null;
}
