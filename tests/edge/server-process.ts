/**
 * The real server as separate processes, for tests of what only a process shows: signals, two
 * instances on one KV file, and Caddy in front (its time limits on slow clients). Each listens on
 * a free loopback port and serves the miniature build in fixtures/mini-dist.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { connect, type Socket } from "node:net";

const root = fileURLToPath(new URL("../..", import.meta.url));
export const MINI_DIST = join(root, "tests/edge/fixtures/mini-dist");

export interface ServerProcess {
  /** http://127.0.0.1:port */
  base: string;
  port: number;
  child: Deno.ChildProcess;
  /** everything the server printed so far */
  output(): string;
  /** resolves with the exit status */
  status: Promise<Deno.CommandStatus>;
  kill(signal?: Deno.Signal): void;
}

export interface StartOptions {
  /**
   * A soft limit on the size of any file the server writes, in KiB (`ulimit -S -f`, with SIGXFSZ
   * ignored so a write past it fails as on a full disk). `raiseFileSizeLimit` lifts it again.
   */
  fileSizeLimitKiB?: number;
}

/** Starts the edge (`npm run serve`: `deno run edge/main.ts`) and resolves once it listens. */
export async function startServer(
  env: Record<string, string>,
  options: StartOptions = {},
): Promise<ServerProcess> {
  // Each server gets its own data unless a test shares one on purpose.
  const ownDataDir = env.DATA_DIR ? null : await Deno.makeTempDir({ prefix: "server-process-" });
  if (ownDataDir) env = { ...env, DATA_DIR: ownDataDir };
  const serve = [Deno.execPath(), "run", "-A", "edge/main.ts"];
  const [program, ...args] = options.fileSizeLimitKiB === undefined ? serve : [
    "bash",
    "-c",
    `trap '' XFSZ; ulimit -S -f ${options.fileSizeLimitKiB}; exec "$@"`,
    "bash",
    ...serve,
  ];
  const command = new Deno.Command(program, {
    args,
    cwd: root,
    env: {
      PORT: "0",
      DIST_DIR: MINI_DIST,
      APP_ENV: "test",
      STORY_SIGNING_SECRET: "process-secret-process-secret-0123",
      ...env,
    },
    stdout: "piped",
    stderr: "piped",
    stdin: "null",
  });
  const child = command.spawn();
  let text = "";
  const decoder = new TextDecoder();
  let onLine: (() => void) | null = null;
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    for await (const chunk of stream) {
      text += decoder.decode(chunk, { stream: true });
      onLine?.();
    }
  };
  void pump(child.stdout);
  void pump(child.stderr);
  const status = child.status;
  if (ownDataDir) {
    void status.then(() => Deno.remove(ownDataDir, { recursive: true }).catch(() => {}));
  }
  const port = await new Promise<number>((resolve, reject) => {
    const check = () => {
      const match = text.match(/on http:\/\/[^\s]+:(\d+) \(/);
      if (match) resolve(Number(match[1]));
    };
    onLine = check;
    check();
    status.then((s) =>
      reject(new Error(`the server exited (${s.code}) before listening:\n${text}`))
    );
  });
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => text,
    status,
    kill(signal: Deno.Signal = "SIGTERM") {
      try {
        child.kill(signal);
      } catch { /* already gone */ }
    },
  };
}

/** A raw TCP connection to the server, to send exactly the bytes a slow client would. */
export function rawSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => resolve(socket));
    socket.on("error", reject);
  });
}

/** Resolves with what the server sent before it closed the connection. */
export function closed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let received = "";
    socket.on("data", (chunk) => received += chunk.toString("latin1"));
    socket.on("error", () => {});
    socket.on("close", () => resolve(received));
  });
}

export interface CaddyProcess {
  /** http://127.0.0.1:port */
  base: string;
  port: number;
  output(): string;
  stop(): Promise<void>;
}

/** A free loopback port (closed again; the caller binds it at once). */
export function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/**
 * Debian's Caddy (`/usr/bin/caddy`, or `caddy` on the PATH) running the repository's Caddyfile on
 * a free loopback port in front of the edge at `upstreamPort`, with plain HTTP (no certificate)
 * and the given time limits (Caddy durations, e.g. "300ms"). Its state goes to a temporary folder.
 */
export async function startCaddy(
  upstreamPort: number,
  timeouts: { header?: string; body?: string; idle?: string } = {},
): Promise<CaddyProcess> {
  const home = await Deno.makeTempDir({ prefix: "caddy-" });
  for (let attempt = 1;; attempt++) {
    const port = freePort();
    const child = new Deno.Command(caddyPath(), {
      args: ["run", "--config", join(root, "Caddyfile"), "--adapter", "caddyfile"],
      cwd: home,
      env: {
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
      clearEnv: true,
      stdout: "piped",
      stderr: "piped",
      stdin: "null",
    }).spawn();
    let text = "";
    const decoder = new TextDecoder();
    const pump = async (stream: ReadableStream<Uint8Array>) => {
      for await (const chunk of stream) text += decoder.decode(chunk, { stream: true });
    };
    void pump(child.stdout);
    void pump(child.stderr);
    let exited = false;
    const status = child.status.then((s) => {
      exited = true;
      return s;
    });
    const base = `http://127.0.0.1:${port}`;
    const kill = async () => {
      try {
        child.kill("SIGTERM");
      } catch { /* gone */ }
      await status;
    };
    const stop = async () => {
      await kill();
      await Deno.remove(home, { recursive: true }).catch(() => {});
    };
    for (let i = 0; i < 200 && !exited; i++) {
      try {
        const res = await fetch(`${base}/api/health`);
        await res.body?.cancel();
        if (res.ok) return { base, port, output: () => text, stop };
      } catch { /* not listening yet */ }
      await new Promise((r) => setTimeout(r, 50));
    }
    await kill();
    if (attempt >= 3) {
      await stop();
      throw new Error(`Caddy did not start:\n${text}`);
    }
  }
}

/** Debian's caddy binary. */
export function caddyPath(): string {
  for (const dir of (Deno.env.get("PATH") ?? "").split(":").concat("/usr/bin")) {
    try {
      if (Deno.statSync(join(dir, "caddy")).isFile) return join(dir, "caddy");
    } catch { /* not here */ }
  }
  throw new Error("Caddy is not installed (Debian: apt-get install caddy; .ci/run installs it)");
}

/** Lifts the file size limit of a server started with `fileSizeLimitKiB` (space freed on the disk). */
export async function raiseFileSizeLimit(server: ServerProcess): Promise<void> {
  const { code } = await new Deno.Command("prlimit", {
    args: ["--pid", String(server.child.pid), "--fsize=unlimited:"],
  }).output();
  if (code !== 0) throw new Error("prlimit could not raise the file size limit");
}
