/**
 * Common English words (wink-lexicon's 13,000: words people use every day, with no rare or
 * technical ones). A patient's word that is one of them is meant as written, never "corrected"
 * to a word of the site that happens to look like it ("back on court" is not "count", "what other
 * patients thought" is not "through").
 */
import lexicon from "wink-lexicon/src/lexicon.js";

const WORDS: ReadonlySet<string> = new Set(Object.keys(lexicon as Record<string, unknown>));

/** Shorter words are left to spelling correction; a four-letter one only to another form of it
 * ("knew" → "knee", but "rush" is not "rash"; see keptOrCorrected). */
const SHORTEST = 4;

export function isCommonEnglishWord(word: string): boolean {
  return word.length >= SHORTEST && WORDS.has(word);
}
