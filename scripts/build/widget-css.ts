/**
 * An esbuild plugin that minifies the widgets' CSS at bundling. A widget keeps its CSS readable in a
 * TypeScript module, as a template literal in a constant named `css` or `…Css` (widgets/shared/shadow.ts
 * adopts it in the shadow root); esbuild's JavaScript minifier leaves a string's contents alone, so
 * without this every widget shipped its indentation and comments.
 *
 * A literal without `${…}` goes through esbuild's own CSS minifier. One with substitutions (the shadow
 * root's base CSS, which writes the palette in) only loses its comments and the white space that
 * cannot matter: around `{`, `}` and `;`, and after `:` and `,`.
 */
import { readFile } from "node:fs/promises";
import * as esbuild from "esbuild";
import type { Plugin } from "esbuild";
import ts from "typescript";

const CSS_CONSTANT = /^(?:css|\w+Css)$/;

/** Collapses white space in a fragment of CSS where doing so cannot change its meaning. */
export function squeezeCss(fragment: string): string {
  return fragment
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\s+/g, " ")
    .replace(/ ?([{};]) ?/g, "$1")
    .replace(/([:,]) /g, "$1")
    .replace(/;}/g, "}");
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The module's source with every CSS constant's template literal minified. */
export async function minifyCssConstants(
  source: string,
  fileName: string,
  target: string[],
): Promise<string> {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const literals: Array<ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression> = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) &&
      CSS_CONSTANT.test(node.name.text) && node.initializer
    ) {
      const init = node.initializer;
      if (ts.isNoSubstitutionTemplateLiteral(init) || ts.isTemplateExpression(init)) {
        literals.push(init);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  const edits: Edit[] = [];
  for (const literal of literals) {
    if (ts.isNoSubstitutionTemplateLiteral(literal)) {
      const { code } = await esbuild.transform(literal.text, {
        loader: "css",
        minify: true,
        target,
      });
      edits.push({
        start: literal.getStart(file),
        end: literal.getEnd(),
        text: JSON.stringify(code.trim()),
      });
    } else {
      // Only the raw text between substitutions is rewritten; the substitutions stay as written.
      for (const part of [literal.head, ...literal.templateSpans.map((span) => span.literal)]) {
        const start = part.getStart(file);
        const end = part.getEnd();
        const raw = source.slice(start, end);
        const close = raw.endsWith("${") ? 2 : 1; // it opens with "`" or "}" and closes with "${" or "`"
        edits.push({
          start: start + 1,
          end: end - close,
          text: squeezeCss(raw.slice(1, raw.length - close)),
        });
      }
    }
  }
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

/** A TypeScript module's source for esbuild, its CSS constants minified. */
export async function loadWidgetSource(
  path: string,
  target: string[],
): Promise<{ contents: string; loader: "ts" | "tsx" }> {
  const source = await readFile(path, "utf8");
  const contents = /\b(?:css|\w+Css)\s*=\s*`/.test(source)
    ? await minifyCssConstants(source, path, target)
    : source;
  return { contents, loader: path.endsWith("x") ? "tsx" : "ts" };
}

export function widgetCssPlugin(target: string[]): Plugin {
  return {
    name: "widget-css",
    setup(build) {
      build.onLoad(
        { filter: /[\\/](?:widgets|lib)[\\/].+\.tsx?$/ },
        (args) => loadWidgetSource(args.path, target),
      );
    },
  };
}
