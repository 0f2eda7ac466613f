import type { TreatmentPage as TreatmentPageData } from "../../content/treatments/schema.ts";
import { ClinicalHero } from "./clinical/ClinicalHero.tsx";
import { procedureTrail } from "./clinical/trails.ts";
import { FaqSection } from "./clinical/FaqSection.tsx";
import { DetailSections } from "./clinical/DetailSections.tsx";
import { ComplicationsSection } from "./clinical/ComplicationsSection.tsx";
import { DocumentList } from "./clinical/DocumentList.tsx";
import { RelatedLinks } from "./clinical/RelatedLinks.tsx";
import { ReviewNote } from "./clinical/ReviewNote.tsx";
import { KneeTreatmentTabs } from "./clinical/KneeTreatmentTabs.tsx";
import { OsteotomyCard } from "./clinical/OsteotomyCard.tsx";
import { BeforeAfter } from "./clinical/BeforeAfter.tsx";
import { RecoveryTimeline } from "./clinical/RecoveryTimeline.tsx";
import { StabilisationTabs } from "./clinical/StabilisationTabs.tsx";
import { GuidePreview } from "./clinical/GuidePreview.tsx";

/**
 * A treatment page: banner and image, the page's special elements, common questions, detail
 * sections, risks, guides and related pages, then the review dates.
 */
export function TreatmentPage({ page }: { page: TreatmentPageData }) {
  // A guide already offered by a tab or preview is not listed a second time.
  const featured = new Set<string | undefined>([
    page.tabs?.orthobiologics.download.href,
    page.guide?.href,
  ]);
  const guideDocument = page.guide && page.documents.find((d) => d.href === page.guide!.href);
  return (
    <>
      <ClinicalHero
        trail={procedureTrail(page.path)}
        heading={page.heading}
        summary={page.summary}
        image={page.image}
      />
      <div className="container page-body clinical-page">
        {page.tabs && <KneeTreatmentTabs tabs={page.tabs} label={page.heading} />}
        {page.procedureCard && <OsteotomyCard card={page.procedureCard} />}
        {page.beforeAfter && <BeforeAfter images={page.beforeAfter} />}
        <FaqSection faqs={page.faqs} />
        {page.timeline && <RecoveryTimeline timeline={page.timeline} />}
        {page.stabilisationTabs && (
          <StabilisationTabs tabs={page.stabilisationTabs} label={page.heading} />
        )}
        {page.sections.length > 0 && <DetailSections sections={page.sections} />}
        {page.complications && <ComplicationsSection complications={page.complications} />}
        {page.guide && guideDocument && (
          <GuidePreview
            guide={page.guide}
            document={guideDocument}
          />
        )}
        <DocumentList documents={page.documents.filter((d) => !featured.has(d.href))} />
        <RelatedLinks links={page.related} />
        <ReviewNote reviewed={page.reviewed} />
      </div>
    </>
  );
}
