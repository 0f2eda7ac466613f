import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { distDirFromEnv } from "../../scripts/build.ts";
import { distDir, distFile, requireDist } from "./dist.ts";

const root = resolve(import.meta.dirname, "../..");

describe("the build's origin and folder", () => {
  it("records in _site.json the origin its canonical links were made with", () => {
    const { origin } = requireDist();
    expect(origin).toMatch(/^https?:\/\/[^/]+$/);
    expect(distFile("/index.html").toString()).toContain(`<link rel="canonical" href="${origin}/"`);
  });

  it("writes to DIST_DIR when it is set, never over the project or above it", () => {
    expect(distDirFromEnv({})).toBe(distDir);
    expect(distDirFromEnv({ DIST_DIR: "/tmp/dist-live" })).toBe("/tmp/dist-live");
    expect(() => distDirFromEnv({ DIST_DIR: root })).toThrow(/would replace the project/);
    expect(() => distDirFromEnv({ DIST_DIR: dirname(root) })).toThrow(/would replace the project/);
  });

  it("builds a site for another origin beside dist/", { timeout: 180_000 }, () => {
    const out = join(mkdtempSync(join(tmpdir(), "dist-live-")), "dist");
    try {
      const built = spawnSync(process.execPath, [
        join(root, "node_modules/.bin/tsx"),
        "scripts/build.ts",
      ], {
        cwd: root,
        env: { ...process.env, DIST_DIR: out, SITE_URL: "https://www.ashcombe-knee-hip.co.uk/" },
        encoding: "utf8",
      });
      expect(built.status, built.stderr).toBe(0);
      expect(JSON.parse(readFileSync(join(out, "_site.json"), "utf8")).origin).toBe(
        "https://www.ashcombe-knee-hip.co.uk",
      );
      expect(readFileSync(join(out, "sitemap.xml"), "utf8")).toContain(
        "<loc>https://www.ashcombe-knee-hip.co.uk/</loc>",
      );
      expect(requireDist().origin, "dist/ itself is untouched").not.toBe(
        "https://www.ashcombe-knee-hip.co.uk",
      );
    } finally {
      rmSync(dirname(out), { recursive: true, force: true });
    }
  });
});
