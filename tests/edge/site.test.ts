import assert from "node:assert/strict";
import { join } from "node:path";
import { createApp } from "../../edge/app.ts";
import { SiteFiles } from "../../edge/site.ts";
import type { SiteManifest } from "../../edge/site-manifest.ts";
import { testDeps } from "./helpers.ts";

/** 1,000 bytes whose values tell their position (byte i is i % 251). */
const VIDEO_BYTES = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);

/** A miniature dist/ shaped like the real build's output. */
async function fixtureDist(): Promise<string> {
  const dist = await Deno.makeTempDir({ prefix: "dist-fixture-" });
  const write = async (path: string, body: string | Uint8Array) => {
    await Deno.mkdir(join(dist, path, ".."), { recursive: true });
    if (typeof body === "string") await Deno.writeTextFile(join(dist, path), body);
    else await Deno.writeFile(join(dist, path), body);
  };
  const manifest: SiteManifest = {
    routes: [
      { path: "/", file: "index.html" },
      { path: "/AboutMe", file: "AboutMe/index.html" },
      {
        path: "/Conditions/acl/-ligament-injury-(sports-knee-injury)",
        file: "Conditions/acl/-ligament-injury-(sports-knee-injury)/index.html",
      },
      {
        path: "/Conditions/anterior-knee-pain-&-kneecap-problems",
        file: "Conditions/anterior-knee-pain-&-kneecap-problems/index.html",
      },
      {
        path: "/Treatments/patellar-stabilization",
        file: "Treatments/patellar-stabilization/index.html",
      },
    ],
    redirects: [{
      from: "/Treatments/patellar-stabilisation",
      to: "/Treatments/patellar-stabilization",
    }],
    notFound: "404.html",
    assets: { css: "/assets/styles.ABCD1234.css", siteScript: "/assets/site.ABCD1234.js" },
  };
  await write("_site.json", JSON.stringify(manifest));
  for (const route of manifest.routes) {
    await write(route.file, `<!DOCTYPE html><title>${route.path}</title>`);
  }
  await write("404.html", "<!DOCTYPE html><title>Page not found</title><a href='/'>Home</a>");
  await write("assets/site.ABCD1234.js", "console.log(1)");
  await write("assets/site.ABCD1234.js.br", new Uint8Array([1, 2, 3]));
  await write("images/knee.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");
  await write("widgets/embed.js", "(()=>{})();");
  await write("secret.html", "not a route");
  await write("media/clip.mp4", VIDEO_BYTES);
  await write("media/clip.mp4.gz", new Uint8Array([9, 9, 9]));
  return dist;
}

async function withSite(
  fn: (request: (path: string, init?: RequestInit) => Promise<Response>) => Promise<void>,
) {
  const dist = await fixtureDist();
  const { deps, close } = await testDeps();
  try {
    const app = createApp(deps, { site: await SiteFiles.load(dist) });
    await fn(async (path, init) => await app.request(path, init));
  } finally {
    await close();
    await Deno.remove(dist, { recursive: true });
  }
}

Deno.test("every route answers its page, including paths with brackets and ampersands", () =>
  withSite(async (request) => {
    for (
      const [path, title] of [
        ["/", "/"],
        ["/AboutMe", "/AboutMe"],
        [
          "/Conditions/acl/-ligament-injury-(sports-knee-injury)",
          "/Conditions/acl/-ligament-injury-(sports-knee-injury)",
        ],
        [
          "/Conditions/acl/-ligament-injury-%28sports-knee-injury%29",
          "/Conditions/acl/-ligament-injury-(sports-knee-injury)",
        ],
        [
          "/Conditions/anterior-knee-pain-&-kneecap-problems",
          "/Conditions/anterior-knee-pain-&-kneecap-problems",
        ],
        [
          "/Conditions/anterior-knee-pain-%26-kneecap-problems",
          "/Conditions/anterior-knee-pain-&-kneecap-problems",
        ],
      ]
    ) {
      const res = await request(path);
      assert.equal(res.status, 200, path);
      assert.match(res.headers.get("content-type")!, /^text\/html/);
      assert.equal(res.headers.get("cache-control"), "public, max-age=0, must-revalidate");
      assert.ok((await res.text()).includes(`<title>${title}</title>`), path);
    }
  }));

Deno.test("the stabilisation spelling, letter case and trailing slashes redirect permanently", () =>
  withSite(async (request) => {
    const cases: Array<[string, string]> = [
      ["/Treatments/patellar-stabilisation", "/Treatments/patellar-stabilization"],
      ["/treatments/PATELLAR-STABILISATION/", "/Treatments/patellar-stabilization"],
      ["/aboutme", "/AboutMe"],
      ["/AboutMe/", "/AboutMe"],
      ["/AboutMe///", "/AboutMe"],
      ["/aboutme?ref=card", "/AboutMe?ref=card"],
      [
        "/conditions/ACL/-ligament-injury-(sports-knee-injury)/",
        "/Conditions/acl/-ligament-injury-(sports-knee-injury)",
      ],
    ];
    for (const [from, to] of cases) {
      const res = await request(from);
      assert.equal(res.status, 301, from);
      assert.equal(
        decodeURI(
          new URL(res.headers.get("location")!, "http://x").pathname +
            new URL(res.headers.get("location")!, "http://x").search,
        ),
        to,
        from,
      );
    }
  }));

Deno.test("unknown paths get the 404 page with status 404; files outside the build are unreachable", () =>
  withSite(async (request) => {
    for (
      const path of [
        "/nope",
        "/Conditions/unknown",
        "/../etc/passwd",
        "/..%2f..%2fetc%2fpasswd",
        "/%E0%A4%A",
        "/secret.html",
        "/_site.json",
        "/assets/site.ABCD1234.js.br",
        "/index.html",
      ]
    ) {
      const res = await request(path);
      assert.equal(res.status, 404, path);
      assert.match(await res.text(), /Page not found/, path);
    }
  }));

Deno.test("assets: hashed names are immutable, others short-lived, precompressed when accepted", () =>
  withSite(async (request) => {
    const hashed = await request("/assets/site.ABCD1234.js");
    assert.equal(hashed.headers.get("cache-control"), "public, max-age=31536000, immutable");
    assert.match(hashed.headers.get("content-type")!, /^text\/javascript/);
    assert.equal(await hashed.text(), "console.log(1)");

    const br = await request("/assets/site.ABCD1234.js", {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    assert.equal(br.headers.get("content-encoding"), "br");
    assert.deepEqual(new Uint8Array(await br.arrayBuffer()), new Uint8Array([1, 2, 3]));

    const svg = await request("/images/knee.svg");
    assert.equal(svg.headers.get("cache-control"), "public, max-age=3600");
    assert.equal(svg.headers.get("content-type"), "image/svg+xml");
  }));

Deno.test("the embed loader: a stable URL with a short cache, loadable by any website", () =>
  withSite(async (request) => {
    const loader = await request("/widgets/embed.js", {
      headers: { Origin: "https://hospital.example.org" },
    });
    assert.equal(loader.status, 200);
    assert.equal(loader.headers.get("cache-control"), "public, max-age=300");
    assert.match(loader.headers.get("content-type")!, /^text\/javascript/);
    assert.equal(loader.headers.get("access-control-allow-origin"), "*");
    assert.equal(loader.headers.get("cross-origin-resource-policy"), "cross-origin");
    assert.equal(await loader.text(), "(()=>{})();");
    // what it loads is content-hashed, immutable and just as loadable from another origin
    const chunk = await request("/assets/site.ABCD1234.js", {
      headers: { Origin: "https://hospital.example.org" },
    });
    assert.equal(chunk.headers.get("cache-control"), "public, max-age=31536000, immutable");
    assert.equal(chunk.headers.get("access-control-allow-origin"), "*");
  }));

Deno.test("conditional GET answers 304; HEAD has headers and no body; other methods 405", () =>
  withSite(async (request) => {
    const first = await request("/AboutMe");
    const etag = first.headers.get("etag")!;
    assert.ok(etag);
    const again = await request("/AboutMe", { headers: { "if-none-match": etag } });
    assert.equal(again.status, 304);

    const head = await request("/AboutMe", { method: "HEAD" });
    assert.equal(head.status, 200);
    assert.equal(
      head.headers.get("content-length"),
      String("<!DOCTYPE html><title>/AboutMe</title>".length),
    );
    assert.equal(await head.text(), "");

    const post = await request("/AboutMe", { method: "POST" });
    assert.equal(post.status, 405);
    assert.equal(post.headers.get("allow"), "GET, HEAD");
  }));

Deno.test("conditional GET: an If-None-Match list, a weak form of the tag and * all answer 304", () =>
  withSite(async (request) => {
    const etag = (await request("/AboutMe")).headers.get("etag")!;
    for (const header of [`"nope", ${etag}`, `W/${etag}`, "*", ` ${etag} ,"x"`]) {
      assert.equal(
        (await request("/AboutMe", { headers: { "if-none-match": header } })).status,
        304,
        header,
      );
    }
    assert.equal(
      (await request("/AboutMe", { headers: { "if-none-match": '"nope"' } })).status,
      200,
    );
    // Each encoding is its own representation with its own tag.
    const plain = await request("/assets/site.ABCD1234.js");
    const br = await request("/assets/site.ABCD1234.js", { headers: { "accept-encoding": "br" } });
    assert.notEqual(plain.headers.get("etag"), br.headers.get("etag"));
    const notBr = await request("/assets/site.ABCD1234.js", {
      headers: { "accept-encoding": "br;q=0, gzip" },
    });
    assert.equal(notBr.headers.get("content-encoding"), null, "q=0 refuses an encoding");
  }));

Deno.test("byte ranges: Accept-Ranges, 206 with Content-Range, 416, If-Range, never compressed", () =>
  withSite(async (request) => {
    const whole = await request("/media/clip.mp4", { headers: { "accept-encoding": "gzip" } });
    assert.equal(whole.status, 200);
    assert.equal(whole.headers.get("accept-ranges"), "bytes");
    assert.equal(whole.headers.get("content-encoding"), "gzip");
    await whole.body?.cancel();

    const identity = await request("/media/clip.mp4");
    const etag = identity.headers.get("etag")!;
    assert.match(etag, /^"/, "a strong ETag, so If-Range can use it");
    await identity.body?.cancel();

    const cases: Array<[string, number, number]> = [
      ["bytes=0-99", 0, 99],
      ["bytes=500-", 500, 999],
      ["bytes=-10", 990, 999],
      ["bytes=990-5000", 990, 999],
    ];
    for (const [range, start, end] of cases) {
      const res = await request("/media/clip.mp4", {
        headers: { range, "accept-encoding": "gzip, br" },
      });
      assert.equal(res.status, 206, range);
      assert.equal(res.headers.get("content-range"), `bytes ${start}-${end}/1000`);
      assert.equal(res.headers.get("content-encoding"), null, "a range is of the unencoded file");
      assert.equal(res.headers.get("content-length"), String(end - start + 1));
      assert.deepEqual(new Uint8Array(await res.arrayBuffer()), VIDEO_BYTES.slice(start, end + 1));
    }

    const beyond = await request("/media/clip.mp4", { headers: { range: "bytes=1000-" } });
    assert.equal(beyond.status, 416);
    assert.equal(beyond.headers.get("content-range"), "bytes */1000");
    await beyond.body?.cancel();

    const fresh = await request("/media/clip.mp4", {
      headers: { range: "bytes=10-19", "if-range": etag },
    });
    assert.equal(fresh.status, 206, "If-Range with the current tag gets the range");
    await fresh.body?.cancel();
    for (const stale of ['"old-tag"', `W/${etag}`, "Tue, 24 Nov 2026 00:00:00 GMT"]) {
      const res = await request("/media/clip.mp4", {
        headers: { range: "bytes=10-19", "if-range": stale },
      });
      assert.equal(res.status, 200, `If-Range ${stale} gets the whole file`);
      assert.equal((await res.arrayBuffer()).byteLength, 1000);
    }

    for (const ignored of ["bytes=0-1,5-6", "items=0-1", "bytes=9-3"]) {
      const res = await request("/media/clip.mp4", { headers: { range: ignored } });
      assert.equal(res.status, 200, ignored);
      await res.body?.cancel();
    }
    const head = await request("/media/clip.mp4", {
      method: "HEAD",
      headers: { range: "bytes=0-9" },
    });
    assert.equal(head.status, 206);
    assert.equal(head.headers.get("content-length"), "10");
  }));
