import { describe, expect, it } from "vitest";
import {
  badgeSnippet,
  frameUrl,
  iframeSnippet,
  readFrameTheme,
  resizeSnippet,
} from "../../lib/frame-snippets.ts";

const ORIGIN = "https://www.your-practice.co.uk";

describe("the snippets for websites without scripts", () => {
  it("keeps the host page's resize snippet to about 300 bytes", () => {
    const bytes = new TextEncoder().encode(resizeSnippet(ORIGIN)).byteLength;
    expect(bytes).toBeLessThanOrEqual(320);
  });

  it("listens only to messages from the site's own origin", () => {
    expect(resizeSnippet(ORIGIN)).toContain(`e.origin!=="${ORIGIN}"`);
  });

  it("reads theme and accent strictly: unknown values are errors, not defaults", () => {
    expect(readFrameTheme(new URLSearchParams(""))).toEqual({
      ok: true,
      value: { theme: "light" },
    });
    expect(readFrameTheme(new URLSearchParams("theme=dark&accent=%23B03060"))).toEqual({
      ok: true,
      value: { theme: "dark", accent: "#b03060" },
    });
    expect(readFrameTheme(new URLSearchParams("accent=%23abc"))).toEqual({
      ok: true,
      value: { theme: "light", accent: "#abc" },
    });
    for (
      const bad of [
        "theme=Dark",
        "theme=blue",
        "accent=red",
        "accent=%23abcd",
        "accent=%23abcdef%22",
        "accent=rgb(1,2,3)",
      ]
    ) {
      expect(readFrameTheme(new URLSearchParams(bad)).ok, bad).toBe(false);
    }
  });

  it("writes the theme into the frame's address and escapes what goes into attributes", () => {
    expect(frameUrl(ORIGIN, "reviews", { theme: "dark", accent: "#b03060" })).toBe(
      `${ORIGIN}/embed/reviews?theme=dark&accent=%23b03060`,
    );
    expect(frameUrl(ORIGIN, "story-form", { theme: "light" })).toBe(`${ORIGIN}/embed/story-form`);
    expect(iframeSnippet(ORIGIN, "reviews", { theme: "light" }, `"Quoted" <title>`)).toContain(
      `title="&quot;Quoted&quot; &lt;title&gt;"`,
    );
    expect(badgeSnippet(ORIGIN, "/patient-success-stories", "Alt")).toBe(
      `<a href="${ORIGIN}/patient-success-stories"><img src="${ORIGIN}/api/badge.svg" alt="Alt" width="300" height="64"></a>`,
    );
  });
});
