/**
 * `npm run build`: writes dist/ — static files, the patient guide PDFs, every route prerendered,
 * the 404 page, bundles, sitemap.xml, robots.txt, the chat's knowledge index (dist/knowledge.json),
 * the symptom path for the chat panel (dist/widgets/urgent-care.json) and the manifest the edge serves from (dist/_site.json).
 *
 * Settings come from lib/config.ts (`buildConfigFromEnv`): SITE_URL (recorded in _site.json as
 * `origin`), DIST_DIR, ENQUIRY_FORM_ACTION, DATA_HOSTING (recorded as `dataHosting`, for the privacy
 * notice) and APP_ENV (production fails the build when a page's next clinical review date has
 * passed; otherwise it warns). The README's configuration table has their defaults.
 */
import { cp, mkdir, rm, stat, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { allRoutes, redirects, type Route } from "../pages/routes.ts";
import { notFoundRoute } from "../pages/views/NotFound.tsx";
import type { RenderContext } from "../pages/document.tsx";
import type { SiteManifest } from "../edge/site-manifest.ts";
import { type BuildConfig, buildConfigFromEnv, type Env, resolveDistDir } from "../lib/config.ts";
import { buildAssets } from "./build/assets.ts";
import { buildEmbedLoader } from "./build/embed.ts";
import { renderRoute, routeFile, writeRoute } from "./build/prerender.tsx";
import { robotsTxt, sitemapXml } from "./build/sitemap.ts";
import { precompress } from "./build/compress.ts";
import { buildDocuments, readDocumentFacts } from "./build/documents.ts";
import { writeCaptions } from "./build/captions.ts";
import { writeKnowledge } from "./build/knowledge.ts";
import { writeChatModel } from "./build/chat-model.ts";
import { buildImageVariants } from "./build/images.ts";
import { checkReviewDates } from "./build/review-dates.ts";
import { linkGroupRedirects } from "./build/redirects.ts";
import { procedureHubs } from "../content/procedure-hubs.ts";
import { shipTypefaceLicence } from "./build/fonts.ts";
import { CriticalCss } from "./build/critical-css.ts";
import { htmlSyntax } from "./build/html-syntax.ts";
import { withinHtmlBudget } from "./build/html-budget.ts";
import { symptomPathData } from "../content/symptom-path.ts";
import { SYMPTOM_PATH_JSON } from "../lib/symptom-path.ts";

const root = resolve(import.meta.dirname, "..");

/** The output folder: DIST_DIR (relative to the project) or dist/; never the project or above it. */
export function distDirFromEnv(env: Env = process.env): string {
  return resolveDistDir(env, root);
}

export async function build(
  config: BuildConfig = buildConfigFromEnv(process.env, root),
): Promise<void> {
  const started = performance.now();
  const { distDir: dist, siteUrl } = config;
  checkReviewDates({
    today: new Date().toISOString().slice(0, 10),
    production: config.env === "production",
  });

  await rm(dist, { recursive: true, force: true });
  await mkdir(dist, { recursive: true });
  if (existsSync(join(root, "static"))) await cp(join(root, "static"), dist, { recursive: true });
  const guides = await buildDocuments({ staticDir: join(root, "static"), outDir: dist, siteUrl });
  await writeCaptions(root, dist);

  const assets = await buildAssets(root, dist);
  await shipTypefaceLicence(root, dist);
  await buildEmbedLoader(root, dist, assets, siteUrl);
  const context: RenderContext = {
    siteUrl,
    assets,
    year: new Date().getFullYear(),
    enquiryAction: config.enquiryFormAction,
    dataHosting: config.dataHosting,
    documents: await readDocumentFacts(dist),
    images: await buildImageVariants(join(root, "static"), dist),
  };

  const routes = allRoutes();
  const inlineStyleHashes: Record<string, string[]> = {};
  const manifest: SiteManifest = {
    origin: siteUrl,
    dataHosting: config.dataHosting,
    routes: [],
    redirects: [...redirects, ...linkGroupRedirects(procedureHubs, routes.map((r) => r.path))],
    notFound: "404.html",
    assets: { css: assets.css, siteScript: assets.siteScript },
    inlineStyleHashes,
  };
  const criticalCss = await CriticalCss.create(dist, assets);
  const writePage = async (file: string, route: Route) => {
    const page = await withinHtmlBudget(async (inlineSvg) => {
      const inlined = await criticalCss.inline(renderRoute(route, { ...context, inlineSvg }));
      return { ...inlined, html: htmlSyntax(inlined.html) };
    });
    inlineStyleHashes[file] = page.styleHashes;
    await writeRoute(dist, file, page.html);
  };
  for (const route of routes) {
    const file = routeFile(route.path);
    await writePage(file, route);
    manifest.routes.push({ path: route.path, file });
  }
  await writePage("404.html", notFoundRoute);
  await writeKnowledge(dist, routes, context.documents, config.dataHosting);
  await writeChatModel(root, dist);
  // The chat panel fetches the symptom path when a patient starts it, so its bundle stays small.
  await writeFile(join(dist, SYMPTOM_PATH_JSON), JSON.stringify(symptomPathData()));

  const today = new Date().toISOString().slice(0, 10);
  await writeFile(join(dist, "sitemap.xml"), sitemapXml(routes, siteUrl, today));
  await writeFile(join(dist, "robots.txt"), robotsTxt(siteUrl));
  await writeFile(join(dist, "_site.json"), JSON.stringify(manifest, null, 2));

  await precompress(dist);

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const home = (await stat(join(dist, "index.html"))).size;
  const dropped = guides.filter((g) => g.source === "static").length;
  console.log(
    `Built ${routes.length} pages + 404 into ${dist} in ${seconds}s (home page ${home} bytes)`,
  );
  console.log(
    `Guides: ${guides.length - dropped} PDFs generated, ${dropped} kept from static/documents`,
  );
}

if (
  import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("scripts/build.ts")
) {
  await build();
}
