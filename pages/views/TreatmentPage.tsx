import type { TreatmentPage as TreatmentPageData } from "../../content/treatments/schema.ts";
import { clinicalLabels } from "../../content/clinical-labels.ts";
import { ClinicalHero } from "./clinical/ClinicalHero.tsx";
import { procedureTrail } from "./clinical/trails.ts";
import { RelatedLinks } from "./clinical/RelatedLinks.tsx";
import { ReviewNote } from "./clinical/ReviewNote.tsx";
import { KneeTreatmentTabs } from "./clinical/KneeTreatmentTabs.tsx";
import { OsteotomyCard } from "./clinical/OsteotomyCard.tsx";
import { BeforeAfter } from "./clinical/BeforeAfter.tsx";
import { RecoveryTimeline } from "./clinical/RecoveryTimeline.tsx";
import { StabilisationTabs } from "./clinical/StabilisationTabs.tsx";
import { GuidePreview } from "./clinical/GuidePreview.tsx";
import {
  afterTheCard,
  type ArticleEntry,
  ClinicalArticle,
  documentsPart,
  faqPart,
  risksPart,
  sectionPart,
} from "./clinical/Article.tsx";

/**
 * A treatment page as one article: the page's own elements (tabs, a card, pictures, a timeline),
 * then its sections open in the order of a patient's journey, the risks, common questions and
 * guides, and the urgent-care card; related pages and the review dates close it.
 */
export function TreatmentPage({ page }: { page: TreatmentPageData }) {
  // A guide already offered by a tab or preview is not listed a second time.
  const featured = new Set<string | undefined>([
    page.tabs?.orthobiologics.download.href,
    page.guide?.href,
  ]);
  const guideDocument = page.guide && page.documents.find((d) => d.href === page.guide!.href);
  const documents = page.documents.filter((d) => !featured.has(d.href));
  const entries: ArticleEntry[] = [
    ...(page.tabs
      ? [{
        id: "treatment-tabs",
        block: <KneeTreatmentTabs tabs={page.tabs} label={page.heading} />,
      }]
      : []),
    ...(page.procedureCard
      ? [{
        id: "procedure-card-heading",
        title: page.procedureCard.title,
        block: <OsteotomyCard card={page.procedureCard} />,
      }]
      : []),
    ...(page.beforeAfter
      ? [{
        id: "before-after-heading",
        title: clinicalLabels.beforeAndAfter,
        block: <BeforeAfter images={page.beforeAfter} />,
      }]
      : []),
    ...(page.stabilisationTabs
      ? [{
        id: "stabilisation-tabs",
        block: <StabilisationTabs tabs={page.stabilisationTabs} label={page.heading} />,
      }]
      : []),
    ...(page.timeline
      ? [{
        id: "timeline-heading",
        title: page.timeline.title,
        block: <RecoveryTimeline timeline={page.timeline} />,
      }]
      : []),
    ...page.sections.map(sectionPart),
    ...(page.complications ? [risksPart(page.complications)] : []),
    faqPart(page.faqs),
    ...(page.guide && guideDocument
      ? [{
        id: "guide-heading",
        title: guideDocument.title,
        block: <GuidePreview guide={page.guide} document={guideDocument} />,
      }]
      : []),
    ...documentsPart(documents),
  ];
  return (
    <>
      <ClinicalHero
        trail={procedureTrail(page.path)}
        heading={page.heading}
        summary={page.summary}
        image={page.image}
      />
      <ClinicalArticle
        entries={entries}
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
