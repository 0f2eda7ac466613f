/**
 * The offline assistant (the default, no API key): answers with sentences quoted from the best
 * passages of the site, with links to their pages. Every figure in a reply comes from a passage
 * or from the site configuration; the fixed wording here holds no numbers at all.
 */
import { phoneLabel, site, surgeonName } from "../../pages/content/site.ts";
import { type ChatAnswer, type ChatSource, limitLength, link } from "./answer.ts";
import type { Passage, Retrieval } from "./retriever.ts";

export const ENQUIRY_PAGE: ChatSource = { title: "Contact — Enquire Now", url: "/Contact" };

/** A second page is quoted too when it answers nearly as well as the best one. */
const SECOND_PAGE_RATIO = 0.8;

const practicePhone = phoneLabel(site.contacts.practiceManager.phone);

function pageTitle(passage: Passage): string {
  return passage.section.title.split(" — ")[0];
}

function pagePath(passage: Passage): string {
  return passage.section.url.split("#")[0];
}

/** The passages to quote: the best one, and one from another page if it is nearly as good. */
function chosenPassages(passages: Passage[]): Passage[] {
  const [best, ...rest] = passages;
  const chosen = [best];
  const second = rest.find((p) => pagePath(p) !== pagePath(best));
  if (
    second && best.sentenceScore > 0 &&
    second.sentenceScore >= SECOND_PAGE_RATIO * best.sentenceScore &&
    second.coverage >= SECOND_PAGE_RATIO * best.coverage
  ) {
    chosen.push(second);
  }
  return chosen;
}

export function notFoundAnswer(): ChatAnswer {
  return {
    reply:
      `I couldn't find an answer to that on this website. ${surgeonName}'s team will be glad to help: ` +
      `please ${
        link("send an enquiry", ENQUIRY_PAGE.url)
      } or call the practice on ${practicePhone}.`,
    sources: [ENQUIRY_PAGE],
  };
}

function nothingToSearchAnswer(): ChatAnswer {
  return {
    reply:
      `I can answer questions about ${surgeonName}'s treatments, recovery after an operation and the ` +
      `practice, using the information on this website. For example, you could ask when you can drive ` +
      `after knee arthroscopy. For anything else, please ${
        link("send an enquiry", ENQUIRY_PAGE.url)
      } ` +
      `or call the practice on ${practicePhone}.`,
    sources: [ENQUIRY_PAGE],
  };
}

export function offlineAnswer(retrieval: Retrieval): ChatAnswer {
  if (retrieval.terms.length === 0) return nothingToSearchAnswer();
  if (retrieval.passages.length === 0) return notFoundAnswer();

  const chosen = chosenPassages(retrieval.passages);
  const paragraphs = chosen.map((p) => {
    const text = p.bestSentences.join(" ");
    return chosen.length > 1 ? `${pageTitle(p)}: ${text}` : text;
  });
  const sources = chosen.map((p) => ({ title: p.section.title, url: p.section.url }));
  const readMore = `Read more: ${sources.map((s) => link(s.title, s.url)).join(" and ")}.`;
  return { reply: limitLength([...paragraphs, readMore].join("\n\n")), sources };
}
