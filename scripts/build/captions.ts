/**
 * The About video's caption track. `content/about.ts` holds the captions as data and
 * `captionsVtt()` writes them as WebVTT. A .vtt committed under static/ (made with the video)
 * is the one that ships: the build only writes the track when none was committed, and never
 * overwrites one.
 */
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { aboutPage, captionsVtt } from "../../content/about.ts";

/** Writes the caption track into dist unless static/ provides it; returns what it did. */
export async function writeCaptions(
  root: string,
  dist: string,
): Promise<"committed" | "generated"> {
  const video = aboutPage.robotic.video;
  if (existsSync(join(root, "static", video.captions.src))) return "committed";
  const target = join(dist, video.captions.src);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, captionsVtt(video));
  return "generated";
}
