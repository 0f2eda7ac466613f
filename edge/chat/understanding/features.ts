/**
 * A message as the sparse features the chat's trained models read: the same function at build
 * time (scripts/build/chat-model.ts, which trains them) and on every message.
 *
 * What the models should learn from is the meaning, not the spelling, so the text is read
 * loosely: lower case, no apostrophes ("can't" → "cant"), temperatures as what they mean
 * (≥ 38 °C or ≥ 100.4 °F is a fever, whatever the unit), and a denial ("no", "without", "never
 * had") marks the few words after it as denied, so "no chest pain" is not "chest pain". Each word
 * gives itself, its pair with the next word, and its letter groups (3 to 5 letters, with the
 * word's edges), which meet misspellings and word families ("swolen", "swelling") half-way.
 */

/** Tokens of a message, lower case, with temperatures read and denials marked. */
export function tokens(message: string): string[] {
  const text = message
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019\u2032`´']/g, "")
    .replace(/(\d)\s*(?:°|º|deg(?:rees?)?\b)\s*/g, "$1 deg ");
  const raw = text.match(/\d+(?:\.\d+)?|[a-z]+|[.,;:!?\n]/g) ?? [];
  const out: string[] = [];
  let denied = 0;
  for (let i = 0; i < raw.length; i++) {
    const word = raw[i];
    if (/^[.,;:!?\n]$/.test(word)) {
      denied = 0;
      out.push("|");
      continue;
    }
    if (/^\d/.test(word)) {
      out.push(readNumber(word, raw[i - 1], raw[i + 1], raw[i + 2]));
      continue;
    }
    if (word === "but") denied = 0;
    if (DENIALS.has(word) || (word === "never" && raw[i + 1] === "had")) {
      out.push(word);
      denied = 3;
      continue;
    }
    if (denied > 0 && (word === "or" || word === "nor")) {
      out.push(word);
      denied = 3; // "no swelling or redness": the denial goes on over a list
      continue;
    }
    if (denied > 0 && !FILLER.has(word)) {
      out.push(`no_${word}`);
      denied--;
      continue;
    }
    out.push(word);
  }
  return out;
}

const DENIALS = new Set(["no", "without", "nil", "denies", "none", "nor", "neither"]);
/** Words a denial reaches over ("no real pain", "no sign of any swelling"). */
const FILLER = new Set(["real", "sign", "signs", "of", "any", "obvious", "a", "the", "more"]);
const TEMPERATURE_WORDS =
  /^(?:temp|temps|temperature|temperatures|fever|feverish|thermometer|deg|c|f)$/;

/** A number as a word: a temperature as fever or not, else its size. */
function readNumber(number: string, before = "", after = "", later = ""): string {
  const value = Number(number);
  const unit = after === "deg" ? later : after;
  const aboutTemperature = TEMPERATURE_WORDS.test(before) || TEMPERATURE_WORDS.test(after) ||
    unit === "c" || unit === "f";
  if (aboutTemperature || (/\./.test(number) && value >= 35 && value <= 42.5)) {
    const celsius = unit === "f" || value > 45 ? (value - 32) * 5 / 9 : value;
    if (celsius >= 38) return "_fever";
    if (celsius >= 37.5) return "_warmish";
    if (celsius >= 34) return "_normaltemp";
  }
  if (value < 10 && !/\./.test(number)) return "_num_small";
  return "_num";
}

const FNV_OFFSET = 0x811c9dc5;

/** 32-bit FNV-1a of `text` (from `from` to `to`), continuing from `seed`. */
function fnv(text: string, seed = FNV_OFFSET, from = 0, to = text.length): number {
  let h = seed;
  for (let i = from; i < to; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Features are hashed, so the model stores numbers, not strings. */
export function hash(text: string): number {
  return fnv(text);
}

const WORD = fnv("w:");
/** The feature of a whole word, as a model reads it. */
export const wordFeature = (word: string): number => fnv(word, WORD);
const PAIR = fnv("p:");
const LETTERS = fnv("c:");
const BIAS = hash("bias");

export interface FeatureOptions {
  /** letter groups of each word (3–5 letters) */
  letters?: boolean;
  /** pairs of neighbouring words */
  pairs?: boolean;
}

/**
 * Calls `visit` with each of the message's features: a hashed id and its weight (each kind of
 * feature scaled so that a long message is not louder than a short one). A feature may come more
 * than once; its weights add up.
 */
export function visitFeatures(
  message: string,
  visit: (id: number, weight: number) => void,
  { letters = true, pairs = true }: FeatureOptions = {},
): void {
  const words = tokens(message);
  let count = 0;
  for (const w of words) if (w !== "|") count++;
  const scale = 1 / Math.sqrt(Math.max(1, count));
  const letterScale = scale / 3;
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (word === "|") continue;
    visit(fnv(word, WORD), scale);
    if (pairs && i + 1 < words.length && words[i + 1] !== "|") {
      visit(fnv(words[i + 1], fnv(" ", fnv(word, PAIR))), scale);
    }
    if (letters && word.length >= 4 && !word.startsWith("_") && !word.startsWith("no_")) {
      const edged = `<${word}>`;
      for (let n = 3; n <= 5; n++) {
        for (let j = 0; j + n <= edged.length; j++) {
          visit(fnv(edged, LETTERS, j, j + n), letterScale);
        }
      }
    }
  }
  visit(BIAS, 1);
}

/** The message's features as a map (for training): hashed id → summed weight. */
export function features(message: string, options: FeatureOptions = {}): Map<number, number> {
  const found = new Map<number, number>();
  visitFeatures(message, (id, weight) => found.set(id, (found.get(id) ?? 0) + weight), options);
  return found;
}
