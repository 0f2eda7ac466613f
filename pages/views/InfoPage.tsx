import type { ReactNode } from "react";
import { PageHero } from "../components/PageHero.tsx";
import { type Card, CardGrid } from "../components/CardGrid.tsx";

export interface InfoSection {
  title: string;
  body: ReactNode;
}

/** A plain information page: banner, optional cards, then titled sections. */
export function InfoPage({ heading, summary, cards, sections = [] }: {
  heading: string;
  summary: string;
  cards?: Card[];
  sections?: InfoSection[];
}) {
  return (
    <>
      <PageHero heading={heading} summary={summary} />
      <div className="container page-body">
        {cards && <CardGrid cards={cards} headingLevel={2} />}
        {sections.map((s) => (
          <section key={s.title} className="prose-section">
            <h2>{s.title}</h2>
            {s.body}
          </section>
        ))}
      </div>
    </>
  );
}
