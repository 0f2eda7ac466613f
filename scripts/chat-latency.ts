/**
 * Offline chat answer latency over the question table: p50 and p99 (figures only, not a test).
 *
 *   node_modules/.bin/deno run -A scripts/chat-latency.ts [knowledge.json] [rounds]
 *
 * The knowledge index defaults to dist/knowledge.json when it exists, else the test fixture.
 * Measures what a request spends answering: red-flag check, retrieval and composing the reply
 * (not HTTP or the rate limit's KV write).
 */
import { existsSync, readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import type { KnowledgeSection } from "../lib/wire-types.ts";
import { offlineAnswer } from "../edge/chat/offline.ts";
import { findRedFlags } from "../edge/chat/red-flags.ts";
import { Retriever } from "../edge/chat/retriever.ts";
import { answeredQuestions, unansweredQuestions } from "../tests/edge/chat-questions.ts";

const [pathArg, roundsArg] = process.argv.slice(2);
const path = pathArg ??
  (existsSync("dist/knowledge.json")
    ? "dist/knowledge.json"
    : "tests/edge/fixtures/knowledge.json");
const rounds = Number(roundsArg ?? 200);
const sections =
  (JSON.parse(readFileSync(path, "utf8")) as { sections: KnowledgeSection[] }).sections;

const buildStart = performance.now();
const retriever = new Retriever(sections);
const buildMs = performance.now() - buildStart;

const questions = [...answeredQuestions.map((q) => q.question), ...unansweredQuestions];
const answer = (question: string) =>
  findRedFlags(question).length > 0 ? null : offlineAnswer(retriever.retrieve(question));

for (const question of questions) answer(question); // warm up
const samples: number[] = [];
for (let round = 0; round < rounds; round++) {
  for (const question of questions) {
    const start = performance.now();
    answer(question);
    samples.push(performance.now() - start);
  }
}
samples.sort((a, b) => a - b);
const percentile = (p: number) =>
  samples[Math.min(samples.length - 1, Math.ceil((p / 100) * samples.length) - 1)];

console.log(
  `knowledge: ${path} (${sections.length} sections), index built in ${buildMs.toFixed(1)} ms`,
);
console.log(`${questions.length} questions × ${rounds} rounds = ${samples.length} answers`);
console.log(
  `offline answer latency: p50 ${percentile(50).toFixed(3)} ms, p99 ${
    percentile(99).toFixed(3)
  } ms, max ${samples.at(-1)!.toFixed(3)} ms`,
);
