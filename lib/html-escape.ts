/**
 * The one escaper for text we put into HTML, SVG or XML by hand — an attribute value in double
 * quotes, or an element's text: & < > and " become entities. The edge's templates go through
 * Hono's `html` tag (`markup`, edge/html-page.ts), which escapes the same characters the same
 * way, and ' too; tests/unit/html-escape.test.ts holds the two together. A single quote is left
 * alone here: every attribute we write is double-quoted, and the snippets the /embed page hands
 * out stay readable ("Ashcombe's practice").
 */
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => ENTITIES[character]);
}
