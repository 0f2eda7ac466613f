/**
 * Prints the word count and Flesch-Kincaid grade of every clinical page, measured on the
 * rendered main content (the same HTML the prerender writes, closed panels included).
 *
 *   npm run readability
 *
 * Each block (paragraph, list item, heading, question, caption) counts as its own sentence, as
 * a reader meets it: a block without closing punctuation gets a full stop, and its first letter
 * is capitalised so the sentence splitter sees the break (list items often start in lower case).
 */
import { parseDataHosting } from "../lib/config.ts";
import readability from "text-readability";
import { Window } from "happy-dom";
import { allRoutes } from "../pages/routes.ts";
import { renderRoute } from "./build/prerender.tsx";
import type { RenderContext } from "../pages/document.tsx";
import { clinicalRoutes } from "../pages/routes/clinical.ts";

const context: RenderContext = {
  siteUrl: "https://www.example.com",
  assets: { css: "/s.css", noscriptCss: "/n.css", siteScript: "/s.js", font: "/f.woff2" },
  year: new Date().getFullYear(),
  enquiryAction: "/api/enquiry",
  dataHosting: parseDataHosting({ DATA_HOSTING: "deno-deploy" }),
  documents: {},
};

const blocks = "h1, h2, h3, h4, p, li, dt, dd, figcaption, .accordion-title, .tab";
const window = new Window();

export function mainText(html: string): string {
  const doc = new window.DOMParser().parseFromString(html, "text/html");
  const main = doc.querySelector("main");
  if (!main) return "";
  // Innermost blocks only, so nested text is not counted twice.
  const leaves = [...main.querySelectorAll(blocks)].filter((el) => !el.querySelector(blocks));
  return leaves
    .map((el) => (el.textContent ?? "").replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .map((text) => text.charAt(0).toUpperCase() + text.slice(1))
    .map((text) => (/[.?!:]$/.test(text) ? text.replace(/:$/, ".") : `${text}.`))
    .join(" ");
}

if (
  import.meta.url === `file://${process.argv[1]}` ||
  process.argv[1]?.endsWith("clinical-readability.ts")
) {
  const clinicalPaths = new Set(clinicalRoutes.map((r) => r.path));
  const rows = allRoutes().filter((r) => clinicalPaths.has(r.path)).map((route) => {
    const text = mainText(renderRoute(route, context));
    return {
      path: route.path,
      words: readability.lexiconCount(text),
      grade: readability.fleschKincaidGrade(text),
    };
  });
  const width = Math.max(...rows.map((r) => r.path.length));
  console.log(`${"page".padEnd(width)}  words  FK grade`);
  for (const r of rows) {
    console.log(
      `${r.path.padEnd(width)}  ${String(r.words).padStart(5)}  ${r.grade.toFixed(1).padStart(8)}`,
    );
  }
  const total = rows.reduce((sum, r) => sum + r.words, 0);
  const mean = rows.reduce((sum, r) => sum + r.grade, 0) / rows.length;
  console.log(
    `${"all clinical pages".padEnd(width)}  ${String(total).padStart(5)}  ${
      mean.toFixed(1).padStart(8)
    } (mean)`,
  );
}
