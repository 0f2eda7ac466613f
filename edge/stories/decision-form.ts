/**
 * The reviewer's decision form on the confirmation page: the fields each action asks for, and
 * reading them back. Approving may take a surgery type and a public reply from the practice;
 * declining needs one reason from the review policy's list (content/decline-reasons.ts).
 * A field that is wrong comes back with the form, its value kept and its message beside it.
 */
import { markup } from "../html-page.ts";
import { declineReasons, neverADeclineReason } from "../../content/decline-reasons.ts";
import type { StoryAction } from "./story.ts";
import type { Html } from "../html-page.ts";
import { readDeclineReason, readReply, REPLY_MAX } from "./decisions.ts";
import { isDisplaySafe, toNfc } from "../text-fields.ts";

export const SURGERY_TYPE_MAX = 100;

/** The sentence the reviewer's email and the confirmation page carry: the policy in one line. */
export const MODERATION_POLICY_SENTENCE = `Decline only for one of the review policy's reasons (${
  declineReasons.map((reason) => reason.label.toLowerCase()).join("; ")
}) — never because a story is negative or gives a low rating.`;

export type DecisionField = "surgeryType" | "reply" | "reason";

export interface DecisionValues {
  surgeryType: string;
  reply: string;
  reason: string;
}

export interface DecisionFormError {
  field: DecisionField;
  message: string;
  values: DecisionValues;
}

export type DecisionFormResult =
  | { ok: true; surgeryType?: string; reply?: string; reason?: string }
  | { ok: false; error: DecisionFormError };

/** Reads the posted form for `action`; fields of the other action are ignored. */
export function readDecisionForm(action: StoryAction, form: URLSearchParams): DecisionFormResult {
  const values: DecisionValues = {
    surgeryType: (form.get("surgeryType") ?? "").slice(0, SURGERY_TYPE_MAX * 2),
    reply: (form.get("reply") ?? "").slice(0, REPLY_MAX * 2),
    reason: (form.get("reason") ?? "").slice(0, 100),
  };
  const fail = (field: DecisionField, message: string): DecisionFormResult => ({
    ok: false,
    error: { field, message, values },
  });
  if (action === "decline") {
    const reason = readDeclineReason(form.get("reason"));
    return reason.ok ? { ok: true, reason: reason.value } : fail("reason", reason.message);
  }
  const surgeryType = toNfc(form.get("surgeryType") ?? "").replace(/\s+/g, " ").trim();
  if (/\p{Cc}/u.test(surgeryType) || !isDisplaySafe(surgeryType)) {
    return fail(
      "surgeryType",
      "The surgery type contains characters we cannot accept. Please write it as plain text.",
    );
  }
  if (surgeryType.length > SURGERY_TYPE_MAX) {
    return fail(
      "surgeryType",
      `Please keep the surgery type to ${SURGERY_TYPE_MAX} characters or fewer.`,
    );
  }
  const reply = readReply(form.get("reply") ?? "");
  if (!reply.ok) return fail("reply", reply.message);
  return { ok: true, surgeryType, reply: reply.value || undefined };
}

const describedBy = (field: DecisionField, error?: DecisionFormError) =>
  `${field}-hint${error?.field === field ? ` ${field}-error` : ""}`;
const invalid = (field: DecisionField, error?: DecisionFormError) =>
  error?.field === field ? markup` aria-invalid="true"` : "";
const errorLine = (field: DecisionField, error?: DecisionFormError) =>
  error?.field === field
    ? markup`<p class="error" id="${field}-error" role="alert">${error.message}</p>`
    : "";

/** The fields of the decision form for `action`, with `error` (if any) shown beside its field. */
export function decisionFields(action: StoryAction, error?: DecisionFormError): Html {
  const values = error?.values;
  if (action === "approve") {
    return markup`<label for="surgeryType">Surgery type shown with the story (optional)</label>
<input type="text" id="surgeryType" name="surgeryType" maxlength="${SURGERY_TYPE_MAX}" autocomplete="off" value="${
      values?.surgeryType ?? ""
    }" aria-describedby="${describedBy("surgeryType", error)}"${invalid("surgeryType", error)}>
<p class="hint" id="surgeryType-hint">For example: Total knee replacement, ACL reconstruction, Hip replacement.</p>
${errorLine("surgeryType", error)}
<label for="reply">Reply from the practice (optional, public)</label>
<textarea id="reply" name="reply" rows="4" maxlength="${REPLY_MAX}" aria-describedby="${
      describedBy("reply", error)
    }"${invalid("reply", error)}>${values?.reply ?? ""}</textarea>
<p class="hint" id="reply-hint">Shown under the story as “Reply from the practice”. Plain text, up to ${REPLY_MAX} characters. Never include anything about the patient's care that they have not written themselves.</p>
${errorLine("reply", error)}`;
  }
  const chosen = values?.reason ?? "";
  return markup`<fieldset aria-describedby="${describedBy("reason", error)}"${
    error?.field === "reason" ? markup` class="invalid"` : ""
  }>
<legend>Why is this story being declined? (required)</legend>
${
    declineReasons.map((reason) =>
      markup`<p class="choice"><input type="radio" id="reason-${reason.id}" name="reason" value="${reason.id}" required${
        chosen === reason.id ? " checked" : ""
      }${invalid("reason", error)}> <label for="reason-${reason.id}">${reason.label}</label></p>`
    )
  }
</fieldset>
<p class="hint" id="reason-hint">${neverADeclineReason} The reason is recorded and counted, without the story, in the transparency report on the review policy page.</p>
${errorLine("reason", error)}`;
}
