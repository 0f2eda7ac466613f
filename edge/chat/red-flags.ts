/**
 * Red flags first: a deterministic check, run on every message before any search or model call,
 * for symptoms that need a doctor now rather than a web page, and for thoughts of self-harm.
 *
 * Two kinds of rule:
 * - "always": chest pain, difficulty breathing, coughing up blood and self-harm are signposted
 *   however they are phrased, even as a general question ("is chest pain a side effect of
 *   anaesthetic?"): missing one could cost a life, a false alarm costs one fixed message.
 * - "personal": the other warning signs (a hot swollen calf, an infected wound, a cold or numb
 *   foot, not being able to bear weight after a fall, sudden severe pain, a dislocated hip,
 *   bleeding that will not stop) trigger when someone describes them — first person, a relative,
 *   or a bare statement ("swollen hot calf after op") — but not when they ask about them in
 *   general ("is a swollen calf a sign of DVT?"), which the site's own pages answer.
 * A sign that is denied ("I have no chest pain") does not trigger, and a "personal" sign asked
 * about in the abstract ("what is my risk of having a DVT?") does not either.
 */
import { phoneLabel, site, surgeonName } from "../../pages/content/site.ts";
import type { ChatAnswer } from "./answer.ts";
import { normalise } from "./analysis.ts";

export type RedFlagKind = "emergency" | "self-harm";

export interface RedFlag {
  kind: RedFlagKind;
  /** which rule matched, for tests (never the message text) */
  rule: string;
}

interface Rule {
  id: string;
  kind: RedFlagKind;
  scope: "always" | "personal";
  /** true when this clause of the message shows the sign */
  matches(clause: string, message: string): boolean;
}

const any = (...patterns: RegExp[]) => (text: string) => patterns.some((p) => p.test(text));
const count = (text: string, patterns: RegExp[]) => patterns.filter((p) => p.test(text)).length;

const painWords = /\b(pain|painful|sore|tender|aching|aches?|hurts?|hurting|throbbing|cramps?)\b/;
const swellingWords = /\b(swollen|swelling|swelled|puffy|bigger|enlarged)\b/;
const heatWords = /\b(hot|warm|burning)\b/;
const rednessWords = /\b(red|redness|reddish|discoloured|discolored)\b/;
const afterAnOperation =
  /\b(op|operation|surgery|replacement|replaced|arthroscopy|reconstruction|osteotomy|procedure|operated|post[- ]?op)\b/;
const afterAFall =
  /\b(fall|fell|fallen|falling|tripped|slipped|injury|injured|accident|twisted|collision|tackled?|popped|gave way|giving way)\b/;
const clot = /(dvt|blood clot|clot|deep vein thrombosis|pulmonary embolism)\b/;

const rules: Rule[] = [
  {
    id: "chest-pain",
    kind: "emergency",
    scope: "always",
    matches: any(
      /\bchest (pains?|tightness|is tight|feels tight|feels heavy|hurts|hurting|pressure|discomfort)\b/,
      /\b(pains?|tightness|pressure|discomfort|heaviness) (in|across|on) (my|the|his|her|their) chest\b/,
      /\btight chest\b/,
    ),
  },
  {
    id: "breathing",
    kind: "emergency",
    scope: "always",
    matches: any(
      /\b(cannot|can hardly|can barely|struggling to|struggle to|hard to|difficult to|difficulty|trouble|problems?) (breathe|breathing|catch (my|his|her|their) breath)\b/,
      /\bshort(ness)? of breath\b/,
      /\bbreathless(ness)?\b/,
      /\bgasping\b/,
      /\bbreathing (is )?(difficult|hard|laboured|labored)\b/,
    ),
  },
  {
    id: "coughing-blood",
    kind: "emergency",
    scope: "always",
    matches: any(/\bcough(ing|ed|s)? (up )?(blood|bloody)\b/, /\bblood when (i|he|she|they) cough/),
  },
  {
    id: "self-harm",
    kind: "self-harm",
    scope: "always",
    matches: any(
      /\bsuicid(e|al)\b/,
      /\bkill(ing)? (myself|himself|herself|themselves)\b/,
      /\bend(ing)? (it all|my life|his life|her life|their life)\b/,
      /\btak(e|ing) (my|his|her|their) own life\b/,
      /\bself[- ]?harm(ing|ed)?\b/,
      /\b(want|wanted|wanting|going|thinking about|thoughts of|urge|urges) to (harm|hurt|cut|kill) (myself|himself|herself|themselves)\b/,
      /\b(harm|harming|hurt|hurting|cut|cutting) (myself|himself|herself|themselves) (on purpose|deliberately)\b/,
      /\b(want|wanted|wanting) to die\b/,
      /\b(wish|wished) (i|he|she) (was|were) dead\b/,
      /\bdon'?t want to (live|be alive|be here anymore|go on|wake up)\b/,
      /\bbetter off dead\b/,
      /\bno (reason|point) (in )?(living|to live|going on)\b/,
      /\boverdose\b/,
    ),
  },
  {
    id: "calf-dvt",
    kind: "emergency",
    scope: "personal",
    matches(clause, message) {
      const signs = count(clause, [painWords, swellingWords, heatWords, rednessWords]);
      if (/\b(calf|calves)\b/.test(clause)) {
        return signs >= 2 || (signs >= 1 && afterAnOperation.test(message));
      }
      return /\b(leg|legs)\b/.test(clause) && signs >= 2;
    },
  },
  {
    id: "clot-suspected",
    kind: "emergency",
    scope: "personal",
    matches: any(
      new RegExp(String.raw`\b(have|has|got|having|developed|developing) (a |an )?` + clot.source),
      new RegExp(
        String.raw`\b(this|it)( is|'s| could be| might be| may be| be)( a| an)? ` + clot.source,
      ),
      new RegExp(
        String
          .raw`\b(think|worried|scared|afraid|sure) (that )?(it'?s|it is|this is|i'?ve|i have|he has|she has) (got )?(a |an )?` +
          clot.source,
      ),
    ),
  },
  {
    id: "wound-infection",
    kind: "emergency",
    scope: "personal",
    matches(clause) {
      if (
        /\b(spreading (redness|red)|redness (is |that is |that's )?spreading|red (area|patch|streaks?) (is )?spreading)\b/
          .test(clause)
      ) return true;
      if (
        !/\b(wound|wounds|scar|incision|cut|stitch|stitches|clips|staples|dressing)\b/.test(clause)
      ) return false;
      const strong =
        /\b(pus|discharge|discharging|oozing|oozes?|weeping|leaking|smelly|smells|bad smell|opened up|split open|gaping|coming apart|spreading)\b/;
      const weak = [rednessWords, heatWords, swellingWords, /\b(angry|inflamed)\b/, painWords];
      return strong.test(clause) || count(clause, weak) >= 2;
    },
  },
  {
    id: "fever",
    kind: "emergency",
    scope: "personal",
    matches: any(
      /\b(fever|feverish|high temperature|a temperature|temperature of|temp of|shivering|shivers|rigors|chills)\b/,
    ),
  },
  {
    id: "cold-numb-foot",
    kind: "emergency",
    scope: "personal",
    matches: any(
      /\b(foot|feet|toes?|leg|legs)( (is|are|has|have|feels?|felt|looks?|went|gone|turned|turning|going|become|becoming|gone|very|really|all|completely|suddenly))* (cold|icy|numb|pale|white|blue|purple|grey|gray|mottled|dead)\b/,
      /\b(cold|icy|numb|pale|white|blue|purple|mottled) (foot|feet|toes?|leg|legs)\b/,
      /\b(numbness|pins and needles|no feeling) in (my|his|her|their|the) (foot|feet|toes?|leg|legs)\b/,
      /\bcannot feel (my|his|her|their) (foot|feet|toes?|leg|legs)\b/,
    ),
  },
  {
    id: "cannot-bear-weight",
    kind: "emergency",
    scope: "personal",
    matches(clause, message) {
      if (/\bcannot (put|bear|take) (any )?weight\b/.test(clause)) return true;
      if (/\bcannot (stand|put (my|his|her|their) (foot|leg) down)\b/.test(clause)) return true;
      return /\bcannot walk\b/.test(clause) && afterAFall.test(message);
    },
  },
  {
    id: "sudden-severe-pain",
    kind: "emergency",
    scope: "personal",
    matches(clause, message) {
      if (/\bsudden(ly)? (\w+ ){0,3}(pain|agony|painful)\b/.test(clause)) return true;
      if (/\bpain\b.{0,30}\bsuddenly\b/.test(clause)) return true;
      return /\b(severe|excruciating|agonising|agonizing|unbearable|extreme) pain\b/.test(clause) &&
        /\b(fall|fell|fallen|tripped|slipped|accident|collision)\b/.test(message);
    },
  },
  {
    id: "hip-dislocated",
    kind: "emergency",
    scope: "personal",
    matches: any(
      /\bhip( replacement)? (has |have |just |has just |may have |might have |think has )*(dislocated|popped out|come out of (its |the )?socket)\b/,
      /\bdislocated (my|his|her|their) hip\b/,
    ),
  },
  {
    id: "heavy-bleeding",
    kind: "emergency",
    scope: "personal",
    matches: any(
      /\bbleeding (heavily|a lot|badly|profusely|won'?t stop|will not stop)\b/,
      /\b(won'?t|will not|doesn'?t|does not) stop bleeding\b/,
      /\bheavy bleeding\b/,
    ),
  },
];

/** Someone describing themselves or someone they know, or a present situation. */
const personal =
  /\b(i|i'm|im|i've|ive|i'd|me|my|myself|we|our|us|he|he's|she|she's|his|her|him|they|their|them|mum|mom|mother|dad|father|husband|wife|partner|son|daughter|baby|grandad|grandma|granny|grandmother|grandfather|friend|this|today|tonight|yesterday|now|currently|still|since|keeps?)\b|\bis it (normal|ok|okay|common|usual|serious) to (have|get|feel|be)\b/;
/** A general question about a sign rather than a description of one. */
const generalQuestion =
  /^(what|what's|whats|how|why|when|where|which|who|is|are|does|do|can|could|should|will|would|may|might|tell me|explain|define|describe|list)\b/;
/**
 * Denied signs, from the denial to the end of its part of the clause: "no chest pain", "my calf
 * is not swollen or hot", "no fever, but …" (what follows "but" still counts).
 */
const denial =
  /\b(no(?! (idea|clue|doubt)\b)|not(?! sure\b)|never|without|denies|deny|free of|haven't|havent|hasn't|hasnt|don't have|dont have|isn't|isnt|aren't|arent)\b.*?(?=\b(but|however|although|though|yet)\b|,|$)/g;
/** Signs asked about in the abstract: "the risk of having a DVT", "how to avoid a clot". */
const abstract =
  /\b(prevent|preventing|prevention|avoid|avoiding|reduce|reducing|risk|risks|chance|chances|odds|likely|likelihood)\b.*?(?=\b(but|however|although|though|yet)\b|,|$)/g;

function cleaned(message: string): string {
  return normalise(message)
    .replace(/\b(can'?t|can not|cannot|couldn'?t|could not|unable to|not able to)\b/g, "cannot")
    .replace(/\s+/g, " ")
    .trim();
}

/** The red flags in a message; empty when there are none. */
export function findRedFlags(message: string): RedFlag[] {
  const text = cleaned(message);
  const clauses = text.split(/[.!?;\n]+/).map((c) => c.trim()).filter(Boolean);
  const describesSomeone = personal.test(text) || !generalQuestion.test(text);
  const found: RedFlag[] = [];
  for (const rule of rules) {
    if (rule.scope === "personal" && !describesSomeone) continue;
    const hit = clauses.some((clause) => {
      if (rule.kind === "self-harm") return rule.matches(clause, text);
      const asserted = clause.replace(denial, " ");
      return rule.matches(
        rule.scope === "personal" ? asserted.replace(abstract, " ") : asserted,
        text,
      );
    });
    if (hit) found.push({ kind: rule.kind, rule: rule.id });
  }
  return found;
}

const hospitals = site.hospitals;

export const EMERGENCY_REPLY = [
  "I'm sorry, I can't help with this here: what you describe may need medical attention quickly.",
  "• If it is an emergency — for example chest pain, difficulty breathing or coughing up blood — call 999 now.",
  "• For urgent advice, call NHS 111 or go to 111.nhs.uk.",
  `• If you have had an operation with ${surgeonName} and are worried about your recovery, call ` +
  `${hospitals.private.name} on ${phoneLabel(hospitals.private.phone)} (private patients) or ` +
  `${hospitals.nhs.name} on ${phoneLabel(hospitals.nhs.phone)} (NHS patients).`,
  "Please don't wait for a reply here.",
].join("\n");

export const SELF_HARM_REPLY = [
  "I'm so sorry you're feeling like this. You don't have to cope with it on your own, and help is there right now.",
  "• If you might act on these thoughts or you are in danger, call 999 or go to A&E.",
  "• You can talk to Samaritans at any time, day or night, free on 116 123.",
  "• For urgent mental health help, call NHS 111 and choose option 2.",
].join("\n");

/** True for one of the fixed answers above (as the widget sends them back in the history). */
export function isRedFlagReply(text: string): boolean {
  return [EMERGENCY_REPLY, SELF_HARM_REPLY].some((reply) => text.includes(reply.split("\n")[0]));
}

/** The fixed answer to a message with red flags. */
export function redFlagAnswer(flags: RedFlag[]): ChatAnswer {
  const parts: string[] = [];
  if (flags.some((f) => f.kind === "self-harm")) parts.push(SELF_HARM_REPLY);
  if (flags.some((f) => f.kind === "emergency")) parts.push(EMERGENCY_REPLY);
  return { reply: parts.join("\n\n"), sources: [] };
}
