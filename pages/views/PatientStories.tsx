import { reviewsPage } from "../content/reviews-page.ts";
import { PageHero } from "../components/PageHero.tsx";
import { Inline, RichText } from "../components/RichText.tsx";
import { OEmbedDiscovery } from "../components/OEmbedDiscovery.tsx";
import { frameTitles } from "../content/embed-forms.ts";
import { WidgetSlot } from "../components/WidgetSlot.tsx";

const { storyForm, noScript } = reviewsPage;

/**
 * `/patient-success-stories`: the reviews list and the story form are widgets that mount on
 * their placeholders. Until they do (or if JavaScript is off) each placeholder says what to do
 * instead; each keeps the room its widget will need, so the page does not jump when it mounts.
 */
export function PatientStories() {
  return (
    <>
      <OEmbedDiscovery path={reviewsPage.path} title={frameTitles.reviews} />
      <PageHero heading={reviewsPage.heading} summary={<RichText content={reviewsPage.intro} />} />
      <div className="container page-body">
        <section className="page-section" aria-labelledby="reviews-title">
          <h2 id="reviews-title">{reviewsPage.reviewsHeading}</h2>
          <WidgetSlot name="reviews">
            <div className="widget-fallback">
              <RichText content={noScript.reviews} />
            </div>
          </WidgetSlot>
          <p className="reviews-disclaimer"><Inline text={reviewsPage.disclaimer} /></p>
        </section>

        <section className="page-section" id={storyForm.id} aria-labelledby={`${storyForm.id}-title`}>
          <h2 id={`${storyForm.id}-title`}>{storyForm.heading}</h2>
          <div className="section-lead">
            <RichText content={storyForm.intro} />
          </div>
          <WidgetSlot name="story-form">
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
