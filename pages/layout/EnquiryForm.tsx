import type { ReactNode } from "react";
import { site } from "../../content/site.ts";
import { careTypes, enquiryChoiceWords as words, insurerChoices } from "../../content/enquiry.ts";
import { widgetElementAttributes } from "../../lib/widget-registry.ts";
import { ENQUIRY_LIMITS } from "../../lib/field-limits.ts";

/** The form's fields as the server found them: typed values and a message for each bad field. */
export type EnquiryFormValues = Partial<
  Record<"firstName" | "lastName" | "phone" | "email" | "careType" | "insurer" | "message", string>
>;
export type EnquiryFormErrors = EnquiryFormValues;

/**
 * The enquiry form (spec §3). A plain HTML form that posts without JavaScript; the enquiry widget
 * (widgets/enquiry) enhances it in place (mounts on `data-widget="enquiry"`). `idPrefix` keeps ids
 * unique when a page shows two forms. `values` and `errors` are for the server's answer to a
 * post that needs correcting (edge/enquiry): the typed values come back with each error shown
 * next to its field, as the GOV.UK Design System does it.
 *
 * It asks whether the patient would like to be seen privately or on the NHS and, when privately,
 * their insurer: the insurer's field shows once "Privately" is chosen, by CSS alone (`:has()`), so
 * it works with JavaScript off; the server asks for the insurer when it is missing, and the
 * widget makes the field required while "Privately" is chosen.
 */
export function EnquiryForm(
  { action, idPrefix, submitLabel = "Send enquiry", values = {}, errors = {} }: {
    action: string;
    idPrefix: string;
    submitLabel?: string;
    values?: EnquiryFormValues;
    errors?: EnquiryFormErrors;
  },
) {
  const id = (name: string) => `${idPrefix}-${name}`;
  /** The attributes that tie a field to its error message, when it has one. */
  const invalid = (name: keyof EnquiryFormErrors) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": id(`${name}-error`) } : {};
  const field = (name: keyof EnquiryFormErrors, label: ReactNode, control: ReactNode) => (
    <div className={errors[name] ? "field has-error" : "field"}>
      <label htmlFor={id(name)}>{label}</label>
      {errors[name] && (
        <p className="field-error" id={id(`${name}-error`)}>
          <span className="visually-hidden">Error:{" "}</span>
          {errors[name]}
        </p>
      )}
      {control}
    </div>
  );
  return (
    <form
      className="enquiry-form"
      method="post"
      action={action}
      encType="multipart/form-data"
      {...widgetElementAttributes("enquiry")}
    >
      <input type="hidden" name="_subject" value={site.enquiry.subject} />
      <input type="hidden" name="_replyto" value={values.email ?? ""} />
      <div className="form-row">
        {field(
          "firstName",
          "First name",
          <input
            id={id("firstName")}
            name="firstName"
            type="text"
            required
            maxLength={ENQUIRY_LIMITS.nameMax}
            autoComplete="given-name"
            defaultValue={values.firstName}
            {...invalid("firstName")}
          />,
        )}
        {field(
          "lastName",
          "Last name",
          <input
            id={id("lastName")}
            name="lastName"
            type="text"
            required
            maxLength={ENQUIRY_LIMITS.nameMax}
            autoComplete="family-name"
            defaultValue={values.lastName}
            {...invalid("lastName")}
          />,
        )}
      </div>
      <div className="form-row">
        {field(
          "phone",
          <>
            Phone number <span className="optional">(optional)</span>
          </>,
          <input
            id={id("phone")}
            name="phone"
            type="tel"
            maxLength={ENQUIRY_LIMITS.phoneMax}
            autoComplete="tel"
            defaultValue={values.phone}
            {...invalid("phone")}
          />,
        )}
        {field(
          "email",
          "Email address",
          <input
            id={id("email")}
            name="email"
            type="email"
            required
            maxLength={ENQUIRY_LIMITS.emailMax}
            autoComplete="email"
            defaultValue={values.email}
            {...invalid("email")}
          />,
        )}
      </div>
      <fieldset
        className={errors.careType ? "field field-choices has-error" : "field field-choices"}
        aria-describedby={errors.careType ? id("careType-error") : undefined}
      >
        <legend>{words.careTypeLegend}</legend>
        {errors.careType && (
          <p className="field-error" id={id("careType-error")}>
            <span className="visually-hidden">Error:{" "}</span>
            {errors.careType}
          </p>
        )}
        <div className="choices">
          {careTypes.map((choice, i) => (
            <label className="choice" key={choice.value}>
              <input
                type="radio"
                name="careType"
                value={choice.value}
                // the first one carries the field's id: the error summary links to it
                id={i === 0 ? id("careType") : id(`careType-${choice.value}`)}
                required
                defaultChecked={values.careType === choice.value}
              />
              <span>{choice.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={errors.insurer ? "field insurer-field has-error" : "field insurer-field"}>
        <label htmlFor={id("insurer")}>{words.insurerLabel}</label>
        {errors.insurer && (
          <p className="field-error" id={id("insurer-error")}>
            <span className="visually-hidden">Error:{" "}</span>
            {errors.insurer}
          </p>
        )}
        <select
          id={id("insurer")}
          name="insurer"
          defaultValue={values.insurer ?? ""}
          aria-describedby={errors.insurer ? id("insurer-error") : undefined}
          aria-invalid={errors.insurer ? true : undefined}
        >
          <option value="">{words.insurerPlaceholder}</option>
          {insurerChoices.map((name) => <option key={name}>{name}</option>)}
        </select>
      </div>
      {field(
        "message",
        "Message",
        <textarea
          id={id("message")}
          name="message"
          rows={4}
          required
          maxLength={ENQUIRY_LIMITS.messageMax}
          defaultValue={values.message}
          {...invalid("message")}
        >
        </textarea>,
      )}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={id("gotcha")}>Leave this field empty</label>
        <input id={id("gotcha")} name="_gotcha" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className="button button-primary">{submitLabel}</button>
    </form>
  );
}
