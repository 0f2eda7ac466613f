import { homePage } from "../../content/home.ts";
import { Portrait } from "../components/Portrait.tsx";
import { site } from "../../content/site.ts";
import { RichText } from "../components/RichText.tsx";
import { ActionLink } from "../components/ActionLink.tsx";
import { ReviewRecordNote } from "../components/ReviewedNote.tsx";
import { UrgentCard } from "../components/UrgentCard.tsx";

const { hero, biography, booking, trust, problems, stories } = homePage;
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

/**
 * The hero: the surgeon's portrait in its 4:5 frame (a monogram until the photograph comes),
 * his name, the facts a patient checks first, and how to book. The server adds the review average
 * to the facts once five stories are published (edge/home-page.ts).
 */
function HomeHero() {
  return (
    <section className="page-hero home-hero">
      <div className="container home-hero-inner">
        <Portrait priority framed />
        <div className="home-hero-title">
          <p className="eyebrow">{hero.subheading}</p>
          <h1>{homePage.heading}</h1>
        </div>
        <ul className="trust-strip" aria-label={trust.label} data-trust="">
          <li>{site.surgeon.postNominals}</li>
          <li>{trust.consultantSince}</li>
          <li>{trust.gmc}</li>
          <li>
            <a href={trust.insurers.href}>{trust.insurers.label}</a>
          </li>
        </ul>
        <div className="page-hero-summary">
          <p>{hero.lead}</p>
          <p className="actions">
            <ActionLink href={hero.primaryAction.href}>{hero.primaryAction.label}</ActionLink>
            <ActionLink href={hero.secondaryAction.href} variant="secondary">
              {hero.secondaryAction.label}
            </ActionLink>
          </p>
        </div>
      </div>
    </section>
  );
}

/** Knee problems / Hip problems: the ways in to the conditions and treatments. */
function Problems() {
  return (
    // The first screen (its CSS inlined, scripts/build/critical-css.ts) ends above this.
    <section
      className="home-section problems"
      aria-labelledby="problems-title"
      data-first-screen-end=""
    >
      <div className="container">
        <h2 id="problems-title">{problems.heading}</h2>
        <div className="problem-groups">
          {problems.groups.map((group) => (
            <nav key={group.title} aria-labelledby={`${group.title.replace(/\W+/g, "-")}-title`}>
              <h3 id={`${group.title.replace(/\W+/g, "-")}-title`}>{group.title}</h3>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
    </section>
  );
}

/**
 * The two latest published stories. The build cannot know them, so the page is built saying that
 * none is published; the server puts the two latest in their place (edge/home-page.ts), from the
 * feed the stories page reads.
 */
function LatestStories() {
  return (
    <section
      id={stories.id}
      className="home-section latest-stories"
      aria-labelledby={`${stories.id}-title`}
    >
      <div className="container">
        <h2 id={`${stories.id}-title`}>{stories.heading}</h2>
        <div className="story-cards" data-latest-stories="">
          <p className="stories-none">{stories.none}</p>
        </div>
        <p>
          <a href={stories.allLink.href}>{stories.allLink.label}</a>
        </p>
      </div>
    </section>
  );
}

/**
 * `/`: hero, urgent help, the ways in by joint, the latest stories, biography and booking; the
 * layout adds Enquire Now (contact) and the footer.
 */
export function Home() {
  return (
    <>
      <HomeHero />
      <div className="container">
        <UrgentCard />
      </div>
      <Problems />
      <LatestStories />
      <Biography />
      <Booking />
    </>
  );
}
