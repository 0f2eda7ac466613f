/**
 * Reminders under a movable clock, with two servers (two app instances, each with its own KV
 * handle) on one KV file: a story waiting longer than MODERATION_REMINDER_HOURS brings exactly one
 * reminder; later ones come at most weekly; a restart sends nothing again; every reminder carries
 * fresh working links, even when the first email's links have expired.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { createApp } from "../../edge/app.ts";
import { configFromEnv } from "../../edge/config.ts";
import { createStory, getStory, listPendingStoryIds } from "../../edge/stories/store.ts";
import type { Story } from "../../edge/stories/story.ts";
import { newId } from "../../edge/ids.ts";
import type { AppDeps } from "../../edge/injected.ts";
import {
  REMINDER_LIST_LIMIT,
  REMINDER_SCHEDULE_KEY,
  sendDueReminder,
} from "../../edge/stories/reminders.ts";
import { reminderCronSchedule } from "../../edge/background.ts";
import { testDeps } from "./helpers.ts";
import { deliverAll, moderationLinks, postStory, validStory } from "./story-helpers.ts";

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/**
 * Two servers on one KV file. With two connections SQLite serialises the commits (the loser may
 * find the file busy); with one, both read the schedule before either commits, so the versionstamp
 * check is what stops the second.
 */
async function twoServers(
  connections: "two KV connections" | "one KV connection" = "two KV connections",
) {
  const t = await testDeps({ RATE_LIMIT_STORIES: "100/3600", MODERATION_REMINDER_HOURS: "0.5" });
  const secondKv = connections === "one KV connection"
    ? t.deps.kv
    : await Deno.openKv(join(t.dataDir, "kv.sqlite3"));
  const servers: AppDeps[] = [t.deps, { ...t.deps, kv: secondKv }];
  /** both servers look for due reminders at the same moment; answers how many queued one */
  const tick = async () => {
    const results = await Promise.all(servers.map((deps) => sendDueReminder(deps, deps.clock())));
    return results.filter((result) => result.sent).length;
  };
  const mail = () => deliverAll(t.deps.kv, t.deps.mailer, t.deps.clock());
  return {
    ...t,
    app: createApp(t.deps),
    tick,
    mail,
    closeAll: async () => {
      if (secondKv !== t.deps.kv) secondKv.close();
      await t.close();
    },
  };
}

Deno.test("reminders: MODERATION_REMINDER_HOURS defaults to 72 and takes decimals", () => {
  assert.equal(configFromEnv({ APP_ENV: "test" }).moderationReminderHours, 72);
  assert.equal(
    configFromEnv({ APP_ENV: "test", MODERATION_REMINDER_HOURS: "0.25" }).moderationReminderHours,
    0.25,
  );
  assert.throws(
    () => configFromEnv({ APP_ENV: "test", MODERATION_REMINDER_HOURS: "soon" }),
    /MODERATION_REMINDER_HOURS must be a positive number/,
  );
  // The cron looks a quarter of the threshold apart, every minute to every 15 minutes.
  assert.equal(reminderCronSchedule(72), "*/15 * * * *");
  assert.equal(reminderCronSchedule(0.5), "*/8 * * * *");
  assert.equal(reminderCronSchedule(0.001), "* * * * *");
});

for (const connections of ["two KV connections", "one KV connection"] as const) {
  Deno.test(`reminders: once per interval across two servers (${connections}) and a restart, then weekly, with fresh links`, async () => {
    const t = await twoServers(connections);
    try {
      assert.equal((await postStory(t.app, validStory)).status, 200);
      const [first] = await t.mail();
      const original = moderationLinks(first, t.deps.config.siteUrl);
      const [id] = await listPendingStoryIds(t.deps.kv);

      t.advance(0.4 * HOUR);
      assert.equal(await t.tick(), 0, "not yet waiting long enough");
      t.advance(0.2 * HOUR);
      assert.equal(await t.tick(), 1, "exactly one of the two servers queues the reminder");
      assert.equal(await t.tick(), 0);
      const [reminder, ...extra] = await t.mail();
      assert.equal(extra.length, 0);
      assert.equal(reminder.to, t.deps.config.reviewerEmail);
      assert.match(reminder.subject, /^Reminder: 1 patient story is waiting for a decision$/);
      assert.match(
        reminder.text,
        /Margaret F\., 5 out of 5 stars, sent 1 June 2026 at 10:00 \(waiting 0 hours\)/,
      );
      assert.ok(
        !reminder.text.includes(validStory.description),
        "the story itself stays in the confirmation page",
      );

      for (const step of [HOUR, DAY, 3 * DAY]) {
        t.advance(step);
        assert.equal(await t.tick(), 0, "nothing more within the week");
      }
      // A restart: new app instances on the same KV file know what was sent.
      const restartedKv = await Deno.openKv(join(t.dataDir, "kv.sqlite3"));
      try {
        assert.equal(
          (await sendDueReminder({ ...t.deps, kv: restartedKv }, t.deps.clock())).sent,
          false,
        );
      } finally {
        restartedKv.close();
      }

      // Fifteen days in, the first email's links are past the date they state; they still work
      // while the story waits (clock skew between instances), and the weekly reminder still
      // brings fresh ones.
      t.advance(15 * DAY - (0.6 * HOUR + HOUR + 4 * DAY));
      assert.equal(
        (await t.app.request(original.approve)).status,
        200,
        "the original link still works while the story waits",
      );
      assert.equal(await t.tick(), 1, "the weekly reminder");
      assert.equal(await t.tick(), 0);
      const [weekly] = await t.mail();
      const fresh = moderationLinks(weekly, t.deps.config.siteUrl);
      assert.notEqual(fresh.approve, original.approve);
      const page = await t.app.request(fresh.approve);
      assert.equal(page.status, 200);
      assert.match(await page.text(), /Approve this story for the website\?/);

      // Decided: nothing waits, nothing more is sent.
      const approved = await t.app.request(fresh.approve, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "",
      });
      assert.equal(approved.status, 200);
      assert.equal((await getStory(t.deps.kv, id))?.status, "approved");
      t.advance(8 * DAY);
      assert.equal(await t.tick(), 0);
    } finally {
      await t.closeAll();
    }
  });
}

Deno.test("reminders: a story newly waiting brings its own reminder, naming every waiting story", async () => {
  const t = await twoServers();
  try {
    assert.equal((await postStory(t.app, validStory)).status, 200);
    t.advance(HOUR);
    assert.equal(await t.tick(), 1);
    assert.equal(
      (await postStory(t.app, { ...validStory, firstName: "Nell", stayAnonymous: true })).status,
      200,
    );
    await t.mail();
    t.advance(0.25 * HOUR);
    assert.equal(await t.tick(), 0, "the second story has not waited long enough");
    t.advance(0.5 * HOUR);
    assert.equal(await t.tick(), 1, "the second story's own reminder");
    const [reminder] = await t.mail();
    assert.match(reminder.subject, /2 patient stories are waiting/);
    assert.match(reminder.text, /1\. Margaret F\.[\s\S]*2\. Anonymous/);
    assert.equal(moderationLinks(reminder, t.deps.config.siteUrl).approve.length > 0, true);
    assert.equal((reminder.text.match(/^Approve: /gm) ?? []).length, 2);
    t.advance(DAY);
    assert.equal(await t.tick(), 0);
  } finally {
    await t.closeAll();
  }
});

Deno.test("reminders: hundreds of waiting stories still bring a reminder, and the schedule stays small", async () => {
  const t = await twoServers();
  try {
    // 600 stories, each a real pending record with its index key (issue 26: at about 560 the
    // schedule and the email outgrew what KV stores, and no reminder was ever sent again).
    for (let i = 0; i < 600; i++) {
      const id = newId(new Date(Date.parse("2026-06-01T08:00:00Z") + i * 1000));
      const { description, rating, consent, ...fields } = validStory;
      const story: Story = {
        ...fields,
        consent: { version: consent, givenAt: new Date().toISOString() },
        firstName: `Patient${"abcdefghij"[i % 10]}`,
        text: `${description} ${"x".repeat(1500)}`,
        stars: rating,
        id,
        submittedAt: new Date(Date.parse("2026-06-01T08:00:00Z") + i * 1000).toISOString(),
        status: "pending",
      };
      await createStory(t.deps.kv, story, {
        to: "reviewer@example.org",
        subject: "New story",
        text: "x",
        html: "x",
      });
    }
    while ((await t.mail()).length) { /* the reviewer's 600 new-story emails */ }
    t.advance(HOUR);
    assert.equal(await t.tick(), 1, "a reminder is queued");
    const schedule = await t.deps.kv.get(REMINDER_SCHEDULE_KEY);
    assert.ok(JSON.stringify(schedule.value).length < 200, "the schedule does not grow");
    const [reminder] = await t.mail();
    assert.match(reminder.subject, /^Reminder: 600 patient stories are waiting for a decision$/);
    assert.equal((reminder.text.match(/^Approve: /gm) ?? []).length, REMINDER_LIST_LIMIT);
    assert.match(reminder.text, /560 more wait behind them/);
    assert.match(reminder.html, /560 more wait behind them/);
    t.advance(DAY);
    assert.equal(await t.tick(), 0, "nothing new is waiting");
    // One more story starts waiting: its own reminder.
    assert.equal((await postStory(t.app, validStory)).status, 200);
    await t.mail();
    t.advance(HOUR);
    assert.equal(await t.tick(), 1, "a newly waiting story brings a reminder");
  } finally {
    await t.closeAll();
  }
});

Deno.test("reminders: a schedule stored by the earlier version (a list of ids) is still read", async () => {
  const t = await twoServers();
  try {
    assert.equal((await postStory(t.app, validStory)).status, 200);
    await t.mail();
    const [id] = await listPendingStoryIds(t.deps.kv);
    await t.deps.kv.set(REMINDER_SCHEDULE_KEY, {
      lastSentAt: t.deps.clock().toISOString(),
      storyIds: [id],
    });
    t.advance(HOUR);
    assert.equal(await t.tick(), 0, "already reminded of this story");
    t.advance(7 * DAY);
    assert.equal(await t.tick(), 1, "weekly");
  } finally {
    await t.closeAll();
  }
});
