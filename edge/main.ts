/**
 * Entrypoint for `npm start`, `npm run serve` and Deno Deploy: the whole site and its API.
 * Keep `Deno.serve` here only.
 *
 * It listens on HOST:PORT (127.0.0.1:8000 by default) directly. Deno.serve has no time limits
 * for slow clients, so a server exposed to the internet sits behind a reverse proxy that has them:
 * Deno Deploy's own front end, or Caddy when self-hosting (Caddyfile, README "Self-hosting").
 */
import { createApp } from "./app.ts";
import { type BackgroundJobs, backgroundJobs, registerCrons } from "./background.ts";
import { assertBuildMatchesSiteUrl, readBuildOrigin } from "./build-origin.ts";
import { depsFromEnv, loadConfig } from "./runtime.ts";
import { SiteFiles } from "./site.ts";

const config = loadConfig();
if (readBuildOrigin(config.distDir).kind === "missing") {
  console.error(
    `No build found in ${config.distDir}. Run "npm run build" first (or "npm start" to build and serve).`,
  );
  Deno.exit(1);
}
assertBuildMatchesSiteUrl(config);

// The crons are registered first, at the top level (Deno Deploy finds them there); their
// handlers wait until KV is open.
const stopCrons = new AbortController();
const jobs = Promise.withResolvers<BackgroundJobs>();
registerCrons(jobs.promise, config.moderationReminderHours, stopCrons.signal);

const deps = await depsFromEnv(config);
const site = await SiteFiles.load(config.distDir);
const background = backgroundJobs(deps, config.outbox);
jobs.resolve(background);
// Mail a stopped server left behind goes out now.
void background.outbox.nudge();
const app = createApp({ ...deps, mailQueued: () => void background.outbox.nudge() }, { site });

const server = Deno.serve({
  hostname: config.network.host,
  port: config.port,
  onListen: ({ hostname, port }) =>
    console.log(
      `Serving ${site.routePaths.length} pages and /api on http://${
        hostname.includes(":") ? `[${hostname}]` : hostname
      }:${port} (${config.env}${config.onDenoDeploy ? ", Deno Deploy" : ""})`,
    ),
}, app.fetch);

let stopping: Promise<never> | null = null;

/**
 * On Ctrl+C or SIGTERM (and Deno Deploy's SIGINT): stop taking connections, give requests in
 * flight SHUTDOWN_GRACE_MS, let the mail sender finish its delivery or release its claim, then
 * exit 0.
 */
function shutdown(): Promise<never> {
  stopping ??= (async () => {
    const grace = config.network.shutdownGraceMs;
    stopCrons.abort();
    const drained = server.shutdown();
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([drained, new Promise((resolve) => timer = setTimeout(resolve, grace))]);
    clearTimeout(timer);
    await background.outbox.stop({ graceMs: grace });
    deps.kv.close();
    Deno.exit(0);
  })();
  return stopping;
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  try {
    Deno.addSignalListener(signal, () => void shutdown());
  } catch {
    // signals are not available everywhere (Windows has no SIGTERM)
  }
}
