import type { ConditionPage as ConditionPageData } from "../../content/conditions/schema.ts";
import { clinicalLabels } from "../../content/clinical-labels.ts";
import { RichText } from "../components/RichText.tsx";
import { ClinicalHero } from "./clinical/ClinicalHero.tsx";
import { conditionTrail } from "./clinical/trails.ts";
import { FaqSection } from "./clinical/FaqSection.tsx";
import { DetailSections } from "./clinical/DetailSections.tsx";
import { DocumentList } from "./clinical/DocumentList.tsx";
import { RelatedLinks } from "./clinical/RelatedLinks.tsx";
import { ReviewNote } from "./clinical/ReviewNote.tsx";

/** A condition page: banner and image, common questions, about, then the five detail sections. */
export function ConditionPage({ page }: { page: ConditionPageData }) {
  return (
    <>
      <ClinicalHero
        trail={conditionTrail}
        heading={page.heading}
        summary={page.summary}
        image={page.image}
      />
      <div className="container page-body clinical-page">
        <FaqSection faqs={page.faqs} />
        <section className="clinical-section prose-block" aria-labelledby="about-heading">
          <h2 id="about-heading">{clinicalLabels.about(page.heading)}</h2>
          <RichText content={page.about} subtitleLevel={3} />
        </section>
        <DetailSections
          sections={[
            page.riskFactors,
            page.symptoms,
            page.diagnosis,
            page.treatmentOptions,
            page.surgicalTreatmentDetails,
          ]}
        />
        <DocumentList documents={page.documents} />
        <RelatedLinks links={page.related} />
        <ReviewNote reviewed={page.reviewed} />
      </div>
    </>
  );
}
