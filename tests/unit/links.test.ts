/**
 * Every internal link, asset and /documents file referenced from the built site resolves: a
 * route, a redirect to a route, or a file in dist/ — and every #fragment names an element that
 * exists on the target page.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { distDir, requireDist } from "./dist.ts";

const manifest = requireDist();
const routeFiles = new Map(manifest.routes.map((r) => [r.path, r.file]));
const redirects = new Map(manifest.redirects.map((r) => [r.from, r.to]));

const htmlFiles = readdirSync(distDir, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".html"))
  .map((f) => join(distDir, f));

const ids = new Map<string, Set<string>>();
function idsIn(file: string): Set<string> {
  let found = ids.get(file);
  if (!found) {
    const html = readFileSync(file, "utf8");
    found = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    ids.set(file, found);
  }
  return found;
}

const decodeEntities = (s: string) =>
  s.replace(/&amp;/g, "&").replace(/&#x27;/g, "'").replace(/&quot;/g, '"');

/** Every URL a page refers to: links, images, media, scripts, stylesheets, srcset candidates. */
function referencesIn(html: string): string[] {
  const refs: string[] = [];
  for (const m of html.matchAll(/\s(?:href|src|poster|action|data-src)="([^"]*)"/g)) {
    refs.push(decodeEntities(m[1]));
  }
  for (const m of html.matchAll(/\ssrcset="([^"]*)"/g)) {
    for (const candidate of decodeEntities(m[1]).split(",")) {
      refs.push(candidate.trim().split(/\s+/)[0]);
    }
  }
  return refs.filter((r) =>
    r && !/^(https?:|mailto:|tel:|data:|javascript:)/.test(r) && !r.startsWith("//")
  );
}

/** The dist file a site path answers with, or undefined. */
function resolvePath(path: string): string | undefined {
  const target = redirects.get(path) ?? path;
  const routeFile = routeFiles.get(target);
  if (routeFile) return join(distDir, routeFile);
  const file = join(distDir, target);
  if (target.endsWith("/") || !existsSync(file)) return undefined;
  return file;
}

describe("internal links and assets in dist/", () => {
  it("the build has pages to check", () => {
    expect(htmlFiles.length).toBeGreaterThan(40);
  });

  for (const file of htmlFiles) {
    const page = "/" + relative(distDir, file).replace(/index\.html$/, "").replace(/\/$/, "");
    it(`${page || "/"}: every reference resolves`, () => {
      const html = readFileSync(file, "utf8");
      const broken: string[] = [];
      for (const ref of referencesIn(html)) {
        if (ref.startsWith("/api/")) continue; // answered by the edge (tested in tests/edge)
        if (/^\/embed\/(reviews|story-form)\b/.test(ref)) continue; // the iframe embeds: edge pages too (tests/edge/embeds.test.ts)
        const url = new URL(ref, `http://site${page === "/" ? "/" : page + "/"}`);
        if (url.host !== "site") continue;
        const path = decodeURIComponent(url.pathname);
        const target = ref.startsWith("#") ? file : resolvePath(path);
        if (!target) {
          broken.push(ref);
          continue;
        }
        const fragment = decodeURIComponent(url.hash.slice(1));
        if (
          fragment && fragment !== "top" && target.endsWith(".html") && !idsIn(target).has(fragment)
        ) {
          broken.push(`${ref} (no element with id "${fragment}")`);
        }
      }
      expect(broken).toEqual([]);
    });
  }

  it("every /documents file the site links to is a PDF in the build", () => {
    const documents = new Set<string>();
    for (const file of htmlFiles) {
      for (const ref of referencesIn(readFileSync(file, "utf8"))) {
        if (ref.startsWith("/documents/")) documents.add(ref);
      }
    }
    expect(documents.size).toBeGreaterThanOrEqual(11);
    for (const doc of documents) {
      const bytes = readFileSync(join(distDir, doc));
      expect(bytes.subarray(0, 5).toString("latin1"), doc).toBe("%PDF-");
    }
  });
});
