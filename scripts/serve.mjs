#!/usr/bin/env node
/**
 * `npm run serve`: serves an existing dist/ and the API, without building. The Deno edge
 * (edge/main.ts) listens on a private Unix socket; Node's HTTP server (scripts/front.mjs) faces
 * the network with the header, body and keep-alive time limits Deno.serve lacks. The edge
 * resolves the configuration (see the README) and hands the front end its network settings.
 *
 * SIGTERM or SIGINT: the front end stops accepting and gives requests in flight
 * SHUTDOWN_GRACE_MS; then the edge stops its mail sender (finishing or releasing the delivery in
 * progress) and both exit 0.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { startFront } from "./front.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const distDir = process.env.DIST_DIR ?? join(root, "dist");
if (!existsSync(join(distDir, "_site.json"))) {
  console.error(
    `No build found in ${distDir}. Run "npm run build" first (or "npm start" to build and serve).`,
  );
  process.exit(1);
}

// Only this process can reach the socket: it lives in a directory only we may enter.
const socketDir = mkdtempSync(join(tmpdir(), "edge-"));
const socketPath = join(socketDir, "edge.sock");
const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });

const deno = join(root, "node_modules", ".bin", "deno");
const edge = spawn(deno, [
  "run",
  "--allow-net",
  "--allow-env",
  "--allow-read",
  "--allow-write",
  "edge/main.ts",
], {
  cwd: root,
  // stdin stays open as a lifeline: the edge shuts down when it closes (this process died).
  // Its output comes through us: Node buffers a busy terminal or pipe, where Deno would fail.
  stdio: ["pipe", "pipe", "pipe"],
  env: { ...process.env, DIST_DIR: distDir, EDGE_UNIX_SOCKET: socketPath },
});

let front = null;
let stopping = false;

edge.on("exit", (code, signal) => {
  removeSocketDir();
  if (!stopping) console.error(`The edge stopped (${signal ?? `exit code ${code}`}).`);
  process.exit(code ?? (signal ? 1 : 0));
});

edge.stderr.pipe(process.stderr);
const lines = createInterface({ input: edge.stdout });
lines.on("line", async (line) => {
  const ready = line.startsWith('{"edgeReady"') ? JSON.parse(line).edgeReady : null;
  if (!ready) return console.log(line);
  const { network } = ready;
  try {
    front = await startFront({
      host: network.host,
      port: ready.port,
      socketPath,
      headersTimeoutMs: network.headersTimeoutMs,
      bodyTimeoutMs: network.bodyTimeoutMs,
      keepAliveTimeoutMs: network.keepAliveTimeoutMs,
    });
  } catch (error) {
    console.error(`Cannot listen on ${network.host}:${ready.port}: ${error.message}`);
    edge.kill("SIGTERM");
    return;
  }
  const shown = network.host.includes(":") ? `[${network.host}]` : network.host;
  console.log(
    `Serving ${ready.pages} pages and /api on http://${shown}:${front.port} (${ready.env})`,
  );
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.removeAllListeners(signal).on(signal, () => void stop(network.shutdownGraceMs));
  }
});

async function stop(graceMs) {
  if (stopping) return;
  stopping = true;
  if (front) await front.close(graceMs);
  edge.kill("SIGTERM");
}
// Before the edge is ready there is nothing to drain.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stop(0));
