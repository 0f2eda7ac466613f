/**
 * The consent a patient gives when sharing a story. A story about one's own operation is health
 * data (special category data under UK GDPR), so publishing it needs explicit consent: one box the
 * patient ticks, worded plainly. The widget, the no-JavaScript form and the server all read this
 * module; the server stores the version and the time with the story, and the reviewer's email
 * shows both. Change the wording only with a new version, so every stored consent still names the
 * words the patient agreed to (`consentWordings` keeps each one; a page opened before a change
 * sends the older version, which is accepted and stored as the words that patient saw).
 *
 * Plain constants, not one object: the story-form widget's bundle keeps only what it uses.
 */

/** stored with each story: never reuse one for other words */
export const STORY_CONSENT_VERSION = "1";

/** the checkbox's label */
export const STORY_CONSENT_LABEL =
  "I agree that the practice may use the health details in my story to check it, and may publish my story, under the name I chose above, on this website and on other websites where the practice shows its reviews.";

/** the line under it: how to withdraw, with a link to the request form */
export const STORY_CONSENT_HINT = {
  /** ends with a space: the link follows */
  text: "You can withdraw your consent at any time: ask us to remove your story on our ",
  link: { label: "privacy page", href: "/privacy#data-request" },
} as const;

/** the answer, naming the box, when it is not ticked */
export const STORY_CONSENT_MISSING =
  "Please tick the box to agree to us checking and publishing your story.";

export interface ConsentWording {
  version: string;
  label: string;
}

/** Every wording a stored story may name, by version. */
export const consentWordings: readonly ConsentWording[] = [
  { version: STORY_CONSENT_VERSION, label: STORY_CONSENT_LABEL },
];

export function consentWording(version: string): ConsentWording | undefined {
  return consentWordings.find((wording) => wording.version === version);
}
