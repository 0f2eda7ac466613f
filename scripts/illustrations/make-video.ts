// Renders the robotic-arm explainer frame by frame (SVG → sharp → raw RGB) and encodes it with
// ffmpeg into a small silent H.264 MP4, plus its WebVTT captions.
//   node_modules/.bin/tsx scripts/illustrations/make-video.ts
// Needs ffmpeg on the PATH (apt-get install -y ffmpeg). Frames are never written to disk.
import { spawn } from "node:child_process";
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { CARDS, frameSvg, VIDEO } from "./video-frames.ts";

const root = join(import.meta.dirname, "..", "..");
const outDir = join(root, "static", "media");
const mp4 = join(outDir, "robotic-arm-knee-replacement.mp4");
const vtt = join(outDir, "robotic-arm-knee-replacement.vtt");
mkdirSync(outDir, { recursive: true });

const stamp = (s: number) => {
  const m = Math.floor(s / 60);
  const sec = s - m * 60;
  return `00:${String(m).padStart(2, "0")}:${sec.toFixed(3).padStart(6, "0")}`;
};
writeFileSync(
  vtt,
  "WEBVTT\n\n" +
    CARDS.map((c, i) =>
      `${i + 1}\n${stamp(c.from)} --> ${stamp(c.to)}\n${c.title}\n(${c.description})\n`
    ).join("\n"),
);

const ffmpeg = spawn(
  "ffmpeg",
  [
    "-y",
    "-hide_banner",
    "-loglevel",
    "error",
    "-f",
    "rawvideo",
    "-pix_fmt",
    "rgb24",
    "-s",
    `${VIDEO.width}x${VIDEO.height}`,
    "-r",
    String(VIDEO.fps),
    "-i",
    "-",
    "-an",
    "-c:v",
    "libx264",
    "-preset",
    "veryslow",
    "-tune",
    "animation",
    "-crf",
    "24",
    "-pix_fmt",
    "yuv420p",
    "-profile:v",
    "high",
    "-movflags",
    "+faststart",
    mp4,
  ],
  { stdio: ["pipe", "inherit", "inherit"] },
);
const done = new Promise<void>((resolve, reject) =>
  ffmpeg.on(
    "close",
    (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))),
  )
);

const total = VIDEO.fps * VIDEO.seconds;
for (let i = 0; i < total; i++) {
  const rgb = await sharp(Buffer.from(frameSvg(i / VIDEO.fps))).removeAlpha().raw().toBuffer();
  if (!ffmpeg.stdin.write(rgb)) await new Promise((r) => ffmpeg.stdin.once("drain", r));
}
ffmpeg.stdin.end();
await done;
console.log(`${mp4}: ${total} frames, ${statSync(mp4).size} bytes`);
console.log(`${vtt}`);
