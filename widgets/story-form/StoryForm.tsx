/** @jsxImportSource preact */
/**
 * The Share Your Story form: editing → submitting → thank-you, with every problem shown as an
 * inline alert that takes focus, and Submit Another Story back to an empty form.
 */
import type { ComponentChildren, InputHTMLAttributes, JSX } from "preact";
import { useLayoutEffect, useRef, useState } from "preact/hooks";
import { emailSuggestionHosts } from "../../lib/email-suggestion-hosts.ts";
import { siteLink } from "../shared/api.ts";
import { EmailField } from "./EmailField.tsx";
import { focusAndReveal } from "../shared/focus.ts";
import { RatingField } from "./RatingField.tsx";
import { STORY_CONSENT_HINT, STORY_CONSENT_LABEL } from "../../content/story-consent.ts";
import {
  emptyStory,
  isMissingRequired,
  type StoryFields,
  storyMessages,
  submitStory,
} from "./submit.ts";

type Phase = "editing" | "submitting" | "sent";
type TextField = "firstName" | "lastName" | "phone" | "description";

export function StoryForm({ apiBase }: { apiBase: string }) {
  const [fields, setFields] = useState<StoryFields>(emptyStory);
  const [phase, setPhase] = useState<Phase>("editing");
  /** the alert's text; `serial` remounts it so a repeated message is announced again */
  const [message, setMessage] = useState<{ text: string; serial: number } | null>(null);
  const [showMissing, setShowMissing] = useState(false);
  /** what to focus after the next render */
  const focusNext = useRef<"alert" | "thanks" | "form" | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);

  // A layout effect runs as each render is committed, so the element to focus is already there.
  useLayoutEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    if (target === "alert") focusAndReveal(alertRef.current, "center");
    else if (target === "thanks") focusAndReveal(thanksRef.current, "center");
    else focusAndReveal(firstFieldRef.current, "start", formRef.current);
  });

  const set = <K extends keyof StoryFields>(name: K, value: StoryFields[K]) => {
    setFields((previous) => ({ ...previous, [name]: value }));
  };
  const showMessage = (text: string) => {
    setMessage((previous) => ({ text, serial: (previous?.serial ?? 0) + 1 }));
    focusNext.current = "alert";
  };

  const onSubmit = async (event: JSX.TargetedSubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase === "submitting") return;
    if (isMissingRequired(fields)) {
      setShowMissing(true);
      showMessage(storyMessages.missingFields);
      return;
    }
    setPhase("submitting");
    setMessage(null);
    const outcome = await submitStory(apiBase, fields);
    if (outcome.ok) {
      setFields(emptyStory);
      setShowMissing(false);
      setPhase("sent");
      focusNext.current = "thanks";
    } else {
      setPhase("editing");
      showMessage(outcome.message);
    }
  };

  const submitAnother = () => {
    setFields(emptyStory);
    setMessage(null);
    setShowMissing(false);
    setPhase("editing");
    focusNext.current = "form";
  };

  if (phase === "sent") {
    return (
      <div class="story-form">
        <div class="thanks" ref={thanksRef} tabIndex={-1} aria-labelledby="thanks-title">
          <svg class="thanks-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="11" />
            <path d="M7 12.5l3.2 3.2L17 9" />
          </svg>
          <h3 id="thanks-title">Thank you for sharing your story</h3>
          <p>
            We have received it. A member of our team reads every story before it appears on this
            page.
          </p>
          <button type="button" class="button secondary" onClick={submitAnother}>
            Submit Another Story
          </button>
        </div>
      </div>
    );
  }

  const values = fields;
  const submitting = phase === "submitting";
  const missing = (name: TextField | "email") => showMissing && !values[name].trim();
  const textInput = (
    name: TextField,
    label: string,
    extra: InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <div class="field">
      <label class="label" for={`story-${name}`}>{label}</label>
      <input
        id={`story-${name}`}
        name={name}
        type="text"
        required
        aria-invalid={missing(name) ? "true" : undefined}
        value={values[name]}
        onInput={(event) => set(name, event.currentTarget.value)}
        {...extra}
      />
    </div>
  );

  /** A checkbox beside its label and hint. */
  const check = (
    name: "stayAnonymous" | "consent",
    label: ComponentChildren,
    hint: ComponentChildren,
    required?: boolean,
  ) => (
    <div class="field check">
      <input
        id={`story-${name}`}
        name={name}
        type="checkbox"
        required={required}
        checked={values[name]}
        onChange={(event) => set(name, event.currentTarget.checked)}
        aria-invalid={required && showMissing && !values[name] ? "true" : undefined}
        aria-describedby={`${name}-hint`}
      />
      <div>
        <label for={`story-${name}`}>{label}</label>
        <p class="hint" id={`${name}-hint`}>{hint}</p>
      </div>
    </div>
  );

  return (
    <div class="story-form">
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-label="Share your story"
        aria-busy={submitting ? "true" : undefined}
      >
        <p class="form-note">All fields are required unless they say otherwise.</p>
        <div class="row">
          {textInput("firstName", "First name", {
            autocomplete: "given-name",
            maxLength: 60,
            ref: firstFieldRef,
          })}
          {textInput("lastName", "Last name", { autocomplete: "family-name", maxLength: 60 })}
        </div>
        <div class="row">
          {textInput("phone", "Phone number", {
            type: "tel",
            autocomplete: "tel",
            inputMode: "tel",
            maxLength: 30,
            "aria-describedby": "contact-hint",
          })}
          <div class="field">
            <label class="label" for="story-email">Email address</label>
            <EmailField
              id="story-email"
              name="email"
              value={values.email}
              onValue={(email) => set("email", email)}
              hosts={emailSuggestionHosts}
              required
              invalid={missing("email")}
              describedBy="contact-hint"
            />
          </div>
        </div>
        <p class="hint" id="contact-hint">
          We use your phone number and email only to check your story. They are never published.
        </p>

        <div class="field">
          <label class="label" for="story-description">Your story</label>
          <p class="hint" id="description-hint">
            At least 20 characters. Please leave out other people's names and anything you would not
            want published.
          </p>
          <textarea
            id="story-description"
            name="description"
            rows={6}
            maxLength={5000}
            required
            aria-describedby="description-hint"
            aria-invalid={missing("description") ? "true" : undefined}
            value={values.description}
            onInput={(event) => set("description", event.currentTarget.value)}
          />
        </div>

        <RatingField
          value={values.rating}
          onValue={(rating) => set("rating", rating)}
          invalid={showMissing && values.rating < 1}
        />

        {check(
          "stayAnonymous",
          // deno-lint-ignore jsx-key -- a fixed label, never reordered
          ['Publish my story as "Anonymous" ', <span class="optional">(optional)</span>],
          "Otherwise we show your first name and the first letter of your last name.",
        )}
        {check(
          "consent",
          STORY_CONSENT_LABEL,
          [
            STORY_CONSENT_HINT.text,
            // deno-lint-ignore jsx-key -- a fixed hint, never reordered
            <a href={siteLink(apiBase, STORY_CONSENT_HINT.link.href)}>
              {STORY_CONSENT_HINT.link.label}
            </a>,
            ".",
          ],
          true,
        )}

        <div class="hp" aria-hidden="true">
          <label for="story-website">Website (leave this empty)</label>
          <input
            id="story-website"
            name="website"
            type="text"
            tabIndex={-1}
            autocomplete="off"
            value={values.website}
            onInput={(event) => set("website", event.currentTarget.value)}
          />
        </div>

        {message && (
          <div key={message.serial} class="alert error" role="alert" tabIndex={-1} ref={alertRef}>
            {message.text}
          </div>
        )}

        <div class="actions">
          <button type="submit" class="button" disabled={submitting}>
            {submitting ? "Submitting..." : "Submit Your Story"}
          </button>
          <a class="policy-link" href={siteLink(apiBase, "/review-policy")}>
            How we publish stories
          </a>
        </div>
      </form>
    </div>
  );
}
