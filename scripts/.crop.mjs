import sharp from "sharp";
const [file, ...rects] = process.argv.slice(2);
let i = 0;
for (const r of rects) {
  const [left, top, width, height] = r.split(",").map(Number);
  await sharp(file).extract({ left, top, width, height }).toFile(file.replace(".png", `-${i++}.png`));
}
