import { reviewPolicyPage } from "../content/reviews-page.ts";
import { slugify } from "../content/schema.ts";
import { PageHero } from "../components/PageHero.tsx";
import { RichText } from "../components/RichText.tsx";
import { UpdatedNote } from "../components/ReviewedNote.tsx";

/** `/review-policy`: how stories are checked and published, and how long details are kept. */
export function ReviewPolicy() {
  return (
    <>
      <PageHero heading={reviewPolicyPage.heading} summary={<RichText content={reviewPolicyPage.intro} />} />
      <div className="container page-body">
        {reviewPolicyPage.sections.map((section) => {
          const id = section.id ?? slugify(section.title);
          return (
            <section key={id} id={id} className="prose-section" aria-labelledby={`${id}-title`}>
              <h2 id={`${id}-title`}>{section.title}</h2>
              <RichText content={section.content} subtitleLevel={3} />
            </section>
          );
        })}
        <UpdatedNote lastUpdated={reviewPolicyPage.lastUpdated} />
      </div>
    </>
  );
}
