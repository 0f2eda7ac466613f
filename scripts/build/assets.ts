/** Bundles the stylesheets and scripts with esbuild: minified, content-hashed file names. */
import * as esbuild from "esbuild";
import { relative } from "node:path";
import type { Assets } from "../../pages/document.tsx";
import { libCssPlugin } from "./lib-css.ts";
import { typefaceUrl } from "./fonts.ts";
import { widgetChunksPlugin } from "./widget-chunks.ts";
import { widgetCssPlugin } from "./widget-css.ts";

const target = ["es2022", "chrome111", "safari16.4", "firefox115"];

export interface BuiltAssets extends Assets {
  /** every emitted file, relative to dist, with its size in bytes */
  files: Array<{ path: string; bytes: number }>;
  /**
   * Each module esbuild emitted for a source file (entry points and the widgets' own chunks), by
   * source path: its URL first, then the URLs of every chunk it imports statically.
   */
  modules: Record<string, string[]>;
}

export async function buildAssets(root: string, dist: string): Promise<BuiltAssets> {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: {
      site: "widgets/site/main.ts",
      styles: "pages/styles/index.css",
      noscript: "pages/styles/noscript.css",
    },
    outdir: `${dist}/assets`,
    entryNames: "[name].[hash]",
    chunkNames: "chunks/[name].[hash]",
    assetNames: "[name].[hash]",
    loader: { ".woff2": "file" },
    bundle: true,
    splitting: true,
    format: "esm",
    target,
    minify: true,
    metafile: true,
    legalComments: "none",
    jsx: "automatic",
    jsxImportSource: "preact",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
    plugins: [libCssPlugin, widgetChunksPlugin(root, target), widgetCssPlugin(target)],
  });
  const outputs = result.metafile.outputs;
  const byEntry = (entry: string) => {
    const found = Object.entries(outputs).find(([, o]) => o.entryPoint === entry);
    if (!found) throw new Error(`esbuild produced no output for ${entry}`);
    return "/" + relative(dist, `${root}/${found[0]}`);
  };
  const url = (output: string) => "/" + relative(dist, `${root}/${output}`);
  const withImports = (output: string, seen = new Set<string>()): string[] => {
    if (seen.has(output)) return [];
    seen.add(output);
    const imports = outputs[output].imports.filter((i) =>
      i.kind === "import-statement" && !i.external
    );
    return [url(output), ...imports.flatMap((i) => withImports(i.path, seen))];
  };
  const modules = Object.fromEntries(
    Object.entries(outputs).flatMap((
      [output, o],
    ) => (o.entryPoint ? [[o.entryPoint, withImports(output)]] : [])),
  );
  return {
    css: byEntry("pages/styles/index.css"),
    noscriptCss: byEntry("pages/styles/noscript.css"),
    siteScript: byEntry("widgets/site/main.ts"),
    font: typefaceUrl(outputs, url),
    files: Object.entries(outputs).map(([path, o]) => ({
      path: relative(dist, `${root}/${path}`),
      bytes: o.bytes,
    })),
    modules,
  };
}
