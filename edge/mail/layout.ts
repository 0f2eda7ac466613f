/**
 * The one layout of every email the edge sends: a card on a grey page, in the site's palette
 * (lib/design-tokens.ts), with every style inline (mail programs drop <style> blocks). An email
 * module writes its own sentences and puts them together from these parts; every value goes
 * through `markup`, which escapes it.
 */
import { type Html, markup } from "../html-page.ts";
import { colours } from "../../lib/design-tokens.ts";

/** The whole email: `title` for its <title>, `heading` its h1, then `body`. */
export async function emailHtml(
  { title, heading, body }: { title: string; heading: Html | string; body: Html },
): Promise<string> {
  return String(
    await markup`<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;padding:24px;background:${colours.surface};font-family:Arial,Helvetica,sans-serif;color:${colours.ink};line-height:1.5">
<div style="max-width:640px;margin:0 auto;background:${colours.bg};border:1px solid ${colours.line};border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 12px">${heading}</h1>
${body}
</div>
</body>
</html>`,
  );
}

/** A paragraph of the email's own words. */
export const paragraph = (text: Html | string): Html =>
  markup`<p style="margin:0 0 16px">${text}</p>`;

/** Smaller, quieter text: how long data is kept, where real links lead. */
export const smallPrint = (text: Html | string): Html =>
  markup`<p style="margin:8px 0 0;font-size:14px;color:${colours.muted}">${text}</p>`;

/** The box the reader should see first: how to reply, or the decision buttons. */
export const notice = (...lines: Array<Html | string>): Html =>
  markup`<div style="border:2px solid ${colours.accent};border-radius:6px;padding:12px 16px;margin:0 0 20px">
${lines}
</div>`;

/** The first line inside a notice. */
export const noticeLead = (text: Html | string): Html =>
  markup`<p style="margin:0 0 8px">${text}</p>`;

const TONES = { accent: colours.accent, danger: colours.danger, quiet: colours.muted };

/** A button-like link: Decline, Unpublish and Erase everything in the danger colour. */
export const button = (href: string, label: string, tone: keyof typeof TONES = "accent"): Html =>
  markup`<a href="${href}" style="display:inline-block;padding:12px 22px;margin:0 8px 8px 0;border-radius:6px;background:${
    TONES[tone]
  };color:${colours.bg};font-weight:bold;text-decoration:none">${label}</a>`;

/** One record among several (a story, an enquiry), in a thin frame. */
export const recordBox = (...lines: Array<Html | string>): Html =>
  markup`<div style="border:1px solid ${colours.line};border-radius:6px;padding:12px 16px;margin:0 0 12px">
${lines}
</div>`;

/** A short quotation of what the patient wrote. */
export const quoted = (text: string): Html =>
  markup`<p style="margin:0 0 8px;border-left:4px solid ${colours.accent};padding-left:12px">${text}</p>`;

/** Labelled facts (name, email, phone, …), one row each. */
export const facts = (rows: Array<[label: string, value: Html | string]>): Html =>
  markup`<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">
${
    rows.map(([label, value]) =>
      markup`<tr><th align="left" style="padding:4px 16px 4px 0;vertical-align:top">${label}</th><td style="padding:4px 0">${value}</td></tr>\n`
    )
  }</table>`;

/** What the patient wrote, under its heading, kept exactly as written (line breaks too). */
export const patientWords = (heading: string, text: string): Html =>
  markup`<h2 style="font-size:16px;margin:0 0 8px">${heading}</h2>
<div style="white-space:pre-wrap;border-left:4px solid ${colours.accent};padding-left:12px;margin:0 0 20px">${text}</div>`;
