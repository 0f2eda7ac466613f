/**
 * Clean input: what a patient types is NFC-normalised, and text a reader could be fooled by
 * (control characters, text-direction overrides, lone surrogates, names with no letter or in
 * look-alike alphabets) is refused with a clear field error, in JSON and on the no-JavaScript
 * enquiry page. Nothing refused is stored.
 */
import assert from "node:assert/strict";
import { createApp } from "../../edge/app.ts";
import { getEnquiry } from "../../edge/enquiry/store.ts";
import { getStory, listPendingStoryIds } from "../../edge/stories/store.ts";
import { readDecisionForm } from "../../edge/stories/decision-form.ts";
import { testDeps } from "./helpers.ts";
import { postStory, validStory } from "./story-helpers.ts";

const roomy = { RATE_LIMIT_STORIES: "1000/3600", RATE_LIMIT_ENQUIRIES: "1000/3600" };
const validEnquiry = {
  firstName: "Ada",
  lastName: "Lovelace",
  phone: "",
  email: "ada@example.org",
  message: "Could I book a consultation about my hip?",
};

/** Field values that must never be accepted, with why. */
export const UNACCEPTABLE_NAMES: Array<[string, string]> = [
  ["\u200B", "a lone zero-width space"],
  ["Jane\u202Eenaj", "a right-to-left override"],
  ["Jane\u2066x\u2069", "a bidi isolate"],
  ["J\u0000ane", "NUL"],
  ["J\u001Bane", "ESC"],
  ["Ja\u0085ne", "a C1 control"],
  ["Ja\uD800ne", "a lone surrogate"],
  ["12345", "no letter"],
  ["-- .", "punctuation only"],
  ["J\u043Ehn", "Latin with a Cyrillic look-alike"],
  ["\uFEFF", "a byte-order mark alone"],
  ["\u200E\u200F\u061C", "text-direction marks alone"],
  ["Jane\u{E0041}\u{E0042}", "tag characters"],
  ["\u3164", "a Hangul filler as the whole name"],
  ["Ja\u3164ne", "a Hangul filler inside a name"],
  ["\u2800", "a blank Braille pattern"],
  ["Jane\u2028Doe", "a line separator in a name"],
  ["Jane\u2029Doe", "a paragraph separator in a name"],
  ["Ja\u200Dne", "a zero-width joiner between letters"],
  ["Ja\u200Cne", "a zero-width non-joiner in a Latin name"],
  ["Jane\u2061", "an invisible function application"],
  [`J${"\u0301".repeat(59)}ane`, "59 combining marks on one letter"],
];
export const UNACCEPTABLE_LONG_TEXTS: Array<[string, string]> = [
  ["A perfectly ordinary story, then\u0000NUL", "NUL"],
  ["A perfectly ordinary story, then\u0007 a bell", "BEL"],
  ["A perfectly ordinary story, then\u001B[31m red", "ESC"],
  ["A perfectly ordinary story \u202Ereversed text here", "a right-to-left override"],
  ["A perfectly ordinary story, then \uDC00 a lone surrogate", "a lone surrogate"],
  ["A perfectly ordinary story, then\u009B a C1 control", "a C1 control"],
  [`A perfectly ordinary story Z${"\u0336\u0337\u0338".repeat(1633)}`, "4,900 combining marks"],
  ["A perfectly ordinary story with hidden \u{E0069}\u{E0067}\u{E006E} tags", "tag characters"],
  ["A perfectly ordinary story \u2067with an isolate\u2069 inside", "a bidi isolate"],
];

Deno.test("story: refused names and descriptions get a clear 400 and store nothing", async () => {
  const t = await testDeps(roomy);
  try {
    const app = createApp(t.deps);
    for (const [name, why] of UNACCEPTABLE_NAMES) {
      for (const field of ["firstName", "lastName"]) {
        const res = await postStory(app, { ...validStory, [field]: name });
        assert.equal(res.status, 400, `${field} with ${why}`);
        const body = await res.json();
        assert.match(body.error, field === "firstName" ? /first name/ : /last name/, why);
      }
    }
    for (const [description, why] of UNACCEPTABLE_LONG_TEXTS) {
      const res = await postStory(app, { ...validStory, description });
      assert.equal(res.status, 400, why);
      assert.match((await res.json()).error, /story contains characters we cannot accept/, why);
    }
    assert.deepEqual(await listPendingStoryIds(t.deps.kv), []);
  } finally {
    await t.close();
  }
});

Deno.test("story: NFC-normalised, line breaks kept, names in any one alphabet accepted", async () => {
  const t = await testDeps(roomy);
  try {
    const app = createApp(t.deps);
    const decomposed = "Zoe\u0308"; // Zoë as e + combining diaeresis
    const description =
      "First line of my story.\r\nSecond line, with a tab\there.\nThird line: cafe\u0301.";
    assert.equal(
      (await postStory(app, {
        ...validStory,
        firstName: decomposed,
        lastName: "Ивано́ва",
        description,
      })).status,
      200,
    );
    assert.equal(
      (await postStory(app, { ...validStory, firstName: "O'Brien-Smith", lastName: "李" })).status,
      200,
    );
    const [id] = await listPendingStoryIds(t.deps.kv);
    const story = (await getStory(t.deps.kv, id))!;
    assert.equal(story.firstName, "Zo\u00EB");
    assert.equal(story.lastName, "Ивано́ва".normalize("NFC"));
    assert.equal(
      story.text,
      "First line of my story.\nSecond line, with a tab here.\nThird line: caf\u00E9.",
    );
  } finally {
    await t.close();
  }
});

Deno.test("enquiry: each refused field is named, in JSON and on the no-JavaScript page, and nothing is stored", async () => {
  const t = await testDeps(roomy);
  try {
    const app = createApp(t.deps);
    // A form is sent as UTF-8, which cannot carry a lone surrogate (the browser sends U+FFFD).
    const formCarries = (value: string) => value.isWellFormed();
    const all: Array<[string, string, RegExp]> = [
      ...UNACCEPTABLE_NAMES.map(([v]) =>
        ["firstName", v, /first name/] as [string, string, RegExp]
      ),
      ...UNACCEPTABLE_LONG_TEXTS.map(([v]) =>
        ["message", v, /message contains characters we cannot accept/] as [string, string, RegExp]
      ),
      ["phone", "01632\u202E960000", /phone number contains characters/],
    ];
    const cases = all.filter(([, value]) => formCarries(value));
    for (const [field, value, message] of cases) {
      const form = new URLSearchParams({ ...validEnquiry, [field]: value }).toString();
      const json = await app.request("/api/enquiry", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: form,
      });
      assert.equal(json.status, 422, `${field}: ${JSON.stringify(value)}`);
      const body = await json.json();
      assert.equal(body.errors[0].field, field);
      assert.match(body.errors[0].message, message);

      const page = await app.request("/api/enquiry", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form,
      });
      assert.equal(page.status, 422);
      const html = await page.text();
      assert.ok(
        html.includes(body.errors[0].message.replace(/'/g, "&#39;")),
        `the page shows: ${body.errors[0].message}`,
      );
    }
    let stored = 0;
    for await (const _ of t.deps.kv.list({ prefix: ["enquiries"] })) stored++;
    assert.equal(stored, 0);

    const ok = await app.request("/api/enquiry", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({ ...validEnquiry, firstName: "Jose\u0301" }).toString(),
    });
    assert.equal(ok.status, 200);
    for await (const entry of t.deps.kv.list<string>({ prefix: ["enquiries_by_email"] })) {
      assert.equal((await getEnquiry(t.deps.kv, entry.value))!.firstName, "Jos\u00E9");
    }
  } finally {
    await t.close();
  }
});

Deno.test("story: invisible characters that change nothing are removed; emoji sequences, flags and scripts that need joiners are kept", async () => {
  const t = await testDeps(roomy);
  try {
    const app = createApp(t.deps);
    const res = await postStory(app, {
      ...validStory,
      firstName: "\uFEFFMar\u200Bga\u00ADret\u200E",
      lastName: "F\u2060isher",
      description:
        "Wonderful care \u{1F3F4}\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F} from Wales \u{1F468}\u200D\u{1F469}\u200D\u{1F467} and my family thanks you.\u2028Second line.",
    });
    assert.equal(res.status, 200);
    const [id] = await listPendingStoryIds(t.deps.kv);
    const story = (await getStory(t.deps.kv, id))!;
    assert.equal(story.firstName, "Margaret");
    assert.equal(story.lastName, "Fisher");
    assert.match(
      story.text,
      /\u{1F3F4}\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}/u,
    );
    assert.match(story.text, /\u{1F468}\u200D\u{1F469}\u200D\u{1F467}/u);
    assert.match(story.text, /thanks you\.\nSecond line\./);
    // A Persian name keeps the non-joiner its spelling needs.
    assert.equal(
      (await postStory(app, { ...validStory, firstName: "\u0645\u06CC\u200C\u0646\u0627" })).status,
      200,
    );
  } finally {
    await t.close();
  }
});

Deno.test("moderation: the practice's published reply and the surgery type refuse what a reader cannot see", () => {
  for (
    const reply of [
      "Thank you \u202Efor your story",
      "Thank you\u{E0041}",
      "Thanks \u3164",
      `Thanks${"\u0301".repeat(30)}`,
    ]
  ) {
    const read = readDecisionForm("approve", new URLSearchParams({ reply }));
    assert.equal(read.ok, false, JSON.stringify(reply));
    if (!read.ok) {
      assert.equal(read.error.field, "reply");
      assert.match(read.error.message, /reply contains characters we cannot accept/);
    }
  }
  const surgery = readDecisionForm("approve", new URLSearchParams({ surgeryType: "Knee\u202E" }));
  assert.equal(surgery.ok, false);
  if (!surgery.ok) assert.equal(surgery.error.field, "surgeryType");
  const clean = readDecisionForm(
    "approve",
    new URLSearchParams({
      reply: "\u200BThank you for your kind words.",
      surgeryType: "Hip\u00AD replacement",
    }),
  );
  assert.deepEqual(clean, {
    ok: true,
    surgeryType: "Hip replacement",
    reply: "Thank you for your kind words.",
  });
});
