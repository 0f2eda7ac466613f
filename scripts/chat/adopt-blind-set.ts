/**
 * Moves a blind set's items into the training data — only once its first run is recorded
 * (tests/chat-blind/<set>/first-run.json), as issue 25 requires. Red flags are labelled with the
 * sign the current model thinks most likely among those of the service the set's writer chose;
 * lookalikes, out-of-scope messages and conversation turns are "none" for triage; a question the
 * set says a page answers, with its fact, joins the question index under the one passage of that
 * page whose text holds the fact (a question whose fact is in several passages is left out).
 *
 *   node_modules/.bin/deno run -A scripts/chat/adopt-blind-set.ts tests/chat-blind/2026-11-28-a
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { parseKnowledge } from "../../edge/chat/knowledge.ts";
import { CompiledModel } from "../../edge/chat/understanding/linear-model.ts";
import { triageConcept } from "../../edge/chat/understanding/triage-concepts.ts";
import { TRAINING_DIR } from "./training-data.ts";

const dir = Deno.args[0];
if (!dir || !existsSync(join(dir, "first-run.json"))) {
  console.error("Give a blind set whose first run is recorded (its first-run.json exists).");
  Deno.exit(2);
}
const name = basename(dir);
const read = (file: string) =>
  existsSync(join(dir, file)) ? JSON.parse(readFileSync(join(dir, file), "utf8")).items : [];
const meta = JSON.parse(readFileSync("dist/_chat-model.json", "utf8"));
const model = new CompiledModel(
  meta.triage.classes,
  readFileSync(join("dist", meta.triage.file)),
);
const provenance = JSON.stringify({
  provenance:
    `items of the blind set tests/chat-blind/${name}, written blind by a language-model helper session, adopted after its first run was recorded`,
  writer: `blind set ${name}`,
  date: new Date().toISOString().slice(0, 10),
});

const triage: string[] = [provenance];
for (const item of read("red-flags.json") as Array<{ message: string; service: string }>) {
  const p = model.predict(item.message);
  let best = -1;
  model.classes.forEach((label, i) => {
    if (triageConcept(label)?.service === item.service && (best < 0 || p[i] > p[best])) best = i;
  });
  if (best >= 0) triage.push(JSON.stringify({ text: item.message, label: model.classes[best] }));
}
for (const item of read("lookalikes.json") as Array<{ message: string }>) {
  triage.push(JSON.stringify({ text: item.message, label: "none", kind: "blind-lookalike" }));
}
writeFileSync(join(TRAINING_DIR, "triage", `blind-${name}.jsonl`), triage.join("\n") + "\n");

const sections = parseKnowledge(readFileSync("dist/knowledge.json", "utf8"));
const questions: string[] = [provenance];
const scope: string[] = [provenance];
const ask = (text: string, page: string | string[], fact: string) => {
  const pages = Array.isArray(page) ? page : [page];
  const pattern = new RegExp(fact, "i");
  const holding = sections.filter((s) =>
    pages.includes(s.url.split("#")[0]) &&
    pattern.test(s.text.replace(/[\u2010-\u2015]/g, "-"))
  );
  if (holding.length !== 1) return;
  questions.push(JSON.stringify({ text, url: holding[0].url, title: holding[0].title }));
};
for (
  const item of read("ordinary.json") as Array<{ question: string; page: string; fact: string }>
) {
  ask(item.question, item.page, item.fact);
}
for (
  const item of read("multi-turn.json") as Array<{ turns: string[]; page: string; fact: string }>
) {
  ask(item.turns.join(" "), item.page, item.fact);
}
for (const item of read("out-of-scope.json") as Array<{ message: string; kind: string }>) {
  scope.push(JSON.stringify({ text: item.message, label: item.kind }));
}
writeFileSync(join(TRAINING_DIR, "questions", `blind-${name}.jsonl`), questions.join("\n") + "\n");
writeFileSync(join(TRAINING_DIR, "scope", `blind-${name}.jsonl`), scope.join("\n") + "\n");
console.log(
  `${triage.length - 1} triage examples, ${questions.length - 1} questions, ${
    scope.length - 1
  } out-of-scope messages adopted from ${name}`,
);
