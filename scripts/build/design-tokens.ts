/**
 * An esbuild plugin that writes the design tokens (lib/design-tokens.ts) into
 * pages/styles/site.css, in place of its `design-tokens` comment inside :root, so the stylesheet,
 * the widgets and the edge's pages share one palette.
 */
import { readFile } from "node:fs/promises";
import type { Plugin } from "esbuild";
import { siteCustomProperties } from "../../lib/design-tokens.ts";

const MARKER = /\/\* design-tokens:[\s\S]*?\*\/\n/;

export function withDesignTokens(css: string): string {
  if (!MARKER.test(css)) throw new Error("site.css has no design-tokens comment in :root");
  return css.replace(MARKER, siteCustomProperties().map(([name, value]) => `  ${name}: ${value};\n`).join(""));
}

export const designTokensPlugin: Plugin = {
  name: "design-tokens",
  setup(build) {
    build.onLoad({ filter: /[\\/]pages[\\/]styles[\\/]site\.css$/ }, async (args) => ({
      contents: withDesignTokens(await readFile(args.path, "utf8")),
      loader: "css",
    }));
  },
};
