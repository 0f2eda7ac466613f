/**
 * The one "value cached until a KV version key changes" (edge/stories/versioned-cache.ts), on a
 * real KV file: a bumped version key invalidates, a value is never served stale after a write
 * (in this isolate at once; from another KV connection on the next read of the key), the time
 * bucket rebuilds, a failed build is not kept, and concurrent uses share one build.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { VersionedCache } from "../../edge/stories/versioned-cache.ts";

const VERSION: Deno.KvKey = ["test_version"];
const VALUE: Deno.KvKey = ["test_value"];

async function withKv(fn: (kv: Deno.Kv, dir: string, clock: { now: number }) => Promise<void>) {
  const dir = await Deno.makeTempDir({ prefix: "versioned-cache-" });
  const kv = await Deno.openKv(join(dir, "kv.sqlite3"));
  try {
    await fn(kv, dir, { now: Date.parse("2026-06-01T09:00:00Z") });
  } finally {
    kv.close();
    await Deno.remove(dir, { recursive: true });
  }
}

/** Writes the value and bumps the version in one commit, as the edge's writers do. */
async function write(kv: Deno.Kv, value: string) {
  assert.ok((await kv.atomic().set(VALUE, value).set(VERSION, value).commit()).ok);
}

function countingBuild(kv: Deno.Kv) {
  const counter = {
    builds: 0,
    build: async () => (counter.builds++, (await kv.get<string>(VALUE)).value ?? "none"),
  };
  return counter;
}

Deno.test("versioned cache: built once while the key stands; a bumped key rebuilds, and the new value is served at once", () =>
  withKv(async (kv, _dir, clock) => {
    const counter = countingBuild(kv);
    const cache = new VersionedCache(kv, VERSION, counter.build, {
      clock: () => new Date(clock.now),
    });
    const first = await cache.get();
    assert.equal(first.value, "none");
    assert.equal((await cache.get()).tag, first.tag);
    assert.equal(counter.builds, 1);

    await write(kv, "a");
    const second = await cache.get();
    assert.equal(second.value, "a", "no stale value after a write");
    assert.notEqual(second.tag, first.tag);
    assert.equal(counter.builds, 2);

    await kv.set(VERSION, "bumped without a value change");
    assert.notEqual((await cache.get()).tag, second.tag);
    assert.equal(counter.builds, 3, "a bumped key invalidates");
  }));

Deno.test("versioned cache: a write through another KV connection is seen on the very next use by default", () =>
  withKv(async (kv, dir, clock) => {
    const elsewhere = await Deno.openKv(join(dir, "kv.sqlite3"));
    try {
      const cache = new VersionedCache(kv, VERSION, countingBuild(kv).build, {
        clock: () => new Date(clock.now),
      });
      assert.equal((await cache.get()).value, "none");
      await write(elsewhere, "from elsewhere");
      assert.equal((await cache.get()).value, "from elsewhere");
    } finally {
      elsewhere.close();
    }
  }));

Deno.test("versioned cache: with recheckMs, its own isolate's writes show at once and others' within recheckMs", () =>
  withKv(async (kv, dir, clock) => {
    const elsewhere = await Deno.openKv(join(dir, "kv.sqlite3"));
    try {
      let generation = 0;
      const counter = countingBuild(kv);
      const cache = new VersionedCache(kv, VERSION, counter.build, {
        clock: () => new Date(clock.now),
        recheckMs: 1000,
        localGeneration: () => generation,
      });
      assert.equal((await cache.get()).value, "none");

      await write(kv, "local");
      generation++;
      assert.equal(
        (await cache.get()).value,
        "local",
        "this isolate's write is never served stale",
      );

      await write(elsewhere, "remote");
      clock.now += 999;
      assert.equal((await cache.get()).value, "local", "trusted for under recheckMs");
      clock.now += 1;
      assert.equal((await cache.get()).value, "remote");
      assert.equal(counter.builds, 3);
    } finally {
      elsewhere.close();
    }
  }));

Deno.test("versioned cache: maxAgeMs rebuilds a time-dependent value; a failed build is retried, not kept", () =>
  withKv(async (kv, _dir, clock) => {
    let fail = false;
    let builds = 0;
    const cache = new VersionedCache(kv, VERSION, (now) => {
      builds++;
      return fail ? Promise.reject(new Error("build failed")) : Promise.resolve(now.toISOString());
    }, { clock: () => new Date(clock.now), maxAgeMs: 3600_000 });
    const first = (await cache.get()).value;
    clock.now += 3599_000;
    assert.equal((await cache.get()).value, first);
    clock.now += 1000;
    fail = true;
    await assert.rejects(cache.get(), /build failed/);
    fail = false;
    assert.equal((await cache.get()).value, new Date(clock.now).toISOString());
    assert.equal(builds, 3);
  }));

Deno.test("versioned cache: concurrent uses share one build; a derived value is made once per version", () =>
  withKv(async (kv, _dir, clock) => {
    const counter = countingBuild(kv);
    const cache = new VersionedCache(kv, VERSION, counter.build, {
      clock: () => new Date(clock.now),
    });
    let derivations = 0;
    const shouted = cache.derive((value) => (derivations++, Promise.resolve(value.toUpperCase())));
    await write(kv, "a");
    const answers = await Promise.all(Array.from({ length: 5 }, () => shouted()));
    assert.deepEqual(answers.map((answer) => answer.value), Array(5).fill("A"));
    assert.equal(counter.builds, 1);
    assert.equal(derivations, 1);
    await write(kv, "b");
    assert.equal((await shouted()).value, "B");
    assert.equal(derivations, 2);
  }));
