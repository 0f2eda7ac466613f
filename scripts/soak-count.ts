/**
 * For `npm run soak`: what the KV file at DATA_DIR holds, as JSON on stdout — the soak tokens of
 * the stored stories and enquiries, and the outbox's entries (all, and delivered).
 * Run with Deno (only Deno code opens the KV file).
 */
import { join } from "node:path";
import { allStories } from "../edge/stories/store.ts";
import { allEnquiries } from "../edge/enquiry/store.ts";
import { listOutbox } from "../edge/mail/outbox.ts";

const dataDir = Deno.args[0];
const kv = await Deno.openKv(join(dataDir, "kv.sqlite3"));
const token = (text: string) => text.match(/soak-token-([a-z0-9]+)/)?.[1];
const stories: string[] = [];
for await (const story of allStories(kv)) {
  const t = token(story.text);
  if (t) stories.push(t);
}
const enquiries: string[] = [];
for await (const enquiry of allEnquiries(kv)) {
  const t = token(enquiry.message);
  if (t) enquiries.push(t);
}
const outbox = await listOutbox(kv);
kv.close();
console.log(JSON.stringify({
  stories,
  enquiries,
  outbox: {
    total: outbox.length,
    sent: outbox.filter((entry) => entry.sentAt).length,
    ids: outbox.map((entry) => entry.id),
  },
}));
