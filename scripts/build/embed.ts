/**
 * Builds the embed loader, `dist/widgets/embed.js` (widgets/embed/loader.ts): a classic script at
 * a stable URL with the content-hashed module URLs of the embeddable widgets baked in, so the
 * loader is the only file a host page fetches that can change (the edge gives it a short cache).
 */
import * as esbuild from "esbuild";
import { createHash } from "node:crypto";
import { site } from "../../content/site.ts";
import type { BuiltAssets } from "./assets.ts";
import { EMBED_LOADER_PATH } from "../../lib/embed-paths.ts";
import { embeddableWidgetNames, widgetRegistry } from "../../lib/widget-registry.ts";

export interface BuiltLoader {
  path: string;
  version: string;
  /** widget name → its module and the chunks it imports */
  bundles: Record<string, string[]>;
}

export async function buildEmbedLoader(
  root: string,
  dist: string,
  assets: BuiltAssets,
  siteUrl: string,
): Promise<BuiltLoader> {
  const bundles = Object.fromEntries(
    embeddableWidgetNames.map((name) => {
      const source = widgetRegistry[name].module;
      const files = assets.modules[source];
      if (!files) {
        throw new Error(
          `The site script no longer loads ${source}; the embed loader cannot offer "${name}".`,
        );
      }
      return [name, files];
    }),
  );
  const version = createHash("sha256").update(JSON.stringify(bundles)).digest("hex").slice(0, 10);
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ["widgets/embed/loader.ts"],
    outfile: `${dist}${EMBED_LOADER_PATH}`,
    bundle: true,
    format: "iife",
    target: ["es2022", "chrome111", "safari16.4", "firefox115"],
    minify: true,
    legalComments: "none",
    define: {
      EMBED_BUNDLES: JSON.stringify(bundles),
      EMBED_VERSION: JSON.stringify(version),
      EMBED_SITE_URL: JSON.stringify(siteUrl),
      EMBED_SURGEON: JSON.stringify(`${site.surgeon.honorific} ${site.surgeon.lastName}`),
    },
    logLevel: "warning",
  });
  return { path: EMBED_LOADER_PATH, version, bundles };
}
