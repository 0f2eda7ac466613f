/**
 * The shapes of every piece of patient-facing content, each defined once. Every content module
 * parses its own data with these schemas when it is first imported (the prerender imports them all
 * through the route table), so a typo in a content file fails the build instead of shipping.
 *
 * Inline text may hold links written as `[label](/path)` or `[label](https://…)`; nothing else is
 * interpreted (no HTML, no other markdown), so content can never inject markup.
 */
import { z } from "zod";
import { plainText } from "../lib/inline-links.ts";

/** One line or paragraph of text; may contain `[label](href)` links. */
export const inlineText = z.string().trim().min(1);

/** Items of the form "what: when", shown on a page as a two-column table (a recovery table). */
const listTable = z.object({
  caption: z.string().trim().min(1),
  /** the two columns' headings */
  columns: z.tuple([z.string().trim().min(1), z.string().trim().min(1)]),
}).strict();

const list = z.object({
  list: z.array(inlineText).min(1),
  ordered: z.boolean().optional(),
  /** on a page, a table: each item splits at its first ": " into a row's heading and its cell
   * (guides and the chat's index read it as the list it is) */
  table: listTable.optional(),
}).strict().refine(
  (block) => !block.table || block.list.every((item) => /^[^:]+: \S/.test(item)),
  "every item of a table list reads 'what: when'",
);

const subtitled = z.object({
  subtitle: z.string().trim().min(1),
  details: z.union([inlineText, z.array(inlineText).min(1)]),
}).strict();

/** A paragraph (string), a bullet list, or a subtitle with its details (text or list). */
export const block = z.union([inlineText, list, subtitled]);
export const richText = z.array(block).min(1);

export const faqItem = z.object({
  question: z.string().trim().min(1),
  answer: richText,
  icon: z.string().optional(),
}).strict();

export const section = z.object({
  /** anchor id; derived from the title when absent */
  id: z.string().regex(/^[a-z0-9-]+$/).optional(),
  title: z.string().trim().min(1),
  content: richText,
  icon: z.string().optional(),
}).strict();

export const complications = z.object({
  title: z.string().trim().min(1),
  items: z.array(inlineText).min(1),
}).strict();

export const timelineStep = z.object({
  time: z.string().trim().min(1),
  description: inlineText,
}).strict();

export const image = z.object({
  /** a file under static/, e.g. /images/knee-anatomy.svg */
  src: z.string().regex(/^\/images\/[\w./-]+\.(svg|png|jpg|jpeg|webp|avif)$/),
  alt: z.string().trim().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  caption: z.string().optional(),
}).strict();

export const documentLink = z.object({
  title: z.string().trim().min(1),
  /** /documents/<file>.pdf, served from dist */
  href: z.string().regex(/^\/documents\/[a-z0-9-]+\.pdf$/),
  description: z.string().optional(),
}).strict();

/** Search metadata every page carries. */
export const pageMeta = z.object({
  /** unique across the site */
  title: z.string().trim().min(1).max(60),
  description: z.string().trim().min(120).max(160),
  keywords: z.array(z.string().trim().min(1)).min(1),
}).strict();

/** An internal route path (or a path plus `#section`). */
export const internalHref = z.string().regex(/^\/[^\s]*$/);

/** A link whose text and target are both content. */
export const linkItem = z.object({
  label: z.string().trim().min(1),
  href: z.union([
    internalHref,
    z.string().regex(/^#[a-z0-9-]+$/),
    z.url({ protocol: /^(https|mailto|tel)$/ }),
  ]),
}).strict();

/** A link to another page of this site. */
export const relatedLink = z.object({
  label: z.string().trim().min(1),
  href: internalHref,
}).strict();

/** What every page carries: its route, search metadata and h1. */
export const pageBase = z.object({
  path: internalHref,
  meta: pageMeta,
  heading: z.string().trim().min(1),
});

/** What an index page shows for a page: a short title and one line. */
export const card = z.object({
  title: z.string().trim().min(1),
  summary: inlineText,
}).strict();

/** The names every schema.org medical entity on a clinical page carries (condition, procedure). */
export const medicalEntityNames = z.object({
  name: z.string().trim().min(1),
  alternateName: z.string().trim().min(1).optional(),
});

/** A section whose title is fixed by the spec (e.g. "Risk Factors"). */
export function namedSection<T extends string>(title: T) {
  return section.extend({ title: z.literal(title) });
}

export type InlineText = z.infer<typeof inlineText>;
export type Block = z.infer<typeof block>;
export type RichText = z.infer<typeof richText>;
export type FaqItem = z.infer<typeof faqItem>;
export type Section = z.infer<typeof section>;
export type Complications = z.infer<typeof complications>;
export type TimelineStep = z.infer<typeof timelineStep>;
export type Image = z.infer<typeof image>;
export type DocumentLink = z.infer<typeof documentLink>;
export type PageMeta = z.infer<typeof pageMeta>;
export type PageBase = z.infer<typeof pageBase>;
export type LinkItem = z.infer<typeof linkItem>;
export type RelatedLink = z.infer<typeof relatedLink>;
export type Card = z.infer<typeof card>;

export { inlineParts, linksIn, plainText } from "../lib/inline-links.ts";

/**
 * List items as one sentence: items that are sentences follow each other with a space, fragments
 * are joined with "; ", and the whole ends with one full stop ("a; b; c." / "A. B.").
 */
function joinItems(items: string[]): string {
  const joined = items.map(plainText).reduce(
    (text, item) => (text ? text + (/[.!?:]$/.test(text) ? " " : "; ") : "") + item,
    "",
  );
  return /[.!?:]$/.test(joined) ? joined : joined + ".";
}

/** Rich text as plain sentences, for search snippets, PDFs and the chat index. */
export function richTextToPlain(content: RichText | InlineText): string {
  if (typeof content === "string") return plainText(content);
  return content.map((b) => {
    if (typeof b === "string") return plainText(b);
    if ("list" in b) return joinItems(b.list);
    const details = Array.isArray(b.details) ? joinItems(b.details) : plainText(b.details);
    return `${b.subtitle}: ${details}`;
  }).join("\n");
}

export function slugify(text: string): string {
  return text.toLowerCase().replace(/&/g, "and").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}
