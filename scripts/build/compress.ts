/**
 * Precompresses text files in dist/ (Brotli and gzip, best quality) so the edge serves them
 * compressed without spending CPU per request.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const compressible = /\.(html|css|js|mjs|json|xml|txt|svg|vtt|webmanifest)$/;

export async function precompress(dist: string): Promise<number> {
  let count = 0;
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !compressible.test(entry.name) || entry.name.startsWith("_")) continue;
    const path = join(entry.parentPath, entry.name);
    const body = await readFile(path);
    if (body.byteLength < 256) continue;
    await writeFile(
      `${path}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      }),
    );
    await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}
