/**
 * Time-ordered ids (ULID-style): 10 characters of millisecond time and 16 of randomness in
 * Crockford's base 32, so ids sort by creation time as strings and as KV keys. Ids made in the
 * same millisecond (or while the clock stands still, as in tests) stay in creation order because
 * the random part is incremented instead of redrawn.
 */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const TIME_LENGTH = 10;
const RANDOM_LENGTH = 16;

export const ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;

function encodeTime(ms: number): string {
  let out = "";
  for (let i = 0; i < TIME_LENGTH; i++) {
    out = ALPHABET[ms % 32] + out;
    ms = Math.floor(ms / 32);
  }
  return out;
}

function randomDigits(): number[] {
  return Array.from(crypto.getRandomValues(new Uint8Array(RANDOM_LENGTH)), (b) => b % 32);
}

/** Adds one to a base-32 number held as digits; false when it overflowed. */
function increment(digits: number[]): boolean {
  for (let i = digits.length - 1; i >= 0; i--) {
    if (digits[i] < 31) {
      digits[i]++;
      return true;
    }
    digits[i] = 0;
  }
  return false;
}

export type IdGenerator = (now: Date) => string;

/** A generator of ids that never go backwards, even when the clock does. */
export function createIdGenerator(): IdGenerator {
  let lastTime = -1;
  let lastRandom: number[] = [];
  return (now) => {
    let time = Math.max(0, Math.floor(now.getTime()));
    if (time <= lastTime) {
      time = lastTime;
      if (!increment(lastRandom)) {
        time++;
        lastRandom = randomDigits();
      }
    } else {
      lastRandom = randomDigits();
    }
    lastTime = time;
    return encodeTime(time) + lastRandom.map((d) => ALPHABET[d]).join("");
  };
}

export const newId: IdGenerator = createIdGenerator();

/** The creation time encoded in an id. */
export function idTime(id: string): number {
  let ms = 0;
  for (const char of id.slice(0, TIME_LENGTH)) ms = ms * 32 + ALPHABET.indexOf(char);
  return ms;
}
