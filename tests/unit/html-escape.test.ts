/**
 * The one escaper (lib/html-escape.ts) and Hono's `html` tag, which the edge's templates use,
 * escape alike: the same entities for & < > ", and Hono's &#39; for ' is the only difference.
 */
import fc from "fast-check";
import { html } from "hono/html";
import { describe, expect, it } from "vitest";
import { escapeHtml } from "../../lib/html-escape.ts";

const viaHono = (text: string) => String(html`${text}`);

describe("escapeHtml", () => {
  it('writes & < > and " as entities and leaves every other character as it is', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry's&lt;/a&gt;",
    );
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
    expect(escapeHtml("★ 4.5 · naïve 😀")).toBe("★ 4.5 · naïve 😀");
  });

  it("agrees with Hono's html tag on any text, but for the single quote", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-composite" }), (text) => {
        expect(escapeHtml(text)).toBe(viaHono(text).replaceAll("&#39;", "'"));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[&<>"' a-z]*$/), (text) => {
        expect(escapeHtml(text)).toBe(viaHono(text).replaceAll("&#39;", "'"));
      }),
    );
  });
});
