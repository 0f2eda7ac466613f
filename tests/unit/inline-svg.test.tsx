/** Inlining one of the site's SVG drawings in a page (pages/components/static-svg.ts, Img.tsx). */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Img } from "../../pages/components/Img.tsx";
import { inlineSvgParts } from "../../pages/components/static-svg.ts";
import { RenderContextValue } from "../../pages/render-context.ts";
import { testRenderContext } from "./render-context.ts";

const drawing =
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" font-family="system-ui" fill="none">` +
  `<title>The file's own title</title><!-- a note --><defs><linearGradient id="bg"/></defs>` +
  `<path id="bone" d="M294.4 357.6C1.5.5 10-.5 -0.4,2.6Z" fill="url(#bg)"/><use href="#bone"/><text font-size="18">Thigh bone</text></svg>`;

describe("an SVG drawing inlined in a page", () => {
  it("keeps its size and drawing, moves the root's inherited attributes onto a <g>, prefixes ids and references, drops its title", () => {
    const parts = inlineSvgParts(drawing, "main-picture")!;
    expect(parts).toMatchObject({ width: "800", height: "600", viewBox: "0 0 800 600" });
    expect(parts.inner.startsWith('<g font-family="system-ui" fill="none">')).toBe(true);
    expect(parts.inner).not.toMatch(/<title|a note|xmlns|role=/);
    expect(parts.inner).toContain('<linearGradient id="main-picture-bg"/>');
    expect(parts.inner).toContain('id="main-picture-bone"');
    expect(parts.inner).toContain('fill="url(#main-picture-bg)"');
    expect(parts.inner).toContain('<use href="#main-picture-bone"/>');
    expect(parts.inner).toContain('<text font-size="18">Thigh bone</text>');
  });

  it("rounds path data to whole units only where numbers are set apart", () => {
    expect(inlineSvgParts(drawing, "p")!.inner).toContain('d="M294 358C1.5.5 10-.5 0,3Z"');
  });

  it("refuses what a page's CSP or markup would not take as it is: scripts, style blocks or attributes, handlers", () => {
    for (
      const bad of [
        "<script>x()</script>",
        "<style>p{}</style>",
        '<rect style="fill:red"/>',
        '<rect onclick="x()"/>',
      ]
    ) {
      expect(inlineSvgParts(drawing.replace("</svg>", `${bad}</svg>`), "p"), bad).toBeUndefined();
    }
  });

  it("Img renders the page's main SVG picture inline, named by its alt text; inlineSvg: false keeps the preloaded <img>", () => {
    const image = {
      src: "/images/conditions/knee-arthritis.svg",
      alt: "A knee <with> arthritis & more",
      width: 800,
      height: 600,
    };
    const render = (inlineSvg?: boolean) =>
      renderToStaticMarkup(
        <RenderContextValue.Provider value={testRenderContext({ inlineSvg })}>
          <Img image={image} priority className="figure-image" />
        </RenderContextValue.Provider>,
      );
    const inline = render();
    expect(inline).toMatch(
      /^<svg class="figure-image inline-picture" width="\d+" height="\d+" viewBox="[^"]+" role="img" aria-labelledby="main-picture-title"><title id="main-picture-title">A knee &lt;with&gt; arthritis &amp; more<\/title>/,
    );
    expect(inline).not.toContain("<img");
    const img = render(false);
    expect(img).toContain('<img src="/images/conditions/knee-arthritis.svg"');
    expect(img).toContain('rel="preload"');
  });
});
