import type { ProcedurePage as ProcedurePageData } from "../../content/procedures/schema.ts";
import { ClinicalHero } from "./clinical/ClinicalHero.tsx";
import { procedureTrail } from "./clinical/trails.ts";
import { FaqSection } from "./clinical/FaqSection.tsx";
import { DetailSections } from "./clinical/DetailSections.tsx";
import { ComplicationsSection } from "./clinical/ComplicationsSection.tsx";
import { DocumentList } from "./clinical/DocumentList.tsx";
import { RelatedLinks } from "./clinical/RelatedLinks.tsx";
import { ReviewNote } from "./clinical/ReviewNote.tsx";

/** A concise procedure page under /knee-procedures or /hip-procedures. */
export function ProcedurePage({ page }: { page: ProcedurePageData }) {
  return (
    <>
      <ClinicalHero
        trail={procedureTrail(page.path)}
        heading={page.heading}
        summary={page.summary}
        image={page.image}
      />
      <div className="container page-body clinical-page">
        <FaqSection faqs={page.faqs} />
        <DetailSections sections={page.sections} />
        <ComplicationsSection complications={page.complications} />
        <DocumentList documents={page.documents} />
        <RelatedLinks links={page.related} />
        <ReviewNote reviewed={page.reviewed} />
      </div>
    </>
  );
}
