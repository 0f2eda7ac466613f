#!/usr/bin/env node
/**
 * `npm test`: type-checks everything (`npm run typecheck`), checks the formatting (`deno fmt
 * --check`), lints (`deno lint`) and checks the import directions (`npm run imports`, dependency-
 * cruiser), each counted as one test; builds the site, then runs every suite — unit (vitest), edge
 * (deno test against real KV files) and end-to-end (Playwright in Chromium against the real
 * server) — and prints one line with the real totals: `N passed, N failed`. Exits non-zero if
 * anything failed.
 *
 * Pass suite names to run only some: `npm test -- format lint imports typecheck unit edge`.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const reports = join(root, ".test-reports");
const bin = (name) => join(root, "node_modules", ".bin", name);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

function run(label, command, args, env = {}) {
  console.log(
    `\n━━ ${label}: ${[command, ...args].map((a) => a.replace(root + "/", "")).join(" ")}`,
  );
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    // a suite that printed nothing still says why it stopped
    console.log(
      `${label}: exit status ${result.status}${result.signal ? `, signal ${result.signal}` : ""}${
        result.error ? `, ${result.error.message}` : ""
      }`,
    );
  }
  return result.status === 0;
}

/** Counts test cases in a JUnit XML report. */
function countJUnit(file) {
  if (!existsSync(file)) return null;
  const xml = readFileSync(file, "utf8");
  let passed = 0, failed = 0, skipped = 0;
  for (const match of xml.matchAll(/<testcase\b[^>]*?(?:\/>|>([\s\S]*?)<\/testcase>)/g)) {
    const body = match[1] ?? "";
    if (/<(failure|error)\b/.test(body)) failed++;
    else if (/<skipped\b/.test(body)) skipped++;
    else passed++;
  }
  return { passed, failed, skipped };
}

const wanted = process.argv.slice(2);
const include = (suite) => wanted.length === 0 || wanted.includes(suite);

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const suites = [];
if (include("typecheck")) {
  const ok = run("typecheck", "npm", ["run", "--silent", "typecheck"]);
  suites.push({
    name: "typecheck",
    ok,
    counts: { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 },
  });
}
if (include("format")) {
  // Every TypeScript and JavaScript file as `deno fmt` writes it (settings in deno.json).
  const ok = run("format", bin("deno"), ["fmt", "--check"]);
  suites.push({
    name: "format",
    ok,
    counts: { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 },
  });
}
if (include("lint")) {
  // Deno's linter over every TypeScript and JavaScript file (rules in deno.json).
  const ok = run("lint", bin("deno"), ["lint"]);
  suites.push({ name: "lint", ok, counts: { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 } });
}
if (include("imports")) {
  // The import directions and cycles (rules in .dependency-cruiser.cjs).
  const ok = run("imports", "npm", ["run", "--silent", "imports"]);
  suites.push({
    name: "imports",
    ok,
    counts: { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 },
  });
}
let buildOk = true;
if (include("unit") || include("e2e")) {
  buildOk = run("build", process.execPath, [bin("tsx"), "scripts/build.ts"]);
}

if (include("unit")) {
  const file = join(reports, "unit.xml");
  const ok = buildOk &&
    run("unit", bin("vitest"), [
      "run",
      "--reporter=default",
      "--reporter=junit",
      `--outputFile.junit=${file}`,
    ]);
  suites.push({ name: "unit", ok, file });
}
if (include("edge")) {
  const file = join(reports, "edge.xml");
  const ok = run("edge", bin("deno"), ["test", "-A", `--junit-path=${file}`, "tests/edge"]);
  suites.push({ name: "edge", ok, file });
}
if (include("e2e")) {
  const file = join(reports, "e2e.xml");
  const port = String(await freePort());
  const ok = buildOk && run("e2e", bin("playwright"), ["test"], { CI_JUNIT: file, E2E_PORT: port });
  suites.push({ name: "e2e", ok, file });
}

let passed = 0, failed = 0, skipped = 0;
console.log("");
for (const suite of suites) {
  const counts = suite.counts ?? countJUnit(suite.file);
  if (!counts) {
    // A suite that crashed before reporting counts as one failure, never as silence.
    console.log(`${suite.name}: no report (the suite did not run to completion)`);
    failed++;
    continue;
  }
  if (!suite.ok && counts.failed === 0) counts.failed = 1;
  console.log(
    `${suite.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
  );
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
}
if (!buildOk) failed++;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
