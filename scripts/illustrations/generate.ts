// Writes every illustration under static/images/ (and the favicon) from the drawings here,
// plus a PNG copy of the social card.
//   node_modules/.bin/tsx scripts/illustrations/generate.ts [name …]
import { mkdirSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { dirname, join } from "node:path";
import {
  type IllustrationName,
  illustrations,
  numberedCopySrc,
  unlabelledCopySrc,
} from "../../content/illustrations.ts";
import { svgDoc, withNumbers, withoutLabels } from "./svg.ts";
import { drawings, extraFiles } from "./drawings/index.ts";

const root = join(import.meta.dirname, "..", "..");
const only = new Set(process.argv.slice(2));

for (
  const [name, image] of Object.entries(illustrations) as [
    IllustrationName,
    (typeof illustrations)[IllustrationName],
  ][]
) {
  if (only.size && !only.has(name)) continue;
  const draw = drawings[name];
  if (!draw) {
    console.warn(`no drawing yet for ${name}`);
    continue;
  }
  const write = (src: string, d: ReturnType<typeof draw>) => {
    const svg = svgDoc({
      width: image.width,
      height: image.height,
      title: image.alt,
      body: d.body,
      background: d.background,
    });
    const file = join(root, "static", src);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg);
    console.log(`${src}  ${svg.length} bytes`);
  };
  const d = draw();
  write(image.src, d);
  // Diagrams with labels also get a copy without them, for the index cards.
  const unlabelled = withoutLabels(draw);
  if (unlabelled.body !== d.body) {
    write(unlabelledCopySrc(image.src), unlabelled);
    // …and one with numbered discs for its labels, for narrow screens (the page gives the key).
    write(numberedCopySrc(image.src), withNumbers(draw));
  }
}
for (const [path, svg] of Object.entries(extraFiles())) {
  if (only.size && !only.has(path)) continue;
  writeFileSync(join(root, "static", path), svg);
  console.log(`/${path}  ${svg.length} bytes`);
}

// Social sites do not accept SVG for og:image, so the social card also gets a PNG twin.
if (!only.size || only.has("ogDefault")) {
  const svgFile = join(root, "static", illustrations.ogDefault.src);
  const png = svgFile.replace(/\.svg$/, ".png");
  await sharp(svgFile).png({ compressionLevel: 9, palette: true }).toFile(png);
  console.log(`${illustrations.ogDefault.src.replace(/\.svg$/, ".png")}  (PNG for social cards)`);
}
