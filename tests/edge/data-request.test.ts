/**
 * The removal and data request form (issue 30): always the same answer, so it reveals nothing
 * about who has written; the acknowledgement goes to the address given and nowhere else; the
 * practice gets the matching records with signed links to unpublish, erase or export; rate limits
 * per client and one acknowledgement a day per address; the practice's links confirm on GET and
 * act on POST.
 */
import assert from "node:assert/strict";
import type { Hono } from "hono";
import { createApp } from "../../edge/app.ts";
import { DATA_REQUEST_SENT_PATH } from "../../content/form-answers.ts";
import { dataRequestForm } from "../../content/data-request.ts";
import { site } from "../../content/site.ts";
import { listEnquiryIdsByEmail } from "../../edge/enquiry/store.ts";
import { getStory, listPendingStoryIds } from "../../edge/stories/store.ts";
import { listOutbox } from "../../edge/mail/outbox.ts";
import type { Email } from "../../edge/injected.ts";
import { type TestDeps, testDeps } from "./helpers.ts";
import {
  countKeys,
  deliverAll,
  kvSnapshot,
  moderationLinks,
  postForm,
  postStory,
  validStory,
} from "./story-helpers.ts";

const PATIENT = "margaret.f@example.org";
const roomy = {
  RATE_LIMIT_STORIES: "100/3600",
  RATE_LIMIT_ENQUIRIES: "100/3600",
  RATE_LIMIT_DATA_REQUESTS: "100/3600",
};

/** A published story and an enquiry from PATIENT, and the mail about them delivered. */
async function patientWithRecords(app: Hono, t: TestDeps) {
  assert.equal((await postStory(app, validStory)).status, 200);
  const [storyId] = await listPendingStoryIds(t.deps.kv);
  const [review] = await deliverAll(t.deps.kv, t.deps.mailer, t.deps.clock());
  assert.equal(
    (await postForm(app, moderationLinks(review, t.deps.config.siteUrl).approve)).status,
    200,
  );
  const enquiry = await app.request("/api/enquiry", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: new URLSearchParams({
      firstName: "Margaret",
      lastName: "Featherstonehaugh",
      email: PATIENT,
      message: "Could I book a private consultation on a Friday?",
    }).toString(),
  });
  assert.equal(enquiry.status, 200);
  await deliverAll(t.deps.kv, t.deps.mailer, t.deps.clock());
  return { storyId };
}

function request(app: Hono, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return app.request("/api/data-request", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** What a response looks like from outside: status, where it leads, its body. */
async function outside(res: Response) {
  return { status: res.status, location: res.headers.get("location"), body: await res.text() };
}

const subjects = (mails: Email[]) => mails.map((mail) => `${mail.to}: ${mail.subject}`);

Deno.test("data request: the same answer whether or not anything is held; the acknowledgement goes only to the address given", async () => {
  const t = await testDeps(roomy);
  try {
    const app = createApp(t.deps);
    await patientWithRecords(app, t);
    const known = await outside(await request(app, { email: PATIENT, kind: "remove-story" }));
    const unknown = await outside(
      await request(app, { email: "nobody@example.net", kind: "remove-story" }),
    );
    assert.deepEqual(known, { status: 303, location: DATA_REQUEST_SENT_PATH, body: "" });
    assert.deepEqual(unknown, known, "a stranger learns nothing from the answer");
    const json = await request(app, { email: "other@example.net", kind: "copy" }, {
      Accept: "application/json",
    });
    assert.deepEqual(await json.json(), { ok: true });

    const mails = await deliverAll(t.deps.kv, t.deps.mailer, t.deps.clock());
    const contact = site.dataProtection.contact.email;
    assert.deepEqual(
      subjects(mails).sort(),
      [
        `${contact}: Request about personal details: ${dataRequestForm.kinds[0].label}`,
        `${contact}: Request about personal details: ${dataRequestForm.kinds[0].label}`,
        `${contact}: Request about personal details: ${dataRequestForm.kinds[1].label}`,
        `${PATIENT}: Request about personal details: we have received it`,
        "nobody@example.net: Request about personal details: we have received it",
        "other@example.net: Request about personal details: we have received it",
      ].sort(),
    );
    // The acknowledgements are word for word the same apart from the address: they reveal nothing.
    const ack = (to: string) => mails.find((mail) => mail.to === to)!;
    assert.equal(
      ack(PATIENT).text.replaceAll(PATIENT, "X"),
      ack("nobody@example.net").text.replaceAll("nobody@example.net", "X"),
    );
    assert.ok(!ack(PATIENT).text.includes(validStory.description));
    // The practice hears of both, with what was found.
    const notices = mails.filter((mail) => mail.to === contact);
    const aboutPatient = notices.find((mail) => mail.text.includes(PATIENT))!;
    assert.match(aboutPatient.text, /Found: 1 story, 1 enquiry, \d+ emails\./);
    assert.match(aboutPatient.text, /^Unpublish: .*action=unpublish.*&reason=author-request$/m);
    assert.match(aboutPatient.text, /^Erase: .*\/moderate\/.*action=erase/m);
    assert.match(aboutPatient.text, /^Export everything as a file: .*\/data-requests\//m);
    assert.match(aboutPatient.text, /^Erase everything: .*\/data-requests\//m);
    const aboutNobody = notices.find((mail) => mail.text.includes("nobody@example.net"))!;
    assert.match(aboutNobody.text, /holds no story or enquiry under this address/);
  } finally {
    await t.close();
  }
});

Deno.test("data request: missing or bad fields come back named; the honeypot stores nothing; one acknowledgement a day per address; rate-limited per client", async () => {
  const t = await testDeps({ ...roomy, RATE_LIMIT_DATA_REQUESTS: "3/3600" });
  try {
    const app = createApp(t.deps);
    const bad = await request(app, { email: "not an address" });
    assert.equal(bad.status, 422);
    const page = await bad.text();
    assert.match(page, /<title>Error: Check your request/);
    assert.match(page, /<a href="#data-request-email">Please enter a valid email address/);
    assert.match(
      page,
      /<a href="#data-request-kind-remove-story">Please choose what you would like/,
    );
    assert.match(page, /value="not an address"/);
    const json = await request(app, {}, { Accept: "application/json" });
    assert.equal(json.status, 422);
    assert.deepEqual((await json.json()).errors.map((e: { field: string }) => e.field), [
      "email",
      "kind",
    ]);

    const before = await kvSnapshot(t.deps.kv);
    const bot = await request(app, { email: PATIENT, kind: "copy", website: "x" });
    assert.equal(bot.status, 303);
    assert.deepEqual(await kvSnapshot(t.deps.kv), before);

    // Asked twice in a day: the practice hears twice, the address once.
    assert.equal((await request(app, { email: PATIENT, kind: "copy" })).status, 303);
    assert.equal((await request(app, { email: PATIENT, kind: "remove-story" })).status, 303);
    const mails = await deliverAll(t.deps.kv, t.deps.mailer, t.deps.clock());
    assert.equal(mails.filter((mail) => mail.to === PATIENT).length, 1);
    assert.equal(mails.filter((mail) => mail.to === site.dataProtection.contact.email).length, 2);

    // The third request from this client is its last this hour.
    assert.equal((await request(app, { email: "x@example.net", kind: "copy" })).status, 303);
    const limited = await request(app, { email: "y@example.net", kind: "copy" });
    assert.equal(limited.status, 429);
    assert.ok(limited.headers.get("retry-after"));
    assert.match(await limited.text(), /several requests from here/);
  } finally {
    await t.close();
  }
});

/** The practice's link of this label in its notice about `email`, as a path. */
function noticeLink(mails: Email[], email: string, label: string, siteUrl: string): string {
  const notice = mails.find((mail) =>
    mail.to === site.dataProtection.contact.email && mail.text.includes(email)
  )!;
  const url = notice.text.match(new RegExp(`^${label}: (\\S+)$`, "m"))?.[1] ?? "";
  assert.ok(url.startsWith(siteUrl), `${label} link`);
  return url.slice(siteUrl.length);
}

Deno.test("data request: the practice's export link confirms on GET and downloads everything held on POST", async () => {
  const t = await testDeps(roomy);
  try {
    const app = createApp(t.deps);
    const { storyId } = await patientWithRecords(app, t);
    await request(app, { email: PATIENT.toUpperCase(), kind: "copy" });
    const mails = await deliverAll(t.deps.kv, t.deps.mailer, t.deps.clock());
    const exportPath = noticeLink(
      mails,
      PATIENT,
      "Export everything as a file",
      t.deps.config.siteUrl,
    );

    const before = await kvSnapshot(t.deps.kv);
    const confirm = await app.request(exportPath);
    assert.equal(confirm.status, 200);
    assert.match(await confirm.text(), /Download everything held under this address\?/);
    assert.deepEqual(await kvSnapshot(t.deps.kv), before);

    const download = await postForm(app, exportPath);
    assert.equal(download.status, 200);
    assert.match(download.headers.get("content-disposition") ?? "", /^attachment; filename=/);
    assert.equal(download.headers.get("cache-control"), "no-store");
    const document = await download.json();
    assert.equal(document.about, PATIENT);
    assert.deepEqual(document.stories.map((s: { id: string }) => s.id), [storyId]);
    assert.equal(document.stories[0].text, validStory.description);
    assert.equal(document.stories[0].consent.version, validStory.consent);
    assert.equal(document.enquiries.length, 1);
    assert.ok(document.emails.length >= 3, "the review, published and enquiry emails at least");
    assert.equal(document.requests.length, 1);
    assert.deepEqual(await kvSnapshot(t.deps.kv), before, "exporting changes nothing");

    // A link for another request, or altered, is refused.
    const url = new URL(exportPath, "http://x");
    url.searchParams.set("action", "erase");
    assert.equal((await app.request(url.pathname + url.search)).status, 403);
  } finally {
    await t.close();
  }
});

Deno.test("data request: the practice's erase link takes a published story down first, then erases the story, the enquiry and the emails about them", async () => {
  const t = await testDeps(roomy);
  try {
    const app = createApp(t.deps);
    const { storyId } = await patientWithRecords(app, t);
    // Someone else's story and enquiry stay untouched.
    assert.equal(
      (await postStory(app, {
        ...validStory,
        firstName: "Olive",
        lastName: "Smith",
        email: "other@example.net",
      }))
        .status,
      200,
    );
    await request(app, { email: PATIENT, kind: "remove-story" });
    const mails = await deliverAll(t.deps.kv, t.deps.mailer, t.deps.clock());
    const erasePath = noticeLink(mails, PATIENT, "Erase everything", t.deps.config.siteUrl);

    const confirm = await app.request(erasePath);
    assert.match(await confirm.text(), /Erase everything held under this address\?/);
    assert.ok((await getStory(t.deps.kv, storyId)) !== null);

    const done = await postForm(app, erasePath);
    assert.equal(done.status, 200);
    const page = await done.text();
    assert.match(page, /<dt>Stories<\/dt><dd>1 \(1 taken off the website first\)<\/dd>/);
    assert.match(page, /<dt>Enquiries<\/dt><dd>1<\/dd>/);

    assert.equal(await getStory(t.deps.kv, storyId), null);
    assert.deepEqual(await listEnquiryIdsByEmail(t.deps.kv, PATIENT), []);
    const feed = await (await app.request("/api/stories")).json();
    assert.deepEqual(feed.testimonials, []);
    const stats = await (await app.request("/api/stories/stats")).json();
    assert.equal(stats.removed.byReason[0].count, 1, "counted as removed at the author's request");
    for (const prefix of [["stories_approved"], ["story_decisions"], ["enquiries_by_email"]]) {
      assert.equal(await countKeys(t.deps.kv, prefix), 0, JSON.stringify(prefix));
    }
    // No email about her is left, except the request's own notices (kept with the request).
    for (const entry of await listOutbox(t.deps.kv)) {
      assert.ok(
        entry.to !== PATIENT || entry.subject.startsWith("Request about personal details"),
        entry.subject,
      );
      assert.ok(!entry.subject.includes("Featherstonehaugh"), entry.subject);
    }
    const other = (await listPendingStoryIds(t.deps.kv))[0];
    assert.equal((await getStory(t.deps.kv, other))?.email, "other@example.net");
    // The request itself is kept, as the record that it was answered.
    assert.equal(await countKeys(t.deps.kv, ["data_requests"]), 1);
  } finally {
    await t.close();
  }
});

Deno.test("data request: the per-story links — Unpublish comes with the author's request chosen, Erase removes that story alone", async () => {
  const t = await testDeps(roomy);
  try {
    const app = createApp(t.deps);
    const { storyId } = await patientWithRecords(app, t);
    await request(app, { email: PATIENT, kind: "remove-story" });
    const mails = await deliverAll(t.deps.kv, t.deps.mailer, t.deps.clock());
    const unpublish = noticeLink(mails, PATIENT, "Unpublish", t.deps.config.siteUrl);
    const page = await (await app.request(unpublish)).text();
    assert.match(page, /value="author-request" required checked/);
    assert.equal((await postForm(app, unpublish, { reason: "author-request" })).status, 200);
    assert.equal((await getStory(t.deps.kv, storyId))?.status, "unpublished");

    const erase = noticeLink(mails, PATIENT, "Erase", t.deps.config.siteUrl);
    assert.match(await (await app.request(erase)).text(), /Erase this story and everything/);
    const erased = await postForm(app, erase);
    assert.equal(erased.status, 200);
    assert.match(await erased.text(), /Story erased/);
    assert.equal(await getStory(t.deps.kv, storyId), null);
    assert.equal((await listEnquiryIdsByEmail(t.deps.kv, PATIENT)).length, 1, "the enquiry stays");
    // The link for a story that is gone says so.
    assert.equal((await app.request(erase)).status, 404);
  } finally {
    await t.close();
  }
});

Deno.test("data request: clock skew — links written by an instance 50 days behind work while the request is kept, and not once it is gone", async () => {
  const t = await testDeps(roomy);
  try {
    const app = createApp(t.deps);
    t.advance(-50 * 86_400_000);
    await request(app, { email: PATIENT, kind: "copy" });
    const mails = await deliverAll(t.deps.kv, t.deps.mailer, t.deps.clock());
    const exportPath = noticeLink(
      mails,
      PATIENT,
      "Export everything as a file",
      t.deps.config.siteUrl,
    );
    t.advance(50 * 86_400_000);
    const expires = Number(new URL(exportPath, "http://x").searchParams.get("expires")) * 1000;
    assert.ok(expires < t.deps.clock().getTime(), "expired by this instance's clock");
    assert.equal((await app.request(exportPath)).status, 200, "the request is still kept");
    const put = await app.request(exportPath, { method: "PUT" });
    assert.equal(put.status, 405, "only the page and its button");
    assert.equal(put.headers.get("allow"), "GET, HEAD, POST");

    // KV expires the request: the link is then refused as expired.
    for await (const entry of t.deps.kv.list({ prefix: [] })) {
      if (String(entry.key[0]).startsWith("data_request")) await t.deps.kv.delete(entry.key);
    }
    const late = await app.request(exportPath);
    assert.equal(late.status, 403);
    assert.match(await late.text(), /has expired/);
  } finally {
    await t.close();
  }
});
