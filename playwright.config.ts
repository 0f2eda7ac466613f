import { defineConfig, devices } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * End-to-end tests in Debian's Chromium against the real server (`npm run serve`: the edge on dist/).
 * scripts/test.mjs picks a free port (E2E_PORT) and builds first; run alone, build first.
 */
const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://127.0.0.1:${port}`;
// Fixed per run (set once by the main process, inherited by workers).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "e2e-data-"));

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI_JUNIT
    ? [["line"], ["junit", { outputFile: process.env.CI_JUNIT }]]
    : [["line"]],
  use: {
    baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumArgs,
    },
    trace: "off",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
    {
      name: "mobile",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command:
      "node_modules/.bin/deno run --allow-net --allow-env --allow-read --allow-write --deny-run edge/main.ts",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      APP_ENV: "development",
      RATE_LIMIT_STORIES: "1000/60",
      RATE_LIMIT_ENQUIRIES: "1000/60",
      RATE_LIMIT_CHAT: "1000/60",
      RATE_LIMIT_DATA_REQUESTS: "1000/60",
    },
  },
});
