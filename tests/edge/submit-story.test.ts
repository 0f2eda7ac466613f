import assert from "node:assert/strict";
import { createApp } from "../../edge/app.ts";
import { createStory, getStory, listPendingStoryIds } from "../../edge/stories/store.ts";
import type { Story } from "../../edge/stories/story.ts";
import { listOutbox } from "../../edge/mail/outbox.ts";
import { testDeps } from "./helpers.ts";
import { countKeys, deliverAll, postStory, validStory } from "./story-helpers.ts";

const roomy = { RATE_LIMIT_STORIES: "1000/3600" };

async function expectRefusal(res: Response, status: number, message: RegExp, label: string) {
  assert.equal(res.status, status, label);
  assert.match(res.headers.get("content-type") ?? "", /application\/json/, label);
  const body = await res.json();
  assert.equal(body.success, false, label);
  assert.match(body.error, message, label);
}

const email254 = "a".repeat(64) + "@" + "b".repeat(63) + "." + "c".repeat(63) + "." +
  "d".repeat(57) + ".com";

Deno.test("submit-story: a valid story is accepted", async () => {
  const { deps, close } = await testDeps(roomy);
  try {
    const res = await postStory(createApp(deps), validStory);
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { success: true });
    assert.equal((await listPendingStoryIds(deps.kv)).length, 1);
  } finally {
    await close();
  }
});

Deno.test("submit-story: the validation table — wrong types, missing fields and every bound", async () => {
  const { deps, close } = await testDeps(roomy);
  try {
    const app = createApp(deps);
    const refused: Array<[string, unknown, RegExp]> = [
      [
        "missing first name",
        { ...validStory, firstName: undefined },
        /Please enter your first name\./,
      ],
      [
        "missing last name",
        { ...validStory, lastName: undefined },
        /Please enter your last name\./,
      ],
      ["missing phone", { ...validStory, phone: undefined }, /Please enter your phone number\./],
      ["missing email", { ...validStory, email: undefined }, /Please enter your email address\./],
      [
        "missing description",
        { ...validStory, description: undefined },
        /Please tell us about your experience\./,
      ],
      ["missing rating", { ...validStory, rating: undefined }, /rating from 1 to 5 stars/],
      ["missing stayAnonymous", { ...validStory, stayAnonymous: undefined }, /anonymously/],
      ["empty object", {}, /first name.*last name.*phone.*email.*experience.*rating/s],
      ["blank first name", { ...validStory, firstName: "   " }, /Please enter your first name\./],
      [
        "first name as a number",
        { ...validStory, firstName: 42 },
        /first name must be written as text/,
      ],
      ["email as a number", { ...validStory, email: 42 }, /email address must be written as text/],
      [
        "description as an array",
        { ...validStory, description: ["a"] },
        /story must be written as text/,
      ],
      ["rating as a string", { ...validStory, rating: "5" }, /rating from 1 to 5 stars/],
      ["rating 2.5", { ...validStory, rating: 2.5 }, /rating from 1 to 5 stars/],
      ["rating 0", { ...validStory, rating: 0 }, /rating from 1 to 5 stars/],
      ["rating 6", { ...validStory, rating: 6 }, /rating from 1 to 5 stars/],
      ["stayAnonymous as a string", { ...validStory, stayAnonymous: "yes" }, /anonymously/],
      [
        "first name of 61 characters",
        { ...validStory, firstName: "F".repeat(61) },
        /first name must be 60 characters or fewer/,
      ],
      [
        "last name of 61 characters",
        { ...validStory, lastName: "L".repeat(61) },
        /last name must be 60 characters or fewer/,
      ],
      [
        "phone of 31 characters",
        { ...validStory, phone: "0".repeat(31) },
        /phone number must be 30 characters or fewer/,
      ],
      [
        "phone without digits",
        { ...validStory, phone: "call me" },
        /phone number we can reach you on/,
      ],
      [
        "email of 255 characters",
        { ...validStory, email: "a" + email254 },
        /email address must be 254 characters or fewer/,
      ],
      ["email without @", { ...validStory, email: "margaret.example.org" }, /valid email address/],
      ["email without domain", { ...validStory, email: "margaret@" }, /valid email address/],
      [
        "description of 19 characters",
        { ...validStory, description: "x".repeat(19) },
        /at least 20 characters/,
      ],
      [
        "description of 5,001 characters",
        { ...validStory, description: "x".repeat(5001) },
        /5,000 characters or fewer/,
      ],
      [
        "a name with a line break",
        { ...validStory, firstName: "Jane\nBcc: x@example.com" },
        /characters we cannot accept/,
      ],
      ["an array body", [validStory], /story form's fields/],
      ["a string body", '"hello"', /story form's fields/],
      ["a null body", "null", /story form's fields/],
    ];
    for (const [label, body, message] of refused) {
      await expectRefusal(await postStory(app, body), 400, message, label);
    }
    assert.equal(await countKeys(deps.kv, ["stories"]), 0, "nothing refused is stored");
    assert.equal(await countKeys(deps.kv, ["outbox"]), 0, "no mail is queued for refused stories");

    const accepted: Array<[string, Record<string, unknown>]> = [
      ["names of 60 characters", {
        ...validStory,
        firstName: "F".repeat(60),
        lastName: "L".repeat(60),
      }],
      ["phone of 30 characters", { ...validStory, phone: "+44 (0)1632 960 777 ext. 12345" }],
      ["email of 254 characters", { ...validStory, email: email254 }],
      ["description of 20 characters", { ...validStory, description: "x".repeat(20) }],
      ["description of 5,000 characters", { ...validStory, description: "x".repeat(5000) }],
      ["rating 1, anonymous", { ...validStory, rating: 1, stayAnonymous: true }],
      ["surrounding spaces", { ...validStory, firstName: "  Ann  ", email: " ann@example.com " }],
    ];
    for (const [label, body] of accepted) {
      const res = await postStory(app, body);
      assert.equal(res.status, 200, label);
      assert.deepEqual(await res.json(), { success: true }, label);
    }
    assert.equal(await countKeys(deps.kv, ["stories"]), accepted.length);
    const trimmed = await getStory(deps.kv, (await listPendingStoryIds(deps.kv)).at(-1)!);
    assert.equal(trimmed?.firstName, "Ann");
    assert.equal(trimmed?.email, "ann@example.com");
  } finally {
    await close();
  }
});

Deno.test("submit-story: oversize 413, wrong content type 415, broken JSON 400 — all JSON", async () => {
  const { deps, close } = await testDeps(roomy);
  try {
    const app = createApp(deps);
    const huge = { ...validStory, description: "x".repeat(40_000) };
    await expectRefusal(await postStory(app, huge), 413, /too much to send/, "over 32 KB");
    const declared = JSON.stringify(huge);
    await expectRefusal(
      await postStory(app, declared, {
        "Content-Type": "application/json",
        "Content-Length": String(declared.length),
      }),
      413,
      /too much to send/,
      "declared over 32 KB",
    );
    await expectRefusal(
      await postStory(app, validStory, { "Content-Type": "text/plain" }),
      415,
      /JSON/,
      "text/plain",
    );
    await expectRefusal(await postStory(app, validStory, {}), 415, /JSON/, "no content type");
    await expectRefusal(
      await postStory(app, '{"firstName": "Jane",', { "Content-Type": "application/json" }),
      400,
      /not valid JSON/,
      "broken JSON",
    );
    await expectRefusal(
      await postStory(app, "", { "Content-Type": "application/json" }),
      400,
      /not valid JSON/,
      "empty body",
    );
    assert.equal(await countKeys(deps.kv, ["stories"]), 0);
  } finally {
    await close();
  }
});

Deno.test("submit-story: a filled honeypot is answered as success and stored nowhere", async () => {
  const { deps, close } = await testDeps(roomy);
  try {
    const app = createApp(deps);
    for (const body of [{ ...validStory, website: "https://spam.example" }, { website: "x" }]) {
      const res = await postStory(app, body);
      assert.equal(res.status, 200);
      assert.deepEqual(await res.json(), { success: true });
    }
    assert.equal(await countKeys(deps.kv, ["stories"]), 0);
    assert.equal(await countKeys(deps.kv, ["outbox"]), 0);
    // An empty honeypot is what a person sends.
    assert.equal((await postStory(app, { ...validStory, website: "" })).status, 200);
    assert.equal(await countKeys(deps.kv, ["stories"]), 1);
  } finally {
    await close();
  }
});

Deno.test("submit-story: the rate limit answers 429 with Retry-After", async () => {
  const { deps, close } = await testDeps({ RATE_LIMIT_STORIES: "2/3600" });
  try {
    const app = createApp(deps);
    assert.equal((await postStory(app, validStory)).status, 200);
    assert.equal((await postStory(app, validStory)).status, 200);
    const limited = await postStory(app, validStory);
    await expectRefusal(limited, 429, /wait a while/, "third story");
    assert.ok(Number(limited.headers.get("retry-after")) > 0);
    assert.equal(await countKeys(deps.kv, ["stories"]), 2);
  } finally {
    await close();
  }
});

Deno.test("submit-story: the story and the reviewer's email are written together", async () => {
  const { deps, close } = await testDeps(roomy);
  try {
    const app = createApp(deps);
    assert.equal((await postStory(app, validStory)).status, 200);
    const [id] = await listPendingStoryIds(deps.kv);
    const story = await getStory(deps.kv, id);
    assert.equal(story?.status, "pending");
    assert.equal(story?.email, validStory.email);
    assert.equal(story?.submittedAt, deps.clock().toISOString());
    const outbox = await listOutbox(deps.kv);
    assert.equal(outbox.length, 1);
    assert.equal(outbox[0].to, deps.config.reviewerEmail);
    assert.equal(outbox[0].sentAt, undefined);

    const [mail] = await deliverAll(deps.kv, deps.mailer, deps.clock());
    assert.match(mail.subject, /Margaret Featherstonehaugh/);
    for (
      const part of [validStory.email, validStory.phone, validStory.description, "5 out of 5 stars"]
    ) {
      assert.ok(mail.text.includes(part), `text shows ${part}`);
      assert.ok(mail.html.includes(part), `html shows ${part}`);
    }
    assert.equal(mail.replyTo, validStory.email);
  } finally {
    await close();
  }
});

Deno.test("submit-story: when the commit fails, neither the story nor its email is stored", async () => {
  const { deps, close } = await testDeps(roomy);
  try {
    const now = deps.clock();
    const { description, rating, consent, ...fields } = validStory;
    const story: Story = {
      ...fields,
      consent: { version: consent, givenAt: deps.clock().toISOString() },
      text: description,
      stars: rating,
      id: "01JZ0000000000000000000000",
      submittedAt: now.toISOString(),
      status: "pending",
    };
    const mail = {
      to: "reviewer@example.com",
      subject: "first",
      text: "first",
      html: "<p>first</p>",
    };
    await createStory(deps.kv, story, mail);

    // Same id again: the commit's check fails, so the second story and its email are both refused.
    const impostor: Story = { ...story, firstName: "Impostor" };
    await assert.rejects(() => createStory(deps.kv, impostor, { ...mail, subject: "second" }));
    assert.equal((await getStory(deps.kv, story.id))?.firstName, "Margaret");
    const outbox = await listOutbox(deps.kv);
    assert.deepEqual(outbox.map((entry) => entry.subject), ["first"]);
    assert.equal(await countKeys(deps.kv, ["outbox_body"]), 1);
  } finally {
    await close();
  }
});

Deno.test("submit-story: a long story full of characters that HTML must escape still fits the outbox", async () => {
  const { deps, close } = await testDeps(roomy);
  try {
    // 5,000 characters that each grow sixfold when escaped, plus one that forces two-byte storage.
    const description = '"'.repeat(4998) + "😀";
    const res = await postStory(createApp(deps), { ...validStory, description });
    assert.equal(res.status, 200);
    const [mail] = await deliverAll(deps.kv, deps.mailer, deps.clock());
    assert.ok(mail.text.includes(description));
    assert.ok(mail.html.includes("&quot;".repeat(4998) + "😀"));
  } finally {
    await close();
  }
});
