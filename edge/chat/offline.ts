/**
 * The offline assistant (the default, no API key): answers by quoting the best passage of the
 * site — a whole short section or FAQ answer, under its subject — with a link to its page.
 * Every figure in a reply comes from a passage or from the site configuration; the fixed wording
 * here holds no clinical figures. Every reply that does not answer ends with the safety net.
 */
import { phoneLabel, site, surgeonName } from "../../content/site.ts";
import { type ChatAnswer, type ChatSource, limitLength, link, MAX_REPLY_CHARS } from "./answer.ts";
import type { Retrieval } from "./retriever.ts";
import { SAFETY_NET } from "./safety-replies.ts";
import type { OutOfScope } from "./scope.ts";

export const ENQUIRY_PAGE: ChatSource = { title: "Contact — Enquire Now", url: "/Contact" };

const practicePhone = phoneLabel(site.contacts.practiceManager.phone);
/** Room left in a reply for the safety line added after an answer. */
const SAFETY_LINE_ROOM = 320;

const enquire = () =>
  `${surgeonName}'s team will be glad to help: please ${
    link("send an enquiry", ENQUIRY_PAGE.url)
  } ` +
  `or call the practice on ${practicePhone}.`;

export function notFoundAnswer(): ChatAnswer {
  return {
    reply: `I couldn't find an answer to that on this website. ${enquire()}\n\n${SAFETY_NET}`,
    sources: [ENQUIRY_PAGE],
    kind: "not-found",
  };
}

const canHelpWith =
  `I can answer questions about ${surgeonName}'s knee and hip care from this website: conditions, ` +
  `treatments and operations, recovery, booking an appointment, and the practice's contact details. ` +
  `For example, you could ask "when can I drive after knee arthroscopy?"`;

function helpAnswer(): ChatAnswer {
  return { reply: `${canHelpWith}\n\n${SAFETY_NET}`, sources: [ENQUIRY_PAGE], kind: "help" };
}

const DECLINES: Record<OutOfScope, string> = {
  "body-part": `${surgeonName} treats knees and hips only, so this website can't help with that. ` +
    "Please see your GP, or use NHS 111 online (111.nhs.uk) to find the right help.",
  medicine:
    "I can't advise on medicine doses, side effects, taking medicines together or stopping a medicine. " +
    "Please ask a pharmacist or your GP: they can check what is safe for you. If you are having " +
    "an operation, the pre-op nurse will tell you which medicines to stop or change before it. " +
    "Do not stop any medicine unless you are told to.",
  "not-health": `Sorry, I can't help with that. ${canHelpWith}`,
};

/** The reply to a question the assistant does not answer. */
export function declineAnswer(reason: OutOfScope): ChatAnswer {
  return { reply: `${DECLINES[reason]}\n\n${SAFETY_NET}`, sources: [], kind: "out-of-scope" };
}

export function offlineAnswer(retrieval: Retrieval): ChatAnswer {
  if (retrieval.terms.length === 0) return helpAnswer();
  if (retrieval.passages.length === 0) {
    return retrieval.unknownToSite ? declineAnswer("not-health") : notFoundAnswer();
  }
  if (retrieval.comparing && retrieval.passages.length >= 2) return comparedAnswer(retrieval);
  const [best] = retrieval.passages;
  const source = { title: best.section.title, url: best.section.url };
  const quote = limitLength(
    `${best.section.title}${/[?!.:]$/.test(best.section.title) ? "" : ":"}\n${
      best.bestSentences.join("\n")
    }`,
    MAX_REPLY_CHARS - SAFETY_LINE_ROOM - 200,
  );
  return {
    reply: `${quote}\n\nRead more: ${link(source.title, source.url)}${
      /[?!.]$/.test(source.title) ? "" : "."
    }`,
    sources: [source],
    kind: "answer",
  };
}

/** Two things compared: what each is, in the site's words, with both pages to read more. */
function comparedAnswer(retrieval: Retrieval): ChatAnswer {
  const both = retrieval.passages.slice(0, 2);
  const room = (MAX_REPLY_CHARS - SAFETY_LINE_ROOM - 300) / 2;
  const quotes = both.map((passage) =>
    limitLength(
      `${passage.section.title}${/[?!.:]$/.test(passage.section.title) ? "" : ":"}\n${
        passage.bestSentences.join("\n")
      }`,
      room,
    )
  );
  const sources = both.map((passage) => ({
    title: passage.section.title,
    url: passage.section.url,
  }));
  return {
    reply: `${quotes.join("\n\n")}\n\nRead more: ${
      sources.map((source) => link(source.title, source.url)).join(" and ")
    }.`,
    sources,
    kind: "answer",
  };
}
