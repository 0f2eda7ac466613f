/**
 * Validation of an enquiry: bounded fields and, for each one that is wrong, a sentence a patient
 * understands, naming the field so the form can show it next to the input.
 */
import { z } from "zod";
import { ENQUIRY_LIMITS } from "../../lib/field-limits.ts";
import type { EnquirySubmission } from "./store.ts";
import { careTypes, enquiryChoiceWords, insurerChoices } from "../../content/enquiry.ts";
import {
  isDisplaySafe,
  longText,
  nameText,
  noControlCharacters,
  requiredText,
  toNfc,
} from "../text-fields.ts";

/** The hidden field a person never sees; bots fill it in. */
export const HONEYPOT_FIELD = "_gotcha";

/** The fields a patient fills in, in the order the form shows them. */
export const ENQUIRY_FIELDS = [
  "firstName",
  "lastName",
  "phone",
  "email",
  "careType",
  "insurer",
  "message",
] as const;
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number];

export interface FieldError {
  field: EnquiryField;
  message: string;
}

/** What the form sent for each field, as text (for showing the form again). */
export type EnquiryValues = Partial<Record<EnquiryField, string>>;

const enquirySchema = z.object({
  firstName: nameText("first name", ENQUIRY_LIMITS.nameMax),
  lastName: nameText("last name", ENQUIRY_LIMITS.nameMax),
  phone: z
    .string({ error: "Your phone number must be written as text." })
    .overwrite(toNfc)
    .trim()
    .max(ENQUIRY_LIMITS.phoneMax, {
      error: `Your phone number must be ${ENQUIRY_LIMITS.phoneMax} characters or fewer.`,
    })
    .regex(noControlCharacters, {
      error: "Your phone number contains characters we cannot accept.",
    })
    .refine(isDisplaySafe, { error: "Your phone number contains characters we cannot accept." })
    .refine((phone) => phone === "" || (phone.match(/\d/g) ?? []).length >= 6, {
      error: "Please enter a phone number we can reach you on, or leave it blank.",
    })
    .optional(),
  email: requiredText("email address", ENQUIRY_LIMITS.emailMax)
    .pipe(z.email({ error: "Please enter a valid email address, like name@example.com." })),
  // Optional for the API (a form service's client, an older page); the form itself requires it.
  careType: z.enum(careTypes.map((c) => c.value), { error: enquiryChoiceWords.careTypeMissing })
    .optional(),
  insurer: z.enum(insurerChoices, { error: enquiryChoiceWords.insurerMissing }).optional(),
  message: longText({
    min: 1,
    max: ENQUIRY_LIMITS.messageMax,
    missing: "Please enter your message.",
    asText: "Your message must be written as text.",
    tooShort: "Please enter your message.",
    tooLong: "Your message is too long. Please keep it to 5,000 characters or fewer.",
    unacceptable:
      "Your message contains characters we cannot accept (such as invisible control or text-direction characters).",
  }),
});

export type EnquiryInputResult =
  | { ok: true; value: EnquirySubmission }
  | { ok: false; errors: FieldError[] };

/**
 * Checks the fields of a posted form (`fields` holds each field's first value: text, or a file
 * when one was uploaded). Extra fields, such as the form service's `_subject` and `_replyto`,
 * are ignored; the reply-to address is always the validated email.
 */
export function parseEnquiry(fields: Record<string, unknown>): EnquiryInputResult {
  const input: Record<string, unknown> = {};
  for (const field of ENQUIRY_FIELDS) input[field] = fields[field];
  // A blank optional field is one not answered.
  for (const optional of ["phone", "careType", "insurer"]) {
    if (input[optional] === "") delete input[optional];
  }

  const result = enquirySchema.safeParse(input);
  // Someone who would like to be seen privately says who pays (checked with the other fields, so
  // every problem is named at once).
  const insurerMissing = input.careType === "private" && input.insurer === undefined;
  if (result.success && !insurerMissing) {
    const { phone, careType, insurer, ...rest } = result.data;
    return {
      ok: true,
      value: {
        ...rest,
        ...(phone ? { phone } : {}),
        ...(careType ? { careType } : {}),
        // the insurer matters only to someone who would like to be seen privately
        ...(careType === "private" && insurer ? { insurer } : {}),
      },
    };
  }
  const byField = new Map<EnquiryField, string>();
  if (insurerMissing) byField.set("insurer", enquiryChoiceWords.insurerMissing);
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0] as EnquiryField;
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  return {
    ok: false,
    errors: ENQUIRY_FIELDS.filter((f) => byField.has(f)).map((field) => ({
      field,
      message: byField.get(field)!,
    })),
  };
}

/** The posted values as text, for the form shown again with its errors (files become blank). */
export function enquiryValues(fields: Record<string, unknown>): EnquiryValues {
  const values: EnquiryValues = {};
  for (const field of ENQUIRY_FIELDS) {
    const value = fields[field];
    if (typeof value === "string") values[field] = value.replace(/\r\n?/g, "\n");
  }
  return values;
}

/** True when the honeypot field holds anything: answer as if accepted, store nothing. */
export function isHoneypotFilled(fields: Record<string, unknown>): boolean {
  const value = fields[HONEYPOT_FIELD];
  return value !== undefined && value !== "";
}
