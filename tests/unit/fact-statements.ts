/**
 * Finds every statement of a clinical measure in a published text and checks its figure against
 * the facts table (content/clinical-facts.ts).
 *
 * A statement is a sentence that uses a measure's words (`statedBy`) next to a figure of the
 * measure's shape. Its operation is the one the statement (its clause, else its sentence) names,
 * else what the text is about (`textSubjects`). The figure must equal the table's value for that
 * measure of that operation. A risk stated for no identifiable operation, or for an operation the
 * table has no figure for, is itself an error: the reader cannot tell what it is for.
 */
import {
  type ClinicalFact,
  clinicalFacts,
  factFor,
  type FactId,
  type FigureKind,
  isPartOf,
  type Measure,
  type MeasureId,
  measures,
  type ScopeId,
  scopes,
} from "../../content/clinical-facts.ts";

export interface PublishedText {
  /** where it is published: a page path, a PDF, an index entry */
  source: string;
  /** what the text is about when a statement names no operation */
  subjects: readonly ScopeId[];
  /** paragraphs, list items and the like, each read separately */
  passages: string[];
}

export interface Statement {
  source: string;
  sentence: string;
  measure: MeasureId;
  /** the figure as written */
  stated: string;
  /** the operation it is for, when one could be told */
  scope?: ScopeId;
  fact?: FactId;
}

export interface Disagreement extends Statement {
  problem:
    | "differs from the facts table"
    | "names no operation the table has a figure for"
    | "states a figure the spec does not give"
    | "could be for operations with different figures";
  expected?: string;
}

const qualifier = String
  .raw`(?:(?:under|over|about|around|approximately|up to|at least|more than|less than|within|after|from)\s+)?`;
const range = String.raw`\d+(?:\.\d+)?(?:\s*(?:-|–|to)\s*\d+(?:\.\d+)?)?`;
const figurePatterns: Record<FigureKind, RegExp> = {
  percent: new RegExp(String.raw`${qualifier}${range}\s*%`, "gi"),
  duration: new RegExp(
    String.raw`${qualifier}${range}\+?\s*(?:hours?|days?|weeks?|months?|years?)(?:\s+or more)?`,
    "gi",
  ),
  hours: new RegExp(String.raw`${qualifier}${range}\s*hours?`, "gi"),
  mm: new RegExp(String.raw`${qualifier}${range}\s*mm\b`, "gi"),
  cm: new RegExp(String.raw`${qualifier}${range}\s*cm\b`, "gi"),
};

/** "about 1–2 %" and "1-2%" are the same figure; "under 1%" and "1%" are not. */
export function normaliseFigure(figure: string): string {
  return figure.toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/^(?:about|around|approximately|within|after|from) /, "")
    .replace(/^less than /, "under ")
    .replace(/^more than /, "over ")
    .replace(/\s*(?:–|-| to )\s*(?=\d)/g, "-")
    .replace(/ %/, "%")
    .trim();
}

function sentencesOf(passage: string): string[] {
  return passage.split(/(?<=[.!?])\s+|\s*[•\n]\s*/).map((s) => s.trim()).filter(Boolean);
}

function clauseBounds(sentence: string): Array<[number, number]> {
  const bounds: Array<[number, number]> = [];
  let start = 0;
  for (const m of sentence.matchAll(/[;,]\s+|\s+and\s+/g)) {
    bounds.push([start, m.index!]);
    start = m.index! + m[0].length;
  }
  bounds.push([start, sentence.length]);
  return bounds;
}

function namedScope(text: string): ScopeId | undefined {
  for (const [id, scope] of Object.entries(scopes) as Array<[ScopeId, { namedBy: RegExp }]>) {
    if (scope.namedBy.test(text)) return id;
  }
  return undefined;
}

interface Found {
  measure: MeasureId;
  stated: string;
  /** where the figure sits in the sentence */
  at: number;
}

/**
 * The figure each measure stated in a sentence refers to: the one nearest the measure's words,
 * within their clause when the clause has one.
 */
function figuresStated(sentence: string): Found[] {
  const found: Found[] = [];
  const clauses = clauseBounds(sentence);
  for (const [id, measure] of Object.entries(measures) as Array<[MeasureId, Measure]>) {
    const words = sentence.match(measure.statedBy);
    if (!words) continue;
    const all = [...sentence.matchAll(figurePatterns[measure.figure])];
    const [start, end] = clauses.find(([s, e]) => words.index! >= s && words.index! < e) ??
      [0, sentence.length];
    const inClause = all.filter((m) => m.index! >= start && m.index! < end);
    const figures = inClause.length > 0 ? inClause : all;
    if (figures.length === 0) continue;
    const from = words.index!;
    const to = from + words[0].length;
    const distance = (m: RegExpMatchArray) => {
      const start = m.index!;
      const end = start + m[0].length;
      return end <= from ? from - end : start >= to ? start - to : 0;
    };
    const nearest = figures.reduce((best, m) => (distance(m) < distance(best) ? m : best));
    found.push({ measure: id, stated: nearest[0].trim(), at: nearest.index! });
  }
  return found;
}

/** Every statement of a measure in the texts, with the fact it should agree with. */
export function statementsIn(
  texts: PublishedText[],
): Array<Statement & { expected?: string; ambiguous?: boolean }> {
  const statements: Array<Statement & { expected?: string; ambiguous?: boolean }> = [];
  for (const text of texts) {
    for (const passage of text.passages) {
      // On a page about no operation in particular, a passage's later sentences are about the
      // operation its earlier sentence named ("After a knee replacement … Clips come out at …").
      let passageScope: ScopeId | undefined;
      for (const sentence of sentencesOf(passage)) {
        const namedHere = namedScope(sentence);
        if (namedHere) passageScope = namedHere;
        for (const { measure, stated, at } of figuresStated(sentence)) {
          const [start, end] = clauseBounds(sentence).find(([s, e]) => at >= s && at < e) ??
            [0, sentence.length];
          const named = namedScope(sentence.slice(start, end)) ?? namedScope(sentence);
          // A technique named on the page of an operation that uses it is that operation's.
          const operation = named && text.subjects.find((subject) => isPartOf(named, subject));
          const carried = text.subjects.length === 0 ? passageScope : undefined;
          const candidates = operation
            ? [operation]
            : named
            ? [named]
            : carried
            ? [carried]
            : [...text.subjects];
          const matches = candidates.map((scope) => ({ scope, found: factFor(measure, scope) }))
            .filter((c): c is { scope: ScopeId; found: [FactId, ClinicalFact] } =>
              c.found !== undefined
            );
          const values = new Set(matches.map((m) => normaliseFigure(m.found[1].value)));
          const statement = { source: text.source, sentence, measure, stated };
          if (matches.length === 0) statements.push({ ...statement, scope: named });
          else if (values.size > 1) statements.push({ ...statement, ambiguous: true });
          else {
            statements.push({
              ...statement,
              scope: matches[0].scope,
              fact: matches[0].found[0],
              expected: matches[0].found[1].value,
            });
          }
        }
      }
    }
  }
  return statements;
}

/** The statements that disagree with the facts table, or cannot be told apart. Empty when all agree. */
export function disagreements(texts: PublishedText[]): Disagreement[] {
  const problems: Disagreement[] = [];
  for (const { expected, ambiguous, ...statement } of statementsIn(texts)) {
    if (ambiguous) {
      problems.push({ ...statement, problem: "could be for operations with different figures" });
    } else if (expected === undefined) {
      const measure: Measure = measures[statement.measure];
      if (!measure.mustHaveFact) continue;
      const anyFact = Object.values(clinicalFacts).some((f: ClinicalFact) =>
        f.measure === statement.measure
      );
      problems.push({
        ...statement,
        problem: anyFact
          ? "names no operation the table has a figure for"
          : "states a figure the spec does not give",
      });
    } else if (normaliseFigure(statement.stated) !== normaliseFigure(expected)) {
      problems.push({ ...statement, expected, problem: "differs from the facts table" });
    }
  }
  return problems;
}
