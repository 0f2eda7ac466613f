/**
 * The chat assistant's knowledge index (dist/knowledge.json): every section and FAQ answer of
 * every page, taken from the same content modules the pages render, so the assistant can never
 * disagree with the site. Each entry is `{title: "Page heading — Section title", url, text}`:
 * `url` is the page's path, with `#anchor` when the prerendered page has an element with that
 * id; `text` is plain sentences (links become their labels).
 */
import { existsSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import {
  type Block,
  type InlineText,
  type RichText,
  richTextToPlain,
  type Section,
  slugify,
} from "../../content/schema.ts";
import type { KnowledgeSection } from "../../lib/wire-types.ts";
import { STORY_LIMITS } from "../../lib/field-limits.ts";
import {
  type Hospital,
  hospitalAddress,
  phoneLabel,
  site,
  surgeonName,
} from "../../content/site.ts";
import { conditions } from "../../content/conditions.ts";
import { treatments } from "../../content/treatments.ts";
import { procedurePages } from "../../content/procedures.ts";
import { homePage } from "../../content/home.ts";
import { aboutPage } from "../../content/about.ts";
import { contactPage, contactRoleOrder } from "../../content/contact.ts";
import { urgentCardText, urgentHelp } from "../../content/urgent-care.ts";
import { carePage } from "../../content/care.ts";
import { embedPage } from "../../content/embed.ts";
import { embedForms } from "../../content/embed-forms.ts";
import { pathHref, symptomPathText } from "../../content/symptom-path.ts";
import { SYMPTOM_PATH } from "../../lib/urgent.ts";
import {
  braceProviders,
  centreCountLabel,
  centresByRegion,
  physiotherapyCentres,
  physiotherapyPage,
} from "../../content/physiotherapy.ts";
import { miopPage } from "../../content/miop.ts";
import { usefulLinksPage } from "../../content/useful-links.ts";
import { reviewPolicyPage, reviewsPage } from "../../content/reviews-page.ts";
import {
  chatProcessing,
  privacyPage,
  type Processor,
  processorsFor,
} from "../../content/privacy.ts";
import type { DataHosting } from "../../lib/config.ts";
import type { DocumentFacts } from "../../pages/render-context.ts";
import type { Route } from "../../pages/routes.ts";
import { routeFile } from "./prerender.tsx";
import { consultationTimesText } from "../../content/phrases.ts";
import { conditionsIndex } from "../../content/conditions/index-page.ts";
import type { TreatmentPage } from "../../content/treatments/schema.ts";
import { treatmentsIndex } from "../../content/treatments/index-page.ts";
import { getInTouch } from "../../content/procedures/get-in-touch.ts";
import type { ProcedurePage } from "../../content/procedures/schema.ts";
import { procedureHubs } from "../../content/procedure-hubs.ts";
import { documentDetails } from "../../content/document-labels.ts";

/** One passage of one page, before its anchor is checked against the page. */
export interface PagePassage {
  path: string;
  /** the page's heading (its h1) */
  page: string;
  title: string;
  /** the id the page may give this passage's element */
  anchor?: string;
  content: RichText | InlineText;
  /** what the passage says instead where Gemini writes the chat's answers */
  geminiContent?: RichText | InlineText;
}

/** A block, or blocks and runs of blocks (a page's paragraphs next to a list, say). */
type Content = Block | ReadonlyArray<Block | readonly Block[]>;

/** Collects the passages of one page. */
function pagePassages(path: string, page: string) {
  const passages: PagePassage[] = [];
  return {
    passages,
    add(title: string, content: Content, anchor?: string, geminiContent?: Content) {
      const blocks = (c: Content): Block[] => Array.isArray(c) ? c.flat() : [c as Block];
      if (blocks(content).length === 0) return;
      passages.push({
        path,
        page,
        title,
        anchor,
        content: blocks(content),
        ...(geminiContent ? { geminiContent: blocks(geminiContent) } : {}),
      });
    },
    /**
     * A section: whole, or — when it is a run of subtitled blocks ("Wound care: …", "Stop
     * smoking: …") — one passage per block, so an answer quotes the block with its subject.
     */
    section(s: Section) {
      const anchor = s.id ?? slugify(s.title);
      const subtitled = s.content.filter((b): b is Extract<Block, { subtitle: string }> =>
        typeof b === "object" && "subtitle" in b
      );
      if (subtitled.length < 2) return this.add(s.title, s.content, anchor);
      const rest = s.content.filter((b) => !subtitled.includes(b as (typeof subtitled)[number]));
      if (rest.length > 0) this.add(s.title, rest, anchor);
      for (const b of subtitled) {
        const details = Array.isArray(b.details) ? [list(b.details)] : [b.details];
        this.add(`${s.title}: ${b.subtitle}`, details, anchor);
      }
    },
    faqs(faqs: Array<{ question: string; answer: RichText }>) {
      for (const faq of faqs) this.add(faq.question, faq.answer);
    },
  };
}

const list = (items: InlineText[]) => ({ list: items });

function treatmentLike(
  page: TreatmentPage | ProcedurePage,
  documents: Record<string, DocumentFacts>,
): PagePassage[] {
  const p = pagePassages(page.path, page.heading);
  p.add("Overview", page.summary, "overview");
  for (const s of page.sections) p.section(s);
  if ("tabs" in page && page.tabs) {
    const { conservative, orthobiologics } = page.tabs;
    p.add(conservative.label, conservative.about, slugify(conservative.label));
    p.add(orthobiologics.label, [
      ...orthobiologics.intro,
      list(orthobiologics.bullets),
      orthobiologics.publisherNote,
    ], slugify(orthobiologics.label));
  }
  if ("procedureCard" in page && page.procedureCard) {
    for (const entry of page.procedureCard.entries) {
      p.add(entry.title, entry.content, slugify(entry.title));
    }
  }
  if ("timeline" in page && page.timeline) {
    p.add(
      page.timeline.title,
      page.timeline.steps.map((step) => `${step.time}: ${step.description}`),
      slugify(page.timeline.title),
    );
  }
  if ("stabilisationTabs" in page && page.stabilisationTabs) {
    const { overview, procedure, recovery } = page.stabilisationTabs;
    for (
      const s of [
        overview.about,
        overview.understandingInstability,
        overview.surgicalApproaches,
        overview.priorToSurgery,
        overview.afterSurgery,
      ]
    ) p.section(s);
    p.add(procedure.label, procedure.intro, slugify(procedure.label));
    for (const technique of procedure.techniques) {
      p.add(technique.title, technique.content, slugify(technique.title));
    }
    for (
      const s of [recovery.restAndRecovery, recovery.returnToActivities, recovery.complications]
    ) p.section(s);
  }
  if (page.complications) {
    p.add(
      page.complications.title,
      [list(page.complications.items), ...page.complications.help],
      "complications",
    );
  }
  p.faqs(page.faqs);
  if (page.documents.length > 0) {
    p.add(
      "Guides to download",
      // with each file's real page count and size, as the page shows them ("PDF, 9 pages, 59 KB")
      list(page.documents.map((d) => {
        const title = `${d.title} (${documentDetails(documents[d.href])})`;
        return d.description ? `${title}: ${d.description}` : title;
      })),
      "documents",
    );
  }
  return p.passages;
}

function conditionPassages(): PagePassage[] {
  const index = pagePassages(conditionsIndex.path, conditionsIndex.heading);
  index.add("Conditions we treat", [
    ...conditionsIndex.intro,
    list(conditionsIndex.cards.map((card) => `${card.title}: ${card.summary}`)),
  ]);
  return [
    ...index.passages,
    ...conditions.flatMap((page) => {
      const p = pagePassages(page.path, page.heading);
      p.add("Overview", [page.summary, ...page.about], "overview");
      for (
        const s of [
          page.riskFactors,
          page.symptoms,
          page.diagnosis,
          page.treatmentOptions,
          page.surgicalTreatmentDetails,
        ]
      ) p.section(s);
      p.faqs(page.faqs);
      return p.passages;
    }),
  ];
}

function treatmentPassages(documents: Record<string, DocumentFacts>): PagePassage[] {
  const index = pagePassages(treatmentsIndex.path, treatmentsIndex.heading);
  index.add("Overview", treatmentsIndex.intro);
  for (const group of [treatmentsIndex.kneeProcedures, treatmentsIndex.hipProcedures]) {
    index.add(
      group.title,
      list(group.cards.map((card) => `${card.title}: ${card.summary}`)),
      slugify(group.title),
    );
  }
  const pages = treatments.flatMap((page) => {
    const passages = treatmentLike(page, documents);
    if (page.guide) {
      const pages = documents[page.guide.href]?.pages;
      const description = pages
        ? page.guide.description.replace("{pages}", String(pages))
        : page.guide.description.replace(/\{pages\}-page /, "").replace("{pages}", "");
      passages.push({
        path: page.path,
        page: page.heading,
        title: "Complete guide",
        anchor: "guide",
        content: `${description}\n${page.guide.buttonLabel}: ${
          documentDetails(documents[page.guide.href])
        }.`,
      });
    }
    return passages;
  });
  return [...index.passages, ...pages];
}

function procedurePassages(documents: Record<string, DocumentFacts>): PagePassage[] {
  const hubs = procedureHubs.flatMap((hub) => {
    const p = pagePassages(hub.path, hub.heading);
    p.add("Overview", [hub.summary, ...hub.intro], "overview");
    p.faqs(hub.faqs);
    for (const group of hub.linkGroups) {
      p.add(
        group.title,
        list(group.links.map((l) => l.label)),
        slugify(group.title),
      );
    }
    if (hub.path === "/knee-procedures") {
      p.add(
        getInTouch.heading,
        [getInTouch.intro, getInTouch.urgentNote],
        slugify(getInTouch.heading),
      );
    }
    return p.passages;
  });
  return [...hubs, ...procedurePages.flatMap((page) => treatmentLike(page, documents))];
}

/** The insurers as every page's footer lists them (pages/layout/Affiliations.tsx). */
const insurersHeading = "Recognised by these insurers";
const insurersAnchor = "insurers";

function homePassages(): PagePassage[] {
  const p = pagePassages(homePage.path, homePage.heading);
  const { hero, biography, booking } = homePage;
  p.add("Overview", [hero.subheading, hero.lead]);
  p.add(biography.heading, biography.summary, biography.id);
  for (const panel of biography.panels) p.section(panel);
  p.add(booking.heading, [...booking.intro, ...booking.note], booking.id);
  for (const option of booking.options) {
    p.add(`${booking.heading}: ${option.title}`, option.content, option.id);
  }
  // (the list is in every page's footer; the home page's hero links to it, "Recognised by 15
  // health insurers", so a question about cover is answered from the surgeon's own page)
  p.add(insurersHeading, [
    `${surgeonName} is recognised by these ${site.insurers.length} health insurers: ` +
    `${site.insurers.map((insurer) => insurer.name).join(", ")}.`,
    "Self-pay patients are welcome too. Please check your cover with your insurer before booking.",
  ], insurersAnchor);
  return p.passages;
}

function aboutPassages(): PagePassage[] {
  const p = pagePassages(aboutPage.path, aboutPage.heading);
  const { biography, kneeSpecialties, hipSpecialties, robotic } = aboutPage;
  p.add(biography.heading, [aboutPage.intro, ...biography.content], slugify(biography.heading));
  for (const specialties of [kneeSpecialties, hipSpecialties]) {
    p.add(
      specialties.heading,
      list(specialties.links.map((l) => l.label)),
      slugify(specialties.heading),
    );
  }
  p.add(robotic.heading, [...robotic.intro, robotic.video.description], robotic.id);
  for (const s of robotic.sections) p.add(`${robotic.heading}: ${s.title}`, s.content, s.id);
  return p.passages;
}

function hospitalDetails(hospital: Hospital, note: string): InlineText[] {
  return [
    `${hospital.kind} practice: ${hospital.name}, ${hospital.department}. Address: ${
      hospitalAddress(hospital)
    }.`,
    `Telephone: ${phoneLabel(hospital.phone)}.`,
    note,
  ];
}

/** The practice's details from the site configuration, in the words of the Contact page. */
function contactPassages(): PagePassage[] {
  const p = pagePassages(contactPage.path, contactPage.heading);
  const { practices, team, enquiry, afterSurgery } = contactPage;
  const { private: privateHospital, nhs } = site.hospitals;
  p.add("Overview", contactPage.intro);
  p.add(practices.heading, [
    practices.intro,
    `${surgeonName} sees private patients at ${privateHospital.name} and NHS patients at ${nhs.name}.`,
  ], slugify(practices.heading));
  p.add(`${privateHospital.kind} practice: ${privateHospital.name}`, [
    ...hospitalDetails(privateHospital, practices.notes.private),
    `${practices.consultationTimesHeading}: ${consultationTimesText()}.`,
  ], privateHospital.id);
  p.add(`${nhs.kind} practice: ${nhs.name}`, hospitalDetails(nhs, practices.notes.nhs), nhs.id);
  p.add(practices.consultationTimesHeading, [
    `${practices.consultationTimesHeading} (clinic days) at ${privateHospital.name}: ${consultationTimesText()}.`,
    practices.notes.private,
  ]);
  p.add(team.heading, [
    team.intro,
    list(contactRoleOrder.map((key) => `${site.contacts[key].role}: ${site.contacts[key].name}`)),
  ], slugify(team.heading));
  for (const key of contactRoleOrder) {
    const person = site.contacts[key];
    p.add(`${team.heading}: ${person.role}`, [
      `${person.role}: ${person.name}, ${team.phoneLabel.toLowerCase()} number ${
        phoneLabel(person.phone)
      }` +
      (person.phone.extension ? ` (extension ${person.phone.extension})` : "") +
      `, ${team.emailLabel.toLowerCase()} address ${person.email}.`,
      team.roles[key].helpsWith,
    ], slugify(team.heading));
  }
  p.add(enquiry.heading, enquiry.intro, slugify(enquiry.heading));
  p.add(urgentHelp.heading, [...urgentCardText(), ...afterSurgery], urgentHelp.id);
  return p.passages;
}

function carePassages(): PagePassage[] {
  const p = pagePassages(carePage.path, carePage.heading);
  p.add("Overview", [
    ...carePage.intro,
    list(carePage.cards.map((card) => `${card.title}: ${card.description}`)),
  ]);
  for (const s of carePage.sections) p.section(s);
  return p.passages;
}

function physiotherapyPassages(): PagePassage[] {
  const page = physiotherapyPage;
  const p = pagePassages(page.path, page.heading);
  const groups = centresByRegion();
  p.add("Overview", page.intro);
  p.add(page.centresHeading, [
    `There are ${physiotherapyCentres.length} physiotherapy centres listed, in ${groups.length} areas: ` +
    groups.map((g) => `${g.region} (${centreCountLabel(g.count)})`).join(", ") + ".",
    page.disclaimer,
  ], slugify(page.centresHeading));
  for (const group of groups) {
    p.add(`${page.centresHeading}: ${group.region}`, [
      `${group.region}: ${centreCountLabel(group.count)}.`,
      list(
        group.centres.map((c) =>
          `${c.name}, ${c.address}. ${page.labels.phone}: ${c.phone.display}.` +
          (c.email ? ` ${page.labels.email}: ${c.email}.` : "") +
          ` ${page.labels.website}: ${c.website}`
        ),
      ),
    ], group.id);
  }
  p.add(page.braceHeading, [
    ...page.braceIntro,
    list(
      braceProviders.map((b) =>
        `${b.company} (${page.labels.contactPerson.toLowerCase()}: ${b.contactPerson}): ${b.services} ${page.labels.phone}: ${b.phone.display}. ${page.labels.email}: ${b.email}.`
      ),
    ),
  ], slugify(page.braceHeading));
  return p.passages;
}

function miopPassages(): PagePassage[] {
  const p = pagePassages(miopPage.path, miopPage.heading);
  p.add("Overview", [...miopPage.hero.text, ...miopPage.companionNote]);
  p.faqs(miopPage.faqs);
  p.add(
    miopPage.featuresHeading,
    list(miopPage.features.map((f) => `${f.title}: ${f.description}`)),
    slugify(miopPage.featuresHeading),
  );
  return p.passages;
}

/**
 * The page for other websites: what a widget is and how one is added. (Under a short name of its
 * own: the page's heading, "Show the reviews and the chat on other websites", names what most
 * questions about reviews, the chat and the website name, and would draw them from their pages.)
 */
function embedPassages(): PagePassage[] {
  const p = pagePassages(embedPage.path, EMBED_KNOWLEDGE_NAME);
  p.add("Overview", embedPage.summary);
  p.add(embedPage.steps.title, list(embedPage.steps.points), slugify(embedPage.steps.title));
  p.add(embedForms.overview.title, [embedForms.overview.intro, list(embedForms.overview.forms)]);
  p.add(embedPage.theme.title, embedPage.theme.intro);
  p.add(embedPage.attributes.title, [
    embedPage.attributes.intro,
    list(embedPage.attributes.rows.map((row) => `${row.name} (${row.values}): ${row.does}`)),
  ]);
  p.add(embedForms.title, [embedForms.intro, embedForms.overview.chatNote, embedForms.oembedNote]);
  for (const form of embedForms.forms) p.add(form.heading, form.description);
  return p.passages;
}
const EMBED_KNOWLEDGE_NAME = "Widgets";

/** The symptom check: what it is for, and what it cannot do. */
function symptomPathPassages(): PagePassage[] {
  const p = pagePassages(SYMPTOM_PATH, symptomPathText.heading);
  p.add("Overview", [symptomPathText.intro, symptomPathText.outcomeNote, symptomPathText.chatNote]);
  const none = pagePassages(pathHref("none"), symptomPathText.heading);
  none.add(symptomPathText.none.heading, symptomPathText.none.advice);
  return [...p.passages, ...none.passages];
}

function usefulLinksPassages(documents: Record<string, DocumentFacts>): PagePassage[] {
  const page = usefulLinksPage;
  const p = pagePassages(page.path, page.heading);
  p.add("Overview", page.intro);
  for (const doc of page.documents) {
    const facts = documents[doc.href];
    const kind = `${doc.category}, ${documentDetails(facts)}`;
    p.add(doc.title, `${doc.title} (${kind}): ${doc.description}`, slugify(doc.title));
  }
  return p.passages;
}

function reviewPassages(hosting?: DataHosting): PagePassage[] {
  const reviews = pagePassages(reviewsPage.path, reviewsPage.heading);
  reviews.add("Overview", [...reviewsPage.intro, reviewsPage.disclaimer]);
  reviews.add(
    reviewsPage.storyForm.heading,
    // (and how long a story must be, from the form's own hint)
    [
      ...reviewsPage.storyForm.intro,
      `Your story must be at least ${STORY_LIMITS.descriptionMin} characters long.`,
    ],
    reviewsPage.storyForm.id,
  );
  const policy = pagePassages(reviewPolicyPage.path, reviewPolicyPage.heading);
  policy.add("Overview", reviewPolicyPage.intro);
  for (const s of reviewPolicyPage.sections) policy.section(s);
  const privacy = pagePassages(privacyPage.path, privacyPage.heading);
  privacy.add("Overview", privacyPage.intro);
  // (the line that names Google holds only where Gemini writes the chat's answers: the served
  // notice keeps the one that holds, edge/privacy-page.ts, and so does the chat, edge/chat/load.ts)
  for (const s of privacyPage.sections) {
    if (s.id === "chat") {
      privacy.add(s.title, [...s.content, chatProcessing.offline], s.id, [
        ...s.content,
        chatProcessing.gemini,
      ]);
    } else if (s.id === "who-handles-your-data" && hosting) {
      // the companies the page's table names, and where, from the same configuration (Google only
      // where Gemini writes the chat's answers): "who sends your emails?" is Resend's line (not what
      // each does, whose words "keeps", "enquiry" and "delivers" ask other questions)
      const line = (p: Processor) => `${p.who}: ${p.where.replace(/\.$/, "")}.`;
      const processors = processorsFor(hosting);
      privacy.add(
        s.title,
        [...s.content, list(processors.filter((p) => !p.onlyWithGemini).map(line))],
        s.id,
        [...s.content, list(processors.map(line))],
      );
    } else privacy.section(s);
  }
  return [...reviews.passages, ...policy.passages, ...privacy.passages];
}

/** Every passage of every page the content modules describe (routed or not). */
export function allPassages(
  documents: Record<string, DocumentFacts> = {},
  hosting?: DataHosting,
): PagePassage[] {
  return [
    ...homePassages(),
    ...aboutPassages(),
    ...contactPassages(),
    ...conditionPassages(),
    ...treatmentPassages(documents),
    ...procedurePassages(documents),
    ...carePassages(),
    ...physiotherapyPassages(),
    ...miopPassages(),
    ...usefulLinksPassages(documents),
    ...reviewPassages(hosting),
    ...embedPassages(),
    ...symptomPathPassages(),
  ];
}

/**
 * The index entries: only pages in the route table (a page the content describes but the site
 * does not serve yet is left out), each anchor kept only when `hasAnchor` finds it on the page.
 */
export function knowledgeSections(
  passages: PagePassage[],
  routePaths: ReadonlySet<string>,
  hasAnchor: (path: string, anchor: string) => boolean,
): KnowledgeSection[] {
  return passages
    .filter((passage) => routePaths.has(passage.path))
    .map((passage) => ({
      title: `${passage.page} — ${passage.title}`,
      url: passage.anchor && hasAnchor(passage.path, passage.anchor)
        ? `${passage.path}#${passage.anchor}`
        : passage.path,
      text: richTextToPlain(asThePageReadsIt(passage.content)).trim(),
      ...(passage.geminiContent
        ? { geminiText: richTextToPlain(asThePageReadsIt(passage.geminiContent)).trim() }
        : {}),
    }))
    .filter((section) => section.text.length > 0);
}

/**
 * A recovery table as the page reads it, row by row ("Desk work 2-4 weeks. Jogging 6 months."), so
 * that the chat quotes the figures in the page's own words; each row stays a sentence of its own,
 * so that no figure reads as the next row's.
 */
function asThePageReadsIt(content: RichText | InlineText): RichText | InlineText {
  if (typeof content === "string") return content;
  return content.map((block) => {
    if (typeof block === "string" || !("list" in block) || !block.table) return block;
    return block.list.map((item) => {
      const at = item.indexOf(": ");
      return `${item.slice(0, at)} ${item.slice(at + 2).replace(/\.$/, "")}.`;
    }).join(" ");
  });
}

/** Writes dist/knowledge.json for the routes already prerendered into `dist`; returns the entry count. */
export async function writeKnowledge(
  dist: string,
  routes: Route[],
  documents: Record<string, DocumentFacts>,
  hosting?: DataHosting,
): Promise<number> {
  const canonical = routes.filter((route) => !route.canonical);
  const html = new Map<string, string>();
  const pageHtml = (path: string) => {
    if (!html.has(path)) {
      const file = join(dist, routeFile(path));
      html.set(path, existsSync(file) ? readFileSync(file, "utf8") : "");
    }
    return html.get(path)!;
  };
  const sections = knowledgeSections(
    allPassages(documents, hosting),
    new Set(canonical.map((route) => route.path)),
    (path, anchor) => pageHtml(path).includes(` id="${anchor}"`),
  );
  await writeFile(join(dist, "knowledge.json"), JSON.stringify({ sections }));
  return sections.length;
}
