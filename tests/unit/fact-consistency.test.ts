/**
 * One clinical figure, one value: every statement of a measure in every text the site publishes —
 * the rendered pages, the PDF guides' drawn text and the chat's knowledge index (all from dist/,
 * so run `npm run build` first) — agrees with the facts table, and says which operation it is for
 * where that is not clear from the page. The mutation tests prove the check catches a drift in
 * each kind of text.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { clinicalFacts, fact, type FactId, textSubjects } from "../../content/clinical-facts.ts";
import { allRoutes } from "../../pages/routes.ts";
import {
  type Disagreement,
  disagreements,
  normaliseFigure,
  type PublishedText,
  statementsIn,
} from "./fact-statements.ts";
import { knowledgeIndex, pdfGuides, renderedPages } from "./published-texts.ts";

let pages: PublishedText[];
let pdfs: PublishedText[];
let index: PublishedText[];
let all: PublishedText[];

beforeAll(async () => {
  pages = renderedPages();
  pdfs = await pdfGuides();
  index = knowledgeIndex();
  all = [...pages, ...pdfs, ...index];
}, 60_000);

const describeProblem = (d: Disagreement) =>
  `${d.source}: "${d.sentence}" — ${d.measure} ${d.stated}${
    d.expected ? ` (table: ${d.expected}, ${d.fact})` : ""
  }: ${d.problem}`;

/** Changes the first passage of the first text (of those given) that contains `from`. */
function mutate(
  texts: PublishedText[],
  from: string | RegExp,
  to: string,
): { texts: PublishedText[]; source: string } {
  let source = "";
  const changed = texts.map((text) => {
    if (source) return text;
    const at = text.passages.findIndex((
      p,
    ) => (typeof from === "string" ? p.includes(from) : from.test(p)));
    if (at < 0) return text;
    source = text.source;
    const passages = [...text.passages];
    passages[at] = passages[at].replace(from, to);
    return { ...text, passages };
  });
  if (!source) throw new Error(`no text contains ${from}`);
  return { texts: changed, source };
}

/** The disagreements the mutation added. */
function introduced(before: PublishedText[], after: PublishedText[]): Disagreement[] {
  const known = new Set(disagreements(before).map(describeProblem));
  return disagreements(after).filter((d) => !known.has(describeProblem(d)));
}

describe("the facts table", () => {
  it("every value is written as a figure of its measure's shape", () => {
    for (const [id, entry] of Object.entries(clinicalFacts)) {
      expect(normaliseFigure(entry.value), id).toMatch(/\d/);
    }
  });

  it("fact() gives the table's value", () => {
    expect(fact("infection.knee-arthroscopy")).toBe("under 1%");
    expect(fact("pain-reduction.knee-osteotomy")).toBe("over 80%");
  });

  it("names only pages the route table has", () => {
    const paths = new Set(allRoutes().map((route) => route.path));
    for (const path of Object.keys(textSubjects)) expect(paths, path).toContain(path);
  });

  it("every fact is stated somewhere the site publishes", () => {
    const stated = new Set(statementsIn(all).map((s) => s.fact));
    const unstated = (Object.keys(clinicalFacts) as FactId[]).filter((id) => !stated.has(id));
    expect(unstated).toEqual([]);
  });
});

describe("every published statement agrees with the facts table", () => {
  it("pages, PDF guides and the chat's index", () => {
    expect(disagreements(all).map(describeProblem)).toEqual([]);
  });
});

describe("a drift is caught", () => {
  it("in a rendered page", () => {
    const { texts, source } = mutate(pages, "Infection: under 1%", "Infection: under 2%");
    const found = introduced(pages, texts);
    expect(found.map((d) => [d.source, d.stated, d.expected])).toEqual([[
      source,
      "under 2%",
      "under 1%",
    ]]);
  });

  it("in a PDF guide", () => {
    const { texts, source } = mutate(
      pdfs,
      "Over 90% of knee replacements",
      "Over 95% of knee replacements",
    );
    expect(source).toMatch(/^PDF /);
    const found = introduced(pdfs, texts);
    expect(found.map((d) => [d.source, d.fact, d.stated])).toEqual([[
      source,
      "implant-survival.total-knee-replacement",
      "Over 95%",
    ]]);
  });

  it("in the chat's knowledge index", () => {
    const { texts, source } = mutate(index, /reduce pain by 40-60%/, "reduce pain by 50-70%");
    const found = introduced(index, texts);
    expect(found.map((d) => [d.source, d.fact])).toEqual([[
      source,
      "pain-reduction.hip-physiotherapy",
    ]]);
  });

  it("in a recovery time, in every kind of text", () => {
    for (const texts of [pages, pdfs, index]) {
      const { texts: changed, source } = mutate(texts, /(jogging):? 6 months/i, "$1 4 months");
      expect(introduced(texts, changed).map((d) => [d.source, d.fact, d.stated])).toEqual([[
        source,
        "jogging.acl-reconstruction",
        "4 months",
      ]]);
    }
  });

  it("in a keyhole cut on a page about an operation that uses keyhole surgery", () => {
    const stabilisation = pages.filter((t) =>
      t.source === "page /Treatments/patellar-stabilization"
    );
    const { texts } = mutate(stabilisation, /through cuts 5-10 mm long/, "through cuts 5 mm long");
    expect(introduced(stabilisation, texts).map((d) => [d.fact, d.expected])).toEqual([[
      "keyhole-cut.patella-surgery",
      "5-10 mm",
    ]]);
  });

  it("when a risk figure is given without saying which operation it is for", () => {
    const text: PublishedText = {
      source: "a page about nothing in particular",
      subjects: [],
      passages: ["Infection: about 1-2%."],
    };
    expect(disagreements([text]).map((d) => d.problem)).toEqual([
      "names no operation the table has a figure for",
    ]);
  });

  it("when a page quotes another operation's figure as its own", () => {
    const arthroscopy: PublishedText = {
      source: "knee arthroscopy page",
      subjects: ["knee-arthroscopy"],
      passages: ["Infection: about 1-2%."],
    };
    expect(disagreements([arthroscopy]).map((d) => [d.fact, d.expected])).toEqual([[
      "infection.knee-arthroscopy",
      "under 1%",
    ]]);
  });

  it("when full weight-bearing is given a time the spec does not give", () => {
    const text: PublishedText = {
      source: "osteotomy",
      subjects: ["knee-osteotomy"],
      passages: ["Most people put full weight on the leg from 4 weeks."],
    };
    expect(disagreements([text]).map((d) => d.problem)).toEqual([
      "states a figure the spec does not give",
    ]);
  });
});

describe("statements that say which operation they are for", () => {
  const scoped = (passage: string, subjects: PublishedText["subjects"] = []) =>
    disagreements([{ source: "test", subjects, passages: [passage] }]);

  it("a general figure named as general agrees on any page", () => {
    expect(
      scoped("For knee operations in general, the risk of infection is about 1-2%.", [
        "knee-arthroscopy",
      ]),
    ).toEqual([]);
  });

  it("two operations in one passage are each checked against their own figure", () => {
    const hipThenKnee = (kneeFigure: string) =>
      `The risk of infection after a hip replacement is under 1%. After knee surgery in general, infection happens in ${kneeFigure}.`;
    expect(scoped(hipThenKnee("about 1-2%"))).toEqual([]);
    expect(scoped(hipThenKnee("under 1%")).map((d) => d.fact)).toEqual(["infection.knee-surgery"]);
  });

  it("a qualifier is part of the figure: 'about 80%' is not 'over 80%'", () => {
    expect(scoped("About 80% of people have less pain after an osteotomy.").map((d) => d.expected))
      .toEqual(["over 80%"]);
    expect(scoped("Over 80% of people have less pain after an osteotomy.")).toEqual([]);
  });
});
