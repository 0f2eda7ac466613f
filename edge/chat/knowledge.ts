/** Loads the chat's knowledge index, written by the build as dist/knowledge.json. */
import { z } from "zod";
import type { KnowledgeSection } from "../../lib/wire-types.ts";

const knowledgeFile = z.object({
  sections: z.array(
    z.object({
      title: z.string().trim().min(1),
      url: z.string().startsWith("/"),
      text: z.string(),
    }) satisfies z.ZodType<KnowledgeSection>,
  ),
});

/** Parses a knowledge index; throws if it is not one (a broken build should not go unnoticed). */
export function parseKnowledge(json: string, source = "knowledge index"): KnowledgeSection[] {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new Error(`${source} is not valid JSON`);
  }
  const result = knowledgeFile.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(
      `${source} is not a knowledge index: ${issue.path.join(".")}: ${issue.message}`,
    );
  }
  return result.data.sections;
}

/** Reads the index at `path`; a missing file gives an empty index and a warning. */
export async function loadKnowledge(path: string): Promise<KnowledgeSection[]> {
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
  return parseKnowledge(json, path);
}
