/**
 * The chat's training data (edge/chat/training/, JSON Lines written by helper sessions; see its
 * README): triage examples labelled with a concept of edge/chat/understanding/triage-concepts.ts
 * or "none", and the patient-style questions, out-of-scope messages and conversations that are
 * "none" for triage.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { NONE, TRIAGE_CLASSES } from "../../edge/chat/understanding/triage-concepts.ts";

export const TRAINING_DIR = fileURLToPath(new URL("../../edge/chat/training", import.meta.url));

export interface TriageExample {
  text: string;
  label: string;
  /** the file it came from (its writer and topic), for leave-one-writer-out checks */
  source: string;
  kind?: string;
}

export interface QuestionExample {
  text: string;
  url: string;
  title: string;
  section: number;
  followup?: boolean;
  source: string;
}

function readLines(file: string): Array<Record<string, unknown>> {
  return readFileSync(file, "utf8").split("\n").filter((line) => line.trim())
    .map((line, i) => {
      try {
        return JSON.parse(line);
      } catch {
        throw new Error(`${file}:${i + 1} is not JSON`);
      }
    })
    .filter((row) => !("provenance" in row));
}

/**
 * Whether a file of questions also teaches triage what is not urgent. A file whose provenance says
 * `"use": "index"` is for the question index only: thousands of questions outweighed the
 * emergencies in the triage model and lowered its recall on the blind sets (2026-11-28).
 */
function teachesTriage(file: string): boolean {
  const first = readFileSync(file, "utf8").split("\n", 1)[0];
  try {
    return JSON.parse(first).use !== "index";
  } catch {
    return true;
  }
}

function files(dir: string, root = TRAINING_DIR): string[] {
  try {
    return readdirSync(join(root, dir)).filter((f) => f.endsWith(".jsonl")).sort()
      .map((f) => join(root, dir, f));
  } catch {
    return [];
  }
}

const known = new Set(TRIAGE_CLASSES);

/** Every triage example, with the questions and out-of-scope messages as "none". */
export function triageExamples(root = TRAINING_DIR): TriageExample[] {
  const examples: TriageExample[] = [];
  for (const file of files("triage", root)) {
    const source = file.split("/").slice(-2).join("/");
    for (const row of readLines(file)) {
      const label = String(row.label);
      if (!known.has(label)) throw new Error(`${source}: unknown label ${label}`);
      examples.push({ text: String(row.text), label, source, kind: row.kind as string });
    }
  }
  for (const file of [...files("questions", root).filter(teachesTriage), ...files("scope", root)]) {
    const source = file.split("/").slice(-2).join("/");
    for (const row of readLines(file)) {
      if (row.urgent) continue; // a question that describes something happening now
      examples.push({ text: String(row.text), label: NONE, source, kind: "question" });
    }
  }
  for (const file of files("conversations", root)) {
    const source = file.split("/").slice(-2).join("/");
    for (const row of readLines(file)) {
      for (const turn of row.turns as string[]) {
        examples.push({ text: turn, label: NONE, source, kind: "question" });
      }
    }
  }
  return examples;
}

export function questionExamples(root = TRAINING_DIR): QuestionExample[] {
  return files("questions", root).flatMap((file) =>
    readLines(file).filter((row) => !row.urgent).map((row) => ({
      text: String(row.text),
      url: String(row.url),
      title: String(row.title),
      section: Number(row.section),
      followup: Boolean(row.followup),
      source: file.split("/").slice(-2).join("/"),
    }))
  );
}

/** Messages the site does not answer, by why (edge/chat/training/scope/): body-part, medicine, not-health. */
export function outOfScopeExamples(root = TRAINING_DIR): Array<{ text: string; label: string }> {
  return files("scope", root).flatMap((file) =>
    readLines(file).filter((row) => row.label !== "in-scope").map((row) => ({
      text: String(row.text),
      label: String(row.label),
    }))
  );
}
