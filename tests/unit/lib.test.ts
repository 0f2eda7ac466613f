/**
 * lib/: the helpers pages, widgets, edge and scripts share — one date formatter (Europe/London)
 * and one set of design tokens that the stylesheet, the widgets and the edge's pages all use.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ukDate, ukDateOrNull, ukDateTime } from "../../lib/dates.ts";
import { colours, darkColours, fontStack, siteCustomProperties } from "../../lib/design-tokens.ts";
import { PAGE_STYLE } from "../../edge/html-page.ts";
import { withLibCss } from "../../scripts/build/lib-css.ts";
import { distFile, requireDist } from "./dist.ts";

const root = resolve(import.meta.dirname, "../..");

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) =>
      v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
    );
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

describe("ukDate", () => {
  it("prints a YYYY-MM-DD date as written, in winter and in summer", () => {
    expect(ukDate("2026-11-01")).toBe("1 November 2026");
    expect(ukDate("2026-06-01")).toBe("1 June 2026");
    expect(ukDate("2027-01-31")).toBe("31 January 2027");
  });

  it("prints a moment on its day in the UK, not in UTC", () => {
    // 23:30 UTC on 1 June is 00:30 BST on 2 June; in January UTC and UK time agree.
    expect(ukDate("2026-06-01T23:30:00Z")).toBe("2 June 2026");
    expect(ukDate("2026-01-01T23:30:00Z")).toBe("1 January 2026");
  });

  it("returns an unreadable value as given, or null from ukDateOrNull", () => {
    expect(ukDate("not a date")).toBe("not a date");
    expect(ukDateOrNull("not a date")).toBeNull();
    expect(ukDateOrNull(undefined)).toBeNull();
    expect(ukDateOrNull("2026-11-01T10:00:00Z")).toBe("1 November 2026");
  });

  it("prints a moment with its UK clock time", () => {
    expect(ukDateTime("2026-06-01T09:05:00Z")).toBe("1 June 2026 at 10:05");
    expect(ukDateTime("2026-12-01T09:05:00Z")).toBe("1 December 2026 at 09:05");
  });
});

describe("design tokens", () => {
  it("are written into site.css in place of its marker comment", () => {
    const source = readFileSync(resolve(root, "pages/styles/site.css"), "utf8");
    expect(source).not.toContain(colours.accent);
    const css = withLibCss(source);
    for (const [name, value] of siteCustomProperties()) {
      expect(css).toContain(`  ${name}: ${value};\n`);
    }
    expect(css).not.toContain("lib:design-tokens");
  });

  it("reach the built stylesheet", () => {
    const manifest = requireDist();
    const css = distFile(manifest.assets.css).toString("utf8");
    expect(css).toContain(`--accent: ${colours.accent};`);
    expect(css).toContain(`--ink: ${colours.ink};`);
  });

  it("colour the widgets' shadow roots in both themes", () => {
    const shadow = readFileSync(resolve(root, "widgets/shared/shadow.ts"), "utf8").replace(
      /\/\*[\s\S]*?\*\//g,
      "",
    );
    expect(shadow).not.toMatch(/#[0-9a-f]{6}/i);
    expect(shadow).toContain("palette(darkColours)");
  });

  it("give the dark theme every colour the light one has (the focus ring is shared)", () => {
    const light = Object.keys(colours).filter((token) => token !== "focus").sort();
    expect(Object.keys(darkColours).sort()).toEqual(light);
  });

  it.each(["ink", "muted", "accent", "accentDark", "danger", "success"] as const)(
    "make %s text readable in the dark theme: WCAG AA (4.5:1) on its background, surface and soft accent",
    (token) => {
      for (const ground of [darkColours.bg, darkColours.surface, darkColours.accentSoft]) {
        expect(contrast(darkColours[token], ground), `${token} on ${ground}`)
          .toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it("colour the edge's own pages with the site palette, not another blue", () => {
    expect(PAGE_STYLE).toContain(`background: ${colours.accent}`);
    expect(PAGE_STYLE).toContain(fontStack);
    expect(PAGE_STYLE).not.toContain("#1565c0");
  });
});
