import type { ProcedurePage as ProcedurePageData } from "../../content/procedures/schema.ts";
import { ClinicalHero } from "./clinical/ClinicalHero.tsx";
import { procedureTrail } from "./clinical/trails.ts";
import { RelatedLinks } from "./clinical/RelatedLinks.tsx";
import { ReviewNote } from "./clinical/ReviewNote.tsx";
import {
  afterTheCard,
  ClinicalArticle,
  documentsPart,
  faqPart,
  risksPart,
  sectionPart,
} from "./clinical/Article.tsx";

/** A concise procedure page under /knee-procedures or /hip-procedures, as one article. */
export function ProcedurePage({ page }: { page: ProcedurePageData }) {
  return (
    <>
      <ClinicalHero
        trail={procedureTrail(page.path)}
        heading={page.heading}
        summary={page.summary}
        image={page.image}
      />
      <ClinicalArticle
        entries={[
          ...page.sections.map(sectionPart),
          risksPart(page.complications),
          faqPart(page.faqs),
          ...documentsPart(page.documents),
        ]}
        about={page.procedure.procedureType === "Surgical" ? "operation" : "treatment"}
        after={afterTheCard(page.complications)}
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
