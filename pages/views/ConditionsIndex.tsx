import type { ConditionsIndex as ConditionsIndexData } from "../../content/conditions/index-page.ts";
import { PageHero } from "../components/PageHero.tsx";
import { CardGrid } from "../components/CardGrid.tsx";
import { RichText } from "../components/RichText.tsx";

/** The conditions index: a short introduction and a card for each condition page. */
export function ConditionsIndex({ page }: { page: ConditionsIndexData }) {
  return (
    <>
      <PageHero heading={page.heading} summary={<RichText content={page.intro} />} />
      <div className="container page-body clinical-page">
        <CardGrid cards={page.cards} headingLevel={2} />
      </div>
    </>
  );
}
