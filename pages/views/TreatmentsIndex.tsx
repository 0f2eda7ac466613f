import type { TreatmentsIndex as TreatmentsIndexData } from "../../content/treatments/index-page.ts";
import { clinicalLabels } from "../../content/clinical-labels.ts";
import { PageHero } from "../components/PageHero.tsx";
import { CardGrid } from "../components/CardGrid.tsx";
import { RichText } from "../components/RichText.tsx";

type Group = TreatmentsIndexData["kneeProcedures"] | TreatmentsIndexData["hipProcedures"];

function TreatmentGroup(
  { group, id, hubLabel, linkLabel }: {
    group: Group;
    id: string;
    hubLabel: string;
    linkLabel: string;
  },
) {
  return (
    <section className="clinical-section treatment-group" aria-labelledby={`${id}-heading`}>
      <div className="treatment-group-header">
        <h2 id={`${id}-heading`}>{group.title}</h2>
        <a href={group.href}>{hubLabel}</a>
      </div>
      <CardGrid
        cards={group.cards.map((card) => ({ ...card, linkLabel }))}
        headingLevel={3}
        compact
      />
    </section>
  );
}

/** The treatments index: Knee Procedures (8 cards) and Hip Procedures (2 cards), each with Learn more. */
export function TreatmentsIndex({ page }: { page: TreatmentsIndexData }) {
  return (
    <>
      <PageHero heading={page.heading} summary={<RichText content={page.intro} />} />
      <div className="container page-body clinical-page">
        <TreatmentGroup
          group={page.kneeProcedures}
          id="knee"
          hubLabel={clinicalLabels.hubLink.knee}
          linkLabel={page.linkLabel}
        />
        <TreatmentGroup
          group={page.hipProcedures}
          id="hip"
          hubLabel={clinicalLabels.hubLink.hip}
          linkLabel={page.linkLabel}
        />
      </div>
    </>
  );
}
