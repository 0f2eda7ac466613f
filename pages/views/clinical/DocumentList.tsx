import type { DocumentLink } from "../../../content/schema.ts";
import { clinicalLabels } from "../../../content/clinical-labels.ts";
import { documentDetails } from "../../../content/document-labels.ts";
import { useDocumentFacts } from "../../render-context.ts";

/**
 * "PDF, 12 pages, 340 KB" — or just "PDF" while the file's facts are unknown (nothing at all
 * with `onlyWhenKnown`, where the button already says PDF).
 */
export function DocumentFacts(
  { href, onlyWhenKnown = false }: { href: string; onlyWhenKnown?: boolean },
) {
  const facts = useDocumentFacts(href);
  if (!facts && onlyWhenKnown) return null;
  return <span className="document-facts">{documentDetails(facts)}</span>;
}

function DocumentItem({ document }: { document: DocumentLink }) {
  return (
    <li className="document">
      <svg
        className="document-icon"
        width="32"
        height="40"
        viewBox="0 0 32 40"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M3 2h18l8 8v28H3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path
          d="M21 2v8h8M9 20h14M9 26h14M9 32h9"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <div>
        <a className="document-link" href={document.href}>{document.title}</a>
        <DocumentFacts href={document.href} />
        {document.description && <p className="document-description">{document.description}</p>}
      </div>
    </li>
  );
}

/** The PDF guides that belong to a page. */
export function DocumentList({ documents }: { documents: DocumentLink[] }) {
  if (documents.length === 0) return null;
  return (
    <section className="clinical-section documents" aria-labelledby="documents-heading">
      <h2 id="documents-heading">{clinicalLabels.downloads}</h2>
      <ul className="document-list">
        {documents.map((document) => <DocumentItem key={document.href} document={document} />)}
      </ul>
    </section>
  );
}
