/**
 * tests/unit/html-text.ts reads built pages without a DOM; here it is held to happy-dom's
 * textContent on real pages, so a change in how the build writes HTML cannot make it misread.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { distDir, requireDist } from "./dist.ts";
import { decodeEntities, elementHtml, textOfHtml, withoutScriptsAndStyles } from "./html-text.ts";

const window = new Window();

describe("the text of HTML without a DOM", () => {
  it("decodes named and numeric entities and leaves unknown ones", () => {
    expect(decodeEntities("A&amp;E &lt;3 &quot;x&quot; it&#x27;s &#8212; &nbsp;&bogus;")).toBe(
      'A&E <3 "x" it\'s \u2014 \u00a0&bogus;',
    );
  });

  it("reads <main> and <body> of built pages exactly as textContent does", () => {
    const manifest = requireDist();
    const files = [manifest.routes[0].file, "Contact/index.html", manifest.notFound];
    for (const file of files) {
      const html = readFileSync(join(distDir, file), "utf8");
      const doc = new window.DOMParser().parseFromString(html, "text/html");
      expect(textOfHtml(elementHtml(html, "main")), file).toBe(
        doc.querySelector("main")?.textContent,
      );
      for (const el of doc.body.querySelectorAll("script, style, template")) el.remove();
      expect(textOfHtml(withoutScriptsAndStyles(elementHtml(html, "body"))), file).toBe(
        doc.body.textContent,
      );
    }
  });
});
