import { reviewsPage } from "../../content/reviews-page.ts";
import { PageHero } from "../components/PageHero.tsx";
import { Inline, RichText } from "../components/RichText.tsx";
import { OEmbedDiscovery } from "../components/OEmbedDiscovery.tsx";
import { frameTitles } from "../../content/embed-forms.ts";
import { WidgetSlot } from "../components/WidgetSlot.tsx";
import { StoryFormPlain } from "../components/StoryFormPlain.tsx";
import { EMPTY_STATE } from "../../lib/feed-state.ts";

const { storyForm, noScript } = reviewsPage;

/**
 * `/patient-success-stories`: the reviews list and the story form are widgets that mount on
 * their placeholders. Until they do (or if JavaScript is off) each placeholder says what to do
 * instead; each keeps the room its widget will need, so the page does not jump when it mounts.
 * The story form's placeholder holds the form as plain HTML too, shown only when scripts cannot run
 * (it posts to the server, which answers with pages). The reviews placeholder arrives `data-feed="unknown"` (room for a page of cards); the server
 * answers `data-feed="empty"` while no story is published (edge/stories-page.ts), and then the
 * placeholder shows the widget's own empty state, in the widget's own room.
 */
export function PatientStories() {
  return (
    <>
      <OEmbedDiscovery path={reviewsPage.path} title={frameTitles.reviews} />
      <PageHero heading={reviewsPage.heading} summary={<RichText content={reviewsPage.intro} />} />
      <div className="container page-body">
        <section className="page-section" aria-labelledby="reviews-title">
          <h2 id="reviews-title">{reviewsPage.reviewsHeading}</h2>
          <WidgetSlot name="reviews" data={{ "data-feed": "unknown" }}>
            <div className="reviews-empty">
              <svg
                className="reviews-empty-star"
                viewBox="0 0 24 24"
                width="40"
                height="40"
                aria-hidden="true"
                focusable="false"
              >
                <path d="M12 2.6l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.5l-5.9 3.1 1.2-6.5L2.5 9.5l6.6-.9z" />
              </svg>
              <h3 className="reviews-empty-title">{EMPTY_STATE.title}</h3>
              <p>{EMPTY_STATE.text}</p>
            </div>
            <div className="widget-fallback">
              <RichText content={noScript.reviews} />
            </div>
          </WidgetSlot>
          <p className="reviews-disclaimer">
            <Inline text={reviewsPage.disclaimer} />
          </p>
        </section>

        <section
          className="page-section"
          id={storyForm.id}
          aria-labelledby={`${storyForm.id}-title`}
        >
          <h2 id={`${storyForm.id}-title`}>{storyForm.heading}</h2>
          <div className="section-lead">
            <RichText content={storyForm.intro} />
          </div>
          <WidgetSlot name="story-form">
            {/* With JavaScript off the form is plain HTML; with it on, the widget takes its place. */}
            <StoryFormPlain />
            <div className="widget-fallback">
              <RichText content={noScript.storyForm} />
            </div>
          </WidgetSlot>
          <p>
            <a href={reviewsPage.policyLink.href}>{reviewsPage.policyLink.label}</a>
          </p>
        </section>
      </div>
    </>
  );
}
