/**
 * Finds the passages of the site that answer a question, and the sentences in them that do.
 *
 * MiniSearch ranks the sections (title boosted, prefix and fuzzy matching). On top of its score
 * we measure how much of the question a section covers, each term weighted by how rare it is on
 * the site: a question whose telling words ("shoulder", "cost") appear nowhere is one the site
 * does not answer, however well its common words ("knee") match.
 */
import MiniSearch, { type SearchOptions } from "minisearch";
import type { KnowledgeSection } from "../../pages/content/schema.ts";
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
const CANDIDATES = 8;

export interface Passage {
  section: KnowledgeSection;
  /** 0–1: the rarity-weighted share of the question's terms this section contains */
  coverage: number;
  /** MiniSearch's score, relative to the best section (0–1] */
  relevance: number;
  /** the passage's sentences that best answer the question, in reading order */
  bestSentences: string[];
  /** how well the best sentence matches (0 when only the title matches) */
  sentenceScore: number;
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
/** At most this many sentences are quoted from one passage. */
const SENTENCES_PER_PASSAGE = 3;

export class Retriever {
  private index: MiniSearch<KnowledgeSection & { id: number }>;
  private termCache = new Map<string, TermInfo>();

  constructor(private sections: readonly KnowledgeSection[]) {
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
      info = { idf: Math.log(1 + n / (results.length + 0.5)), matches };
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

    const figure = asksForAFigure.test(question);
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
      });
    }
    // Rank by how much of the question a passage covers, then by how well it and its best
    // sentence match.
    const bestSentence = Math.max(...passages.map((p) => p.sentenceScore), 0);
    const rank = (p: Passage) =>
      2 * p.coverage + p.relevance + (bestSentence > 0 ? p.sentenceScore / bestSentence : 0);
    passages.sort((a, b) => rank(b) - rank(a));
    return { terms, passages };
  }

  private bestSentences(
    section: KnowledgeSection,
    terms: string[],
    context: string[],
    info: Map<string, TermInfo>,
    wantsFigure: boolean,
  ): { best: string[]; score: number } {
    const titleTerms = new Set(analyse(section.title));
    const inTitle = (term: string) => [...info.get(term)!.matches].some((m) => titleTerms.has(m));
    const maxIdf = Math.max(...terms.map((t) => info.get(t)!.idf));
    const all = sentences(section.text);
    const scored = all.map((sentence, position) => {
      const words = new Set(analyse(sentence));
      let score = 0;
      for (const term of [...terms, ...context]) {
        if (![...info.get(term)!.matches].some((m) => words.has(m))) continue;
        const weight = (terms.includes(term) ? 1 : CONTEXT_WEIGHT) *
          (inTitle(term) ? TITLE_TERM_WEIGHT : 1);
        score += info.get(term)!.idf * weight;
      }
      if (score > 0 && wantsFigure && /\d/.test(sentence)) score += 0.25 * maxIdf;
      return { sentence, position, score };
    });
    const ranked = [...scored].sort((a, b) => b.score - a.score || a.position - b.position);
    const top = ranked[0]?.score ?? 0;
    if (top === 0) return { best: all.slice(0, 2), score: 0 };
    const chosen = ranked.filter((s, i) =>
      i === 0 || (i < SENTENCES_PER_PASSAGE && s.score >= 0.6 * top)
    );
    chosen.sort((a, b) => a.position - b.position);
    return { best: chosen.map((s) => s.sentence), score: top };
  }
}
