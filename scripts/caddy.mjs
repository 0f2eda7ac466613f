/**
 * Caddy in front of a local edge, for `npm run bench` and `npm run soak`: the repository's
 * Caddyfile on a loopback port, with plain HTTP and the time limits given (Caddy durations).
 * Debian's caddy is installed with apt-get when it is missing (as .ci/run does for it and for
 * Chromium); its state goes to a temporary folder.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The caddy binary, installed from Debian's packages when missing. */
export function ensureCaddy() {
  const found = spawnSync("sh", ["-c", "command -v caddy"], { encoding: "utf8" }).stdout.trim();
  if (found) return found;
  if (existsSync("/usr/bin/caddy")) return "/usr/bin/caddy";
  console.log("Installing Debian's caddy…");
  const install = spawnSync(
    "sh",
    ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq caddy"],
    { stdio: "inherit" },
  );
  if (install.status !== 0 || !existsSync("/usr/bin/caddy")) {
    throw new Error("Caddy is missing and could not be installed (apt-get install caddy)");
  }
  return "/usr/bin/caddy";
}

/**
 * Starts Caddy on `port` in front of the edge on `upstreamPort`. Answers { base, port, child,
 * stop() }. `timeouts`: { header, body, idle } as Caddy durations ("10s").
 */
export async function startCaddy({ port, upstreamPort, timeouts = {} }) {
  const caddy = ensureCaddy();
  const home = mkdtempSync(join(tmpdir(), "caddy-"));
  const child = spawn(
    caddy,
    ["run", "--config", join(root, "Caddyfile"), "--adapter", "caddyfile"],
    {
      cwd: home,
      env: {
        PATH: process.env.PATH,
        HOME: home,
        XDG_DATA_HOME: join(home, "data"),
        XDG_CONFIG_HOME: join(home, "config"),
        CADDY_ADMIN: "off",
        SITE_ADDRESS: `http://127.0.0.1:${port}`,
        EDGE_ADDRESS: `127.0.0.1:${upstreamPort}`,
        ...(timeouts.header ? { CADDY_HEADER_TIMEOUT: timeouts.header } : {}),
        ...(timeouts.body ? { CADDY_BODY_TIMEOUT: timeouts.body } : {}),
        ...(timeouts.idle ? { CADDY_IDLE_TIMEOUT: timeouts.idle } : {}),
      },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let log = "";
  child.stderr.on("data", (chunk) => log += chunk);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0;; i++) {
    if (child.exitCode !== null) throw new Error(`Caddy exited:\n${log}`);
    try {
      const res = await fetch(`${base}/api/health`);
      await res.body?.cancel();
      if (res.ok) break;
    } catch { /* not yet */ }
    if (i > 200) throw new Error(`Caddy did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    base,
    port,
    child,
    async stop() {
      child.kill("SIGTERM");
      await exited;
      rmSync(home, { recursive: true, force: true });
    },
  };
}
