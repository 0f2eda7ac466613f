import { describe, expect, it } from "vitest";
import {
  buildConfigFromEnv,
  configFromEnv,
  parseDataHosting,
  parseSiteUrl,
  productionProblems,
  resolveDistDir,
} from "../../lib/config.ts";

const root = "/srv/practice";

describe("lib/config.ts, the one reader of the environment", () => {
  it("reads SITE_URL once, as an origin: trimmed, one spelling, never empty or relative", () => {
    expect(parseSiteUrl("  HTTPS://WWW.Example.CO.UK:443/ ", 8000)).toBe(
      "https://www.example.co.uk",
    );
    expect(parseSiteUrl("", 8000)).toBe("http://localhost:8000");
    expect(parseSiteUrl("   ", 8123)).toBe("http://localhost:8123");
    expect(parseSiteUrl(undefined, 8000)).toBe("http://localhost:8000");
    for (
      const bad of ["www.example.co.uk", "/", "ftp://example.com", "https://example.com/practice"]
    ) {
      expect(() => parseSiteUrl(bad, 8000), bad).toThrow(/SITE_URL/);
    }
    // the build and the server read it the same way
    const env = { SITE_URL: " https://www.example.co.uk/ " };
    expect(buildConfigFromEnv(env, root).siteUrl).toBe(configFromEnv(env).siteUrl);
    expect(buildConfigFromEnv({ SITE_URL: "" }, root).siteUrl).toBe("http://localhost:8000");
  });

  it("resolves DIST_DIR and DATA_DIR against the project, whoever reads them", () => {
    expect(resolveDistDir({}, root)).toBe("/srv/practice/dist");
    expect(resolveDistDir({ DIST_DIR: "dist-live" }, root)).toBe("/srv/practice/dist-live");
    expect(resolveDistDir({ DIST_DIR: "../builds/live" }, root)).toBe("/srv/builds/live");
    expect(() => resolveDistDir({ DIST_DIR: "." }, root)).toThrow(/would replace the project/);
    expect(() => resolveDistDir({ DIST_DIR: "/srv" }, root)).toThrow(/would replace the project/);
    const config = configFromEnv({}, { root });
    expect(config.distDir).toBe("/srv/practice/dist");
    expect(config.dataDir).toBe("/srv/practice/.data");
    expect(config.kv).toEqual({ kind: "file", path: "/srv/practice/.data/kv.sqlite3" });
  });

  it("on Deno Deploy opens the app's KV database (no path), writes no file, and refuses DATA_DIR", () => {
    const deploy = { DENO_DEPLOY: "true", DENO_DEPLOYMENT_ID: "abc" };
    const config = configFromEnv(deploy, { root });
    expect(config.kv).toEqual({ kind: "deploy" });
    expect(config.dataDir).toBeUndefined();
    expect(config.env).toBe("production");
    expect(config.network.shutdownGraceMs).toBeLessThan(5000); // Deploy kills 5 s after SIGINT
    expect(() => configFromEnv({ ...deploy, DATA_DIR: ".data" })).toThrow(/DATA_DIR is set/);
  });

  it("counts the signing secret in bytes, as the HMAC does", () => {
    const env = {
      SITE_URL: "https://www.example.co.uk",
      RESEND_API_KEY: "k",
      MAIL_FROM: "a@b.c",
    };
    expect(productionProblems({ ...env, STORY_SIGNING_SECRET: "é".repeat(16) })).toEqual([]);
    expect(productionProblems({ ...env, STORY_SIGNING_SECRET: "x".repeat(31) })[0].problem).toMatch(
      /31 bytes long/,
    );
    expect(productionProblems({ ...env, STORY_SIGNING_SECRET: "  " }).map((p) => p.name)).toEqual([
      "STORY_SIGNING_SECRET",
    ]);
  });

  it("DATA_HOSTING says where patients' data is stored, for the privacy notice", () => {
    expect(parseDataHosting({ DATA_HOSTING: "deno-deploy" })).toMatchObject({
      provider: "deno-deploy",
      outsideUk: true,
      stated: true,
    });
    expect(parseDataHosting({ DATA_HOSTING: "deno-deploy" }).location).toMatch(/us-east4/);
    expect(parseDataHosting({ DATA_HOSTING: "self-hosted:London, United Kingdom" })).toEqual({
      provider: "self-hosted",
      location: "London, United Kingdom",
      outsideUk: false,
      stated: true,
    });
    expect(parseDataHosting({ DATA_HOSTING: "self-hosted:Frankfurt, Germany" }).outsideUk).toBe(
      true,
    );
    expect(parseDataHosting({ DENO_DEPLOY: "true" })).toMatchObject({
      provider: "deno-deploy",
      stated: false,
    });
    expect(parseDataHosting({})).toEqual({ provider: "self-hosted", stated: false });
    for (const bad of ["self-hosted", "aws", "deno-deploy:Frankfurt"]) {
      expect(() => parseDataHosting({ DATA_HOSTING: bad }), bad).toThrow(/DATA_HOSTING/);
    }
    expect(buildConfigFromEnv({ DATA_HOSTING: "deno-deploy" }, root).dataHosting.provider).toBe(
      "deno-deploy",
    );
  });

  it("refuses nonsense rather than guessing", () => {
    expect(() => configFromEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => configFromEnv({ RATE_LIMIT_CHAT: "lots" })).toThrow(/RATE_LIMIT_CHAT/);
    expect(() => configFromEnv({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
    expect(() => configFromEnv({ EMBED_ORIGINS: "hospital.example.org" })).toThrow(/EMBED_ORIGINS/);
    expect(() => configFromEnv({ APP_ENV: "staging" })).toThrow(/APP_ENV/);
  });
});
