/**
 * Messages written in another language. The chat reads English, but a patient or relative with
 * little English may type an emergency in their own language ("mój tata ma silny ból w klatce
 * piersiowej i nie może oddychać"). A glossary of everyday words and phrases for the signs of an
 * emergency, in the languages most spoken in the UK (`other-languages.json`, written by a helper
 * session as content, with its provenance in its "about"), turns such a message into plain English
 * words well enough for triage to read the emergency. It translates nothing else: an answer is
 * still given in English, with the note that NHS 111 and 999 have interpreters.
 */
import glossary from "./other-languages.json" with { type: "json" };
import { isCommonEnglishWord, partlyInAnotherLanguage } from "../english.ts";

/** Lower case, without accents ("mój" → "moj", "sângerează" → "sangereaza", "ł" → "l"). */
export function folded(text: string): string {
  return text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "")
    .replace(/ł/g, "l").replace(/ß/g, "ss").replace(/ø/g, "o").replace(/đ/g, "d")
    .replace(/ı/g, "i").replace(/[’‘`]/g, "'");
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Short English words the common-word list leaves out (it starts at four letters). */
const ENGLISH_SHORT = new Set(
  (
    "a am an and are as at be but by can do go he her him his i if in is it me my no not of " +
    "on or she so the to up us was we you man ma die pain sin con per son mum dad had has " +
    "hot red leg arm eye ok hi ill bad off out now too two one all any boy way mid pus cut " +
    "fit fat sad low run ran sit set get got put lip lips hip hips knee back head face chest " +
    "help blood"
  ).split(" "),
);

/** Every phrase, folded, with its English; an English word is never taken for a foreign one. */
const GLOSSES = new Map<string, string>();
for (const entries of Object.values(glossary.languages as Record<string, string[][]>)) {
  for (const [phrase, english] of entries) {
    const key = folded(phrase).trim().replace(/\s+/g, " ");
    if (key.length < 2 || GLOSSES.has(key)) continue;
    if (!key.includes(" ") && (isCommonEnglishWord(key) || ENGLISH_SHORT.has(key))) continue;
    GLOSSES.set(key, english);
  }
}

const PHRASE = new RegExp(
  `(?<![\\p{L}\\d'])(?:${
    [...GLOSSES.keys()].sort((a, b) => b.length - a.length).map(escape).join("|")
  })(?![\\p{L}\\d'])`,
  "gu",
);

/** How many of the glossary's words and phrases a message holds. */
function glossesIn(text: string): number {
  return [...folded(text).matchAll(PHRASE)].length;
}

/**
 * Whether a message is written, wholly or in part, in another language: the everyday words of one
 * (english.ts), or two or more of the glossary's words and phrases in a message of which fewer
 * than half the words are everyday English (so a nurse's shorthand or "hip fracture" is not).
 */
export function inAnotherLanguage(message: string): boolean {
  return partlyInAnotherLanguage(message) ||
    (glossesIn(message) >= 2 && englishShare(message) < 0.5);
}

/** The share of a message's words that are everyday English ones ("my nan's hip fracture…"). */
function englishShare(message: string): number {
  const words = message.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length === 0) return 0;
  return words.filter((word) => isCommonEnglishWord(word) || ENGLISH_SHORT.has(word)).length /
    words.length;
}

/**
 * A message in another language with the glossary's English put in place of the words it knows
 * (the rest left as written); undefined for a message in English.
 */
export function inEnglishWords(message: string): string | undefined {
  if (!inAnotherLanguage(message)) return undefined;
  return folded(message).replace(PHRASE, (phrase) => ` ${GLOSSES.get(phrase)} `)
    .replace(/\s+/g, " ").trim();
}
