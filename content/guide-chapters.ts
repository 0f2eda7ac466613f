/**
 * How a patient guide (PDF) is composed: its schema, and its chapters, each either written for
 * the guide or a part of a condition or treatment page (`pageChapters`). The guides themselves are
 * listed in patient-guides.ts.
 */
import { z } from "zod";
import { conditions } from "./conditions.ts";
import { image, type RichText, slugify } from "./schema.ts";
import { treatments } from "./treatments.ts";
import { titledContent } from "./treatments/schema.ts";
import type { ConditionPage } from "./conditions/schema.ts";
import { awaitingClinicalReview, combinedReview, type ReviewRecord } from "./review-record.ts";

/**
 * A chapter taken from a page (`page` = route path, `part` = a chapter id from `pageChapters`),
 * optionally under a different heading where the page's own would repeat in the guide.
 */
const fromPage = z.object({
  page: z.string(),
  part: z.string(),
  heading: z.string().trim().min(1).optional(),
})
  .strict();
/** A chapter written only for the printed guide. */
const guideOnly = titledContent;

export const patientGuide = z.object({
  href: z.string().regex(/^\/documents\/[a-z0-9-]+\.pdf$/),
  title: z.string().trim().min(1),
  subtitle: z.string().trim().min(1),
  audience: z.string().trim().min(1),
  cover: image,
  chapters: z.array(z.union([fromPage, guideOnly])).min(3),
}).strict();

export type PatientGuide = z.infer<typeof patientGuide>;
export interface GuideChapter {
  title: string;
  content: RichText;
}

/** FAQ items as one chapter of question headings and answers. */
function faqChapter(faqs: { question: string; answer: RichText }[]): RichText {
  return faqs.map((faq) => ({
    subtitle: faq.question,
    details: faq.answer.flatMap((block) => {
      if (typeof block === "string") return [block];
      if ("list" in block) return block.list;
      return [
        block.subtitle + ":",
        ...(Array.isArray(block.details) ? block.details : [block.details]),
      ];
    }),
  }));
}

const asChapter = (s: { title: string; content: RichText }): [string, GuideChapter] => [
  slugify(s.title),
  { title: s.title, content: s.content },
];

/**
 * Every part of a condition or treatment page as a titled chapter, keyed by id: section ids are the
 * slug of their title; "overview", "faqs", "complications", "timeline" and the special elements
 * have fixed ids.
 */
export function pageChapters(path: string): Map<string, GuideChapter> {
  const chapters = new Map<string, GuideChapter>();
  const condition: ConditionPage | undefined = conditions.find((page) => page.path === path);
  if (condition) {
    chapters.set("overview", {
      title: condition.heading,
      content: [condition.summary, ...condition.about],
    });
    for (
      const s of [
        condition.riskFactors,
        condition.symptoms,
        condition.diagnosis,
        condition.treatmentOptions,
        condition.surgicalTreatmentDetails,
      ]
    ) chapters.set(...asChapter(s));
    chapters.set("faqs", { title: "Common Questions", content: faqChapter(condition.faqs) });
    return chapters;
  }
  const page = treatments.find((p) => p.path === path);
  if (!page) return chapters;
  chapters.set("overview", { title: page.heading, content: [page.summary] });
  for (const s of page.sections) {
    chapters.set(s.id ?? slugify(s.title), { title: s.title, content: s.content });
  }
  if (page.tabs) {
    chapters.set("conservative-treatment", {
      title: page.tabs.conservative.label,
      content: page.tabs.conservative.about,
    });
    const bio = page.tabs.orthobiologics;
    chapters.set("orthobiologics", {
      title: "Orthobiologics",
      content: [
        ...bio.intro,
        { subtitle: "This guide covers", details: bio.bullets },
        bio.publisherNote,
      ],
    });
  }
  if (page.procedureCard) {
    chapters.set("osteotomy-types", {
      title: page.procedureCard.title,
      content: page.procedureCard.entries.flatMap((entry) => [
        {
          subtitle: entry.title,
          details: entry.content.filter((b): b is string => typeof b === "string"),
        },
      ]),
    });
  }
  if (page.timeline) {
    chapters.set("timeline", {
      title: page.timeline.title,
      content: page.timeline.steps.map((step) => ({
        subtitle: step.time,
        details: step.description,
      })),
    });
  }
  if (page.stabilisationTabs) {
    const { overview, procedure, recovery } = page.stabilisationTabs;
    for (
      const s of [
        overview.about,
        overview.understandingInstability,
        overview.surgicalApproaches,
        overview.priorToSurgery,
        overview.afterSurgery,
      ]
    ) {
      chapters.set(...asChapter(s));
    }
    chapters.set("techniques", {
      title: "Surgical Techniques",
      content: [
        ...procedure.intro,
        ...procedure.techniques.map((t) => ({
          subtitle: t.title,
          details: t.content.filter((b): b is string => typeof b === "string"),
        })),
      ],
    });
    for (const s of [recovery.restAndRecovery, recovery.returnToActivities]) {
      chapters.set(...asChapter(s));
    }
    chapters.set("complications", recovery.complications);
  }
  if (page.complications) {
    chapters.set("complications", {
      title: "Possible Complications",
      content: [{ list: page.complications.items }, ...page.complications.help],
    });
  }
  chapters.set("faqs", { title: "Common Questions", content: faqChapter(page.faqs) });
  return chapters;
}

const pageReview = new Map<string, ReviewRecord>(
  [...treatments, ...conditions].map((page) => [page.path, page.reviewed]),
);

/**
 * A guide's review record: the record of the pages its chapters come from, reviewed only if every
 * one of them is (a chapter written for the guide alone has had no review of its own).
 */
export function guideReview(guide: PatientGuide): ReviewRecord {
  return combinedReview(
    guide.chapters.map((chapter) =>
      ("page" in chapter ? pageReview.get(chapter.page) : undefined) ?? awaitingClinicalReview
    ),
  );
}

/** The chapters of a guide, in order, with page parts looked up. Throws on an unknown part. */
export function guideChapters(guide: PatientGuide): GuideChapter[] {
  return guide.chapters.map((chapter) => {
    if ("title" in chapter) return chapter;
    const found = pageChapters(chapter.page).get(chapter.part);
    if (!found) throw new Error(`${guide.href}: no part "${chapter.part}" on ${chapter.page}`);
    return chapter.heading ? { ...found, title: chapter.heading } : found;
  });
}
