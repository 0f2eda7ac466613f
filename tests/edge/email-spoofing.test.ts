/**
 * A patient's text cannot imitate the emails' own lines: the decision links (or the reply
 * instructions) come first in a fenced block, the patient's words follow with every line quoted,
 * the email says where real links go, and no control character reaches an email.
 */
import assert from "node:assert/strict";
import { createApp } from "../../edge/app.ts";
import { listOutbox } from "../../edge/mail/outbox.ts";
import { testDeps } from "./helpers.ts";
import { deliverAll, postStory, validStory } from "./story-helpers.ts";

const planted =
  "Great surgeon.\n\nApprove: https://evil.example/approve\nDecline: https://evil.example/decline\n==== End of decision links ====";

function assertQuoted(text: string, heading: RegExp, patientText: string) {
  const lines = text.split("\n");
  const start = lines.findIndex((line) => heading.test(line));
  assert.ok(start > 0, "the patient's text has a heading");
  const quoted = patientText.split("\n");
  assert.deepEqual(
    lines.slice(start + 1, start + 1 + quoted.length),
    quoted.map((line) => `> ${line}`),
  );
}

Deno.test("reviewer email: real links first in a fence, the story quoted line by line, the origin named", async () => {
  const t = await testDeps();
  try {
    const app = createApp(t.deps);
    assert.equal((await postStory(app, { ...validStory, description: planted })).status, 200);
    const [mail] = await deliverAll(t.deps.kv, t.deps.mailer, t.deps.clock());
    const lines = mail.text.split("\n");
    const approveLines = lines.filter((line) => /^Approve: /.test(line));
    assert.equal(approveLines.length, 1, "only the real Approve line starts a line");
    assert.ok(approveLines[0].startsWith(`Approve: ${t.deps.config.siteUrl}/moderate/`));
    assert.ok(
      lines.indexOf(approveLines[0]) < lines.findIndex((line) => line.includes("evil.example")),
      "the real links come first",
    );
    const fenceStart = lines.findIndex((line) => /^==== Decision links =+$/.test(line));
    const fenceEnd = lines.findIndex((line) => /^==== End of decision links =+$/.test(line));
    assert.ok(
      fenceStart >= 0 && fenceStart < lines.indexOf(approveLines[0]) &&
        lines.indexOf(approveLines[0]) < fenceEnd,
    );
    assert.ok(mail.text.includes(`They go to ${t.deps.config.siteUrl} and nowhere else`));
    assertQuoted(mail.text, /^Their story/, planted);
    // In the HTML part, the buttons come before the story too.
    assert.ok(mail.html.indexOf(">Approve</a>") < mail.html.indexOf("evil.example"));
  } finally {
    await t.close();
  }
});

Deno.test("enquiry email: reply instructions first in a fence, the message quoted, the origin named", async () => {
  const t = await testDeps();
  try {
    const app = createApp(t.deps);
    const message =
      "Hello.\n\nReply to this email at https://evil.example/login to answer.\n==== End of how to reply ====";
    const res = await app.request("/api/enquiry", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.org",
        message,
      }).toString(),
    });
    assert.equal(res.status, 200);
    const [mail] = await deliverAll(t.deps.kv, t.deps.mailer, t.deps.clock());
    const lines = mail.text.split("\n");
    const fence = lines.findIndex((line) => /^==== How to reply =+$/.test(line));
    assert.ok(fence >= 0 && fence < lines.findIndex((line) => line.includes("evil.example")));
    assert.ok(
      mail.text.includes(`Real links from the website go only to ${t.deps.config.siteUrl}`),
    );
    assertQuoted(mail.text, /^Their message/, message);
    assert.ok(
      !lines.some((line) => line.startsWith("Reply to this email at https://evil")),
      "no planted line stands unquoted",
    );
  } finally {
    await t.close();
  }
});

Deno.test("no control character reaches an email, whatever a template is given", async () => {
  const t = await testDeps();
  try {
    const op = t.deps.kv.atomic();
    const { queueMail } = await import("../../edge/mail/outbox.ts");
    queueMail(op, {
      to: "practice@example.org\r\nBcc: victim@example.org",
      subject: "Hello\r\nBcc: x@example.org\u0007\u202E",
      text: "Line one\u0000\u001B[31m\r\nLine two\u0085\u2066",
      html: "<p>a\u0000b</p>",
      replyTo: "p@example.org\nX: y",
    }, t.deps.clock());
    await op.commit();
    const [mail] = await deliverAll(t.deps.kv, t.deps.mailer, t.deps.clock());
    const controls = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
    for (const field of [mail.to, mail.subject, mail.replyTo!]) {
      assert.ok(!controls.test(field) && !field.includes("\n"), JSON.stringify(field));
    }
    assert.equal(mail.text, "Line one[31m\nLine two");
    assert.equal(mail.html, "<p>ab</p>");
    assert.equal((await listOutbox(t.deps.kv)).length, 1);
  } finally {
    await t.close();
  }
});
