import type { ReactNode } from "react";
import type { RichText as RichTextValue, Section } from "../../content/schema.ts";
import { slugify } from "../../content/schema.ts";
import { PageHero } from "../components/PageHero.tsx";
import { RichText } from "../components/RichText.tsx";
import { UpdatedNote } from "../components/ReviewedNote.tsx";

export interface PolicyContent {
  heading: string;
  intro: RichTextValue;
  sections: Section[];
  lastUpdated: string;
}

/**
 * A policy page (review policy, privacy): a heading, an introduction and titled sections;
 * `extras` adds a component at the end of the section with that id (a table, a form).
 */
export function PolicyPage(
  { page, after, extras = {} }: {
    page: PolicyContent;
    after?: ReactNode;
    extras?: Record<string, ReactNode>;
  },
) {
  return (
    <>
      <PageHero heading={page.heading} summary={<RichText content={page.intro} />} />
      <div className="container page-body">
        {page.sections.map((section) => {
          const id = section.id ?? slugify(section.title);
          return (
            <section key={id} id={id} className="prose-section" aria-labelledby={`${id}-title`}>
              <h2 id={`${id}-title`}>{section.title}</h2>
              <RichText content={section.content} subtitleLevel={3} />
              {extras[id]}
            </section>
          );
        })}
        {after}
        <UpdatedNote lastUpdated={page.lastUpdated} />
      </div>
    </>
  );
}
