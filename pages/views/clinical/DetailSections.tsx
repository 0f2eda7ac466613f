import { type Section, slugify } from "../../../content/schema.ts";
import { Accordion } from "../../components/Accordion.tsx";
import { RichText } from "../../components/RichText.tsx";

/** Width (px) from which detail sections stand side by side, all open; below it, an accordion. */
export const DETAIL_COLUMNS_FROM = 768;

/**
 * A page's detail sections: two or three columns on wide screens, a single-open accordion on
 * narrow ones. Two or four sections sit in two columns, other counts in three.
 */
export function DetailSections({ sections }: { sections: Section[] }) {
  const columns = sections.length % 2 === 0 && sections.length <= 4 ? 2 : 3;
  return (
    <div className="clinical-section">
      <Accordion
        className={`detail-sections detail-columns-${columns}`}
        headingLevel={2}
        collapseBelow={DETAIL_COLUMNS_FROM}
        items={sections.map((section) => ({
          id: section.id ?? slugify(section.title),
          title: section.title,
          content: <RichText content={section.content} subtitleLevel={3} />,
        }))}
      />
    </div>
  );
}
