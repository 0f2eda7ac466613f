/**
 * Seeds approved patient stories into the KV file under DATA_DIR (for benchmarks and local
 * demos): `deno run -A scripts/seed-stories.ts [count]`. Runs in Deno: only Deno reads KV files.
 */
import { createStory, decideStory } from "../edge/stories/store.ts";
import type { Story } from "../edge/stories/story.ts";
import { STORY_CONSENT_VERSION } from "../content/story-consent.ts";
import { newId } from "../edge/ids.ts";
import { loadConfig, openKv } from "../edge/runtime.ts";

const count = Number(Deno.args[0] ?? 100);
// The server's own settings (lib/config.ts): the same KV it will open.
const config = loadConfig();
const kv = await openKv(config);

const names = [
  ["Margaret", "Hughes"],
  ["David", "Okafor"],
  ["Susan", "Patel"],
  ["Peter", "Lewis"],
  ["Aisha", "Khan"],
  ["John", "Barker"],
];
const surgeries = [
  "Total knee replacement",
  "Knee arthroscopy",
  "ACL reconstruction",
  "Hip replacement",
  "Partial knee replacement",
  "",
];
const start = Date.parse("2025-01-01T09:00:00Z");

for (let i = 0; i < count; i++) {
  const when = new Date(start + i * 36 * 3600_000);
  const [firstName, lastName] = names[i % names.length];
  const story: Story = {
    id: newId(when),
    firstName,
    lastName,
    phone: "01632 960000",
    email: `seed${i}@example.com`,
    text: `Seeded story ${
      i + 1
    }. The team explained every step, the operation went to plan and the physiotherapy afterwards helped me get back to walking the dog within weeks.`,
    stars: 3 + (i % 3),
    stayAnonymous: i % 7 === 0,
    consent: { version: STORY_CONSENT_VERSION, givenAt: when.toISOString() },
    submittedAt: when.toISOString(),
    status: "pending",
  };
  await createStory(kv, story, {
    to: "reviewer@example.com",
    subject: "Seeded story",
    text: "Seeded",
    html: "<p>Seeded</p>",
  });
  await decideStory(kv, story.id, {
    action: "approve",
    now: when,
    surgeryType: surgeries[i % surgeries.length],
  });
}
// Seeded mail is not real mail: drop it from the outbox.
for (const prefix of [["outbox"], ["outbox_body"], ["outbox_due"]]) {
  for await (const entry of kv.list({ prefix })) await kv.delete(entry.key);
}
kv.close();
console.log(`Seeded ${count} approved stories into ${config.dataDir ?? "the app's KV database"}`);
