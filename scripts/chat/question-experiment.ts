/**
 * How well the question index finds the passage: each training question held out in turn (one
 * in ten, by a fixed stride) against an index of the rest, and the development set's ordinary
 * questions (the right page) — printed by similarity bands, to choose the threshold at which the
 * index's passage is trusted.
 */
import { readFileSync } from "node:fs";
import { parseKnowledge } from "../../edge/chat/knowledge.ts";
import { QuestionIndex, resolveQuestions } from "../../edge/chat/understanding/question-index.ts";
import { questionExamples } from "./training-data.ts";

const sections = parseKnowledge(readFileSync("dist/knowledge.json", "utf8"));
const { resolved, unresolved } = resolveQuestions(questionExamples(), sections);
console.log(`${resolved.length} questions resolved, ${unresolved.length} not`);
const held = resolved.filter((_, i) => i % 10 === 3);
const t0 = performance.now();
const index = QuestionIndex.build(resolved.filter((_, i) => i % 10 !== 3));
console.log(`index built in ${(performance.now() - t0).toFixed(0)} ms`);
const bands = [0.2, 0.3, 0.4, 0.5, 0.6];
const path = (i: number) => sections[i].url.split("#")[0];
function table(name: string, rows: Array<{ sim: number; right: boolean; rightPage: boolean }>) {
  console.log(name);
  for (const b of bands) {
    const over = rows.filter((r) => r.sim >= b);
    console.log(
      `  ≥${b}: ${over.length}/${rows.length} answered, right section ${
        over.filter((r) => r.right).length
      }, right page ${over.filter((r) => r.rightPage).length}`,
    );
  }
}
const t1 = performance.now();
table(
  "held-out training questions",
  held.map((q) => {
    const [m] = index.search(q.text);
    return {
      sim: m?.similarity ?? 0,
      right: m?.section === q.section,
      rightPage: !!m && path(m.section) === path(q.section),
    };
  }),
);
console.log(`${((performance.now() - t1) / held.length).toFixed(2)} ms per search`);
const dev = JSON.parse(readFileSync("tests/chat-eval/ordinary.json", "utf8")).items as Array<
  { question: string; page: string | string[] }
>;
const full = QuestionIndex.decode(QuestionIndex.build(resolved).encode());
table(
  "development set, ordinary questions (right page)",
  dev.map((d) => {
    const [m] = full.search(d.question);
    const pages = Array.isArray(d.page) ? d.page : [d.page];
    const ok = !!m && pages.includes(path(m.section));
    return { sim: m?.similarity ?? 0, right: ok, rightPage: ok };
  }),
);
