import { carePage } from "../../content/care.ts";
import { slugify } from "../../content/schema.ts";
import { PageHero } from "../components/PageHero.tsx";
import { Img } from "../components/Img.tsx";
import { RichText } from "../components/RichText.tsx";
import { CardGrid } from "../components/CardGrid.tsx";
import { Accordion } from "../components/Accordion.tsx";
import { ReviewRecordNote } from "../components/ReviewedNote.tsx";

/** Below this width the six sections are a one-at-a-time accordion; above it, columns. */
export const CARE_SECTIONS_COLLAPSE_BELOW = 768;

/** `/PreAndPostcare`: the two cards (physiotherapy, MiOp app) and six sections of advice. */
export function PreAndPostCare() {
  return (
    <>
      <PageHero heading={carePage.heading} summary={<RichText content={carePage.intro} />}>
        <Img
          image={carePage.image}
          priority
          className="hero-image"
          sizes="(min-width: 960px) 40vw, 100vw"
        />
      </PageHero>
      <div className="container page-body">
        <CardGrid
          headingLevel={2}
          cards={carePage.cards.map((card) => ({
            title: card.title,
            href: card.href,
            summary: card.description,
            linkLabel: card.linkLabel,
            image: card.image,
          }))}
        />
        <Accordion
          className="care-sections"
          headingLevel={2}
          collapseBelow={CARE_SECTIONS_COLLAPSE_BELOW}
          items={carePage.sections.map((section) => ({
            id: section.id ?? slugify(section.title),
            title: section.title,
            content: <RichText content={section.content} subtitleLevel={3} />,
          }))}
        />
        <ReviewRecordNote record={carePage.reviewed} />
      </div>
    </>
  );
}
