/**
 * The build records the origin it was made for (SITE_URL at build time) in dist/_site.json: every
 * canonical link, sitemap entry, social tag, JSON-LD id and PDF carries it. Production refuses to
 * serve a build made for another origin, such as a default build full of http://localhost:8000.
 *
 * Plain node:fs so that `npm run launch-check` (Node) reads the build the same way the server does.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { AppConfig } from "./config.ts";
import type { SiteManifest } from "./site-manifest.ts";

/** An origin in one spelling: lower-case scheme and host, default port dropped, no trailing slash. */
export function normalisedOrigin(url: string): string {
  try {
    const parsed = new URL(url);
    return (parsed.origin + parsed.pathname).replace(/\/+$/, "");
  } catch {
    return url.trim().replace(/\/+$/, "");
  }
}

export type BuildOrigin =
  | { kind: "recorded"; origin: string }
  | { kind: "unrecorded" }
  | { kind: "missing"; manifest: string };

/** The origin the build in `distDir` was made for. */
export function readBuildOrigin(distDir: string): BuildOrigin {
  const manifest = join(distDir, "_site.json");
  let text: string;
  try {
    text = readFileSync(manifest, "utf8");
  } catch {
    return { kind: "missing", manifest };
  }
  const { origin } = JSON.parse(text) as SiteManifest;
  return typeof origin === "string" && origin
    ? { kind: "recorded", origin }
    : { kind: "unrecorded" };
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
      if (normalisedOrigin(build.origin) === normalisedOrigin(siteUrl)) return undefined;
      return `SITE_URL is ${siteUrl} but the build in ${distDir} was made for ${build.origin}: its canonical links, sitemap, JSON-LD and PDFs point there. ${rebuild}`;
  }
}

/** In production, throws one clear error when the build was made for another origin than SITE_URL. */
export function assertBuildMatchesSiteUrl(config: AppConfig): void {
  if (config.env !== "production") return;
  const problem = buildOriginProblem(
    config.siteUrl,
    readBuildOrigin(config.distDir),
    config.distDir,
  );
  if (problem) throw new Error(`Cannot start in production: ${problem}`);
}
