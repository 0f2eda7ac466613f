/**
 * Slow clients for `npm run bench` and `npm run soak` (against Caddy in front of the edge): sockets that trickle their headers a byte
 * at a time, stall their bodies, or idle after one request, in equal thirds. `slowClientPhase`
 * holds them against a running server while it times GET /api/health, samples the servers'
 * memory and records when the server closed each socket.
 */
import { readFileSync } from "node:fs";
import { Agent, get } from "node:http";
import { connect } from "node:net";

const KINDS = ["partial headers", "stalled body", "idle keep-alive"];

/** Opens one slow client of `kind`; resolves, once the server closes it, with the ms it was open. */
export function slowClient(port, kind) {
  return new Promise((resolve) => {
    const opened = performance.now();
    const socket = connect(port, "127.0.0.1");
    let trickle;
    socket.on("connect", () => {
      if (kind === "partial headers") {
        socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ");
        trickle = setInterval(() => socket.write("a"), 1000);
      } else if (kind === "stalled body") {
        socket.write(
          "POST /api/enquiry HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 10000\r\n\r\nfirstName=A",
        );
      } else {
        socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
      }
    });
    socket.on("data", () => {});
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(trickle);
      resolve(performance.now() - opened);
    });
  });
}

/** Resident memory of `pid` and its descendants, in MB (Linux /proc). */
export function treeRssMb(pid) {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    try {
      const children = readFileSync(`/proc/${pids[i]}/task/${pids[i]}/children`, "utf8").trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    } catch { /* gone */ }
  }
  let kb = 0;
  for (const p of pids) {
    try {
      const match = readFileSync(`/proc/${p}/status`, "utf8").match(/^VmRSS:\s+(\d+)/m);
      if (match) kb += Number(match[1]);
    } catch { /* gone */ }
  }
  return kb / 1024;
}

const percentile = (sorted, p) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : NaN;

/** Times GET /api/health with `concurrency` keep-alive connections until `until()` is false. */
async function timeHealth(port, concurrency, until) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const times = [];
  let failures = 0;
  const once = () =>
    new Promise((resolve) => {
      const start = performance.now();
      const req = get({ host: "127.0.0.1", port, path: "/api/health", agent }, (res) => {
        res.resume();
        res.on("end", () => {
          if (res.statusCode === 200) times.push(performance.now() - start);
          else failures++;
          resolve();
        });
      });
      req.on("error", () => {
        failures++;
        resolve();
      });
    });
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (until()) {
      await once();
      await new Promise((r) => setTimeout(r, 5));
    }
  }));
  agent.destroy();
  return { times: times.sort((a, b) => a - b), failures };
}

/**
 * Holds `clients` slow clients against the server on `port` until the server has closed them
 * all; answers the figures and a printable report.
 */
export async function slowClientPhase({ port, serverPids, clients, limits }) {
  const memory = () => serverPids.reduce((mb, pid) => mb + treeRssMb(pid), 0);
  const baselineMb = memory();
  const quietUntil = performance.now() + 2000;
  const quiet = await timeHealth(port, 4, () => performance.now() < quietUntil);
  const closes = KINDS.map(() => []);
  const pending = [];
  for (let i = 0; i < clients; i++) {
    const kind = i % KINDS.length;
    pending.push(slowClient(port, KINDS[kind]).then((ms) => closes[kind].push(ms)));
    if (i % 100 === 99) await new Promise((r) => setTimeout(r, 10));
  }
  let open = true;
  let peakMb = baselineMb;
  const sampler = setInterval(() => peakMb = Math.max(peakMb, memory()), 200);
  const allClosed = Promise.all(pending).then(() => open = false);
  // Health is timed while at least half of the slow clients still hold their sockets.
  const held = () => open && closes.reduce((n, c) => n + c.length, 0) < clients / 2;
  const health = await timeHealth(port, 4, held);
  await allClosed;
  clearInterval(sampler);
  peakMb = Math.max(peakMb, memory());

  const limitOf = [limits.headersMs, limits.bodyMs, limits.keepAliveMs];
  const rows = KINDS.map((kind, i) => {
    const sorted = closes[i].sort((a, b) => a - b);
    return {
      kind,
      count: sorted.length,
      limitMs: limitOf[i],
      maxMs: sorted[sorted.length - 1] ?? NaN,
    };
  });
  const p50 = percentile(health.times, 50);
  const p99 = percentile(health.times, 99);
  const f = (n) => Number.isFinite(n) ? n.toFixed(1) : "n/a";
  const report = [
    `\nSlow clients: ${clients} sockets held (a third each: ${KINDS.join(", ")})`,
    `  GET /api/health before them: ${quiet.times.length} requests, p50 ${
      f(percentile(quiet.times, 50))
    } ms, p99 ${f(percentile(quiet.times, 99))} ms`,
    `  GET /api/health meanwhile: ${health.times.length} requests, p50 ${f(p50)} ms, p99 ${
      f(p99)
    } ms, failures ${health.failures}   (target p99 < 20 ms)`,
    `  memory of Caddy and the edge: ${f(baselineMb)} MB before, ${
      f(peakMb)
    } MB at peak   (target < 300 MB)`,
    ...rows.map((r) =>
      `  ${r.kind.padEnd(16)} ${r.count} closed by the server, the last after ${
        f(r.maxMs)
      } ms (limit ${r.limitMs} ms)`
    ),
  ].join("\n");
  return { p50, p99, failures: health.failures, baselineMb, peakMb, rows, report };
}
