/**
 * Everything the built site (dist/) says to a patient, as text: each prerendered page's passages,
 * each PDF guide's drawn text and each entry of the chat's knowledge index. Run `npm run build` first.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Window } from "happy-dom";
import { type ScopeId, textSubjects } from "../../content/clinical-facts.ts";
import { patientGuides as guides } from "../../content/patient-guides.ts";
import { guideChapters } from "../../content/guide-chapters.ts";
import type { KnowledgeSection } from "../../lib/wire-types.ts";
import type { PublishedText } from "./fact-statements.ts";
import { distDir, requireDist } from "./dist.ts";
import { drawnText } from "./pdf-text.ts";

const blocks =
  "p, li, dd, dt, td, th, h1, h2, h3, h4, h5, h6, figcaption, summary, blockquote, label, legend";
const squash = (text: string) => text.replace(/\s+/g, " ").trim();

function subjectsOf(path: string): readonly ScopeId[] {
  return textSubjects[path] ?? [];
}

/**
 * A guide's drawn text cut at its chapters' headings, each chapter about what the page it comes
 * from is about (a chapter written for the guide alone is about what the whole guide is about).
 * Headings are found from the last chapter back, so the contents list is never taken for a chapter.
 */
function guideTexts(href: string, drawn: string): PublishedText[] {
  const guide = guides.find((g) => g.href === href);
  if (!guide) return [{ source: `PDF ${href}`, subjects: [], passages: [drawn] }];
  const fromPages = guide.chapters.map((
    chapter,
  ) => ("page" in chapter ? subjectsOf(chapter.page) : undefined));
  const wholeGuide = [...new Set(fromPages.flatMap((s) => s ?? []))];
  const titles = guideChapters(guide).map((chapter) => squash(chapter.title));
  const texts: PublishedText[] = [];
  let end = drawn.length;
  for (let i = titles.length - 1; i >= 0; i--) {
    const start = drawn.lastIndexOf(titles[i], end - 1);
    if (start < 0) throw new Error(`${href}: chapter "${titles[i]}" not found in the drawn text`);
    texts.unshift({
      source: `PDF ${href} (${titles[i]})`,
      subjects: fromPages[i] ?? wholeGuide,
      passages: [drawn.slice(start, end)],
    });
    end = start;
  }
  texts.unshift({
    source: `PDF ${href} (cover and contents)`,
    subjects: wholeGuide,
    passages: [drawn.slice(0, end)],
  });
  return texts;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return ["assets", "images", "media", "documents"].includes(entry.name) ? [] : htmlFiles(path);
    }
    return entry.name === "index.html" ? [path] : [];
  });
}

const window = new Window();

function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return /^(?:https?:|\/|#)/.test(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

/** The passages of one rendered page: every block of text that holds no other block. */
export function pagePassages(html: string): { canonical?: string; passages: string[] } {
  const doc = new window.DOMParser().parseFromString(html, "text/html");
  const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? undefined;
  // A table row with a heading reads as one passage, "Jogging: 6 months", as a patient reads it.
  const rows: string[] = [];
  for (const row of doc.body.querySelectorAll("tr:has(> th[scope=row])")) {
    rows.push([...row.children].map((cell) => squash(cell.textContent ?? "")).join(": "));
    row.remove();
  }
  const passages = [...rows, ...doc.body.querySelectorAll(blocks)]
    .filter((el) => typeof el === "string" || !el.querySelector(blocks))
    .map((el) => typeof el === "string" ? el : squash(el.textContent ?? ""))
    .filter(Boolean);
  // Structured data is read by search engines and shown in their results: its text counts too.
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    passages.push(...stringsIn(JSON.parse(script.textContent ?? "null")));
  }
  return { canonical: canonical ? decodeURI(new URL(canonical).pathname) : undefined, passages };
}

export function renderedPages(): PublishedText[] {
  requireDist();
  return htmlFiles(distDir).map((file) => {
    const { canonical, passages } = pagePassages(readFileSync(file, "utf8"));
    const path = canonical ??
      (decodeURI(file.slice(distDir.length).replace(/\/?index\.html$/, "")) || "/");
    return { source: `page ${path}`, subjects: subjectsOf(path), passages };
  });
}

export async function pdfGuides(): Promise<PublishedText[]> {
  requireDist();
  const folder = join(distDir, "documents");
  const texts: PublishedText[] = [];
  for (const name of readdirSync(folder).filter((n) => n.endsWith(".pdf")).sort()) {
    const { pages } = await drawnText(readFileSync(join(folder, name)));
    texts.push(...guideTexts(`/documents/${name}`, squash(pages.join(" "))));
  }
  return texts;
}

export function knowledgeIndex(): PublishedText[] {
  requireDist();
  const { sections } = JSON.parse(readFileSync(join(distDir, "knowledge.json"), "utf8")) as {
    sections: KnowledgeSection[];
  };
  return sections.map((section) => {
    const path = section.url.replace(/#.*$/, "");
    return {
      source: `chat index ${section.url} (${section.title})`,
      subjects: subjectsOf(path),
      passages: section.text.split("\n"),
    };
  });
}

export async function publishedTexts(): Promise<PublishedText[]> {
  return [...renderedPages(), ...await pdfGuides(), ...knowledgeIndex()];
}
