import assert from "node:assert/strict";
import { join } from "node:path";
import { createApp } from "../../edge/app.ts";
import type { Email, Mailer } from "../../edge/injected.ts";
import { createIdGenerator, idTime } from "../../edge/ids.ts";
import {
  CLAIM_LEASE_MS,
  deliverDue,
  DELIVERY_CONCURRENCY,
  getOutboxEntry,
  listOutbox,
  MAX_RETRY_MS,
  queueMail,
  retryDelay,
  startOutboxSender,
} from "../../edge/mail/outbox.ts";
import { createResendMailer } from "../../edge/mail/resend.ts";
import { createMailer } from "../../edge/runtime.ts";
import { startFakeMailProvider } from "../../scripts/fake-mail-provider.mjs";
import { capturingMailer, testDeps } from "./helpers.ts";
import { countKeys, postStory, startFakeResend, validStory, waitFor } from "./story-helpers.ts";

function email(n: number): Email {
  return {
    to: `reviewer${n}@example.com`,
    subject: `Message ${n}`,
    text: `Hello ${n}`,
    html: `<p>Hello ${n}</p>`,
    replyTo: `patient${n}@example.com`,
  };
}

async function queue(kv: Deno.Kv, mails: Email[], now: Date): Promise<string[]> {
  const op = kv.atomic();
  const ids = mails.map((mail) => queueMail(op, mail, now));
  assert.ok((await op.commit()).ok);
  return ids;
}

Deno.test("outbox: the Resend client posts the email with key, sender and idempotency key", async () => {
  const fake = startFakeResend();
  try {
    const mailer = createResendMailer({
      apiKey: "re_test_123",
      from: "Website <site@example.com>",
      baseUrl: fake.baseUrl,
    });
    await mailer.send({ ...email(1), id: "01JZTEST" });
    assert.equal(fake.requests.length, 1);
    const [request] = fake.requests;
    assert.equal(request.authorization, "Bearer re_test_123");
    assert.equal(request.idempotencyKey, "outbox/01JZTEST");
    assert.deepEqual(request.body, {
      from: "Website <site@example.com>",
      to: ["reviewer1@example.com"],
      subject: "Message 1",
      text: "Hello 1",
      html: "<p>Hello 1</p>",
      reply_to: "patient1@example.com",
    });
  } finally {
    await fake.close();
  }
});

Deno.test("outbox: the Resend client throws when the provider fails or cannot be reached", async () => {
  const fake = startFakeResend({ failures: 1 });
  try {
    const mailer = createResendMailer({
      apiKey: "k",
      from: "a@example.com",
      baseUrl: fake.baseUrl,
    });
    await assert.rejects(() => mailer.send({ ...email(1), id: "x" }), /Resend answered 500/);
  } finally {
    await fake.close();
  }
  const closed = createResendMailer({ apiKey: "k", from: "a@example.com", baseUrl: fake.baseUrl });
  await assert.rejects(() => closed.send({ ...email(1), id: "x" }));
});

Deno.test("outbox: a provider outage delays mail, never loses it, and each mail is delivered exactly once", async () => {
  const fake = startFakeResend({ failures: 5 });
  const t = await testDeps();
  try {
    const mailer = createResendMailer({
      apiKey: "k",
      from: "site@example.com",
      baseUrl: fake.baseUrl,
    });
    let now = t.deps.clock();
    const ids = await queue(t.deps.kv, [email(1), email(2), email(3)], now);

    for (let round = 0; round < 10; round++) {
      await deliverDue(t.deps.kv, mailer, now);
      if ((await listOutbox(t.deps.kv)).every((entry) => entry.sentAt)) break;
      now = new Date(now.getTime() + MAX_RETRY_MS);
    }
    const entries = await listOutbox(t.deps.kv);
    assert.ok(entries.every((entry) => entry.sentAt), "every mail was sent in the end");
    assert.deepEqual([...fake.deliveries.keys()].sort(), ids.map((id) => `outbox/${id}`).sort());
    assert.ok([...fake.deliveries.values()].every((count) => count === 1), "each exactly once");
    assert.equal(fake.requests.filter((request) => request.status === 500).length, 5);
    assert.equal(
      entries.reduce((sum, entry) => sum + entry.attempts, 0),
      3 + 5,
      "one attempt per request",
    );
    assert.equal(await countKeys(t.deps.kv, ["outbox_due"]), 0, "nothing left due");
    assert.equal(
      await countKeys(t.deps.kv, ["outbox_body"]),
      0,
      "sent mail's contents are not kept",
    );

    // Later drains send nothing more.
    await deliverDue(t.deps.kv, mailer, new Date(now.getTime() + 10 * MAX_RETRY_MS));
    assert.equal(fake.requests.filter((request) => request.status === 200).length, 3);
  } finally {
    await t.close();
    await fake.close();
  }
});

Deno.test("outbox: a failed delivery waits with exponential backoff before the next attempt", async () => {
  const fake = startFakeResend({ failures: 3 });
  const t = await testDeps();
  try {
    const mailer = createResendMailer({
      apiKey: "k",
      from: "site@example.com",
      baseUrl: fake.baseUrl,
    });
    const start = t.deps.clock().getTime();
    const [id] = await queue(t.deps.kv, [email(1)], new Date(start));
    assert.deepEqual([retryDelay(1), retryDelay(2), retryDelay(3), retryDelay(20)], [
      30_000,
      60_000,
      120_000,
      MAX_RETRY_MS,
    ]);

    let at = start;
    for (const attempt of [1, 2, 3]) {
      const report = await deliverDue(t.deps.kv, mailer, new Date(at));
      assert.deepEqual(report.failed, [id], `attempt ${attempt} fails`);
      const entry = (await getOutboxEntry(t.deps.kv, id))!;
      assert.equal(entry.attempts, attempt);
      assert.equal(entry.nextAttemptAt, at + retryDelay(attempt));
      assert.match(entry.lastError!, /Resend answered 500/);
      // Not a moment before it is due.
      const early = await deliverDue(t.deps.kv, mailer, new Date(entry.nextAttemptAt - 1));
      assert.equal(early.considered, 0);
      at = entry.nextAttemptAt;
    }
    assert.deepEqual((await deliverDue(t.deps.kv, mailer, new Date(at))).sent, [id]);
    const sent = (await getOutboxEntry(t.deps.kv, id))!;
    assert.equal(sent.sentAt, new Date(at).toISOString());
    assert.equal(sent.lastError, undefined);
  } finally {
    await t.close();
    await fake.close();
  }
});

for (const connections of ["one KV connection", "two KV connections"]) {
  Deno.test(`outbox: two senders draining at once (${connections}) deliver each mail exactly once`, async () => {
    const fake = startFakeResend({ failures: 4, delayMs: 5 });
    const t = await testDeps();
    let second = t.deps.kv;
    try {
      const mailerA = createResendMailer({
        apiKey: "k",
        from: "site@example.com",
        baseUrl: fake.baseUrl,
      });
      const mailerB = createResendMailer({
        apiKey: "k",
        from: "site@example.com",
        baseUrl: fake.baseUrl,
      });
      let now = t.deps.clock();
      const ids = await queue(t.deps.kv, Array.from({ length: 12 }, (_, i) => email(i)), now);
      // (opened after the mail is queued: a connection opening while another commits can find
      // the SQLite file locked on a busy machine, which is the test's set-up, not what it checks)
      if (connections === "two KV connections") {
        second = await Deno.openKv(join(t.dataDir, "kv.sqlite3"));
      }

      for (let round = 0; round < 10; round++) {
        await Promise.all([deliverDue(t.deps.kv, mailerA, now), deliverDue(second, mailerB, now)]);
        if ((await listOutbox(t.deps.kv)).every((entry) => entry.sentAt)) break;
        now = new Date(now.getTime() + MAX_RETRY_MS);
      }
      assert.ok((await listOutbox(t.deps.kv)).every((entry) => entry.sentAt));
      assert.equal(fake.deliveries.size, ids.length);
      for (const id of ids) {
        assert.equal(fake.deliveries.get(`outbox/${id}`), 1, `mail ${id} delivered once`);
      }
      assert.equal(
        fake.requests.length,
        ids.length + 4,
        "no request beyond one per mail plus the failures",
      );
    } finally {
      if (second !== t.deps.kv) second.close();
      await t.close();
      await fake.close();
    }
  });
}

Deno.test("outbox: a sender that dies mid-delivery loses nothing — the claim lapses and another sender delivers", async () => {
  const t = await testDeps();
  try {
    const now = t.deps.clock();
    const [id] = await queue(t.deps.kv, [email(1)], now);
    let started!: () => void;
    const claimed = new Promise<void>((resolve) => started = resolve);
    const dying: Mailer = {
      name: "dying",
      send() {
        started();
        return new Promise(() => {}); // never answers, like a process killed mid-request
      },
    };
    void deliverDue(t.deps.kv, dying, now);
    await claimed;

    const other = capturingMailer();
    assert.equal(
      (await deliverDue(t.deps.kv, other, new Date(now.getTime() + 1000))).considered,
      0,
      "claimed: not due",
    );
    const report = await deliverDue(t.deps.kv, other, new Date(now.getTime() + CLAIM_LEASE_MS));
    assert.deepEqual(report.sent, [id]);
    assert.equal(other.sent[0].subject, "Message 1");
    assert.equal((await getOutboxEntry(t.deps.kv, id))?.attempts, 2);
  } finally {
    await t.close();
  }
});

Deno.test("outbox: mail queued with a record is committed with it, or not at all", async () => {
  const t = await testDeps();
  try {
    const now = t.deps.clock();
    const op = t.deps.kv.atomic()
      .check({ key: ["enquiries", "e1"], versionstamp: "00000000000000000000" }) // fails: no such entry
      .set(["enquiries", "e1"], { message: "hello" });
    queueMail(op, email(1), now);
    assert.equal((await op.commit()).ok, false);
    assert.equal(await countKeys(t.deps.kv, ["outbox"]), 0);
    assert.equal(await countKeys(t.deps.kv, ["outbox_body"]), 0);
    assert.equal(await countKeys(t.deps.kv, ["outbox_due"]), 0);
  } finally {
    await t.close();
  }
});

Deno.test("outbox sender: a commit's nudge delivers at once; stop() ends the loop cleanly", async () => {
  const t = await testDeps();
  // The sender has no timer: only the nudge can deliver.
  const sender = startOutboxSender(t.deps);
  try {
    const app = createApp({ ...t.deps, mailQueued: () => void sender.nudge() });
    assert.equal((await postStory(app, validStory)).status, 200);
    await waitFor(() => t.deps.mailer.sent.length === 1, "the reviewer's email");
    assert.equal(t.deps.mailer.sent[0].to, t.deps.config.reviewerEmail);
  } finally {
    await sender.stop();
  }
  try {
    // Once stopped, nothing more is sent.
    await queue(t.deps.kv, [email(2)], t.deps.clock());
    await sender.nudge();
    assert.equal(t.deps.mailer.sent.length, 1);
  } finally {
    await t.close();
  }
});

Deno.test("outbox sender: a later nudge (the every-minute cron's) retries failed mail once it falls due, not before", async () => {
  const t = await testDeps();
  let failuresLeft = 1;
  const delivered: string[] = [];
  const flaky: Mailer = {
    name: "flaky",
    send(mail) {
      if (failuresLeft-- > 0) return Promise.reject(new Error("provider down"));
      delivered.push(mail.id);
      return Promise.resolve();
    },
  };
  const sender = startOutboxSender({ ...t.deps, mailer: flaky });
  try {
    const [id] = await queue(t.deps.kv, [email(1)], t.deps.clock());
    await sender.nudge();
    assert.equal((await getOutboxEntry(t.deps.kv, id))?.attempts, 1, "the first attempt");
    assert.deepEqual(delivered, []);
    await sender.nudge();
    assert.deepEqual(delivered, [], "not yet due: the backoff holds");
    t.advance(retryDelay(1));
    await sender.nudge();
    assert.deepEqual(delivered, [id]);
  } finally {
    await sender.stop();
    await t.close();
  }
});

Deno.test("outbox: nudges while a drain runs are answered by one more drain", async () => {
  const t = await testDeps();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => release = resolve);
  const sent: string[] = [];
  const slow: Mailer = {
    name: "slow",
    async send(mail) {
      await gate;
      sent.push(mail.subject);
    },
  };
  const sender = startOutboxSender({ ...t.deps, mailer: slow });
  try {
    await queue(t.deps.kv, [email(1)], t.deps.clock());
    const first = sender.nudge();
    await queue(t.deps.kv, [email(2)], t.deps.clock());
    const second = sender.nudge();
    const third = sender.nudge();
    release();
    await Promise.all([first, second, third]);
    assert.deepEqual(sent.sort(), ["Message 1", "Message 2"]);
  } finally {
    await sender.stop();
    await t.close();
  }
});

Deno.test("runtime: createMailer picks Resend with a key, the development capture without, and refuses production without a key", async () => {
  const t = await testDeps();
  try {
    const base = t.deps.config;
    assert.equal(createMailer({ ...base, resendApiKey: "re_123" }, t.deps.kv).name, "resend");
    assert.equal(
      createMailer({ ...base, env: "production", resendApiKey: "re_123" }, t.deps.kv).name,
      "resend",
    );
    assert.equal(
      createMailer({ ...base, env: "development", resendApiKey: undefined }, t.deps.kv).name,
      "dev-capture",
    );
    assert.throws(
      () => createMailer({ ...base, env: "production", resendApiKey: undefined }, t.deps.kv),
      /RESEND_API_KEY/,
    );
  } finally {
    await t.close();
  }
});

Deno.test("ids: time-ordered, and in creation order even while the clock stands still", () => {
  const newId = createIdGenerator();
  const at = new Date("2026-06-01T09:00:00Z");
  const ids = Array.from({ length: 500 }, () => newId(at));
  assert.deepEqual([...ids].sort(), ids);
  assert.equal(new Set(ids).size, ids.length);
  const later = newId(new Date("2026-06-01T09:00:01Z"));
  assert.ok(later > ids.at(-1)!);
  assert.match(later, /^[0-9A-HJKMNP-TV-Z]{26}$/);
  assert.equal(idTime(later), Date.parse("2026-06-01T09:00:01Z"));
  assert.equal(idTime(ids[0]), at.getTime());
});

Deno.test("outbox: a retry after a lost answer sends nothing twice — Resend gets the same Idempotency-Key (the outbox entry's id) and answers it once", async () => {
  const provider = await startFakeMailProvider();
  const t = await testDeps();
  try {
    const mailer = createResendMailer({
      apiKey: "re_test",
      from: "Website <site@example.com>",
      baseUrl: provider.url,
      timeoutMs: 300,
    });
    // The provider sends the email, but its answer never arrives: the call times out.
    provider.holdWhen(() => true);
    const [id] = await queue(t.deps.kv, [email(1)], t.deps.clock());
    const first = await deliverDue(t.deps.kv, mailer, t.deps.clock(), { firstRetryMs: 1000 });
    assert.deepEqual(first.failed, [id], "the sender never heard back");
    provider.holdWhen(() => false);
    t.advance(1000);
    const retry = await deliverDue(t.deps.kv, mailer, t.deps.clock(), { firstRetryMs: 1000 });
    assert.deepEqual(retry.sent, [id]);
    assert.equal(provider.requests.get(`outbox/${id}`), 2, "asked twice, under one key");
    assert.equal(provider.delivered.size, 1, "delivered once");
    assert.ok((await getOutboxEntry(t.deps.kv, id))?.sentAt);
  } finally {
    await provider.close();
    await t.close();
  }
});

Deno.test("outbox: several provider calls at once, never more than the limit, each mail once", async () => {
  const t = await testDeps();
  try {
    const now = t.deps.clock();
    const ids = await queue(t.deps.kv, Array.from({ length: 10 }, (_, i) => email(i)), now);
    let inFlight = 0;
    let most = 0;
    const sent: string[] = [];
    const slow: Mailer = {
      name: "slow",
      async send(mail) {
        most = Math.max(most, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 50));
        inFlight--;
        sent.push(mail.id);
      },
    };
    const report = await deliverDue(t.deps.kv, slow, now);
    assert.equal(report.sent.length, 10);
    assert.equal(most, DELIVERY_CONCURRENCY, "the calls overlap, up to the limit");
    assert.deepEqual([...sent].sort(), [...ids].sort(), "each mail once");
  } finally {
    await t.close();
  }
});

Deno.test("outbox: a hung provider call times out and is retried later; the mail behind it still goes", async () => {
  const t = await testDeps();
  try {
    const now = t.deps.clock();
    const [hungId, ...others] = await queue(
      t.deps.kv,
      Array.from({ length: 5 }, (_, i) => email(i)),
      now,
    );
    const timers: Array<ReturnType<typeof setTimeout>> = [];
    const mailer: Mailer = {
      name: "one hangs",
      send(mail) {
        if (mail.id === hungId) {
          // answers long after the timeout (a hung connection)
          return new Promise((resolve) => timers.push(setTimeout(resolve, 5_000)));
        }
        return Promise.resolve();
      },
    };
    const report = await deliverDue(t.deps.kv, mailer, now, { sendTimeoutMs: 100 });
    assert.deepEqual(report.failed, [hungId]);
    assert.deepEqual([...report.sent].sort(), [...others].sort());
    const entry = (await getOutboxEntry(t.deps.kv, hungId))!;
    assert.equal(entry.sentAt, undefined);
    assert.match(entry.lastError ?? "", /did not answer within 0.1 s/);
    assert.ok(entry.nextAttemptAt > now.getTime(), "due again later, not lost");
    timers.forEach(clearTimeout);
    const retry = await deliverDue(
      t.deps.kv,
      capturingMailer(),
      new Date(entry.nextAttemptAt),
    );
    assert.deepEqual(retry.sent, [hungId]);
  } finally {
    await t.close();
  }
});
