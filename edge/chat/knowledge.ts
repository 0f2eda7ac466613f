/** Reads the chat's knowledge index, written by the build as dist/knowledge.json (./load.ts loads it). */
import { z } from "zod";
import type { KnowledgeSection } from "../../lib/wire-types.ts";

const knowledgeFile = z.object({
  sections: z.array(
    z.object({
      title: z.string().trim().min(1),
      url: z.string().startsWith("/"),
      text: z.string(),
      geminiText: z.string().optional(),
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

/**
 * The index as it reads on this server: a section's Gemini text where Gemini writes the answers,
 * its own text otherwise (the prerendered privacy notice carries both, edge/privacy-page.ts).
 */
export function knowledgeFor(sections: KnowledgeSection[], gemini: boolean): KnowledgeSection[] {
  return sections.map(({ geminiText, ...section }) =>
    gemini && geminiText !== undefined ? { ...section, text: geminiText } : section
  );
}
