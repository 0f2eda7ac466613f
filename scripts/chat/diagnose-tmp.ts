import { readFileSync } from "node:fs";
import { parseChatModels } from "../../edge/chat/understanding/triage-model.ts";
import { triage } from "../../edge/chat/red-flags.ts";
import { assess } from "../../edge/chat/triage.ts";
const models = parseChatModels(
  readFileSync("dist/chat-model.json", "utf8"),
  (f) => readFileSync(`dist/${f}`),
);
const ORDER = ["999", "ae", "111", "samaritans"];
for (const dir of Deno.args) {
  const rf = JSON.parse(readFileSync(`${dir}/red-flags.json`, "utf8")).items;
  const lk = JSON.parse(readFileSync(`${dir}/lookalikes.json`, "utf8")).items;
  const stat = {
    rulesHit: 0,
    rulesRight: 0,
    modelHit: 0,
    modelRight: 0,
    rulesFA: 0,
    modelFA: 0,
    model5FA: 0,
    model7FA: 0,
  };
  for (const it of rf) {
    const r = triage(it.message);
    const rs = ORDER.find((s) => r.emergencies.some((f) => f.service === s));
    const m = models.triage.assess(it.message);
    if (rs) stat.rulesHit++;
    if (rs === it.service) stat.rulesRight++;
    if (m.urgent >= 0.5) stat.modelHit++;
    if (m.urgent >= 0.5 && m.service === it.service) stat.modelRight++;
  }
  for (const it of lk) {
    const r = triage(it.message);
    const m = models.triage.assess(it.message);
    if (r.emergencies.length) stat.rulesFA++;
    if (m.urgent >= 0.5) stat.model5FA++;
    if (m.urgent >= 0.7) stat.model7FA++;
  }
  console.log(dir, rf.length, lk.length, JSON.stringify(stat));
}
