/**
 * Finds the passages of the site that answer a question, and the sentences in them that do.
 *
 * MiniSearch ranks the sections (title boosted, prefix and fuzzy matching). On top of its score
 * we measure how much of the question a section covers, each term weighted by how rare it is on
 * the site: a question whose telling words ("shoulder", "cost") appear nowhere is one the site
 * does not answer, however well its common words ("knee") match.
 *
 * Many facts appear on several pages (a hub's FAQ, a condition page, the treatment's own page).
 * A question that names a page's subject ("after ACL reconstruction") is best answered by that
 * page, so a section ranks higher the more of its page's heading the question names.
 */
import MiniSearch, { type SearchOptions } from "minisearch";
import type { KnowledgeSection } from "../../lib/wire-types.ts";
import { analyse, queryTerms, sentences } from "./analysis.ts";

/** Share of the question (weighted by rarity) a section must cover to count as an answer. */
export const MIN_COVERAGE = 0.5;
/** Weight of a term taken from the previous question, used to follow up ("and for a hip?"). */
const CONTEXT_WEIGHT = 0.3;
/** Weight of a term the section's title already matches when choosing its sentences. */
const TITLE_TERM_WEIGHT = 0.3;
/** Term statistics kept between questions. */
const MAX_CACHED_TERMS = 5000;
/** How many ranked sections are looked at closely. */
const CANDIDATES = 12;
/** Weight, in ranking, of how much of a section's page heading the question names. */
const PAGE_MATCH_WEIGHT = 1;
/**
 * A question word found nowhere on the site counts this much more than its rarity alone: it is
 * usually the question's subject ("dog", "shoulder"), and a passage that matches only the rest
 * ("bring", "hospital") does not answer it.
 */
const UNKNOWN_TERM_WEIGHT = 1.5;

export interface Passage {
  section: KnowledgeSection;
  /** 0–1: the rarity-weighted share of the question's terms this section contains */
  coverage: number;
  /** MiniSearch's score, relative to the best section (0–1] */
  relevance: number;
  /** the passage's sentences that best answer the question, in reading order */
  bestSentences: string[];
  /** how well the best sentence matches, the section's title counting towards every sentence */
  sentenceScore: number;
  /** 0–1: how much of the section's page heading the question names */
  pageMatch: number;
}

export interface Retrieval {
  /** the question's own terms (no context) */
  terms: string[];
  /** relevant passages, best first; empty when the site holds no answer */
  passages: Passage[];
}

const searchOptions: SearchOptions = {
  boost: { title: 2 },
  combineWith: "OR",
  // short words only match whole: "work" must not find "working", nor "knee" "kneecap"
  prefix: (term) => term.length >= 5 && !/\d/.test(term),
  fuzzy: (term) => (term.length >= 5 && !/\d/.test(term) ? 0.2 : false),
  // queries arrive already analysed: one term per word
  tokenize: (query) => query.split(" ").filter(Boolean),
};

interface TermInfo {
  /** inverse document frequency: rare terms weigh more, unknown ones most */
  idf: number;
  /** the words of the site this term matches (itself, prefixes, near spellings) */
  matches: Set<string>;
}

const asksForAFigure =
  /\b(when|how (long|soon|many|much|often|likely)|what (percentage|proportion|are the chances)|risks?|chances?|last|until|till)\b/i;
/** Questions about a length of time, answered by a figure with a unit of time. */
const asksForADuration = /\b(when|how (long|soon)|until|till|last)\b/i;
const duration =
  /\d\s*(?:-\s*\d+\s*)?(?:\+\s*)?(minutes?|hours?|h|days?|weeks?|months?|years?)\b|\b(a|one|two|three|four|six) (day|week|month|year)s?\b/i;
/** At most this many sentences are quoted from one passage. */
const SENTENCES_PER_PASSAGE = 3;

export class Retriever {
  private index: MiniSearch<KnowledgeSection & { id: number }>;
  private termCache = new Map<string, TermInfo>();
  /** the search terms of each section's page heading (its title up to " — ") */
  private pageTerms: string[][];

  constructor(private sections: readonly KnowledgeSection[]) {
    this.pageTerms = sections.map((section) => [
      ...new Set(analyse(section.title.split(" — ")[0])),
    ]);
    this.index = new MiniSearch<KnowledgeSection & { id: number }>({
      fields: ["title", "text"],
      storeFields: [],
      tokenize: (text) => analyse(text),
      processTerm: (term) => term,
      searchOptions,
    });
    this.index.addAll(sections.map((section, id) => ({ id, ...section })));
  }

  private termInfo(term: string): TermInfo {
    let info = this.termCache.get(term);
    if (!info) {
      // every distinct word patients type lands here: start afresh rather than grow forever
      if (this.termCache.size >= MAX_CACHED_TERMS) this.termCache.clear();
      const results = this.index.search(term);
      const matches = new Set<string>([term]);
      for (const result of results) for (const t of result.terms) matches.add(t);
      const n = Math.max(1, this.sections.length);
      const idf = Math.log(1 + n / (results.length + 0.5));
      info = { idf: results.length === 0 ? idf * UNKNOWN_TERM_WEIGHT : idf, matches };
      this.termCache.set(term, info);
    }
    return info;
  }

  /**
   * Ranks the site's sections for `question`. `previousQuestion` (the patient's last message)
   * only helps to rank; whether the site answers is judged on the question itself.
   */
  retrieve(question: string, previousQuestion?: string): Retrieval {
    const terms = queryTerms(question);
    if (terms.length === 0 || this.sections.length === 0) return { terms, passages: [] };
    const context = previousQuestion
      ? queryTerms(previousQuestion).filter((t) => !terms.includes(t))
      : [];
    const info = new Map([...terms, ...context].map((t) => [t, this.termInfo(t)]));
    const totalWeight = terms.reduce((sum, t) => sum + info.get(t)!.idf, 0);

    const results = this.index.search([...terms, ...context].join(" "), {
      boostTerm: (term) => (terms.includes(term) ? 1 : CONTEXT_WEIGHT),
    }).slice(0, CANDIDATES);
    if (results.length === 0) return { terms, passages: [] };
    const topScore = results[0].score;

    const figure = asksForADuration.test(question)
      ? duration
      : asksForAFigure.test(question)
      ? /\d/
      : undefined;
    const passages: Passage[] = [];
    for (const result of results) {
      const matched = new Set(result.queryTerms);
      const covered = terms.filter((t) => matched.has(t)).reduce(
        (sum, t) => sum + info.get(t)!.idf,
        0,
      );
      const coverage = totalWeight > 0 ? covered / totalWeight : 0;
      if (coverage < MIN_COVERAGE) continue;
      const section = this.sections[result.id as number];
      const { best, score } = this.bestSentences(section, terms, context, info, figure);
      if (best.length === 0) continue;
      passages.push({
        section,
        coverage,
        relevance: result.score / topScore,
        bestSentences: best,
        sentenceScore: score,
        pageMatch: this.pageMatch(result.id as number, terms, context, info),
      });
    }
    // Rank by how much of the question a passage covers, then by how well it and its best
    // sentence match, and by how squarely the question is about its page.
    const bestSentence = Math.max(...passages.map((p) => p.sentenceScore), 0);
    const rank = (p: Passage) =>
      2 * p.coverage + p.relevance + (bestSentence > 0 ? p.sentenceScore / bestSentence : 0) +
      PAGE_MATCH_WEIGHT * p.pageMatch;
    passages.sort((a, b) => rank(b) - rank(a));
    return { terms, passages };
  }

  /** 0–1: the rarity-weighted share of the section's page heading that the question names. */
  private pageMatch(
    id: number,
    terms: string[],
    context: string[],
    info: Map<string, TermInfo>,
  ): number {
    const headingTerms = this.pageTerms[id];
    if (headingTerms.length === 0) return 0;
    let total = 0;
    let matched = 0;
    for (const headingTerm of headingTerms) {
      const weight = this.termInfo(headingTerm).idf;
      total += weight;
      if (terms.some((t) => info.get(t)!.matches.has(headingTerm))) matched += weight;
      else if (context.some((t) => info.get(t)!.matches.has(headingTerm))) {
        matched += weight * CONTEXT_WEIGHT;
      }
    }
    return total > 0 ? matched / total : 0;
  }

  /**
   * The section's sentences that best answer the question, and how well they answer it: the
   * rarity-weighted terms of the question found in them or in the section's title, plus a bonus
   * when they hold the kind of figure the question asks for.
   */
  private bestSentences(
    section: KnowledgeSection,
    terms: string[],
    context: string[],
    info: Map<string, TermInfo>,
    wantsFigure: RegExp | undefined,
  ): { best: string[]; score: number } {
    const titleWords = analyse(section.title);
    const matchesAny = (term: string, words: Iterable<string>) => {
      const matches = info.get(term)!.matches;
      for (const word of words) if (matches.has(word)) return true;
      return false;
    };
    const titled = new Set([...terms, ...context].filter((term) => matchesAny(term, titleWords)));
    const inTitle = (term: string) => titled.has(term);
    const weightOf = (term: string) =>
      info.get(term)!.idf * (terms.includes(term) ? 1 : CONTEXT_WEIGHT);
    const maxIdf = Math.max(...terms.map((t) => info.get(t)!.idf));
    const figureBonus = 0.25 * maxIdf;
    const all = sentences(section.text);
    const scored = all.map((sentence, position) => {
      const words = new Set(analyse(sentence));
      const found = [...terms, ...context].filter((term) => matchesAny(term, words));
      // Choosing among the section's sentences, a term its title already matches counts for
      // little but counts for every sentence: under "How long does the operation take?",
      // "About 2 hours." is the answer.
      let score = 0;
      for (const term of [...terms, ...context]) {
        if (inTitle(term)) score += weightOf(term) * TITLE_TERM_WEIGHT;
        else if (found.includes(term)) score += weightOf(term);
      }
      const figure = score > 0 && !!wantsFigure?.test(sentence);
      if (figure) score += figureBonus;
      return { sentence, position, score, found, figure };
    });
    const ranked = [...scored].sort((a, b) => b.score - a.score || a.position - b.position);
    const top = ranked[0]?.score ?? 0;
    if (top === 0) return { best: all.slice(0, 2), score: 0 };
    const chosen = ranked.filter((s, i) =>
      i === 0 || (i < SENTENCES_PER_PASSAGE && s.score >= 0.6 * top)
    );
    // A sentence that goes on to give the asked-for figure belongs with the one before it
    // ("You should wait at least 9 months. Most people return at 9-12 months.").
    for (const s of [...chosen]) {
      const next = scored[s.position + 1];
      if (next?.figure && !chosen.includes(next) && chosen.length < SENTENCES_PER_PASSAGE) {
        chosen.push(next);
      }
    }
    chosen.sort((a, b) => a.position - b.position);
    // Comparing sections, a term counts fully whether the title or a quoted sentence holds it.
    const answered = new Set(chosen.flatMap((s) => s.found));
    let score = [...terms, ...context]
      .filter((term) => answered.has(term) || inTitle(term))
      .reduce((sum, term) => sum + weightOf(term), 0);
    if (chosen.some((s) => s.figure)) score += figureBonus;
    return { best: chosen.map((s) => s.sentence), score };
  }
}
