import type { ReactNode } from "react";

/** The banner at the top of a page: its h1 and a short summary. */
export function PageHero({ heading, summary, eyebrow, children }: {
  heading: string;
  summary?: ReactNode;
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <section className="page-hero">
      <div className="container page-hero-inner">
        <div className="page-hero-text">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1>{heading}</h1>
          {summary && <div className="page-hero-summary">{typeof summary === "string" ? <p>{summary}</p> : summary}</div>}
        </div>
        {children}
      </div>
    </section>
  );
}
