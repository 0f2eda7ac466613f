/**
 * Loading what the build wrote for the chat (Deno only: the build, on Node, imports the parsers
 * beside, not this): the knowledge index and the trained models.
 */
import { knowledgeFor, parseKnowledge } from "./knowledge.ts";
import type { KnowledgeSection } from "../../lib/wire-types.ts";
import { type ChatModels, parseChatModels } from "./understanding/triage-model.ts";

/**
 * Reads the index at `path` as it reads where Gemini does (or does not) write the answers; a
 * missing file gives an empty index and a warning.
 */
export async function loadKnowledge(path: string, gemini = false): Promise<KnowledgeSection[]> {
  let json: string;
  try {
    json = await Deno.readTextFile(path);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
    console.warn(
      `chat: no knowledge index at ${path} (run the build); the assistant will say it cannot find answers`,
    );
    return [];
  }
  return knowledgeFor(parseKnowledge(json, path), gemini);
}

/** Reads dist/_chat-model.json; without one (no build yet) the rules triage alone, with a warning. */
export async function loadChatModels(dist: string): Promise<ChatModels | undefined> {
  const path = `${dist}/_chat-model.json`;
  let json: string;
  try {
    json = await Deno.readTextFile(path);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
    console.warn(`chat: no trained model at ${path} (run the build); triage uses its rules alone`);
    return undefined;
  }
  return parseChatModels(json, (file) => Deno.readFileSync(`${dist}/${file}`), path);
}
