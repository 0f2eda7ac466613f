/**
 * The build's rewrite of React's markup to HTML's own spelling (scripts/build/html-syntax.ts), and
 * what it leaves alone: raw text, inline SVG, values, and attributes that are not boolean.
 */
import { describe, expect, it } from "vitest";
import { htmlSyntax } from "../../scripts/build/html-syntax.ts";

describe("htmlSyntax", () => {
  it("ends void elements with >, lower-cases attribute names, and lets boolean attributes stand alone", () => {
    expect(
      htmlSyntax(
        `<meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/><img src="/a.svg" alt="" width="10"/>`,
      ),
    )
      .toBe(
        `<meta charset="utf-8"><link rel="stylesheet" href="/a.css"><img src="/a.svg" alt="" width="10">`,
      );
    expect(
      htmlSyntax(
        `<form encType="multipart/form-data"><input id="a" required="" maxLength="60" autoComplete="given-name" value=""/></form>`,
      ),
    )
      .toBe(
        `<form enctype="multipart/form-data"><input id="a" required maxlength="60" autocomplete="given-name" value=""></form>`,
      );
    expect(
      htmlSyntax(
        `<div hidden="" data-x="" aria-hidden="true"><button popoverTarget="m" popoverTargetAction="hide">x</button></div>`,
      ),
    )
      .toBe(
        `<div hidden data-x="" aria-hidden="true"><button popovertarget="m" popovertargetaction="hide">x</button></div>`,
      );
    expect(
      htmlSyntax(
        `<video controls="" playsInline="" controlsList="nodownload" preload="none"></video>`,
      ),
    )
      .toBe(`<video controls playsinline controlslist="nodownload" preload="none"></video>`);
  });

  it("keeps a boolean attribute's other values, and every value's text", () => {
    expect(htmlSyntax(`<div hidden="until-found" title="Say &quot;Hi&quot; &amp; &lt;b&gt;">`))
      .toBe(`<div hidden="until-found" title="Say &quot;Hi&quot; &amp; &lt;b&gt;">`);
  });

  it("leaves scripts, styles, comments and inline SVG as they are", () => {
    const svg =
      `<svg viewBox="0 0 8 8" role="img" aria-labelledby="t"><title id="t">x</title><path d="M0 0h8"/><foreignObject/></svg>`;
    const json =
      `<script type="application/ld+json">{"a":"<img/> \\u003cb hidden=\\"\\"/>"}</script>`;
    const css = `<style>a[hidden=""]{color:red}</style>`;
    const page =
      `<!DOCTYPE html><html lang="en"><head>${css}</head><body><!-- <br/> -->${svg}<br/>${json}<input checked=""/></body></html>`;
    expect(htmlSyntax(page)).toBe(
      `<!DOCTYPE html><html lang="en"><head>${css}</head><body><!-- <br/> -->${svg}<br>${json}<input checked></body></html>`,
    );
  });

  it("changes nothing it has already written", () => {
    const once = htmlSyntax(
      `<p><input type="checkbox" checked="" disabled=""/><img src="/a" alt=""/></p>`,
    );
    expect(htmlSyntax(once)).toBe(once);
  });
});
