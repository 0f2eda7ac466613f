import assert from "node:assert/strict";
import { createApp } from "../../edge/app.ts";
import { testDeps } from "./helpers.ts";

Deno.test("placeholder answers an SVG of the requested size", async () => {
  const { deps, close } = await testDeps();
  try {
    const app = createApp(deps);
    const res = await app.request("/api/placeholder/800/600");
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type")!, /^image\/svg\+xml/);
    const svg = await res.text();
    assert.match(svg, /width="800" height="600"/);
  } finally {
    await close();
  }
});

Deno.test("placeholder refuses sizes that are not bounded whole numbers", async () => {
  const { deps, close } = await testDeps();
  try {
    const app = createApp(deps);
    for (
      const path of [
        "/api/placeholder/0/600",
        "/api/placeholder/800/4001",
        "/api/placeholder/abc/10",
        "/api/placeholder/-5/10",
        "/api/placeholder/1.5/10",
        "/api/placeholder/99999999/1",
      ]
    ) {
      const res = await app.request(path);
      assert.equal(res.status, 400, path);
      const body = await res.json();
      assert.equal(body.success, false);
      assert.match(body.error, /pixels/);
    }
  } finally {
    await close();
  }
});

Deno.test("health answers ok and unknown API paths a JSON 404", async () => {
  const { deps, close } = await testDeps();
  try {
    const app = createApp(deps);
    assert.deepEqual(await (await app.request("/api/health")).json(), { ok: true });
    const missing = await app.request("/api/nope");
    assert.equal(missing.status, 404);
    assert.equal((await missing.json()).success, false);
  } finally {
    await close();
  }
});
