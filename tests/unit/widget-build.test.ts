/**
 * How the widgets are bundled (scripts/build/widget-chunks.ts, widget-css.ts): each embeddable
 * widget is its own chunk plus the Preact runtime they share, and its CSS ships minified.
 */
import { describe, expect, it } from "vitest";
import { minifyCssConstants } from "../../scripts/build/widget-css.ts";
import { distFile, widgetScripts } from "./dist.ts";

const target = ["es2022", "chrome111", "safari16.4", "firefox115"];

describe("the widgets' CSS constants, minified at bundling", () => {
  it("minifies a plain template literal and leaves other strings alone", async () => {
    const source =
      "const note = `  keep   me  `;\nexport const panelCss = `\n/* a comment */\n.panel {\n  color: #ff0000;\n  margin: 0px;\n}\n`;\n";
    const out = await minifyCssConstants(source, "x.ts", target);
    expect(out).toContain("const note = `  keep   me  `;");
    expect(out).toContain('export const panelCss = ".panel{color:red;margin:0}";');
  });

  it("keeps substitutions and the space of a descendant selector", async () => {
    const source =
      "const baseCss = `\n.widget {\n  ${palette(colours)} --radius: ${radius};\n}\n.widget :focus-visible { outline: 3px solid var(--focus); }\n`;";
    const out = await minifyCssConstants(source, "x.ts", target);
    expect(out).toBe(
      "const baseCss = ` .widget{${palette(colours)} --radius:${radius}}.widget :focus-visible{outline:3px solid var(--focus)}`;",
    );
  });

  it("ships the built story form's CSS without its indentation", () => {
    const [chunk] = widgetScripts("story-form");
    const code = distFile(chunk).toString("utf8");
    expect(code).toContain(".story-form{container-type:inline-size}");
    expect(code).not.toMatch(/\n {2}/);
  });
});

describe("the widgets' chunks", () => {
  it("each embeddable widget loads its own chunk and the one Preact runtime they share, nothing else", () => {
    const runtimes = new Set<string>();
    for (const name of ["reviews", "story-form", "chat"]) {
      const scripts = widgetScripts(name);
      expect(scripts, name).toHaveLength(2);
      runtimes.add(scripts[1]);
    }
    expect(runtimes.size).toBe(1);
  });
});
