/**
 * `npm ci` on a clean machine needs package-lock.json to list every optional platform package of
 * every dependency, even ones this machine never installs (npm records only those its registry
 * can resolve: Deno's non-Linux binaries had to be added by hand). A missing entry fails CI.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as {
  packages: Record<
    string,
    {
      version?: string;
      optionalDependencies?: Record<string, string>;
      dependencies?: Record<string, string>;
    }
  >;
};
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));

describe("package-lock.json is complete for npm ci", () => {
  it("lists every direct dependency at the version package.json pins", () => {
    for (const [name, version] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
      expect(lock.packages[`node_modules/${name}`]?.version, name).toBe(version);
    }
  });

  it("lists every optional dependency of every locked package", () => {
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        const nested = `${path}/node_modules/${name}`;
        if (!lock.packages[nested] && !lock.packages[`node_modules/${name}`]) {
          missing.push(`${path} → ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe("install scripts (npm 11 allowScripts)", () => {
  it("approves the two the project needs, deno and esbuild, and decides every entry", () => {
    expect(pkg.allowScripts?.deno).toBe(true);
    expect(pkg.allowScripts?.esbuild).toBe(true);
    for (const [name, allowed] of Object.entries(pkg.allowScripts ?? {})) {
      expect(typeof allowed, name).toBe("boolean");
      if (allowed) expect(["deno", "esbuild"], name).toContain(name);
    }
  });
});
