/** Reading the built site (dist/) in tests: run `npm run build` first (npm test does). */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import type { SiteManifest } from "../../edge/site-manifest.ts";

export const distDir = resolve(import.meta.dirname, "../../dist");

export function requireDist(): SiteManifest {
  const manifest = join(distDir, "_site.json");
  if (!existsSync(manifest)) throw new Error("dist/ is missing: run `npm run build` before these tests (npm test does).");
  return JSON.parse(readFileSync(manifest, "utf8"));
}

export function distFile(urlPath: string): Buffer {
  return readFileSync(join(distDir, decodeURI(urlPath)));
}

export function gzipBytes(body: Buffer | string): number {
  return gzipSync(body, { level: 9 }).byteLength;
}

/** Script URLs imported by the module at `src`: static `import … from"./x.js"` / `import"./x.js"`, or dynamic `import("./x.js")`. */
function importsOf(src: string, kind: "static" | "dynamic"): string[] {
  const code = distFile(src).toString("utf8");
  const base = src.slice(0, src.lastIndexOf("/") + 1);
  const pattern = kind === "static" ? /(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+)"/g : /\bimport\(\s*"(\.{1,2}\/[^"]+)"\s*\)/g;
  return [...code.matchAll(pattern)].map((m) => new URL(m[1], `http://x${base}`).pathname);
}

/** `entries` and every script they import statically, transitively. */
function withStaticImports(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const src = queue.shift()!;
    if (seen.has(src)) continue;
    seen.add(src);
    queue.push(...importsOf(src, "static"));
  }
  return [...seen];
}

/** The scripts a page loads at once: its module scripts and everything they import statically. */
export function initialScripts(html: string): string[] {
  return withStaticImports([...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]));
}

/**
 * What loading one widget costs: the chunk the site script imports on demand for it (widgets/site
 * `widgetLoaders`; esbuild names the chunk after the widget's module, `<name>.<hash>.js`) and every
 * chunk that one imports statically — the shared Preact runtime included.
 */
export function widgetScripts(name: string): string[] {
  const site = initialScripts(`<script type="module" src="${requireDist().assets.siteScript}"></script>`);
  const chunk = [...new Set(site.flatMap((src) => importsOf(src, "dynamic")))]
    .find((src) => src.slice(src.lastIndexOf("/") + 1).startsWith(`${name}.`));
  if (!chunk) throw new Error(`The site script loads no chunk for the ${name} widget.`);
  return withStaticImports([chunk]);
}

export function stylesheets(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
}
