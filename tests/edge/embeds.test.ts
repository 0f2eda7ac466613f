/**
 * The embeds for websites without scripts: the iframe pages (theme checks, the reply, structured
 * data, frame-ancestors limited to EMBED_ORIGINS while every other page keeps DENY), the rating
 * badge (accessible SVG, no number from fewer than five stories, ETag) and oEmbed per the spec.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { createApp } from "../../edge/app.ts";
import { listPendingStoryIds } from "../../edge/stories/store.ts";
import { FRAME_SCRIPT } from "../../edge/embeds/frame-pages.ts";
import { testDeps } from "./helpers.ts";
import { deliverAll, moderationLinks, postStory, validStory } from "./story-helpers.ts";

const HOSPITAL = "https://www.hospital.example";
type App = ReturnType<typeof createApp>;

async function withApp(fn: (app: App, t: Awaited<ReturnType<typeof testDeps>>) => Promise<void>) {
  const t = await testDeps({
    RATE_LIMIT_STORIES: "100/3600",
    EMBED_ORIGINS: `${HOSPITAL}, https://directory.example/`,
  });
  try {
    await fn(createApp(t.deps), t);
  } finally {
    await t.close();
  }
}

/** Publishes stories with these ratings (and an optional reply on the first). */
async function publish(
  app: App,
  t: Awaited<ReturnType<typeof testDeps>>,
  ratings: number[],
  reply?: string,
) {
  for (const [index, rating] of ratings.entries()) {
    assert.equal(
      (await postStory(app, { ...validStory, firstName: `Pat${"abcdefghij"[index]}`, rating }))
        .status,
      200,
    );
  }
  const toReview = (await deliverAll(t.deps.kv, t.deps.mailer, t.deps.clock()))
    .filter((mail) => mail.subject.startsWith("Patient story to review"));
  for (const [index, mail] of toReview.entries()) {
    const form = new URLSearchParams(index === 0 && reply ? { reply } : {});
    const res = await app.request(moderationLinks(mail, t.deps.config.siteUrl).approve, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    });
    assert.equal(res.status, 200);
  }
  assert.equal((await listPendingStoryIds(t.deps.kv)).length, 0);
}

const directive = (policy: string | null, name: string) =>
  policy?.split(";").map((d) => d.trim()).find((d) => d.startsWith(name + " "));

Deno.test("frames: the iframe pages may be framed by EMBED_ORIGINS only; the site's own pages keep DENY", async () => {
  await withApp(async (app, t) => {
    for (
      const path of [
        "/embed/reviews",
        "/embed/story-form",
        "/embed/reviews?theme=dark&accent=%23B03060",
      ]
    ) {
      const res = await app.request(path);
      assert.equal(res.status, 200, path);
      const policy = res.headers.get("content-security-policy");
      assert.equal(
        directive(policy, "frame-ancestors"),
        `frame-ancestors 'self' ${HOSPITAL} https://directory.example`,
      );
      assert.equal(res.headers.get("x-frame-options"), null);
      assert.equal(directive(policy, "script-src"), "script-src 'self'");
      // The one inline stylesheet is allowed by its hash, nothing else inline.
      const page = await res.text();
      const style = page.match(/<style>([\s\S]*?)<\/style>/)![1];
      assert.ok(
        policy!.includes(`'sha256-${createHash("sha256").update(style).digest("base64")}'`),
      );
      assert.doesNotMatch(policy!, /unsafe-inline/);
      assert.match(page, /<script src="\/embed\/frame.js" defer><\/script>/);
      assert.doesNotMatch(
        page.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/, ""),
        /<script>/,
        "no inline script",
      );
    }
    // Any other HTML page: never framed.
    const moderation = await app.request(
      "/moderate/01KT16JKM0G53RERXC41DXEP2M?action=approve&expires=1&token=x",
    );
    assert.equal(moderation.headers.get("x-frame-options"), "DENY");
    assert.equal(
      directive(moderation.headers.get("content-security-policy"), "frame-ancestors"),
      "frame-ancestors 'none'",
    );
    // A response that sets no policy of its own on a frame path still gets the site's.
    assert.equal(t.deps.config.env, "test");
  });
});

Deno.test("frames: in production without EMBED_ORIGINS only the site itself may frame them", async () => {
  const t = await testDeps({ APP_ENV: "production", SITE_URL: "https://www.example.com" });
  try {
    const res = await createApp(t.deps).request("/embed/reviews");
    assert.equal(
      directive(res.headers.get("content-security-policy"), "frame-ancestors"),
      "frame-ancestors 'self'",
    );
  } finally {
    await t.close();
  }
});

Deno.test("frames: unknown theme or accent values get a clear 400 page, still shown inside the frame", async () => {
  await withApp(async (app) => {
    for (
      const [query, message] of [
        [
          "theme=neon",
          /The theme &quot;neon&quot; is not one we have: use theme=light or theme=dark/,
        ],
        ["theme=", /The theme &quot;&quot; is not one we have/],
        ["accent=red", /The accent &quot;red&quot; is not a colour we can use/],
        ["accent=%23zzzzzz", /is not a colour we can use/],
        ["accent=%23fff%3Bbackground:url(x)", /is not a colour we can use/],
      ] as const
    ) {
      for (const path of ["/embed/reviews", "/embed/story-form"]) {
        const res = await app.request(`${path}?${query}`);
        assert.equal(res.status, 400, `${path}?${query}`);
        const page = await res.text();
        assert.match(page, message);
        assert.match(page, /role="alert"/);
        assert.match(
          directive(res.headers.get("content-security-policy"), "frame-ancestors")!,
          new RegExp(HOSPITAL.replaceAll(".", "\\.")),
        );
      }
    }
    const ok = await (await app.request("/embed/story-form?theme=dark&accent=%23B03060")).text();
    assert.match(
      ok,
      /data-widget="story-form" data-api-base="\/api" data-theme="dark" data-accent="#b03060"/,
    );
    assert.match(ok, /<script async src="\/widgets\/embed.js"><\/script>/);
  });
});

Deno.test("frames: the reviews page shows stories, the practice's reply and Review/Comment structured data, all escaped", async () => {
  await withApp(async (app, t) => {
    const empty = await (await app.request("/embed/reviews")).text();
    assert.match(empty, /No stories yet/);

    const reply = "Thank you </script><b>so much</b>.";
    await publish(app, t, [4, 5, 5], reply);
    const res = await app.request("/embed/reviews?theme=dark");
    const page = await res.text();
    assert.match(
      page,
      /<h3>Reply from the practice<\/h3><p>Thank you &lt;\/script&gt;&lt;b&gt;so much&lt;\/b&gt;.<\/p>/,
    );
    assert.match(
      page,
      /3 patient stories\. Every story is published whatever its rating\./,
      "no average from fewer than five",
    );
    assert.doesNotMatch(page, /Average rating/);
    assert.match(page, /color-scheme:dark/);

    const jsonLd = JSON.parse(
      page.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1],
    );
    assert.equal(jsonLd["@type"], "IndividualPhysician");
    assert.equal(jsonLd.review.length, 3);
    assert.equal(jsonLd.aggregateRating, undefined);
    const withReply = jsonLd.review.find((review: { comment?: unknown }) => review.comment);
    assert.deepEqual(withReply.comment["@type"], "Comment");
    assert.equal(withReply.comment.text, reply);
    assert.equal(withReply.comment.author["@type"], "Organization");
    assert.doesNotMatch(
      page.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1],
      /</,
      "< escaped in JSON-LD",
    );
    for (const personal of [validStory.email, validStory.phone, validStory.lastName]) {
      assert.ok(!page.includes(personal));
    }

    const script = await app.request("/embed/frame.js");
    assert.equal(script.headers.get("content-type"), "text/javascript; charset=utf-8");
    assert.equal(await script.text(), FRAME_SCRIPT);
  });
});

Deno.test("frames: each page carries a content ETag, answers a reload with 304, is gzipped on request, and changes when a story is published", async () => {
  await withApp(async (app, t) => {
    for (const path of ["/embed/reviews", "/embed/story-form?theme=dark"]) {
      const first = await app.request(path);
      const etag = first.headers.get("etag")!;
      assert.match(etag, /^"[0-9a-f]{32}"$/, path);
      assert.equal(first.headers.get("cache-control"), "public, max-age=0, must-revalidate");
      const page = await first.text();

      const again = await app.request(path, { headers: { "If-None-Match": `"other", ${etag}` } });
      assert.equal(again.status, 304, path);
      assert.equal(await again.text(), "");
      assert.ok(
        again.headers.get("content-security-policy")?.includes("frame-ancestors"),
        "the 304 keeps the frame policy",
      );

      const zipped = await app.request(path, { headers: { "Accept-Encoding": "gzip" } });
      assert.equal(zipped.headers.get("content-encoding"), "gzip");
      assert.equal(zipped.headers.get("etag"), etag.replace(/"$/, '-gz"'));
      assert.equal(
        new TextDecoder().decode(gunzipSync(new Uint8Array(await zipped.arrayBuffer()))),
        page,
      );
    }
    const before = (await app.request("/embed/reviews")).headers.get("etag")!;
    await publish(app, t, [5]);
    const after = await app.request("/embed/reviews", { headers: { "If-None-Match": before } });
    assert.equal(after.status, 200, "a new story is a new page");
    assert.notEqual(after.headers.get("etag"), before);
    assert.match(await after.text(), /1 patient story/);

    // a settings page says what is wrong each time; it is never a 304
    const bad = await app.request("/embed/reviews?theme=neon");
    assert.equal(bad.status, 400);
    const badAgain = await app.request("/embed/reviews?theme=neon", {
      headers: { "If-None-Match": bad.headers.get("etag")! },
    });
    assert.equal(badAgain.status, 400);
    assert.match(await badAgain.text(), /not valid/);
  });
});

function assertSvg(svg: string) {
  assert.match(
    svg,
    /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+" role="img" aria-labelledby="badge-title">\n<title id="badge-title">/,
  );
  assert.match(svg, /<\/svg>\n$/);
  // Well-formed enough for an XML parser: every element closed, no stray ampersands.
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-z]+)\b[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) assert.equal(stack.pop(), name);
    else stack.push(name);
  }
  assert.deepEqual(stack, []);
  assert.doesNotMatch(svg, /&(?!amp;|lt;|gt;|quot;)/);
}

Deno.test("badge: 'Patient stories' and no number from fewer than five stories; then the average and count", async () => {
  await withApp(async (app, t) => {
    const first = await app.request("/api/badge.svg");
    assert.equal(first.status, 200);
    assert.equal(first.headers.get("content-type"), "image/svg+xml; charset=utf-8");
    assert.equal(first.headers.get("cache-control"), "public, max-age=3600");
    assert.equal(first.headers.get("cross-origin-resource-policy"), "cross-origin");
    let svg = await first.text();
    assertSvg(svg);
    assert.match(svg, /<title id="badge-title">Mr Edward Ashcombe: patient stories<\/title>/);
    assert.match(svg, />Patient stories<\/text>/);
    assert.doesNotMatch(svg, /\d out of 5|\d\.\d/);

    await publish(app, t, [5, 4, 4, 5]);
    svg = await (await app.request("/api/badge.svg")).text();
    assert.doesNotMatch(svg, /out of 5/, "four stories: still no number");

    await publish(app, t, [3]);
    const fifth = await app.request("/api/badge.svg");
    svg = await fifth.text();
    assertSvg(svg);
    assert.match(
      svg,
      /<title id="badge-title">Mr Edward Ashcombe: rated 4\.2 out of 5 from 5 patient stories<\/title>/,
    );
    assert.match(svg, />★ 4\.2 out of 5 · 5 patient stories<\/text>/);

    const etag = fifth.headers.get("etag")!;
    const cached = await app.request("/api/badge.svg", { headers: { "If-None-Match": etag } });
    assert.equal(cached.status, 304);
    assert.equal(cached.headers.get("cache-control"), "public, max-age=3600");
  });
});

Deno.test("oEmbed: the rich type with the iframe HTML, per the spec", async () => {
  await withApp(async (app, t) => {
    const site = t.deps.config.siteUrl;
    const res = await app.request(
      `/oembed?url=${encodeURIComponent(`${site}/patient-success-stories`)}&format=json`,
    );
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), "application/json");
    const body = await res.json();
    assert.equal(body.version, "1.0");
    assert.equal(body.type, "rich");
    assert.equal(body.provider_url, `${site}/`);
    assert.equal(typeof body.provider_name, "string");
    assert.equal(body.width, 640);
    assert.equal(body.height, 640);
    assert.equal(
      body.html,
      `<iframe src="${site}/embed/reviews" title="Patient stories about Mr Edward Ashcombe" width="640" height="640" loading="lazy" style="border:0;max-width:100%"></iframe>`,
    );
    assert.equal(typeof body.cache_age, "number");

    const themed = await (await app.request(
      `/oembed?url=${
        encodeURIComponent(`${site}/embed/story-form?theme=dark`)
      }&maxwidth=400&maxheight=300`,
    )).json();
    assert.equal(themed.width, 400);
    assert.equal(themed.height, 300);
    assert.match(themed.html, /src="http:\/\/localhost:8000\/embed\/story-form\?theme=dark"/);
    const form = await (await app.request(
      `/oembed?url=${encodeURIComponent(`${site}/patient-success-stories#share-your-story`)}`,
    )).json();
    assert.match(form.html, /\/embed\/story-form"/);
  });
});

Deno.test("oEmbed: xml is 501, a URL we cannot embed is 404, missing or bad parameters are 400", async () => {
  await withApp(async (app, t) => {
    const site = t.deps.config.siteUrl;
    const url = encodeURIComponent(`${site}/patient-success-stories`);
    for (
      const [query, status, message] of [
        [`url=${url}&format=xml`, 501, /xml format is not available; use format=json/],
        [`url=${url}&format=yaml`, 400, /The format must be json/],
        ["format=json", 400, /Give the address of the page to embed/],
        [`url=not%20a%20url`, 404, /not an address we can embed/],
        [
          `url=${encodeURIComponent("https://evil.example/patient-success-stories")}`,
          404,
          /no embed for that address/,
        ],
        [`url=${encodeURIComponent(`${site}/AboutMe`)}`, 404, /no embed for that address/],
        [
          `url=${encodeURIComponent(`${site}/embed/reviews?theme=neon`)}`,
          400,
          /theme "neon" is not one we have/,
        ],
        [`url=${url}&maxwidth=wide`, 400, /maxwidth must be a whole number/],
        [`url=${url}&maxheight=0`, 400, /maxheight must be a whole number/],
      ] as const
    ) {
      const res = await app.request(`/oembed?${query}`);
      assert.equal(res.status, status, query);
      const body = await res.json();
      assert.equal(body.success, false);
      assert.match(body.error, message);
    }
  });
});

Deno.test("embeds: hostile and malformed input gets a 4xx or a page, never a 5xx", async () => {
  await withApp(async (app, t) => {
    const site = encodeURIComponent(`${t.deps.config.siteUrl}/patient-success-stories`);
    const paths = [
      "/oembed?url=%",
      "/oembed?url=%E0%A4%A&format=json",
      `/oembed?url=${encodeURIComponent("javascript:alert(1)")}`,
      `/oembed?url=${encodeURIComponent("data:text/html,<script>")}`,
      `/oembed?url=${"a".repeat(20_000)}`,
      `/oembed?url=${site}&format=json&format=xml`,
      `/oembed?url=${site}&maxwidth=99999&maxheight=-1`,
      `/oembed?url=${site}&maxwidth=1e3`,
      "/embed/reviews?theme=%E0%A4%A",
      "/embed/reviews?theme=light&theme=dark&accent=",
      `/embed/reviews?accent=${encodeURIComponent("#fff</style><script>alert(1)</script>")}`,
      `/embed/story-form?theme=${"x".repeat(10_000)}`,
      "/api/badge.svg?size=%",
      "/api/stories/stats?x=%00",
    ];
    for (const path of paths) {
      const res = await app.request(path);
      assert.ok(res.status < 500, `${path.slice(0, 80)} → ${res.status}`);
      const body = await res.text();
      assert.doesNotMatch(body, /<script>alert/, "nothing reflected as markup");
    }
    for (const method of ["POST", "PUT", "DELETE"]) {
      for (const path of ["/oembed", "/embed/reviews", "/api/badge.svg", "/api/stories/stats"]) {
        const res = await app.request(path, { method });
        assert.ok(res.status >= 400 && res.status < 500, `${method} ${path} → ${res.status}`);
      }
    }
  });
});
