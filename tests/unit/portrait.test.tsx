/**
 * The portrait and the affiliations, as configured: a photograph (here one the test draws with
 * sharp — no stock photo is shipped) goes through the build's image pipeline and is the page's
 * preloaded main image; affiliations show their names in type, or a configured SVG logo.
 */
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buildImageVariants } from "../../scripts/build/images.ts";
import { Portrait } from "../../pages/components/Portrait.tsx";
import { Affiliations } from "../../pages/layout/Affiliations.tsx";
import { RenderContextValue } from "../../pages/render-context.ts";
import { site, siteConfigSchema, surgeonName } from "../../content/site.ts";
import { testRenderContext } from "./render-context.ts";

const base = testRenderContext();

describe("the portrait", () => {
  it("without a photograph: a monogram card with name and credentials, no image", () => {
    const html = renderToString(
      <RenderContextValue.Provider value={base}>
        <Portrait priority />
      </RenderContextValue.Provider>,
    );
    expect(html).toContain('class="portrait portrait-placeholder"');
    expect(html).toContain(`>${site.surgeon.firstName[0]}${site.surgeon.lastName[0]}</span>`);
    expect(html).toContain(surgeonName);
    expect(html).toContain(site.surgeon.postNominals.replace("&", "&amp;"));
    expect(html).not.toMatch(/<img|<svg|rel="preload"/);
  });

  it(
    "with a photograph: AVIF and WebP srcsets from the sharp pipeline, preloaded at high priority as the page's main image",
    async () => {
      const root = mkdtempSync(join(tmpdir(), "portrait-"));
      mkdirSync(join(root, "static/images/about"), { recursive: true });
      // A generated raster "photograph": a soft gradient with a disc, 1000 × 1250.
      const svg =
        `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1250"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfeff4"/><stop offset="1" stop-color="#0b6e8a"/></linearGradient></defs><rect width="1000" height="1250" fill="url(#g)"/><circle cx="500" cy="480" r="230" fill="#f3d9c4"/></svg>`;
      await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(
        join(root, "static/images/about/portrait.jpg"),
      );
      const variants = await buildImageVariants(join(root, "static"), join(root, "dist"));
      const photo = siteConfigSchema.shape.portrait.parse({
        src: "/images/about/portrait.jpg",
        alt: `${surgeonName}, consultant knee and hip surgeon`,
        width: 1000,
        height: 1250,
      })!;

      const html = renderToString(
        <RenderContextValue.Provider value={{ ...base, images: variants }}>
          <html lang="en">
            <head>
              <title>t</title>
            </head>
            <body>
              <Portrait photo={photo} priority />
            </body>
          </html>
        </RenderContextValue.Provider>,
      );
      const preload = html.match(/<link rel="preload"[^>]*>/)?.[0] ?? "";
      expect(preload).toContain('as="image"');
      expect(preload).toContain('fetchPriority="high"');
      expect(preload).toContain('imageSrcSet="/images/about/portrait-480.webp 480w');
      expect(preload).toContain('/images/about/portrait-1000.webp 1000w"');
      expect(html).toMatch(
        /<picture><source type="image\/avif" srcSet="\/images\/about\/portrait-480\.avif 480w[^"]*1000w"/,
      );
      expect(html).toContain('<source type="image/webp"');
      expect(html).toMatch(
        /<img src="\/images\/about\/portrait\.jpg" alt="[^"]+" width="1000" height="1250"(?![^>]*loading=)[^>]*fetchPriority="high"/,
      );
      expect(html).not.toContain("portrait-placeholder");
      expect((await sharp(join(root, "dist/images/about/portrait-960.avif")).metadata()).width)
        .toBe(960);
    },
    60_000,
  );

  it("the config takes only a JPEG or PNG photograph under /images", () => {
    const portrait = siteConfigSchema.shape.portrait;
    expect(
      portrait.safeParse({ src: "/images/about/portrait.svg", alt: "x", width: 1, height: 1 })
        .success,
    ).toBe(false);
    expect(
      portrait.safeParse({ src: "/images/about/portrait.png", alt: "x", width: 1, height: 1 })
        .success,
    ).toBe(true);
    expect(portrait.safeParse(undefined).success).toBe(true);
  });
});

describe("affiliations", () => {
  it("lists the names in type, as links whose accessible name is the visible name", () => {
    const html = renderToString(<Affiliations />);
    for (const a of [...site.societies, ...site.insurers]) {
      expect(html).toContain(`<span class="affiliate-name">${a.name.replace("&", "&amp;")}</span>`);
    }
    expect(html).not.toMatch(/<svg|<img/);
  });

  it("shows a configured SVG logo above the name", () => {
    const [first, ...rest] = site.societies;
    const societies = [{ ...first, logo: "/images/logos/boa.svg" }, ...rest];
    const affiliate = siteConfigSchema.shape.societies.element;
    expect(affiliate.safeParse(societies[0]).success).toBe(true);
    expect(affiliate.safeParse({ ...first, logo: "/images/logos/boa.png" }).success).toBe(false);
    const html = renderToString(<Affiliations societies={societies} />);
    expect(html).toMatch(
      new RegExp(
        `<img class="affiliate-logo" src="/images/logos/boa.svg" alt=""[^>]*/><span class="affiliate-name">${first.name}</span>`,
      ),
    );
  });
});
