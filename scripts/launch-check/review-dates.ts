/**
 * Where launch-check reads review dates: today, the `reviewed` dates each page object in
 * pages/content carries. When pages get review records of their own, point `pageReviewDates` at
 * them; nothing else in launch-check reads review dates.
 */
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

export interface PageReview {
  /** the page (or guide) the dates belong to */
  page: string;
  /** ISO date the next clinical review is due */
  nextReview: string;
}

const contentDir = resolve(import.meta.dirname, "../../pages/content");

function contentModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return contentModules(full);
    return entry.isFile() && entry.name.endsWith(".ts") ? [full] : [];
  });
}

type Reviewed = { path: string; reviewed: { nextReview: string } };
const isReviewedPage = (value: unknown): value is Reviewed => {
  const v = value as Partial<Reviewed> | null;
  return typeof v?.path === "string" && typeof v.reviewed?.nextReview === "string";
};

/** Every page object exported by a content module (on its own or in an exported list) with its review dates. */
export async function pageReviewDates(): Promise<PageReview[]> {
  const byPage = new Map<string, string>();
  for (const file of contentModules(contentDir)) {
    const exports: Record<string, unknown> = await import(pathToFileURL(file).href);
    for (const value of Object.values(exports)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (isReviewedPage(item)) byPage.set(item.path, item.reviewed.nextReview);
      }
    }
  }
  return [...byPage].map(([page, nextReview]) => ({ page, nextReview })).sort((a, b) => a.page.localeCompare(b.page));
}
