/**
 * Conditional requests, content negotiation and byte ranges (RFC 9110), shared by every answer
 * the edge serves from memory or from dist/: the prerendered site (with the pages the edge
 * adjusts), the stories feed, the transparency report and the badge.
 *
 * A representation is one resource in up to three encodings. Each encoding has its own strong
 * ETag, because the bytes differ. Ranges are served from the unencoded bytes only: media players
 * ask for ranges, and a range of compressed bytes is of no use to them.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip";

/** A body made in memory, in every encoding: compressed once, then served many times. */
export type EncodedBodies =
  & { identity: Uint8Array<ArrayBuffer> }
  & Record<Encoding, Uint8Array<ArrayBuffer>>;

export function encodeAll(identity: Uint8Array<ArrayBuffer>, brotliQuality = 11): EncodedBodies {
  const copy = (bytes: Uint8Array) => new Uint8Array(bytes) as Uint8Array<ArrayBuffer>;
  return {
    identity,
    br: copy(
      brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
    ),
    gzip: copy(gzipSync(identity, { level: 9 })),
  };
}

/** A body made in memory once and served as it is, tagged by its content. */
export interface TaggedBody {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}

export async function taggedBody(text: string): Promise<TaggedBody> {
  const body = new TextEncoder().encode(text);
  return { body, etag: await sha256Tag(body) };
}

/** A strong ETag from the content itself: 128 bits of its SHA-256, quoted. */
export async function sha256Tag(content: string | Uint8Array<ArrayBuffer>): Promise<string> {
  const bytes = typeof content === "string" ? new TextEncoder().encode(content) : content;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return `"${Array.from(digest.slice(0, 16), (b) => b.toString(16).padStart(2, "0")).join("")}"`;
}

/** One resource: its identity bytes and, optionally, precompressed variants. */
export interface Representation {
  /** only a 200 is answered with 304 or a range */
  status: 200 | 400 | 404;
  /** strong ETag of the identity bytes, quoted: "abc" */
  etag: string;
  contentType: string;
  cacheControl: string;
  /** encodings available besides identity */
  encodings: ReadonlySet<Encoding> | readonly Encoding[];
  /** byte length of the identity body */
  size: number;
  /** reads the body in `encoding` (identity when undefined) */
  read(encoding?: Encoding): Promise<Uint8Array<ArrayBuffer>> | Uint8Array<ArrayBuffer>;
  /** answer byte ranges (files); the feed does not */
  ranges?: boolean;
}

/** The ETag of `etag`'s representation in `encoding`: "abc" → "abc-br". */
export function encodedEtag(etag: string, encoding: Encoding | undefined): string {
  return encoding ? `${etag.slice(0, -1)}-${encoding === "br" ? "br" : "gz"}"` : etag;
}

function entityTags(header: string): string[] {
  return header.match(/(?:W\/)?"[^"]*"|\*/g) ?? [];
}

/** If-None-Match: a list of tags or "*"; weak comparison, as RFC 9110 requires for it. */
export function ifNoneMatchHits(header: string | undefined | null, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.replace(/^W\//, "");
  return entityTags(header).some((tag) => tag === "*" || opaque(tag) === opaque(etag));
}

/** If-Range: holds only for a strong ETag equal to `etag`; a date or weak tag never holds here. */
export function ifRangeHolds(header: string | undefined | null, etag: string): boolean {
  if (header === undefined || header === null) return true;
  const value = header.trim();
  return value.startsWith('"') && value === etag;
}

/** Parses Accept-Encoding with its q-values: the codings the client accepts, and how much. */
function acceptedEncodings(header: string | undefined | null): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of (header ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";").map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return accepted;
}

/** The best available encoding the client accepts: Brotli, then gzip, else identity. */
export function negotiateEncoding(
  available: ReadonlySet<Encoding> | readonly Encoding[],
  acceptEncoding: string | undefined | null,
): Encoding | undefined {
  const has = (e: Encoding) =>
    available instanceof Set ? available.has(e) : (available as readonly Encoding[]).includes(e);
  const accepted = acceptedEncodings(acceptEncoding);
  const weight = (name: string) =>
    accepted.get(name) ?? (name === "gzip" ? accepted.get("x-gzip") : undefined) ??
      accepted.get("*") ?? 0;
  for (const encoding of ["br", "gzip"] as const) {
    if (has(encoding) && weight(encoding) > 0) return encoding;
  }
  return undefined;
}

export type RangeRequest =
  | { kind: "whole" }
  | { kind: "range"; start: number; end: number }
  | { kind: "unsatisfiable" };

/**
 * A `Range: bytes=…` header against a body of `size` bytes. Only a single range is answered with
 * 206; several ranges, other units or a malformed header get the whole body (RFC 9110 allows it).
 */
export function parseRange(header: string | undefined | null, size: number): RangeRequest {
  if (!header) return { kind: "whole" };
  const match = header.trim().match(/^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i);
  if (!match || (match[1] === "" && match[2] === "")) return { kind: "whole" };
  let start: number;
  let end: number;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    if (suffix === 0) return { kind: "unsatisfiable" };
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (match[2] !== "" && Number(match[2]) < start) return { kind: "whole" };
  }
  if (!Number.isSafeInteger(start) || start >= size) return { kind: "unsatisfiable" };
  return { kind: "range", start, end };
}

/**
 * The answer to a GET or HEAD of `rep`: 304 when If-None-Match names the current ETag, 206 for a
 * satisfiable single range (If-Range permitting), 416 for an unsatisfiable one, else its status.
 */
export async function answerRepresentation(
  req: Request,
  rep: Representation,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const rangeHeader = rep.ranges && rep.status === 200 ? req.headers.get("range") : null;
  const useRange = rangeHeader !== null && ifRangeHolds(req.headers.get("if-range"), rep.etag);
  const encoding = useRange
    ? undefined
    : negotiateEncoding(rep.encodings, req.headers.get("accept-encoding"));
  const etag = encodedEtag(rep.etag, encoding);
  const headers = new Headers({
    ...extraHeaders,
    "Content-Type": rep.contentType,
    "Cache-Control": rep.cacheControl,
    "ETag": etag,
    "Vary": "Accept-Encoding",
  });
  if (rep.ranges) headers.set("Accept-Ranges", "bytes");
  if (encoding) headers.set("Content-Encoding", encoding);
  const head = req.method === "HEAD";

  if (rep.status === 200 && ifNoneMatchHits(req.headers.get("if-none-match"), etag)) {
    headers.delete("Content-Type");
    return new Response(null, { status: 304, headers });
  }
  if (useRange) {
    const range = parseRange(rangeHeader, rep.size);
    if (range.kind === "unsatisfiable") {
      headers.set("Content-Range", `bytes */${rep.size}`);
      headers.set("Content-Type", "text/plain; charset=utf-8");
      const message = new TextEncoder().encode("The requested range is outside the file.");
      headers.set("Content-Length", String(message.byteLength));
      return new Response(head ? null : message, { status: 416, headers });
    }
    if (range.kind === "range") {
      const body = (await rep.read()).subarray(range.start, range.end + 1);
      headers.set("Content-Range", `bytes ${range.start}-${range.end}/${rep.size}`);
      headers.set("Content-Length", String(body.byteLength));
      return new Response(head ? null : body, { status: 206, headers });
    }
  }
  const body = await rep.read(encoding);
  headers.set("Content-Length", String(body.byteLength));
  return new Response(head ? null : body, { status: rep.status, headers });
}
