/**
 * The development mailer: instead of sending, it captures each email in KV, where /dev/outbox
 * shows it (edge/dev-outbox.ts). Captured mail expires after 30 days.
 *
 * Keys: ["dev_mail", outboxId] CapturedMailMeta; ["dev_mail_body", outboxId, n] the email (kv-blob).
 */
import type { Email, Mailer } from "../injected.ts";
import { getBlob, setBlob } from "./kv-blob.ts";

export interface CapturedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** ISO time of capture */
  createdAt: string;
}

interface CapturedMailMeta {
  id: string;
  createdAt: string;
  bodyChunks: number;
}

export const CAPTURE_RETENTION_MS = 30 * 24 * 3600_000;

export function createDevMailer(kv: Deno.Kv, clock: () => Date = () => new Date()): Mailer {
  return {
    name: "dev-capture",
    async send(email) {
      const op = kv.atomic();
      const body: Email = {
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        replyTo: email.replyTo,
      };
      const bodyChunks = setBlob(op, ["dev_mail_body", email.id], body, {
        expireIn: CAPTURE_RETENTION_MS,
      });
      const meta: CapturedMailMeta = { id: email.id, createdAt: clock().toISOString(), bodyChunks };
      const result = await op.set(["dev_mail", email.id], meta, { expireIn: CAPTURE_RETENTION_MS })
        .commit();
      if (!result.ok) throw new Error("Could not capture the email");
      console.log(`Mail to ${email.to} captured ("${email.subject}"): see /dev/outbox`);
    },
  };
}

/** Captured mail, newest first (ids are time-ordered). */
export async function listCapturedMail(kv: Deno.Kv, limit = 100): Promise<CapturedMail[]> {
  const mails: CapturedMail[] = [];
  for await (
    const { value: meta } of kv.list<CapturedMailMeta>({ prefix: ["dev_mail"] }, {
      reverse: true,
      limit,
    })
  ) {
    const body = await getBlob<Email>(kv, ["dev_mail_body", meta.id], meta.bodyChunks);
    if (!body) continue;
    mails.push({
      id: meta.id,
      to: body.to,
      subject: body.subject,
      text: body.text,
      html: body.html,
      replyTo: body.replyTo,
      createdAt: meta.createdAt,
    });
  }
  return mails;
}
