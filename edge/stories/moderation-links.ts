/**
 * Signed moderation links (edge/signed-links.ts), one story and one action each:
 *   `${siteUrl}/moderate/<storyId>?action=<action>&expires=<unix seconds>&token=<HMAC>`
 *   approve, decline  the reviewer's email about a new story and the reminders: 14 days
 *   erase             the practice's email about a data request: DATA_REQUEST_LINK_LIFETIME_MS
 *   unpublish         the reviewer's email about a published story: no `expires`, for a story
 *                     may stay published for years and its author may ask for removal at any time
 * The token covers the story id, the action and the expiry, so none can be changed.
 */
import type { StoryAction } from "./story.ts";
import { ID_PATTERN } from "../ids.ts";
import { readExpiry, signParts, tokenMatches } from "../signed-links.ts";
import { DAY_MS, retention } from "../../content/retention.ts";

export const MODERATION_LINK_LIFETIME_MS = 14 * 24 * 3600_000;
/** the links in the practice's email about a data request work while the request is kept */
export const DATA_REQUEST_LINK_LIFETIME_MS = retention.dataRequestDays * DAY_MS;

export type LinkAction = StoryAction | "unpublish" | "erase";
const ACTIONS: readonly LinkAction[] = ["approve", "decline", "unpublish", "erase"];

export interface ModerationLinkParams {
  id: string;
  action: LinkAction;
  /** unix seconds; null: never (unpublish links only) */
  expires: number | null;
}

const PURPOSE = "story-moderation";
const parts = (
  p: ModerationLinkParams,
) => [p.id, p.action, p.expires === null ? "never" : String(p.expires)];

export async function signModerationLink(
  secret: string,
  params: ModerationLinkParams,
): Promise<string> {
  return await signParts(secret, PURPOSE, parts(params));
}

/** The link for one action on one story: valid for `lifetimeMs` from `now`, or for ever when null. */
export async function moderationUrl(
  siteUrl: string,
  secret: string,
  id: string,
  action: LinkAction,
  now: Date,
  lifetimeMs: number | null = MODERATION_LINK_LIFETIME_MS,
): Promise<string> {
  const expires = lifetimeMs === null ? null : Math.floor((now.getTime() + lifetimeMs) / 1000);
  const token = await signModerationLink(secret, { id, action, expires });
  const query = new URLSearchParams({ action });
  if (expires !== null) query.set("expires", String(expires));
  query.set("token", token);
  return `${siteUrl}/moderate/${id}?${query}`;
}

export type LinkCheck =
  | { ok: true; params: ModerationLinkParams }
  | { ok: false; reason: "invalid" }
  /** a genuine link past its expiry, by this instance's clock */
  | { ok: false; reason: "expired"; params: ModerationLinkParams };

/** Checks a link's parts as they arrived (any may be missing or altered). */
export async function verifyModerationLink(
  secret: string,
  raw: { id: string; action?: string; expires?: string; token?: string },
  now: Date,
): Promise<LinkCheck> {
  const { id, action, token } = raw;
  if (!ID_PATTERN.test(id) || !ACTIONS.includes(action as LinkAction)) {
    return { ok: false, reason: "invalid" };
  }
  const expires = readExpiry(raw.expires);
  if (expires === "invalid" || !token) return { ok: false, reason: "invalid" };
  // Only an unpublish link may go without an expiry.
  if (expires === null && action !== "unpublish") return { ok: false, reason: "invalid" };
  const params: ModerationLinkParams = { id, action: action as LinkAction, expires };
  if (!(await tokenMatches(secret, PURPOSE, parts(params), token))) {
    return { ok: false, reason: "invalid" };
  }
  if (expires !== null && expires * 1000 <= now.getTime()) {
    return { ok: false, reason: "expired", params };
  }
  return { ok: true, params };
}
