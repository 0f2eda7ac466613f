/**
 * The chat's trained models (dist/_chat-model.json): the triage model, trained here from
 * edge/chat/training/triage/, and the index of patients' questions per passage, from
 * edge/chat/training/questions/ (edge/chat/understanding/). Training is deterministic, so the same data and
 * code always give the same file; it is kept in node_modules/.cache by a hash of both, and a
 * build with nothing changed copies it instead of training again. The files' names start with
 * "_", so the server keeps them to itself (it serves no file of dist/ whose name does).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { features } from "../../edge/chat/understanding/features.ts";
import { encodeModel } from "../../edge/chat/understanding/linear-model.ts";
import { TRIAGE_CLASSES } from "../../edge/chat/understanding/triage-concepts.ts";
import type { ChatModelFile } from "../../edge/chat/understanding/triage-model.ts";
import { train, type TrainOptions } from "../chat/train-linear.ts";
import {
  outOfScopeExamples,
  questionExamples,
  TRAINING_DIR,
  triageExamples,
} from "../chat/training-data.ts";
import { parseKnowledge } from "../../edge/chat/knowledge.ts";
import {
  NOT_ANSWERED,
  QuestionIndex,
  resolveQuestions,
} from "../../edge/chat/understanding/question-index.ts";

export const TRIAGE_TRAINING: TrainOptions = { epochs: 10, minCount: 2 };

/** Everything the model depends on: the data, and the code that reads and trains it. */
function inputsHash(root: string, dist: string): string {
  const hash = createHash("sha256");
  hash.update(readFileSync(join(dist, "knowledge.json")));
  const walk = (dir: string) => {
    for (
      const name of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
        a.name < b.name ? -1 : 1
      )
    ) {
      const path = join(dir, name.name);
      if (name.isDirectory()) walk(path);
      else {
        hash.update(path.slice(root.length));
        hash.update(readFileSync(path));
      }
    }
  };
  walk(TRAINING_DIR);
  for (
    const file of [
      "edge/chat/understanding/features.ts",
      "edge/chat/understanding/linear-model.ts",
      "edge/chat/understanding/triage-concepts.ts",
      "scripts/chat/train-linear.ts",
      "scripts/chat/training-data.ts",
      "scripts/build/chat-model.ts",
      "edge/chat/understanding/question-index.ts",
    ]
  ) {
    hash.update(file);
    hash.update(readFileSync(join(root, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

/** Writes dist/_chat-model.json; answers how many examples it was trained on. */
export async function writeChatModel(root: string, dist: string): Promise<number> {
  const hash = inputsHash(root, dist);
  const cacheDir = join(root, "node_modules", ".cache", "chat-model", hash);
  const names = ["_chat-model.json", "_chat-triage.bin", "_chat-questions.bin"];
  if (names.every((name) => existsSync(join(cacheDir, name)))) {
    for (const name of names) await copyFile(join(cacheDir, name), join(dist, name));
    return (JSON.parse(readFileSync(join(cacheDir, names[0]), "utf8")) as ChatModelFile).examples;
  }
  const rows = triageExamples();
  const index = new Map(TRIAGE_CLASSES.map((label, i) => [label, i]));
  const model = train(
    rows.map((row) => ({ x: features(row.text), y: index.get(row.label)! })),
    [...TRIAGE_CLASSES],
    TRIAGE_TRAINING,
  );
  const sections = parseKnowledge(readFileSync(join(dist, "knowledge.json"), "utf8"));
  const { resolved, unresolved } = resolveQuestions(questionExamples(), sections);
  if (unresolved.length > resolved.length / 20) {
    throw new Error(
      `${unresolved.length} of the chat's training questions name a passage the site no longer has (e.g. "${
        unresolved[0].title
      }"): point them at the passages that answer them now (edge/chat/training/questions/)`,
    );
  }
  const file: ChatModelFile = {
    version: 2,
    inputs: hash,
    examples: rows.length,
    triage: { classes: model.classes, file: names[1] },
    questions: { count: resolved.length, unresolved: unresolved.length, file: names[2] },
  };
  const written = {
    [names[0]]: JSON.stringify(file),
    [names[1]]: encodeModel(model),
    [names[2]]: QuestionIndex.build([
      ...resolved,
      ...outOfScopeExamples().map(({ text }) => ({ text, section: NOT_ANSWERED })),
    ]).encode(),
  };
  await mkdir(cacheDir, { recursive: true }).catch(() => {});
  for (const name of names) {
    await writeFile(join(dist, name), written[name]);
    await writeFile(join(cacheDir, name), written[name]).catch(() => {});
  }
  return rows.length;
}
