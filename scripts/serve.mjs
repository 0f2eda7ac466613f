#!/usr/bin/env node
/**
 * `npm run serve`: serves an existing dist/ and the API with Deno (edge/main.ts), without
 * building. Environment variables pass straight through (see the README).
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const distDir = process.env.DIST_DIR ?? join(root, "dist");
if (!existsSync(join(distDir, "_site.json"))) {
  console.error(`No build found in ${distDir}. Run "npm run build" first (or "npm start" to build and serve).`);
  process.exit(1);
}

const deno = join(root, "node_modules", ".bin", "deno");
const child = spawn(deno, ["run", "--allow-net", "--allow-env", "--allow-read", "--allow-write", "edge/main.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, DIST_DIR: distDir },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
