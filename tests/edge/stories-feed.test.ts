import assert from "node:assert/strict";
import { join } from "node:path";
import { createApp } from "../../edge/app.ts";
import { FEED_RECHECK_MS } from "../../edge/stories/published.ts";
import {
  decideStory,
  getStory,
  listPendingStoryIds,
  unpublishStory,
} from "../../edge/stories/store.ts";
import { PROFILE_COLORS, profileColorFor, publicName } from "../../edge/stories/public.ts";
import { colours } from "../../lib/design-tokens.ts";
import { testDeps } from "./helpers.ts";
import { postStory, validStory } from "./story-helpers.ts";

type Deps = Awaited<ReturnType<typeof testDeps>>;

/** Submits a story through the API and approves it; answers its id. */
async function submitAndApprove(
  t: Deps,
  body: Record<string, unknown>,
  surgeryType?: string,
): Promise<string> {
  const app = createApp(t.deps);
  const before = new Set(await listPendingStoryIds(t.deps.kv));
  assert.equal((await postStory(app, body)).status, 200);
  const id = (await listPendingStoryIds(t.deps.kv)).find((candidate) => !before.has(candidate))!;
  const result = await decideStory(t.deps.kv, id, {
    action: "approve",
    surgeryType,
    now: t.deps.clock(),
  });
  assert.equal(result.outcome, "decided");
  return id;
}

async function getFeed(app: ReturnType<typeof createApp>, headers: Record<string, string> = {}) {
  const res = await app.request("/api/stories", { headers });
  return { res, body: res.status === 200 ? await res.json() : null };
}

Deno.test("stories feed: approved stories only, public fields only, never contact details or full last name", async () => {
  const t = await testDeps({ RATE_LIMIT_STORIES: "100/3600" });
  try {
    const app = createApp(t.deps);
    const approvedId = await submitAndApprove(t, validStory, "Total knee replacement");
    t.advance(60_000);
    await submitAndApprove(t, {
      ...validStory,
      firstName: "Rosalind",
      lastName: "Quatermain",
      email: "rq@example.net",
      phone: "01632 960 999",
      stayAnonymous: true,
    });
    t.advance(60_000);
    assert.equal(
      (await postStory(app, {
        ...validStory,
        firstName: "Pending",
        description: "Not yet moderated, so never shown.",
      })).status,
      200,
    );

    const { res, body } = await getFeed(app);
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type")!, /^application\/json/);
    const raw = JSON.stringify(body);
    for (
      const secret of [
        "margaret.f@example.org",
        "01632 960 777",
        "Featherstonehaugh",
        "rq@example.net",
        "01632 960 999",
        "Quatermain",
        "Rosalind",
        "Pending",
      ]
    ) {
      assert.ok(!raw.includes(secret), `the feed must not contain ${secret}`);
    }
    assert.equal(body.testimonials.length, 2);
    const named = body.testimonials.find((story: { id: string }) => story.id === approvedId);
    assert.deepEqual(Object.keys(named).sort(), [
      "date",
      "id",
      "name",
      "profileColor",
      "stars",
      "submitDate",
      "surgeryType",
      "text",
    ]);
    assert.equal(named.name, "Margaret F.");
    assert.equal(named.text, validStory.description);
    assert.equal(named.stars, 5);
    assert.equal(named.surgeryType, "Total knee replacement");
    assert.equal(named.submitDate, "2026-06-01T09:00:00.000Z");
    assert.equal(named.date, "2026-06-01");
    assert.ok((PROFILE_COLORS as readonly string[]).includes(named.profileColor));
    assert.equal(body.testimonials[0].name, "Anonymous");
    assert.equal(body.testimonials[0].surgeryType, "");
  } finally {
    await t.close();
  }
});

Deno.test("stories feed: newest first by submit time, whatever the order of approval", async () => {
  const t = await testDeps({ RATE_LIMIT_STORIES: "100/3600" });
  try {
    const app = createApp(t.deps);
    const names = ["Alice", "Bella", "Cara", "Dora"];
    for (const firstName of names) {
      assert.equal((await postStory(app, { ...validStory, firstName })).status, 200);
      t.advance(3_600_000);
    }
    const ids = await listPendingStoryIds(t.deps.kv);
    for (const id of [ids[2], ids[0], ids[3], ids[1]]) {
      await decideStory(t.deps.kv, id, { action: "approve", now: t.deps.clock() });
    }
    const { body } = await getFeed(app);
    assert.deepEqual(body.testimonials.map((story: { name: string }) => story.name), [
      "Dora F.",
      "Cara F.",
      "Bella F.",
      "Alice F.",
    ]);
    const times = body.testimonials.map((story: { submitDate: string }) =>
      Date.parse(story.submitDate)
    );
    assert.deepEqual(times, [...times].sort((a, b) => b - a));
  } finally {
    await t.close();
  }
});

Deno.test("stories feed: Cache-Control and ETag; 304 on If-None-Match until the feed changes", async () => {
  const t = await testDeps({ RATE_LIMIT_STORIES: "100/3600" });
  try {
    const app = createApp(t.deps);
    const empty = await getFeed(app);
    assert.deepEqual(empty.body, { testimonials: [] });
    assert.ok(empty.res.headers.get("cache-control"));
    const emptyTag = empty.res.headers.get("etag")!;
    assert.match(emptyTag, /^"[0-9a-f]+"$/);

    await submitAndApprove(t, validStory);
    const first = await getFeed(app, { "If-None-Match": emptyTag });
    assert.equal(first.res.status, 200, "a changed feed is sent in full");
    assert.equal(first.body.testimonials.length, 1);
    const tag = first.res.headers.get("etag")!;
    assert.notEqual(tag, emptyTag);

    for (const ifNoneMatch of [tag, `W/${tag}`, `"other", ${tag}`, "*"]) {
      const res = await app.request("/api/stories", { headers: { "If-None-Match": ifNoneMatch } });
      assert.equal(res.status, 304, ifNoneMatch);
      assert.equal(await res.text(), "");
      assert.equal(res.headers.get("etag"), tag);
      assert.ok(res.headers.get("cache-control"));
    }

    // A pending story does not change the feed; an approval does.
    assert.equal((await postStory(app, { ...validStory, firstName: "Later" })).status, 200);
    assert.equal(
      (await app.request("/api/stories", { headers: { "If-None-Match": tag } })).status,
      304,
    );
    const [pending] = await listPendingStoryIds(t.deps.kv);
    await decideStory(t.deps.kv, pending, { action: "approve", now: t.deps.clock() });
    const changed = await getFeed(app, { "If-None-Match": tag });
    assert.equal(changed.res.status, 200);
    assert.equal(changed.body.testimonials.length, 2);
  } finally {
    await t.close();
  }
});

Deno.test("stories feed: an approval made by another isolate (another KV connection) shows within a second", async () => {
  const t = await testDeps({ RATE_LIMIT_STORIES: "100/3600" });
  const elsewhere = await Deno.openKv(join(t.dataDir, "kv.sqlite3"));
  try {
    const reader = createApp(t.deps);
    assert.equal((await getFeed(reader)).body.testimonials.length, 0);
    assert.equal((await postStory(reader, validStory)).status, 200);
    const [id] = await listPendingStoryIds(t.deps.kv);
    assert.equal(
      (await decideStory(elsewhere, id, { action: "approve", now: t.deps.clock() })).outcome,
      "decided",
    );
    t.advance(FEED_RECHECK_MS);
    const { body } = await getFeed(reader);
    assert.deepEqual(body.testimonials.map((story: { id: string }) => story.id), [id]);
  } finally {
    elsewhere.close();
    await t.close();
  }
});

Deno.test("public story: name is first name and last initial, or Anonymous", () => {
  assert.equal(publicName("Margaret", "Featherstonehaugh", false), "Margaret F.");
  assert.equal(publicName("Ann", "o'Neill", false), "Ann O.");
  assert.equal(publicName("Zoë", "Ørsted", false), "Zoë Ø.");
  assert.equal(publicName("Margaret", "Featherstonehaugh", true), "Anonymous");
});

Deno.test("public story: the profile colour is one of the site's, stable per story and readable with white text", () => {
  const channel = (hex: string) => {
    const c = parseInt(hex, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const sitePalette = Object.values(colours) as string[];
  for (const colour of PROFILE_COLORS) {
    assert.ok(sitePalette.includes(colour), `${colour} is one of the site's colours`);
    const [r, g, b] = [colour.slice(1, 3), colour.slice(3, 5), colour.slice(5, 7)].map(channel);
    const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const contrast = 1.05 / (luminance + 0.05);
    assert.ok(contrast >= 4.5, `${colour} has contrast ${contrast.toFixed(2)} with white`);
  }
  const id = "01JZ8Q4M3V7W9X2Y5Z6A7B8C9D";
  assert.equal(profileColorFor(id), profileColorFor(id));
  const used = new Set(
    Array.from(
      { length: 200 },
      (_, i) => profileColorFor(`01JZ8Q4M3V7W9X2Y5Z6A7B${String(i).padStart(4, "0")}`),
    ),
  );
  assert.ok(used.size >= PROFILE_COLORS.length - 1, "stories spread over the palette");
});

Deno.test("stories feed: compressed once per change for browsers that accept Brotli or gzip", async () => {
  const t = await testDeps({ RATE_LIMIT_STORIES: "100/3600" });
  try {
    const app = createApp(t.deps);
    await submitAndApprove(t, validStory);
    const plain = await app.request("/api/stories");
    const text = await plain.text();
    assert.equal(plain.headers.get("content-encoding"), null);
    assert.match(plain.headers.get("vary")!, /Accept-Encoding/);

    for (
      const [accept, encoding, format] of [
        ["gzip, deflate, br, zstd", "br", null],
        ["gzip, deflate", "gzip", "gzip"],
      ] as const
    ) {
      const res = await app.request("/api/stories", { headers: { "Accept-Encoding": accept } });
      assert.equal(res.headers.get("content-encoding"), encoding, accept);
      const bytes = new Uint8Array(await res.arrayBuffer());
      const decoded = format
        ? await new Response(
          new Blob([bytes]).stream().pipeThrough(new DecompressionStream(format)),
        ).text()
        : new TextDecoder().decode((await import("node:zlib")).brotliDecompressSync(bytes));
      assert.equal(decoded, text, accept);
      assert.ok(
        bytes.byteLength < new TextEncoder().encode(text).byteLength,
        "smaller than the plain body",
      );
    }
  } finally {
    await t.close();
  }
});

Deno.test("stories store: stories stored before the rename (description, rating) and before consent still read; such a pending one is never published, a published one can be unpublished", async () => {
  const t = await testDeps();
  try {
    // Exactly what the earlier code wrote: a new story, and an approved one with its public copy.
    const pendingId = "01JZ0000000000000000000002";
    const approvedId = "01JZ0000000000000000000003";
    const legacy = (id: string, status: string) => ({
      id,
      firstName: "Edith",
      lastName: "Prendergast",
      phone: "01632 960 555",
      email: "edith@example.org",
      description: "Written before the rename, and still my story.",
      rating: 4,
      stayAnonymous: false,
      submittedAt: t.deps.clock().toISOString(),
      status,
    });
    await t.deps.kv.atomic()
      .set(["stories", pendingId], legacy(pendingId, "pending"))
      .set(["stories_pending", pendingId], pendingId)
      .set(["stories", approvedId], {
        ...legacy(approvedId, "approved"),
        decidedAt: t.deps.clock().toISOString(),
      })
      .set(["stories_approved", approvedId], {
        id: approvedId,
        name: "Edith P.",
        text: "Written before the rename, and still my story.",
        stars: 4,
        profileColor: "#1565C0",
        surgeryType: "",
        date: t.deps.clock().toISOString().slice(0, 10),
        submitDate: t.deps.clock().toISOString(),
      })
      .set(["stories_feed_version"], t.deps.clock().toISOString())
      .commit();

    const read = await getStory(t.deps.kv, pendingId);
    assert.equal(read?.text, "Written before the rename, and still my story.");
    assert.equal(read?.stars, 4);
    assert.ok(!("description" in read!) && !("rating" in read!), "one name for each field");
    assert.equal(read?.consent, undefined);

    // No consent was asked for, so it can never be published.
    const approval = await decideStory(t.deps.kv, pendingId, {
      action: "approve",
      now: t.deps.clock(),
    });
    assert.equal(approval.outcome, "no-consent");
    assert.equal((await getStory(t.deps.kv, pendingId))?.status, "pending");

    const app = createApp(t.deps);
    const { body } = await getFeed(app);
    assert.deepEqual(body.testimonials.map((s: { id: string }) => s.id), [approvedId]);
    const removed = await unpublishStory(t.deps.kv, approvedId, {
      reason: "author-request",
      now: t.deps.clock(),
    });
    assert.equal(removed.outcome, "unpublished");
    assert.deepEqual((await getFeed(app)).body.testimonials, []);
    assert.equal((await getStory(t.deps.kv, approvedId))?.text, read?.text);
  } finally {
    await t.close();
  }
});
