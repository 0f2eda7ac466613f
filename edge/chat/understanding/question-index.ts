/**
 * The site's passages as the questions patients ask about them (doc2query): thousands of
 * patient-style questions, each written for the passage that answers it (edge/chat/training/
 * questions/), indexed so a new question finds the passages whose questions it resembles, in the
 * patient's own words ("ring" for call, "keyhole clean out" for an arthroscopic washout) where
 * the page's words would not match.
 *
 * Similarity is the cosine of the questions' features (./features.ts: words, word pairs and
 * letter groups), each weighted by how rare it is among the questions; a passage scores by its
 * best-matching question, with a little more for each further question among the nearest. The
 * index also holds messages the site does not answer (other specialties, medicine doses, the
 * weather), under NOT_ANSWERED, so a message nearest to those is not given a passage that only
 * shares its everyday words ("what time does Tesco close" is not about clinic times). The build
 * computes the index (dist/_chat-questions.bin); the server maps it into typed arrays.
 */
import type { KnowledgeSection } from "../../../lib/wire-types.ts";
import { visitFeatures, wordFeature } from "./features.ts";

export interface QuestionEntry {
  text: string;
  /** the url and title of the passage it was written for */
  url: string;
  title: string;
}

/** Stands for a passage in the index: a message the site does not answer. */
export const NOT_ANSWERED = -1;

export interface QuestionMatch {
  /** index into the knowledge sections, or NOT_ANSWERED */
  section: number;
  /** 0–1: how closely the best of its questions matches */
  similarity: number;
}

/** Features in more than this share of the questions say nothing about which passage. */
const COMMON = 0.15;
const NEIGHBOURS = 12;
const MAGIC = 0x51494e31; // "QIN1"

/** The passage a question was written for: by url and title, else by title alone. */
export function resolveQuestions(
  questions: readonly QuestionEntry[],
  sections: readonly KnowledgeSection[],
): { resolved: Array<{ text: string; section: number }>; unresolved: QuestionEntry[] } {
  const byKey = new Map(sections.map((s, i) => [`${s.url} ${s.title}`, i]));
  const byTitle = new Map<string, number>();
  sections.forEach((s, i) => {
    if (!byTitle.has(s.title)) byTitle.set(s.title, i);
  });
  const resolved: Array<{ text: string; section: number }> = [];
  const unresolved: QuestionEntry[] = [];
  for (const q of questions) {
    const section = byKey.get(`${q.url} ${q.title}`) ?? byTitle.get(q.title);
    if (section === undefined) unresolved.push(q);
    else resolved.push({ text: q.text, section });
  }
  return { resolved, unresolved };
}

function vector(text: string): Map<number, number> {
  const v = new Map<number, number>();
  visitFeatures(text, (id, w) => v.set(id, (v.get(id) ?? 0) + w));
  return v;
}

export class QuestionIndex {
  private constructor(
    /** the passage of each question */
    private sections: Int32Array,
    private norms: Float32Array,
    /** feature id → its position in idf and offsets */
    private features: Map<number, number>,
    private idf: Float32Array,
    /** postings of feature f: questions[offsets[f]..offsets[f+1]] with their weights */
    private offsets: Uint32Array,
    private questions: Uint16Array,
    private weights: Float32Array,
  ) {}

  get size(): number {
    return this.sections.length;
  }

  /** Builds the index (at build time, or in tests). */
  static build(entries: ReadonlyArray<{ text: string; section: number }>): QuestionIndex {
    if (entries.length > 0xffff) throw new Error("question index: too many questions");
    const vectors = entries.map((q) => vector(q.text));
    const df = new Map<number, number>();
    for (const v of vectors) for (const id of v.keys()) df.set(id, (df.get(id) ?? 0) + 1);
    const n = Math.max(1, entries.length);
    const kept = [...df].filter(([, count]) => count / n <= COMMON).map(([id]) => id)
      .sort((a, b) => a - b);
    const features = new Map(kept.map((id, i) => [id, i]));
    const idf = Float32Array.from(kept, (id) => Math.log(n / df.get(id)!));
    const lists: Array<Array<[number, number]>> = kept.map(() => []);
    const norms = new Float32Array(entries.length);
    vectors.forEach((v, q) => {
      let norm = 0;
      for (const [id, value] of v) {
        const f = features.get(id);
        if (f === undefined) continue;
        const weight = value * idf[f];
        norm += weight * weight;
        lists[f].push([q, weight]);
      }
      norms[q] = Math.sqrt(norm) || 1;
    });
    const offsets = new Uint32Array(kept.length + 1);
    lists.forEach((list, f) => offsets[f + 1] = offsets[f] + list.length);
    const questions = new Uint16Array(offsets[kept.length]);
    const weights = new Float32Array(offsets[kept.length]);
    lists.forEach((list, f) =>
      list.forEach(([q, w], i) => {
        questions[offsets[f] + i] = q;
        weights[offsets[f] + i] = w;
      })
    );
    return new QuestionIndex(
      Int32Array.from(entries, (e) => e.section),
      norms,
      features,
      idf,
      offsets,
      questions,
      weights,
    );
  }

  /** The binary form: header, sections, norms, feature ids, idf, offsets, postings. */
  encode(): Uint8Array {
    const nq = this.sections.length;
    const nf = this.idf.length;
    const np = this.questions.length;
    const parts: ArrayBufferView[] = [
      new Uint32Array([MAGIC, nq, nf, np]),
      this.sections,
      this.norms,
      Uint32Array.from(this.features.keys()),
      this.idf,
      this.offsets,
      this.weights,
      this.questions,
    ];
    const size = parts.reduce((sum, p) => sum + p.byteLength, 0);
    const bytes = new Uint8Array(size);
    let at = 0;
    for (const p of parts) {
      bytes.set(new Uint8Array(p.buffer, p.byteOffset, p.byteLength), at);
      at += p.byteLength;
    }
    return bytes;
  }

  static decode(data: Uint8Array): QuestionIndex {
    const bytes = data.slice(); // aligned, and ours
    const [magic, nq, nf, np] = new Uint32Array(bytes.buffer, 0, 4);
    if (magic !== MAGIC) throw new Error("not a question index");
    const expected = 16 + nq * 8 + nf * 8 + (nf + 1) * 4 + np * 6;
    if (bytes.byteLength !== expected) throw new Error("question index: the file is truncated");
    let at = 16;
    const take = <T>(
      make: (buffer: ArrayBuffer, offset: number, length: number) => T,
      n: number,
      size: number,
    ) => {
      const view = make(bytes.buffer, at, n);
      at += n * size;
      return view;
    };
    const sections = take((b, o, n) => new Int32Array(b, o, n), nq, 4);
    const norms = take((b, o, n) => new Float32Array(b, o, n), nq, 4);
    const ids = take((b, o, n) => new Uint32Array(b, o, n), nf, 4);
    const idf = take((b, o, n) => new Float32Array(b, o, n), nf, 4);
    const offsets = take((b, o, n) => new Uint32Array(b, o, n), nf + 1, 4);
    const weights = take((b, o, n) => new Float32Array(b, o, n), np, 4);
    const questions = take((b, o, n) => new Uint16Array(b, o, n), np, 2);
    const features = new Map<number, number>();
    ids.forEach((id, i) => features.set(id, i));
    return new QuestionIndex(sections, norms, features, idf, offsets, questions, weights);
  }

  /** The passages whose questions `query` resembles most, best first. */
  /** Whether the patients' questions use this word (lower case) as written. */
  knows(word: string): boolean {
    return this.features.has(wordFeature(word));
  }

  search(query: string, limit = 5): QuestionMatch[] {
    const scores = new Float64Array(this.sections.length);
    let norm = 0;
    for (const [id, value] of vector(query)) {
      const f = this.features.get(id);
      if (f === undefined) continue;
      const weight = value * this.idf[f];
      norm += weight * weight;
      for (let i = this.offsets[f]; i < this.offsets[f + 1]; i++) {
        scores[this.questions[i]] += weight * this.weights[i];
      }
    }
    norm = Math.sqrt(norm) || 1;
    const nearest: Array<{ q: number; similarity: number }> = [];
    for (let q = 0; q < scores.length; q++) {
      if (scores[q] <= 0) continue;
      const similarity = scores[q] / (norm * this.norms[q]);
      if (nearest.length < NEIGHBOURS || similarity > nearest[nearest.length - 1].similarity) {
        nearest.push({ q, similarity });
        nearest.sort((a, b) => b.similarity - a.similarity);
        if (nearest.length > NEIGHBOURS) nearest.pop();
      }
    }
    const bySection = new Map<number, { similarity: number; votes: number }>();
    for (const { q, similarity } of nearest) {
      const found = bySection.get(this.sections[q]);
      if (found) found.votes++;
      else bySection.set(this.sections[q], { similarity, votes: 1 });
    }
    return [...bySection]
      .map(([section, { similarity, votes }]) => ({
        section,
        similarity: Math.min(1, similarity + 0.02 * (votes - 1)),
      }))
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, limit);
  }
}
