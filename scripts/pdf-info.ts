/**
 * `npx tsx scripts/pdf-info.ts [dist]`: each PDF under dist/documents with its page count and
 * size, read the same way the build reads them (run the build first).
 */
import { resolve } from "node:path";
import { fileSizeLabel, pageCountLabel } from "../content/document-labels.ts";
import { readDocumentFacts } from "./build/documents.ts";

const dist = resolve(process.argv[2] ?? resolve(import.meta.dirname, "../dist"));
const facts = await readDocumentFacts(dist);
const rows = Object.entries(facts);
if (rows.length === 0) {
  console.error(`No PDFs in ${dist}/documents: run the build first (npm run build).`);
  process.exit(1);
}
const width = Math.max(...rows.map(([href]) => href.length));
for (const [href, { pages, bytes }] of rows) {
  console.log(
    `${href.padEnd(width)}  ${pageCountLabel(pages).padStart(9)}  ${
      String(bytes).padStart(7)
    } bytes  (${fileSizeLabel(bytes)})`,
  );
}
const total = rows.reduce((sum, [, f]) => sum + f.bytes, 0);
console.log(
  `${rows.length} PDFs, ${rows.reduce((sum, [, f]) => sum + f.pages, 0)} pages, ${
    fileSizeLabel(total)
  } in all`,
);
