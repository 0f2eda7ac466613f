/**
 * Measures the trained triage model before it is trusted: leave-one-writer-out (train without one
 * writer's files, test on them: a writer's phrasings are new to the model) and the development
 * set in tests/chat-eval/. Prints recall with the right service and false alarms at several
 * thresholds. Not part of the build; run it when the data or the features change:
 *
 *   node_modules/.bin/deno run -A scripts/chat/triage-experiment.ts [--no-letters] [--no-pairs]
 */
import { readFileSync } from "node:fs";
import { type FeatureOptions, features } from "../../edge/chat/understanding/features.ts";
import { CompiledModel, encodeModel } from "../../edge/chat/understanding/linear-model.ts";
import {
  NONE,
  TRIAGE_CLASSES,
  triageConcept,
} from "../../edge/chat/understanding/triage-concepts.ts";
import { type Example, train } from "./train-linear.ts";
import { type TriageExample, triageExamples } from "./training-data.ts";

const args = Deno.args;
const options: FeatureOptions = {
  letters: !args.includes("--no-letters"),
  pairs: !args.includes("--no-pairs"),
};
const epochs = Number(args.find((a) => a.startsWith("--epochs="))?.split("=")[1] ?? 12);
const noneWeight = Number(args.find((a) => a.startsWith("--none-weight="))?.split("=")[1] ?? 1);
const l2 = Number(args.find((a) => a.startsWith("--l2="))?.split("=")[1] ?? 1e-6);
const minCount = Number(args.find((a) => a.startsWith("--min-count="))?.split("=")[1] ?? 2);

const classIndex = new Map(TRIAGE_CLASSES.map((c, i) => [c, i]));
const serviceOf = (label: string) => label === NONE ? NONE : triageConcept(label)!.service;

function toExamples(rows: TriageExample[]): Example[] {
  return rows.map((row) => ({
    x: features(row.text, options),
    y: classIndex.get(row.label)!,
    weight: row.label === NONE ? noneWeight : 1,
  }));
}

const compiled = (model: ReturnType<typeof train>) =>
  new CompiledModel(model.classes, encodeModel(model));

/** The writer a file came from. */
function writer(source: string): string {
  if (source.startsWith("questions/")) return source;
  if (source.startsWith("scope/") || source.startsWith("conversations/")) return "scope+conv";
  const name = source.split("/")[1];
  if (/^(999-crisis|samaritans|none-|contrast)/.test(name)) return "crisis+everyday";
  if (name.startsWith("voices")) return "voices";
  if (name.startsWith("hard")) return "hard-cases";
  if (name.startsWith("999-")) return "999-concepts";
  return "ae+111-concepts";
}

interface Scored {
  label: string;
  pNone: number;
  service: string;
}

/** The service the model would send a person to, most urgent first among the likely ones. */
function decide(p: Float64Array): Scored {
  const byService = new Map<string, number>();
  TRIAGE_CLASSES.forEach((label, i) => {
    if (label === NONE) return;
    const s = serviceOf(label);
    byService.set(s, (byService.get(s) ?? 0) + p[i]);
  });
  const best = Math.max(...byService.values());
  const order = ["999", "ae", "111", "samaritans"];
  const service = order.find((s) => (byService.get(s) ?? 0) >= 0.5 * best)!;
  let top = 0;
  p.forEach((v, i) => {
    if (v > p[top]) top = i;
  });
  return { label: TRIAGE_CLASSES[top], pNone: p[0], service };
}

function report(name: string, rows: Array<{ want: string; got: Scored; text: string }>) {
  const thresholds = [0.3, 0.5, 0.7, 0.85];
  const urgent = rows.filter((r) => r.want !== NONE);
  const calm = rows.filter((r) => r.want === NONE);
  const line = thresholds.map((t) => {
    const hit = urgent.filter((r) => r.got.pNone < t).length;
    const right = urgent.filter((r) => r.got.pNone < t && r.got.service === r.want).length;
    const alarms = calm.filter((r) => r.got.pNone < t).length;
    return `τ=${t}: recall ${hit}/${urgent.length}, right service ${right}, false alarms ${alarms}/${calm.length}`;
  });
  console.log(`${name}\n  ${line.join("\n  ")}`);
}

const all = triageExamples();
console.log(
  `${all.length} examples; features ${
    JSON.stringify(options)
  }; epochs ${epochs}; l2 ${l2}; min count ${minCount}`,
);

if (!args.includes("--dev-only")) {
  const writers = [...new Set(all.map((r) => writer(r.source)))];
  const pooled: Array<{ want: string; got: Scored; text: string }> = [];
  for (const held of writers) {
    const trainRows = all.filter((r) => writer(r.source) !== held);
    const testRows = all.filter((r) => writer(r.source) === held);
    const model = compiled(
      train(toExamples(trainRows), [...TRIAGE_CLASSES], { epochs, l2, minCount }),
    );
    const rows = testRows.map((r) => ({
      want: serviceOf(r.label),
      got: decide(model.predict(r.text, options)),
      text: r.text,
    }));
    pooled.push(...rows);
    report(`held out: ${held} (${testRows.length})`, rows);
  }
  report("ALL HELD-OUT WRITERS POOLED", pooled);
}

// development set
const model = compiled(train(toExamples(all), [...TRIAGE_CLASSES], { epochs, l2, minCount }));
const dev = (name: string) => {
  const data = JSON.parse(readFileSync(`tests/chat-eval/${name}.json`, "utf8"));
  return (Array.isArray(data) ? data : data.items) as Array<Record<string, unknown>>;
};
const devRows = [
  ...dev("red-flags").map((i) => ({ text: String(i.message), want: String(i.service) })),
  ...dev("lookalikes").map((i) => ({ text: String(i.message), want: NONE })),
  ...dev("ordinary").map((i) => ({ text: String(i.question), want: NONE })),
  ...dev("out-of-scope").map((i) => ({ text: String(i.message), want: NONE })),
].map((r) => ({ ...r, got: decide(model.predict(r.text, options)) }));
report("DEVELOPMENT SET (tests/chat-eval)", devRows);
if (args.includes("--verbose")) {
  for (const r of devRows) {
    const wrong = r.want === NONE
      ? r.got.pNone < 0.5
      : r.got.pNone >= 0.5 || r.got.service !== r.want;
    if (wrong) {
      console.log(
        `  want ${r.want}, got ${r.got.service}/${r.got.label} pNone=${
          r.got.pNone.toFixed(2)
        }: ${r.text}`,
      );
    }
  }
}
