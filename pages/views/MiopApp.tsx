import { miopPage } from "../../content/miop.ts";
import { slugify } from "../../content/schema.ts";
import { PageHero } from "../components/PageHero.tsx";
import { Img } from "../components/Img.tsx";
import { Inline, RichText } from "../components/RichText.tsx";
import { Accordion } from "../components/Accordion.tsx";
import { ActionLink } from "../components/ActionLink.tsx";
import { ReviewRecordNote } from "../components/ReviewedNote.tsx";

const { hero } = miopPage;

/** Simple line drawings for the feature cards, by the content's icon name. */
const featureIcons: Record<string, string> = {
  clipboard: "M9 4h6v3H9zM7 5.5H5.5v15h13v-15H17M8.5 11h7M8.5 14.5h7M8.5 18h4",
  chart: "M4 20h16M6.5 16.5v-4M11 16.5V9M15.5 16.5v-6M20 5l-5 4-4-2.5-5 4",
  message: "M4 5h16v11h-9l-4.5 3.5V16H4zM8 9.5h8M8 12.5h5",
  exercise:
    "M13.5 4.5a1.5 1.5 0 1 0 0 .01M9 20l2.5-6 3 2.5V21M11.5 14l1.5-5.5-4 1.5-2 3M13 8.5l3 3 3 .5",
};

function FeatureIcon({ name }: { name?: string }) {
  const path = name ? featureIcons[name] : undefined;
  if (!path) return null;
  return (
    <svg
      className="feature-icon"
      width="44"
      height="44"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** `/PreAndPostcare/miop-app`: hero with the two links, the FAQ and the Key Features grid. */
export function MiopApp() {
  return (
    <>
      <PageHero
        heading={miopPage.heading}
        summary={
          <>
            <RichText content={hero.text} />
            <p className="actions">
              <ActionLink href={hero.appStore.href}>{hero.appStore.label}</ActionLink>
              <ActionLink href={hero.website.href} variant="secondary">
                {hero.website.label}
              </ActionLink>
            </p>
          </>
        }
      >
        <Img
          image={hero.image}
          priority
          className="hero-image"
          sizes="(min-width: 960px) 40vw, 100vw"
        />
      </PageHero>
      <div className="container page-body">
        <div className="callout prose">
          <RichText content={miopPage.companionNote} />
        </div>

        <section className="page-section" aria-labelledby="miop-faq-title">
          <h2 id="miop-faq-title">{miopPage.faqHeading}</h2>
          <Accordion
            className="faq"
            headingLevel={3}
            items={miopPage.faqs.map((faq) => ({
              id: `faq-${slugify(faq.question)}`,
              title: faq.question,
              content: <RichText content={faq.answer} />,
            }))}
          />
        </section>

        <section className="page-section" aria-labelledby="miop-features-title">
          <h2 id="miop-features-title">{miopPage.featuresHeading}</h2>
          <ul className="feature-grid">
            {miopPage.features.map((feature) => (
              <li key={feature.title} className="feature-card">
                <FeatureIcon name={feature.icon} />
                <h3>{feature.title}</h3>
                <p>
                  <Inline text={feature.description} />
                </p>
              </li>
            ))}
          </ul>
        </section>
        <ReviewRecordNote record={miopPage.reviewed} />
      </div>
    </>
  );
}
