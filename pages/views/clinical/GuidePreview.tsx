import type { DocumentLink } from "../../../content/schema.ts";
import type { TreatmentPage } from "../../../content/treatments/schema.ts";
import { withPageCount } from "../../../content/document-labels.ts";
import { useDocumentFacts } from "../../render-context.ts";
import { Inline } from "../../components/RichText.tsx";
import { GuideCard } from "./GuideCard.tsx";

/**
 * The hip replacement guide: its cover, a description with the PDF's real page count (read from
 * the built file; left out while the PDF is missing) and Download Complete Guide (PDF).
 */
export function GuidePreview({ guide, document }: {
  guide: NonNullable<TreatmentPage["guide"]>;
  document: DocumentLink;
}) {
  const facts = useDocumentFacts(guide.href);
  return (
    <section className="clinical-section guide-section" aria-labelledby="guide-heading">
      <GuideCard preview={guide.preview} href={guide.href} buttonLabel={guide.buttonLabel}>
        <h2 id="guide-heading">{document.title}</h2>
        <p>
          <Inline text={withPageCount(guide.description, facts?.pages)} />
        </p>
      </GuideCard>
    </section>
  );
}
