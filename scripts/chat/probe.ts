import { readFileSync } from "node:fs";
import { parseTriageModel } from "../../edge/chat/understanding/triage-model.ts";
import { readConcepts } from "../../edge/chat/concepts.ts";
const m = parseTriageModel(
  readFileSync("dist/chat-model.json", "utf8"),
  (f) => readFileSync("dist/" + f),
);
for (const msg of Deno.args) {
  const a = m.assess(msg);
  const c = readConcepts(msg);
  console.log(
    a.urgent.toFixed(3),
    a.service,
    a.concept?.id,
    "|",
    msg,
    "|",
    ["WOUND", "WOUNDOPEN", "COLD", "NUMB"].filter((k) => c.has(k)).join(","),
  );
}
