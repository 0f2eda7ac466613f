/**
 * The offline assistant's reply to messages given on the command line, with the passages it
 * retrieved (for looking at one question at a time; needs a build). A message of the form
 * "first → second" is a conversation: the earlier turns are its history.
 *
 *   node_modules/.bin/deno run -A scripts/chat/ask.ts "how long off work after a knee replacement"
 */
import { readFileSync } from "node:fs";
import { assistantReply, emergencyReply, triageMessage } from "../../edge/chat/assistant.ts";
import { parseKnowledge } from "../../edge/chat/knowledge.ts";
import type { HistoryItem } from "../../edge/chat/request.ts";
import { Retriever } from "../../edge/chat/retriever.ts";
import { parseChatModels } from "../../edge/chat/understanding/triage-model.ts";

const models = parseChatModels(
  readFileSync("dist/_chat-model.json", "utf8"),
  (file) => readFileSync(`dist/${file}`),
);
const assistant = {
  retriever: new Retriever(
    parseKnowledge(readFileSync("dist/knowledge.json", "utf8")),
    models.questions,
  ),
  triageModel: models.triage,
};
for (const conversation of Deno.args) {
  const turns = conversation.split(/\s*→\s*/);
  const history: HistoryItem[] = [];
  for (const [i, message] of turns.entries()) {
    // (as routes.ts does: triaged once, with the message before for a follow-up that narrows it)
    const triage = triageMessage(assistant, message, {
      before: history.findLast((item) => item.role === "user")?.content,
    });
    const answer = emergencyReply(assistant, message, triage) ??
      await assistantReply(assistant, message, history, triage);
    if (i === turns.length - 1) {
      const retrieval = assistant.retriever.retrieve(message, history);
      console.log(
        `> ${conversation} {${retrieval.terms.join(",")}}\n[${answer.kind}] ${
          answer.reply.replace(/\n+/g, " / ").slice(0, Number(Deno.env.get("ASK_CHARS") ?? 300))
        }`,
      );
      for (const p of retrieval.passages.slice(0, 3)) {
        console.log(`   · ${p.score.toFixed(2)} ${p.section.title}`);
      }
    }
    history.push({ role: "user", content: message }, { role: "assistant", content: answer.reply });
  }
}
