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
  return word.length >= SHORTEST && (WORDS.has(word) || comparedFormOfAWord(word));
}

/** "nearest", "nearer", "larger": the lexicon lists a comparison's word but not every form of it
 * ("the nearest petrol station" is not "the newest"). */
function comparedFormOfAWord(word: string): boolean {
  const stem = word.match(/^(\w{3,}?)(?:est|er)$/)?.[1];
  return !!stem && (WORDS.has(stem) || WORDS.has(`${stem}e`));
}

/**
 * Everyday words of the other languages most spoken in the UK (French, Spanish, Portuguese,
 * Italian, Polish, Romanian, German; Punjabi, Urdu and Lithuanian as typed in English letters)
 * that are not English words.
 */
const OTHER_LANGUAGES = new Set(
  (
    "elle très avec mais pour dans suis une les des mon mère père nous vous peut pas pourquoi quoi comment aide " +
    "los las una pero por muy está tiene madre padre ayuda dolor hijo hija qué cómo puede tengo " +
    "não uma com muito minha meu mãe pai dor sono della che molto mia mio aiuto dolore " +
    "nie jest się moja mój może bardzo pomocy ból boli tata jak czy este și mea meu durere ajutor foarte " +
    "ich nicht und ist mein meine mit sehr hilfe schmerzen mutter vater " +
    // (the same typed without their accents, and the everyday words of a knee or hip, a pain, a
    // fever or an operation, in those languages and in Punjabi, Urdu and Lithuanian as typed in
    // English letters: "mi-a umflat genunchiul dupa operatie… am si febra putin")
    "si dupa acum sunt fost zile operatie operatia operatiei genunchi genunchiul genunchiului " +
    "soldul febra putin fierbinte rosu umflat umflata doare " +
    "sie moj moja boli bardzo kolano kolana biodro operacji operacja goraczka spuchniete spuchlo " +
    "juz teraz nao mae joelho anca depois estou tenho muito ajuda febre inchado cirurgia operacao " +
    "rodilla cadera despues mucho estoy fiebre hinchada hinchado cirugia operacion ginocchio " +
    "dopo sono febbre gonfio intervento mera meri hai hain nahi nahin bahut dard ghutna ghutne " +
    "kya kyun kaise mujhe mainu bukhar saans sujan labai skauda kelis operacijos yra mano"
  ).split(" "),
);

/**
 * Whether a message is written, at least in part, in another language: two or more everyday
 * words of one, or words with letters English does not use ("ma mère elle respire très mal… she
 * had hip operation"). The chat reads English only, so such a message is told where to get help
 * first, and that NHS 111 and 999 have interpreters.
 */
export function partlyInAnotherLanguage(message: string): boolean {
  const words = new Set(message.toLowerCase().normalize("NFC").match(/\p{L}+/gu) ?? []);
  const foreign = [...words].filter((word) =>
    OTHER_LANGUAGES.has(word) || /[^\p{ASCII}]/u.test(word)
  );
  return foreign.length >= 2;
}
