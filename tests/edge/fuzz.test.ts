/**
 * Property-based fuzzing of every /api route with fast-check: random JSON, wrong types, huge and
 * unicode strings, missing fields, wrong methods, wrong content types and broken multipart.
 * Whatever arrives, the answer is never a 5xx and always a JSON body that says what is wrong.
 *
 * `npm test` runs FUZZ_RUNS (default 300) cases per route; `npm run fuzz` runs 10,000.
 */
import assert from "node:assert/strict";
import { STORY_CONSENT_VERSION } from "../../content/story-consent.ts";
import fc from "fast-check";
import { createApp } from "../../edge/app.ts";
import { allStories } from "../../edge/stories/store.ts";
import { testDeps } from "./helpers.ts";

const RUNS = Number(Deno.env.get("FUZZ_RUNS") ?? 300);
const unlimited = {
  RATE_LIMIT_STORIES: "1000000000/60",
  RATE_LIMIT_ENQUIRIES: "1000000000/60",
  RATE_LIMIT_CHAT: "1000000000/60",
};

type App = ReturnType<typeof createApp>;

/** The answer must be a non-5xx JSON document; a 4xx must say what is wrong. */
async function assertJsonAnswer(res: Response, what: string) {
  assert.ok(res.status < 500, `${what} → ${res.status}`);
  if (res.status === 204 || res.status === 304) return;
  const type = res.headers.get("content-type") ?? "";
  if (type.startsWith("image/svg")) {
    assert.equal(res.status, 200, what);
    await res.body?.cancel();
    return;
  }
  assert.match(type, /^application\/json/, `${what} → ${type}`);
  const body = await res.json();
  if (res.status >= 400) {
    const message = body.error ?? body.errors?.[0]?.message;
    assert.equal(typeof message, "string", `${what}: a 4xx names the problem`);
    assert.ok(message.length > 0);
  }
}

const anyJson = fc.jsonValue({ maxDepth: 4 });
const weirdString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "<script>alert(1)</script>",
    "🦵".repeat(600),
    "a".repeat(40_000),
    "\uD800",
    "null",
  ),
);
const weirdValue = fc.oneof(
  weirdString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 5 }),
  fc.object({ maxDepth: 2 }),
);

/** Story-shaped objects with some fields missing, wrong or extreme. */
const storyish = fc.record({
  firstName: weirdValue,
  lastName: weirdValue,
  phone: weirdValue,
  email: fc.oneof(fc.emailAddress(), weirdValue),
  description: weirdValue,
  rating: fc.oneof(fc.integer({ min: -10, max: 10 }), weirdValue),
  stayAnonymous: weirdValue,
  consent: fc.oneof(fc.constant(STORY_CONSENT_VERSION), weirdValue),
  website: fc.option(weirdString),
}, { requiredKeys: [] });

/** Stories within every bound (unicode included), so the storing path is fuzzed too. */
const validStory = fc.record({
  firstName: fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }).map((s) => `A${s}b`),
  lastName: fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }).map((s) => `Z${s}y`),
  phone: fc.stringMatching(/^07[0-9]{3} ?[0-9]{6}$/),
  email: fc.tuple(
    fc.stringMatching(/^[a-z][a-z0-9._-]{0,20}[a-z0-9]$/),
    fc.constantFrom("example.com", "mail.example.org", "example.co.uk"),
  )
    .map(([local, host]) => `${local}@${host}`),
  description: fc.string({ unit: "grapheme", minLength: 25, maxLength: 600 }).filter((s) =>
    s.trim().length >= 20
  ),
  rating: fc.integer({ min: 1, max: 5 }),
  stayAnonymous: fc.boolean(),
  consent: fc.constant(STORY_CONSENT_VERSION),
});

const chatish = fc.record({
  message: weirdValue,
  conversationHistory: fc.oneof(
    weirdValue,
    fc.array(
      fc.record({
        role: fc.oneof(fc.constantFrom("user", "assistant", "system"), weirdValue),
        content: weirdValue,
        timestamp: weirdValue,
      }, { requiredKeys: [] }),
      { maxLength: 12 },
    ),
  ),
}, { requiredKeys: [] });

const enquiryish = fc.dictionary(
  fc.constantFrom(
    "firstName",
    "lastName",
    "phone",
    "email",
    "message",
    "_subject",
    "_replyto",
    "_gotcha",
    "other",
  ),
  fc.oneof(weirdString, fc.emailAddress()),
);

const dataRequestish = fc.record({
  email: fc.oneof(fc.emailAddress(), weirdString),
  kind: fc.oneof(fc.constantFrom("remove-story", "copy"), weirdString),
  website: fc.option(weirdString),
}, { requiredKeys: [] });

/** A request body in some encoding, not always the one the route wants. */
const body = (shape: fc.Arbitrary<unknown>) =>
  fc.oneof(
    shape.map((v) => ({ type: "application/json", data: JSON.stringify(v) as BodyInit })),
    anyJson.map((v) => ({ type: "application/json", data: JSON.stringify(v) as BodyInit })),
    weirdString.map((s) => ({ type: "application/json", data: s as BodyInit })),
    shape.map((v) => ({
      type: fc.sample(
        fc.constantFrom(
          "text/plain",
          "application/xml",
          "",
          "application/json; charset=latin1",
          "multipart/form-data",
        ),
        1,
      )[0],
      data: JSON.stringify(v) as BodyInit,
    })),
    enquiryish.map((fields) => ({
      type: "application/x-www-form-urlencoded",
      data: new URLSearchParams(fields).toString() as BodyInit,
    })),
    // The route's own fields as a plain form post (what the forms send with JavaScript off).
    shape.map((v) => ({
      type: "application/x-www-form-urlencoded",
      data: new URLSearchParams(
        typeof v === "object" && v !== null
          ? Object.entries(v).map(([k, value]) => [
            k,
            typeof value === "string" ? value : JSON.stringify(value) ?? "",
          ])
          : [],
      ).toString() as BodyInit,
    })),
    enquiryish.map((fields) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      return { type: undefined, data: form as BodyInit };
    }),
    weirdString.map((s) => ({
      type: "multipart/form-data; boundary=xyz",
      data: `--xyz\r\nContent-Disposition: form-data; name="firstName"\r\n\r\n${s}` as BodyInit,
    })),
    fc.uint8Array({ maxLength: 2000 }).map((bytes) => ({
      type: "application/json",
      data: bytes as BodyInit,
    })),
  );

/** A path segment as it may arrive: encoded text, raw characters or broken percent-escapes. */
const pathSegment = fc.oneof(
  weirdString.map((s) => {
    try {
      return encodeURIComponent(s);
    } catch {
      return "%ED%A0%80"; // a lone surrogate, encoded
    }
  }),
  fc.constantFrom("%", "%E0%A4%A", "%zz", "..", "%2e%2e", "a%00b", "%FF%FE", "x".repeat(3000)),
  fc.stringMatching(/^[A-Za-z0-9%._~-]{0,20}$/),
);

const methods = fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD");

async function withApp(fn: (app: App, kv: Deno.Kv) => Promise<void>) {
  const { deps, close } = await testDeps(unlimited);
  try {
    await fn(createApp(deps), deps.kv);
  } finally {
    await close();
  }
}

for (
  const [path, shape] of [
    ["/api/submit-story", fc.oneof(storyish, validStory)],
    ["/api/gemini", chatish],
    ["/api/enquiry", enquiryish],
    ["/api/data-request", dataRequestish],
  ] as const
) {
  Deno.test(`fuzz POST ${path}: never a 5xx, always a JSON answer (${RUNS} cases)`, () =>
    withApp(async (app, kv) => {
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(
          body(shape as fc.Arbitrary<unknown>),
          fc.boolean(),
          async ({ type, data }, acceptJson) => {
            const headers: Record<string, string> = {};
            if (type !== undefined) headers["content-type"] = type;
            if (acceptJson) headers.accept = "application/json";
            const res = await app.request(path, { method: "POST", headers, body: data });
            // A plain form post (the forms work without JavaScript) may answer with a page or a
            // redirect; asked for JSON, every endpoint answers JSON.
            if (
              path !== "/api/gemini" && !acceptJson &&
              (res.status === 303 ||
                (res.headers.get("content-type") ?? "").startsWith("text/html"))
            ) {
              assert.ok(res.status < 500);
              if (res.status === 303) accepted++;
              await res.body?.cancel();
              return;
            }
            if (res.status === 200) accepted++;
            await assertJsonAnswer(res, `POST ${path} ${type}`);
          },
        ),
        { numRuns: RUNS },
      );
      if (path === "/api/submit-story") {
        // The fuzz reached the storing path too, and every accepted story was stored.
        let stored = 0;
        for await (const _ of kv.list({ prefix: ["stories"] })) stored++;
        assert.ok(stored > 0, "some fuzzed stories were valid and stored");
        assert.ok(stored <= accepted);
      }
    }));
}

Deno.test(`fuzz every /api path with any method: never a 5xx (${RUNS} cases)`, () =>
  withApp(async (app) => {
    const paths = fc.oneof(
      fc.constantFrom(
        "/api/stories",
        "/api/submit-story",
        "/api/gemini",
        "/api/enquiry",
        "/api/health",
        "/api/",
        "/api/nope",
      ),
      fc.tuple(pathSegment, pathSegment).map(([w, h]) => `/api/placeholder/${w}/${h}`),
      fc.tuple(fc.integer({ min: -5, max: 99999 }), fc.integer({ min: -5, max: 99999 })).map((
        [w, h],
      ) => `/api/placeholder/${w}/${h}`),
      pathSegment.map((s) => `/api/${s}`),
    );
    await fc.assert(
      fc.asyncProperty(paths, methods, async (path, method) => {
        // An API client asks for JSON (without it, /api/enquiry answers a form post with a page).
        const init: RequestInit = { method, headers: { accept: "application/json" } };
        if (method === "POST" || method === "PUT" || method === "PATCH") {
          init.body = "{}";
          init.headers = { accept: "application/json", "content-type": "application/json" };
        }
        const res = await app.request(path, init);
        // "/api/.." is not an API address once the URL is normalised.
        if (!new URL(path, "http://x").pathname.startsWith("/api/")) {
          await res.body?.cancel();
          return;
        }
        if (method === "HEAD") {
          assert.ok(res.status < 500, `HEAD ${path} → ${res.status}`);
          return;
        }
        await assertJsonAnswer(res, `${method} ${path}`);
      }),
      { numRuns: RUNS },
    );
  }));

Deno.test("oversized bodies are refused with 413 JSON on every POST route", () =>
  withApp(async (app) => {
    for (
      const [path, type, body] of [
        [
          "/api/submit-story",
          "application/json",
          JSON.stringify({ description: "x".repeat(40_000) }),
        ],
        ["/api/gemini", "application/json", JSON.stringify({ message: "x".repeat(40_000) })],
        [
          "/api/enquiry",
          "application/x-www-form-urlencoded",
          new URLSearchParams({ message: "x".repeat(40_000) }).toString(),
        ],
      ]
    ) {
      const res = await app.request(path, {
        method: "POST",
        headers: { "content-type": type, accept: "application/json" },
        body,
      });
      assert.equal(res.status, 413, path);
      await assertJsonAnswer(res, path);
    }
  }));

/**
 * Characters a patient's text must never carry into a published story or an email. (Long text
 * keeps line breaks and turns CR LF and tabs into them and spaces, so those three are left out.)
 */
const forbidden = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).filter((c) => c !== 0x0a && c !== 0x0d && c !== 0x09).map((c) =>
    String.fromCharCode(c)
  ),
  fc.integer({ min: 0x7f, max: 0x9f }).map((c) => String.fromCharCode(c)),
  fc.constantFrom(
    "\u202A",
    "\u202B",
    "\u202C",
    "\u202D",
    "\u202E",
    "\u2066",
    "\u2067",
    "\u2068",
    "\u2069",
  ),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
);
/** `text` with `bad` put inside it (never at an end, where trimming could remove whitespace controls). */
const withInside = (text: string, bad: string, at: number) => {
  const i = 1 + (at % Math.max(1, text.length - 1));
  return text.slice(0, i) + bad + text.slice(i);
};

Deno.test(`fuzz clean input: a control, bidi or lone-surrogate character anywhere in a story is refused, nothing stored (${RUNS} cases)`, () =>
  withApp(async (app, kv) => {
    await fc.assert(
      fc.asyncProperty(
        validStory,
        fc.constantFrom("firstName", "lastName", "description"),
        forbidden,
        fc.nat(),
        async (story, field, bad, at) => {
          const res = await app.request("/api/submit-story", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              ...story,
              [field]: withInside(story[field as "firstName"], bad, at),
            }),
          });
          assert.equal(res.status, 400, `${field} with U+${bad.charCodeAt(0).toString(16)}`);
          await assertJsonAnswer(res, field);
        },
      ),
      { numRuns: RUNS },
    );
    for await (const _ of kv.list({ prefix: ["stories"] })) {
      assert.fail("a refused story was stored");
    }
  }));

Deno.test(`fuzz clean input: names without a letter are refused; accepted text is stored in NFC (${RUNS} cases)`, () =>
  withApp(async (app, kv) => {
    const noLetter = fc.string({
      unit: fc.constantFrom(..." -.'0123456789\u200B\u00B7_"),
      minLength: 1,
      maxLength: 20,
    });
    await fc.assert(
      fc.asyncProperty(validStory, noLetter, async (story, name) => {
        const res = await app.request("/api/submit-story", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...story, firstName: name }),
        });
        assert.equal(res.status, 400, JSON.stringify(name));
        await res.body?.cancel();
      }),
      { numRuns: RUNS },
    );
    const decomposable = fc.string({
      unit: fc.constantFrom("e\u0301", "a\u0308", "o\u0302", "n\u0303", "c\u0327", "x", " "),
      minLength: 20,
      maxLength: 60,
    });
    await fc.assert(
      fc.asyncProperty(decomposable, async (text) => {
        const description = `Story ${text} end`;
        const res = await app.request("/api/submit-story", {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({
            firstName: "Zoe\u0308",
            lastName: "Smith",
            phone: "07700 900000",
            email: "z@example.org",
            description,
            rating: 5,
            stayAnonymous: false,
            consent: STORY_CONSENT_VERSION,
          }),
        });
        assert.equal(res.status, 200);
        await res.body?.cancel();
      }),
      { numRuns: Math.min(RUNS, 50) },
    );
    for await (const story of allStories(kv)) {
      assert.equal(story.firstName, "Zo\u00EB");
      assert.equal(story.text, story.text.normalize("NFC"));
    }
  }));
