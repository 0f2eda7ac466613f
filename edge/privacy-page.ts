/**
 * Serves /privacy naming Google only where Google handles patients' words: the chat's answers are
 * written by Gemini when GEMINI_API_KEY is set on this server, and the prerendered notice cannot
 * know that (the key is a run-time secret, not a build setting). The page carries both versions
 * of each such line, marked `data-if="gemini"` and `data-if="no-gemini"`; this keeps the ones
 * that hold here and drops the others. Like the review policy's figures, a variant of the
 * static handler (edge/site.ts): conditional requests, encodings and the page's style hashes apply.
 */
import { encodeAll, sha256Tag } from "./http-cache.ts";
import type { SiteFiles, SiteVariant } from "./site.ts";

export const PRIVACY_PAGE_PATH = "/privacy";

/** The page with every element marked for the other case removed (no such element nests another of its kind). */
export function keepProcessorLines(page: string, gemini: boolean): string {
  const drop = gemini ? "no-gemini" : "gemini";
  return page.replace(
    new RegExp(`<(tr|li|p)\\b[^>]*\\sdata-if="${drop}"[^>]*>[\\s\\S]*?</\\1>`, "g"),
    "",
  );
}

export function privacyPageVariant(site: SiteFiles, gemini: boolean): SiteVariant {
  const resolved = site.resolve(PRIVACY_PAGE_PATH);
  if (resolved.kind !== "file") return () => Promise.resolve(undefined);
  const file = resolved.file;
  let built: Promise<{ bodies: ReturnType<typeof encodeAll>; etag: string }> | undefined;
  const build = async () => {
    const html = keepProcessorLines(new TextDecoder().decode(await site.read(file)), gemini);
    const identity = new TextEncoder().encode(html);
    return { bodies: encodeAll(identity), etag: await sha256Tag(identity) };
  };
  return async (requested) => {
    if (requested.path !== file.path) return undefined;
    built ??= build();
    built.catch(() => (built = undefined));
    const { bodies, etag } = await built;
    return {
      etag,
      size: bodies.identity.byteLength,
      read: (encoding) => bodies[encoding ?? "identity"],
    };
  };
}
