#!/usr/bin/env node
/**
 * `npm run soak`: two instances of the real server — each the edge (`npm run serve`, production
 * mode) behind its own Caddy (the repository's Caddyfile; Debian's caddy is installed when
 * missing), as when self-hosted — on one KV file, on loopback, for SOAK_SECONDS of mixed load (default 170; the whole run stops itself
 * within 5 minutes):
 *   - page, feed and health reads; story, enquiry and chat writes, each against either instance;
 *   - 200 slow clients held throughout (trickled headers, stalled bodies, idle keep-alive);
 *   - a 60-second outage of the (local, fake) mail provider, from a sixth of the way in;
 *   - instance A (its edge and its Caddy) killed outright (SIGKILL) at half-time, and restarted two
 *     seconds later.
 * Then the mail is given time to drain, both instances are stopped with SIGTERM, and it prints
 * acknowledged vs stored, emails delivered vs queued, duplicate deliveries, the 5xx count and
 * p50/p99 per route. Exits non-zero if anything was lost, duplicated or answered 5xx.
 * Run `npm run build` first.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startFakeMailProvider } from "./fake-mail-provider.mjs";
import { slowClient } from "./slow-clients.mjs";
import { startCaddy } from "./caddy.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const deno = join(root, "node_modules/.bin/deno");
const seconds = Math.min(200, Number(process.env.SOAK_SECONDS ?? 170));
// A 60-second outage; a short trial run (SOAK_SECONDS under 120) gets a third of its length.
const outageSeconds = seconds >= 120 ? 60 : Math.round(seconds / 3);
const SLOW_CLIENTS = Number(process.env.SOAK_SLOW_CLIENTS ?? 200);
const DRAIN_LIMIT_MS = 85_000;
const hardStop = setTimeout(() => {
  console.error("soak: the 5-minute limit was reached; stopping.");
  cleanUp();
  process.exit(2);
}, 295_000);

if (!existsSync(join(root, "dist/_site.json"))) {
  console.error('No build in dist/: run "npm run build" first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(join(root, "dist/_site.json"), "utf8"));
const pages = manifest.routes.map((route) => route.path);

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const dataDir = mkdtempSync(join(tmpdir(), "soak-data-"));
const provider = await startFakeMailProvider();
const ports = [await freePort(), await freePort()];
const edgePorts = [await freePort(), await freePort()];
const baseEnv = {
  ...process.env,
  APP_ENV: "production",
  HOST: "127.0.0.1",
  TRUST_PROXY: "1",
  DATA_DIR: dataDir,
  STORY_SIGNING_SECRET: "soak-secret-soak-secret-soak-secret-0123",
  RESEND_API_KEY: "soak",
  RESEND_BASE_URL: provider.url,
  MAIL_FROM: "Soak <soak@example.com>",
  RATE_LIMIT_STORIES: "100000000/60",
  RATE_LIMIT_ENQUIRIES: "100000000/60",
  RATE_LIMIT_CHAT: "100000000/60",
  OUTBOX_FIRST_RETRY_MS: "1000",
  OUTBOX_CLAIM_LEASE_MS: "10000",
  SHUTDOWN_GRACE_MS: "3000",
};

const instances = ports.map((port, i) => ({
  name: "AB"[i],
  port,
  edgePort: edgePorts[i],
  child: null,
  caddy: null,
  up: false,
}));
const caddyTimeouts = { header: "5s", body: "8s", idle: "10s" };

async function start(instance) {
  const env = {
    ...baseEnv,
    PORT: String(instance.edgePort),
    // Production serves a build only at the origin it was made for (edge/build-origin.ts).
    SITE_URL: manifest.origin ?? `http://127.0.0.1:${instance.port}`,
  };
  instance.child = spawn(deno, ["run", "-A", "edge/main.ts"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "inherit"],
    detached: true, // its own process group, so a SIGKILL takes all of it
  });
  instance.exit = new Promise((resolve) =>
    instance.child.once("exit", (code, signal) => {
      instance.up = false;
      resolve({ code, signal });
    })
  );
  await new Promise((resolve, reject) => {
    let text = "";
    instance.child.stdout.on("data", (chunk) => {
      text += chunk;
      if (/Serving .* on http/.test(text)) resolve();
    });
    instance.exit.then(() =>
      reject(new Error(`instance ${instance.name} exited before listening`))
    );
  });
  instance.caddy = await startCaddy({
    port: instance.port,
    upstreamPort: instance.edgePort,
    timeouts: caddyTimeouts,
  });
  instance.up = true;
}

/** The machine dies: its Caddy and its edge, outright. */
async function killInstance(instance) {
  instance.up = false;
  instance.caddy?.child.kill("SIGKILL");
  process.kill(-instance.child.pid, "SIGKILL");
  await instance.exit;
  await instance.caddy?.stop();
}

function cleanUp() {
  for (const instance of instances) {
    try {
      if (instance.child) process.kill(-instance.child.pid, "SIGKILL");
    } catch { /* gone */ }
    try {
      instance.caddy?.child.kill("SIGKILL");
    } catch { /* gone */ }
  }
  void provider.close();
  rmSync(dataDir, { recursive: true, force: true });
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}
await Promise.all(instances.map(start));
console.log(
  `soak: ${seconds}s of load on two instances (ports ${
    ports.join(", ")
  }), one KV file; provider outage ${outageSeconds}s; ${SLOW_CLIENTS} slow clients`,
);

// --- measurement ---------------------------------------------------------------------------
const latencies = new Map();
const counts = { fiveXx: 0, connectionErrors: 0, other4xx: 0, busyRetries: 0 };
const fiveXxByStatus = new Map();
const acknowledged = { stories: new Set(), enquiries: new Set() };
const agent = new Agent({ keepAlive: true, maxSockets: 32 });

/** One request, tried again after Retry-After on a 503 (as the widgets do, at most three times). */
async function call(instance, method, path, body, headers = {}) {
  for (let attempt = 1;; attempt++) {
    const result = await callOnce(instance, method, path, body, headers);
    if (result.status !== 503 || attempt >= 3) return result;
    counts.busyRetries++;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

function callOnce(instance, method, path, body, headers = {}) {
  return new Promise((resolve) => {
    const start = performance.now();
    const req = request({
      host: "127.0.0.1",
      port: instance.port,
      method,
      path,
      agent,
      headers: { "accept-encoding": "br, gzip", ...headers },
    }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode, ms: performance.now() - start }));
      res.on("error", () => resolve({ status: 0, ms: 0 }));
    });
    req.on("error", () => resolve({ status: 0, ms: 0 }));
    req.end(body);
  });
}

function record(route, result) {
  if (result.status === 0) {
    counts.connectionErrors++;
    return;
  }
  if (result.status >= 500) {
    counts.fiveXx++;
    fiveXxByStatus.set(
      `${route} ${result.status}`,
      (fiveXxByStatus.get(`${route} ${result.status}`) ?? 0) + 1,
    );
  } else if (result.status >= 400 && result.status !== 429) counts.other4xx++;
  if (!latencies.has(route)) latencies.set(route, []);
  latencies.get(route).push(result.ms);
}

let serial = 0;
const token = () => `${(serial++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const operations = [
  [30, "GET page", (i) => call(i, "GET", pages[Math.floor(Math.random() * pages.length)])],
  [15, "GET /api/stories", (i) => call(i, "GET", "/api/stories")],
  [10, "GET /api/health", (i) => call(i, "GET", "/api/health")],
  [
    10,
    "GET asset (range)",
    (i) =>
      call(i, "GET", "/media/robotic-arm-knee-replacement.mp4", undefined, {
        range: "bytes=1000-50000",
      }),
  ],
  [12, "POST /api/submit-story", async (i) => {
    const t = token();
    const body = JSON.stringify({
      firstName: "Soak",
      lastName: "Patient",
      phone: "01632 960000",
      email: "soak@example.com",
      description: `A soak-test story about a knee, soak-token-${t}, long enough to pass.`,
      rating: 5,
      stayAnonymous: false,
      consent: "1", // content/story-consent.ts STORY_CONSENT_VERSION
    });
    const result = await call(i, "POST", "/api/submit-story", body, {
      "content-type": "application/json",
    });
    if (result.status === 200) acknowledged.stories.add(t);
    return result;
  }],
  [12, "POST /api/enquiry", async (i) => {
    const t = token();
    const body = new URLSearchParams({
      firstName: "Soak",
      lastName: "Patient",
      email: "soak@example.com",
      message: `Hello, soak-token-${t}.`,
    }).toString();
    const result = await call(i, "POST", "/api/enquiry", body, {
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
    });
    if (result.status === 200) acknowledged.enquiries.add(t);
    return result;
  }],
  [
    11,
    "POST /api/gemini",
    (i) =>
      call(
        i,
        "POST",
        "/api/gemini",
        JSON.stringify({
          message: "When can I drive after a knee replacement?",
          conversationHistory: [],
        }),
        { "content-type": "application/json" },
      ),
  ],
];
const totalWeight = operations.reduce((n, [w]) => n + w, 0);
const pick = () => {
  let r = Math.random() * totalWeight;
  for (const operation of operations) if ((r -= operation[0]) < 0) return operation;
  return operations[0];
};

// --- the run ---------------------------------------------------------------------------------
const startedAt = performance.now();
const elapsed = () => (performance.now() - startedAt) / 1000;
let loadRunning = true;

const workers = Array.from({ length: 8 }, async () => {
  while (loadRunning) {
    const [, route, run] = pick();
    const instance = instances[Math.floor(Math.random() * 2)];
    if (!instance.up) {
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    record(route, await run(instance));
    await new Promise((r) => setTimeout(r, 5));
  }
});

let slowClosed = 0;
const slowKinds = ["partial headers", "stalled body", "idle keep-alive"];
const slowLoops = Array.from({ length: SLOW_CLIENTS }, async (_, n) => {
  while (loadRunning) {
    const instance = instances[n % 2];
    if (!instance.up) {
      await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    const heldMs = await slowClient(instance.port, slowKinds[n % 3]);
    if (heldMs < 100) await new Promise((r) => setTimeout(r, 200)); // refused (restarting): pause
    else slowClosed++;
  }
});

const events = (async () => {
  const at = (s) => new Promise((r) => setTimeout(r, Math.max(0, s - elapsed()) * 1000));
  await at(seconds / 6);
  console.log(`soak: ${elapsed().toFixed(0)}s mail provider outage begins (${outageSeconds}s)`);
  provider.setOutage(true);
  await at(seconds / 6 + outageSeconds);
  provider.setOutage(false);
  console.log(`soak: ${elapsed().toFixed(0)}s mail provider back`);
  await at(seconds / 2);
  const a = instances[0];
  await killInstance(a);
  console.log(`soak: ${elapsed().toFixed(0)}s instance A (Caddy and edge) killed (SIGKILL)`);
  await new Promise((r) => setTimeout(r, 2000));
  await start(a);
  console.log(`soak: ${elapsed().toFixed(0)}s instance A restarted`);
})();

await new Promise((r) => setTimeout(r, seconds * 1000));
loadRunning = false;
await Promise.all([...workers, events]);
console.log(`soak: ${elapsed().toFixed(0)}s load stopped; waiting for the mail to drain`);

const count = () =>
  JSON.parse(
    spawnSync(deno, ["run", "-A", "scripts/soak-count.ts", dataDir], {
      cwd: root,
      encoding: "utf8",
    }).stdout,
  );
let stored = count();
const drainStart = performance.now();
while (
  stored.outbox.sent < stored.outbox.total && performance.now() - drainStart < DRAIN_LIMIT_MS
) {
  await new Promise((r) => setTimeout(r, 2000));
  stored = count();
}
const exits = [];
for (const instance of instances) {
  instance.up = false;
  await instance.caddy.stop();
  instance.child.kill("SIGTERM");
  exits.push(await instance.exit);
}
await Promise.race([Promise.all(slowLoops), new Promise((r) => setTimeout(r, 15_000))]);
stored = count();

// --- report ----------------------------------------------------------------------------------
const lost = (acked, kept) => [...acked].filter((t) => !kept.has(t)).length;
const storiesKept = new Set(stored.stories);
const enquiriesKept = new Set(stored.enquiries);
const lostStories = lost(acknowledged.stories, storiesKept);
const lostEnquiries = lost(acknowledged.enquiries, enquiriesKept);
const outboxIds = new Set(stored.outbox.ids.map((id) => `outbox/${id}`));
const deliveredOfOurs = [...provider.delivered.keys()].filter((key) => outboxIds.has(key)).length;
const repeated = provider.repeatedKeys();
// The same email (recipient, subject and text) delivered under more than one key would be a duplicate.
const contents = [...provider.delivered.values()].map((email) =>
  JSON.stringify([email.to, email.subject, email.text])
);
const duplicates = contents.length - new Set(contents).size;
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

console.log(
  `\nSoak: ${seconds}s, two instances on one KV file, ${SLOW_CLIENTS} slow clients held (${slowClosed} closed and reopened by the server's limits)`,
);
console.log(
  `  stories:   acknowledged ${acknowledged.stories.size}, stored ${
    [...acknowledged.stories].filter((t) => storiesKept.has(t)).length
  }, lost ${lostStories}`,
);
console.log(
  `  enquiries: acknowledged ${acknowledged.enquiries.size}, stored ${
    [...acknowledged.enquiries].filter((t) => enquiriesKept.has(t)).length
  }, lost ${lostEnquiries}`,
);
console.log(
  `  emails:    queued ${stored.outbox.total}, delivered ${deliveredOfOurs} (outbox marks ${stored.outbox.sent} sent)`,
);
console.log(
  `  duplicate deliveries: ${duplicates} (${repeated.length} email(s) resent after an interrupted call, each deduplicated by its idempotency key)`,
);
console.log(
  `  5xx answers: ${counts.fiveXx}${
    fiveXxByStatus.size ? ` (${[...fiveXxByStatus].map(([k, n]) => `${k}: ${n}`).join(", ")})` : ""
  }; 503s retried as the widgets do: ${counts.busyRetries}`,
);
console.log(
  `  refused connections while an instance was down: ${counts.connectionErrors}; other 4xx: ${counts.other4xx}`,
);
console.log(`  exit codes after SIGTERM: ${exits.map((e) => e.code ?? e.signal).join(", ")}`);
console.log(`\n  ${"route".padEnd(26)}${"requests".padEnd(10)}${"p50 ms".padEnd(9)}p99 ms`);
for (const [route, times] of [...latencies.entries()].sort()) {
  times.sort((a, b) => a - b);
  console.log(
    `  ${route.padEnd(26)}${String(times.length).padEnd(10)}${
      percentile(times, 50).toFixed(1).padEnd(9)
    }${percentile(times, 99).toFixed(1)}`,
  );
}

clearTimeout(hardStop);
const ok = lostStories === 0 && lostEnquiries === 0 && counts.fiveXx === 0 && duplicates === 0 &&
  deliveredOfOurs === stored.outbox.total && exits.every((e) => e.code === 0);
await provider.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(ok ? "\nsoak: passed" : "\nsoak: FAILED");
process.exit(ok ? 0 : 1);
