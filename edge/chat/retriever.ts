/**
 * Finds the passages of the site that answer a patient's question, and the part of each to quote.
 *
 * A question is read the way a patient writes it: abbreviations written out ("appt", "tkr"),
 * misspellings corrected against the site's own vocabulary ("replacment" → "replacement"), and
 * numbers and conversational words ignored. Words are matched whole (never a near spelling of a
 * different word: "wound" does not find "found"), and phrases count for more than their words
 * ("blood-thinning injections" is not "thinning of the skin" after an "injection").
 *
 * A question that names a joint or a procedure is answered only from pages about it (or from the
 * practice's general pages); a follow-up that names neither ("and how long is recovery for
 * that?") stays with the pages of the previous answer. A passage must cover most of what the
 * question asks — each word weighted by how rare it is on the site — or the site does not answer.
 */
import type { KnowledgeSection } from "../../lib/wire-types.ts";
import { analyse, DESCRIPTIVE_PHRASES, expandShorthand, normalise, sentences } from "./analysis.ts";
import { isCommonEnglishWord } from "./english.ts";
import { inSiteWords, NOT_PRIVATE } from "./patient-words.ts";
import type { QuestionIndex, QuestionMatch } from "./understanding/question-index.ts";
import type { HistoryItem } from "./request.ts";

/** Share of the question (weighted by rarity) a section must cover to count as an answer. */
export const MIN_COVERAGE = 0.6;
/** …or, for a follow-up that points back at the pages just quoted, of those pages */
const POINTED_BACK_COVERAGE = 0.4;
/** How closely a question must match one of a passage's patient questions to be answered from it. */
export const QUESTION_MATCH_AT = 0.45;
/** A patients' question this close is preferred to a passage the site's words cover less than… */
export const QUESTION_TRUSTED_AT = 0.7;
/** How much a passage's resemblance to the question, by its patients' questions, adds to its rank. */
export const QUESTION_SCORE_WEIGHT = 8;
/** …and among the questions about the operation the question names. */
export const QUESTION_ON_SUBJECT_AT = 0.3;
/** Subjects of pages of their own that a follow-up asks about as part of an operation. */
const ASPECT_SUBJECTS = new Set(["physiotherapy", "anaesthetic", "injection"]);
/** How a part was hurt, a subject only when no part is named ("torn" of "Cartilage Tear"). */
const HOW_HURT = new Set(["torn"]);
/** A question about what the practice offers, which a list of its pages answers. */
const ASKS_WHAT_IS_OFFERED =
  /\b(?:speciali[sz]\w*|special interests?|expert(?:ise)?|what (?:\w+ ){0,2}(?:does|do|can) (?:he|you|mr ashcombe|the surgeon) (?:do|treat|offer|perform|operate on|fix)|(?:what|which) (?:operations|procedures|treatments|surgery|surgeries|ops)\b)/i;
/** Complications a question may name, which a passage found by its patients' questions must share. */
const NAMED_COMPLICATIONS = new Set(["clot", "infection", "dislocation"]);
/** …this share of the question. */
export const WORDS_TRUSTED_AT = 0.85;
/** A patients' question this close is preferred to a passage the site's words cover less than… */
const QUESTION_PREFERRED_AT = 0.6;
const WORDS_BARELY_COVER_BELOW = 0.7;
/** Patients' questions this much less near than the nearest are about as near. */
const QUESTIONS_ABOUT_AS_NEAR = 0.05;
/** Share of what is asked about a subject a section must speak to. */
const MIN_ASPECT_COVERAGE = 0.5;
/** A word found nowhere on the site counts this much more than the rarest word that is. */
const UNKNOWN_TERM_WEIGHT = 1.5;
/** How much a word of the writer's story weighs against one of the sentence that asks. */
const STORY_WEIGHT = 0.5;
/** …and of the clause before a comma, in a sentence that asks after it ("i had…, when do…") */
const CLAUSE_STORY_WEIGHT = 0.75;
/** The pages the site's menus lead to (a treatment or condition), and their edge over a repeat. */
const DECLARED_PAGE = /^\/(?:Treatments|Conditions)\//;

/** …"the same": the same figures, and this share of the shorter one's words */
const SAME_SAYING_AT = 0.5;

/** …and the way of being seen a story names, when the question after it names none */
const PATHWAY_STORY_WEIGHT = 0.2;
/** What a word of the page's own heading counts for in choosing the line of its section to quote. */
const SUBJECT_IN_LINE = 0.2;
/** Sections up to this length are quoted whole. */
const WHOLE_SECTION_CHARS = 650;
/** Spelling corrections kept between questions. */
const MAX_CACHED_WORDS = 5000;
/** Questions whose terms are kept, read again within a conversation. */
const MAX_CACHED_TEXTS = 500;

/** Words in page headings that say what kind of page it is, not what it is about. */
const GENERIC_HEADING_WORDS = new Set(
  ("treatment non surgical surgery operation procedure care pre post contact us about useful link " +
    "success story patient review policy privacy condition sport injury problem pain knee hip " +
    "recovery and app the for of").split(" "),
);
/** The site's list of when to call 999, go to A&E or call NHS 111. */
const URGENT_HELP_SECTION = /— Urgent help$/;
/** A question about urgency, emergencies or where to get help. */
const ASKS_ABOUT_URGENCY =
  /\b(?:urgent\w*|emergenc\w*|999|a ?(?:&|and) ?e|111|ambulance|casualty|worr\w*|serious|danger\w*|warning|red flags?|signs?|symptoms?|stroke|heart attack|chest|breath\w*|bleed\w*|collaps\w*|fits?|seizures?|rash|unconscious|falls?|fell|fallen|cold and pale|blue|numb|wards?|out of hours|after hours|overnight|at night|weekends?|when (?:should|do|must|would) (?:i|we|you) (?:call|ring|phone|go|get help|seek))\b/i;
/** The urgent-help list, for a question that asks nothing of urgency ("ice pack on my new knee"). */
const urgentHelpUnasked = (s: { section: KnowledgeSection }, question: string) =>
  URGENT_HELP_SECTION.test(s.section.title) && !ASKS_ABOUT_URGENCY.test(question);
/** A follow-up that adds a condition to the question before ("and if they had to move the bone?"). */
const CONDITION_ADDED =
  /^\s*(?:and|but|what|so|ok|okay)?,? ?(?:what )?(?:if|even if|in case|supposing|assuming)\b|^\s*(?:but |and |well |no,? )?(?:(?:its|it's|it is|thats|that's|he's|hes|she's|shes)\s+)?(?:only|just)\b(?! (?:wondering|asking|checking|curious)\b)/i;
/** A question of its own after a condition ("if she has the op, when could she play again?"). */
const ASKS_OF_ITS_OWN =
  /\b(?:when|how|what|which|who|where|why)\b|,\s*(?:can|could|will|would|should|do|does|did|is|are|am)\b/i;
/** …or one asked without a comma ("if it wears out can it be done again?", "…whats the risk"). */
const ASKS_AFTER_THE_CONDITION =
  /\b(?:whats|hows|wheres|whos|whens|(?:can|could|will|would|should|do|does|did|is|are|am) (?:it|he|she|they|i|you|we|that|this|there|the \w+|my \w+|his \w+|her \w+))\b/i;
/** A message that asks something (not a story: "My daughter's kneecap keeps popping out."). */
const ASKS_SOMETHING =
  /\?\s*$|\b(?:how|what|when|which|who|where|why)\b|(?:^|[,.;]\s*)(?:can|could|will|would|should|do|does|did|is|are)\b/i;
/** A question that only names another subject for the question before ("and for the hip?"). */
const FRAGMENT =
  /^\s*(?:and|what about|how about|and what about|what of|same for|same with|for|or|but|also|then)\b/i;
/**
 * The question before, asked again of another subject ("same question for a hip", "is it any
 * different for a knee replacement?", "is that higher with a knee?"): what it asked is carried
 * even when the new question has words of its own.
 */
const SAME_QUESTION =
  /\b(?:same (?:question|again|goes for|applies|rules?|thing|advice|answer)|ditto|(?:sorry,? )?i meant|meant to say|(?:is|would|will|does) (?:it|that|this|the risk|the chance) (?:be |work out )?(?:any )?(?:different|the same|higher|lower|longer|shorter|quicker|slower|better|worse|more|less)|any different)\b/i;
/** "what about in the hip…", "and for the knee?": the question before, of another joint */
const JOINT_SWITCH = /^\s*(?:and|what about|how about|same for|and what about)\b/i;
/** "and for nhs patients?", "what if he went private instead?": the question before, seen another way */
const PATHWAY_SWITCH =
  /^\s*(?:and|or|but|what about|how about|same for|and what about|(?:and |but |so )?(?:what )?if\b)/i;
/** The writer says the subject changes ("totally different thing", "another question"). */
const NEW_TOPIC =
  /\b(?:(?:totally|completely|a|another|different|separate|unrelated) (?:different |separate |other )?(?:thing|question|matter|subject|topic|note|query)|something else|on another note|chang(?:e|ing) (?:of )?(?:the )?subject|unrelated)\b/i;
/**
 * Whether surgery is needed weighs as half a word: it picks among a subject's passages ("Most
 * injuries to the MCL heal without surgery"), never another subject's ("Will I need surgery?" of
 * front-of-knee pain, for a kneecap that keeps popping out).
 */
const SURGERY_NEEDED_WEIGHT = 0.5;
/** Words that say a question is about treatment in general, not what it asks about it. */
const NOT_AN_ASPECT = new Set(
  ("operation treatment procedure surgical non care pre post problem condition different same " +
    "other type kind sort").split(" "),
);
const KNEE_WORDS = new Set([
  "knee",
  "kneecap",
  "acl",
  "pcl",
  "mcl",
  "lcl",
  "meniscus",
  "meniscectomy",
  "mpfl",
  "hto",
  "dfo",
  "osteotomy",
  "tkr",
  "pkr",
]);
const HIP_WORDS = new Set(["hip", "gluteal", "bursitis", "resurfacing", "thr"]);

type Joint = "knee" | "hip";

export interface Passage {
  section: KnowledgeSection;
  /** the page heading (the section title up to " — ") */
  page: string;
  /** 0–1: the rarity-weighted share of the question's terms this section holds */
  coverage: number;
  /** the part of the section to quote: whole when short, else its best lines */
  bestSentences: string[];
  /** how well the quoted part matches */
  sentenceScore: number;
  /** overall rank score */
  score: number;
  /** found by the patients' questions written for it alone, not by the site's own words */
  byQuestions?: boolean;
}

export interface Retrieval {
  /** the question's own search terms */
  terms: string[];
  /** relevant passages, best first; empty when the site holds no answer */
  passages: Passage[];
  /** true when no term of the question appears anywhere on the site */
  unknownToSite: boolean;
  /** the one sentence of a longer message that was searched, when the whole found nothing */
  askingSentence?: { sentence: string; rest: string };
  /** a question comparing two subjects: the first two passages say what each is */
  comparing?: boolean;
}

/**
 * The two things a question compares ("what's the difference between a partial and a total knee
 * replacement?", "ACL vs PCL reconstruction?"), as written; undefined when it compares nothing.
 */
export function comparedSides(question: string): [string, string] | undefined {
  return comparison(question)?.sides;
}

/** The two things compared, and the rest of the question: what it asks of both ("which lasts longer?"). */
function comparison(question: string): { sides: [string, string]; rest: string } | undefined {
  const text = question.toLowerCase().replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, " ");
  const sides = COMPARED.map((pattern) => pattern.exec(text)).find(Boolean);
  if (!sides) return undefined;
  const rest = `${text.slice(0, sides.index)} ${text.slice(sides.index + sides[0].length)}`;
  const [a, b] = [sides[1], sides[2]].map((side) =>
    side.replace(/^(?:the|a|an|having|getting|doing) /, "")
      .replace(/ (?:difference|differences|comparison|compared)$/, "").replace(/[\s,;:]+$/, "")
      .trim()
  );
  if (!a || !b || a === b || a.split(" ").length > 6 || b.split(" ").length > 6) return undefined;
  return { sides: [a, b], rest };
}
const COMPARED = [
  /\bdifferen(?:ce|ces|t)s? (?:is there |are there )?between (?:an? |the )?(.+?) (?:and|or|vs\.?|versus) (.+?)(?:[?.!]|$)/,
  /(?:^|[.?!] )(?:is |are |should i have |should i get |would i be better with )?(?:an? |the )?([a-z][a-z' -]+?) (?:vs\.?|versus) (?:an? |the )?(.+?)(?:[?.!,]|$)/,
  /\bhow (?:does|do|is|are) (?:an? |the )?(.+?) (?:compare|different|differ) (?:to|with|from) (?:an? |the )?(.+?)(?:[?.!]|$)/,
];

interface IndexedSection {
  section: KnowledgeSection;
  page: string;
  path: string;
  /** term → count in the title and text */
  counts: Map<string, number>;
  length: number;
  titleTerms: Set<string>;
  headingTerms: Set<string>;
  /** the heading's terms that name a procedure or condition */
  subjects: Set<string>;
  joint?: Joint;
  /** adjacent term pairs of the text and title */
  pairs: Set<string>;
  /** the section title's words, stop words kept ("Who can see my information?") */
  titleWords: string[];
  /** the text is a list of the site's pages ("Knee arthroscopy; ACL reconstruction") */
  namesPagesOnly?: boolean;
}

/** Words that say nothing even in a title ("a", "the"), for comparing a question with a title. */
const TRIVIAL = new Set("a an the of to in on for and or is are do does i my me it".split(" "));

/** A text's words, lower case, trivial ones dropped, each cut to five letters to meet its kin. */
function plainWords(text: string): string[] {
  return (text.toLowerCase().replace(/[\u2018\u2019']/g, "").match(/[a-z0-9]+/g) ?? [])
    .filter((w) => !TRIVIAL.has(w)).map((w) => w.slice(0, 5));
}

/** How much of a section title the question says, in its own words (for FAQ answers). */
function titleSimilarity(questionWords: Set<string>, titleWords: string[]): number {
  if (titleWords.length === 0) return 0;
  const shared = titleWords.filter((w) => questionWords.has(w)).length;
  return shared / titleWords.length;
}

/** Asks at what time of day ("from what time until what time?"): a line with a clock time answers. */
const asksForAClockTime =
  /\bwhat time\b|\b(?:until|till) when\b|\b(?:opening|clinic|consultation) (?:hours|times)\b|\bwhat hours\b/i;
const clockTime = /\b\d{1,2}[:.]\d{2}\b|\b\d{1,2} ?(?:am|pm)\b/i;
const asksForADuration =
  /\b(when|how (long|soon|quick|quickly|fast)|until|till|last|lasts|how (?:far|much) (?:ahead|in advance|before|beforehand)|how many (?:days|weeks|months|years|hours))\b/i;
const duration =
  /\d\s*(?:-\s*\d+\s*)?(?:\+\s*)?(minutes?|hours?|h|days?|weeks?|months?|years?)\b|\b(a|one|two|three|four|six|few|several) (?:working )?(day|week|month|year)s?\b|\bsame day\b|\bnext day\b/i;
/** How long, in so many words ("how long before…", "how far ahead", "how many weeks"). */
const ASKS_HOW_LONG =
  /\bhow (?:long|far (?:ahead|in advance|before)|many (?:days|weeks|months|hours))\b/i;
/** Whether a passage quotes a length of time. */
const quotesATime = (passage: Passage | undefined) =>
  passage?.bestSentences.some((line) => duration.test(line)) ?? false;
/** …the best passage found. */
const givesADuration = (found: Retrieval) => quotesATime(found.passages[0]);
/** Asks whom to telephone, or their number: a passage with a telephone number answers. */
const asksForANumber =
  /\b(?:ring|call|phone|telephone|number|contact)\b|\bget (?:hold|in touch)\b/i;
const telephoneNumber = /\b0\d{3,4} ?\d{3} ?\d{3,4}\b/;
/** A question for someone's name ("whats her name?", "and his name", "who is she?"). */
const ASKS_A_NAME =
  /\b(?:(?:her|his|their|the (?:secretary|manager|coordinator)s?) (?:full |first |sur)?name|who(?:'?s| is| are) (?:she|he|that|(?:the|his|her|their|your) (?:\w+ )?(?:secretary|secretaries|manager|coordinator|co-ordinator|pa)\b)|name of (?:the )?(?:\w+ )?(?:lady|woman|man|person|secretary|manager|coordinator)|(?:what(?:'?s| is)|whats) (?:the (?:\w+ )?(?:secretary|manager|coordinator)|she|he) called)\b/i;
/** Whom the surgeon sees ("does he see kids her age?", "does mr ashcombe treat teenagers"). */
const ASKS_WHOM_HE_SEES =
  /\b(?:does|do|will|would|can|could) (?:he|mr ashcombe|the surgeon|the consultant|you) (?:\w+ )?(?:see|treat|operate on|take on|accept)s? (?:\w+ )?(?:kids|children|child|teenagers?|teens?|adults|young people|under \d+s?|babies|toddlers|patients (?:under|over|aged))\b/i;
/** A phrase as a whole-word pattern. */
const wordsPattern = (phrase: string) =>
  new RegExp(`\\b${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`);
/** Words that ask for someone, not about what ("whats the name of the person i call?"). */
const ASKING_FOR_SOMEONE = new Set(["name", "patient", "call", "contact", "speak", "talk", "ring"]);
/** A passage that names whom to call ("Call Helen Marsh on…"). */
const PERSON_TO_CALL =
  /\b(?:[Cc]all|[Rr]ing|[Cc]ontact|[Pp]hone|[Ee]mail) (?:Mr |Mrs |Ms |Dr )?[A-Z][a-z]+ [A-Z][a-z]+\b/;
/** How to reach the person just named ("how do i get hold of him", "whats her number"). */
const ASKS_HOW_TO_REACH =
  /\b(?:(?:contact|phone|ring|call|email|reach|speak to|talk to|get hold of|get in touch with)\s+(?:him|her)\b|(?:his|her) (?:phone |mobile |direct |email |e-mail )?(?:number|email|e-mail|extension|ext|address|line|details|contact details))\b/i;
/** A role and the person in it ("NHS Secretary: Priya Shah", "Practice Manager: Helen Marsh"). */
const NAMED_BY_ROLE =
  /\b(?:Secretary|Manager|Coordinator|Co-ordinator|Nurse|Physiotherapist|Receptionist|Administrator|Bookings?|Team Leader|Lead): (?:Mrs?|Ms|Miss|Dr) ?[A-Z][a-z]+|\b(?:Secretary|Manager|Coordinator|Co-ordinator|Nurse|Physiotherapist|Receptionist|Administrator|Bookings?|Team Leader|Lead): [A-Z][a-z]+ [A-Z][a-z]+/;
const asksForAFigure =
  /\b(how (many|much|likely|common|often|well|successful)|what (percentage|proportion)|risks?|chances?|success)\b|\bwhat ?%/i;
const COMPARING =
  /\bwhich (?:one|of (?:the|them|these|those)|is|would|will|do|does|gets?|lasts?|heals?|has)\b|\b(?:better|worse|quicker|longer|shorter|sooner|safer|easier) (?:than|option|choice)\b/i;
/** Asks what the site has or covers ("which knee conditions do you have pages on?"). */
const asksForAList =
  /\b(?:which|what|list|all)\b[^?.!]{0,30}\b(?:conditions|problems|treatments|operations|ops|procedures|surgeries|guides|leaflets|booklets|pages|centres|clinics|physios|physiotherapists|hospitals|injections)\b[^?.!]*\b(?:do|does|can|have|has|got|are|is|you|he)\b|\blist (?:of|all)\b/i;
/** What the thing asked about would be instead of ("…instead of a new knee", "rather than trim it"). */
const INSTEAD_OF =
  /\b(?:instead of|rather than|as opposed to|as an alternative to|in place of)\s+((?:[\w'-]+\s*){1,5})/i;
/** A line that lists things: "A; B; C" or "A: what it is. B: what it is. C: …". */
const isAListLine = (line: string) =>
  (line.match(/;/g)?.length ?? 0) >= 2 ||
  (line.match(/(?:^|[.!?] )[A-Z][^:.;]{2,60}: /g)?.length ?? 0) >= 3;
const asksYesOrNo = /^(is|are|can|could|do|does|did|will|would|should|shall|may|might|has|have)\b/i;
const verdict = /^(yes|no|usually|not usually|most|it depends|rarely|often|sometimes|not)\b/i;

function pairsOf(terms: string[]): Set<string> {
  const pairs = new Set<string>();
  for (let i = 1; i < terms.length; i++) pairs.add(`${terms[i - 1]} ${terms[i]}`);
  return pairs;
}

/** Optimal string alignment distance, stopping early past `max` (three reused rows). */
const rowsBuffer = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];
/** Whether `word` is `candidate` with one vowel left out ("showr", "shower"). */
function vowelLeftOut(word: string, candidate: string): boolean {
  if (candidate.length !== word.length + 1) return false;
  for (let i = 0; i < candidate.length; i++) {
    if (
      "aeiou".includes(candidate[i]) && candidate.slice(0, i) + candidate.slice(i + 1) === word
    ) return true;
  }
  return false;
}

function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length + 1 > rowsBuffer[0].length) return max + 1;
  let [before, previous, current] = rowsBuffer;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, before[j - 2] + 1);
      }
      current[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length];
}

function jointOf(terms: Iterable<string>): Joint | undefined {
  let knee = false;
  let hip = false;
  for (const term of terms) {
    if (KNEE_WORDS.has(term)) knee = true;
    if (HIP_WORDS.has(term)) hip = true;
  }
  return knee === hip ? undefined : knee ? "knee" : "hip";
}

/** "before my knee replacement", "before the op on my hip" */
const BEFORE_THE_OPERATION =
  /(?:^|\s)(?:before|ahead of|prior to) (?:my|the|his|her|their|your|a|an) (?:\w+ ){0,3}(?:op|operation|surgery|replacement|procedure)(?: on (?:my|the|his|her|their) (?:knee|hip))?\b/i;

/** An operation had, or the new joint it gave ("on my new knee", "after his hip op"). */
const AFTER_THE_OPERATION =
  /\s(?:on|for|with|in|after|since) (?:my|the|his|her|their|your|mums?|dads?) (?:new|replaced|operated|artificial) (?:knee|hip)s?\b|(?:^|\s)(?:after|since|following) (?:my|the|his|her|their|your|an?) (?:\w+ ){0,3}(?:op|operation|surgery|replacement|procedure|reconstruction|realignment|stabili[sz]ation|arthroscopy|osteotomy|resurfacing|repair|revision)\b/i;
/** What the site's care after any operation covers. */
const AFTER_CARE =
  /\b(?:ice|icing|cold packs?|frozen peas|swell\w*|swollen|bruis\w*|shower\w*|bath\w*|wound|dressings?|stitches|scar|sleep\w*|pillows?|exercis\w*|check[- ]?ups?|follow[- ]?ups?|seen in (?:the )?clinic)\b/i;

/** The last clause of a message that asks something, or the whole message if none does. */
function lastQuestionClause(text: string): string {
  const clauses = text.split(/[.?!,;:\n]+|\s(?:and|but|so|anyway)\s/i);
  return clauses.reverse().find((clause) => ASKING_WORD.test(clause)) ?? text;
}
const ASKING_WORD =
  /\b(?:how|what|whats|when|whens|where|which|who|why|can|could|will|would|should|is|are|does|do|did|was)\b/i;

/** Words that point back at something said before ("is it…", "that one", "their number"). */
function pointingWords(...more: string[]): RegExp {
  const words = ["it", "that", "this", "they", "them", "those", "these", ...more];
  return new RegExp(`\\b(?:${words.join("|")})\\b`, "i");
}
/** …at the rest of the message ("thumb arthritis, is a replacement possible there") */
const POINTS_AT_THE_REST = pointingWords("there", "her", "his", "their");
/** …at the question before, when little else is asked ("when do they come out?") */
const POINTS_AT_THE_QUESTION = pointingWords();
/** "the keyhole one", "a hip one": another of the kind asked about before, named. */
/** A fragment that only picks out another one ("and the thigh bone one?", "what about the half one") */
const PICKS_ANOTHER_ONE =
  /^\s*(?:and|or|but|what about|how about|and what about|(?:and |but |so )?(?:what )?if (?:it|its|it's|that|he|she) (?:was|were|is|had|has|gets?|needed|needs)(?: had)?)\s+(?:for\s+)?(?:the other (?:type|kind|sort|option|one|version),?\s+)?(?:the|a|an|that)\s+(?:[a-z-]+\s+){1,3}(?:one|version|type|kind|sort|op|operation|procedure)\s*(?:instead)?\s*[?.!]*\s*$/i;
/** The way a patient is seen that a text names alone: on the NHS, or privately (insured or not). */
function pathwayOf(text: string): "nhs" | "private" | undefined {
  // ("without going private", "can't afford to go private": the NHS)
  if (NOT_PRIVATE.test(text)) return "nhs";
  const nhs = /\bnhs\b/i.test(text);
  const private_ =
    /\bprivate(?:ly)?\b|\binsur\w*|\bself[- ]?(?:pay|fund)\w*|\bpa(?:y|ying|id) (?:for )?(?:it )?(?:yourself|myself|himself|herself|ourselves|themselves)\b/i
      .test(text);
  return nhs === private_ ? undefined : nhs ? "nhs" : "private";
}
const other = (pathway: "nhs" | "private") => pathway === "nhs" ? "private" : "nhs";
/** Asks the same of something else ("and for a hip?", "what if it's just a keyhole op instead"). */
/** "and the other one?", "what about the other op" */
const THE_OTHER_ONE =
  /\b(?:the )?other (?:one|ones|op|ops|operation|operations|kind|type|sort|procedure|option)\b/i;
/** Subject words that name no one operation ("replacement" of both a partial and a total knee). */
const GENERIC_SUBJECTS = new Set(["replacement", "operation", "surgery"]);
const SWITCHING =
  /\b(?:instead|rather than|what about|how about|and (?:for|with|if|after|on)|(?:what|and) if (?:it|its|it's|he|she|i|they) (?:is|was|were|has|had|have|gets?|needs?|ends? up)|same (?:for|with|after)|(?:that|this) (?:one )?(?:for|with|after) (?:an? |the )?\w+(?=\W*$)|the other (?:one|kind|type|sort))\b/i;
/** …in a question this short (a longer one says what it asks). */
const SWITCH_AT_MOST_TERMS = 6;
/** A heading and its sub-heading ("Mr Edward Ashcombe — Booking an appointment: NHS"). */
const SUB_HEADING = /^(.+ — [^:]+): (.+)$/;
/** The place a question names ("near nuneaton", "round bedworth way", "i live in solihull"). */
const PLACE_NAMED =
  /\b(?:near|nr|around|round|close to|closest to|nearest to|near to|live in|living in|lives in|based in)\s+([a-z]{3,})\b/g;
/** "on the nhs?", "and with insurance?": no more terms than this in a follow-up that only names
 * what sets one sub-heading apart from the one answered before */
const BESIDE_AT_MOST_TERMS = 2;
/** "phone number?", "email?", "and the address?": a follow-up that asks only for a contact detail */
const ONLY_A_DETAIL =
  /^\s*(?:and |so |ok |okay )?(?:what(?:'?s| is| are) )?(?:the |their |his |her |its |your )?(?:phone |telephone |tel |contact |office )?(?:numbers?|no|email(?: address)?|e-?mail|address|postcode|post code|website|web site|opening hours|hours)\s*[?.!]*\s*$/i;
/** "keyhole?", "and the partial one?": no longer than this, a message that only names a thing */
const BARE_AT_MOST_WORDS = 4;
/**
 * …and asks nothing, and points at nothing, of its own ("will keyhole fix it" asks); nor adds the
 * thing to what was asked about ("can the robot be used for knees → partials too?" still asks of
 * the robot)
 */
const ASKS_OR_POINTS =
  /\b(?:it|that|this|they|them|those|these|he|she|i|you|we|my|will|would|can|could|does|do|did|is|are|was|were|should|has|have|how|what|when|why|who|where|which|too|also|as well|aswell|either)\b/i;
/** A correction: what it is, then what it is not ("its his kneecap being stabilised not his acl"). */
const IS_NOT_THAT =
  /(?<=\b(?:its|it's|it is|i meant|meant|(?:he|she|i|they)(?:'s|'m| is| am| are) (?:having|booked for|getting)) [^.?!]{1,40}?),? not (?:the |an? |his |her |my |their |for (?:the |an? |his |her |my )?)?\w+(?: (?:one|op|operation|replacement|reconstruction|surgery|knee|hip))?(?=\s*(?:[.?!,;]|$|\b(?:and|but|so|when|how|what|will|does|do|is|can)\b))/gi;
/** …or what it is not, then what it is ("not the knee, her hip"). */
const NOT_THAT_BUT =
  /(?:^|(?<=[.?!,;]\s*))\s*not (?:the|an?|his|her|my|their) \w+(?: (?:one|op|operation|replacement))?\s*(?:[,;]\s*(?:but |its |it's |it is )?|but )(?=(?:the |an? |his |her |my |their )?\w)/gi;
/** "should i stop?", "do i need to give them up first": a stopping with nothing said to stop. */
const STOPS_WITHOUT_SAYING_WHAT =
  /\b(?:stop|quit|give up|cut down|come off|pack in)(?: (?:it|them|that|those|these))?(?=\s*(?:[?.!]|$|\b(?:before|beforehand|first|for|and|or|then|by|ahead)\b))/i;
/** What a patient may be told to stop before an operation. */
const WHAT_IS_STOPPED =
  /\b(?:smok\w*|cigs?|cigarettes?|fags?|vap\w*|drink\w*|alcohol|booze|the pill|hrt|warfarin|aspirin|clopidogrel|apixaban|rivaroxaban|blood thinn\w*|ibuprofen|naproxen|methotrexate|steroids?)\b/i;
/** …said in the question before: "i smoke about 10 a day… → how long before should i stop?" */
export function withWhatToStop(question: string, history: HistoryItem[]): string {
  if (!STOPS_WITHOUT_SAYING_WHAT.test(question) || WHAT_IS_STOPPED.test(question)) return question;
  const before = [...history].reverse().find((item) =>
    item.role === "user" && item.content.trim() !== question.trim()
  );
  const stopped = before && WHAT_IS_STOPPED.exec(before.content);
  return stopped ? `${question} (${stopped[0]})` : question;
}
/** The message without what a correction says it is not, which is no part of what is asked. */
export function withoutWhatItIsNot(question: string): string {
  return question.replace(IS_NOT_THAT, "").replace(NOT_THAT_BUT, " ").trim();
}
const ANOTHER_ONE = /\b(?:the|a|an|that) (?!other\b)\w+(?: \w+)? one\b/i;
/** Another of the kind asked for, better in some way ("is there one that lasts longer?"). */
const A_BETTER_ONE =
  /\b(?:is there|are there|is there not|isnt there|any|anything|something|another|a different) (?:\w+ )?(?:one|ones|kind|type|sort|option|injection|treatment|thing)? ?(?:that|which|what)? ?(?:\w+ )?(?:lasts?|works?|helps?|is|are|goes|gives) (?:\w+ )?(?:longer|better|quicker|faster|stronger|safer|more)\b|\b(?:anything|something|one) (?:better|stronger|longer[- ]lasting|that lasts longer)\b/i;
/** "that one", "this type": the very thing the answer before was about */
const THAT_ONE =
  /\b(?:that|this|the same) (?:one|type|kind|sort|injection|jab|option|treatment)\b/i;
/** …at the subject or the answer before ("the partial one", "their phone number") */
const POINTS_AT_THE_SUBJECT = pointingWords("its", "their", "theirs", "there", "one", "her", "she");
/** A line that only points to another page ("Read about revision knee replacement."). */
const CROSS_REFERENCE = /^(?:read|see|find out) (?:more )?(?:about|on|the|our)\b[^.]*\.?$/i;
/** "what's the op called?", "which operation would she need?": the answer names the subject */
const ASKS_WHICH_ONE =
  /\b(?:what(?:'?s| is| are| was)? (?:[a-z']+ ){0,8}(?:called|named)\b(?! (?:back|in|up|out|off|me|him|her|them|us)\b)|(?:the )?name (?:of|for) (?:the|that|this|it|an?)|(?:what|which) (?:kind of |sort of |type of )?(?:op|ops|operation|operations|surgery|procedure|treatment)s? (?:would|will|do|does|is|are|should|could|might|can|did|fix\w*|help\w*|treat\w*|stop\w*|sort\w*|work\w*)|what do (?:you|they|we) call|what(?:'?s| is| are) the (?:main|usual|best|normal|standard|common|typical|right) (?:op|operation|surgery|procedure|treatment)s? for)\b/i;
/** "what does MPFL stand for?", "whats HTO short for", "what does PRP mean", "mpfl what stand for" */
const ASKS_WHAT_LETTERS_STAND_FOR =
  /\b(?:what(?:'?s| is| does| do)? (?:an? |the )?([a-z]{2,6}) (?:\w+ly )?(?:stands? for|short for|mean)|(?:meaning|abbreviation) of (?:an? |the )?([a-z]{2,6})|([a-z]{2,6}) (?:\w+ly )?(?:stands? for|is short for)|([a-z]{2,6}),? (?:what|wat|wot)(?:'?s| does| do| is)? (?:stands? for|short for|means?\b)|(?!(?:the|its|his|her|that|this|whats?|real|true|exact)\b)([a-z]{2,6}) (?:meaning|full form)\b)\b/i;
/** "…the medial patellofemoral ligament (MPFL), …": a term the site writes out, then abbreviates. */
const ABBREVIATION_DEFINED = /\(([A-Z][A-Z0-9]{1,5})s?\)/g;
const QUESTION_OPENING =
  /^(?:what|whats|when|where|which|who|whom|whose|why|how|hows|is|are|can|could|do|does|did|will|would|should|shall|may|might|has|have|am)\b/i;

/**
 * In a message of several sentences, the one that asks (it ends with "?" or opens as a question)
 * and the rest; in a message of one sentence, the clause that asks ("my son plays county hockey,
 * how soon can he play after a knee scope"). None when nothing, or more than one part, asks.
 */
export function askingSentence(
  message: string,
  pointingBack = false,
): { sentence: string; rest: string } | undefined {
  const split = (text: string, by: RegExp) => text.split(by).map((t) => t.trim()).filter(Boolean);
  const sentences = split(message, /(?<=[.?!])\s+|\n+/);
  const parts = sentences.length > 1 ? sentences : split(message, /[,;:]\s+|\s+-\s+/);
  if (parts.length < 2) return undefined;
  const asking = parts.filter((t) => t.endsWith("?"));
  const chosen = asking.length
    ? asking
    : parts.filter((t) =>
      QUESTION_OPENING.test(t.replace(/^(?:and|so|but|ok|okay|please|just)\s+/i, ""))
    );
  if (chosen.length !== 1) return undefined;
  // a clause that points back at the rest ("thumb arthritis, is a replacement possible there")
  // is not a question on its own
  // (unless that is what is wanted: the clause read with the rest as its story)
  if (
    sentences.length === 1 && POINTS_AT_THE_REST.test(chosen[0].replace(THE_DOCTORS_DOING, "")) &&
    !pointingBack
  ) {
    return undefined;
  }
  return { sentence: chosen[0], rest: parts.filter((t) => t !== chosen[0]).join(" ") };
}

/** "they" as the doctors, doing something ("…, what can they do"), points at nothing said. */
const THE_DOCTORS_DOING =
  /\bthey (?:(?:can|could|will|would|might|should|usually) )?(?:do|offer|try|suggest|recommend|fix)\b/gi;

/**
 * The words an abbreviation stands for, from the text just before its brackets, matching its
 * letters from the last backwards; the first letter must start a word (Schwartz and Hearst's
 * algorithm: "manipulation under anaesthetic (MUA" → "manipulation under anaesthetic").
 */
export function longForm(letters: string, before: string): string | undefined {
  const words = before.trim().split(/\s+/);
  const candidate = words.slice(-Math.min(letters.length + 5, letters.length * 2)).join(" ");
  const short = letters.toLowerCase();
  const long = candidate.toLowerCase();
  let l = long.length - 1;
  for (let s = short.length - 1; s >= 0; s--) {
    const c = short[s];
    if (!/[a-z0-9]/.test(c)) continue;
    while (l >= 0 && (long[l] !== c || (s === 0 && l > 0 && /[a-z0-9]/.test(long[l - 1])))) l--;
    if (l < 0) return undefined;
    l--;
  }
  return candidate.slice(long.lastIndexOf(" ", l) + 1).replace(/^[^a-z0-9]+/i, "");
}

/** What a question asks about its subject: its terms that name no subject, joint or filler. */
function aspectsOf(terms: string[], subjects: string[]): string[] {
  const aspects = terms.filter((t) =>
    !subjects.includes(t) && !jointOf([t]) && !NOT_AN_ASPECT.has(t)
  );
  // "how long do partial knees last compared with full ones?" asks how long each lasts; "how does
  // a partial knee compare with a total?" asks for the comparison itself
  const beyondComparing = aspects.filter((t) => !COMPARING_TERMS.has(t));
  return beyondComparing.length > 0 ? beyondComparing : aspects;
}
const COMPARING_TERMS = new Set([
  "compare",
  "compar",
  "difference",
  "differ",
  "between",
  "versus",
  "vs",
]);

/** The pages an earlier answer quoted: its "Read more" links, not a fallback's enquiry link. */
function linkedPaths(text: string): string[] {
  return linkedSections(text).map(pagePath);
}

/** The passages an earlier answer quoted: its "Read more" links, title and address. */
function quotedLinks(text: string): Array<{ title: string; url: string }> {
  const quoted = text.split(/\bRead more:/).slice(1).join(" ");
  return [...quoted.matchAll(/\[([^\]]*)\]\((\/[^)\s]*)/g)].map((m) => ({
    title: m[1],
    url: m[2],
  }));
}

/** The passages an earlier answer quoted, by their links. */
function linkedSections(text: string): string[] {
  return quotedLinks(text).map((link) => link.url);
}

/** The page of a section's address ("/Treatments/hip-replacement#recovery" → its page). */
function pagePath(url: string): string {
  return url.split("#")[0];
}

/** Whether two quoted passages say the same: the same figures, in much the same words. */
function saySame(a: Passage, b: Passage): boolean {
  const [textA, textB] = [a, b].map((p) => p.bestSentences.join(" ").toLowerCase());
  if (textA === textB) return true;
  const figures = (text: string) =>
    [...text.matchAll(/\d+(?:[-–]\d+)?%?/g)].map((m) => m[0]).sort().join(" ");
  if (figures(textA) === "" || figures(textA) !== figures(textB)) return false;
  const [wordsA, wordsB] = [textA, textB].map((text) => new Set(analyse(text)));
  const shared = [...wordsA].filter((w) => wordsB.has(w)).length;
  return shared / Math.max(1, Math.min(wordsA.size, wordsB.size)) >= SAME_SAYING_AT;
}

/**
 * A common English word is meant as written, unless the site's word nearest it is another form of
 * it ("diabetic" → "diabetes", "broke" → "broken"): "back on court" is not "count", "what other
 * patients thought" is not "through", and "stay overnight" is not "overweight".
 */
function keptOrCorrected(word: string, nearest: string): string {
  if (nearest === word || !isCommonEnglishWord(word)) return nearest;
  let shared = 0;
  while (shared < word.length && word[shared] === nearest[shared]) shared++;
  // (most of the word: "overnight" is not "overweight")
  return shared >= Math.min(Math.max(4, word.length - 3), word.length - 1) ? nearest : word;
}

export class Retriever {
  private sections: IndexedSection[];
  /** term → how many sections hold it */
  private frequency = new Map<string, number>();
  private subjectWords = new Set<string>();
  /**
   * Words that name alternatives under one heading ("Injections: Steroid injection" and
   * "Injections: Hyaluronic acid injection"): a follow-up naming one no longer asks of the other.
   */
  private alternatives = new Map<string, Set<string>>();
  /**
   * The practice's roles, each with the heading of the passage that names its person ("NHS
   * Secretary" → "Practice team: NHS Secretary"), from the passages that give a role and the
   * person in it.
   */
  private roles = new Map<string, string>();
  /** Each person the practice team names, with their role's heading ("helen marsh" → "Practice team: Practice Manager"). */
  private people = new Map<string, string>();
  private corrections = new Map<string, string>();
  private readings = new Map<string, { found: Set<string>; pairs: Set<string> }>();
  private termsRead = new Map<string, string[]>();
  /** the site's words by length, for spelling correction: as written, and as search terms */
  private wordsByLength = new Map<number, Array<[string, number]>>();
  private rawByLength = new Map<number, Array<[string, number]>>();
  private rawFrequency = new Map<string, number>();
  private maxIdf: number;
  /** abbreviation → the section and sentence where the site writes it out */
  private abbreviations = new Map<string, { section: IndexedSection; sentence: string }>();
  /** "mua" → "manipulation under anaesthetic": letters the site writes out, when that names a page */
  private pageAbbreviations: Array<[RegExp, string]> = [];

  constructor(
    sections: readonly KnowledgeSection[],
    /** patient-style questions per passage (./understanding/question-index.ts), when built */
    private questions?: QuestionIndex,
  ) {
    this.sections = sections.map((section) => {
      const page = section.title.split(" — ")[0];
      const path = pagePath(section.url);
      const titleTerms = analyse(section.title.split(" — ").slice(1).join(" "));
      const textTerms = analyse(section.text);
      const counts = new Map<string, number>();
      for (const term of [...titleTerms, ...textTerms]) {
        counts.set(term, (counts.get(term) ?? 0) + 1);
      }
      // a passage that gives a telephone number answers "what's their number?" and "can I ring?"
      if (telephoneNumber.test(section.text)) {
        for (const term of ["number", "call"]) counts.set(term, counts.get(term) ?? 1);
      }
      const titleWords = plainWords(section.title.split(" — ").slice(1).join(" "));
      const headingTerms = new Set(analyse(page));
      const subjects = new Set([...headingTerms].filter((t) => !GENERIC_HEADING_WORDS.has(t)));
      const joint = /knee|\/Conditions\//i.test(path)
        ? "knee"
        : /hip/i.test(path)
        ? "hip"
        : jointOf(headingTerms) ?? jointOf(titleTerms);
      return {
        section,
        page,
        path,
        counts,
        length: textTerms.length + titleTerms.length,
        titleTerms: new Set(titleTerms),
        headingTerms,
        subjects,
        joint,
        pairs: new Set([...pairsOf(textTerms), ...pairsOf(titleTerms)]),
        titleWords,
      } satisfies IndexedSection;
    });
    for (const s of this.sections) {
      for (const term of s.counts.keys()) {
        this.frequency.set(term, (this.frequency.get(term) ?? 0) + 1);
      }
      for (const subject of s.subjects) this.subjectWords.add(subject);
      if (NAMED_BY_ROLE.test(s.section.text)) {
        const heading = s.section.title.split(" — ").slice(1).join(" — ");
        const role = heading.split(": ").pop();
        if (role && role !== heading) this.roles.set(role.toLowerCase(), heading);
        const person = /: (?:(?:Mrs?|Ms|Miss|Dr) )?([A-Z][a-z]+ [A-Z][a-z]+)/.exec(s.section.text)
          ?.[1];
        if (person && role !== heading) this.people.set(person.toLowerCase(), heading);
      }
    }
    const blocksUnder = new Map<string, string[][]>();
    for (const s of this.sections) {
      const heading = SUB_HEADING.exec(s.section.title);
      if (!heading) continue;
      const blocks = blocksUnder.get(heading[1]) ?? [];
      blocks.push(analyse(heading[2]));
      blocksUnder.set(heading[1], blocks);
    }
    for (const blocks of blocksUnder.values()) {
      const inEvery = blocks[0].filter((t) => blocks.every((b) => b.includes(t)));
      const own = blocks.map((b) => b.filter((t) => !inEvery.includes(t)));
      for (const [i, words] of own.entries()) {
        const others = own.filter((_, j) => j !== i).flat();
        for (const word of words) {
          const set = this.alternatives.get(word) ?? new Set<string>();
          for (const other of others) if (other !== word && !words.includes(other)) set.add(other);
          this.alternatives.set(word, set);
        }
      }
    }
    this.maxIdf = this.idf(1);
    const pageNames = new Set(this.sections.map((s) => s.page.toLowerCase()));
    for (const s of this.sections) {
      const items = s.section.text.toLowerCase().split(/[;.\n]+/).map((i) => i.trim())
        .filter(Boolean);
      // (most of them: a name may be spelt another way, "stabilisation"; or the pages' names,
      // each with a line about it: "Non-Surgical Treatment for Hips: Exercise, physiotherapy…")
      const text = s.section.text.toLowerCase();
      s.namesPagesOnly = (items.length >= 2 &&
        items.filter((item) => pageNames.has(item)).length >= 0.75 * items.length) ||
        [...pageNames].filter((name) => text.includes(`${name}:`)).length >= 2;
    }
    // read every line and sentence of the site now, so no question waits for it
    for (const { section } of this.sections) {
      const text = section.text.trim();
      this.read(text);
      for (const line of text.split(/\n+/).map((l) => l.trim()).filter(Boolean)) {
        this.read(line);
        if (line.length > WHOLE_SECTION_CHARS) {
          for (const sentence of sentences(line)) this.read(sentence);
        }
      }
    }
    for (const { section } of this.sections) {
      for (const word of `${section.title} ${section.text}`.toLowerCase().match(/[a-z]+/g) ?? []) {
        this.rawFrequency.set(word, (this.rawFrequency.get(word) ?? 0) + 1);
      }
    }
    const bucket = (into: Map<number, Array<[string, number]>>, from: Map<string, number>) => {
      for (const [word, frequency] of from) {
        const list = into.get(word.length) ?? [];
        list.push([word, frequency]);
        into.set(word.length, list);
      }
    };
    bucket(this.wordsByLength, this.frequency);
    bucket(this.rawByLength, this.rawFrequency);
    this.abbreviations = this.definedAbbreviations();
    this.pageAbbreviations = this.abbreviationsNamingPages();
  }

  /**
   * The abbreviations whose written-out words name a page that the letters alone do not
   * ("an MUA" is the page "Manipulation Under Anaesthetic"); a question is read with the words.
   */
  private abbreviationsNamingPages(): Array<[RegExp, string]> {
    const found: Array<[RegExp, string]> = [];
    for (const [letters, { sentence }] of this.abbreviations) {
      const before = sentence.split(`(${letters}`)[0];
      const written = longForm(letters, before);
      if (!written) continue;
      // every word of a page's name among the written-out words, none among the letters
      const namesPage = (text: string) => {
        const terms = analyse(text, "question");
        return this.sections.some((s) =>
          s.subjects.size > 0 && [...s.subjects].every((t) => terms.includes(t))
        );
      };
      if (namesPage(letters.toLowerCase()) || !namesPage(written)) continue;
      found.push([new RegExp(`\\b${letters.toLowerCase()}s?\\b`, "g"), written.toLowerCase()]);
    }
    return found;
  }

  /**
   * Where the site writes out each abbreviation it uses: on the page that uses it most (the MPFL
   * on the stabilisation page, not in a list of operations), the first sentence that does.
   */
  private definedAbbreviations() {
    const uses = new Map<string, Map<string, number>>();
    for (const s of this.sections) {
      for (const word of s.section.text.match(/\b[A-Z][A-Z0-9]{1,5}\b/g) ?? []) {
        const byPath = uses.get(word) ?? new Map<string, number>();
        byPath.set(s.path, (byPath.get(s.path) ?? 0) + 1);
        uses.set(word, byPath);
      }
    }
    const found = new Map<string, { section: IndexedSection; sentence: string; uses: number }>();
    for (const s of this.sections) {
      for (const sentence of sentences(s.section.text)) {
        for (const [, letters] of sentence.matchAll(ABBREVIATION_DEFINED)) {
          const used = uses.get(letters)?.get(s.path) ?? 0;
          if ((found.get(letters)?.uses ?? -1) < used) {
            found.set(letters, { section: s, sentence, uses: used });
          }
        }
      }
    }
    return new Map(
      [...found].map(([letters, { section, sentence }]) => [letters, { section, sentence }]),
    );
  }

  /** The letters a question asks the meaning of ("what does MPFL stand for?"), if any. */
  private lettersAsked(question: string): string | undefined {
    let asked = ASKS_WHAT_LETTERS_STAND_FOR.exec(question)?.slice(1).find(Boolean);
    if (!asked) return undefined;
    // "my physio says I need an MPFL, what does that stand for?"
    if (/^(?:that|this|it)$/i.test(asked)) {
      asked = question.match(/\b[A-Za-z]{2,6}\b/g)?.findLast((word) =>
        this.abbreviations.has(word.toUpperCase()) &&
        (word === word.toUpperCase() || !isCommonEnglishWord(word.toLowerCase()))
      );
      if (!asked) return undefined;
    }
    // letters, not a word ("what does that stand for?"): written in capitals, or ones the site
    // writes out, or shorthand ("tkr")
    const known = asked === asked.toUpperCase() || this.abbreviations.has(asked.toUpperCase()) ||
      expandShorthand(asked) !== normalise(asked);
    return known ? asked : undefined;
  }

  /** "What does MPFL stand for?": the sentence where the site writes it out. */
  private definition(letters: string): Retrieval | undefined {
    const defined = this.abbreviations.get(letters.toUpperCase());
    if (!defined) return undefined;
    const { section, page } = defined.section;
    return {
      terms: this.terms(letters),
      passages: [{
        section,
        page,
        coverage: 1,
        bestSentences: [defined.sentence],
        sentenceScore: 1,
        score: 1,
      }],
      unknownToSite: false,
    };
  }

  private idf(frequency: number): number {
    return Math.log(1 + Math.max(1, this.sections.length) / (frequency + 0.5));
  }

  private weight(term: string): number {
    const frequency = this.frequency.get(term) ?? 0;
    return frequency === 0 ? this.maxIdf * UNKNOWN_TERM_WEIGHT : this.idf(frequency);
  }

  /** A word the site does not use, corrected to the site's nearest word when one is close. */
  private corrected(term: string): string {
    if (this.frequency.has(term) || term.length < 4 || /\d/.test(term)) return term;
    return keptOrCorrected(term, this.nearest(term, this.wordsByLength, `t:${term}`));
  }

  private nearest(
    word: string,
    byLength: Map<number, Array<[string, number]>>,
    key: string,
  ): string {
    const cached = this.corrections.get(key);
    if (cached) return cached;
    const max = word.length >= 7 ? 2 : 1;
    let best = word;
    let bestDistance = max + 1;
    let bestFrequency = 0;
    for (let length = word.length - max; length <= word.length + max; length++) {
      for (const [candidate, frequency] of byLength.get(length) ?? []) {
        if (candidate[0] !== word[0] && word.length < 7) continue;
        const distance = editDistance(word, candidate, max);
        if (distance > max) continue;
        // a first letter wrong and one more slip is another word ("plumber" is not "number")
        if (candidate[0] !== word[0] && distance > 1) continue;
        // (at the same distance, a vowel left out is the likelier slip: "showr" is "shower", not
        // "show")
        const better = distance < bestDistance || (distance === bestDistance &&
          (vowelLeftOut(word, candidate) === vowelLeftOut(word, best)
            ? frequency > bestFrequency
            : vowelLeftOut(word, candidate)));
        if (better) {
          best = candidate;
          bestDistance = distance;
          bestFrequency = frequency;
        }
      }
    }
    if (this.corrections.size >= MAX_CACHED_WORDS) this.corrections.clear();
    this.corrections.set(key, best);
    return best;
  }

  /**
   * The question with misspelt words written as the site writes them, before it is analysed, so
   * that "knee replacment" is read as the phrase it is. Words the analysis knows (shorthand,
   * synonyms, filler) are left alone.
   */
  private spelled(question: string): string {
    // patients' everyday words first: "builder" is not a misspelling of "build"
    let text = inSiteWords(normalise(question));
    for (const [letters, written] of this.pageAbbreviations) text = text.replace(letters, written);
    return this.respelled(text);
  }

  /** Words the site and its lexicon do not know, written as the site's nearest word. */
  private respelled(text: string, known = (_word: string) => false): string {
    // (not the first part of a contraction: "haven't" is no misspelt "haven")
    return text.replace(/\b[A-Za-z]{4,}\b(?!')/g, (word) => {
      const lower = word.toLowerCase();
      if (this.rawFrequency.has(lower) || known(lower)) return word;
      const terms = analyse(lower, "question");
      if (terms.length === 0 || terms.every((t) => this.frequency.has(t))) return word;
      return keptOrCorrected(lower, this.nearest(lower, this.rawByLength, `r:${lower}`));
    });
  }

  /** A question to search the patients' questions with: words neither they nor the site use, corrected. */
  private forQuestions(text: string): string {
    return this.respelled(text, (word) => this.questions?.knows(word) ?? false);
  }

  /** The question's terms: written out, corrected, without numbers or filler. */
  terms(question: string): string[] {
    // (read many times over for one message: the question, the ones before, every reading of it)
    let terms = this.termsRead.get(question);
    if (!terms) {
      terms = [
        ...new Set(analyse(this.spelled(question), "question").map((t) => this.corrected(t))),
      ];
      if (this.termsRead.size >= MAX_CACHED_TEXTS) this.termsRead.clear();
      this.termsRead.set(question, terms);
    }
    return [...terms];
  }

  /**
   * The subjects without how a part was hurt, when a part is named ("tear your acl": the ACL, not
   * the cartilage tear's page), unless one page is about both (a torn meniscus is the cartilage
   * tear's).
   */
  private partsHurt(subjects: string[], { named = false } = {}): string[] {
    const parts = subjects.filter((t) => !HOW_HURT.has(t));
    // (of subjects carried from questions before, a page that speaks of the part more than once:
    // the cartilage tear's page is the torn meniscus's, not a torn ACL's, which it names once)
    const onPage = new Map<string, boolean>();
    const spokenOf = (s: IndexedSection, t: string) => {
      if (!named) return this.holds(s, t);
      const key = `${s.path}\n${t}`;
      if (!onPage.has(key)) {
        onPage.set(
          key,
          this.sections.filter((o) => o.path === s.path && this.holds(o, t)).length > 1,
        );
      }
      return onPage.get(key)!;
    };
    const onePageAboutBoth = this.sections.some((s) =>
      subjects.every((t) => s.subjects.has(t) || (!HOW_HURT.has(t) && spokenOf(s, t))) &&
      subjects.some((t) => HOW_HURT.has(t) && s.subjects.has(t))
    );
    return parts.length > 0 && parts.length < subjects.length && !onePageAboutBoth
      ? parts
      : subjects;
  }

  private holds(s: IndexedSection, term: string): boolean {
    return s.counts.has(term) || s.headingTerms.has(term);
  }

  /**
   * The terms of the question that named the subject, with the subjects of the questions before
   * it while they speak of the same joint: "my son tore his ACL → he's having the reconstruction
   * → when can he play again?" is about the ACL reconstruction.
   */
  private subjectTerms(named: HistoryItem, questions: HistoryItem[]): string[] {
    const terms = this.terms(named.content);
    // "…totally different thing, my brother is having keyhole surgery" starts a subject afresh
    if (NEW_TOPIC.test(named.content)) return terms;
    let joint = jointOf(terms);
    for (
      const older of questions.slice(questions.indexOf(named) + 1, questions.indexOf(named) + 3)
    ) {
      const olderTerms = this.terms(older.content);
      const olderJoint = jointOf(olderTerms);
      if (joint && olderJoint && olderJoint !== joint) break;
      joint ??= olderJoint;
      for (const t of olderTerms) {
        if ((this.subjectWords.has(t) || jointOf([t])) && !terms.includes(t)) terms.push(t);
      }
    }
    return terms;
  }

  /**
   * Ranks the site's sections for `question`. The conversation so far (`history`) decides the
   * subject of a follow-up that names no joint or procedure of its own.
   */
  retrieve(question: string, history: HistoryItem[] = []): Retrieval {
    question = withWhatToStop(withoutWhatItIsNot(question), history);
    const read = this.nearAPlaceUnknown(
      question,
      this.withATime(question, this.retrieveAsked(question, history)),
    );
    return this.comparison(question, read) ?? this.besideTheAnswer(question, history, read) ??
      this.switchedFrom(question, history, read) ??
      this.theOtherOne(question, history, read) ?? this.askedAgainOf(question, history, read) ??
      this.withConditionAdded(question, history, read) ??
      this.ofAnyOperation(question, history, read, {
        named: BEFORE_THE_OPERATION,
        as: " before the operation",
      }) ??
      this.ofAnyOperation(question, history, read, {
        named: AFTER_THE_OPERATION,
        as: " after the operation",
        asks: AFTER_CARE,
      }) ?? read;
  }

  /**
   * How long, asked of what the operation's page gives no time for, when a passage of the
   * practice's general pages (just below it, or found for the question alone) speaks to all that
   * is asked beyond the operation and gives one: "how long before my hip replacement should i stop
   * smoking?" is the pre- and post-care page's "at least 4 weeks", not the hip's "if you smoke,
   * stopping lowers the risk".
   */
  private withATime(question: string, read: Retrieval): Retrieval {
    if (!ASKS_HOW_LONG.test(question) || read.passages.length === 0 || givesADuration(read)) {
      return read;
    }
    // (the operation's own page, silent on the time: a general page's silence is the site's)
    const top = this.topSection(read);
    if (!top || top.subjects.size === 0) return read;
    const asked = read.terms.filter((t) =>
      !this.subjectWords.has(t) && !jointOf([t]) && !NOT_AN_ASPECT.has(t)
    );
    if (asked.length === 0) return read;
    const givesTheTime = (p: Passage, general = false) => {
      const indexed = this.indexedOf(p);
      return !!indexed && quotesATime(p) &&
        asked.every((t) => this.holds(indexed, t)) &&
        (!general || (indexed.subjects.size === 0 && !indexed.joint));
    };
    const timed = read.passages.slice(1, 4).findIndex((p) => givesTheTime(p, true));
    if (timed >= 0) {
      const passages = [...read.passages];
      passages.unshift(...passages.splice(timed + 1, 1));
      return { ...read, passages };
    }
    // (a follow-up kept to the pages just quoted: what the practice's general pages say of every
    // operation, "i smoke… booked in for my hip replacement → how long before should i stop?")
    const alone = this.retrieveOnce(question, []);
    return alone.passages[0] && givesTheTime(alone.passages[0], true)
      ? { ...read, passages: [alone.passages[0], ...read.passages] }
      : read;
  }

  /**
   * "any physio near nuneaton?": a place the site never names is no area of its lists. The whole
   * list, grouped by area, answers, not the block of one area that patients' questions about
   * other places resemble.
   */
  private nearAPlaceUnknown(question: string, read: Retrieval): Retrieval {
    const top = read.passages[0];
    const block = top?.byQuestions && SUB_HEADING.exec(top.section.title);
    if (!block) return read;
    const places = [...normalise(question).matchAll(PLACE_NAMED)].map((m) => analyse(m[1]))
      .filter((terms) => terms.length > 0);
    if (places.length === 0 || places.flat().some((t) => this.frequency.has(t))) return read;
    const found = this.retrieveOnce(block[1].replace(" — ", " "), []);
    const list = found.passages.find((p) => p.section.title === block[1]);
    return list ? { ...read, passages: [list] } : read;
  }

  /**
   * "how do i book privately for a hip replacement → on the nhs?": the heading beside the one the
   * answer before quoted ("Booking an appointment: NHS" beside "…: Private, paying for yourself"),
   * when a short follow-up names only what sets the two apart.
   */
  private besideTheAnswer(
    question: string,
    history: HistoryItem[],
    read: Retrieval,
  ): Retrieval | undefined {
    const previousAnswer = [...history].reverse().find((item) => item.role === "assistant");
    if (!previousAnswer) return undefined;
    const asked = this.terms(question).filter((t) => !NOT_AN_ASPECT.has(t) && !jointOf([t]));
    if (asked.length === 0 || asked.length > BESIDE_AT_MOST_TERMS) return undefined;
    for (const link of quotedLinks(previousAnswer.content)) {
      const answered = SUB_HEADING.exec(link.title);
      if (!answered) continue;
      const answeredWords = analyse(answered[2]);
      const beside = this.sections.find((s) => {
        const heading = SUB_HEADING.exec(s.section.title);
        if (!heading || heading[1] !== answered[1] || heading[2] === answered[2]) return false;
        const words = analyse(heading[2]);
        return asked.every((t) =>
          words.includes(t) && !answeredWords.includes(t) &&
          answeredWords.some((w) => this.alternatives.get(t)?.has(w))
        );
      });
      if (!beside) continue;
      const readTop = read.passages[0]?.section;
      if (readTop?.title === beside.section.title) return undefined;
      // ("…the pre-op assessment → what does she need to bring to it?": "Your medicines: Bring a
      // list… to your assessment" is read, under the same heading, and says it)
      if (
        readTop && SUB_HEADING.exec(readTop.title)?.[1] === answered[1] &&
        asked.every((t) => analyse(readTop.text).includes(t))
      ) return undefined;
      const found = this.retrieveOnce(beside.section.title.replace(" — ", " "), []);
      const top = found.passages.find((p) => p.section.title === beside.section.title);
      if (top) return { ...found, passages: [top] };
    }
    return undefined;
  }

  /**
   * What the site says of any operation, when nothing is found of the one named: before it ("i have
   * a bad tooth, does that matter before my knee replacement?": the pre-op advice is the same for
   * all), or the care after it ("how long should i use an ice pack on my new knee?": cold packs,
   * the wound, showering, swelling, sleeping, exercises).
   */
  private ofAnyOperation(
    question: string,
    history: HistoryItem[],
    read: Retrieval,
    { named, as, asks = named }: { named: RegExp; as: string; asks?: RegExp },
  ): Retrieval | undefined {
    if (read.passages.length > 0 || !asks.test(question)) return undefined;
    const asked = question.replace(new RegExp(named.source, "gi"), as);
    if (asked === question) return undefined;
    const general = this.retrieveOnce(asked, history);
    return general.passages.length > 0 ? general : undefined;
  }

  /**
   * "does he see young people → what about my little brother, he's 8 and hurt his knee": a "what
   * about…" that finds nothing alone asks the question before of what it names now.
   */
  private askedAgainOf(
    question: string,
    history: HistoryItem[],
    read: Retrieval,
  ): Retrieval | undefined {
    if (read.passages.length > 0 || !FRAGMENT.test(question)) return undefined;
    const before = [...history].reverse().find((item) =>
      item.role === "user" && item.content.trim() !== question.trim()
    );
    if (!before) return undefined;
    const again = this.retrieveOnce(`${before.content}\n${question}`, []);
    return again.passages.length > 0 ? again : undefined;
  }

  /**
   * "how long on crutches after the kneecap realignment → and if they had to move the bone?": the
   * question before, asked again with the condition added, when the passage found for both speaks
   * to what the condition names and what was found alone does not speak to what was asked before.
   */
  private withConditionAdded(
    question: string,
    history: HistoryItem[],
    read: Retrieval,
  ): Retrieval | undefined {
    // (a bare condition, that asks nothing of its own: not "if she has the op, when could she play
    // again?"; nor one that swaps what was asked for another: "→ and if i'm on the nhs?" after
    // private appointments)
    const condition = CONDITION_ADDED.exec(question);
    if (!condition) return undefined;
    const rest = question.slice(condition[0].length);
    if (ASKS_OF_ITS_OWN.test(rest) || /\b(?:instead|rather)\b/i.test(rest)) return undefined;
    const before = [...history].reverse().find((item) =>
      item.role === "user" && item.content.trim() !== question.trim()
    );
    if (!before || !ASKS_SOMETHING.test(before.content)) return undefined;
    const added = this.terms(question).filter((t) => !NOT_AN_ASPECT.has(t));
    const previous = this.terms(before.content);
    // (a joint where none was named is no swap: "does he see children → what if its only his knee
    // he hurt")
    if (
      added.some((t) =>
        (this.subjectWords.has(t) && !(jointOf([t]) && !jointOf(previous))) ||
        (jointOf([t]) && jointOf(previous)) ||
        previous.some((p) => this.alternatives.get(t)?.has(p))
      )
    ) return undefined;
    const askedBefore = previous.filter((t) =>
      !this.subjectWords.has(t) && !jointOf([t]) && !NOT_AN_ASPECT.has(t)
    );
    // (the words of a passage that speaks to every term asked before, or all but one in four: "see
    // children" is read as children, their age, young patients)
    const speakingTo = (passage: Passage | undefined, terms: string[]) => {
      if (!passage || terms.length === 0) return undefined;
      const words = new Set(analyse(passage.section.text));
      const title = passage.section.title.toLowerCase();
      const unspoken = terms.filter((t) => !words.has(t) && !title.includes(t));
      return unspoken.length <= Math.floor(terms.length / 4) ? words : undefined;
    };
    if (speakingTo(read.passages[0], askedBefore)) return undefined;
    const again = this.retrieveOnce(`${before.content}\n${question}`, []);
    const words = speakingTo(again.passages[0], askedBefore);
    return words && added.some((t) => words.has(t)) ? again : undefined;
  }

  /**
   * "the partial or the full one → how long do the full ones last → and the other one?": what the
   * last question asked, of the other operation named before it, when what was found is about
   * the last one's.
   */
  private theOtherOne(
    question: string,
    history: HistoryItem[],
    read: Retrieval,
  ): Retrieval | undefined {
    if (!THE_OTHER_ONE.test(question)) return undefined;
    const asked = history.filter((item) =>
      item.role === "user" && item.content.trim() !== question.trim()
    ).map((item) => this.terms(item.content));
    const last = asked.at(-1);
    if (!last || asked.length < 2) return undefined;
    const subjectsOf = (terms: string[]) =>
      terms.filter((t) => this.subjectWords.has(t) && !jointOf([t]) && !GENERIC_SUBJECTS.has(t));
    const lastSubjects = subjectsOf(last);
    const others = asked.slice(0, -1).flatMap(subjectsOf).filter((t) => !lastSubjects.includes(t));
    const other = others.at(-1);
    if (!other || lastSubjects.length === 0) return undefined;
    if (read.passages.length > 0 && this.aboutAny(read, [other])) return undefined;
    const aspects = last.filter((t) =>
      !this.subjectWords.has(t) && !jointOf([t]) && !NOT_AN_ASPECT.has(t) && this.frequency.has(t)
    );
    const joint = jointOf(asked.flat());
    const switched = this.retrieveOnce(
      [other, ...(joint ? [joint] : []), ...aspects].join(" "),
      [],
    );
    return switched.passages.length > 0 && this.aboutAny(switched, [other]) ? switched : undefined;
  }

  /**
   * "how soon can you drive after a knee replacement? → and if it's just a keyhole op instead":
   * what was asked before (driving), of the subject named now, read without the one before, when
   * the answer found is not about that subject. Only for a short question that asks nothing of its
   * own ("and with the partial one, how soon are you up walking?" asks about walking).
   */
  private switchedFrom(
    question: string,
    history: HistoryItem[],
    read: Retrieval,
  ): Retrieval | undefined {
    const before = [...history].reverse().find((item) =>
      item.role === "user" && item.content.trim() !== question.trim()
    );
    if (!before) return undefined;
    const asked = this.terms(question);
    const askedBefore = this.terms(before.content);
    const jointNow = jointOf(asked);
    const jointSwitched = jointNow !== undefined && jointOf(askedBefore) !== undefined &&
      jointNow !== jointOf(askedBefore);
    // (the other joint is a new subject too: "is physio any good for knee arthritis → and for hip
    // arthritis how much does it help")
    const named = asked.filter((t) => this.subjectWords.has(t) && !askedBefore.includes(t));
    const newSubjects = named.length > 0 ? named : jointSwitched ? [jointNow] : [];
    // (a word asked before too is not its own: "arthritis" of the knee, then of the hip)
    const asksOfItsOwn = asked.some((t) =>
      !this.subjectWords.has(t) && !jointOf([t]) && !NOT_AN_ASPECT.has(t) &&
      this.frequency.has(t) && !askedBefore.includes(t)
    );
    // "when can I shower after a knee replacement? → keyhole?": a message that only names
    // something switches to it, on the joint asked about before
    const onlyNames = asked.length > 0 &&
      question.trim().split(/\s+/).length <= BARE_AT_MOST_WORDS &&
      !ASKS_OR_POINTS.test(question.replace(FRAGMENT, "")) &&
      asked.every((t) => this.subjectWords.has(t) || jointOf([t]));
    const jointBefore = jointNow ?? jointOf(askedBefore);
    const switching = SWITCHING.test(question) || ANOTHER_ONE.test(question) || onlyNames ||
      (jointOf(asked) !== undefined && jointOf(asked) !== jointOf(askedBefore));
    const aspectsOf = (terms: string[]) =>
      terms.filter((t) =>
        (!this.subjectWords.has(t) || ASPECT_SUBJECTS.has(t)) && !jointOf([t]) &&
        !NOT_AN_ASPECT.has(t) && this.frequency.has(t)
      );
    // (of a long story, what it asked: "…he finally had his kneecap realigned last month after
    // years of me nagging, how long was he meant to be on the crutches" asks about crutches)
    const aspects = aspectsOf(askedBefore);
    // (for another joint only, what was found must also speak to what was asked before: any hip
    // page is about the hip)
    const onSubject = (found: Retrieval) =>
      named.length > 0
        ? this.aboutAny(found, newSubjects) &&
          (!jointBefore || !this.topSection(found)?.joint ||
            this.topSection(found)?.joint === jointBefore)
        : this.topSection(found)?.joint === jointNow;
    const answered = read.passages.length > 0 && onSubject(read) &&
      ((named.length > 0 && !onlyNames) || this.speaksTo(read, aspects));
    if (
      newSubjects.length === 0 || asksOfItsOwn || asked.length > SWITCH_AT_MOST_TERMS ||
      !switching || answered
    ) return undefined;
    if (aspects.length === 0) return undefined;
    const joint = !jointNow && jointBefore ? [jointBefore] : [];
    const switched = this.retrieveOnce(`${question}\n${[...aspects, ...joint].join(" ")}`, []);
    if (switched.passages.length > 0 && onSubject(switched) && this.speaksTo(switched, aspects)) {
      return switched;
    }
    // (of a long story, what it asked last: "…he finally had his kneecap realigned last month
    // after years of me nagging, how long was he meant to be on the crutches" asks of crutches)
    const askedLast = aspectsOf(this.terms(lastQuestionClause(before.content)));
    if (askedLast.length > 0 && askedLast.length < aspects.length) {
      const story = this.retrieveOnce(`${question}\n${[...askedLast, ...joint].join(" ")}`, []);
      if (story.passages.length > 0 && onSubject(story) && this.speaksTo(story, askedLast)) {
        return story;
      }
    }
    // (of what was asked before, what the pages of the thing named speak of: "contact sport after
    // ACL reconstruction → and PCL?" asks of sport, which the PCL page speaks of, not of contact)
    // (only when the site has nothing at all of the thing named with every word asked before)
    const ownAspects = named.length > 0 && switched.passages.length === 0
      ? aspects.filter((t) =>
        this.sections.some((s) => named.some((n) => s.subjects.has(n)) && s.counts.has(t))
      )
      : [];
    if (ownAspects.length > 0 && ownAspects.length < aspects.length) {
      const own = this.retrieveOnce(`${question}\n${[...ownAspects, ...joint].join(" ")}`, []);
      if (own.passages.length > 0 && onSubject(own) && this.speaksTo(own, ownAspects)) return own;
    }
    // (the site may not say that of the thing named: then what it is, on the same joint, rather
    // than the same thing at the other joint)
    if (!onlyNames || joint.length === 0 || onSubject(read)) return undefined;
    const onItsJoint = this.retrieveOnce(`${question}\n${joint[0]}`, []);
    return onItsJoint.passages.length > 0 && onSubject(onItsJoint) ? onItsJoint : undefined;
  }

  private retrieveAsked(question: string, history: HistoryItem[]): Retrieval {
    const letters = this.lettersAsked(question);
    if (letters) {
      const defined = this.definition(letters);
      if (defined) return defined;
      // letters the site never writes out, but the shorthand does ("what does TKR stand for?")
      question = `what is ${letters}`;
    }
    // "the metal clips are still in → when do they come out?": a question that says almost
    // nothing but points back, or finds nothing alone, is read with the one before it
    const before = [...history].reverse().find((item) =>
      item.role === "user" && item.content.trim() !== question.trim()
    );
    // (the message before read as the story, unless that leaves nothing: "referred on the NHS →
    // no letter yet, who do I chase?" needs the NHS as much as the chasing)
    const together = () => {
      const read = this.retrieveOnce(`${before!.content}\n${question}`, history, true);
      return read.passages.length > 0
        ? read
        : this.retrieveOnce(`${before!.content}\n${question}`, history, false);
    };
    // "…and is it any different for a hip one?" after a knee question names another joint: it asks
    // the same of that joint, not of what was asked about before
    // (or another operation: "what if it ends up being the keyhole one?" after a knee replacement)
    const asked = this.terms(question);
    const askedBefore = before ? this.terms(before.content) : [];
    const otherSubject = before !== undefined &&
      ((jointOf(asked) !== undefined && jointOf(asked) !== jointOf(askedBefore)) ||
        (ANOTHER_ONE.test(question) &&
          asked.some((t) => this.subjectWords.has(t) && !askedBefore.includes(t))));
    const pointsBackOnly = before && !otherSubject && POINTS_AT_THE_QUESTION.test(question) &&
      this.terms(question).filter((t) => !this.subjectWords.has(t) && !jointOf([t])).length <= 1;
    let found = this.retrieveOnce(question, history);
    // "how long do people stay in after a full knee → and for the partial one?": words carried from
    // before ("stay") must not pull the question off the subject it names ("Urgent help: …stay on
    // the line"); read alone, it finds that subject's page
    // (only when what was found neither is about nor holds any subject the question names)
    // (the subjects it names anew, if any: "partial" after a total knee replacement)
    const named = asked.filter((t) =>
      this.subjectWords.has(t) && !jointOf([t]) && !ASPECT_SUBJECTS.has(t)
    );
    const namedAnew = named.filter((t) => !askedBefore.includes(t));
    const ownSubjects = namedAnew.length > 0 ? namedAnew : named;
    const foundSection = this.topSection(found);
    if (
      before && ownSubjects.length > 0 && foundSection &&
      !this.aboutAny(found, ownSubjects) &&
      !ownSubjects.some((t) => this.holds(foundSection, t))
    ) {
      const alone = this.retrieveOnce(question, []);
      if (alone.passages.length > 0 && this.aboutAny(alone, ownSubjects)) found = alone;
    }
    // read together with the question before, unless that pulls away from its subject and the
    // question read alone (the subject carried) does not ("thinking about a half knee rather
    // than a full one → how long do they last": "thinking about" is not what is asked)
    if (pointsBackOnly) {
      const read = together();
      // "hurt my pcl hitting the dashboard → do i need an op for it": the subject carried, without
      // the story before it ("dashboard" is how it happened, not what is asked now), where that
      // speaks to what is asked and the two readings above do not
      // (named in the latest question that names one: "a total knee next month → how long will
      // she be kept in → when will she be able to drive again after it?")
      const namesASubject = (terms: string[]) =>
        terms.filter((t) => this.subjectWords.has(t) || jointOf([t]));
      const namedBefore = [...history].reverse()
        .filter((item) => item.role === "user" && item.content.trim() !== question.trim())
        .map((item) => this.terms(item.content))
        .find((terms) => namesASubject(terms).some((t) => !jointOf([t]))) ?? askedBefore;
      const subjectsBefore = namesASubject(namedBefore);
      // (what it finds must hold every subject the question names of its own: "can it be redone"
      // is the revision, not how long a knee lasts)
      const ownNamed = asked.filter((t) => this.subjectWords.has(t) && !jointOf([t]));
      const holdsOwn = (found: Retrieval) => {
        const indexed = this.topSection(found);
        return !!indexed && ownNamed.every((t) => indexed.subjects.has(t));
      };
      // (not for "that one", which the subject alone loses: "the gel one, hyaluronic? → and that
      // one, how long does it work")
      if (
        subjectsBefore.length > 0 && !this.speaksTo(read, asked) &&
        !(this.speaksTo(found, asked) && !found.passages[0].byQuestions) &&
        !(THAT_ONE.test(question) && found.passages.length > 0)
      ) {
        const carried = this.retrieveOnce(`${subjectsBefore.join(" ")}\n${question}`, []);
        // (on the joint named before: "my dad's hip replacement is wearing out → is that a bigger
        // op" is not the knee's revision)
        const joint = jointOf(namedBefore);
        const carriedJoint = carried.passages[0] &&
          jointOf(this.terms(carried.passages[0].section.title));
        if (
          carried.passages.length > 0 && !carried.passages[0].byQuestions &&
          this.speaksTo(carried, asked) && this.aboutAny(carried, namedBefore) &&
          holdsOwn(carried) &&
          !(joint && carriedJoint && carriedJoint !== joint)
        ) return carried;
      }
      // "keyhole surgery for a torn cartilage → how soon can I drive after that": read alone, with
      // the subject carried, it found the site's own words on what is asked now (driving); read
      // together, nothing in the site's words, only a passage resembling patients' questions, or
      // one that says nothing of it ("a cortisone jab in the knee → how many can I have?"), unless
      // the question before only named what is asked about and the one read alone lost it
      // ("what about the gel ones, hyaluronic? → how long do they work for")
      if (
        this.speaksTo(found, asked) && !found.passages[0].byQuestions &&
        (read.passages[0]?.byQuestions ||
          (!this.speaksTo(read, asked) &&
            (!FRAGMENT.test(before!.content) || this.holdsAll(found, askedBefore)))) &&
        (this.aboutAny(found, askedBefore) || this.aboutAny(found, namedBefore))
      ) return found;
      // (what is asked named in the title of the passage read alone, and not of the one read
      // together: "does she need surgery for her torn acl → if she does have it how long til she
      // can play netball again" is "When can I go back to sport?", not "Do I need surgery?")
      const ownAspects = asked.filter((t) =>
        !this.subjectWords.has(t) && !jointOf([t]) && !NOT_AN_ASPECT.has(t)
      );
      const titled = (r: Retrieval) => {
        const top = this.topSection(r);
        return !!top && ownAspects.length > 0 && ownAspects.every((t) => top.titleTerms.has(t));
      };
      if (
        titled(found) && !titled(read) && !found.passages[0].byQuestions &&
        (this.aboutAny(found, askedBefore) || this.aboutAny(found, namedBefore))
      ) return found;
      // (how long, asked of what the passage read alone gives a time for and the one read together
      // does not: "…what operation stops it → how long will he be on crutches after that?" is
      // "Walk with crutches for 1-2 weeks", not "Practise using crutches" before it)
      if (
        asksForADuration.test(question) && givesADuration(found) && !givesADuration(read) &&
        this.speaksTo(found, asked) &&
        (this.aboutAny(found, askedBefore) || this.aboutAny(found, namedBefore))
      ) return found;
      if (
        read.passages.length > 0 &&
        (this.aboutAll(read, askedBefore) || !this.aboutAll(found, askedBefore))
      ) return read;
    }
    if (found.passages.length > 0) return found;
    // "I work at a desk. After a knee arthroscopy how many days off should I book? I'd rather
    // overestimate": the sentence that asks, with the rest read as what it follows
    const asking = askingSentence(question);
    if (asking) {
      const context = { role: "user" as const, content: asking.rest };
      const read = this.retrieveOnce(asking.sentence, [...history, context]);
      if (read.passages.length > 0) return { ...read, askingSentence: asking };
    }
    // ("my GP offered a steroid injection in the hip, how long would it work for": the clause that
    // asks, read with the rest as its story)
    const pointing = askingSentence(question, true);
    if (pointing) {
      const told = this.retrieveOnce(`${pointing.rest}\n${pointing.sentence}`, history, true);
      if (told.passages.length > 0) return told;
    }
    if (!before || pointsBackOnly) return found;
    const read = together();
    return read.passages.length > 0 ? read : found;
  }

  private conditions?: Set<string>;
  /** The subjects of the conditions' pages ("arthritis"), which every joint can have. */
  private conditionWords(): Set<string> {
    this.conditions ??= new Set(
      this.sections.filter((s) => s.path.startsWith("/Conditions/")).flatMap((
        s,
      ) => [...s.subjects]),
    );
    return this.conditions;
  }

  /** The subjects named in the titles of the passages an earlier answer quoted. */
  private subjectsTitled(answer: string): string[] {
    const titles = quotedLinks(answer).map((link) => link.title.split(" — ").slice(1).join(" "));
    return [
      ...new Set(
        titles.flatMap((title) => analyse(title)).filter((t) =>
          this.subjectWords.has(t) && !jointOf([t]) && !ASPECT_SUBJECTS.has(t) &&
          !NOT_AN_ASPECT.has(t)
        ),
      ),
    ];
  }

  /** The indexed section of the best passage found, if any. */
  private topSection(found: Retrieval): IndexedSection | undefined {
    return this.indexedOf(found.passages[0]);
  }

  /** The indexed section a passage quotes. */
  private indexedOf(passage: Passage | undefined): IndexedSection | undefined {
    return passage && this.sections.find((s) => s.section === passage.section);
  }

  /** Whether the best passage found holds any of the question's own words beyond its subject. */
  private speaksTo(found: Retrieval, asked: string[]): boolean {
    const indexed = this.topSection(found);
    // (a subject's word on another subject's page is what is asked of that one: "injections"
    // after a kneecap operation are its blood-thinning injections)
    const own = asked.filter((t) =>
      !jointOf([t]) && (!this.subjectWords.has(t) || (!!indexed && !indexed.subjects.has(t)))
    );
    return !!indexed && own.some((t) => this.holds(indexed, t));
  }

  /** Whether the best passage found holds every word of the question before that the site uses. */
  private holdsAll(found: Retrieval, askedBefore: string[]): boolean {
    const indexed = this.topSection(found);
    return !!indexed &&
      askedBefore.every((t) => jointOf([t]) || !this.frequency.has(t) || this.holds(indexed, t));
  }

  /** Whether the best passage found is on a page about a subject the question before named. */
  private aboutAny(found: Retrieval, askedBefore: string[]): boolean {
    const indexed = this.topSection(found);
    return !!indexed &&
      askedBefore.some((t) => this.subjectWords.has(t) && indexed.subjects.has(t));
  }

  /** Whether the best passage found is on a page about every subject the question before named. */
  private aboutAll(found: Retrieval, askedBefore: string[]): boolean {
    const indexed = this.topSection(found);
    const named = askedBefore.filter((t) => this.subjectWords.has(t));
    return !!indexed && named.length > 0 && named.every((t) => indexed.subjects.has(t));
  }

  /**
   * A question comparing two subjects, each read alone as "what is…": the passage that says what
   * each is, one from each page. A side that names nothing of its own borrows the other's words
   * ("a partial and a total knee replacement": a partial knee replacement). Undefined when either
   * side names no procedure or condition, both lead to one page, or the passage found for the
   * question as asked already speaks of both ("Partial or Total?").
   */
  private comparison(question: string, read: Retrieval): Retrieval | undefined {
    const compared = comparison(question);
    if (!compared) return undefined;
    const names = (side: string) => this.terms(side).some((t) => this.subjectWords.has(t));
    let [a, b] = compared.sides;
    const [top] = read.passages;
    if (top) {
      const said = new Set(this.terms(`${top.section.title}\n${top.bestSentences.join("\n")}`));
      const own = (side: string, other: string) =>
        this.terms(side).filter((t) => this.subjectWords.has(t) && !this.terms(other).includes(t));
      const speaksOf = (side: string, other: string) => own(side, other).some((t) => said.has(t));
      // (not a list of everything, as an index of procedures is)
      const subjectsSaid = [...said].filter((t) => this.subjectWords.has(t)).length;
      if (speaksOf(a, b) && speaksOf(b, a) && subjectsSaid <= 4) return undefined;
    }
    // what is asked of both ("uni knee vs total knee, which one lasts longer?"), else what each is
    const asked = this.terms(compared.rest).filter((t) =>
      !this.subjectWords.has(t) && !jointOf([t]) && !NOT_AN_ASPECT.has(t) &&
      !COMPARING_TERMS.has(t)
    );
    const borrowed = (side: string, other: string) => {
      const words = other.split(" ");
      return words.length > 1 ? `${side} ${words.slice(1).join(" ")}` : side;
    };
    if (!names(a)) a = borrowed(a, b);
    if (!names(b)) b = borrowed(b, a);
    if (!names(a) || !names(b)) return undefined;
    const passages: Passage[] = [];
    for (const side of [a, b]) {
      const [best] = this.retrieveOnce(
        asked.length > 0 ? `${compared.rest} ${side}` : `what is ${side}`,
        [],
      ).passages;
      if (!best || passages.some((p) => p.page === best.page)) return undefined;
      passages.push(best);
    }
    return { terms: this.terms(question), passages, unknownToSite: false, comparing: true };
  }

  private retrieveOnce(question: string, history: HistoryItem[], storyBefore = false): Retrieval {
    let terms = this.terms(question);
    // ("what's the procedure… called?": "called" says that a name is asked, not a phone call)
    if (ASKS_WHICH_ONE.test(question) && !/\b(?:call|calls|ring|phone)\b/i.test(question)) {
      terms = terms.filter((t) => t !== "call");
    }
    const unknownToSite = this.frequency.size > 0 && terms.length > 0 &&
      terms.every((t) => !this.frequency.has(t));
    if (this.sections.length === 0) return { terms, passages: [], unknownToSite };

    const describing = new Set(terms.flatMap((t) => DESCRIPTIVE_PHRASES.get(t) ?? []));
    let subjects = terms.filter((t) => this.subjectWords.has(t) && !describing.has(t));
    // ("what does it feel like when you tear your acl": what happened to the part named, not the
    // cartilage tear's page)
    // (kept where one page is about both: a torn meniscus is the cartilage tear's)
    subjects = this.partsHurt(subjects);
    // ("is an osteotomy an option instead of a new knee": the osteotomy is asked about, the knee
    // replacement is only what it would be instead of)
    const insteadOf = INSTEAD_OF.exec(question);
    if (insteadOf && subjects.length > 1) {
      // (what both name stays: "a partial knee instead of a full one" is still a replacement)
      const named = this.terms(question.slice(0, insteadOf.index));
      const replaced = this.terms(insteadOf[1]).filter((t) =>
        subjects.includes(t) && !named.includes(t)
      );
      const asked = subjects.filter((t) => !replaced.includes(t));
      if (asked.length > 0 && replaced.length > 0) {
        subjects = asked;
        terms = terms.filter((t) => !replaced.includes(t));
      }
    }
    let joint = jointOf(terms);
    let context: string[] = [];
    let previousPages: string[] = [];
    // (by title and address: the blocks of one section share its address)
    let previousSections: Array<{ title: string; url: string }> = [];
    const earlier = [...history].reverse();
    // the subject is the one named last: in "a new knee → how long in hospital → and back to
    // work?" it is two questions back
    const earlierQuestions = earlier.filter((item) =>
      item.role === "user" && item.content.trim() !== question.trim()
    );
    const previousQuestion = earlierQuestions.find((item) => {
      const named = this.terms(item.content);
      return named.some((t) => this.subjectWords.has(t)) || jointOf(named) !== undefined;
    }) ?? earlierQuestions[0];
    const previousAnswer = earlier.find((item) => item.role === "assistant");
    // "…and when do I start physio?" after an operation asks about that operation's physio
    // (but "what about the gel injection instead?" after a steroid one is about injections)
    if (
      previousQuestion && subjects.length > 0 && subjects.every((t) => ASPECT_SUBJECTS.has(t)) &&
      !this.terms(previousQuestion.content).some((t) => subjects.includes(t))
    ) {
      subjects = [];
    }
    // (nor does how a part was hurt, after a question that named the part: "does he do ACL
    // reconstructions → my lad tore his playing football, when can he play again?")
    if (
      previousQuestion && subjects.length > 0 && subjects.every((t) => HOW_HURT.has(t)) &&
      this.terms(previousQuestion.content).some((t) =>
        this.subjectWords.has(t) && !HOW_HURT.has(t) && !jointOf([t]) && !ASPECT_SUBJECTS.has(t)
      )
    ) {
      subjects = [];
    }
    // A follow-up names no procedure of its own, or points back at it ("will it help…?").
    const pointsBack = POINTS_AT_THE_SUBJECT.test(question);
    // ("the keyhole one" after a knee replacement names a subject of its own: not a follow-up of it)
    const previousNamed = previousQuestion ? this.terms(previousQuestion.content) : [];
    // (nor does one that asks what an operation it describes is called: "I had a knee replacement
    // and it's stiff → what's the procedure where they bend it under anaesthetic called?")
    const newSubject = (ANOTHER_ONE.test(question) || ASKS_WHICH_ONE.test(question)) &&
      subjects.some((t) => !previousNamed.includes(t));
    // ("tell me about hip resurfacing → is it better than a normal hip replacement?": what "it" is
    // compared with is named, what it is was named before)
    const comparedWithIt =
      /\b(?:is|are|was|would|will|does|do) (?:it|that|this|they|that one|this one) (?:\w+ )?(?:better|worse|safer|riskier|quicker|slower|longer|shorter|easier|harder|bigger|smaller|more \w+|less \w+) than\b/i
        .test(question);
    // ("my daughter is 14 and has knee pain → does he see kids her age?" asks who the surgeon sees,
    // not about the knee pain)
    const whomHeSees = ASKS_WHOM_HE_SEES.test(question) && !POINTS_AT_THE_QUESTION.test(question);
    const followUp = !!previousQuestion && !whomHeSees &&
      (subjects.length === 0 || (pointsBack && !joint && !newSubject) ||
        (comparedWithIt && !this.terms(previousQuestion.content).every((t) => terms.includes(t))));
    // "whats their number?" names nothing of its own; "how long does the partial one last?" does
    // (and so does a bare "phone number?" or "email?" after the NHS clinics' address)
    const bare = !!previousQuestion && ONLY_A_DETAIL.test(question);
    const pointsBackAlone = (pointsBack || bare) && subjects.length === 0 && !joint;
    // "and for a knee replacement?" asks the question before about another subject
    const askedBefore = earlierQuestions[0] ? this.terms(earlierQuestions[0].content) : [];
    const ownAspects = aspectsOf(terms, subjects);
    // ("whats the op called?" asks which operation, not the question before again)
    const fragment = !ASKS_WHICH_ONE.test(question) &&
      (FRAGMENT.test(question) || terms.length <= 3);
    // ("same question for a hip" after "how soon can you walk…" still asks how soon)
    // (of something it names: "is it better tho?" alone asks what it says)
    let asking = question;
    // (and a bare condition that names another subject: "what's recovery like after keyhole
    // surgery → and if they stitch the meniscus rather than trim it?" asks the recovery of that)
    const condition = CONDITION_ADDED.exec(question);
    const bareCondition = !!condition &&
      !ASKS_OF_ITS_OWN.test(question.slice(condition[0].length)) &&
      !ASKS_AFTER_THE_CONDITION.test(question.slice(condition[0].length));
    const again = subjects.length > 0 || joint
      ? SAME_QUESTION.exec(question) ?? (bareCondition && subjects.length > 0 ? condition : null)
      : null;
    const describingTheSubject: string[] = [];
    // ("and the thigh bone one?" after how long a shin bone osteotomy takes to heal: its words say
    // which one, not what is asked)
    const picksAnother = PICKS_ANOTHER_ONE.test(question);
    // ("and the other one, the thigh bone version?": "other" says that it is another, not what)
    if (picksAnother) {
      terms = terms.filter((t) => t !== "other");
      question = question.replace(/\bthe other (?:type|kind|sort|option|one|version),?\s+/i, "");
    }
    // ("tell me about hyaluronic acid injections for the knee → what about in the hip, how long
    // does it last there?": the same treatment in the other joint)
    const inTheOtherJoint = !!joint && subjects.length === 0 && JOINT_SWITCH.test(question) &&
      jointOf(askedBefore) !== undefined && jointOf(askedBefore) !== joint;
    // ("whats the number to book privately → and for nhs patients?": the question before, of the
    // other way of being seen)
    const pathwayAsked = pathwayOf(question);
    const inTheOtherPathway = !!pathwayAsked && subjects.length === 0 &&
      PATHWAY_SWITCH.test(question) && question.trim().split(/\s+/).length <= 9 &&
      earlierQuestions.map((item) => pathwayOf(item.content)).find(Boolean) === other(pathwayAsked);
    if (
      askedBefore.length > 0 &&
      ((ownAspects.length === 0 && fragment) || again || picksAnother || inTheOtherJoint ||
        inTheOtherPathway)
    ) {
      asking = `${earlierQuestions[0].content}\n${question}`;
      const carried = askedBefore.filter((t) =>
        // (a subject the other joint's pages are about too: "arthritis in her knee, what can help
        // without surgery → and her hip?" is arthritis of the hip)
        (!this.subjectWords.has(t) ||
          (inTheOtherJoint && this.conditionWords().has(t) &&
            this.sections.some((s) => s.joint === joint && this.holds(s, t)))) &&
        !jointOf([t]) && !NOT_AN_ASPECT.has(t) && !terms.includes(t) &&
        // (of the other joint, only what its pages speak of: "sory my english… the infection → and
        // for the hip it is same risk?" carries the infection, not the apology)
        (!inTheOtherJoint || this.sections.some((s) => s.joint === joint && this.holds(s, t))) &&
        // (nor what the question names instead: "…a steroid injection → and hyaluronic?")
        !terms.some((named) => !jointOf([named]) && this.alternatives.get(named)?.has(t))
      );
      // ("same", "other", "higher" only say that it is asked again, when there is something to
      // ask again: "what's hip resurfacing? → is it better than the normal replacement?" asks
      // what it says)
      if (again && carried.length > 0) {
        const saying = this.terms(again[0]);
        terms = terms.filter((t) => !NOT_AN_ASPECT.has(t) && !saying.includes(t));
        // (what a bare condition says of its subject tells which one, it is not what is asked:
        // "…rather than trim it" is the repair's, the recovery is asked)
        if (again === condition) {
          describingTheSubject.push(...terms.filter((t) => !subjects.includes(t) && !jointOf([t])));
        }
      }
      terms = [...terms, ...carried];
    }
    // ("is hyaluronic acid one of the options → how long does that one last": what the question
    // before named and the answer's title repeats)
    // (not when the question before named an operation or condition, which "that one" is, and is
    // carried as the subject: "how long do partial knee replacements last → how long does the
    // operation take for that one" asks nothing of how long it lasts)
    if (
      previousAnswer && earlierQuestions[0] && THAT_ONE.test(question) && subjects.length === 0 &&
      !askedBefore.some((t) => this.subjectWords.has(t) && !ASPECT_SUBJECTS.has(t))
    ) {
      const titled = new Set(
        quotedLinks(previousAnswer.content).flatMap((link) =>
          analyse(link.title.split(" — ").slice(1).join(" "))
        ),
      );
      terms = [
        ...terms,
        ...askedBefore.filter((t) =>
          titled.has(t) && !this.subjectWords.has(t) && !jointOf([t]) && !NOT_AN_ASPECT.has(t) &&
          !terms.includes(t)
        ),
      ];
    }
    const pathwayStory: string[] = [];
    // the alternative a follow-up names ("…a steroid injection in the knee → and hyaluronic in the
    // hip?"): the passage quoted names it, not only what is carried from before
    let namedNow: string | undefined;
    if (previousQuestion && followUp) {
      const askedBefore = this.terms(previousQuestion.content);
      namedNow = terms.find((t) =>
        !askedBefore.includes(t) && !jointOf([t]) &&
        askedBefore.some((before) => this.alternatives.get(t)?.has(before))
      );
      const previousTerms = this.subjectTerms(previousQuestion, earlierQuestions);
      const previousSubjects = previousTerms.filter((t) => this.subjectWords.has(t));
      joint ??= jointOf(previousTerms);
      context = previousTerms.filter((t) =>
        !terms.includes(t) && (previousSubjects.includes(t) || jointOf([t]))
      );
      // "what's the op called? → how long on crutches after it": the one the answer named
      if (previousAnswer && ASKS_WHICH_ONE.test(earlierQuestions[0].content)) {
        const named = this.subjectsTitled(previousAnswer.content)
          .filter((t) => !previousSubjects.includes(t));
        previousSubjects.push(...named);
        context.push(...named.filter((t) => !terms.includes(t)));
      }
      // ("I'm insured with AXA → ok so what do I do first to get seen?": seen that way)
      if (
        subjects.length === 0 && previousSubjects.length === 0 && !pathwayOf(question) &&
        pathwayOf(previousQuestion.content)
      ) {
        const story = this.terms(previousQuestion.content).filter((t) =>
          !terms.includes(t) && !context.includes(t) && !NOT_AN_ASPECT.has(t)
        );
        context.push(...story);
        // (and weigh as the story it is: "i have private insurance → do i need a gp letter too"
        // asks of the insured, not of those paying for themselves)
        pathwayStory.push(...story.filter((t) => pathwayOf(t) !== undefined));
      }
      // (what happened to the part named before: "my son tore his acl → does he need the op?" is
      // the ACL's, not the cartilage tear's)
      subjects = this.partsHurt([...new Set([...subjects, ...previousSubjects])], {
        named: true,
      });
      if (previousAnswer && subjects.length === previousSubjects.length) {
        previousPages = linkedPaths(previousAnswer.content);
        previousSections = quotedLinks(previousAnswer.content);
      }
      // "who is it for?" says nothing the site can search on but the subject it points back to
      if (terms.length === 0) terms = context;
    }
    if (terms.length === 0) return { terms, passages: [], unknownToSite };

    // "surgery" in "ACL surgery" says little: such words weigh less
    // the words of the writer's story weigh less than those of the sentence that asks ("I smashed
    // my knee on the dashboard… they say it's my PCL. Do I definitely need surgery?": the
    // dashboard is how it happened, not what is asked), except the subject it names
    // (of several sentences: in one, "i'm a builder, how long off work…" asks about the job)
    const severalSentences = !question.includes("\n") &&
      question.trim().split(/(?<=[.?!])\s+/).length > 1;
    // (nor when the sentence that asks points back at the story: "I've got gout. Does that make
    // arthritis in my knee more likely?")
    // (or of one sentence, a clause that asks after a comma: "i had an operation on my kneecap…,
    // when do the stitches come out")
    const askedInOne = question.includes("\n") ? undefined : askingSentence(question);
    const askingPart = askedInOne &&
        (severalSentences || QUESTION_OPENING.test(askedInOne.sentence))
      ? askedInOne
      : undefined;
    const pointsAtTheStory = !!askingPart &&
      /\b(?:that|this|those|these)\b/i.test(askingPart.sentence);
    // (and read with the message before, when what is asked now names no subject of its own,
    // that message is the story: "gp says try physio first → how long till it starts helping"
    // asks how soon physio helps, not about trying; but "…back to a desk job after a knee scope?
    // → and if it's the ligament op?" asks the same again of another operation)
    const lastLine = question.slice(question.lastIndexOf("\n") + 1);
    const readWithTheOneBefore = storyBefore && question.includes("\n") &&
      !this.terms(lastLine).some((t) => this.subjectWords.has(t) || jointOf([t]));
    const askedLast = readWithTheOneBefore ? this.terms(lastLine) : [];
    const askedNow = askingPart && !pointsAtTheStory
      ? new Set(this.terms(askingPart.sentence))
      : askedLast.length > 0
      ? new Set(askedLast)
      : undefined;
    const told = (t: string) =>
      askedNow !== undefined && !askedNow.has(t) && !this.subjectWords.has(t) && !jointOf([t]) &&
      // (nor whether they are NHS or private patients: "we're nhs patients, do we have to sort
      // out our own physio?")
      pathwayOf(t) === undefined;
    if (pathwayStory.length > 0 && terms.length > 0) terms = [...terms, ...pathwayStory];
    // "what's her name?" after a passage that gives a role and the person in it asks for that
    // person: the role's words ("NHS Secretary: Priya Shah")
    // (or a role the passage names without the person: "the NHS secretary can help on…")
    // (a role the question names itself: "→ and for the NHS side, what is the secretary called?")
    const roleNamed = [...this.roles].find(([role]) =>
      role.split(" ").every((word) => wordsPattern(word).test(question.toLowerCase()))
    )?.[1];
    // (or a role named with its name asked, in a question of its own: "what's the name of the nhs
    // secretary for his clinic at arden valley", not the clinic's address)
    const roleAsked = (followUp || (!!roleNamed && ASKS_A_NAME.test(question))) &&
        (ASKS_A_NAME.test(question) || ASKS_HOW_TO_REACH.test(question))
      ? roleNamed ?? previousSections.map((link) => {
        const quoted = this.sections.find((s) => s.section.title === link.title);
        if (!quoted) return undefined;
        if (NAMED_BY_ROLE.test(quoted.section.text)) return link.title.split(/: | — /).pop();
        // (the passage that names the role's person: "Practice team: NHS Secretary"; a passage
        // that names whom to call already answers: "Then call Helen Marsh, our practice manager")
        // (only for a name asked: "how do I get hold of her?" is answered by the passage's own
        // number)
        // (a name asked of a passage that names whom to call is that person's role: "how do i book
        // privately → whats the name of the person i call?" is Helen Marsh, the practice manager)
        const toCall = PERSON_TO_CALL.exec(quoted.section.text)?.[0];
        if (toCall) {
          const name = toCall.split(" ").slice(-2).join(" ").toLowerCase();
          return this.people.get(name);
        }
        if (!ASKS_A_NAME.test(question)) return undefined;
        // (the first named, as it reads)
        const text = quoted.section.text.toLowerCase();
        return [...this.roles]
          .map(([role, heading]) => ({ at: text.search(wordsPattern(role)), heading }))
          .filter(({ at }) => at >= 0)
          .sort((a, b) => a.at - b.at)[0]?.heading;
      }).find(Boolean)
      : undefined;
    if (roleAsked) {
      // (a role the question names itself, whose name is asked, is asked by the role's own words:
      // "who is the nhs secretary for his clinic at arden valley" is her block, not the clinic's
      // address, nor the practice team's list of them all)
      terms = !followUp && roleAsked === roleNamed ? analyse(roleAsked.split(": ").pop()!) : [
        ...new Set([...terms.filter((t) => !ASKING_FOR_SOMEONE.has(t)), ...analyse(roleAsked)]),
      ];
      // (the person is named under the role's own heading, not on the page just quoted: "how do i
      // see him on the nhs → whats the name of the secretary there?")
      previousPages = [];
      previousSections = [];
    }
    const weights = new Map(
      [...terms, ...context].map((t) => [
        t,
        this.weight(t) * (NOT_AN_ASPECT.has(t) ? 0.3 : 1) *
        (t === "surgeryneeded" ? SURGERY_NEEDED_WEIGHT : 1) *
        (told(t) || describingTheSubject.includes(t)
          ? (askingPart && !severalSentences ? CLAUSE_STORY_WEIGHT : STORY_WEIGHT)
          : pathwayStory.includes(t)
          ? PATHWAY_STORY_WEIGHT
          : 1),
      ]),
    );
    const total = terms.reduce((sum, t) => sum + weights.get(t)!, 0);
    // (the section just quoted, and a little more the very block of it when the question points
    // at what was said: "and do we need a GP letter for that?" after the self-pay block, but not
    // "what about the other type?" after one osteotomy's healing time)
    const pointedAt = (section: KnowledgeSection) => {
      const links = previousSections.filter((link) => link.url === section.url);
      if (links.length === 0) return 0;
      const title = section.title.replace(/[[\]]/g, "");
      // ("that" points at what was said, "it" most often at the operation: "…if he has it, when
      // can he play again?" asks another thing of it)
      // (as does a bare word or two: "email address?" after the theatre coordinator's block)
      const atWhatWasSaid =
        (/\b(?:that|this)\b/i.test(question) || question.trim().split(/\s+/).length <= 3) &&
        !ANOTHER_ONE.test(question) && !/\bother\b/i.test(question);
      return 2 + (atWhatWasSaid && links.some((l) => l.title === title) ? 1 : 0);
    };
    const questionPairs = pairsOf(
      analyse(this.spelled(question), "question").map((t) => this.corrected(t)),
    );
    const questionWords = new Set(plainWords(expandShorthand(question)));
    // a page the question names as a page ("what's on the useful links page?")
    const spelled = ` ${plainWords(question).join(" ")} `;
    const namedPage = this.sections.find((s) =>
      spelled.includes(` ${plainWords(s.page).join(" ")} page `)
    )?.page;
    const figure = asksForAClockTime.test(expandShorthand(asking))
      ? clockTime
      : asksForADuration.test(asking)
      ? duration
      : asksForAFigure.test(asking)
      ? /\d/
      : asksForANumber.test(question)
      ? telephoneNumber
      : undefined;
    const yesOrNo = asksYesOrNo.test(question.trim());
    const listing = asksForAList.test(question);
    // a choice between two things named ("…decide between a partial and a full knee → which one
    // lasts longer?")
    const comparing = subjects.length >= 2 && COMPARING.test(question);
    // the thing a "which…?" or "what…?" asks for ("which part of the knee wears first?"): the
    // line that names it answers
    const focusWord = /\b(?:which|what) (?:one of the |of the )?([a-z]+)/.exec(
      expandShorthand(question),
    )
      ?.[1];
    const focus = (focusWord ? analyse(focusWord, "question")[0] : undefined) ?? namedNow;

    // A named joint or procedure: only pages about it (those naming most of it), or general pages.
    // "my mum's hip… → how long should she give the physio?" stays with the hip: a question that
    // names no joint is not answered from the other joint's pages
    const conversationJoint = joint ??
      earlierQuestions.map((item) => jointOf(this.terms(item.content))).find(Boolean);
    // …and one seen on the NHS is not answered from the private patients' sections ("had her knee
    // replaced on the NHS → she's lost the letter with her clinic date, who should she call?")
    const pathway = [question, ...earlierQuestions.map((item) => item.content)]
      .map(pathwayOf).find(Boolean);
    let candidates = this.sections.filter((s) =>
      !(conversationJoint && s.joint && s.joint !== conversationJoint) &&
      !(pathway && pathwayOf(s.section.title.split(" — ").slice(1).join(" ")) === other(pathway))
    );
    const covering = (s: IndexedSection) => this.coverage(s, terms, weights, total) >= MIN_COVERAGE;
    if (subjects.length > 0) {
      // by the page's own name: a section title naming more of the subject ("Knee Arthroscopy —
      // Torn cartilage", "Partial Knee Replacement — Partial or Total?") neither shuts out the
      // rest of its page nor lets in another operation's page; the pages naming most of it, or,
      // if none of them speaks to the question, the next most
      // ("keyhole for a torn cartilage → when can I drive?": the condition's page does not say,
      // the operation's does)
      const byPage = new Map<string, number>();
      for (const s of candidates) {
        byPage.set(s.path, subjects.filter((t) => s.subjects.has(t)).length);
      }
      const levels = [...new Set(byPage.values())].filter((n) => n > 0).sort((a, b) => b - a);
      // (a general page's section titled with another operation is about that one: "which one
      // heals quicker?" after an HTO and a DFO is not the robotic knee's "quicker recovery")
      const general = (s: IndexedSection) => {
        if (s.subjects.size > 0) return false;
        // (an injection titled counts, a treatment of its own: "how long will my new hip last" is
        // not the hips' steroid injection's "Relief usually lasts 1-3 months")
        const titled = [...s.titleTerms].filter((t) =>
          this.subjectWords.has(t) && !jointOf([t]) &&
          (!ASPECT_SUBJECTS.has(t) || t === "injection")
        );
        return titled.length === 0 || titled.some((t) =>
          subjects.includes(t) || terms.includes(t)
        ) ||
          (titled.includes("injection") &&
            [...s.titleTerms].some((t) => terms.includes(t) && !jointOf([t])));
      };
      // (below the pages naming most of it, never another of the kind named instead: "what is the
      // recovery after a total knee → and how long does the op take?" is not the partial knee's
      // "1-2 hours", which the total knee's page does not give)
      const anotherOfTheKind = (s: IndexedSection) =>
        [...s.subjects].some((t) =>
          !subjects.includes(t) && subjects.some((named) => this.alternatives.get(named)?.has(t))
        );
      const at = (level: number) =>
        candidates.filter((s) =>
          general(s) ||
          byPage.get(s.path)! >= level && (level === levels[0] || !anotherOfTheKind(s))
        );
      const level = levels.find((n) => at(n).some((s) => s.subjects.size > 0 && covering(s))) ??
        levels[0];
      if (level) candidates = at(level);
    }
    // (a general page quoted before, such as the list of knee operations, does not hold a
    // follow-up about one of them)
    const onPreviousPages = candidates.filter((s) =>
      previousPages.includes(s.path) && (subjects.length === 0 || s.subjects.size > 0)
    );
    // "whats their phone number?" after the physiotherapists near Kenilworth: a follow-up that
    // points back is answered from the pages just quoted if they hold part of what it asks
    let minCoverage = MIN_COVERAGE;
    const partly = (s: IndexedSection) =>
      this.coverage(s, terms, weights, total) >= POINTED_BACK_COVERAGE;
    if (onPreviousPages.some(covering)) candidates = onPreviousPages;
    else if (followUp && pointsBackAlone && onPreviousPages.some(partly)) {
      candidates = onPreviousPages;
      minCoverage = POINTED_BACK_COVERAGE;
    }

    // What is asked about the subject ("infection" in "infection after a knee replacement"):
    // a passage that does not speak to it does not answer, however well it names the subject.
    // (an everyday word the site never uses is no aspect it could speak to: "is it done blind?")
    const aspects = aspectsOf(terms, subjects).filter((t) =>
      this.frequency.has(t) || !isCommonEnglishWord(t)
    );
    const aspectTotal = aspects.reduce((sum, t) => sum + weights.get(t)!, 0);

    // how closely the question (a follow-up with the one it follows) resembles the patients'
    // questions written for each passage
    const resembling = new Map<IndexedSection, number>();
    const searched = followUp && previousQuestion
      ? `${previousQuestion.content}\n${question}`
      : question;
    for (const match of this.questions?.search(this.forQuestions(searched), 12) ?? []) {
      const s = match.section >= 0 ? this.sections[match.section] : undefined;
      // (a passage silent on the word the follow-up adds resembles only what was asked before)
      if (s) {
        resembling.set(
          s,
          namedNow && !this.holds(s, namedNow) ? match.similarity / 2 : match.similarity,
        );
      }
    }
    const passages: Passage[] = [];
    // (the passage just quoted is not the better one asked for: "how long does a steroid injection
    // in the hip last → is there one that lasts longer")
    // (nor one titled with the kind asked about before, where the site names others of its kind)
    // (read alone or with the message before it, as a question that points back is)
    const toldBefore = followUp && previousQuestion
      ? previousQuestion.content
      : question.slice(0, Math.max(0, question.lastIndexOf("\n")));
    const kindBefore = toldBefore && A_BETTER_ONE.test(lastLine)
      ? this.terms(toldBefore).filter((t) =>
        this.alternatives.has(t) && !this.terms(lastLine).includes(t) && !jointOf([t])
      )
      : [];
    for (const s of candidates) {
      if (urgentHelpUnasked(s, question)) continue;
      if (kindBefore.some((t) => s.titleTerms.has(t))) continue;
      const coverage = this.coverage(s, terms, weights, total);
      if (coverage < minCoverage) continue;
      const aspectCoverage = aspectTotal > 0 ? this.coverage(s, aspects, weights, aspectTotal) : 1;
      if (aspectCoverage < Math.min(MIN_ASPECT_COVERAGE, minCoverage)) continue;
      // what the question asks beyond the page's own subject decides among a page's sections
      const beyondPage = terms.filter((t) => !s.headingTerms.has(t));
      const telling = beyondPage.filter((t) => !NOT_AN_ASPECT.has(t));
      const residual = telling.length ? telling : beyondPage;
      const residualTotal = residual.reduce((sum, t) => sum + weights.get(t)!, 0) || 1;
      const quoteTerms = residual.length ? residual : terms;
      const quoteTotal = quoteTerms.reduce((sum, t) => sum + weights.get(t)!, 0) || 1;
      const quoted = this.quote(
        s,
        quoteTerms,
        weights,
        questionPairs,
        figure,
        yesOrNo,
        focus,
        listing,
      );
      if (quoted.lines.length === 0) continue;
      // a section title that names only "surgery" or "treatment" says nothing about the question
      const titleShare = telling.filter((t) =>
        s.titleTerms.has(t)
      ).reduce((sum, t) => sum + weights.get(t)!, 0) /
        residualTotal;
      const pageShare =
        [...s.headingTerms].filter((t) => terms.includes(t) || context.includes(t)).length /
        Math.max(1, s.headingTerms.size);
      const phraseBonus = [...questionPairs].filter((p) => s.pairs.has(p)).length * 0.4;
      const density =
        residual.reduce((sum, t) => sum + Math.min(3, s.counts.get(t) ?? 0) * weights.get(t)!, 0) /
        (residualTotal * Math.sqrt(Math.max(20, s.length) / 20));
      // a question about no operation in particular is best answered by the general pages
      const general = subjects.length === 0 && !joint && s.subjects.size === 0 && !s.joint ? 1 : 0;
      const overview = residual.length === 0 &&
          /^(overview|what is|about)\b/i.test(s.section.title.split(" — ")[1] ?? "")
        ? 1
        : 0;
      // the page about the named procedure beats a page that mentions it in a section title
      const pageAbout = subjects.length
        ? subjects.filter((t) => s.subjects.has(t)).length / subjects.length
        : 0;
      // (a bare list of the site's page names answers what is offered, not what one of them is:
      // "what can I try before surgery" is the non-surgical page's, not the specialties' list)
      const listOnly = s.namesPagesOnly && !ASKS_WHAT_IS_OFFERED.test(question) ? 2 : 0;
      const score = 3 * coverage + 4 * aspectCoverage + 2 * titleShare + 2 * pageShare - listOnly +
        (s.page === namedPage ? 3 : 0) +
        2 * pageAbout + phraseBonus + 0.5 * density +
        Math.min(1.5, quoted.score / quoteTotal) +
        // (a line without a clock time cannot say what time: "from what time until what time?")
        (quoted.figure ? (figure === clockTime ? 3 : 0.8) : 0) +
        2 * titleSimilarity(questionWords, s.titleWords) + overview + general +
        // (for a named operation, only its own pages' questions count: a general page's "what
        // are the risks?" is not the arthroscopy's)
        QUESTION_SCORE_WEIGHT *
          (subjects.length > 0 && s.subjects.size === 0 ? 0 : resembling.get(s) ?? 0) +
        // a follow-up that points back: the passage just quoted
        (pointsBackAlone ? pointedAt(s.section) : 0) +
        // ("my gran has broken her hip, what operations do they do for that": the passage that
        // lists them, not the overview that says most people need one)
        (listing && quoted.lines.some(isAListLine) ? 1 : 0) +
        // "which one gets you back on your feet quicker?" after a partial and a full knee: the
        // passage that speaks of both
        (comparing && subjects.every((t) => this.holds(s, t)) ? 1 : 0);
      passages.push({
        section: s.section,
        page: s.page,
        coverage,
        bestSentences: quoted.lines,
        sentenceScore: quoted.score,
        score,
      });
    }
    passages.sort((a, b) => b.score - a.score);
    // (of two pages that say the same, the treatment or condition page the site's menus lead to,
    // not the procedure list's page that repeats it)
    const repeated = passages.findIndex((p, i) =>
      i > 0 && i < 4 && DECLARED_PAGE.test(pagePath(p.section.url)) &&
      !DECLARED_PAGE.test(pagePath(passages[0].section.url)) && saySame(p, passages[0])
    );
    if (repeated > 0) passages.unshift(...passages.splice(repeated, 1));
    const asked = this.fromQuestions(
      question,
      previousQuestion?.content,
      conversationJoint,
      subjects,
      terms,
      weights,
    );
    const top = passages[0];
    // (never for a passage whose page never uses a word of the question that names the subject of
    // the words' own choice: "stitches out after an MPFL reconstruction" is the stabilisation's,
    // however like the realignment's questions it reads)
    const onPage = (passage: Passage, term: string) => {
      const path = pagePath(passage.section.url);
      return this.sections.some((s) => s.path === path && s.counts.has(term));
    };
    const topSubjects = this.indexedOf(top)?.subjects;
    // (or a close one, where the site's words barely cover the question: "will you tell me the
    // price up front" is the private fees' question, not the ACL's risks, which name "front")
    const overrule = asked && top && !followUp &&
      ((asked.coverage >= QUESTION_TRUSTED_AT && top.coverage < WORDS_TRUSTED_AT) ||
        (asked.coverage >= QUESTION_PREFERRED_AT && top.coverage < WORDS_BARELY_COVER_BELOW)) &&
      asked.section.url !== top.section.url &&
      !subjects.some((t) => topSubjects?.has(t) && !onPage(asked, t));
    if (asked && (!top || overrule)) {
      return { terms, passages: [asked, ...passages], unknownToSite: false };
    }
    return { terms, passages, unknownToSite };
  }

  /**
   * The passage whose patients' questions the question resembles (doc2query), when the site's own
   * words did not find one: a follow-up is read with the question before it.
   */
  private fromQuestions(
    question: string,
    previous: string | undefined,
    joint: Joint | undefined,
    subjects: string[],
    terms: string[],
    weights: Map<string, number>,
  ): Passage | undefined {
    if (!this.questions) return undefined;
    // a question that names an operation is answered only by a passage that speaks of it
    // ("what does a knee replacement cost" is not answered by the orthobiologics' price)
    // (nor a question naming a complication by a passage whose page never speaks of it: "what does
    // a dvt feel like" is not a torn cartilage's symptoms)
    const complications = terms.filter((t) => NAMED_COMPLICATIONS.has(t));
    const aboutAnother = (s: IndexedSection) =>
      (subjects.length > 0 && !subjects.some((t) => s.subjects.has(t) || s.counts.has(t))) ||
      (complications.length > 0 &&
        !complications.some((t) =>
          this.sections.some((o) => o.path === s.path && this.holds(o, t))
        ));
    const fits = (match: QuestionMatch | undefined, floor = QUESTION_MATCH_AT) => {
      if (!match || match.similarity < floor || match.section < 0) return undefined;
      const s = this.sections[match.section];
      // (nor the list of when to call 999 or go to A&E, for a question that asks nothing of
      // urgency: "how long should i use an ice pack on my new knee" resembles "my leg is cold")
      if (s && urgentHelpUnasked(s, question)) return undefined;
      return s && !(joint && s.joint && s.joint !== joint) && !aboutAnother(s)
        ? { match, s }
        : undefined;
    };
    // a question naming an operation whose nearest questions are about another: the nearest
    // among the questions about that operation, if near enough
    const onSubject = () => {
      if (subjects.length === 0 || !joint) return undefined;
      // …that also speaks to what is asked about it ("cost" is not answered by how long it lasts)
      const aspects = aspectsOf(terms, subjects);
      const answers = (s: IndexedSection | undefined) =>
        !!s && subjects.every((t) => s.subjects.has(t)) && !(s.joint && s.joint !== joint) &&
        (aspects.length === 0 || aspects.some((t) => this.holds(s, t)));
      const match = this.questions!.search(this.forQuestions(question), 40).find((m) =>
        m.section >= 0 && m.similarity >= QUESTION_ON_SUBJECT_AT &&
        answers(this.sections[m.section])
      );
      return match && { match, s: this.sections[match.section] };
    };
    // (of patients' questions about as near, the one whose passage's title says more of what is
    // asked: "could a cartilage tear mean I get arthritis later?" is "Can a cartilage tear lead to
    // arthritis?", not the page's overview)
    const nearest = (query: string) => {
      const matches = this.questions!.search(this.forQuestions(query), 6);
      const best = matches[0]?.similarity ?? 0;
      const words = new Set(plainWords(query));
      if (best < QUESTION_MATCH_AT) return undefined;
      const near = matches.filter((m) => m.similarity >= best - QUESTIONS_ABOUT_AS_NEAR)
        .flatMap((m) => fits(m, QUESTION_MATCH_AT - QUESTIONS_ABOUT_AS_NEAR) ?? []);
      // (a comparison keeps the nearest: what each thing is comes after, from its own page)
      if (comparison(query)) return near.find((n) => n.match === matches[0]) ?? near[0];
      return near.sort((a, b) =>
        titleSimilarity(words, b.s.titleWords) - titleSimilarity(words, a.s.titleWords) ||
        b.match.similarity - a.match.similarity
      )[0];
    };
    const found = nearest(question) ??
      (previous ? nearest(`${previous} ${question}`) : undefined) ??
      onSubject();
    if (!found) return undefined;
    const { match, s } = found;
    const quoted = this.quote(
      s,
      terms,
      weights,
      new Set(),
      undefined,
      false,
      undefined,
      asksForAList.test(question),
    );
    const lines = quoted.lines.length
      ? quoted.lines
      : s.section.text.trim().split(/\n+/).map((l) => l.trim()).filter(Boolean).slice(0, 2);
    return {
      section: s.section,
      page: s.page,
      coverage: match.similarity,
      bestSentences: lines,
      sentenceScore: quoted.score,
      score: match.similarity,
      byQuestions: true,
    };
  }

  /** The terms and term pairs of a piece of the site's text, read once. */
  private read(text: string): { found: Set<string>; pairs: Set<string> } {
    let reading = this.readings.get(text);
    if (!reading) {
      const terms = analyse(text);
      reading = { found: new Set(terms), pairs: pairsOf(terms) };
      this.readings.set(text, reading);
    }
    return reading;
  }

  private coverage(
    s: IndexedSection,
    terms: string[],
    weights: Map<string, number>,
    total: number,
  ): number {
    const covered = terms.filter((t) => this.holds(s, t)).reduce(
      (sum, t) => sum + weights.get(t)!,
      0,
    );
    return total > 0 ? covered / total : 0;
  }

  /**
   * What to quote from a section: all of it when it is short (a whole FAQ answer keeps its
   * verdict and its subject), otherwise the line that best answers, with the lead-in of a list.
   */
  private quote(
    s: IndexedSection,
    terms: string[],
    weights: Map<string, number>,
    questionPairs: Set<string>,
    figure: RegExp | undefined,
    yesOrNo: boolean,
    focus?: string,
    listing = false,
  ): { lines: string[]; score: number; figure: boolean } {
    const text = s.section.text.trim();
    // (the page's own subject, named in most of its lines, says less of which line answers than
    // the words that ask: "do I have to use the MiOp app? my phone is ancient" is the line that
    // says it is a choice, not the one that says MiOp is a phone app)
    const scoreOf = (line: string) => {
      const { found, pairs } = this.read(line);
      const named = terms.filter((t) => found.has(t));
      let score = named.reduce((sum, t) => sum + weights.get(t)!, 0);
      let choice = named.reduce(
        (sum, t) => sum + weights.get(t)! * (s.headingTerms.has(t) ? SUBJECT_IN_LINE : 1),
        0,
      );
      for (const pair of questionPairs) if (pairs.has(pair)) score++, choice++;
      if (focus && score > 0 && found.has(focus)) {
        score += weights.get(focus) ?? 1;
        choice += weights.get(focus) ?? 1;
      }
      const hasFigure = !!figure?.test(line);
      const bonus = hasFigure && score > 0 ? 1 : 0;
      return { score: score + bonus, choice: choice + bonus, hasFigure };
    };
    const allLines = text.split(/\n+/).map((l) => l.trim()).filter(Boolean);
    // (a section that only sends the reader elsewhere answers nothing)
    if (allLines.every((line) => CROSS_REFERENCE.test(line))) {
      return { lines: [], score: 0, figure: false };
    }
    if (text.length <= WHOLE_SECTION_CHARS) {
      const { score, hasFigure } = scoreOf(text);
      return {
        lines: text.split(/\n+/).map((l) => l.trim()).filter(Boolean),
        score,
        figure: hasFigure,
      };
    }
    const lines = text.split(/\n+/).map((l) => l.trim()).filter(Boolean);
    // (a line that only sends the reader elsewhere, "Read about total knee replacement to
    // compare", says nothing of its own: it is never the line quoted)
    const scored = lines.map((line, position) =>
      CROSS_REFERENCE.test(line)
        ? { line, position, score: 0, choice: 0, hasFigure: false }
        : { line, position, ...scoreOf(line) }
    );
    const best = [...scored].sort((a, b) => b.choice - a.choice || a.position - b.position)[0];
    if (!best || best.score === 0) {
      // (a section whose own title is what is asked answers with its opening line, whatever its
      // words: "what are the risks of a hip replacement" is the page's "Possible complications")
      const titled = terms.some((t) => s.titleTerms.has(t) && !s.headingTerms.has(t));
      return titled && !CROSS_REFERENCE.test(lines[0])
        ? { lines: [lines[0]], score: 0, figure: false }
        : { lines: [], score: 0, figure: false };
    }
    const chosen = new Set<number>([best.position]);
    if (best.position > 0 && lines[best.position - 1].endsWith(":")) chosen.add(best.position - 1);
    if (best.line.endsWith(":") && best.position + 1 < lines.length) chosen.add(best.position + 1);
    if (yesOrNo && verdict.test(lines[0])) chosen.add(0);
    // (a question about what the site has is answered by the list, whole)
    const list = listing ? scored.find((line) => isAListLine(line.line)) : undefined;
    if (list) chosen.add(list.position);
    let quoted = [...chosen].sort((a, b) => a - b).map((i) => lines[i]);
    if (!list && quoted.join(" ").length > WHOLE_SECTION_CHARS * 1.5) {
      // one very long line: its best sentences, in order
      const parts = sentences(best.line).map((sentence, position) => ({
        sentence,
        position,
        ...scoreOf(sentence),
      }));
      const top = [...parts].sort((a, b) => b.choice - a.choice || a.position - b.position).slice(
        0,
        3,
      )
        .filter((p, i) => i === 0 || p.score > 0);
      quoted = top.sort((a, b) => a.position - b.position).map((p) => p.sentence);
    }
    // (the section is ranked by its best-scoring line, whichever line is quoted)
    const top = Math.max(...scored.map((line) => line.score));
    return { lines: quoted, score: top, figure: best.hasFigure };
  }
}
