// Dev helper: render SVGs to PNG so they can be looked at.
//   node preview.mjs a.svg b.svg           → /tmp/preview/<name>.png each, at intrinsic size
//   node preview.mjs --sheet out.png a.svg b.svg …  → one contact sheet, 2 columns, half size
import sharp from "sharp";
import { mkdirSync } from "node:fs";
import { basename } from "node:path";
mkdirSync("/tmp/preview", { recursive: true });
const args = process.argv.slice(2);
if (args[0] === "--sheet") {
  const out = args[1];
  const files = args.slice(2);
  const cell = { w: 560, h: 420 };
  const tiles = [];
  for (const [i, f] of files.entries()) {
    const buf = await sharp(f).resize(cell.w, cell.h, { fit: "contain", background: "#888" }).png()
      .toBuffer();
    tiles.push({ input: buf, left: (i % 2) * (cell.w + 8), top: Math.floor(i / 2) * (cell.h + 8) });
  }
  const rows = Math.ceil(files.length / 2);
  await sharp({
    create: { width: cell.w * 2 + 8, height: rows * (cell.h + 8), channels: 3, background: "#444" },
  })
    .composite(tiles).png().toFile(out);
  console.log(out);
} else {
  for (const f of args) {
    const out = `/tmp/preview/${basename(f, ".svg")}.png`;
    await sharp(f).png().toFile(out);
    console.log(out);
  }
}
