import type { ConditionPage as ConditionPageData } from "../../content/conditions/schema.ts";
import { clinicalLabels } from "../../content/clinical-labels.ts";
import { RichText } from "../components/RichText.tsx";
import { ClinicalHero } from "./clinical/ClinicalHero.tsx";
import { conditionTrail } from "./clinical/trails.ts";
import { RelatedLinks } from "./clinical/RelatedLinks.tsx";
import { ReviewNote } from "./clinical/ReviewNote.tsx";
import { ClinicalArticle, documentsPart, faqPart, sectionPart } from "./clinical/Article.tsx";

/**
 * A condition page as one article, in the order the NHS website tells a condition: what it is,
 * its symptoms, who gets it, how it is diagnosed and treated; then common questions, guides and
 * the urgent-care card.
 */
export function ConditionPage({ page }: { page: ConditionPageData }) {
  return (
    <>
      <ClinicalHero
        trail={conditionTrail}
        heading={page.heading}
        summary={page.summary}
        image={page.image}
      />
      <ClinicalArticle
        entries={[
          {
            id: "about",
            title: clinicalLabels.about(page.heading),
            body: <RichText content={page.about} subtitleLevel={3} />,
          },
          ...[
            page.symptoms,
            page.riskFactors,
            page.diagnosis,
            page.treatmentOptions,
            page.surgicalTreatmentDetails,
          ].map(sectionPart),
          faqPart(page.faqs),
          ...documentsPart(page.documents),
        ]}
        about="condition"
        end={
          <>
            <RelatedLinks links={page.related} />
            <ReviewNote reviewed={page.reviewed} />
          </>
        }
      />
    </>
  );
}
