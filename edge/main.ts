/**
 * Entrypoint for `npm run serve` and for Deno Deploy: the whole site and its API.
 * Keep `Deno.serve` here only.
 */
import { createApp } from "./app.ts";
import { scrubExpiredContactDetails } from "./db.ts";
import { startOutboxSender } from "./mail/outbox.ts";
import { depsFromEnv, loadConfig } from "./runtime.ts";
import { SiteFiles } from "./site.ts";
import { reminderCheckInterval, startReminders } from "./stories/reminders.ts";

const config = loadConfig();
const deps = await depsFromEnv(config);
const site = await SiteFiles.load(config.distDir);
const outbox = startOutboxSender(deps, config.outbox);
// Personal data past its retention period is removed hourly (KV expiry handles the rest).
const scrub = () => scrubExpiredContactDetails(deps.kv, new Date()).catch((error) => console.error("retention sweep failed", error));
void scrub();
const retentionSweep = setInterval(scrub, 3600_000);
const app = createApp({ ...deps, mailQueued: () => void outbox.nudge() }, { site });
const reminders = startReminders({ ...deps, mailQueued: () => void outbox.nudge() }, reminderCheckInterval(config.moderationReminderHours));

const server = Deno.serve({
  port: config.port,
  onListen: ({ port }) => console.log(`Serving ${site.routePaths.length} pages and /api on http://localhost:${port} (${config.env})`),
}, app.fetch);

/** On Ctrl+C or SIGTERM: stop taking requests, let a delivery in progress finish, then exit. */
async function shutdown() {
  clearInterval(retentionSweep);
  reminders.stop();
  await server.shutdown();
  await outbox.stop();
  deps.kv.close();
  Deno.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  try {
    Deno.addSignalListener(signal, () => void shutdown());
  } catch {
    // signals are not available everywhere (Windows has no SIGTERM; Deno Deploy stops isolates itself)
  }
}
