import { enquirySentPage as content } from "../../content/enquiry.ts";
import { site } from "../../content/site.ts";
import { PhoneLink } from "../components/ContactLinks.tsx";
import { PageHero } from "../components/PageHero.tsx";
import { Inline } from "../components/RichText.tsx";

/** Where a plain form post (JavaScript off) lands once /api/enquiry has stored the enquiry. */
export function EnquirySent() {
  const { practiceManager } = site.contacts;
  return (
    <>
      <PageHero heading={content.heading} summary={content.summary} />
      <div className="container page-body">
        <section className="prose-section" aria-labelledby="enquiry-next-steps">
          <h2 id="enquiry-next-steps">{content.nextSteps.title}</h2>
          <ul>
            {content.nextSteps.points.map((point) => <li key={point}>{point}</li>)}
          </ul>
          <p>
            {practiceManager.role}: <PhoneLink phone={practiceManager.phone} />
          </p>
          <p className="callout">
            <Inline text={content.urgent} />
          </p>
          <p>
            <a href="/">{content.homeLink}</a>
          </p>
        </section>
      </div>
    </>
  );
}
