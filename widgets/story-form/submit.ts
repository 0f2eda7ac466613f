/** Sending a story to POST {api}/submit-story, and what the patient is told for each outcome (spec §8). */
import { postJson } from "../shared/api.ts";
import type { StorySubmission } from "../../lib/wire-types.ts";
import { STORY_CONSENT_VERSION } from "../../content/story-consent.ts";

/**
 * What the form holds: the submission (`rating` is 0 until a star is chosen; `consent` is the
 * box, sent as the version of the words it shows) plus the honeypot.
 */
export interface StoryFields extends Omit<StorySubmission, "consent"> {
  consent: boolean;
  /** the honeypot: hidden from people, filled in by bots */
  website: string;
}

export const emptyStory: StoryFields = {
  firstName: "",
  lastName: "",
  phone: "",
  email: "",
  description: "",
  rating: 0,
  stayAnonymous: false,
  consent: false,
  website: "",
};

export const requiredTextFields = [
  "firstName",
  "lastName",
  "phone",
  "email",
  "description",
] as const;

export const storyMessages = {
  missingFields: "Please fill in all required fields.",
  failed: "Failed to submit story. Please try again.",
  notDeployed:
    "Story submission is temporarily unavailable. The backend server needs to be deployed. Please contact the website administrator.",
  failedLater: "Failed to submit story. Please try again later.",
  unavailable:
    "Story submission is currently unavailable. The backend server needs to be deployed to enable story submissions.",
  otherError: "Error submitting story. Please check your connection and try again.",
} as const;

/** True when any required field is empty, no star is chosen or the consent box is not ticked. */
export function isMissingRequired(fields: StoryFields): boolean {
  return requiredTextFields.some((name) => !fields[name].trim()) || fields.rating < 1 ||
    !fields.consent;
}

export type SubmitOutcome = { ok: true } | { ok: false; message: string };

/** Statuses whose answer carries a message written for the patient (validation, size, rate limit). */
const explainedStatuses = new Set([400, 413, 429]);

function serverError(body: unknown): string | undefined {
  const error = typeof body === "object" && body !== null
    ? (body as { error?: unknown }).error
    : undefined;
  return typeof error === "string" && error.trim() ? error.trim() : undefined;
}

const failure = (message: string): SubmitOutcome => ({ ok: false, message });

export async function submitStory(apiBase: string, fields: StoryFields): Promise<SubmitOutcome> {
  // Sent as typed: the server trims every field, once (edge/stories/input.ts).
  const payload = {
    firstName: fields.firstName,
    lastName: fields.lastName,
    phone: fields.phone,
    email: fields.email,
    description: fields.description,
    rating: fields.rating,
    stayAnonymous: fields.stayAnonymous,
    consent: fields.consent ? STORY_CONSENT_VERSION : "",
    website: fields.website,
  };
  try {
    let response: Response;
    try {
      response = await postJson(`${apiBase}/submit-story`, payload);
    } catch (error) {
      // fetch rejects with a TypeError when the server cannot be reached at all.
      if (error instanceof TypeError) return failure(storyMessages.unavailable);
      throw error;
    }
    if (response.status === 404 || response.status === 405) {
      return failure(storyMessages.notDeployed);
    }
    if (!response.ok) {
      const explained = explainedStatuses.has(response.status)
        ? serverError(await response.json().catch(() => null))
        : undefined;
      return failure(explained ?? storyMessages.failedLater);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return failure(storyMessages.unavailable);
    }
    if (
      typeof body === "object" && body !== null && (body as { success?: unknown }).success === true
    ) return { ok: true };
    return failure(serverError(body) ?? storyMessages.failed);
  } catch {
    // Anything else: a timeout, an aborted request, something unforeseen.
    return failure(storyMessages.otherError);
  }
}
