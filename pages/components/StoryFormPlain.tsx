import type { ReactNode } from "react";
import {
  STORY_CONSENT_HINT,
  STORY_CONSENT_LABEL,
  STORY_CONSENT_VERSION,
} from "../../content/story-consent.ts";
import { STORY_LIMITS } from "../../lib/field-limits.ts";

/** The fields as the server found them: what was typed, and a message for each bad field. */
export type StoryFormField =
  | "firstName"
  | "lastName"
  | "phone"
  | "email"
  | "description"
  | "rating"
  | "stayAnonymous"
  | "consent";
export type StoryFormValues = Partial<Record<StoryFormField, string>>;
export type StoryFormErrors = Partial<Record<StoryFormField, string>>;

export const STORY_FORM_ID_PREFIX = "story-plain";
/** The id of the element a field's error links to (for the radio group: its first star). */
export function storyFieldId(field: StoryFormField): string {
  return `${STORY_FORM_ID_PREFIX}-${field === "rating" ? "rating-1" : field}`;
}

/**
 * The Share Your Story form as plain HTML, for readers with JavaScript off (the story-form widget
 * takes its place when scripts run): the same fields, the same limits and the same consent, posted
 * to `POST /api/submit-story`. `values` and `errors` are the server's answer to a post that needs
 * correcting (edge/stories/plain-form.ts): the typed values come back with each error beside its
 * field, as the GOV.UK Design System does it.
 */
export function StoryFormPlain(
  { action = "/api/submit-story", values = {}, errors = {} }: {
    action?: string;
    values?: StoryFormValues;
    errors?: StoryFormErrors;
  },
) {
  const id = (name: string) => `${STORY_FORM_ID_PREFIX}-${name}`;
  const described = (name: StoryFormField, hint?: string) => {
    const ids = [errors[name] ? id(`${name}-error`) : "", hint ?? ""].filter(Boolean).join(" ");
    return ids ? { "aria-describedby": ids } : {};
  };
  const invalid = (name: StoryFormField) => errors[name] ? { "aria-invalid": true as const } : {};
  const error = (name: StoryFormField) =>
    errors[name] && (
      <p className="field-error" id={id(`${name}-error`)}>
        <span className="visually-hidden">Error:{" "}</span>
        {errors[name]}
      </p>
    );
  const field = (name: StoryFormField, label: ReactNode, control: ReactNode, hint?: ReactNode) => (
    <div className={errors[name] ? "field has-error" : "field"}>
      <label htmlFor={id(name)}>{label}</label>
      {hint}
      {error(name)}
      {control}
    </div>
  );
  const text = (
    name: "firstName" | "lastName" | "phone" | "email",
    type: string,
    max: number,
    autoComplete: string,
    hint?: string,
  ) => (
    <input
      id={id(name)}
      name={name}
      type={type}
      required
      maxLength={max}
      autoComplete={autoComplete}
      defaultValue={values[name]}
      {...invalid(name)}
      {...described(name, hint)}
    />
  );
  return (
    <form className="form story-form-plain" method="post" action={action}>
      <p className="form-note">All fields are required unless they say otherwise.</p>
      <div className="form-row">
        {field(
          "firstName",
          "First name",
          text("firstName", "text", STORY_LIMITS.nameMax, "given-name"),
        )}
        {field(
          "lastName",
          "Last name",
          text("lastName", "text", STORY_LIMITS.nameMax, "family-name"),
        )}
      </div>
      <div className="form-row">
        {field(
          "phone",
          "Phone number",
          text("phone", "tel", STORY_LIMITS.phoneMax, "tel", id("contact-hint")),
        )}
        {field(
          "email",
          "Email address",
          text("email", "email", STORY_LIMITS.emailMax, "email", id("contact-hint")),
        )}
      </div>
      <p className="hint" id={id("contact-hint")}>
        We use your phone number and email only to check your story. They are never published.
      </p>
      {field(
        "description",
        "Your story",
        <textarea
          id={id("description")}
          name="description"
          rows={6}
          required
          minLength={STORY_LIMITS.descriptionMin}
          maxLength={STORY_LIMITS.descriptionMax}
          defaultValue={values.description}
          {...invalid("description")}
          {...described("description", id("description-hint"))}
        >
        </textarea>,
        <p className="hint" id={id("description-hint")}>
          At least {STORY_LIMITS.descriptionMin}{" "}
          characters. Please leave out other people's names and anything you would not want
          published.
        </p>,
      )}
      <fieldset
        className={errors.rating ? "field choices has-error" : "field choices"}
        {...described("rating")}
      >
        <legend>Your rating</legend>
        {error("rating")}
        <div className="choice-row">
          {[1, 2, 3, 4, 5].map((stars) => (
            <div className="choice" key={stars}>
              <input
                id={id(`rating-${stars}`)}
                name="rating"
                type="radio"
                value={stars}
                required
                defaultChecked={values.rating === String(stars)}
                {...invalid("rating")}
              />
              <label htmlFor={id(`rating-${stars}`)}>
                {stars === 1 ? "1 star" : `${stars} stars`}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="field choice">
        <input
          id={id("stayAnonymous")}
          name="stayAnonymous"
          type="checkbox"
          value="true"
          defaultChecked={values.stayAnonymous !== undefined}
          aria-describedby={id("anonymous-hint")}
        />
        <div>
          <label htmlFor={id("stayAnonymous")}>
            Publish my story as "Anonymous" <span className="optional">(optional)</span>
          </label>
          <p className="hint" id={id("anonymous-hint")}>
            Otherwise we show your first name and the first letter of your last name.
          </p>
        </div>
      </div>
      <div className={errors.consent ? "field choice has-error" : "field choice"}>
        <input
          id={id("consent")}
          name="consent"
          type="checkbox"
          value={STORY_CONSENT_VERSION}
          required
          defaultChecked={values.consent !== undefined}
          {...invalid("consent")}
          {...described("consent", id("consent-hint"))}
        />
        <div>
          {error("consent")}
          <label htmlFor={id("consent")}>{STORY_CONSENT_LABEL}</label>
          <p className="hint" id={id("consent-hint")}>
            {STORY_CONSENT_HINT.text}
            <a href={STORY_CONSENT_HINT.link.href}>{STORY_CONSENT_HINT.link.label}</a>.
          </p>
        </div>
      </div>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={id("website")}>Website (leave this empty)</label>
        <input id={id("website")} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-primary">Submit Your Story</button>
      </div>
    </form>
  );
}
