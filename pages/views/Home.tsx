import { homePage } from "../../content/home.ts";
import { PageHero } from "../components/PageHero.tsx";
import { Portrait } from "../components/Portrait.tsx";
import { site } from "../../content/site.ts";
import { RichText } from "../components/RichText.tsx";
import { ActionLink } from "../components/ActionLink.tsx";
import { ReviewRecordNote } from "../components/ReviewedNote.tsx";
import { UrgentCard } from "../components/UrgentCard.tsx";

const { hero, biography, booking } = homePage;
const morePanelsId = `${biography.id}-more`;

/**
 * The biography: a short summary, then a Read more / Read less button that shows the five
 * panels. The panels are in the HTML (hidden until asked for); with JavaScript off the button
 * is not shown and the panels are (noscript.css).
 */
function Biography() {
  return (
    <section
      id={biography.id}
      className="home-section biography"
      aria-labelledby={`${biography.id}-title`}
    >
      <div className="container">
        <h2 id={`${biography.id}-title`}>{biography.heading}</h2>
        <div className="biography-intro">
          <div>
            <div className="prose biography-summary">
              <RichText content={biography.summary} />
            </div>
            <button
              type="button"
              className="button button-secondary read-more"
              data-disclosure=""
              aria-expanded="false"
              aria-controls={morePanelsId}
              data-label-collapsed={biography.readMoreLabel}
              data-label-expanded={biography.readLessLabel}
            >
              <span data-disclosure-label="">{biography.readMoreLabel}</span>
              <span className="read-more-icon" aria-hidden="true"></span>
            </button>
          </div>
          <AtAGlance />
        </div>
        <div id={morePanelsId} className="biography-panels" data-disclosure-panel="" hidden>
          {biography.panels.map((panel) => (
            <section
              key={panel.id}
              id={panel.id}
              className="biography-panel"
              aria-labelledby={`${panel.id}-title`}
            >
              <h3 id={`${panel.id}-title`}>{panel.title}</h3>
              <RichText content={panel.content} subtitleLevel={4} />
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}

/** The facts a patient looks for first, from the site config, beside the biography on wide screens. */
function AtAGlance() {
  const { surgeon, hospitals } = site;
  const facts: Array<[string, string]> = [
    ["Qualifications", surgeon.postNominals],
    ["Consultant since", String(surgeon.consultantSince)],
    ["Specialties", surgeon.specialties.join(", ")],
    ["Private practice", hospitals.private.name],
    ["NHS practice", hospitals.nhs.name],
  ];
  return (
    <aside className="at-a-glance" aria-labelledby="at-a-glance-title">
      <h3 id="at-a-glance-title">At a glance</h3>
      <dl>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}

function Booking() {
  return (
    <section
      id={booking.id}
      className="home-section booking"
      aria-labelledby={`${booking.id}-title`}
    >
      <div className="container">
        <h2 id={`${booking.id}-title`}>{booking.heading}</h2>
        <div className="section-lead">
          <RichText content={booking.intro} />
        </div>
        <ul className="booking-options">
          {booking.options.map((option) => (
            <li key={option.id} className="booking-option">
              <h3>{option.title}</h3>
              <RichText content={option.content} subtitleLevel={4} />
            </li>
          ))}
        </ul>
        <div className="callout booking-note">
          <RichText content={booking.note} />
        </div>
        <ReviewRecordNote record={homePage.reviewed} />
      </div>
    </section>
  );
}

/** `/`: hero, biography, booking; the layout adds Enquire Now (contact) and the footer. */
export function Home() {
  return (
    <>
      <PageHero
        heading={homePage.heading}
        eyebrow={hero.subheading}
        summary={
          <>
            <p>{hero.lead}</p>
            <p className="actions">
              <ActionLink href={hero.primaryAction.href}>{hero.primaryAction.label}</ActionLink>
              <ActionLink href={hero.secondaryAction.href} variant="secondary">
                {hero.secondaryAction.label}
              </ActionLink>
            </p>
          </>
        }
      >
        <Portrait priority />
      </PageHero>
      <div className="container">
        <UrgentCard />
      </div>
      <Biography />
      <Booking />
    </>
  );
}
