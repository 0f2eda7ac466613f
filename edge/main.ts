/**
 * Entrypoint for `npm run serve` and for Deno Deploy: the whole site and its API.
 * Keep `Deno.serve` here only.
 */
import { createApp } from "./app.ts";
import { depsFromEnv, loadConfig } from "./runtime.ts";
import { SiteFiles } from "./site.ts";

const config = loadConfig();
const deps = await depsFromEnv(config);
const site = await SiteFiles.load(config.distDir);
const app = createApp(deps, { site });

Deno.serve({
  port: config.port,
  onListen: ({ port }) => console.log(`Serving ${site.routePaths.length} pages and /api on http://localhost:${port} (${config.env})`),
}, app.fetch);
