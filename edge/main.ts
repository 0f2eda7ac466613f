/**
 * Entrypoint for `npm run serve` and for Deno Deploy: the whole site and its API.
 * Keep `Deno.serve` here only.
 *
 * Two ways to listen:
 *   - on HOST:PORT (Deno Deploy, or `deno run edge/main.ts`): Deno.serve has no time limits for
 *     slow clients, so expose it only behind a front end that has them (Deploy's does);
 *   - on the Unix socket EDGE_UNIX_SOCKET, behind scripts/serve.mjs, whose HTTP front end enforces
 *     the header, body and keep-alive limits and passes on the client's address (x-edge-peer).
 */
import { createApp } from "./app.ts";
import { assertBuildMatchesSiteUrl } from "./build-origin.ts";
import type { AppConfig } from "./config.ts";
import { scrubExpiredContactDetails } from "./db.ts";
import { startOutboxSender } from "./mail/outbox.ts";
import { depsFromEnv, loadConfig } from "./runtime.ts";
import { SiteFiles } from "./site.ts";
import { reminderCheckInterval, startReminders } from "./stories/reminders.ts";

/** The header scripts/serve.mjs's front end sets to the client's address (and never passes on from clients). */
const PEER_HEADER = "x-edge-peer";

const config = loadConfig();
assertBuildMatchesSiteUrl(config);
const deps = await depsFromEnv(config);
const site = await SiteFiles.load(config.distDir);
const outbox = startOutboxSender(deps, config.outbox);
// Personal data past its retention period is removed hourly (KV expiry handles the rest).
const scrub = () =>
  scrubExpiredContactDetails(deps.kv, new Date()).catch((error) =>
    console.error("retention sweep failed", error)
  );
void scrub();
const retentionSweep = setInterval(scrub, 3600_000);
const app = createApp({ ...deps, mailQueued: () => void outbox.nudge() }, { site });
const reminders = startReminders(
  { ...deps, mailQueued: () => void outbox.nudge() },
  reminderCheckInterval(config.moderationReminderHours),
);

const frontSocket = Deno.env.get("EDGE_UNIX_SOCKET");
const server = frontSocket ? serveBehindFront(frontSocket, config) : serveDirectly(config);

function serveDirectly(config: AppConfig): Deno.HttpServer {
  return Deno.serve({
    hostname: config.network.host,
    port: config.port,
    onListen: ({ hostname, port }) =>
      console.log(
        `Serving ${site.routePaths.length} pages and /api on http://${
          hostname.includes(":") ? `[${hostname}]` : hostname
        }:${port} (${config.env})`,
      ),
  }, app.fetch);
}

function serveBehindFront(path: string, config: AppConfig): Deno.HttpServer {
  return Deno.serve({
    path,
    // scripts/serve.mjs waits for this line, then listens publicly with these settings.
    onListen: () =>
      console.log(
        JSON.stringify({
          edgeReady: {
            host: config.network.host,
            port: config.port,
            env: config.env,
            network: config.network,
            pages: site.routePaths.length,
          },
        }),
      ),
  }, (request) => {
    const peer = request.headers.get(PEER_HEADER) ?? "unknown";
    // A Unix-socket request's URL is http+unix://host/…, whose origin is "null": give the app the
    // address the client asked for (same-origin checks and links compare origins).
    const asked = new Request(request.url.replace(/^http\+unix:/, "http:"), request);
    return app.fetch(asked, { remoteAddr: { transport: "tcp", hostname: peer, port: 0 } });
  });
}

let stopping: Promise<never> | null = null;

/**
 * On Ctrl+C or SIGTERM: stop taking connections, give requests in flight SHUTDOWN_GRACE_MS, let
 * the mail sender finish its delivery or release its claim, then exit 0.
 */
function shutdown(): Promise<never> {
  stopping ??= (async () => {
    const grace = config.network.shutdownGraceMs;
    clearInterval(retentionSweep);
    reminders.stop();
    const drained = server.shutdown();
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([drained, new Promise((resolve) => timer = setTimeout(resolve, grace))]);
    clearTimeout(timer);
    await outbox.stop({ graceMs: grace });
    deps.kv.close();
    Deno.exit(0);
  })();
  return stopping;
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  try {
    Deno.addSignalListener(signal, () => void shutdown());
  } catch {
    // signals are not available everywhere (Windows has no SIGTERM; Deno Deploy stops isolates itself)
  }
}
if (frontSocket) {
  // The front end holds our stdin open; when it goes (even killed outright), so do we.
  void (async () => {
    for await (const _ of Deno.stdin.readable) { /* nothing is sent; wait for the end */ }
    void shutdown();
  })();
}
