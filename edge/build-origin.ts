/**
 * The build records the origin it was made for (SITE_URL at build time) in dist/_site.json: every
 * canonical link, sitemap entry, social tag, JSON-LD id and PDF carries it. Production refuses to
 * serve a build made for another origin, such as a default build full of http://localhost:8000.
 *
 * Plain node:fs so that `npm run launch-check` (Node) reads the build the same way the server does.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type AppConfig, type DataHosting, parseOrigin } from "../lib/config.ts";
import type { SiteManifest } from "./site-manifest.ts";

/** A recorded origin in SITE_URL's one spelling (lib/config.ts); as written when it is none. */
function recordedOrigin(url: string): string {
  try {
    return parseOrigin("origin", url);
  } catch {
    return url;
  }
}

export type BuildOrigin =
  | { kind: "recorded"; origin: string }
  | { kind: "unrecorded" }
  | { kind: "missing"; manifest: string };

function readManifest(distDir: string): SiteManifest | undefined {
  try {
    return JSON.parse(readFileSync(join(distDir, "_site.json"), "utf8")) as SiteManifest;
  } catch {
    return undefined;
  }
}

/** The origin the build in `distDir` was made for. */
export function readBuildOrigin(distDir: string): BuildOrigin {
  const manifest = readManifest(distDir);
  if (!manifest) return { kind: "missing", manifest: join(distDir, "_site.json") };
  const { origin } = manifest;
  return typeof origin === "string" && origin
    ? { kind: "recorded", origin }
    : { kind: "unrecorded" };
}

/** Where the build's privacy notice says patients' data is stored (DATA_HOSTING at build time). */
export function readBuildDataHosting(distDir: string): DataHosting | undefined {
  return readManifest(distDir)?.dataHosting;
}

/**
 * Why the build's privacy notice would be untrue where the server runs with `hosting`, or
 * undefined: the provider must match, and the place too when both say one.
 */
export function dataHostingProblem(
  hosting: DataHosting,
  built: DataHosting | undefined,
  distDir: string,
): string | undefined {
  const said = (h: DataHosting) => `${h.provider}${h.location ? ` (${h.location})` : ""}`;
  const rebuild = `Rebuild with DATA_HOSTING set as it is for the server.`;
  if (!built) {
    return `the build in ${distDir} does not record where patients' data is stored, so its privacy notice cannot say. ${rebuild}`;
  }
  if (
    built.provider !== hosting.provider ||
    (built.stated && hosting.stated && built.location !== hosting.location)
  ) {
    return `the build in ${distDir} says in its privacy notice that patients' data is stored by ${
      said(built)
    }, but this server stores it with ${said(hosting)}. ${rebuild}`;
  }
  return undefined;
}

/** Why the build cannot be served at `siteUrl`, or undefined when it was made for it. */
export function buildOriginProblem(
  siteUrl: string,
  build: BuildOrigin,
  distDir: string,
): string | undefined {
  const rebuild =
    `Rebuild with \`SITE_URL=${siteUrl} npm run build\`, or point DIST_DIR at a build made for ${siteUrl}.`;
  switch (build.kind) {
    case "missing":
      return `there is no build at ${build.manifest}. Run \`SITE_URL=${siteUrl} npm run build\`.`;
    case "unrecorded":
      return `the build in ${distDir} does not record the origin it was made for. ${rebuild}`;
    case "recorded":
      if (recordedOrigin(build.origin) === recordedOrigin(siteUrl)) return undefined;
      return `SITE_URL is ${siteUrl} but the build in ${distDir} was made for ${build.origin}: its canonical links, sitemap, JSON-LD and PDFs point there. ${rebuild}`;
  }
}

/**
 * In production, throws one clear error when the build was made for another origin than SITE_URL,
 * or when its privacy notice names another place for patients' data than where this server keeps it.
 */
export function assertBuildMatchesSiteUrl(config: AppConfig): void {
  if (config.env !== "production") return;
  const problem = buildOriginProblem(
    config.siteUrl,
    readBuildOrigin(config.distDir),
    config.distDir,
  ) ?? dataHostingProblem(config.dataHosting, readBuildDataHosting(config.distDir), config.distDir);
  if (problem) throw new Error(`Cannot start in production: ${problem}`);
}
