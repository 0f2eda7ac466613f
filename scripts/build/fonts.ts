/**
 * The self-hosted typeface (pages/styles/fonts.css): esbuild emits its woff2 file under a hashed
 * name; the build ships the font's licence (SIL Open Font License 1.1) beside it.
 */
import { copyFile } from "node:fs/promises";
import { join } from "node:path";
import type { Metafile } from "esbuild";

const FONT_PACKAGE = "node_modules/@fontsource-variable/source-sans-3";

/** URL of the one woff2 file esbuild emitted for the stylesheet's @font-face. */
export function typefaceUrl(outputs: Metafile["outputs"], url: (output: string) => string): string {
  const fonts = Object.keys(outputs).filter((output) => output.endsWith(".woff2"));
  if (fonts.length !== 1) {
    throw new Error(
      `The stylesheet should load one woff2 file, not ${fonts.length}: ${fonts.join(", ")}`,
    );
  }
  return url(fonts[0]);
}

/** Writes the font's licence next to it: /assets/source-sans-3.LICENSE.txt. */
export async function shipTypefaceLicence(root: string, dist: string): Promise<string> {
  const target = join(dist, "assets", "source-sans-3.LICENSE.txt");
  await copyFile(join(root, FONT_PACKAGE, "LICENSE"), target);
  return target;
}
