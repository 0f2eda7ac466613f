/**
 * How the rules and the trained model should be combined, judged on phrasings each model has not
 * seen: leave-one-writer-out (as triage-experiment.ts), with the rules run on every held-out
 * message too. Prints recall (with the right service) and false alarms for several policies.
 *
 *   node_modules/.bin/deno run -A scripts/chat/policy-experiment.ts
 */
import { triage as ruleTriage } from "../../edge/chat/red-flags.ts";
import { CompiledModel, encodeModel } from "../../edge/chat/understanding/linear-model.ts";
import { features } from "../../edge/chat/understanding/features.ts";
import {
  NONE,
  TRIAGE_CLASSES,
  triageConcept,
} from "../../edge/chat/understanding/triage-concepts.ts";
import { TriageModel } from "../../edge/chat/understanding/triage-model.ts";
import { TRIAGE_TRAINING } from "../build/chat-model.ts";
import { train } from "./train-linear.ts";
import { triageExamples } from "./training-data.ts";

const ORDER = ["999", "ae", "111", "samaritans"];
const all = triageExamples();
const index = new Map(TRIAGE_CLASSES.map((c, i) => [c, i]));
const writer = (source: string) => {
  if (source.startsWith("questions/")) return source;
  if (source.startsWith("scope/") || source.startsWith("conversations/")) return "scope+conv";
  const name = source.split("/")[1];
  if (/^(999-crisis|samaritans|none-crisis|none-everyday|contrast)/.test(name)) {
    return "crisis+everyday";
  }
  if (name.startsWith("none-mild")) return "mild";
  if (name.startsWith("voices")) return "voices";
  if (name.startsWith("hard")) return "hard-cases";
  if (name.startsWith("999-")) return "999-concepts";
  return "ae+111-concepts";
};
interface Row {
  want: string;
  rules: { service?: string; lookalike: boolean };
  model: { urgent: number; service?: string };
}
const rows: Row[] = [];
for (const held of [...new Set(all.map((r) => writer(r.source)))]) {
  const trainRows = all.filter((r) => writer(r.source) !== held);
  const m = train(trainRows.map((r) => ({ x: features(r.text), y: index.get(r.label)! })), [
    ...TRIAGE_CLASSES,
  ], TRIAGE_TRAINING);
  const model = new TriageModel(new CompiledModel(m.classes, encodeModel(m)));
  for (const r of all.filter((r) => writer(r.source) === held)) {
    const t = ruleTriage(r.text);
    const a = model.assess(r.text);
    rows.push({
      want: r.label === NONE ? NONE : triageConcept(r.label)!.service,
      rules: {
        service: ORDER.find((s) => t.emergencies.some((f) => f.service === s)),
        lookalike: t.lookalikes.length > 0,
      },
      model: { urgent: a.urgent, service: a.service },
    });
  }
  console.error(`done ${held}`);
}
Deno.writeTextFileSync("/tmp/policy-rows.json", JSON.stringify(rows));

function evaluate(name: string, decide: (r: Row) => string | undefined) {
  const urgent = rows.filter((r) => r.want !== NONE);
  const calm = rows.filter((r) => r.want === NONE);
  const hit = urgent.filter((r) => decide(r) !== undefined).length;
  const right = urgent.filter((r) => decide(r) === r.want).length;
  const alarms = calm.filter((r) => decide(r) !== undefined).length;
  console.log(
    `${name.padEnd(48)} recall ${(100 * hit / urgent.length).toFixed(1)}%  right service ${
      (100 * right / urgent.length).toFixed(1)
    }%  false alarms ${(100 * alarms / calm.length).toFixed(2)}% (${alarms}/${calm.length})`,
  );
}
evaluate("rules only", (r) => r.rules.service);
for (const at of [0.4, 0.5, 0.6, 0.7]) {
  evaluate(`model only ≥ ${at}`, (r) => r.model.urgent >= at ? r.model.service : undefined);
  for (const lookalikeAt of [0.85, 0.95]) {
    evaluate(`rules, else model ≥ ${at} (lookalike ≥ ${lookalikeAt})`, (r) =>
      r.rules.service ??
        (r.model.urgent >= (r.rules.lookalike ? lookalikeAt : at) ? r.model.service : undefined));
    for (const veto of [0.02, 0.05]) {
      evaluate(
        `  … and veto rules below ${veto}`,
        (r) =>
          r.rules.service && r.model.urgent >= veto
            ? r.rules.service
            : r.model.urgent >= (r.rules.lookalike || r.rules.service ? lookalikeAt : at)
            ? r.model.service
            : undefined,
      );
    }
  }
}
