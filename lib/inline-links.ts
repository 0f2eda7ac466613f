/**
 * Inline links as content writes them: `[label](href)`. Nothing else in inline text is
 * interpreted. No dependencies, so browser widgets (the chat renders its replies' links with
 * `inlineParts`) can import it without pulling in the content schemas.
 */

/** `[label](href)`; the href may hold one level of brackets, as in /Conditions/acl/-ligament-injury-(sports-knee-injury). */
const linkPattern = /\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g;

/** Inline text without link markup: `[label](href)` → `label`. */
export function plainText(text: string): string {
  return text.replace(linkPattern, "$1");
}

/** Splits inline text into plain strings and links, for renderers. */
export function inlineParts(text: string): Array<string | { label: string; href: string }> {
  const parts: Array<string | { label: string; href: string }> = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ label: match[1], href: match[2] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** Every href written inside inline text (for link checks). */
export function linksIn(text: string): string[] {
  return [...text.matchAll(linkPattern)].map((m) => m[2]);
}
