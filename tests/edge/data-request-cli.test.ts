/**
 * `npm run data-request` against real KV files (issue 30): it lists every record that holds an
 * address — stories, enquiries, emails, a pending reminder — exports them as JSON and erases them
 * (a published story taken down first), leaving everyone else's records alone.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { createApp } from "../../edge/app.ts";
import { sendDueReminder } from "../../edge/stories/reminders.ts";
import { getStory, listPendingStoryIds } from "../../edge/stories/store.ts";
import { listEnquiryIdsByEmail } from "../../edge/enquiry/store.ts";
import { listOutbox } from "../../edge/mail/outbox.ts";
import { testDeps } from "./helpers.ts";
import { deliverAll, moderationLinks, postForm, postStory, validStory } from "./story-helpers.ts";

const PATIENT = validStory.email;
const SCRIPT = join(import.meta.dirname!, "../../scripts/data-request.ts");
const DENO = Deno.execPath();

async function run(args: string[], env: Record<string, string>) {
  const output = await new Deno.Command(DENO, {
    args: ["run", "-A", SCRIPT, ...args],
    env: { APP_ENV: "test", ...env },
    clearEnv: true,
    stdout: "piped",
    stderr: "piped",
  }).output();
  return {
    code: output.code,
    stdout: new TextDecoder().decode(output.stdout),
    stderr: new TextDecoder().decode(output.stderr),
  };
}

/** A KV file with PATIENT's published story, her second (pending) story with a reminder waiting, her enquiry, and another patient's story. */
async function populated() {
  const t = await testDeps({
    RATE_LIMIT_STORIES: "100/3600",
    RATE_LIMIT_ENQUIRIES: "100/3600",
    MODERATION_REMINDER_HOURS: "1",
  });
  const app = createApp(t.deps);
  assert.equal((await postStory(app, validStory)).status, 200);
  const [published] = await listPendingStoryIds(t.deps.kv);
  const [review] = await deliverAll(t.deps.kv, t.deps.mailer, t.deps.clock());
  assert.equal(
    (await postForm(app, moderationLinks(review, t.deps.config.siteUrl).approve)).status,
    200,
  );
  assert.equal(
    (await postStory(app, {
      ...validStory,
      description: "A second story, still waiting to be read.",
    }))
      .status,
    200,
  );
  assert.equal(
    (await postStory(app, {
      ...validStory,
      firstName: "Olive",
      lastName: "Smith",
      email: "olive@example.net",
    })).status,
    200,
  );
  assert.equal(
    (await app.request("/api/enquiry", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({
        firstName: "Margaret",
        lastName: "Featherstonehaugh",
        email: PATIENT.toUpperCase(),
        message: "Could I book a private consultation on a Friday?",
      }).toString(),
    })).status,
    200,
  );
  // Two hours on, the reviewer's reminder naming both waiting stories is queued, not yet sent.
  t.advance(2 * 3600_000);
  assert.equal((await sendDueReminder(t.deps, t.deps.clock())).sent, true);
  return { ...t, published };
}

Deno.test("data-request command: lists, exports and erases everything held under an address in a real KV file", async () => {
  const t = await populated();
  const exportFile = join(t.dataDir, "export.json");
  try {
    const env = { DATA_DIR: t.dataDir };
    const listed = await run(["--email", PATIENT], env);
    assert.equal(listed.code, 0, listed.stderr);
    assert.match(listed.stdout, new RegExp(`^Records held for ${PATIENT}:`, "m"));
    assert.match(listed.stdout, /Stories \(2\):/);
    assert.match(listed.stdout, /approved, shown as Margaret F\./);
    assert.match(listed.stdout, /pending, shown as Margaret F\./);
    assert.match(listed.stdout, /Enquiries \(1\):/);
    assert.match(
      listed.stdout,
      /waiting to be sent, to reviewer@[^:]+: "Reminder: 2 patient stories/,
    );
    assert.match(listed.stdout, /Nothing changed\./);
    assert.doesNotMatch(listed.stdout, /Olive/);

    const exported = await run(["--email", PATIENT, "--export", exportFile], env);
    assert.equal(exported.code, 0, exported.stderr);
    assert.match(exported.stdout, /Exported to .*export\.json \(JSON\)\./);
    const document = JSON.parse(await Deno.readTextFile(exportFile));
    assert.equal(document.about, PATIENT);
    assert.equal(document.stories.length, 2);
    assert.equal(document.enquiries.length, 1);
    assert.ok(
      document.emails.some((mail: { subject: string }) => mail.subject.startsWith("Reminder:")),
      "the pending reminder that names her story",
    );

    const erased = await run([
      "--email",
      PATIENT.toUpperCase(),
      "--erase",
      "--kv-file",
      join(t.dataDir, "kv.sqlite3"),
    ], {});
    assert.equal(erased.code, 0, erased.stderr);
    assert.match(
      erased.stdout,
      /^Erased: 2 stories \(1 taken off the website first\), 1 enquiry, \d+ emails\. Kept: 0 requests/m,
    );

    // What is left holds nothing of hers; Olive's story is untouched.
    const kv = await Deno.openKv(join(t.dataDir, "kv.sqlite3"));
    try {
      assert.equal(await getStory(kv, t.published), null);
      assert.deepEqual(await listEnquiryIdsByEmail(kv, PATIENT), []);
      const pending = await listPendingStoryIds(kv);
      assert.equal(pending.length, 1);
      assert.equal((await getStory(kv, pending[0]))?.firstName, "Olive");
      for (const entry of await listOutbox(kv)) {
        assert.ok(!entry.subject.includes("Featherstonehaugh"), entry.subject);
        assert.ok(!entry.subject.startsWith("Reminder:"), "the reminder naming her story is gone");
      }
      let removals = 0;
      for await (const _ of kv.list({ prefix: ["story_removals"] })) removals++;
      assert.equal(removals, 1, "the published one counted as removed at her request");
    } finally {
      kv.close();
    }
    const again = await run(["--email", PATIENT], env);
    assert.match(again.stdout, /Stories \(0\)/);
    assert.match(again.stdout, /Enquiries \(0\)/);
  } finally {
    await t.close();
  }
});

Deno.test("data-request command: refuses what it cannot do, saying why", async () => {
  const dir = await Deno.makeTempDir({ prefix: "data-request-cli-" });
  try {
    const noEmail = await run([], { DATA_DIR: dir });
    assert.equal(noEmail.code, 2);
    assert.match(noEmail.stderr, /--email ADDRESS/);
    const noFile = await run(["--email", PATIENT], { DATA_DIR: dir });
    assert.equal(noFile.code, 2);
    assert.match(noFile.stderr, /There is no KV file at .*kv\.sqlite3/);
    const noToken = await run(
      [
        "--email",
        PATIENT,
        "--kv-url",
        "https://api.deno.com/databases/00000000-0000-0000-0000-000000000000/connect",
      ],
      {},
    );
    assert.equal(noToken.code, 2);
    assert.match(noToken.stderr, /DENO_KV_ACCESS_TOKEN is not set/);
    const unknown = await run(["--email", PATIENT, "--delete"], { DATA_DIR: dir });
    assert.equal(unknown.code, 2);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
