/**
 * The Content-Security-Policy source that allows one inline block with exactly this text:
 * `'sha256-…'` of its UTF-8 bytes. The build hashes each page's critical CSS with it
 * (scripts/build/critical-css.ts) and the edge its own pages' and frames' style blocks
 * (edge/security.ts, edge/embeds/frame-pages.ts).
 */
import { createHash } from "node:crypto";

export function cspHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}
