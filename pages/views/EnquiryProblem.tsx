import { enquiryProblemPage as content } from "../../content/enquiry.ts";
import { site } from "../../content/site.ts";
import { PhoneLink } from "../components/ContactLinks.tsx";
import { ENQUIRY_SECTION_ID } from "../../content/navigation.ts";
import { PageHero } from "../components/PageHero.tsx";
import { Header } from "../layout/Header.tsx";
import { TopBar } from "../layout/TopBar.tsx";
import { Footer } from "../layout/Footer.tsx";
import {
  EnquiryForm,
  type EnquiryFormErrors,
  type EnquiryFormValues,
} from "../layout/EnquiryForm.tsx";

export interface EnquiryProblemProps {
  /** the site's built stylesheet (absent when the edge serves the API alone) */
  stylesheet?: string;
  /** where the form posts again */
  action: string;
  year: number;
  /** the posted values, kept so nothing typed is lost */
  values: EnquiryFormValues;
  /** a message per bad field, in the form's order */
  fieldErrors: Array<{ field: keyof EnquiryFormErrors; message: string }>;
  /** a problem with the enquiry as a whole (too many sent, too large) */
  problem?: string;
}

const FORM_ID_PREFIX = "enquiry";

/**
 * The page the edge answers a plain form post with when the enquiry needs correcting (JavaScript
 * off): the site's frame and stylesheet, an error summary linking to each field, and the form with
 * the typed values kept and each error next to its field (the GOV.UK pattern). Rendered by the
 * edge (edge/enquiry/problem-page.ts), never prerendered. React escapes every value.
 */
export function EnquiryProblem(
  { stylesheet, action, year, values, fieldErrors, problem }: EnquiryProblemProps,
) {
  const errors: EnquiryFormErrors = Object.fromEntries(
    fieldErrors.map((e) => [e.field, e.message]),
  );
  const { practiceManager } = site.contacts;
  return (
    // No site script runs here (a form posted with JavaScript off): the typeface is named at once.
    <html lang="en" className="typeface">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{content.title}</title>
        {stylesheet && <link rel="stylesheet" href={stylesheet} />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        <a className="skip-link" href="#main">Skip to main content</a>
        <TopBar practicesPage="/Contact" />
        <Header currentPath="" />
        <main id="main" tabIndex={-1}>
          <PageHero heading={content.heading} summary={content.summary} />
          {/* The menu's Contact link jumps to the enquiry section; here that is this form. */}
          <div className="container page-body enquiry-problem" id={ENQUIRY_SECTION_ID}>
            <div
              className="error-summary"
              role="alert"
              aria-labelledby="error-summary-title"
              tabIndex={-1}
              autoFocus
            >
              <h2 id="error-summary-title">{content.summaryTitle}</h2>
              <ul className="error-summary-list">
                {problem && <li>{problem}</li>}
                {fieldErrors.map((e) => (
                  <li key={e.field}>
                    <a href={`#${FORM_ID_PREFIX}-${e.field}`}>{e.message}</a>
                  </li>
                ))}
              </ul>
              {problem && (
                <p>
                  {content.callInstead} <PhoneLink phone={practiceManager.phone} />.
                </p>
              )}
            </div>
            <EnquiryForm
              action={action}
              idPrefix={FORM_ID_PREFIX}
              values={values}
              errors={errors}
            />
          </div>
        </main>
        <Footer year={year} />
      </body>
    </html>
  );
}
