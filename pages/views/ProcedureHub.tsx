import type { ProcedureHub as ProcedureHubData } from "../../content/procedures/schema.ts";
import { RichText } from "../components/RichText.tsx";
import { ClinicalHero } from "./clinical/ClinicalHero.tsx";
import { hubTrail } from "./clinical/trails.ts";
import { LinkGroups } from "./clinical/LinkGroups.tsx";
import { FaqSection } from "./clinical/FaqSection.tsx";
import { GetInTouch } from "./clinical/GetInTouch.tsx";
import { RelatedLinks } from "./clinical/RelatedLinks.tsx";
import { ReviewNote } from "./clinical/ReviewNote.tsx";

/** /knee-procedures and /hip-procedures: the procedures in their groups, common questions, and (knee) Get in Touch. */
export function ProcedureHub({ page }: { page: ProcedureHubData }) {
  return (
    <>
      <ClinicalHero
        trail={hubTrail}
        heading={page.heading}
        summary={page.summary}
        image={page.image}
      />
      <div className="container page-body clinical-page">
        <div className="clinical-section prose-block">
          <RichText content={page.intro} />
        </div>
        <LinkGroups groups={page.linkGroups} />
        <FaqSection faqs={page.faqs} />
        {page.path === "/knee-procedures" && <GetInTouch />}
        <RelatedLinks links={page.related} />
        <ReviewNote reviewed={page.reviewed} />
      </div>
    </>
  );
}
