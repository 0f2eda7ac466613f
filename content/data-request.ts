/**
 * The short form on /privacy and /review-policy with which a patient asks for their story to be
 * removed, or for a copy of what the practice holds about them; and the acknowledgement the
 * patient's address receives. The form posts to the server (`POST /api/data-request`) and works
 * with JavaScript off.
 */
export const DATA_REQUEST_FORM_ID = "data-request";

export type DataRequestKind = "remove-story" | "copy";

export const dataRequestForm = {
  id: DATA_REQUEST_FORM_ID,
  title: "Ask for your story to be removed, or for a copy of your details",
  intro:
    "Give the email address you used with us. We reply to that address only, and we may ask you to confirm who you are before we send or remove anything.",
  emailLabel: "Your email address",
  kindLegend: "What would you like us to do?",
  kinds: [
    { value: "remove-story", label: "Remove my story from the website" },
    { value: "copy", label: "Send me a copy of what you hold about me" },
  ] satisfies Array<{ value: DataRequestKind; label: string }>,
  submit: "Send request",
  /** the field messages */
  errors: {
    emailMissing: "Please enter your email address.",
    emailInvalid: "Please enter a valid email address, like name@example.com.",
    kindMissing: "Please choose what you would like us to do.",
  },
  rateLimited:
    "We have received several requests from here in a short time. Please wait a while, or email us instead.",
} as const;

export function dataRequestKindLabel(kind: DataRequestKind): string {
  return dataRequestForm.kinds.find((k) => k.value === kind)!.label;
}
