import type { TreatmentPage } from "../../../content/treatments/schema.ts";
import { Tabs } from "../../components/Tabs.tsx";
import { Inline, RichText } from "../../components/RichText.tsx";
import { GuideCard } from "./GuideCard.tsx";

/** Width (px) below which the two tabs are stacked one after the other. */
export const KNEE_TABS_FROM = 768;

/**
 * Non-surgical knees: Conservative Treatment and the Orthobiologics Guide (preview, what the
 * guide covers, publisher note, download) as two tabs on wide screens, stacked on narrow ones.
 */
export function KneeTreatmentTabs(
  { tabs, label }: { tabs: NonNullable<TreatmentPage["tabs"]>; label: string },
) {
  const { conservative, orthobiologics } = tabs;
  return (
    <section className="clinical-section knee-tabs" aria-label={label}>
      <Tabs
        label={label}
        stackBelow={KNEE_TABS_FROM}
        items={[
          {
            id: "conservative-treatment",
            label: conservative.label,
            content: (
              <div className="prose-block">
                <RichText content={conservative.about} subtitleLevel={3} />
              </div>
            ),
          },
          {
            id: "orthobiologics-guide",
            label: orthobiologics.label,
            content: (
              <GuideCard
                preview={orthobiologics.preview}
                href={orthobiologics.download.href}
                buttonLabel={orthobiologics.buttonLabel}
              >
                <RichText content={orthobiologics.intro} subtitleLevel={3} />
                <ul className="guide-bullets">
                  {orthobiologics.bullets.map((bullet, i) => (
                    <li key={i}>
                      <Inline text={bullet} />
                    </li>
                  ))}
                </ul>
                <p className="publisher-note">
                  <Inline text={orthobiologics.publisherNote} />
                </p>
              </GuideCard>
            ),
          },
        ]}
      />
    </section>
  );
}
