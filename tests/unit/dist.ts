/** Reading the built site (dist/) in tests: run `npm run build` first (npm test does). */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { SiteManifest } from "../../edge/site-manifest.ts";

export const distDir = resolve(import.meta.dirname, "../../dist");

export function requireDist(): SiteManifest {
  const manifest = join(distDir, "_site.json");
  if (!existsSync(manifest)) {
    throw new Error("dist/ is missing: run `npm run build` before these tests (npm test does).");
  }
  return JSON.parse(readFileSync(manifest, "utf8"));
}

export function distFile(urlPath: string): Buffer {
  return readFileSync(join(distDir, decodeURI(urlPath)));
}

export { gzipBytes } from "../../scripts/build/html-budget.ts";

/**
 * The scripts a page loads without being asked: its module scripts, the site script its inline
 * loader adds after the first paint (lib/site-loader.ts), and everything they import statically.
 */
export function initialScripts(html: string): string[] {
  return withStaticImports(
    [
      ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
      ...html.matchAll(/<script[^>]*data-site-script="([^"]+)"/g),
    ].map((m) => m[1]),
  );
}

const resolveFrom = (src: string, specifier: string) =>
  new URL(specifier, `http://x${src.slice(0, src.lastIndexOf("/") + 1)}`).pathname;

/** Scripts and everything they import statically: what loads when they load. */
export function withStaticImports(scripts: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...scripts];
  while (queue.length) {
    const src = queue.shift()!;
    if (seen.has(src)) continue;
    seen.add(src);
    const code = distFile(src).toString("utf8");
    // Static imports only (`import … from"./x.js"` / `import"./x.js"`), not dynamic `import("./x.js")`.
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+)"/g)) {
      queue.push(resolveFrom(src, m[1]));
    }
  }
  return [...seen];
}

/** The chunks a script loads on demand (`import("./chunks/x.js")`). */
export function dynamicImports(src: string): string[] {
  const code = distFile(src).toString("utf8");
  return [
    ...new Set(
      [...code.matchAll(/\bimport\(\s*"(\.{1,2}\/[^"]+)"\s*\)/g)].map((m) =>
        resolveFrom(src, m[1])
      ),
    ),
  ];
}

/**
 * What loading one widget costs: the chunk the site script imports on demand for it (widgets/site
 * `widgetLoaders`; esbuild names the chunk after the widget's module, `<name>.<hash>.js`) and every
 * chunk that one imports statically — the shared Preact runtime included.
 */
export function widgetScripts(name: string): string[] {
  const site = initialScripts(
    `<script type="module" src="${requireDist().assets.siteScript}"></script>`,
  );
  const chunks = [...new Set(site.flatMap(dynamicImports))].filter((src) =>
    src.slice(src.lastIndexOf("/") + 1).startsWith(`${name}.`)
  );
  if (chunks.length !== 1) {
    throw new Error(
      `The site script should load one chunk for the ${name} widget, not ${chunks.length}.`,
    );
  }
  return withStaticImports(chunks);
}

export function stylesheets(html: string): string[] {
  return [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
}
