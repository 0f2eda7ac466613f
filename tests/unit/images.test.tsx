import { existsSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buildImageVariants } from "../../scripts/build/images.ts";
import { Img } from "../../pages/components/Img.tsx";
import { RenderContextValue } from "../../pages/render-context.ts";
import { testRenderContext } from "./render-context.ts";
import { distDir, requireDist } from "./dist.ts";

const base = testRenderContext();

describe("responsive raster images", () => {
  it("a photograph gets AVIF and WebP at widths no wider than the original", async () => {
    const root = mkdtempSync(join(tmpdir(), "images-"));
    mkdirSync(join(root, "static/images/about"), { recursive: true });
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#0b6e8a" } }).jpeg()
      .toFile(join(root, "static/images/about/portrait.jpg"));
    await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#ffffff" } }).png()
      .toFile(join(root, "static/images/og-default.png"));
    const dist = join(root, "dist");
    const variants = await buildImageVariants(join(root, "static"), dist);

    expect(Object.keys(variants)).toEqual(["/images/about/portrait.jpg"]);
    const { avif, webp } = variants["/images/about/portrait.jpg"];
    expect(avif).toBe(
      "/images/about/portrait-480.avif 480w, /images/about/portrait-960.avif 960w, /images/about/portrait-1200.avif 1200w",
    );
    expect(webp).toContain("/images/about/portrait-1200.webp 1200w");
    for (const w of [480, 960, 1200]) {
      const meta = await sharp(join(dist, `images/about/portrait-${w}.avif`)).metadata();
      expect(meta.width).toBe(w);
      expect(existsSync(join(dist, `images/about/portrait-${w}.webp`))).toBe(true);
    }

    const html = renderToStaticMarkup(
      <RenderContextValue.Provider value={{ ...base, images: variants }}>
        <Img
          image={{
            src: "/images/about/portrait.jpg",
            alt: "Mr Ashcombe",
            width: 1200,
            height: 800,
          }}
        />
      </RenderContextValue.Provider>,
    );
    expect(html).toMatch(/^<picture><source type="image\/avif" srcSet="[^"]+480w[^"]*"/);
    expect(html).toContain('<source type="image/webp"');
    expect(html).toContain(
      '<img src="/images/about/portrait.jpg" alt="Mr Ashcombe" width="1200" height="800"',
    );
    expect(html).toContain('loading="lazy"');
  });

  it("every image on every built page has a width, a height and alt text; only the main image is eager", () => {
    const manifest = requireDist();
    const files = [...manifest.routes.map((route) => route.file), manifest.notFound];
    let eagerImages = 0;
    for (const file of files) {
      const html = readFileSync(join(distDir, file), "utf8");
      const imgs = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
      for (const img of imgs) {
        expect(img, file).toMatch(/ width="\d+"/);
        expect(img, file).toMatch(/ height="\d+"/);
        expect(img, file).toMatch(/ alt="/);
      }
      const eager = imgs.filter((img) => !img.includes('loading="lazy"'));
      expect(eager.length, file).toBeLessThanOrEqual(1);
      for (const img of eager) {
        eagerImages++;
        expect(img, file).toContain('fetchpriority="high"');
        const src = img.match(/ src="([^"]+)"/)![1];
        // …and it is preloaded from the head, so the browser asks for it first: a labelled diagram
        // for the widths that show it, and its numbered copy for the narrower ones.
        const head = html.slice(0, html.indexOf("</head>"));
        const narrow = html.match(/<source media="\(max-width: ([\d.]+)px\)" srcset="([^"]+)"/i);
        if (narrow) {
          const upTo = Number(narrow[1]) + 0.02;
          expect(head, file).toContain(
            `<link rel="preload" href="${
              narrow[2]
            }" as="image" fetchpriority="high" media="(max-width: ${narrow[1]}px)">`,
          );
          expect(head, file).toContain(
            `<link rel="preload" href="${src}" as="image" fetchpriority="high" media="(min-width: ${upTo}px)">`,
          );
          continue;
        }
        expect(head, file).toContain(
          `<link rel="preload" href="${src}" as="image" fetchpriority="high">`,
        );
      }
    }
    expect(eagerImages, "pages whose main image is an <img>").toBeGreaterThan(0);
  });
});
