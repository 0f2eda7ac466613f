import { Img } from "../components/Img.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { RichText } from "../components/RichText.tsx";
import { type UsefulDocument, usefulLinksPage } from "../../content/useful-links.ts";
import { ReviewRecordNote } from "../components/ReviewedNote.tsx";
import { useDocumentFacts } from "../render-context.ts";
import { documentDetails, fileSizeLabel, pageCountLabel } from "../../content/document-labels.ts";

/** /UsefulLinks: the patient guides to download, with page counts and sizes read from the files. */
export function UsefulLinks() {
  const page = usefulLinksPage;
  return (
    <>
      <PageHero heading={page.heading} summary={<RichText content={page.intro} />} />
      <div className="container page-body">
        <ul className="guide-list">
          {page.documents.map((document) => (
            <GuideCard key={document.href} document={document} downloadLabel={page.downloadLabel} />
          ))}
        </ul>
        <ReviewRecordNote record={page.reviewed} />
      </div>
    </>
  );
}

function GuideCard(
  { document, downloadLabel }: { document: UsefulDocument; downloadLabel: string },
) {
  const facts = useDocumentFacts(document.href);
  const pages = facts && pageCountLabel(facts.pages);
  const size = facts && fileSizeLabel(facts.bytes);
  const details = documentDetails(facts);
  return (
    <li className="guide-card">
      <Img image={document.image} className="guide-cover" />
      <div className="guide-body">
        <p className="guide-category">{document.category}</p>
        <h2 className="guide-title">{document.title}</h2>
        <p className="guide-description">{document.description}</p>
        <ul className="guide-facts">
          <li>PDF</li>
          {pages && <li className="guide-pages">{pages}</li>}
          {size && <li className="guide-size">{size}</li>}
        </ul>
        <a
          className="button button-primary guide-download"
          href={document.href}
          download={document.downloadName ?? true}
        >
          <svg
            className="guide-download-icon"
            aria-hidden="true"
            focusable="false"
            width="20"
            height="20"
            viewBox="0 0 20 20"
          >
            <path
              d="M10 2.5v10m0 0-4-4m4 4 4-4M3.5 15.5h13"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {downloadLabel}
          <span className="visually-hidden">
            {` – ${document.title} (${details})`}
          </span>
        </a>
      </div>
    </li>
  );
}
