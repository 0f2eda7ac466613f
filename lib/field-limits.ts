/**
 * How long each field of the two forms may be: the edge validates against these
 * (edge/stories/input.ts, edge/enquiry/input.ts) and the forms' `maxlength`/`minlength` come from
 * the same numbers, so a patient is never allowed to type what the server will refuse.
 */
export const STORY_LIMITS = {
  nameMax: 60,
  phoneMax: 30,
  emailMax: 254,
  descriptionMin: 20,
  descriptionMax: 5000,
} as const;

export const ENQUIRY_LIMITS = {
  nameMax: 60,
  phoneMax: 30,
  emailMax: 254,
  messageMax: 5000,
} as const;
