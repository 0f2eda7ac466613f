import { type Section, slugify } from "../../../content/schema.ts";
import type { TreatmentPage } from "../../../content/treatments/schema.ts";
import { Accordion, AccordionEntry } from "../../components/Accordion.tsx";
import { Tabs } from "../../components/Tabs.tsx";
import { RichText } from "../../components/RichText.tsx";

/** Width (px) from which Overview / Procedure / Recovery are tabs; below it, one accordion. */
export const STABILISATION_TABS_FROM = 1024;

/** The one exclusive group the three parts' sections form on small screens. */
const SECTIONS_GROUP = "stabilisation-sections";

function SectionEntries({ sections }: { sections: Section[] }) {
  return (
    <>
      {sections.map((section) => (
        <AccordionEntry
          key={section.title}
          group={SECTIONS_GROUP}
          headingLevel={3}
          item={{
            id: section.id ?? slugify(section.title),
            title: section.title,
            content: <RichText content={section.content} subtitleLevel={4} />,
          }}
        />
      ))}
    </>
  );
}

/**
 * Patellar stabilisation: three tabs (Overview, Procedure, Recovery; Overview first) on large
 * screens; on small ones the tab list goes, the three parts stack under their own headings and
 * their sections form one accordion (one section open at a time: one `name`). Each word is in the
 * HTML once: the tab panels hold accordion entries that the stylesheet shows while the tabs do
 * (`data-collapse-below`), and the Procedure tab's five techniques are an expandable list.
 */
export function StabilisationTabs({ tabs, label }: {
  tabs: NonNullable<TreatmentPage["stabilisationTabs"]>;
  label: string;
}) {
  const { overview, procedure, recovery } = tabs;
  return (
    <section className="clinical-section stabilisation-tabs" aria-label={label}>
      <div
        className="tab-accordion"
        data-accordion=""
        data-collapse-below={STABILISATION_TABS_FROM}
      >
        <Tabs
          label={label}
          stackBelow={STABILISATION_TABS_FROM}
          items={[
            {
              id: "stabilisation-overview",
              label: overview.label,
              content: (
                <SectionEntries
                  sections={[
                    overview.about,
                    overview.understandingInstability,
                    overview.surgicalApproaches,
                    overview.priorToSurgery,
                    overview.afterSurgery,
                  ]}
                />
              ),
            },
            {
              id: "stabilisation-procedure",
              label: procedure.label,
              content: (
                <>
                  <div className="prose-block">
                    <RichText content={procedure.intro} subtitleLevel={3} />
                  </div>
                  <Accordion
                    className="technique-list"
                    items={procedure.techniques.map((technique) => ({
                      id: slugify(technique.title),
                      title: technique.title,
                      content: <RichText content={technique.content} subtitleLevel={4} />,
                    }))}
                  />
                </>
              ),
            },
            {
              id: "stabilisation-recovery",
              label: recovery.label,
              content: (
                <SectionEntries
                  sections={[
                    recovery.restAndRecovery,
                    recovery.returnToActivities,
                    recovery.complications,
                  ]}
                />
              ),
            },
          ]}
        />
      </div>
    </section>
  );
}
