/**
 * React writes HTML in its XML-flavoured spelling: `<img/>`, `maxLength="60"`, `required=""`. All of
 * it parses the same, but validators (html-validate's recommended rules, vnu's info messages) ask
 * for the HTML spelling. This rewrites the start tags of a rendered page to it:
 * - void elements end with `>`, not `/>`;
 * - attribute names are lower case (HTML's are case-insensitive; React keeps `charSet`, `encType`…);
 * - boolean attributes stand alone: `required`, not `required=""`.
 * Raw text (scripts, styles) is copied as it is, and so is inline SVG, whose elements and attribute
 * names (`viewBox`) are XML's and keep their case and their `/>`.
 */

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/** HTML's boolean attributes (the HTML standard's attribute index), as React writes them: `name=""`. */
const BOOLEAN = new Set([
  "allowfullscreen",
  "async",
  "autofocus",
  "autoplay",
  "checked",
  "controls",
  "default",
  "defer",
  "disabled",
  "formnovalidate",
  "hidden",
  "inert",
  "ismap",
  "itemscope",
  "loop",
  "multiple",
  "muted",
  "nomodule",
  "novalidate",
  "open",
  "playsinline",
  "readonly",
  "required",
  "reversed",
  "selected",
  "shadowrootclonable",
  "shadowrootdelegatesfocus",
  "shadowrootserializable",
]);

const RAW_TEXT = new Set(["script", "style"]);

/** A start tag, an end tag, or a comment, as React writes them (attribute values double-quoted). */
const TAG =
  /<!--[\s\S]*?-->|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:="[^"]*")?)*)\s*(\/?)>/g;
const ATTRIBUTE = /(\s+)([^\s"'>/=]+)(="[^"]*")?/g;

function htmlStartTag(name: string, attributes: string): string {
  const spelled = attributes.replace(
    ATTRIBUTE,
    (_all, space: string, attribute: string, value = "") => {
      const lower = attribute.toLowerCase();
      return space + lower + (value === '=""' && BOOLEAN.has(lower) ? "" : value);
    },
  );
  return `<${name}${spelled}>`;
}

export function htmlSyntax(html: string): string {
  const tags = new RegExp(TAG.source, "g");
  let out = "";
  let copied = 0;
  let svgDepth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    const [whole, endName, startName, attributes = "", selfClosing] = tag;
    if (endName) {
      if (endName.toLowerCase() === "svg" && svgDepth > 0) svgDepth--;
      continue;
    }
    if (!startName) continue; // a comment
    const name = startName.toLowerCase();
    if (svgDepth > 0 || name === "svg") {
      if (name === "svg" && !selfClosing) svgDepth++;
      continue;
    }
    if (selfClosing && !VOID.has(name)) continue; // not something React writes for HTML elements
    out += html.slice(copied, tag.index) + htmlStartTag(startName, attributes);
    copied = tag.index + whole.length;
    if (RAW_TEXT.has(name)) {
      // its text is not markup: go on from its end tag
      const end = new RegExp(`</${name}`, "gi");
      end.lastIndex = copied;
      tags.lastIndex = end.exec(html)?.index ?? html.length;
    }
  }
  return out + html.slice(copied);
}
