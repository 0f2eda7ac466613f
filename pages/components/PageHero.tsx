import type { ReactNode } from "react";

/** The banner at the top of a page: its h1 and a short summary. */
export function PageHero({ heading, summary, eyebrow, children }: {
  heading: string;
  summary?: ReactNode;
  /** a line above the heading: text, or an element such as a breadcrumb trail */
  eyebrow?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="page-hero">
      <div className="container page-hero-inner">
        <div className="page-hero-text">
          {typeof eyebrow === "string" ? <p className="eyebrow">{eyebrow}</p> : eyebrow}
          <h1>{heading}</h1>
          {summary && (
            <div className="page-hero-summary">
              {typeof summary === "string" ? <p>{summary}</p> : summary}
            </div>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
