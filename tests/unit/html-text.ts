/**
 * The text of server-rendered HTML without building a DOM: parsing every page with happy-dom took
 * most of a test's time. React and the build escape every `<`, `>` and `&` in text and attribute
 * values and close every element, so removing the tags and decoding the entities gives what
 * `textContent` gives.
 */
const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, name: string) => {
    if (name[0] !== "#") return NAMED[name] ?? whole;
    return String.fromCodePoint(
      name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
    );
  });
}

/** The text of an HTML fragment, as `textContent` reads it. */
export function textOfHtml(html: string): string {
  return decodeEntities(html.replace(/<!--[\s\S]*?-->|<[^>]*>/g, ""));
}

/** The inside of the first `<name …>…</name>` element (no nesting of the same name), or "". */
export function elementHtml(html: string, name: string): string {
  const start = html.search(new RegExp(`<${name}[\\s>]`));
  if (start < 0) return "";
  const end = html.indexOf(`</${name}>`, start);
  return html.slice(html.indexOf(">", start) + 1, end < 0 ? undefined : end);
}

/** The HTML without its script, style and template elements (and their contents). */
export function withoutScriptsAndStyles(html: string): string {
  return html.replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/g, "");
}
