import assert from "node:assert/strict";
import { createApp } from "../../edge/app.ts";
import { testDeps } from "./helpers.ts";

async function withApp(
  env: Record<string, string>,
  fn: (app: ReturnType<typeof createApp>) => Promise<void>,
) {
  const { deps, close } = await testDeps(env);
  try {
    await fn(createApp(deps));
  } finally {
    await close();
  }
}

Deno.test("every response carries the baseline security headers, errors included", () =>
  withApp({}, async (app) => {
    for (
      const [path, init] of [
        ["/api/health", {}],
        ["/api/placeholder/0/0", {}],
        ["/api/nope", {}],
        ["/api/submit-story", {
          method: "POST",
          body: "{",
          headers: { "content-type": "application/json" },
        }],
      ] as const
    ) {
      const res = await app.request(path, init);
      assert.equal(res.headers.get("x-content-type-options"), "nosniff", path);
      assert.equal(res.headers.get("referrer-policy"), "strict-origin-when-cross-origin", path);
      assert.match(res.headers.get("permissions-policy")!, /camera=\(\)/, path);
      assert.equal(
        res.headers.get("content-security-policy"),
        "default-src 'none'; frame-ancestors 'none'",
        path,
      );
      assert.equal(
        res.headers.get("strict-transport-security"),
        null,
        "no HSTS outside production",
      );
    }
  }));

Deno.test("HTML pages get a CSP whose one inline script is the site loader, by its hash, and frame-ancestors 'none'", () =>
  withApp({}, async (app) => {
    const res = await app.request("/moderate/NOSUCHSTORY?action=approve&expires=1&token=x");
    assert.match(res.headers.get("content-type")!, /^text\/html/);
    const csp = res.headers.get("content-security-policy")!;
    const { SITE_LOADER } = await import("../../lib/site-loader.ts");
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(SITE_LOADER));
    const loader = `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
    assert.match(csp, /script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    assert.ok(csp.includes(`script-src 'self' ${loader};`), csp);
    assert.doesNotMatch(csp, /unsafe-inline[^;]*;?.*script-src|script-src[^;]*unsafe-inline/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(csp, /style-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    assert.equal(res.headers.get("x-frame-options"), "DENY");
  }));

Deno.test("the inline style of edge pages matches the hash in the policy", async () => {
  const { PAGE_STYLE } = await import("../../edge/html-page.ts");
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(PAGE_STYLE));
  const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
  await withApp({}, async (app) => {
    const res = await app.request("/moderate/X?action=approve&expires=1&token=x");
    assert.ok(res.headers.get("content-security-policy")!.includes(`'sha256-${hash}'`));
  });
});

Deno.test("production adds HSTS and upgrade-insecure-requests", () =>
  withApp({ APP_ENV: "production", RESEND_API_KEY: "x" }, async (app) => {
    const res = await app.request("/moderate/X?action=approve&expires=1&token=x");
    assert.match(res.headers.get("strict-transport-security")!, /max-age=\d+/);
    assert.match(res.headers.get("content-security-policy")!, /upgrade-insecure-requests/);
  }));

Deno.test("a third-party enquiry form service is allowed to receive the form", () =>
  withApp({ ENQUIRY_FORM_ACTION: "https://formspree.example.com/f/abc" }, async (app) => {
    const csp = (await app.request("/moderate/X?action=approve&expires=1&token=x")).headers.get(
      "content-security-policy",
    )!;
    assert.match(csp, /form-action 'self' https:\/\/formspree\.example\.com/);
    assert.match(csp, /connect-src 'self' https:\/\/formspree\.example\.com/);
  }));

const allowed = "https://hospital.example.org";
const refused = "https://elsewhere.example.net";

Deno.test("CORS: allowed origins get headers and preflight answers on the widget endpoints", () =>
  withApp({ EMBED_ORIGINS: `${allowed}, https://other.example.org` }, async (app) => {
    for (const path of ["/api/stories", "/api/submit-story", "/api/gemini", "/api/enquiry"]) {
      const preflight = await app.request(path, {
        method: "OPTIONS",
        headers: {
          Origin: allowed,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type",
        },
      });
      assert.equal(preflight.status, 204, path);
      assert.equal(preflight.headers.get("access-control-allow-origin"), allowed, path);
      assert.match(preflight.headers.get("access-control-allow-methods")!, /POST/, path);
      assert.match(preflight.headers.get("access-control-allow-headers")!, /Content-Type/i, path);
    }
    const res = await app.request("/api/stories", { headers: { Origin: allowed } });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("access-control-allow-origin"), allowed);
    assert.match(res.headers.get("vary")!, /Origin/);
    // validation applies to embedded use exactly as on our own pages
    const bad = await app.request("/api/submit-story", {
      method: "POST",
      headers: { Origin: allowed, "content-type": "application/json" },
      body: "{}",
    });
    assert.equal(bad.status, 400);
    assert.equal(bad.headers.get("access-control-allow-origin"), allowed);
  }));

Deno.test("CORS: any other origin gets no CORS headers at all", () =>
  withApp({ EMBED_ORIGINS: allowed }, async (app) => {
    const preflight = await app.request("/api/gemini", {
      method: "OPTIONS",
      headers: { Origin: refused, "Access-Control-Request-Method": "POST" },
    });
    assert.equal(preflight.status, 403);
    for (const [name] of preflight.headers) assert.ok(!name.startsWith("access-control-"), name);
    const res = await app.request("/api/stories", { headers: { Origin: refused } });
    for (const [name] of res.headers) assert.ok(!name.startsWith("access-control-"), name);
    // Not a widget endpoint: never CORS, even for an allowed origin.
    const health = await app.request("/api/health", { headers: { Origin: allowed } });
    assert.equal(health.headers.get("access-control-allow-origin"), null);
  }));

Deno.test("CORS: development allows any origin; production with no EMBED_ORIGINS allows none", async () => {
  await withApp({ APP_ENV: "development" }, async (app) => {
    const res = await app.request("/api/stories", { headers: { Origin: refused } });
    assert.equal(res.headers.get("access-control-allow-origin"), refused);
  });
  await withApp({ APP_ENV: "production", RESEND_API_KEY: "x" }, async (app) => {
    const res = await app.request("/api/stories", { headers: { Origin: refused } });
    assert.equal(res.headers.get("access-control-allow-origin"), null);
  });
});
