/**
 * Serves the prerendered site from `dist/`: every route of the route table, its assets, the
 * redirects (a spelling variant, letter case, trailing slashes) and a real 404 page.
 *
 * Only files that exist in `dist/` when the server starts can be served; the URL is never joined
 * onto a file path, so no request can reach outside the build.
 */
import type { Context } from "hono";
import { join } from "node:path";

import { answerRepresentation, type Encoding, type Representation } from "./http-cache.ts";
import type { SiteManifest } from "./site-manifest.ts";

export type { Encoding };

export interface StaticFile {
  path: string;
  size: number;
  contentType: string;
  cacheControl: string;
  etag: string;
  /** precompressed siblings written by the build (file.br, file.gz) */
  encodings: Set<Encoding>;
}

const contentTypes: Record<string, string> = {
  html: "text/html; charset=utf-8",
  css: "text/css; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  json: "application/json; charset=utf-8",
  xml: "application/xml; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  ico: "image/x-icon",
  webmanifest: "application/manifest+json",
  pdf: "application/pdf",
  mp4: "video/mp4",
  webm: "video/webm",
  vtt: "text/vtt; charset=utf-8",
  woff2: "font/woff2",
};

/** Files whose names carry a content hash (name.0123abcd.ext) never change. */
const hashedName = /\.[0-9a-z]{8,}\.[a-z0-9]+$/i;

/**
 * Scripts other websites load by a fixed URL (the embed loader): a short cache, so a new build
 * reaches them within minutes; everything they load is hashed and immutable.
 */
const stableScripts = /^\/widgets\/[^/]+\.js$/;

function cacheControlFor(urlPath: string, contentType: string): string {
  if (hashedName.test(urlPath)) return "public, max-age=31536000, immutable";
  if (stableScripts.test(urlPath)) return "public, max-age=300";
  if (contentType.startsWith("text/html")) return "public, max-age=0, must-revalidate";
  return "public, max-age=3600";
}

/** Canonical comparison key: lower case, no trailing slash. */
function looseKey(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return trimmed.toLowerCase();
}

export type SiteAnswer =
  | { kind: "file"; file: StaticFile; status: 200 | 404 }
  | { kind: "redirect"; location: string }
  | { kind: "none" };

export class SiteFiles {
  private files = new Map<string, StaticFile>();
  private routeFiles = new Map<string, string>();
  private redirects = new Map<string, string>();
  private loose = new Map<string, string>();
  private cache = new Map<string, Uint8Array<ArrayBuffer>>();
  private notFoundPath: string;
  private inlineStyles = new Map<string, string[]>();
  /** the built stylesheet and site script, for pages rendered by the edge */
  readonly assets: SiteManifest["assets"];

  private constructor(private distDir: string, manifest: SiteManifest, files: StaticFile[]) {
    for (const file of files) this.files.set(file.path, file);
    for (const route of manifest.routes) {
      this.routeFiles.set(route.path, "/" + route.file);
      this.loose.set(looseKey(route.path), route.path);
    }
    for (const redirect of manifest.redirects) {
      this.redirects.set(redirect.from, redirect.to);
      if (!this.loose.has(looseKey(redirect.from))) {
        this.loose.set(looseKey(redirect.from), redirect.to);
      }
    }
    this.notFoundPath = "/" + manifest.notFound;
    this.assets = manifest.assets;
    for (const [file, hashes] of Object.entries(manifest.inlineStyleHashes ?? {})) {
      this.inlineStyles.set("/" + file, hashes);
    }
  }

  /** Reads dist/_site.json and indexes every file under dist. */
  static async load(distDir: string): Promise<SiteFiles> {
    const manifest = JSON.parse(
      await Deno.readTextFile(join(distDir, "_site.json")),
    ) as SiteManifest;
    const files: StaticFile[] = [];
    const walk = async (dir: string, prefix: string) => {
      for await (const entry of Deno.readDir(dir)) {
        const full = join(dir, entry.name);
        const urlPath = `${prefix}/${entry.name}`;
        if (entry.isDirectory) await walk(full, urlPath);
        else if (entry.isFile && !entry.name.startsWith("_")) {
          const info = await Deno.stat(full);
          const ext = entry.name.split(".").pop()!.toLowerCase();
          const contentType = contentTypes[ext] ?? "application/octet-stream";
          const mtime = info.mtime?.getTime() ?? 0;
          files.push({
            path: urlPath,
            size: info.size,
            contentType,
            cacheControl: cacheControlFor(urlPath, contentType),
            // Strong (byte ranges need one): dist/ is written once per build and never edited.
            etag: `"${info.size.toString(36)}-${mtime.toString(36)}"`,
            encodings: new Set(),
          });
        }
      }
    };
    await walk(distDir, "");
    const byPath = new Map(files.map((f) => [f.path, f]));
    const servable = files.filter((file) => {
      const variant = file.path.match(/^(.*)\.(br|gz)$/);
      const original = variant && byPath.get(variant[1]);
      if (!original) return true;
      original.encodings.add(variant[2] === "br" ? "br" : "gzip");
      return false;
    });
    return new SiteFiles(distDir, manifest, servable);
  }

  get routePaths(): string[] {
    return [...this.routeFiles.keys()];
  }

  /** Decides what a GET of `rawPath` (as it arrived, percent-encoded) answers. */
  resolve(rawPath: string): SiteAnswer {
    let path: string;
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      return this.notFound();
    }
    if (path.includes("\0")) return this.notFound();

    const routeFile = this.routeFiles.get(path);
    if (routeFile) return this.fileAnswer(routeFile);
    const redirect = this.redirects.get(path);
    if (redirect) return { kind: "redirect", location: redirect };
    if (this.files.has(path) && !path.endsWith(".html")) return this.fileAnswer(path);

    const canonical = this.loose.get(looseKey(path));
    if (canonical) return { kind: "redirect", location: canonical };
    return this.notFound();
  }

  /** CSP sources of the inline style blocks of a page the build wrote (none for other files). */
  inlineStyleHashes(file: StaticFile): string[] {
    return this.inlineStyles.get(file.path) ?? [];
  }

  private fileAnswer(path: string, status: 200 | 404 = 200): SiteAnswer {
    const file = this.files.get(path);
    return file ? { kind: "file", file, status } : { kind: "none" };
  }

  private notFound(): SiteAnswer {
    return this.fileAnswer(this.notFoundPath, 404);
  }

  async read(file: StaticFile, encoding?: Encoding): Promise<Uint8Array<ArrayBuffer>> {
    const path = encoding ? `${file.path}.${encoding === "br" ? "br" : "gz"}` : file.path;
    let body = this.cache.get(path);
    if (!body) {
      body = await Deno.readFile(join(this.distDir, path));
      this.cache.set(path, body);
    }
    return body;
  }
}

/**
 * Another representation of a file, chosen per request: a page whose HTML the edge adjusts (the
 * stories page while no story is published, the review policy with its figures filled in).
 * Answers undefined for the files it leaves alone.
 */
export type SiteVariant = (
  file: StaticFile,
) => Promise<Pick<Representation, "etag" | "size" | "read"> | undefined>;

/**
 * The GET/HEAD handler for everything that is not /api: a page, an asset or the 404 page, with
 * conditional requests, precompressed encodings and byte ranges (edge/http-cache.ts). The first
 * of `variants` that answers for a file replaces its bytes and ETag.
 */
export function siteHandler(site: SiteFiles, variants: SiteVariant[] = []) {
  return async (c: Context): Promise<Response> => {
    const url = new URL(c.req.url);
    const answer = site.resolve(url.pathname);
    if (answer.kind === "redirect") {
      return c.redirect(encodeLocation(answer.location) + url.search, 301);
    }
    if (answer.kind === "none") return c.text("Not found", 404);
    const { file, status } = answer;
    c.set("inlineStyleHashes", site.inlineStyleHashes(file));
    const representation: Representation = {
      status,
      etag: file.etag,
      contentType: file.contentType,
      cacheControl: file.cacheControl,
      encodings: file.encodings,
      size: file.size,
      read: (encoding) => site.read(file, encoding),
      ranges: true,
    };
    return answerRepresentation(c.req.raw, {
      ...representation,
      ...(status === 200 ? await chooseVariant(variants, file) : undefined),
    });
  };
}

async function chooseVariant(variants: SiteVariant[], file: StaticFile) {
  for (const variant of variants) {
    const chosen = await variant(file);
    if (chosen) return chosen;
  }
  return undefined;
}

/** Encodes a route path for a Location header, keeping the characters our routes use. */
export function encodeLocation(path: string): string {
  return encodeURI(path);
}
