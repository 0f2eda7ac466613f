/**
 * A drawing's alt text says what the drawing shows. Every picture of one of the site's drawings on
 * every built page is named by the drawing's own description — its SVG's <title>, which the
 * generator writes from content/illustrations.ts — never by words a page wrote for it (a page about
 * meniscus repair once described the healthy knee it shows as "a torn meniscus held together with
 * small stitches"). tests/unit/drawn-content.test.ts checks that description against what the
 * generator draws.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { distDir, requireDist } from "./dist.ts";

const root = join(import.meta.dirname, "..", "..");
const window = new Window();
const titles = new Map<string, string>();

/** The <title> of a drawing under static/ (its alt text, as drawn). */
function drawnTitle(src: string): string | undefined {
  if (!titles.has(src)) {
    const svg = readFileSync(join(root, "static", src), "utf8");
    const title = svg.match(/<title>([^<]*)<\/title>/)?.[1]
      .replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
    titles.set(src, title ?? "");
  }
  return titles.get(src) || undefined;
}

describe("every drawing on every page is named by its own description", () => {
  requireDist();
  const pages = readdirSync(distDir, { recursive: true, encoding: "utf8" }).filter((f) =>
    f.endsWith(".html")
  );

  /** Every drawing's own description, for the pictures carried inline (no src to look up). */
  const drawnTitles = new Set(
    readdirSync(join(root, "static", "images"), { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".svg"))
      .map((f) => drawnTitle(`/images/${f}`))
      .filter((t): t is string => t !== undefined),
  );

  it(
    "an <img> of a drawing has the drawing's title as its alt text; an inline drawing is titled with a drawing's own description",
    () => {
      const wrong: string[] = [];
      let checked = 0;
      for (const file of pages) {
        const doc = new window.DOMParser().parseFromString(
          readFileSync(join(distDir, file), "utf8"),
          "text/html",
        );
        for (const img of doc.querySelectorAll('img[src^="/images/"][src$=".svg"]')) {
          const src = img.getAttribute("src")!;
          const title = drawnTitle(src);
          if (title === undefined) continue;
          checked++;
          if (img.getAttribute("alt") !== title) {
            wrong.push(`${file}: ${src} says "${img.getAttribute("alt")}", draws "${title}"`);
          }
        }
        for (const svg of doc.querySelectorAll("svg[role=img][aria-labelledby]")) {
          const title = svg.querySelector("title")?.textContent ?? "";
          if (!svg.getAttribute("aria-labelledby")!.startsWith("main-picture")) continue;
          checked++;
          if (!drawnTitles.has(title)) wrong.push(`${file}: an inline drawing titled "${title}"`);
        }
      }
      expect(wrong).toEqual([]);
      expect(checked, "the sweep met the drawings").toBeGreaterThan(40);
    },
    30_000, // it parses every built page: 3 s idle, over vitest's 5 s default on a loaded machine
  );
});
