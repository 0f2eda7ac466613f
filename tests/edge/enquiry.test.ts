import assert from "node:assert/strict";
import { Hono } from "hono";
import { createApp } from "../../edge/app.ts";
import {
  createEnquiry,
  type Enquiry,
  ENQUIRY_RETENTION_MS,
  getEnquiry,
  listEnquiryIdsByEmail,
} from "../../edge/enquiry/store.ts";
import { enquiryRoutes } from "../../edge/enquiry/routes.ts";
import { createDevMailer } from "../../edge/mail/dev.ts";
import { deliverDue, listOutbox } from "../../edge/mail/outbox.ts";
import { testDeps } from "./helpers.ts";
import { countKeys, deliverAll, kvExpiry, kvSnapshot } from "./story-helpers.ts";

const roomy = { RATE_LIMIT_ENQUIRIES: "1000/3600" };

const validEnquiry = {
  firstName: "Margaret",
  lastName: "Featherstonehaugh",
  phone: "01632 960 777",
  email: "margaret.f@example.org",
  message: "I have had knee pain for two years.\nCould I book a private consultation on a Friday?",
};

type Fields = Record<string, string | Blob | undefined>;

/** What the form sends, as the browser does: the hidden form-service fields included. */
function formFields(overrides: Fields = {}): Fields {
  return {
    _subject: "New enquiry from the practice website",
    _replyto: validEnquiry.email,
    ...validEnquiry,
    _gotcha: "",
    ...overrides,
  };
}

function multipart(fields: Fields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  return form;
}

function urlencoded(fields: Fields): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") params.append(name, value);
  }
  return params;
}

type Encoding = "multipart" | "urlencoded";
const encodings: Encoding[] = ["multipart", "urlencoded"];

/** Posts the enquiry form; `json` sends `Accept: application/json` as the widget does. */
function postEnquiry(
  app: Hono,
  fields: Fields,
  options: { encoding?: Encoding; json?: boolean } = {},
): Promise<Response> {
  const { encoding = "multipart", json = true } = options;
  const headers: Record<string, string> = json
    ? { Accept: "application/json" }
    : { Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
  const body = encoding === "multipart" ? multipart(fields) : urlencoded(fields);
  return Promise.resolve(app.request("/api/enquiry", { method: "POST", headers, body }));
}

function postRaw(app: Hono, body: BodyInit, headers: Record<string, string>): Promise<Response> {
  return Promise.resolve(
    app.request("/api/enquiry", {
      method: "POST",
      headers: { Accept: "application/json", ...headers },
      body,
    }),
  );
}

interface FieldErrorBody {
  ok: false;
  error: string;
  errors: Array<{ field: string; message: string }>;
}

async function expectJsonRefusal(
  res: Response,
  status: number,
  label: string,
): Promise<FieldErrorBody> {
  assert.equal(res.status, status, label);
  assert.match(res.headers.get("content-type") ?? "", /application\/json/, label);
  const body = await res.json() as FieldErrorBody;
  assert.equal(body.ok, false, label);
  assert.ok(Array.isArray(body.errors), label);
  assert.ok(body.error.length > 0, `${label}: a message`);
  return body;
}

const email254 = "a".repeat(64) + "@" + "b".repeat(63) + "." + "c".repeat(63) + "." +
  "d".repeat(57) + ".com";

Deno.test("enquiry: a valid enquiry is accepted in both encodings — JSON for the widget, 303 for a plain post", async () => {
  const { deps, close } = await testDeps(roomy);
  try {
    const app = createApp(deps);
    for (const encoding of encodings) {
      const res = await postEnquiry(app, formFields(), { encoding });
      assert.equal(res.status, 200, encoding);
      assert.deepEqual(await res.json(), { ok: true }, encoding);

      const plain = await postEnquiry(app, formFields(), { encoding, json: false });
      assert.equal(plain.status, 303, `${encoding}, plain post`);
      assert.equal(plain.headers.get("location"), "/enquiry-sent");
    }
    assert.equal(await countKeys(deps.kv, ["enquiries"]), 4);
    assert.equal((await listOutbox(deps.kv)).length, 4);
  } finally {
    await close();
  }
});

Deno.test("enquiry: the validation table — each bad field is named, in words a patient understands", async () => {
  const { deps, close } = await testDeps(roomy);
  try {
    const app = createApp(deps);
    const refused: Array<[string, Fields, Array<[string, RegExp]>]> = [
      ["missing first name", { firstName: undefined }, [[
        "firstName",
        /^Please enter your first name\.$/,
      ]]],
      ["missing last name", { lastName: undefined }, [[
        "lastName",
        /^Please enter your last name\.$/,
      ]]],
      ["missing email", { email: undefined }, [["email", /^Please enter your email address\.$/]]],
      ["missing message", { message: undefined }, [["message", /^Please enter your message\.$/]]],
      ["blank first name", { firstName: "   " }, [["firstName", /Please enter your first name/]]],
      ["blank message", { message: " \r\n\t " }, [["message", /Please enter your message/]]],
      ["first name of 61 characters", { firstName: "F".repeat(61) }, [[
        "firstName",
        /first name must be 60 characters or fewer/,
      ]]],
      ["last name of 61 characters", { lastName: "L".repeat(61) }, [[
        "lastName",
        /last name must be 60 characters or fewer/,
      ]]],
      ["phone of 31 characters", { phone: "0".repeat(31) }, [[
        "phone",
        /phone number must be 30 characters or fewer/,
      ]]],
      ["phone without digits", { phone: "call me" }, [[
        "phone",
        /phone number we can reach you on, or leave it blank/,
      ]]],
      ["email without @", { email: "margaret.example.org" }, [[
        "email",
        /valid email address, like name@example\.com/,
      ]]],
      ["email without a domain", { email: "margaret@" }, [["email", /valid email address/]]],
      ["email without a dot in the domain", { email: "margaret@localhost" }, [[
        "email",
        /valid email address/,
      ]]],
      ["email of 255 characters", { email: "a" + email254 }, [[
        "email",
        /email address must be 254 characters or fewer/,
      ]]],
      ["message of 5,001 characters", { message: "x".repeat(5001) }, [[
        "message",
        /too long.*5,000 characters or fewer/,
      ]]],
      ["a name with a line break", { firstName: "Jane\nBcc: x@example.com" }, [[
        "firstName",
        /characters we cannot accept/,
      ]]],
      ["a message with a control character", { message: "Hello\u0007" }, [[
        "message",
        /characters we cannot accept/,
      ]]],
      ["a file instead of a name", { firstName: new File(["x"], "name.txt") }, [[
        "firstName",
        /first name must be written as text/,
      ]]],
      ["everything missing", {
        firstName: undefined,
        lastName: undefined,
        phone: undefined,
        email: undefined,
        message: undefined,
      }, [
        ["firstName", /first name/],
        ["lastName", /last name/],
        ["email", /email address/],
        ["message", /message/],
      ]],
      ["two bad fields at once", { email: "nope", phone: "x" }, [["phone", /phone number/], [
        "email",
        /valid email/,
      ]]],
    ];
    for (const [label, overrides, expected] of refused) {
      for (const encoding of encodings) {
        if (encoding === "urlencoded" && Object.values(overrides).some((v) => v instanceof Blob)) {
          continue;
        }
        const body = await expectJsonRefusal(
          await postEnquiry(app, formFields(overrides), { encoding }),
          422,
          `${label} (${encoding})`,
        );
        assert.deepEqual(
          body.errors.map((e) => e.field),
          expected.map(([field]) => field),
          `${label}: the fields named`,
        );
        expected.forEach(([, message], i) => assert.match(body.errors[i].message, message, label));
        for (const { message } of body.errors) {
          assert.ok(body.error.includes(message), `${label}: the summary repeats each message`);
        }
      }
    }
    assert.equal(await countKeys(deps.kv, ["enquiries"]), 0, "nothing refused is stored");
    assert.equal(
      await countKeys(deps.kv, ["outbox"]),
      0,
      "no mail is queued for refused enquiries",
    );

    const accepted: Array<[string, Fields]> = [
      ["names of 60 characters", { firstName: "F".repeat(60), lastName: "L".repeat(60) }],
      ["phone of 30 characters", { phone: "+44 (0)1632 960 777 ext. 12345" }],
      ["no phone", { phone: "" }],
      ["phone field absent", { phone: undefined }],
      ["email of 254 characters", { email: email254 }],
      ["message of one character", { message: "?" }],
      ["message of 5,000 characters", { message: "x".repeat(5000) }],
      // The form's maxlength counts a line break as one character; the browser sends it as two.
      ["message of 5,000 characters with line breaks sent as CR LF", {
        message: "line\r\n".repeat(999) + "lines",
      }],
      ["surrounding spaces", {
        firstName: "  Ann  ",
        email: " ann@example.com ",
        message: "  Hello  ",
      }],
      ["no form-service fields", { _subject: undefined, _replyto: undefined, _gotcha: undefined }],
      ["a different subject and reply-to, and unknown fields", {
        _subject: "Spam",
        _replyto: "else@example.com",
        extra: "x",
        ["__proto__"]: "y",
        constructor: "z",
      }],
    ];
    for (const [label, overrides] of accepted) {
      const res = await postEnquiry(app, formFields(overrides));
      assert.equal(res.status, 200, label);
      assert.deepEqual(await res.json(), { ok: true }, label);
    }
    assert.equal(await countKeys(deps.kv, ["enquiries"]), accepted.length);

    const trimmed = await getEnquiry(
      deps.kv,
      (await listEnquiryIdsByEmail(deps.kv, "ann@example.com"))[0],
    );
    assert.equal(trimmed?.firstName, "Ann");
    assert.equal(trimmed?.email, "ann@example.com");
    assert.equal(trimmed?.message, "Hello");
    const noPhone = (await listOutbox(deps.kv)).length;
    assert.equal(noPhone, accepted.length);
  } finally {
    await close();
  }
});

Deno.test("enquiry: oversize 413, wrong content type 415, unreadable form 400 — JSON when asked, a page otherwise", async () => {
  const { deps, close } = await testDeps(roomy);
  try {
    const app = createApp(deps);
    const huge = formFields({ message: "x".repeat(40_000) });
    for (const encoding of encodings) {
      const body = await expectJsonRefusal(
        await postEnquiry(app, huge, { encoding }),
        413,
        `over 32 KB, ${encoding}`,
      );
      assert.match(body.error, /too much to send/);
    }
    const declared = urlencoded(formFields()).toString();
    await expectJsonRefusal(
      await postRaw(app, declared, {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": String(40_000),
      }),
      413,
      "declared over 32 KB",
    );

    for (
      const [label, type] of [["JSON", "application/json"], ["plain text", "text/plain"], [
        "XML",
        "application/xml",
      ]]
    ) {
      const body = await expectJsonRefusal(
        await postRaw(app, JSON.stringify(validEnquiry), { "Content-Type": type }),
        415,
        label,
      );
      assert.match(body.error, /as a form/);
    }
    await expectJsonRefusal(
      await postRaw(app, new TextEncoder().encode("firstName=Jane"), {}),
      415,
      "no content type",
    );

    await expectJsonRefusal(
      await postRaw(app, "no boundary here", { "Content-Type": "multipart/form-data" }),
      400,
      "multipart without a boundary",
    );
    // A multipart body the parser can make nothing of is, at worst, a form without its fields.
    const broken = await postRaw(app, "--b\r\nbroken", {
      "Content-Type": "multipart/form-data; boundary=b",
    });
    assert.ok([400, 422].includes(broken.status), `broken multipart: ${broken.status}`);
    assert.equal((await broken.json()).ok, false);
    await expectJsonRefusal(
      await postRaw(app, new Uint8Array([0x66, 0x3d, 0xff, 0xfe]), {
        "Content-Type": "application/x-www-form-urlencoded",
      }),
      400,
      "urlencoded that is not UTF-8",
    );

    // A plain post gets the same refusal as a page, not JSON.
    const page = await postEnquiry(app, huge, { json: false });
    assert.equal(page.status, 413);
    assert.match(page.headers.get("content-type") ?? "", /text\/html/);
    const html = await page.text();
    assert.match(html, /There is a problem/);
    assert.match(html, /too much to send/);

    assert.equal(await countKeys(deps.kv, ["enquiries"]), 0);
  } finally {
    await close();
  }
});

Deno.test("enquiry: a filled honeypot is answered as success and stored nowhere", async () => {
  const { deps, close } = await testDeps(roomy);
  try {
    const app = createApp(deps);
    const before = await kvSnapshot(deps.kv);
    for (const fields of [formFields({ _gotcha: "https://spam.example" }), { _gotcha: "x" }]) {
      const res = await postEnquiry(app, fields);
      assert.equal(res.status, 200);
      assert.deepEqual(await res.json(), { ok: true });
      const plain = await postEnquiry(app, fields, { json: false, encoding: "urlencoded" });
      assert.equal(plain.status, 303);
      assert.equal(plain.headers.get("location"), "/enquiry-sent");
    }
    assert.deepEqual(await kvSnapshot(deps.kv), before, "nothing was written");
    // An empty honeypot is what a person sends.
    assert.equal((await postEnquiry(app, formFields({ _gotcha: "" }))).status, 200);
    assert.equal(await countKeys(deps.kv, ["enquiries"]), 1);
  } finally {
    await close();
  }
});

Deno.test("enquiry: the rate limit answers 429 with Retry-After and a friendly message; a plain post keeps the typed values", async () => {
  const { deps, close } = await testDeps({ RATE_LIMIT_ENQUIRIES: "2/3600" });
  try {
    const app = createApp(deps);
    assert.equal((await postEnquiry(app, formFields())).status, 200);
    // A refused (invalid) enquiry does not use up the allowance.
    assert.equal((await postEnquiry(app, formFields({ email: "nope" }))).status, 422);
    assert.equal((await postEnquiry(app, formFields())).status, 200);

    const limited = await postEnquiry(app, formFields());
    const body = await expectJsonRefusal(limited, 429, "third enquiry");
    assert.match(body.error, /several enquiries in a short time.*wait/);
    assert.deepEqual(body.errors, []);
    assert.ok(Number(limited.headers.get("retry-after")) > 0);

    const page = await postEnquiry(
      app,
      formFields({ message: "Please call me back about my hip." }),
      { json: false },
    );
    assert.equal(page.status, 429);
    assert.ok(Number(page.headers.get("retry-after")) > 0);
    const html = await page.text();
    assert.match(html, /several enquiries in a short time/);
    assert.match(
      html,
      /Please call me back about my hip\.<\/textarea>/,
      "the message is still there to send later",
    );
    assert.match(html, /telephone the practice on/);
    assert.equal(await countKeys(deps.kv, ["enquiries"]), 2);
  } finally {
    await close();
  }
});

Deno.test("enquiry: the enquiry and the practice's email are written in one commit, and expire after 90 days", async () => {
  const { deps, dataDir, close } = await testDeps(roomy);
  let nudges = 0;
  try {
    const app = createApp({ ...deps, mailQueued: () => nudges++ });
    assert.equal((await postEnquiry(app, formFields({ phone: "" }))).status, 200);
    assert.equal(nudges, 1, "the outbox sender is nudged after the commit");

    const [id] = await listEnquiryIdsByEmail(deps.kv, "MARGARET.F@example.org");
    const enquiry = await getEnquiry(deps.kv, id);
    assert.deepEqual(enquiry, {
      id,
      firstName: validEnquiry.firstName,
      lastName: validEnquiry.lastName,
      email: validEnquiry.email,
      message: validEnquiry.message,
      receivedAt: deps.clock().toISOString(),
      // the practice's email about it, so an erasure deletes it too
      mailIds: (await listOutbox(deps.kv)).map((entry) => entry.id),
    });
    // KV counts expiry from the real time of the commit, not the test clock.
    const realNow = Date.now();
    for (const key of [["enquiries", id], ["enquiries_by_email", validEnquiry.email, id]]) {
      const expiry = await kvExpiry(dataDir, key);
      assert.ok(expiry !== null, `${key[0]} expires`);
      // Deno KV may delete a little after the time set, never before.
      assert.ok(
        Math.abs(expiry - (realNow + ENQUIRY_RETENTION_MS)) < 60_000,
        `${key[0]} expires 90 days on`,
      );
    }

    const outbox = await listOutbox(deps.kv);
    assert.equal(outbox.length, 1);
    assert.equal(outbox[0].to, deps.config.enquiryEmail);
    assert.equal(outbox[0].createdAt, enquiry?.receivedAt);

    const [mail] = await deliverAll(deps.kv, deps.mailer, deps.clock());
    assert.equal(mail.to, deps.config.enquiryEmail);
    assert.equal(mail.replyTo, validEnquiry.email, "replying answers the patient");
    assert.equal(mail.subject, "New enquiry from the practice website: Margaret Featherstonehaugh");
    for (
      const part of [
        validEnquiry.email,
        "Phone: not given",
        "I have had knee pain for two years.",
        "90 days",
      ]
    ) {
      assert.ok(mail.text.includes(part), `text shows ${part}`);
    }
    assert.ok(mail.html.includes("Could I book a private consultation on a Friday?"));
    assert.ok(mail.html.includes(`href="mailto:${validEnquiry.email}"`));
  } finally {
    await close();
  }
});

Deno.test("enquiry: when the commit fails, neither the enquiry nor its email is stored", async () => {
  const { deps, close } = await testDeps(roomy);
  try {
    const enquiry: Enquiry = {
      ...validEnquiry,
      id: "01JZ0000000000000000000000",
      receivedAt: deps.clock().toISOString(),
    };
    const mail = {
      to: "practice@example.com",
      subject: "first",
      text: "first",
      html: "<p>first</p>",
    };
    await createEnquiry(deps.kv, enquiry, mail);
    await assert.rejects(() =>
      createEnquiry(deps.kv, { ...enquiry, email: "impostor@example.com" }, {
        ...mail,
        subject: "second",
      })
    );
    assert.equal((await getEnquiry(deps.kv, enquiry.id))?.email, validEnquiry.email);
    assert.deepEqual(await listEnquiryIdsByEmail(deps.kv, "impostor@example.com"), []);
    assert.deepEqual((await listOutbox(deps.kv)).map((entry) => entry.subject), ["first"]);
  } finally {
    await close();
  }
});

Deno.test("enquiry: the email escapes what the patient typed and fits a long message in the outbox", async () => {
  const { deps, close } = await testDeps(roomy);
  try {
    const message = "<script>alert(1)</script>" + '"'.repeat(4960) + "😀";
    const res = await postEnquiry(
      createApp(deps),
      formFields({ lastName: "<b>Bold</b>", message }),
    );
    assert.equal(res.status, 200);
    const [mail] = await deliverAll(deps.kv, deps.mailer, deps.clock());
    assert.ok(mail.text.includes(message));
    assert.doesNotMatch(mail.html, /<script>|<b>Bold/);
    assert.ok(
      mail.html.includes("&lt;script&gt;alert(1)&lt;/script&gt;" + "&quot;".repeat(4960) + "😀"),
    );
  } finally {
    await close();
  }
});

Deno.test("enquiry: private, NHS or not sure, and the insurer when private — checked, stored, in the practice's email and kept on the error page", async () => {
  const { deps, close } = await testDeps(roomy);
  try {
    const app = createApp(deps);
    // Each answer as the form sends it, and what is stored and emailed.
    const answers: Array<[Fields, { careType?: string; insurer?: string }, RegExp[], RegExp[]]> = [
      [{ careType: "private", insurer: "Bupa" }, { careType: "private", insurer: "Bupa" }, [
        /^Would like to be seen: Privately$/m,
        /^Insurer: Bupa$/m,
      ], []],
      [
        { careType: "private", insurer: "Paying for myself" },
        { careType: "private", insurer: "Paying for myself" },
        [/^Insurer: Paying for myself$/m],
        [],
      ],
      // The insurer field is still in the form when "On the NHS" is chosen after it: not stored.
      [{ careType: "nhs", insurer: "AXA Health" }, { careType: "nhs" }, [
        /^Would like to be seen: On the NHS$/m,
      ], [/Insurer/]],
      [{ careType: "not-sure", insurer: "" }, { careType: "not-sure" }, [
        /^Would like to be seen: Not sure yet$/m,
      ], [/Insurer/]],
      // A form service's client or an older page that does not ask: accepted, and said so.
      [{}, {}, [/^Would like to be seen: Not said$/m], [/Insurer/]],
    ];
    for (const [fields, stored, inMail, notInMail] of answers) {
      const label = JSON.stringify(fields);
      const res = await postEnquiry(app, formFields(fields));
      assert.equal(res.status, 200, label);
      const [id] = await listEnquiryIdsByEmail(deps.kv, validEnquiry.email);
      const enquiry = (await getEnquiry(deps.kv, id))!;
      assert.equal(enquiry.careType, stored.careType, label);
      assert.equal(enquiry.insurer, stored.insurer, label);
      const [mail] = await deliverAll(deps.kv, deps.mailer, deps.clock());
      for (const pattern of inMail) {
        assert.match(mail.text, pattern, label);
        assert.match(
          mail.html,
          new RegExp(pattern.source.replace(/^\^|\$$/g, "").replace(": ", "</th><td[^>]*>")),
          label,
        );
      }
      for (const pattern of notInMail) assert.doesNotMatch(mail.text, pattern, label);
      await deps.kv.delete(["enquiries", id]);
      await deps.kv.delete(["enquiries_by_email", validEnquiry.email, id]);
    }

    const refused: Array<[string, Fields, Array<[string, RegExp]>]> = [
      ["private without an insurer", { careType: "private" }, [[
        "insurer",
        /^Please choose your health insurer, or "Paying for myself"\.$/,
      ]]],
      ["private with a blank insurer", { careType: "private", insurer: "" }, [[
        "insurer",
        /insurer/,
      ]]],
      ["an insurer not on the list", { careType: "private", insurer: "Acme Health" }, [[
        "insurer",
        /insurer/,
      ]]],
      ["an unknown answer", { careType: "maybe" }, [[
        "careType",
        /^Please say whether you would like to be seen privately, on the NHS, or are not sure\.$/,
      ]]],
      ["private without an insurer, and no email", { careType: "private", email: undefined }, [
        ["email", /email address/],
        ["insurer", /insurer/],
      ]],
    ];
    for (const [label, overrides, expected] of refused) {
      const body = await expectJsonRefusal(
        await postEnquiry(app, formFields(overrides)),
        422,
        label,
      );
      assert.deepEqual(body.errors.map((e) => e.field), expected.map(([field]) => field), label);
      expected.forEach(([, message], i) => assert.match(body.errors[i].message, message, label));
    }
    assert.equal(await countKeys(deps.kv, ["enquiries"]), 0, "nothing refused is stored");

    // With JavaScript off, the form comes back with the answer kept and the insurer's error shown.
    const page = await (await postEnquiry(
      app,
      formFields({ careType: "private", email: "margaret@localhost" }),
      { json: false },
    )).text();
    assert.match(page, /<a href="#enquiry-insurer">Please choose your health insurer/);
    assert.match(
      page,
      /<input type="radio" id="enquiry-careType" required="" name="careType" checked="" value="private"\/>/,
    );
    assert.match(page, /<div class="field insurer-field has-error">/);
    assert.match(
      page,
      /<select id="enquiry-insurer" name="insurer" aria-describedby="enquiry-insurer-error" aria-invalid="true">/,
    );
    const nhs = await (await postEnquiry(
      app,
      formFields({ careType: "nhs", insurer: "WPA", email: "margaret@localhost" }),
      { json: false },
    )).text();
    assert.match(
      nhs,
      /id="enquiry-careType-nhs" required="" name="careType" checked="" value="nhs"/,
    );
    assert.match(nhs, /<option selected="">WPA<\/option>/, "the typed choice is kept");
  } finally {
    await close();
  }
});

Deno.test("enquiry: the email reaches /dev/outbox.json and /dev/outbox in development", async () => {
  const t = await testDeps({ ...roomy, APP_ENV: "development" });
  try {
    const deps = { ...t.deps, mailer: createDevMailer(t.deps.kv, t.deps.clock) };
    const app = createApp(deps);
    assert.equal((await postEnquiry(app, formFields(), { json: false })).status, 303);
    await deliverDue(deps.kv, deps.mailer, deps.clock());

    const { emails } = await (await app.request("/dev/outbox.json")).json();
    assert.equal(emails.length, 1);
    assert.equal(emails[0].to, deps.config.enquiryEmail);
    assert.equal(
      emails[0].subject,
      "New enquiry from the practice website: Margaret Featherstonehaugh",
    );
    assert.ok(
      emails[0].text.includes(
        validEnquiry.message.split("\n").map((line) => `> ${line}`).join("\n"),
      ),
      "the message, quoted",
    );
    const page = await (await app.request("/dev/outbox")).text();
    assert.match(page, /New enquiry from the practice website: Margaret Featherstonehaugh/);
    assert.match(page, /Reply to<\/dt><dd>margaret\.f@example\.org/);
  } finally {
    await t.close();
  }
});

Deno.test("enquiry: a plain post that needs correcting shows the form again — errors linked, values kept, everything escaped", async () => {
  const { deps, close } = await testDeps(roomy);
  try {
    // As the real server mounts it, with the built site's stylesheet.
    const app = new Hono().route(
      "/api",
      enquiryRoutes(deps, {
        assets: { css: "/assets/styles.TEST1234.css", siteScript: "/assets/site.TEST1234.js" },
      }),
    );
    const hostile = "\"><script>alert('x')</script><img src=x onerror=alert(1)>";
    for (const encoding of encodings) {
      const res = await postEnquiry(
        app,
        formFields({
          firstName: hostile,
          email: "margaret@localhost",
          message: `  ${hostile}\r\nsecond line`,
        }),
        {
          encoding,
          json: false,
        },
      );
      assert.equal(res.status, 422, encoding);
      assert.match(res.headers.get("content-type") ?? "", /text\/html/);
      assert.equal(
        res.headers.get("cache-control"),
        "no-store",
        "a patient's details are never cached",
      );
      const html = await res.text();

      assert.match(
        html,
        /^<!DOCTYPE html><html lang="en" class="typeface">/,
        "the typeface named: no script runs here",
      );
      assert.match(
        html,
        /<div class="top-bar">.*href="\/Contact#private-practice"/,
        "the top bar, its practices on \/Contact",
      );
      assert.match(html, /<title>Error: Check your enquiry/);
      assert.match(html, /<link rel="stylesheet" href="\/assets\/styles\.TEST1234\.css"\/>/);
      assert.match(html, /<meta name="robots" content="noindex, nofollow"\/>/);
      assert.doesNotMatch(html, /<script|<img/i, "nothing typed becomes markup");

      // The error summary links to the bad field; the field says what is wrong and is marked invalid.
      assert.match(html, /<h2 id="error-summary-title">There is a problem<\/h2>/);
      assert.match(
        html,
        /<a href="#enquiry-email">Please enter a valid email address, like name@example\.com\.<\/a>/,
      );
      assert.match(
        html,
        /<p class="field-error" id="enquiry-email-error"><span class="visually-hidden">Error: <\/span>Please enter a valid email/,
      );
      assert.match(
        html,
        /<input id="enquiry-email"[^>]*aria-invalid="true" aria-describedby="enquiry-email-error"[^>]*value="margaret@localhost"\/>/,
      );
      assert.doesNotMatch(
        html,
        /<input id="enquiry-firstName"[^>]*aria-invalid/,
        "a good field is not marked",
      );

      // Every typed value is kept, escaped.
      const escaped =
        "&quot;&gt;&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;";
      assert.ok(html.includes(`name="firstName" value="${escaped}"`), "first name kept");
      assert.ok(html.includes(`name="lastName" value="Featherstonehaugh"`), "last name kept");
      assert.ok(html.includes(`name="phone" value="01632 960 777"`), "phone kept");
      assert.ok(html.includes(`>  ${escaped}\nsecond line</textarea>`), "message kept");
      assert.match(
        html,
        /<form class="enquiry-form"[^>]*action="\/api\/enquiry"/,
        "the form posts here again",
      );
    }
    assert.equal(await countKeys(deps.kv, ["enquiries"]), 0);
  } finally {
    await close();
  }
});

Deno.test("enquiry: only POST; other methods are not an enquiry", async () => {
  const { deps, close } = await testDeps(roomy);
  try {
    const res = await createApp(deps).request("/api/enquiry");
    assert.equal(res.status, 405);
    assert.equal(res.headers.get("allow"), "POST");
    assert.equal((await res.json()).success, false);
  } finally {
    await close();
  }
});
