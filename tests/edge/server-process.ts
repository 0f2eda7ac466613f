/**
 * The real server as separate processes, for tests of what only a process shows: time limits on
 * slow clients, signals, two instances on one KV file. Each listens on a free loopback port and
 * serves the miniature build in fixtures/mini-dist.
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

/**
 * Starts `npm run serve` (Node front end + Deno edge, `front: true`) or the bare edge
 * (`front: false`), and resolves once it listens.
 */
export async function startServer(
  env: Record<string, string>,
  options: { front?: boolean } = {},
): Promise<ServerProcess> {
  const front = options.front ?? true;
  // Each server gets its own data unless a test shares one on purpose.
  const ownDataDir = env.DATA_DIR ? null : await Deno.makeTempDir({ prefix: "server-process-" });
  if (ownDataDir) env = { ...env, DATA_DIR: ownDataDir };
  const command = front
    ? new Deno.Command("node", {
      args: ["scripts/serve.mjs"],
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
    })
    : new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "edge/main.ts"],
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
