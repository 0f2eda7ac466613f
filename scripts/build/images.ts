/**
 * Responsive raster images: every PNG or JPEG under static/images gets AVIF and WebP versions at
 * several widths (never wider than the original), which <Img> offers through <picture> and
 * srcset, keeping the original as the fallback. The site's own illustrations are SVG — already
 * as small and sharp as an image can be at any width — so they pass through untouched; a
 * practice that adds photographs (a portrait, the consulting rooms) gets them optimised.
 */
import { mkdir, readdir } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import sharp from "sharp";
import type { ImageVariants } from "../../pages/render-context.ts";

export const VARIANT_WIDTHS = [480, 960, 1440, 1920];
const raster = /\.(png|jpe?g)$/i;

export async function buildImageVariants(staticDir: string, dist: string): Promise<ImageVariants> {
  const variants: ImageVariants = {};
  const imagesDir = join(staticDir, "images");
  let files: string[];
  try {
    // Social cards (og-*) are fetched by other websites' crawlers as they are.
    files = (await readdir(imagesDir, { recursive: true })).filter((f) =>
      raster.test(f) && !/(^|\/)og-/.test(f)
    );
  } catch {
    return variants;
  }
  for (const file of files) {
    const source = join(imagesDir, file);
    const { width = 0 } = await sharp(source).metadata();
    const widths = [...new Set([...VARIANT_WIDTHS.filter((w) => w < width), width])];
    const src = "/images/" + file.split("\\").join("/");
    const entry = { avif: [] as string[], webp: [] as string[] };
    for (const w of widths) {
      for (const format of ["avif", "webp"] as const) {
        const out = join(dist, "images", file.replace(raster, `-${w}.${format}`));
        await mkdir(dirname(out), { recursive: true });
        const pipeline = sharp(source).resize({ width: w });
        await (format === "avif"
          ? pipeline.avif({ quality: 55, effort: 4 })
          : pipeline.webp({ quality: 78 })).toFile(out);
        entry[format].push(`/${relative(dist, out).split("\\").join("/")} ${w}w`);
      }
    }
    variants[src] = { avif: entry.avif.join(", "), webp: entry.webp.join(", ") };
  }
  return variants;
}
