/**
 * `npm run data-request -- --email ADDRESS [--export FILE] [--erase] [--kv-url URL | --kv-file PATH]`
 *
 * For requests that reach the practice by phone or letter: lists every record the website holds
 * under an email address — stories, enquiries, emails (queued, sent records, development copies;
 * the reviewer's reminders that name a story among them) and requests made about it — then, with
 * `--export`, writes them to FILE as JSON, and with `--erase`, deletes them, each record and its
 * index keys in one atomic commit (a published story is taken off the website first, counted as
 * removed at its author's request), and prints what it did.
 *
 * Which database: the server's own (lib/config.ts: the KV file in DATA_DIR, or on Deno Deploy the
 * app's database), or `--kv-file PATH`, or a database over KV Connect with `--kv-url URL` and
 * DENO_KV_ACCESS_TOKEN in the environment (a Deno Deploy database's URL is
 * https://api.deno.com/databases/<database id>/connect). Runs in Deno: only Deno opens KV.
 */
import { parseArgs } from "node:util";
import { ConfigError, configFromEnv, kvConnectLocation } from "../lib/config.ts";
import { ukDateTime } from "../lib/dates.ts";
import { PROJECT_ROOT } from "../edge/runtime.ts";
import {
  eraseRecords,
  exportRecords,
  findRecords,
  type PersonRecords,
} from "../edge/data-requests/records.ts";
import { publicName } from "../edge/stories/public.ts";

const USAGE =
  "Usage: npm run data-request -- --email ADDRESS [--export FILE] [--erase] [--kv-url URL | --kv-file PATH]";

function fail(message: string): never {
  console.error(message);
  console.error(USAGE);
  Deno.exit(2);
}

const excerpt = (text: string) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > 70 ? `${line.slice(0, 70)}…` : line;
};

function describe(records: PersonRecords): string[] {
  const lines = [`Records held for ${records.email}:`];
  const section = (title: string, items: string[]) => {
    lines.push(`  ${title} (${items.length})${items.length ? ":" : ""}`);
    for (const item of items) lines.push(`    ${item}`);
  };
  section(
    "Stories",
    records.stories.map((s) =>
      `${s.id}  ${s.status}, shown as ${
        publicName(s.firstName, s.lastName, s.stayAnonymous)
      }, ${s.stars} stars, sent ${ukDateTime(s.submittedAt)}: "${excerpt(s.text)}"`
    ),
  );
  section(
    "Enquiries",
    records.enquiries.map((e) =>
      `${e.id}  from ${e.firstName} ${e.lastName}, received ${ukDateTime(e.receivedAt)}: "${
        excerpt(e.message)
      }"`
    ),
  );
  section(
    "Emails",
    records.mail.map((m) =>
      `${m.id}  ${
        m.kind === "captured" ? "development copy" : m.sentAt ? "sent" : "waiting to be sent"
      }, to ${m.to}: "${excerpt(m.subject)}"`
    ),
  );
  section(
    "Requests made about this address (kept to show they were answered)",
    records.requests.map((r) => `${r.id}  ${r.kind}, received ${ukDateTime(r.receivedAt)}`),
  );
  return lines;
}

async function openDatabase(values: { "kv-url"?: string; "kv-file"?: string }): Promise<Deno.Kv> {
  const env = Deno.env.toObject();
  if (values["kv-url"] && values["kv-file"]) fail("Give --kv-url or --kv-file, not both.");
  if (values["kv-url"]) return await Deno.openKv(kvConnectLocation(values["kv-url"], env).url);
  if (values["kv-file"]) {
    try {
      await Deno.stat(values["kv-file"]);
    } catch {
      fail(`There is no KV file at ${values["kv-file"]}.`);
    }
    return await Deno.openKv(values["kv-file"]);
  }
  const config = configFromEnv(env, { root: PROJECT_ROOT });
  if (config.kv.kind === "deploy") return await Deno.openKv();
  try {
    await Deno.stat(config.kv.path);
  } catch {
    fail(`There is no KV file at ${config.kv.path} (DATA_DIR). Is this the right machine?`);
  }
  return await Deno.openKv(config.kv.path);
}

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      args: Deno.args,
      options: {
        email: { type: "string" },
        export: { type: "string" },
        erase: { type: "boolean", default: false },
        "kv-url": { type: "string" },
        "kv-file": { type: "string" },
        help: { type: "boolean", default: false },
      },
      strict: true,
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const email = values.email?.trim();
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) {
    fail("Give the person's email address: --email ADDRESS");
  }

  let kv: Deno.Kv;
  try {
    kv = await openDatabase(values);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  try {
    const now = new Date();
    const records = await findRecords(kv, email);
    for (const line of describe(records)) console.log(line);
    if (values.export) {
      await Deno.writeTextFile(
        values.export,
        JSON.stringify(exportRecords(records, now), null, 2) + "\n",
      );
      console.log(`Exported to ${values.export} (JSON).`);
    }
    if (values.erase) {
      const report = await eraseRecords(kv, email, now);
      console.log(
        `Erased: ${report.stories} ${report.stories === 1 ? "story" : "stories"}${
          report.unpublished ? ` (${report.unpublished} taken off the website first)` : ""
        }, ${report.enquiries} ${
          report.enquiries === 1 ? "enquiry" : "enquiries"
        }, ${report.emails} ${
          report.emails === 1 ? "email" : "emails"
        }. Kept: ${report.requestsKept} ${
          report.requestsKept === 1 ? "request" : "requests"
        } made about this address (deleted automatically later).`,
      );
    } else if (!values.export) {
      console.log("Nothing changed. Add --export FILE to save these, --erase to delete them.");
    }
  } finally {
    kv.close();
  }
}

await main();
