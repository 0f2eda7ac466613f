import type { ReactNode } from "react";
import { PageHero } from "../components/PageHero.tsx";
import { Header } from "../layout/Header.tsx";
import { Footer } from "../layout/Footer.tsx";

export interface FormProblemFrame {
  /** the site's built stylesheet (absent when the edge serves the API alone) */
  stylesheet?: string;
  year: number;
}

/**
 * The frame of a page the edge answers a plain form post with when it needs correcting
 * (JavaScript off): the site's header and footer, an error summary that takes the focus and links
 * to each bad field, then the form with the typed values kept (the GOV.UK pattern). Rendered by
 * the edge, never prerendered. React escapes every value.
 */
export function FormProblem(
  { stylesheet, year, title, heading, summary, summaryTitle, problem, fieldErrors, children }:
    & FormProblemFrame
    & {
      title: string;
      heading: string;
      summary: string;
      summaryTitle: string;
      /** a problem with the form as a whole (too many sent, too large) */
      problem?: ReactNode;
      /** each bad field's message and the id of its control */
      fieldErrors: Array<{ target: string; message: string }>;
      children: ReactNode;
    },
) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{title}</title>
        {stylesheet && <link rel="stylesheet" href={stylesheet} />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        <a className="skip-link" href="#main">Skip to main content</a>
        <Header currentPath="" />
        <main id="main" tabIndex={-1}>
          <PageHero heading={heading} summary={summary} />
          <div className="container page-body">
            <div
              className="error-summary"
              role="alert"
              aria-labelledby="error-summary-title"
              tabIndex={-1}
              autoFocus
            >
              <h2 id="error-summary-title">{summaryTitle}</h2>
              <ul className="error-summary-list">
                {problem && <li>{problem}</li>}
                {fieldErrors.map((e) => (
                  <li key={e.target}>
                    <a href={`#${e.target}`}>{e.message}</a>
                  </li>
                ))}
              </ul>
            </div>
            {children}
          </div>
        </main>
        <Footer year={year} />
      </body>
    </html>
  );
}
