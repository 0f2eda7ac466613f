import { Fragment, type ReactNode } from "react";
import { afterTreatmentHelp, bookPanel, whenToGetHelp } from "../../../content/clinical-common.ts";
import { clinicalLabels } from "../../../content/clinical-labels.ts";
import {
  type DocumentLink,
  type FaqItem,
  type RichText as RichTextValue,
  type Section,
  slugify,
} from "../../../content/schema.ts";
import type { ComplicationsWithHelp } from "../../../content/treatments/schema.ts";
import { urgentHelp } from "../../../content/urgent-care.ts";
import { ActionLink } from "../../components/ActionLink.tsx";
import { Inline, RichText } from "../../components/RichText.tsx";
import { UrgentCard } from "../../components/UrgentCard.tsx";
import { ComplicationsList } from "./ComplicationsList.tsx";
import { DocumentList } from "./DocumentList.tsx";
import { FaqSection } from "./FaqSection.tsx";

/** One titled part of the article: a section with its h2, listed in "On this page". */
export interface ArticlePart {
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * A part of the article that brings its own heading (a card, a guide, the common questions):
 * listed in "On this page" under `title`, linking to `id`, when it has a title (tabs have none).
 */
export interface ArticleBlock {
  id: string;
  title?: string;
  block: ReactNode;
}

export type ArticleEntry = ArticlePart | ArticleBlock;

/** A detail section as a part of the article, open, under its own h2. */
export function sectionPart(section: Section): ArticleEntry {
  return {
    id: section.id ?? slugify(section.title),
    title: section.title,
    body: <RichText content={section.content} subtitleLevel={3} />,
  };
}

/** The page's risks; who to call is the urgent-care card's, unless the page says more. */
export function risksPart(
  complications: ComplicationsWithHelp,
): ArticleEntry {
  return {
    id: "complications",
    title: complications.title,
    body: (
      <ComplicationsList
        items={complications.items}
        help={isSharedHelp(complications.help) ? undefined : complications.help}
      />
    ),
  };
}

/** True when a page's "who to call" is the shared one, which the urgent-care card now says. */
function isSharedHelp(help: RichTextValue): boolean {
  return JSON.stringify(help) === JSON.stringify(whenToGetHelp);
}

/** What the urgent-care card adds on a page about an operation: who to call after it, here. */
export function afterTheCard(complications?: ComplicationsWithHelp): RichTextValue | undefined {
  return complications && isSharedHelp(complications.help) ? afterTreatmentHelp : undefined;
}

/** "Common questions": the page's FAQ accordion. */
export function faqPart(faqs: FaqItem[]): ArticleEntry {
  return {
    id: "faq-heading",
    title: clinicalLabels.commonQuestions,
    block: <FaqSection faqs={faqs} />,
  };
}

/** The page's PDF guides, when it has any. */
export function documentsPart(documents: DocumentLink[]): ArticleEntry[] {
  return documents.length > 0
    ? [{
      id: "documents-heading",
      title: clinicalLabels.downloads,
      block: <DocumentList documents={documents} />,
    }]
    : [];
}

function ArticleSection({ part }: { part: ArticlePart }) {
  return (
    <section className="article-section" id={part.id} aria-labelledby={`${part.id}-title`}>
      <h2 id={`${part.id}-title`}>{part.title}</h2>
      {part.body}
    </section>
  );
}

/** "On this page": a link to each part, in order, the urgent-care card last. */
function OnThisPage({ entries }: { entries: Array<{ id: string; title: string }> }) {
  return (
    <nav className="on-this-page" aria-labelledby="on-this-page-title">
      <h2 id="on-this-page-title">{clinicalLabels.onThisPage}</h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Beside the article from 1024 px, held in view as it scrolls: how to book, by phone or enquiry. */
function BookPanel({ about }: { about: keyof typeof bookPanel.heading }) {
  return (
    <aside className="book-panel" aria-labelledby="book-panel-title">
      <h2 id="book-panel-title">{bookPanel.heading[about]}</h2>
      <p>
        <Inline text={bookPanel.private} />
      </p>
      <p>
        <Inline text={bookPanel.nhs} />
      </p>
      <ActionLink href={bookPanel.enquiry.href}>{bookPanel.enquiry.label}</ActionLink>
    </aside>
  );
}

/**
 * A treatment, condition or procedure page as one article, in the NHS website's manner: "On this
 * page", then every part open in the order of a patient's journey, in a measure of about 40 em,
 * ending with the urgent-care card ("when to get help"; `after` adds who to call after an
 * operation here) and what follows it (related pages, the review note). From 1024 px a panel
 * beside it keeps booking and calling in reach (first in the page's order, so the first screen's
 * CSS lays it out).
 */
export function ClinicalArticle({ entries, about, after, end }: {
  entries: ArticleEntry[];
  about: keyof typeof bookPanel.heading;
  /** said under the urgent-care card */
  after?: RichTextValue;
  /** after the card: related pages, the review note */
  end: ReactNode;
}) {
  return (
    <div className="container page-body clinical-page article-layout">
      <BookPanel about={about} />
      <div className="clinical-article">
        <OnThisPage
          entries={[
            ...entries.flatMap((entry) =>
              entry.title ? [{ id: entry.id, title: entry.title }] : []
            ),
            { id: urgentHelp.id, title: urgentHelp.heading },
          ]}
        />
        {/* The first screen (its CSS inlined, scripts/build/critical-css.ts) ends above the article. */}
        <div className="article-body" data-first-screen-end="">
          {entries.map((entry) => "block" in entry
            ? <Fragment key={entry.id}>{entry.block}</Fragment>
            : <ArticleSection key={entry.id} part={entry} />
          )}
          <UrgentCard after={after} />
        </div>
        {end}
      </div>
    </div>
  );
}
