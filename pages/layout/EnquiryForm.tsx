import { site } from "../content/site.ts";

/**
 * The enquiry form (spec §3). A plain HTML form that posts without JavaScript; the enquiry widget
 * enhances it (mounts on `data-widget="enquiry"`). `idPrefix` keeps ids unique when a page shows
 * two forms.
 */
export function EnquiryForm({ action, idPrefix, submitLabel = "Send enquiry" }: {
  action: string;
  idPrefix: string;
  submitLabel?: string;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form className="enquiry-form" method="post" action={action} data-widget="enquiry" data-widget-load="interaction">
      <input type="hidden" name="_subject" value={site.enquiry.subject} />
      <input type="hidden" name="_replyto" value="" />
      <div className="form-row">
        <div className="field">
          <label htmlFor={id("firstName")}>First name</label>
          <input id={id("firstName")} name="firstName" type="text" required maxLength={60} autoComplete="given-name" />
        </div>
        <div className="field">
          <label htmlFor={id("lastName")}>Last name</label>
          <input id={id("lastName")} name="lastName" type="text" required maxLength={60} autoComplete="family-name" />
        </div>
      </div>
      <div className="form-row">
        <div className="field">
          <label htmlFor={id("phone")}>
            Phone <span className="optional">(optional)</span>
          </label>
          <input id={id("phone")} name="phone" type="tel" maxLength={30} autoComplete="tel" />
        </div>
        <div className="field">
          <label htmlFor={id("email")}>Email</label>
          <input id={id("email")} name="email" type="email" required maxLength={254} autoComplete="email" />
        </div>
      </div>
      <div className="field">
        <label htmlFor={id("message")}>Message</label>
        <textarea id={id("message")} name="message" rows={4} required maxLength={5000}></textarea>
      </div>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={id("gotcha")}>Leave this field empty</label>
        <input id={id("gotcha")} name="_gotcha" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className="button button-primary">{submitLabel}</button>
    </form>
  );
}
