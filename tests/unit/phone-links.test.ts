/**
 * Every telephone number a page tells a patient to call is a `tel:` link they can tap: UK numbers
 * in any grouping, and 111 / 999 wherever the text says to call, ring, phone or dial them. The
 * built pages (dist/) are scanned with a detector of their own, broader than the renderer's, so a
 * number the renderer misses is caught. Run `npm run build` first.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { phoneParts } from "../../lib/phone-numbers.ts";
import { distDir, requireDist } from "./dist.ts";
import { elementHtml, textOfHtml, withoutScriptsAndStyles } from "./html-text.ts";

/** Digits grouped as UK numbers are printed: 0 or +44, then 9 or 10 more digits in groups. */
const ukShape = /(?:\+44\s*(?:\(0\)\s*)?|(?<![\d+])0)\d(?:[\s-]?\d){8,9}(?![\d])/g;
/** A short number after an instruction to call it, in the same clause (not a web address: 111.nhs.uk). */
const shortNumberToCall =
  /\b(?:call|ring|phone|dial|telephone)\b[^.;:!?\n]{0,40}?(?<![\w£$€.,])(?:NHS\s+)?(1\d\d|999)(?![\w%]|[.,]\d|\.[a-z])/gi;
/** Elements whose end is a line break in the scanned text, so no number runs across two of them. */
const blockEnd =
  /<\/(p|li|dd|dt|td|th|h[1-6]|figcaption|summary|blockquote|label|legend|div|section|footer|header|nav|button|a|option)>/g;
const telLink = /<a\b[^>]*\bhref="tel:[^"]*"[^>]*>([\s\S]*?)<\/a>/g;
const linked = "\u260e"; // stands in for each tel: link's text

interface ScannedPage {
  /** the body's text with each tel: link replaced by ☎ and a line break after each block */
  text: string;
  /** the text of each tel: link */
  telLinks: string[];
}

function scan(html: string): ScannedPage {
  const telLinks: string[] = [];
  const marked = withoutScriptsAndStyles(elementHtml(html, "body"))
    .replace(telLink, (_link, inside: string) => {
      telLinks.push(textOfHtml(inside));
      return linked;
    })
    .replace(blockEnd, "\n$&");
  return { text: textOfHtml(marked).replace(/[ \t\u00a0]+/g, " "), telLinks };
}

function unlinkedNumbers(text: string): string[] {
  const context = (index: number, length: number) =>
    text.slice(Math.max(0, index - 30), index + length + 10).replace(/\s+/g, " ").trim();
  return [
    ...[...text.matchAll(ukShape)].map((m) => context(m.index, m[0].length)),
    ...[...text.matchAll(shortNumberToCall)].map((m) => context(m.index, m[0].length)),
  ];
}

describe("the detector this test scans with", () => {
  it("finds UK numbers in any grouping and short numbers a sentence says to call", () => {
    for (
      const text of [
        "on 01632 960 340",
        "020 7946 0000",
        "+44 (0)20 7946 0000",
        "07700-900-123",
        "0303 123 1113",
        "call NHS 111",
        "In an emergency call 999",
        "Ring 111 now",
        "phone us, or dial 999",
      ]
    ) {
      expect(unlinkedNumbers(text), text).toHaveLength(1);
    }
  });
  it("leaves dates, GMC numbers, postcodes, prices and counts alone", () => {
    for (
      const text of [
        "Updated 2026-11-24",
        "GMC number 1234567",
        "CV1 2AB",
        "It costs £999",
        "999 patients said",
        "111 results",
        "Sowe Valley: ☎. Call ☎, or ☎ in an emergency",
      ]
    ) {
      expect(unlinkedNumbers(text), text).toEqual([]);
    }
  });
});

describe("phoneParts: the renderer's links", () => {
  it("links UK numbers with their extension, and 111 / 999 when the sentence says to call", () => {
    expect(phoneParts("Call the secretary on 01632 960 340 ext. 4417 in office hours.")).toEqual([
      "Call the secretary on ",
      { label: "01632 960 340 ext. 4417", href: "tel:+441632960340,4417" },
      " in office hours.",
    ]);
    expect(phoneParts("Out of hours, call NHS 111, or 999 in an emergency.")).toEqual([
      "Out of hours, call ",
      { label: "NHS 111", href: "tel:111" },
      ", or ",
      { label: "999", href: "tel:999" },
      " in an emergency.",
    ]);
    expect(phoneParts("+44 (0)20 7946 0000")).toEqual([{
      label: "+44 (0)20 7946 0000",
      href: "tel:+442079460000",
    }]);
  });
  it("links the free 116 helplines a sentence says to call, as the chat's crisis reply does", () => {
    expect(phoneParts("• Talk to Samaritans: call 116 123, free, any time, day or night.")).toEqual(
      [
        "• Talk to Samaritans: call ",
        { label: "116 123", href: "tel:116123" },
        ", free, any time, day or night.",
      ],
    );
    expect(phoneParts("Ring 116123.")).toEqual([
      "Ring ",
      { label: "116123", href: "tel:116123" },
      ".",
    ]);
    expect(phoneParts("Call NHS 111 now (or go to 111.nhs.uk).")).toEqual([
      "Call ",
      { label: "NHS 111", href: "tel:111" },
      " now (or go to 111.nhs.uk).",
    ]);
    for (
      const text of [
        "Call about invoice 116 1234.",
        "We saw 116 123 people.",
        "Call 1161 234 5678 ext.",
      ]
    ) {
      expect(
        phoneParts(text).filter((p) => typeof p !== "string" && p.href.startsWith("tel:116")),
        text,
      ).toEqual([]);
    }
  });
  it("does not link prices, counts, room numbers or over-long digit runs", () => {
    for (
      const text of [
        "We saw 999 patients.",
        "It costs £999.",
        "Room 111 is upstairs.",
        "Order 123456789012.",
        "Call us about item 1.999.",
        "Call NHS 111 now (or go to 111.nhs.uk).".replace("NHS 111", "\u260e"),
      ]
    ) {
      expect(phoneParts(text), text).toEqual([text]);
    }
  });
});

describe("every built page", () => {
  requireDist();
  const pages = readdirSync(distDir, { recursive: true, encoding: "utf8" }).filter((f) =>
    f.endsWith(".html")
  );
  const scanned = new Map(
    pages.map((file) => [file, scan(readFileSync(join(distDir, file), "utf8"))]),
  );

  it("makes every telephone number it shows a tel: link", () => {
    expect(pages.length).toBeGreaterThan(40);
    const found: string[] = [];
    let linkedNumbers = 0;
    for (const [file, { text }] of scanned) {
      linkedNumbers += text.split(linked).length - 1;
      found.push(...unlinkedNumbers(text).map((hit) => `${file}: …${hit}…`));
    }
    expect(found).toEqual([]);
    expect(linkedNumbers, "the scan met tel: links").toBeGreaterThan(pages.length);
  });

  it("never breaks a number across lines: a tel: link's spaces are non-breaking", () => {
    // A link that is a number (01632 960 120, NHS 111) keeps all its spaces; a call button's label
    // ("Call the ward at …") may wrap between its words, but never inside the number it names.
    const isNumber = (text: string) => /^(?:NHS\s111|[\d\s+()-]+)$/.test(text);
    const breakable: string[] = [];
    for (const [file, { telLinks }] of scanned) {
      for (const text of telLinks) {
        const numbers = isNumber(text.replace(/\u00a0/g, " "))
          ? [text]
          : phoneParts(text).flatMap((part) => typeof part === "string" ? [] : [part.label]);
        if (numbers.some((n) => /[ \t\n]/.test(n))) breakable.push(`${file}: ${text}`);
      }
    }
    expect(breakable).toEqual([]);
  });

  it("links 111 and 999 on the pages that tell patients to call them", () => {
    const html = readFileSync(
      join(distDir, "Treatments/total-knee-replacement/index.html"),
      "utf8",
    );
    expect(html).toMatch(/<a href="tel:111">NHS\u00a0111<\/a>/); // a space that never breaks the name from its number
    expect(html).toMatch(/<a href="tel:999">999<\/a>/);
  });
});
