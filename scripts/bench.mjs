#!/usr/bin/env node
/**
 * `npm run bench`: the real server — the edge (`npm run serve`) in production mode on a temporary
 * DATA_DIR with 100 approved stories, behind Caddy as when self-hosted (the repository's
 * Caddyfile; Debian's caddy is installed when missing) — driven over loopback with autocannon.
 *
 * 1. GET /api/health with 10 connections, straight to the edge and through Caddy: req/s and p99.
 * 2. Each route through Caddy: requests/s, p50 and p99 latency and its throughput as a share of
 *    GET /api/health (the ceiling: the app's cheapest answer).
 * 3. The slow-client phase (scripts/slow-clients.mjs): BENCH_SLOW_CLIENTS (default 1,000) sockets
 *    that trickle headers, stall their bodies or idle after a request, held against Caddy while
 *    /api/health is timed; it prints /api/health p50/p99, the peak memory of Caddy and the edge, and
 *    when each kind of socket was closed, against Caddy's limits (BENCH_HEADERS_TIMEOUT_MS 3000,
 *    BENCH_BODY_TIMEOUT_MS 6000, BENCH_KEEP_ALIVE_TIMEOUT_MS 8000: shorter than production's, so
 *    the bench is quick).
 *
 * Options (environment): BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50),
 * BENCH_ONLY=health or BENCH_ONLY=slow to run only that part.
 * Run `npm run build` first (the server serves dist/).
 */
import autocannon from "autocannon";
import { slowClientPhase } from "./slow-clients.mjs";
import { startCaddy } from "./caddy.mjs";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const deno = join(root, "node_modules/.bin/deno");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

if (!existsSync(join(root, "dist/_site.json"))) {
  console.error('No build in dist/: run "npm run build" first.');
  process.exit(1);
}
// Production serves a build only at the origin it was made for (edge/build-origin.ts).
const { origin: builtFor } = JSON.parse(readFileSync(join(root, "dist/_site.json"), "utf8"));

const listen = (server) =>
  new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server.address().port)));

// A fake mail provider: the outbox delivers to it instead of the internet.
const mail = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end('{"id":"bench"}');
  });
});
const mailPort = await listen(mail);
const freePort = async () => {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
};
const port = await freePort(); // Caddy's: the public address
const edgePort = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), "bench-data-"));

const env = {
  ...process.env,
  APP_ENV: "production",
  PORT: String(edgePort),
  HOST: "127.0.0.1",
  TRUST_PROXY: "1",
  DATA_DIR: dataDir,
  SITE_URL: builtFor ?? `http://127.0.0.1:${port}`,
  STORY_SIGNING_SECRET: "bench-secret-bench-secret-bench-secret",
  RESEND_API_KEY: "bench",
  RESEND_BASE_URL: `http://127.0.0.1:${mailPort}`,
  MAIL_FROM: "Bench <bench@example.com>",
  RATE_LIMIT_STORIES: "100000000/60",
  RATE_LIMIT_ENQUIRIES: "100000000/60",
  RATE_LIMIT_CHAT: "100000000/60",
};
const limits = {
  headersMs: Number(process.env.BENCH_HEADERS_TIMEOUT_MS ?? 3000),
  bodyMs: Number(process.env.BENCH_BODY_TIMEOUT_MS ?? 6000),
  keepAliveMs: Number(process.env.BENCH_KEEP_ALIVE_TIMEOUT_MS ?? 8000),
};

const seed = spawnSync(deno, ["run", "-A", "scripts/seed-stories.ts", "100"], {
  cwd: root,
  env,
  stdio: "inherit",
});
if (seed.status !== 0) process.exit(1);

const server = spawn(deno, ["run", "-A", "edge/main.ts"], {
  cwd: root,
  env,
  stdio: ["ignore", "ignore", "inherit"],
});
process.on("exit", () => server.kill("SIGKILL"));
const direct = `http://127.0.0.1:${edgePort}`;
for (let i = 0;; i++) {
  try {
    if ((await fetch(`${direct}/api/health`)).ok) break;
  } catch { /* not up yet */ }
  if (i > 100) throw new Error("the server did not start");
  await new Promise((r) => setTimeout(r, 100));
}
const caddy = await startCaddy({
  port,
  upstreamPort: edgePort,
  timeouts: {
    header: `${limits.headersMs}ms`,
    body: `${limits.bodyMs}ms`,
    idle: `${limits.keepAliveMs}ms`,
  },
});
process.on("exit", () => caddy.child.kill("SIGKILL"));
const base = caddy.base;

/** GET /api/health with 10 connections straight to the edge and through Caddy, in one run. */
const healthRows = [];
if (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === "health") {
  for (const [name, url] of [["edge alone", direct], ["through Caddy", base]]) {
    const options = { url: `${url}/api/health`, connections: 10 };
    await autocannon({ ...options, duration: 1 });
    const r = await autocannon({ ...options, duration: seconds });
    healthRows.push({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
  }
}

const json = { "content-type": "application/json" };
// Reads are made as a browser makes them: accepting compressed answers.
const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
const routes = [
  { name: "GET /api/health (ceiling)", path: "/api/health", headers: browser },
  { name: "GET /api/stories", path: "/api/stories", headers: browser },
  {
    name: "POST /api/submit-story",
    path: "/api/submit-story",
    method: "POST",
    headers: json,
    body: JSON.stringify({
      firstName: "Bench",
      lastName: "Patient",
      phone: "01632 960000",
      email: "bench@example.com",
      description: "A benchmark story that is long enough to pass validation.",
      rating: 5,
      stayAnonymous: false,
      consent: "1", // content/story-consent.ts STORY_CONSENT_VERSION
    }),
  },
  {
    name: "POST /api/gemini (offline)",
    path: "/api/gemini",
    method: "POST",
    headers: json,
    body: JSON.stringify({
      message: "When can I drive after knee arthroscopy?",
      conversationHistory: [],
    }),
  },
];

const results = [];
const runThroughput = !process.env.BENCH_ONLY;
for (const route of runThroughput ? routes : []) {
  const options = {
    url: base + route.path,
    method: route.method ?? "GET",
    headers: route.headers,
    body: route.body,
    connections,
  };
  await autocannon({ ...options, duration: 1 }); // warm-up, so each route is measured in a steady state
  const r = await autocannon({ ...options, duration: seconds });
  results.push({
    name: route.name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  });
}
const slow = !process.env.BENCH_ONLY || process.env.BENCH_ONLY === "slow"
  ? await slowClientPhase({
    port,
    serverPids: [server.pid, caddy.child.pid],
    clients: Number(process.env.BENCH_SLOW_CLIENTS ?? 1000),
    limits,
  })
  : null;
await caddy.stop();
server.kill("SIGTERM");
await new Promise((resolve) => server.once("exit", resolve));
mail.close();

const pad = (s, n) => String(s).padEnd(n);
if (healthRows.length) {
  console.log(`\nGET /api/health, 10 connections, ${seconds}s each\n`);
  console.log(`${pad("", 16)}${pad("req/s", 10)}${pad("p50 ms", 9)}p99 ms`);
  for (const r of healthRows) {
    console.log(`${pad(r.name, 16)}${pad(Math.round(r.rps), 10)}${pad(r.p50, 9)}${r.p99}`);
  }
}
if (results.length) {
  const ceiling = results[0].rps;
  console.log(
    `\n${seconds}s per route through Caddy, ${connections} connections, production mode, 100 approved stories\n`,
  );
  console.log(
    `${pad("route", 30)}${pad("req/s", 10)}${pad("p50 ms", 9)}${pad("p99 ms", 9)}${
      pad("vs ceiling", 12)
    }non-2xx`,
  );
  for (const r of results) {
    console.log(
      `${pad(r.name, 30)}${pad(Math.round(r.rps), 10)}${pad(r.p50, 9)}${pad(r.p99, 9)}${
        pad(`${Math.round((r.rps / ceiling) * 100)}%`, 12)
      }${r.non2xx + r.errors}`,
    );
  }
}
if (slow) console.log(slow.report);
await new Promise((r) => setTimeout(r, 300));
rmSync(dataDir, { recursive: true, force: true });
