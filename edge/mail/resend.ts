/**
 * Mail through Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email).
 * The outbox entry id travels as the Idempotency-Key, so a retried request never makes a second
 * email.
 */
import type { Mailer } from "../injected.ts";

export interface ResendOptions {
  apiKey: string;
  /** the sender, e.g. "Practice website <website@example.com>" (MAIL_FROM) */
  from: string;
  /** injectable so tests can use a local fake server */
  baseUrl?: string;
  timeoutMs?: number;
}

export const RESEND_BASE_URL = "https://api.resend.com";

export function createResendMailer(options: ResendOptions): Mailer {
  const endpoint = `${(options.baseUrl ?? RESEND_BASE_URL).replace(/\/+$/, "")}/emails`;
  // the outbox gives each call 15 s (SEND_TIMEOUT_MS); the request itself is abandoned then too
  const timeoutMs = options.timeoutMs ?? 15_000;
  return {
    name: "resend",
    async send(email) {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: {
          "Authorization": `Bearer ${options.apiKey}`,
          "Content-Type": "application/json",
          "Idempotency-Key": `outbox/${email.id}`,
        },
        body: JSON.stringify({
          from: options.from,
          to: [email.to],
          subject: email.subject,
          text: email.text,
          html: email.html,
          ...(email.replyTo ? { reply_to: email.replyTo } : {}),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = await response.text();
      if (!response.ok) {
        throw new Error(`Resend answered ${response.status}: ${answer.slice(0, 300)}`);
      }
    },
  };
}
