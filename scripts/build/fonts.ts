/**
 * The self-hosted typeface (pages/styles/fonts.css): esbuild emits its woff2 file under a hashed
 * name (loader "file"); the build ships the font's licence (SIL Open Font License 1.1) beside it.
 */
import { copyFile } from "node:fs/promises";
import { join } from "node:path";

const FONT_PACKAGE = "node_modules/@fontsource-variable/source-sans-3";

/** Writes the font's licence next to it: /assets/source-sans-3.LICENSE.txt. */
export async function shipTypefaceLicence(root: string, dist: string): Promise<string> {
  const target = join(dist, "assets", "source-sans-3.LICENSE.txt");
  await copyFile(join(root, FONT_PACKAGE, "LICENSE"), target);
  return target;
}
