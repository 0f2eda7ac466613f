/**
 * An esbuild plugin that writes CSS kept in lib/ into the site's stylesheets, in place of a comment
 * that starts with `lib:<name>`, so the pages, the widgets and the edge share one source:
 * `lib:design-tokens` (custom properties on :root, in site.css) and `lib:email-suggestions`
 * (the email field's suggestions list, in enquiry.css).
 */
import { readFile } from "node:fs/promises";
import type { Plugin } from "esbuild";
import { siteCustomProperties } from "../../lib/design-tokens.ts";
import { emailSuggestionsCss } from "../../lib/email-suggestions-css.ts";

const parts: Record<string, () => string> = {
  "design-tokens": () =>
    siteCustomProperties().map(([name, value]) => `  ${name}: ${value};\n`).join(""),
  "email-suggestions": () => emailSuggestionsCss.trimStart(),
};

const MARKER = /\/\* lib:([a-z-]+)[\s\S]*?\*\/\n/g;

/** The stylesheet with each `lib:` comment replaced by the CSS it names. */
export function withLibCss(css: string): string {
  return css.replace(MARKER, (_, name: string) => {
    const part = parts[name];
    if (!part) throw new Error(`No CSS in lib/ called ${name}`);
    return part();
  });
}

export const libCssPlugin: Plugin = {
  name: "lib-css",
  setup(build) {
    build.onLoad({ filter: /[\\/]pages[\\/]styles[\\/][\w-]+\.css$/ }, async (args) => ({
      contents: withLibCss(await readFile(args.path, "utf8")),
      loader: "css",
    }));
  },
};
