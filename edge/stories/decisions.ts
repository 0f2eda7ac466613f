/**
 * Reading what the reviewer sends with a decision: the practice's public reply and the decline
 * reason, and the hash that records who decided without keeping the reviewer's address. The
 * moderation record itself is written with the decision (edge/stories/store.ts).
 */
import { declineReasonById, declineReasons } from "../../content/decline-reasons.ts";
import { isDisplaySafe, toNfc } from "../text-fields.ts";

/** the longest public reply from the practice, in characters */
export const REPLY_MAX = 600;

export async function reviewerHash(address: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(address.trim().toLowerCase()),
  );
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Control characters other than line breaks and tabs, which a reply may not hold. */
const forbiddenControl = /[^\P{Cc}\n\t]/u;

export type ReplyCheck = { ok: true; value: string } | { ok: false; message: string };

/**
 * The practice's public reply, with the rules a story's text has: plain text, trimmed, bounded.
 * Empty means no reply.
 */
export function readReply(raw: string): ReplyCheck {
  const value = toNfc(raw).replace(/\r\n?/g, "\n").trim();
  if (forbiddenControl.test(value) || !isDisplaySafe(value)) {
    return {
      ok: false,
      message: "The reply contains characters we cannot accept. Please write it as plain text.",
    };
  }
  if (value.length > REPLY_MAX) {
    return {
      ok: false,
      message:
        `Please keep the reply to ${REPLY_MAX} characters or fewer (it has ${value.length}).`,
    };
  }
  return { ok: true, value };
}

export type ReasonCheck = { ok: true; value: string } | { ok: false; message: string };

/** A decline needs exactly one reason from the review policy's list. */
export function readDeclineReason(raw: string | null): ReasonCheck {
  if (!raw) return { ok: false, message: "Please choose the reason for declining this story." };
  if (!declineReasonById(raw)) {
    return {
      ok: false,
      message:
        `That is not one of the review policy's reasons. Please choose one of the ${declineReasons.length} listed.`,
    };
  }
  return { ok: true, value: raw };
}
