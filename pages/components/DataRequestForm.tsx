import { dataRequestForm as content, type DataRequestKind } from "../../content/data-request.ts";
import { STORY_LIMITS } from "../../lib/field-limits.ts";

export type DataRequestField = "email" | "kind";
export type DataRequestValues = Partial<Record<DataRequestField, string>>;
export type DataRequestErrors = Partial<Record<DataRequestField, string>>;

const ID_PREFIX = "data-request";
/** The id of the control a field's error links to (for the choice: its first option). */
export function dataRequestFieldId(field: DataRequestField): string {
  return field === "kind" ? `${ID_PREFIX}-kind-${content.kinds[0].value}` : `${ID_PREFIX}-email`;
}

/**
 * The request form on /privacy and /review-policy: an email address, and "remove my story" or
 * "send me what you hold". A plain HTML form (no script): it posts to `POST /api/data-request`,
 * which always answers the same way. `values` and `errors` are the server's answer to a post that
 * needs correcting.
 */
export function DataRequestForm(
  { values = {}, errors = {}, headingLevel = 2 }: {
    values?: DataRequestValues;
    errors?: DataRequestErrors;
    headingLevel?: 2 | 3;
  },
) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const errorId = (field: DataRequestField) => `${ID_PREFIX}-${field}-error`;
  const error = (field: DataRequestField) =>
    errors[field] && (
      <p className="field-error" id={errorId(field)}>
        <span className="visually-hidden">Error:{" "}</span>
        {errors[field]}
      </p>
    );
  return (
    <section className="data-request" id={content.id} aria-labelledby={`${content.id}-title`}>
      <Heading id={`${content.id}-title`}>{content.title}</Heading>
      <p id={`${ID_PREFIX}-intro`}>{content.intro}</p>
      <form className="form" method="post" action="/api/data-request">
        <div className={errors.email ? "field has-error" : "field"}>
          <label htmlFor={`${ID_PREFIX}-email`}>{content.emailLabel}</label>
          {error("email")}
          <input
            id={`${ID_PREFIX}-email`}
            name="email"
            type="email"
            required
            maxLength={STORY_LIMITS.emailMax}
            autoComplete="email"
            defaultValue={values.email}
            {...(errors.email
              ? { "aria-invalid": true as const, "aria-describedby": errorId("email") }
              : {})}
          />
        </div>
        <fieldset
          className={errors.kind ? "field choices has-error" : "field choices"}
          {...(errors.kind ? { "aria-describedby": errorId("kind") } : {})}
        >
          <legend>{content.kindLegend}</legend>
          {error("kind")}
          {content.kinds.map(({ value, label }: { value: DataRequestKind; label: string }) => (
            <div className="choice" key={value}>
              <input
                id={`${ID_PREFIX}-kind-${value}`}
                name="kind"
                type="radio"
                value={value}
                required
                defaultChecked={values.kind === value}
              />
              <label htmlFor={`${ID_PREFIX}-kind-${value}`}>{label}</label>
            </div>
          ))}
        </fieldset>
        <div className="honeypot" aria-hidden="true">
          <label htmlFor={`${ID_PREFIX}-website`}>Website (leave this empty)</label>
          <input
            id={`${ID_PREFIX}-website`}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <div className="form-actions">
          <button type="submit" className="button button-primary">{content.submit}</button>
        </div>
      </form>
    </section>
  );
}
