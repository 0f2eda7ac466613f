/**
 * What the trained triage model makes of messages given on the command line (for looking at
 * one message at a time; needs a build):
 *
 *   node_modules/.bin/deno run -A scripts/chat/probe.ts "my calf is tight red and hot"
 */
import { readFileSync } from "node:fs";
import { parseChatModels } from "../../edge/chat/understanding/triage-model.ts";
import { assess } from "../../edge/chat/triage.ts";

const models = parseChatModels(
  readFileSync("dist/_chat-model.json", "utf8"),
  (file) => readFileSync(`dist/${file}`),
);
for (const message of Deno.args) {
  const model = models.triage.assess(message);
  const both = assess(message, models.triage);
  console.log(
    `${model.urgent.toFixed(3)} ${model.service ?? "-"} ${model.concept?.id ?? "-"} | emergency: ${
      both.emergencies.map((f) => `${f.rule}/${f.service}`).join(", ") || "none"
    } | ${message}`,
  );
}
