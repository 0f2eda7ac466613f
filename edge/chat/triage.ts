/**
 * Triage, run on every message before anything else: the trained model (./understanding/) and
 * the hand-written rules (./red-flags.ts) together, combined as measured on phrasings neither was
 * built from. Leave-one-writer-out over the training data (scripts/chat/policy-experiment.ts):
 * the rules alone found 57.5 % of emergencies with 4.7 % false alarms, the model alone 83 % with
 * 1.5 %, and this combination 89.9 % (the right service 82.7 %) with 3.2 %. On the first two blind
 * sets (docs/clinical-safety/hazard-log.md) every false alarm came from the rules, and the model
 * found more emergencies than they did, so the model leads:
 *
 * - the model's sign is the emergency when it is likely enough (MODEL_EMERGENCY_AT), and names the
 *   service — except that it never lowers a rule's service (999 to A&E, A&E to NHS 111): where
 *   the two disagree, sending someone one level too high was as common on the blind sets as one
 *   level too low, and is the safer mistake;
 * - a rule's emergency stands unless the model is all but sure it is nothing (RULES_STAND_AT,
 *   stricter for a 999 sign: missing one costs more than a false alarm); below that it is read
 *   as a lookalike (answered, with a safety line);
 * - thoughts of suicide or self-harm that the rules find always get the crisis words; the model
 *   puts 999 before them only when all but sure the danger is now.
 */
import {
  type Concepts,
  FEARING,
  MEDICINE_NAMES,
  plainText,
  readConcepts,
  withoutIdioms,
} from "./concepts.ts";
import {
  AFTER_OPERATION,
  AS_USUAL,
  BLEEDING_CONTROLLED,
  BLOOD_IN_URINE,
  BLOOD_THINNER,
  BREATHLESS_ON_EFFORT,
  checkedAndCleared,
  DEALT_WITH,
  DEMENTIA_WORSE,
  DISTRESS_FLAG,
  fearedToCome,
  feverOnlyBefore,
  HAS_GONE,
  HAVE_A_CAR,
  IMPROVING,
  isSelfHarm,
  knownSeizureOver,
  LIGHT_HURTS,
  MEDICINE,
  NO_OPERATION,
  oneExtraDose,
  OPERATION_TO_COME,
  overdoseDanger,
  PERSON_PALE,
  PLAN_DENIED,
  puffedWhenUnfit,
  RASH_NOT_FADING,
  readsAsNotNow,
  type RedFlag,
  SAYS_WELL,
  selfHarmNow,
  SERVICE_URGENCY,
  skinOfTheChest,
  SLIGHTLY_BREATHLESS,
  SOFT_LOOKALIKES,
  STIFF_NECK,
  STRUGGLING_TO_BREATHE,
  TAKING_THEM_IN,
  throatInfection,
  treatedAndBetter,
  type Triage,
  triage as ruleTriage,
  URINE_INFECTION,
  YOUNG_CHILD,
} from "./red-flags.ts";
import { outOfScope } from "./scope.ts";
import { triageConcept } from "./understanding/triage-concepts.ts";
import type { TriageModel } from "./understanding/triage-model.ts";

/** The model's probability of "needs help now" from which its sign is an emergency. */
export const MODEL_EMERGENCY_AT = 0.35;
/** …and below which a rule's emergency is read as a lookalike: lower for a 999 sign. */
export const RULES_STAND_AT = { "999": 0.005, other: 0.05 };
/** The model's certainty of danger to life now, over thoughts of suicide the rules read as such. */
export const MODEL_SURE_OF_DANGER_AT = 0.9;
/** The model all but certain that help is needed now, whichever sign it is. */
const MODEL_ALL_BUT_CERTAIN_AT = 0.999;
/** A household thing broken ("the vase is in bits", "smashed the kitchen window"). */
const BROKEN_THING =
  /\b(?:vase|plate|plates|glass|glasses|mug|cup|cups|bowl|dish|dishes|window|windows|mirror|lamp|ornament|ornaments|bottle|jar|teapot|screen|phone|telly|tv|laptop|chair|table|toilet seat|door|handle|fence|gate|car|bike|washing machine|boiler|dishwasher|kettle|toaster|fridge|printer|controller|remote)\b[^.?!]{0,20}\b(?:in bits|in pieces|smashed|shattered|broken|broke|cracked|everywhere|all over)\b|\b(?:smashed|shattered|broke|broken|cracked|dropped) (?:\w+ ){0,2}(?:vase|plate|glass|mug|cup|bowl|dish|window|mirror|lamp|ornament|bottle|jar|teapot|screen|phone|telly|tv|laptop|chair|table|door|handle|fence|gate|kettle|remote)\b/;

/** The rules' extra dose taken by mistake (./red-flags.ts): never the model's 999 overdose. */
const EXTRA_DOSE_RULES = new Set([
  "extra-dose",
  "paracetamol-extra-dose",
  "two-anti-inflammatories",
  "child-into-medicines",
]);
/** Too much of a medicine taken by someone who seems well: the NHS's A&E, "even if they seem well". */
const OVERDOSE_SEEMING_WELL: RedFlag = {
  rule: "overdose",
  service: "ae",
  concern: "Too much of a medicine taken, even by someone who seems well",
};
/** The spine's bladder signs: water that will not come, or wetting without knowing. */
const SPINE_BLADDER =
  /\b(?:cant|cannot|can not|couldnt|unable to|not able to|havent|hasnt) (?:\w+ )?(?:pee|wee|pass (?:water|urine)|urinate|go to the toilet)\b|\b(?:wet|wetting|wetted) (?:my|him|her|them)sel(?:f|ves)\b|\bincontinen\w*|\b(?:lost|losing|no) control\b|\bcant feel\b/;
/** Meningitis's signs beyond a fever. */
const MENINGITIS_SIGN =
  /\b(?:rash|spots|blotch\w*|glass|stiff|neck|light|photophob\w*|floppy|unresponsive|wont wake|hard to wake|drowsy|sleepy|purple|mottled|fits?|fitting|seizure|confus\w*|headache|cold (?:hands|feet)|blue)\b/;
/** Meningitis' or a stroke's own signs, which pre-eclampsia's do not explain. */
const NOT_PRE_ECLAMPSIA_ALONE =
  /\b(?:rash|spots|blotch\w*|stiff|floppy|unresponsive|wont wake|hard to wake|purple|mottled|fits?|fitting|seizure|slurr\w*|droop\w*|one side)\b/;
/** Rules for things swallowed that need advice today, not A&E, while the person is well. */
const HARMLESS_UNLESS_UNWELL = new Set(["plant-eaten", "mild-product-swallowed"]);
/** …and the signs of harm that make them the model's A&E or 999. */
const SWALLOWED_AND_UNWELL =
  /\b(?:vomit\w*|being sick|been sick|throwing up|threw up|drool\w*|dribbl\w*|(?:cant|cannot|struggling to|trouble|difficulty) (?:swallow\w*|breath\w*)|burn\w*|blister\w*|floppy|sleepy|drows\w*|fit|fits|fitting|unconscious|wont wake|hard to wake|pale|grey|blue|swollen (?:lips|tongue|mouth|throat|face)|(?:lips|tongue|mouth|throat|face) (?:is |are |has |have )?(?:swollen|swelling|puff\w*))\b/;
/** Something taken in: eaten, drunk, swallowed, breathed or splashed ("ate", "licked", "fumes"). */
const TAKEN_IN_ANY_WAY =
  /\b(?:ate|eaten|eat|eats|eating|chew\w*|swallow\w*|drank|drunk|drink\w*|lick\w*|suck\w*|tast\w*|mouth\w*|inhal\w*|breath\w*|fumes?|gas|smoke|splash\w*|spray\w*|sniff\w*|sip|swig|gulp\w*|had some|had a|got (?:some|it) (?:in|on)|touch\w*|bit|bitten|stung|injected|took|taken|taking)\b/;
/** What the model's "something harmful swallowed" is about, when it is no medicine. */
const HOUSEHOLD_CHEMICAL =
  /\b(?:bleach|cleaner|cleaning|detergent|washing (?:up )?(?:liquid|powder|tablet|pod|capsule)s?|dishwasher|pods?|weed ?killer|antifreeze|anti freeze|paraffin|petrol|white spirit|turps|turpentine|lighter fluid|oven|drain|caustic|acid|button batter\w*|batter(?:y|ies)|magnet\w*|chemicals?|poison\w*|berries|mushrooms?|plants?|slug pellets|rat poison|e-?liquid|vape|nicotine|alcohol|vodka|gin|whisky|wine)\b/;
/** Poisons that kill in small amounts. */
const HIGHLY_TOXIC =
  /\b(?:weed ?killer|paraquat|glyphosate|pesticide|insecticide|antifreeze|anti freeze|ethylene glycol|rat poison|slug pellets|methanol|screen ?wash|de-?icer)\b/;
/** Chemicals that burn what they touch. */
const CORROSIVE =
  /\b(?:bleach|drain (?:cleaner|unblocker)|caustic|acid|oven cleaner|descaler|toilet cleaner|dishwasher (?:tablet|pod)s?|washing (?:machine )?(?:pod|capsule|tablet)s?|pods?)\b/;
/**
 * A product licked, tasted or spat out, or not known to be swallowed at all (not one bitten into
 * or chewed: "bit into a dishwasher tablet, gel round her lips" is the NHS's A&E).
 */
const NOT_KNOWN_SWALLOWED =
  /\b(?:licked|licking|tasted)\b|\bspat (?:it|most of it|it all|the lot|some)? ?out\b|\b(?:not sure|dont know|no idea|unsure) (?:if|whether) (?:\w+ ){0,3}(?:swallowed|ate|had|drank)\b|\b(?:didnt|did not|dont think (?:he|she|they)) (?:\w+ )?swallow\b|\b(?:might|may|could|possibly) (?:have |of |ve )?(?:eaten|ate|swallowed|drunk|drank|had|chewed)\b|\bmaybe (?:ate|eaten|swallowed|drank|had)\b/;
/** Tablets that are household products, not medicines. */
const PRODUCT_TABLET =
  /\b(?:dishwasher|dishwashing|washing(?: machine)?|laundry|toilet|cleaning|descaler|steriliser|sterilising) (?:tablet|pod|capsule)s?\b/g;
const namesNoMedicine = (text: string) => !readConcepts(text).has("DRUG") && !MEDICINE.test(text);
/** A poison or a chemical already drunk or swallowed ("drank bleach", "swallowed some weedkiller"). */
const POISON_SWALLOWED = new RegExp(
  String
    .raw`\b(?:drank|drunk|swallowed|ate|eaten|downed|necked|took|taken)\b(?: \w+){0,3}? (?:${CORROSIVE.source}|${HIGHLY_TOXIC.source}|\b(?:poison\w*|cleaners?|chemicals?|white spirit|turps|lighter fluid|paraffin|petrol)\b)`,
);
/** A question of how much of something is normal, asked in general ("how much bleeding is normal"). */
const ASKS_HOW_MUCH_IS_NORMAL =
  /^\s*(?:how much|how many|how long|what amount of|what level of|how bad) (?:\w+ ){1,4}(?:is|are) (?:normal|usual|expected|ok|okay|to be expected|fine)\b|^\s*(?:how much|how many) (?:\w+ ){1,4}(?:should|would|do|will) (?:i|you|we|people|patients) (?:expect|get|have|see)\b/;
/** A rash said to fade when pressed under a glass ("spots that fade when i press a glass on them"). */
const FADES_UNDER_GLASS =
  /\b(?:fades?|faded|fading|goes away|go away|went away|disappears?|disappeared|vanish\w*|turns? white|went white|blanch\w*) (?:\w+ ){0,6}(?:glass|tumbler|press\w*|push\w*)\b|\b(?:glass|tumbler|press\w*|push\w*) (?:\w+ ){0,6}(?:fades?|faded|fading|goes away|go away|went away|disappears?|disappeared|vanish\w*|turns? white|went white|blanch\w*)\b/;
/** …or said not to ("doesnt fade under a glass"). */
const NOT_FADING =
  /\b(?:not|doesnt|does not|didnt|did not|dont|do not|wont|will not|isnt|arent|never|non) ?(?:\w+ )?(?:fad\w*|go away|going away|disappear\w*|vanish\w*|turn white|blanch\w*)\b/;
/** Something the body can no longer do ("i cant run anymore", "can no longer kneel"). */
const LOST_ACTIVITY =
  /\b(?:cant|cannot|can not|can no longer|no longer|not able to|unable to|couldnt) (?:\w+ )?(?:run|running|walk|walking|play|playing|dance|dancing|kneel|kneeling|garden|gardening|climb|cycle|cycling|ride|swim|swimming|golf|ski|skiing|hike|jog|jogging|train|do (?:\w+ )?(?:sport|football|rugby|netball|hockey|tennis|gym|yoga|pilates|the stairs))\b/;
/** Exercise just done ("after my 10k run yesterday", "since football on sunday"). */
const AFTER_EXERCISE =
  /\b(?:after|since|from) (?:my |his |her |the |a |doing |playing |going for a )?(?:\w+ )?(?:run|running|jog|jogging|parkrun|10k|5k|half marathon|marathon|gym|workout|training|session|match|game|football|rugby|netball|hockey|tennis|squash|cycle|bike ride|hike|long walk|walk)\b/;
/** Blood as a measure, not bleeding ("blood pressure", "blood sugars", "blood thinners"). */
const BLOOD_MEASURED =
  /\bblood (?:pressures?|sugars?|glucose|counts?|group|type|tests?|thinn\w*)\b/;
/** A pain score of five out of ten or less ("3 out of 10", "a 4/10"). */
const LOW_PAIN_SCORE =
  /(?<![\d.])\b(?:[0-5](?:\.5)?|one|two|three|four|five) ?(?:\/|out of) ?(?:10|ten)\b/;
/** A burning or pain inside the mouth or throat. */
const BURNING_INSIDE =
  /\b(?:mouth|throat|lips|tongue|chest)\b[^.?!]{0,20}\b(?:burn\w*|sore|hurts?|pain\w*|blister\w*|swollen|swelling)\b|\b(?:burn\w*|pain|hurts?) (?:in|when|to) (?:his|her|my|their|the)? ?(?:mouth|throat|swallow\w*)\b|\b(?:cant|wont|struggling to|hurts to) swallow\b/;
/** Words of something swallowed or taken, beyond a medicine's name ("necked the lot", "downed"). */
const TAKEN_IN =
  /\b(?:took|taken|taking|take|swallow\w*|ate|eaten|eating|drank|drunk|drinking|downed|necked|popped|overdos\w*|ods?|tabs|packets?|bottles?|boxe?s?|strips?|blisters?|lot)\b/;
/** Little blood, said so ("not bleeding much", "barely any blood"). */
const LITTLE_BLOOD =
  /\b(?:not|isnt|hardly|barely|only just|only) (?:\w+ )?(?:bleeding|bled) (?:much|a lot|loads|badly|heavily|very much)\b|\b(?:hardly|barely|scarcely) (?:\w+ )?(?:bleeding|bled|any blood)\b|\b(?:not much|not a lot of|hardly any|barely any|very little|a little|no) blood\b|\bnot bleeding\b|\b(?:bleed\w*|blood) (?:a fair bit|a bit|a little|a little bit|slightly|some)\b(?=[^.?!]*\bnothing (?:major|serious|too bad)\b)/;
/** A new symptom that needs advice today (NHS 111): what a sign read in the wrong place becomes. */
const URGENT_OTHER = triageConcept("urgent-other")!;
/** A trained concept as a red flag. */
const flagOf = (c: typeof URGENT_OTHER): RedFlag => ({
  rule: c.id,
  service: c.service,
  concern: c.concern,
});
const SEVERE_BURN = triageConcept("severe-burn")!;
const SAYS_NOT_URGENT =
  /\b(?:not|nothing|isnt|its not|no) (?:\w+ )?(?:urgent|an emergency|emergency|serious|worrying)\b|\bno (?:rush|hurry)\b/;
/** A sign supposed or feared ("could that happen to me?"), not one had now. */
const SUPPOSED_OR_FEARED =
  /\b(?:if|hypothetical\w*|in case|what if|(?:will|would|could|might|can|does|do) (?:it|that|this)(?: (?:ever|also))?(?: happen)?|(?:wont|will|could|might|would|can) (?:ever )?happen|happen(?:s|ed)? to (?:me|him|her|them|us|you))\b/;
/** A wound's opening feared, to come ("worried the stitches will burst when i bend my knee"). */
// (or another's opening, feared for one's own: "her wound opened, should i be worried mine will")
const OPENING_FEARED =
  /\b(?:worried|worry|worrying|scared|afraid|frightened|nervous|anxious|terrified|concerned|fear)\b[^.?!]{0,30}\b(?:will|might|could|would|may|going to|gonna)\b (?:\w+ ){0,2}(?:burst|open|split|come apart|pop|gape|break open|tear)\b|\b(?:worried|worry|worrying|scared|afraid|frightened|nervous|anxious|terrified|concerned|fear|chance|likely)\b[^.?!]{0,20}\b(?:mine|my (?:wound|scar|cut|stitches|staples|one)) (?:will|might|could|would|may|is going to|(?:will|might|could|would|may) (?:too|as well|also|do the same|happen))\b/;
const THANKS = /\b(?:thanks|thank you|thankyou|thank u|cheers|grateful)\b/;
/** "blood sugar", "blood pressure": blood named, not shed. */
const BLOOD_NOT_BLEEDING =
  /\bblood (?:sugars?|glucose|pressure|tests?|thinn\w*|levels?|results?|counts?)\b/g;
const VOMITED_BLOOD_WORDS =
  /\b(?:blood\w*|bleed\w*|bled|coffee|grounds|black|dark|red|brown|claret|h(?:a)?ematemesis)\b/;
const JOKING = /😂|🤣|😅|😆|\blol\b|\blols\b|\bhaha\w*|\blmao\b|\brofl\b/i;
const VOMITING_WORDS =
  /\b(?:vomit\w*|sick|puk\w*|throw\w* up|threw up|thrown up|spew\w*|retch\w*|brought up|bringing up|bring up|brings up|heav\w*)\b/;
const DENTAL = /\b(?:tooth|teeth|toothache|dentist|dental|molar|wisdom tooth|gum|gums|abscess)\b/;
const BURN_WORDS =
  /\b(?:burn|burns|burnt|burned|burning|scald\w*|blister\w*|kettle|boiling|hot (?:water|tea|coffee|oil|fat|pan|drink)|chip pan)\b/;

/** Words for a leg, or for a clot, that a clot in the leg is read against. */
const LOWER_LIMB = ["LEG", "CALF", "KNEE", "HIP", "FOOT", "CLOT"];
/** Where a clot in the leg shows, or the clot itself named. */
const CLOT_PLACES = ["LEG", "CALF", "FOOT", "CLOT", "CLOTSUSPECT"];

/** From here the model's doubt is enough for a reply that opens with where to get help now. */
export const MODEL_POSSIBLE_AT = 0.15;
/** Below this the model all but rules out help now, for a sign the writer laughs about. */
const LAUGHED_OFF_BELOW = 0.1;
/** Below this the model's "needs help now" is barely past its line (MODEL_EMERGENCY_AT). */
const BARELY_URGENT_BELOW = 0.5;
/** Below this, the model is all but guessing which sign it read (its classes number 38). */
const MODEL_GUESSING_WHICH_AT = 0.35;

export interface Assessment extends Triage {
  /** the model's probability that the message needs help now (0 without a model) */
  urgent: number;
  /** the model's flag, when it found a sign at any level */
  modelFlag?: RedFlag;
}

export interface TriageOptions {
  /**
   * Read the message with the rules too (default). A client past its triage budget is read by the
   * model alone, which costs a small fraction of the rules on a long message.
   */
  rules?: boolean;
  /**
   * The writer's message before this one: a follow-up that only narrows what it asked ("only
   * stratford please she cant travel", after where to find physio) is read with it.
   */
  before?: string;
}

const NO_FLAGS: Triage = { emergencies: [], lookalikes: [] };

export function assess(
  message: string,
  model?: TriageModel,
  options: TriageOptions = {},
): Assessment {
  const alone = assessAlone(message, model, options);
  return options.before && model &&
      onlyNarrowsTheQuestionBefore(message, options.before, alone, model)
    ? { ...alone, emergencies: [], modelFlag: undefined }
    : alone;
}

/**
 * A follow-up that only narrows the question before ("only light stuff like swimming", "just
 * the left one", "its only his knee"), whose few words the model alone, unsure which sign, reads as
 * an emergency: no sign is named in them, as written or read, no rule finds one, and read with the
 * question before, nothing needs help now. (Never a sign told after an ordinary question: "where's
 * the nearest physio → just found him not breathing" names it.)
 */
function onlyNarrowsTheQuestionBefore(
  message: string,
  before: string,
  alone: Assessment,
  model: TriageModel,
): boolean {
  if (alone.emergencies.length === 0 || !NARROWS.test(plainText(message))) return false;
  if (message.trim().split(/\s+/).length > NARROWING_WORDS_AT_MOST) return false;
  const { confidence, urgent } = model.assess(withoutIdioms(message));
  return confidence < 0.5 && urgent < MODEL_SURE_OF_DANGER_AT &&
    ruleTriage(withoutIdioms(message)).emergencies.length === 0 &&
    readConcepts(withoutIdioms(message)).names().length === 0 &&
    readConcepts(message, { asWritten: true }).names().length === 0 &&
    assessAlone(`${before}\n${message}`, model).emergencies.length === 0;
}
/** "only…", "just…", "its only…", "but only…", "no, just…" (not "just now", "only just noticed"). */
const NARROWS =
  /^\s*(?:(?:but|and|well|no|ok|okay|sorry|oh),?\s+)?(?:(?:its|it is|thats|that is|hes|he is|shes|she is)\s+)?(?:only|just)\b(?! (?:now|just|started|starting|happened|noticed|found|collapsed|fell|fallen|gone|went|had|took|taken|woke|come|came|got|been)\b)/;
const NARROWING_WORDS_AT_MOST = 12;

function assessAlone(
  message: string,
  model?: TriageModel,
  { rules: withRules = true }: TriageOptions = {},
): Assessment {
  // (as written, too: an idiom taken out must not hide a sign from the check of a message naming none)
  const written = message;
  message = withoutIdioms(message);
  const concepts = readConcepts(message);
  const rules = withRules || !model ? ruleTriage(message) : NO_FLAGS;
  if (!model) return inReplyOrder({ ...rules, urgent: 0 });
  const { urgent, concept, service, confidence } = model.assess(message);
  const read: RedFlag | undefined = concept && service
    ? withoutDeniedSign(message, concepts, { rule: concept.id, service, concern: concept.concern })
    : undefined;
  // a clot in the leg, in a message that names no leg, knee, hip, foot, clot or operation ("side
  // of my face is a bit swollen", "a blistery rash on one side of her forehead"): the model's
  // sense that it needs advice today stands, but not a clot with no leg to have it in
  const flag = read && correctedModelSign(read, concepts, rules.emergencies);
  const crisis = rules.emergencies.filter((f) => f.service === "samaritans");
  const physical = rules.emergencies.filter((f) => f.service !== "samaritans");
  const assessment: Assessment = {
    emergencies: [],
    lookalikes: [...rules.lookalikes],
    urgent,
    modelFlag: flag,
  };
  const rule999 = physical.some((f) => f.service === "999");
  // The rules read what the model cannot: that a sign is past, resolved, hypothetical or asked
  // about ("a droopy face in 2021, Bell's palsy, gone now"). Where they read the model's own 999
  // sign so, the model must be all but sure to overrule them. (Not for lesser signs: there the
  // rules' reading of usual recovery missed a leg newly swollen after an operation.)
  // (unsure which sign, but all but certain that help is needed now, for a sign the message names:
  // "the last half hour ive got this crushing pain in my chest and cant get my breath, is this
  // normal??" is no question of what is normal)
  const ruledLookalike = flag?.service === "999" && physical.length === 0 &&
    confidence < MODEL_SURE_OF_DANGER_AT &&
    !(urgent >= MODEL_ALL_BUT_CERTAIN_AT && namesDefiningSign(concepts, flag)) &&
    rules.lookalikes.some((f) =>
      !SOFT_LOOKALIKES.has(f) && (f.rule === flag.rule || SAME_SIGN[flag.rule]?.includes(f.rule))
    );
  // a lesser sign the writer says is getting better or has gone, which the rules read as no
  // emergency too ("Slight ache in my calf after a long walk yesterday, gone now, not swollen")
  // (not a deep wound whose bleeding has eased: the wound still needs closing, "its deep and wide,
  // bleeding has eased with pressure")
  const improving = flag !== undefined && flag.service !== "999" && physical.length === 0 &&
      flag.rule !== "deep-wound" &&
      rules.lookalikes.length > 0 && (IMPROVING(concepts.text) || HAS_GONE(concepts.text)) ||
    // (or one already treated and better since, which the rules read as nothing now: "the wound
    // was red round one stitch, the nurse started antibiotics 2 days ago and it's much better now")
    flag !== undefined && flag.service !== "999" && physical.length === 0 &&
      treatedAndBetter(concepts.text) ||
    // (or said in so many words to have settled now, where no rule found a sign: "took my
    // painkillers an hour late… the pain crept up, its settled now")
    flag !== undefined && flag.service !== "999" && physical.length === 0 &&
      SETTLED_NOW.test(concepts.text) &&
      !/\b(?:again|back|worse|worsening|still|suddenly|spreading)\b/.test(concepts.text);
  // a clot in the lung the model is less than sure of, in a message that names no breathlessness,
  // chest pain or coughed blood and where no rule found a sign ("a tooth abscess, side of my face
  // is swollen"): not an emergency (the model reads a swelling as a clot too readily; for other
  // signs its reading of words the rules do not know, "struggling 2 breathe", is what it is for)
  // (likewise a joint out of place in a message with no injury and no word of it out of place:
  // "a lump sticking out at the back of my knee, is it a cyst?")
  // (confusion needs its word only where the model is less than sure help is needed now: "found
  // him on the floor, grey and sweaty and he can barely talk to me" is its 999 however unsure
  // which sign)
  const unnamed = flag !== undefined && confidence < (NEEDS_ITS_SIGN[flag.rule] ?? 0) &&
    !namesDefiningSign(concepts, flag) &&
    // (never where the message says the person talks normally: "very hot, 38.9. he talk normal and
    // breathing normal" is the fever's, not confusion)
    !(flag.rule === "confusion" && urgent >= MODEL_SURE_OF_DANGER_AT &&
      !TALKS_NORMALLY.test(concepts.text)) &&
    // (a fever after an operation is named by a measured temperature or by sweats and shakes too:
    // "sweating and shaking all night, says he feels rotten")
    !(flag.rule === "post-op-fever" && (measuredFever(message) || FEVERISH.test(concepts.text)));
  // (the crisis from the model alone, less than sure, in a message with no word of despair, death,
  // harm, a means or a plan: "i wrote a story about my op and now i want it taken off the site")
  const crisisWithoutDespair = flag !== undefined &&
    (flag.service === "samaritans" || flag.rule === "crisis-danger") && crisis.length === 0 &&
    // (however sure the model is, when the message thanks: "just wanted to say thanks to everyone
    // on the ward" is no farewell; a farewell says more, "thank you for everything, goodbye")
    (urgent < MODEL_SURE_OF_DANGER_AT || THANKS.test(plainText(message))) &&
    !saysDespair(message);
  // (a sign the model is unsure which, in a message that says it is not urgent and names no sign,
  // body part or event at all: "Sorry to bother you, not urgent at all, just wondered if the
  // hospital has parking")
  const notUrgentNamesNothing = confidence < 0.5 && urgent < MODEL_SURE_OF_DANGER_AT &&
    rules.lookalikes.length === 0 && crisis.length === 0 && concepts.names().length === 0 &&
    readConcepts(written, { asWritten: true }).names().length === 0 &&
    SAYS_NOT_URGENT.test(concepts.text);
  // (chest pain with no word of the chest, read by a model unsure which sign, is unfounded whatever
  // the rules found: "sweaty and shaking, 4 days after the arthroscopy" is the rules' NHS 111)
  // (a model unsure which sign, in a message that laughs and where the rules found none: "did tough
  // mudder yesterday and my whole body is broken 😂")
  const joking = flag !== undefined && physical.length === 0 && crisis.length === 0 &&
    confidence < 0.5 && urgent < MODEL_SURE_OF_DANGER_AT && JOKING.test(written);
  // (a slight ache in the calf after a run or a game, with no operation and nothing swollen, red
  // or hot, is the muscles' own: "slight ache in my calf after my 10k run yesterday, no op")
  const achesAfterExercise = flag?.rule === "clot-dvt" && physical.length === 0 &&
    !["SWELL", "RED", "HOT", "TIGHT", "BREATHLESS", "CLOTSUSPECT"].some((sign) =>
      concepts.has(sign)
    ) && !AFTER_OPERATION.test(concepts.text.replace(NO_OPERATION, " ")) &&
    AFTER_EXERCISE.test(concepts.text) &&
    /\b(?:slight|slightly|mild|mildly|bit of an?|little|a bit) (?:\w+ )?(?:ache|achy|aching|sore|stiff|tight|pain)\b/
      .test(concepts.text);
  // (nor breathlessness on exertion that the writer puts down to being unfit, with no operation
  // and no sudden start: "hurts to breathe in when i'm really out of breath walking up hills,
  // that's just unfit right?")
  const puffedOnlyWhenUnfit = (flag?.rule === "pulmonary-embolism" || flag?.rule === "breathing") &&
    physical.length === 0 && crisis.length === 0 && puffedWhenUnfit(concepts.text);
  // (pain the writer scores low is no severe pain: "3 out of 10 most days, worse in the evening")
  const scoredLow = flag?.rule === "severe-pain" && LOW_PAIN_SCORE.test(concepts.text) &&
    !concepts.has("TOPSCORE");
  // (nor chest pain, or a clot in the lung, where the pain is a rash's on the skin of the chest
  // and none of a heart attack's or a clot's signs is named: "painful blistery rash in a band
  // round one side of my chest")
  const painOfTheSkin = (flag?.rule === "chest-pain" || flag?.rule === "pulmonary-embolism") &&
    skinOfTheChest(concepts) && !concepts.has("COUGHBLOOD");
  // (a question of how much of a sign is normal, in a message that tells of nothing more: "how
  // much bleeding is normal on the dressing")
  const asksWhatIsNormal = physical.length === 0 && crisis.length === 0 &&
    ASKS_HOW_MUCH_IS_NORMAL.test(plainText(written)) &&
    !/[.!?;]\s*\S/.test(written.trim().replace(/[?.!]+$/, ""));
  // (a crisis the model alone reads in sorrow at a thing the body can no longer do, with no word
  // of despair: "im gutted i cant run anymore")
  const mournsAnActivity = flag?.service === "samaritans" && crisis.length === 0 &&
    physical.length === 0 && LOST_ACTIVITY.test(plainText(written)) &&
    !/\b(?:talk\w*|failure|failing|alone|lonely|cry\w*|cried|tears|depress\w*|low|dark|empty|numb|broken|breaking|despair\w*|miserable|tonight)\b/
      .test(plainText(written)) &&
    !saysDespair(
      plainText(written).replace(LOST_ACTIVITY, " ").replace(/\b(?:any ?more|any longer)\b/g, " "),
    );
  // (a rash the writer says fades under a glass, with none of meningitis' other signs, is no
  // meningitis: "toddler has a temp and a few spots that fade when i press a glass on them")
  const rashFades = flag?.rule === "meningitis" && FADES_UNDER_GLASS.test(concepts.text) &&
    !NOT_FADING.test(concepts.text) &&
    !["DROWSY", "COLLAPSE", "CONFUSED", "NECK", "BREATHLESS", "LIMP"].some((sign) =>
      concepts.has(sign)
    ) &&
    !/\b(?:stiff|floppy|purple|purpl\w*|bruis\w*|blotch\w*|mottled|light hurts|hates the light|cold hands|cold feet|wont wake|hard to wake|not herself|not himself|high pitched)\b/
      .test(concepts.text);
  // (a fever after an operation told only of a time before a temperature the writer now measures
  // normal: "so cold and shivery yesterday but it turned out i'd left the window open, temp normal
  // today")
  const feverGone = flag?.rule === "post-op-fever" && physical.length === 0 &&
    crisis.length === 0 && feverOnlyBefore(concepts.text);
  // (a thing broken, not a bone, in a message with no word of the body: "i think ive broken
  // something, the vase is in bits")
  const thingBroken = flag?.rule === "broken-bone" && physical.length === 0 &&
    crisis.length === 0 && concepts.names().length === 0 && BROKEN_THING.test(concepts.text);
  // (nor a fall the model reads in falling asleep, where nothing else tells of a fall or a break:
  // "fell asleep in the chair with his leg down and woke up with a swollen foot")
  const fellAsleep = flag?.rule === "fracture-fall" &&
    /\b(?:fell|fall|falls|falling|fallen) (?:\w+ )?(?:asleep|to sleep)\b/.test(concepts.text) &&
    !["FALL", "NOWEIGHT", "CANTSTAND", "CANTWALK", "BROKEN", "DEFORM", "MISSHAPEN", "INJURED"]
      .some((sign) => concepts.has(sign));
  // (a sign a nurse or doctor has checked and explained, with no word of a change since, read by a
  // model far from sure and where the rules found none: "the ward nurse checked my wound yesterday
  // and said the redness is just from the dressing tape and its not spreading")
  const clearedByClinician = flag !== undefined && physical.length === 0 && crisis.length === 0 &&
    urgent < MODEL_SURE_OF_DANGER_AT && checkedAndCleared(concepts.text);
  // (an overdose the model is unsure of, where the message says only that a medicine is taken as
  // usual, with no word of too much, and the rules found nothing: "pain 3 out of 10 day 4 after
  // knee op, taking my tablets")
  const takenAsUsual = flag?.rule === "overdose" && physical.length === 0 && crisis.length === 0 &&
    confidence < 0.5 && urgent < MODEL_SURE_OF_DANGER_AT && !concepts.has("OVERDOSE") &&
    !["DROWSY", "COLLAPSE", "CONFUSED", "BREATHLESS"].some((sign) => concepts.has(sign)) &&
    TAKEN_AS_USUAL.test(concepts.text) && !TOO_MUCH_TAKEN.test(concepts.text) &&
    !isSelfHarm(concepts.text);
  // (nor a clot the model all but guesses at, where the only sign is the operated joint itself a
  // little swollen or stiff, as the site says it will be: "2 days after my arthroscopy the knee is
  // a bit swollen and stiff… is this ok?"; a calf or leg, redness, heat or pain is the clot's)
  const jointABitSwollen = flag?.rule === "clot-dvt" && physical.length === 0 &&
    crisis.length === 0 && confidence < MODEL_GUESSING_WHICH_AT && urgent < BARELY_URGENT_BELOW &&
    concepts.names().every((name) => OPERATED_JOINT_SWELLING.has(name)) &&
    AFTER_OPERATION.test(concepts.text.replace(NO_OPERATION, " ")) &&
    A_LITTLE_SWOLLEN.test(concepts.text);
  // (nor a wound's leak the writer says has stopped, with nothing red, hot, pus or a fever: "mums
  // wound leaked a little clear fluid on day 2, the nurse changed the dressing and its been dry
  // since, now day 5")
  const leakStopped = flag?.rule === "wound-infection" && physical.length === 0 &&
    crisis.length === 0 && urgent < MODEL_SURE_OF_DANGER_AT && LEAK_STOPPED.test(concepts.text) &&
    !["RED", "HOT", "PUS", "FEVER", "SPREADRED", "INFECTED"].some((sign) => concepts.has(sign)) &&
    !/\b(?:smell\w*|stink\w*|whiff\w*|pong\w*|again|back|worse|more)\b/.test(concepts.text);
  // (nor a sign only feared for later, read by a model barely past its line where the rules found
  // none: "im scared the pain after a knee replacement will be unbearable and i wont cope")
  const fearedOnly = flag !== undefined && physical.length === 0 && crisis.length === 0 &&
    urgent < BARELY_URGENT_BELOW && fearedToCome(concepts.text);
  // (nor an injury for A&E that the rules read as past or someone else's, every sentence told as
  // over or asked, by a model less than sure: "his mate dislocated his shoulder at rugby last term
  // and A&E put it back. can a kneecap dislocate like that too?")
  const anotherStoryOfTheSign = flag?.service === "ae" && physical.length === 0 &&
    crisis.length === 0 && urgent < MODEL_SURE_OF_DANGER_AT &&
    rules.lookalikes.some((f) => f.rule === flag.rule || SAME_SIGN[flag.rule]?.includes(f.rule)) &&
    written.split(/(?<=[.?!])\s+|\n+/).every((sentence) => readsAsNotNow(sentence));
  // (nor something harmful swallowed where nothing was taken in at all: "are yew berries
  // poisonous? were thinking of planting a hedge")
  const nothingTakenIn = flag?.rule === "poisoning" && physical.length === 0 &&
    crisis.length === 0 && urgent < MODEL_SURE_OF_DANGER_AT &&
    !TAKEN_IN_ANY_WAY.test(concepts.text);
  const unfounded = joking || scoredLow || fearedOnly || anotherStoryOfTheSign || nothingTakenIn ||
    painOfTheSkin ||
    achesAfterExercise ||
    thingBroken ||
    fellAsleep || clearedByClinician || takenAsUsual || jointABitSwollen || leakStopped ||
    puffedOnlyWhenUnfit || feverGone ||
    asksWhatIsNormal || mournsAnActivity || rashFades || flag !== undefined &&
      ((flag.rule === "chest-pain" && unnamed) ||
        (physical.length === 0 &&
          (unnamed || doseOfPainRelief(message, flag, confidence, concepts) ||
            crisisWithoutDespair || notUrgentNamesNothing)));
  // a sign judged unfounded is no sign at all: no safety line of its own, no help-now lines first
  // (sciatica "shooting down into my bum" is the back's, declined, not a possible cauda equina)
  if (unfounded) assessment.modelFlag = undefined;
  // (a model barely past its line and all but guessing which sign, in a message that names no
  // sign at all and where the rules found none, opens with where to get help, not with 999: "is
  // getting over it slower than the first time round?")
  const guessingAtNothing = flag !== undefined && physical.length === 0 && crisis.length === 0 &&
    confidence < MODEL_GUESSING_WHICH_AT && urgent < BARELY_URGENT_BELOW &&
    concepts.names().length === 0 && !namesTheSign(message, concepts, flag, crisis);
  // (a sign the writer laughs about, which the model all but rules out: "so breathless after
  // parkrun this morning im so unfit haha")
  // (the model's calm is no sign of a joke where it was never taught the sign the rules found: "nose
  // is all bent to one side and I'm seeing double. do you do faces or just knees lol")
  // (never a plan to act on thoughts of suicide, a night named or the wish said, however lightly
  // put: "lol so ive got all my nans tramadol lined up on the desk and tonights the night")
  const planNamed = physical.some((f) => f.rule === "crisis-danger") &&
    (concepts.has("DANGERNOW") || isSelfHarm(concepts.text));
  const laughedOff = JOKING.test(written) && urgent < LAUGHED_OFF_BELOW && crisis.length === 0 &&
    !physical.some((f) => RULES_THE_MODEL_WAS_NOT_TAUGHT.has(f.rule)) && !planNamed;
  if (
    flag && urgent >= MODEL_EMERGENCY_AT && !ruledLookalike && !improving && !unfounded &&
    !guessingAtNothing &&
    namesAnything(message) && !picksAnotherOnly(message, concepts) &&
    !crisisAboutTheOperation(flag, crisis, concepts)
  ) {
    // thoughts of an overdose, with nothing taken, are the crisis words' unless the model is sure
    const actNow = flag.rule === "crisis-danger" ||
      (flag.rule === "overdose" && !concepts.has("OVERDOSE"));
    // (never with someone drowsy or collapsed: "took all his heart tablets and his sleeping
    // pills… i cant really wake him")
    // (nor with a poison or a chemical already drunk or swallowed: "my partner drank bleach on
    // purpose about 20 min ago")
    const dangerDoubted = actNow && crisis.length > 0 && confidence < MODEL_SURE_OF_DANGER_AT &&
      !concepts.has("DROWSY") && !concepts.has("COLLAPSE") && !POISON_SWALLOWED.test(concepts.text);
    const lowersRule = physical.some((f) => urgency(flag.service) < urgency(f.service));
    // the site's own line: a wound that has started to open is the ward or NHS 111, a deep or
    // gaping one A&E; one the writer calls small is the first
    const smallOpening = flag.rule === "deep-wound" &&
      physical.some((f) => f.rule === "wound-open") && smallWoundOpening(concepts.text);
    // a sign the message never names ("chest pain" for a testicle), where a rule found another
    // that needs hospital (never a lesser one: that would lower the reply on the model's mistake)
    // (danger to one's own life is named by the crisis words)
    const unnamed = (flag.rule === "sepsis" && physical.length > 0 &&
      !namesDefiningSign(concepts, flag) && confidence < MODEL_SURE_OF_DANGER_AT) ||
      (physical.some((f) => urgency(f.service) >= urgency("ae")) &&
        (flag.rule === "crisis-danger"
          ? crisis.length === 0
          : !namesDefiningSign(concepts, flag))) ||
      // (a sign the model was never taught, found by a rule, where the model guesses at another it
      // is unsure of and the message never names: "pain started round my belly button… moved down
      // to the lower right" is the rules' possible appendicitis, not a tight, swollen leg; "bee
      // stung me… my whole hand and forearm are swollen" their large swelling, not a broken bone)
      // (never a 999 sign: "33 weeks pregnant and losing a lot of bright red blood…")
      (flag.service !== "999" &&
        physical.some((f) => RULES_THE_MODEL_WAS_NOT_TAUGHT.has(f.rule)) &&
        confidence < MODEL_GUESSING_WHICH_AT && urgent < MODEL_SURE_OF_DANGER_AT &&
        !(DEFINING_SIGNS[flag.rule] && namesDefiningSign(concepts, flag))) ||
      // (a bead up a nose "we can't get out" is the rules' object stuck, not a collapse the model
      // guesses at and nobody named)
      // (nor one where a rule found another sign and nobody is said to have dropped: "i dropped
      // the clexane syringe halfway through" is a part dose, NHS 111)
      (flag.rule === "collapse" && physical.length > 0 && confidence < 0.5 &&
        !["COLLAPSE", "FLOORED", "DROWSY", "FAINTISH", "CONFUSED", "BREATHLESS"].some((sign) =>
          concepts.has(sign)
        )) ||
      // (a knee stuck bent that will not straighten, with no word of it out of place or of an
      // injury, is the rules' locked knee, not the model's dislocation)
      (flag.rule === "dislocation" && physical.some((f) => f.rule === "locked-knee") &&
        !namesDefiningSign(concepts, flag)) ||
      // (…nor one the model is unsure is the sign, where a rule found a lesser one: "just noticed
      // pus on the dressing" is the rules' wound infection, not a fit, and "there's pus on the
      // bandage" not danger to life; "my leg suddenly swelled up after my knee op" their possible
      // clot, not a stroke or a clot in the lung)
      // (never when the model is all but sure help is needed now, whichever sign it is: "…sweating
      // buckets and shaking, the blood pressure machine says 80 over 50 and he's mumbling
      // nonsense" is its 999, not the rules' fever)
      // (nor a physical sign never named, however sure the model is which, where the rules found
      // only a crisis: "need someone to talk to, feeling really low and dark" is the Samaritans,
      // not difficulty breathing)
      // (however sure the model is that help is needed now: the crisis is why; "I'm struggling
      // really badly in my head, it feels like I'm drowning. I need someone to talk to")
      // (…nor, however sure it is that help is needed, when it is all but guessing which sign:
      // "shuddering under two blankets… burning hot to the touch" is the rules' fever, not a
      // confusion nobody named; "the back of my leg below the knee has gone hard" their clot)
      (((physical.length > 0 && confidence < (NEEDS_ITS_SIGN[flag.rule] ?? 0.5) &&
        (urgent < MODEL_SURE_OF_DANGER_AT || confidence < MODEL_GUESSING_WHICH_AT)) ||
        (physical.length === 0 && crisis.length > 0 && flag.service !== "samaritans" &&
          flag.rule !== "crisis-danger")) &&
        // ("a new symptom that needs advice today" names no sign: with only a crisis found, the
        // crisis is what the message says: "given away his golf clubs… 'won't need them where
        // I'm going'")
        (!namesTheSign(message, concepts, flag, crisis) ||
          (flag.rule === "urgent-other" && physical.length === 0 && crisis.length > 0)));
    // fluid the writer calls watery, clear or pinkish, or pus, with no word of blood, is a wound's
    // leak (the ward or NHS 111, as the rules found), not heavy bleeding ("pouring with pus")
    const leakNotBlood = flag.rule === "heavy-bleeding" && physical.length > 0 &&
      (WATERY.test(concepts.text) || concepts.has("PUS")) && !concepts.has("BLEED") &&
      !concepts.has("HEAVYBLEED");
    // a wound the rules read as infected (oozing, gooey, smelly), which the model calls a deep cut
    // though the message says nothing of its depth or opening: the ward or NHS 111, as the rules
    const infectedNotOpen = flag.rule === "deep-wound" && physical.length > 0 &&
      physical.every((f) => f.rule === "wound-infection") && !OPENING.test(concepts.text);
    // …nor a splinter, however deep, that will not come out or looks infected, where nothing is
    // cut, open or bleeding: NHS 111, as the rules ("wood splinter deep in my palm from the lathe,
    // cant get it out, now its red and throbbing")
    const splinterNotCut = flag.rule === "deep-wound" &&
      physical.some((f) => f.rule === "splinter-infected") &&
      physical.every((f) => f.rule === "splinter-infected" || f.rule === "wound-infection") &&
      !/\b(?:cut|cuts|gash\w*|slash\w*|slice\w*|sliced|bleed\w*|blood\w*|gap\w*|split\w*|open\w*|wide|bone|fat|tendon|spurt\w*)\b/
        .test(concepts.text);
    // sunburn, however much of the skin it covers, is the NHS's 111 when it blisters or makes the
    // person feel unwell, as the rules found ("sunburn very bad, blisters everywhere back, feel
    // sick"); heatstroke's confusion or collapse is a 999 rule's
    const sunburnOnly = flag.rule === "severe-burn" && physical.length > 0 &&
      physical.every((f) => f.service === "111") && SUNBURN.test(concepts.text);
    // pain rising day by day, not called severe, sudden or the worst there is, where the rules
    // read the ward's or NHS 111's worsening after an operation: the site's A&E line is sudden,
    // severe pain ("6 days after osteotomy, pain going up every day even though i take the
    // painkillers regularly")
    const painRisingOnly = flag.rule === "severe-pain" && physical.length > 0 &&
      physical.every((f) => f.service === "111") && !namesDefiningSign(concepts, flag) &&
      !concepts.has("SEVERE") && RISING_DAY_BY_DAY.test(concepts.text);
    // heavy bleeding the message says has slowed or stopped with pressure: the rules' A&E
    // (or a deep cut the writer says bleeds slowly: "cut my hand badly… it's deep and won't
    // close together, bleeding slowly")
    // (or a nosebleed the rules read as A&E's: the NHS's line, with its 999 cases, faintness or
    // pouring on a blood thinner, in the rules' heavy bleeding: "nosebleed going for 25 minutes now
    // and wont stop, im on warfarin")
    const bleedingStopped = flag.rule === "heavy-bleeding" &&
      (physical.some((f) => f.rule === "bled-heavily" || f.rule === "nosebleed") ||
        (physical.some((f) => f.rule === "deep-cut" || f.rule === "fingertip-cut-off") &&
          BLEEDING_CONTROLLED.test(concepts.text))) &&
      !physical.some((f) => f.service === "999");
    // an extra dose taken by mistake, by someone the rules read as awake and well: NHS 111, or
    // A&E for paracetamol (the rules leave out sleepiness, fits and bad breathing: the model's 999)
    // (nor danger to one's own life, where the rules found no crisis: "taken my evening blood
    // pressure tablet twice tonight, the box is confusing. I feel fine")
    // (or another sign of the same level, which the dose explains: "had about 14 paracetamol
    // since this morning for my hip pain, i feel ok" is the paracetamol, not the pain)
    const extraDoseOnly = (flag.rule === "overdose" ||
      (flag.rule === "crisis-danger" && crisis.length === 0) ||
      physical.some((f) => EXTRA_DOSE_RULES.has(f.rule) && f.service === flag.service)) &&
      physical.some((f) => EXTRA_DOSE_RULES.has(f.rule)) &&
      !physical.some((f) => f.service === "999");
    // a break from a fall, in a message with no fall, no leg that will not bear weight and no
    // broken or misshapen bone, where the rules read another sign ("scraped his leg on the garden
    // wall… got redder and more painful every day": an infection, NHS 111)
    const noBreakSign = flag.rule === "fracture-fall" && physical.length > 0 &&
        !["FALL", "NOWEIGHT", "CANTSTAND", "CANTWALK", "BROKEN", "DEFORM", "MISSHAPEN"].some((
          sign,
        ) => concepts.has(sign)) ||
      // (nor a broken bone in a message with no injury, fall or broken or misshapen bone, where the
      // rules read another sign: "the cat scratch on my hand is now red and swollen and theres a
      // red line going up my wrist" is an infection, NHS 111)
      flag.rule === "broken-bone" && physical.length > 0 &&
        !["FALL", "INJURED", "NOWEIGHT", "CANTSTAND", "CANTWALK", "BROKEN", "DEFORM", "MISSHAPEN"]
          .some((sign) => concepts.has(sign)) &&
        !/\b(?:fell|fall\w*|hit|knock\w*|crush\w*|trapped|twist\w*|landed|land\w*|tackl\w*|accident|dropped|bang\w*|smash\w*|slammed|crack\w*|snap\w*|kick\w*|collided|collision|crash\w*|went over|gone over|go over|goes over|rolled|turned|slip\w*|trip\w*|stumbl\w*|jump\w*|hurt|injur\w*|sprain\w*|wrong|funny way|out of shape|angle|bent|bites?|bitten)\b/
          .test(concepts.text);
    // (nor breathlessness the rules read as on effort only, over days: "short of breath walking
    // up the stairs for the last few days, no pain, fine sitting down" is NHS 111's)
    // (nor heart failure getting worse over days, which the rules read, with breath short only on
    // effort and no chest pain or sudden start: "ankles more swollen… a bit more out of breath
    // walking to the kitchen. she's fine sitting still" is the NHS's 111)
    // (nor a COPD flare-up the rules read with none of 999's signs, said plainly to be no worse
    // to breathe than usual: "more phlegm and its gone green, not struggling any more than usual")
    const puffedForDays = ["breathing", "pulmonary-embolism"].includes(flag.rule) &&
      physical.length > 0 &&
      (physical.every((f) => f.rule === "breathless-on-effort" || f.rule === "copd-flare") ||
        (physical.every((f) =>
          f.rule === "heart-failure-worse" || f.rule === "breathless-on-effort"
        ) &&
          !["CHEST", "SUDDEN", "COUGHBLOOD"].some((sign) => concepts.has(sign)) &&
          !STRUGGLING_TO_BREATHE.test(concepts.text)));
    // (nor an infected joint with a fever, where the message says there is none and a rule found
    // the sign it does name: "limping since this morning… temperature normal" is a child's new
    // limp, NHS 111 all the same, without a fever nobody has)
    const feverDenied = flag.rule === "septic-joint" && physical.length > 0 &&
      !concepts.has("FEVER") && NO_FEVER.test(concepts.text);
    // despair the model reads as danger now, less than sure, where the rules found no crisis and
    // the message names no harm to oneself, no plan and no means ("everything is too much… i'm at
    // the end of my rope tonight"): the Samaritans, to talk to someone now, not 999
    // (never pills or a medicine taken, found or named, nor someone drowsy: "found my flatmate with
    // an empty packet of pills beside him" is the model's 999)
    const despairOnly = flag.rule === "crisis-danger" && crisis.length === 0 &&
      physical.length === 0 && confidence < MODEL_SURE_OF_DANGER_AT &&
      DESPAIR.test(plainText(message)) &&
      !["DANGERNOW", "MEANSNOW", "DRUG", "OVERDOSE", "DROWSY", "COLLAPSE", "BLEED"].some((sign) =>
        concepts.has(sign)
      ) && !isSelfHarm(concepts.text) &&
      !MEDICINE.test(concepts.text) && !POISON_SWALLOWED.test(concepts.text) &&
      !/\b(?:packets?|blister\w*|dosette\w*|pill ?box\w*|overdos\w*|(?<!\bend of (?:my|the|his|her|their) )rope|knife|blade)\b/
        .test(concepts.text);
    // danger to one's own life that the writer denies in so many words, with no means, act or
    // plan named ("I feel so desperately low. I'm not going to harm myself. I just need a voice"):
    // the Samaritans, to talk to someone now
    const harmDenied = flag.rule === "crisis-danger" && physical.length === 0 &&
      selfHarmNow(message) === "denied or past" && PLAN_DENIED.test(plainText(message)) &&
      !["DANGERNOW", "MEANSNOW", "DRUG", "OVERDOSE", "DROWSY", "COLLAPSE", "BLEED"].some((sign) =>
        concepts.has(sign)
      ) && !POISON_SWALLOWED.test(concepts.text);
    assessment.emergencies = despairOnly || harmDenied
      ? [...physical, ...(crisis.length > 0 ? crisis : [DISTRESS_FLAG])]
      : dangerDoubted || lowersRule || smallOpening || unnamed ||
          leakNotBlood || infectedNotOpen || splinterNotCut || bleedingStopped || extraDoseOnly ||
          noBreakSign ||
          feverDenied || puffedForDays || sunburnOnly || painRisingOnly
      ? [...physical, ...crisis]
      : [flag, ...crisis];
  } else if (
    physical.length > 0 && !laughedOff &&
    (urgent >= (rule999 ? RULES_STAND_AT["999"] : RULES_STAND_AT.other) ||
      signNowInAPart(message, model) || infectionPicture(message, concepts, physical) ||
      // (…and a plan with the means at hand, which talk of other things dilutes for the model: "…
      // tonights the night. anyway how long does a knee replacement last")
      (planNamed && !readsAsNotNow(message)) ||
      // (bleeding named on a blood thinner is the NHS's own line, however calmly put: "Nothing
      // dramatic. Should I stop them?")
      (physical.some((f) => f.rule === "bleeding-on-blood-thinner") && !readsAsNotNow(message)) ||
      // (and a rash since starting a new medicine, however mild: "no swelling, breathing fine")
      (physical.some((f) => f.rule === "medicine-rash") && !readsAsNotNow(message)) ||
      // (and the signs of a diabetic emergency, and a nosebleed that will not stop, which the model
      // was never taught: "sugars running 18 to 20, thirsty all the time and feel rotten")
      // (when the treatment was is no sign of the past: "had a hip injection 2 days ago, my
      // sugars are running 18 to 20")
      (physical.some((f) => RULES_THE_MODEL_WAS_NOT_TAUGHT.has(f.rule)) &&
        !readsAsNotNow(message.replace(WHEN_TREATED, " "))) ||
      // (a dose missed is told in the past: "forgot to do my clexane jab last night")
      physical.some((f) => f.rule === "missed-blood-thinner") ||
      // (a faint with no clear reason is told as over and well: "fainted at the bus stop
      // earlier, came round straight away… never fainted before")
      // (nor too much of a medicine taken by someone well: "even if they seem well", however long
      // ago it was taken today or last night)
      physical.some((f) =>
        ["unexplained-faint", "overdose-while-well", "paracetamol-extra-dose"].includes(f.rule)
      ) ||
      // (and a chest infection with some breathlessness, however slight: "copd, phlegm turned
      // green, a bit more breathless than usual")
      (physical.some((f) => f.rule === "chest-infection") && concepts.has("BREATHLESS") &&
        !readsAsNotNow(message)) ||
      // (and signs the NHS sends to A&E however well the person seems: "pushed a bead up his
      // nose and we cant get it out, hes fine in himself", a fall onto the bump in pregnancy)
      (physical.some((f) => STANDS_HOWEVER_WELL.has(f.rule)) && !readsAsNotNow(message)) ||
      // (and toothache with a swollen face or jaw, however calmly put)
      (physical.some((f) => f.rule === "dental-abscess") && !readsAsNotNow(message)) ||
      // (an extra dose taken by mistake is the NHS's own line however well the person feels)
      (physical.some((f) => EXTRA_DOSE_RULES.has(f.rule)) && !readsAsNotNow(message)) ||
      // (a sign put in a nurse's or a doctor's shorthand, which the model was not taught to read:
      // "10/7 post UKR, wound erythematous and hot… ?SSI", "inversion injury, obvious deformity")
      (inClinicalShorthand(message) && !readsAsNotNow(message)) ||
      // (a break suspected now is A&E however plainly put: "I think my mum has broken her hip")
      (physical.some((f) => f.rule === "broken-bone") && concepts.has("SUSPECTBREAK") &&
        !readsAsNotNow(message)) ||
      (rule999 && CHEST_PAIN_SAID_PLAINLY.test(concepts.text)) ||
      // (a nurse's "ring if…" met now, which the model reads as advice quoted: "the nurse on the
      // phone said if the chest pain came back to ring 999. well its back now")
      ADVICE_MET_NOW.test(concepts.text) ||
      // (a wound leaking now, five days or more after the operation, is not normal, the site says,
      // however the model reads a question of whether it is: "scar oozing. day 9 after new knee.
      // normal?")
      (physical.some((f) => f.rule === "wound-infection" || f.rule === "wound-open") &&
        leakingLate(concepts)) ||
      // (a wound started to open after an operation is the site's own line, the ward or NHS 111,
      // however calmly asked: "the wound it start to open a little bit in the middle, no
      // bleeding. What I do?")
      // (not one supposed or feared: "hypothetically if my scar opened up…", "friend of mine had
      // the wound open up… that wont happen to me will it")
      (physical.some((f) => f.rule === "wound-open") && AFTER_OPERATION.test(concepts.text) &&
        !readsAsNotNow(message) && !SUPPOSED_OR_FEARED.test(concepts.text) &&
        !OPENING_FEARED.test(concepts.text)) ||
      // (a joint out of place that has not gone back, or is not in the right place, is out now,
      // however calmly said: "kneecap came out and will not go back in"; read in its own sentence,
      // so a dislocation last year does not make it past)
      (physical.some((f) => f.rule === "deformity" || f.rule === "misshapen-after-injury") &&
        outNow(message)) ||
      measuredFever(message) || feverSaidNow(message, concepts, physical))
  ) {
    assessment.emergencies = [...physical, ...crisis];
  } else {
    const inAPart = physical.length === 0 && !puffedOnlyWhenUnfit
      ? modelSignInAPart(message, model)
      : undefined;
    // (not a sign the rules set aside as already in care: "rang 999 about chest
    // tightness. The paramedics came, ECG was normal… I'm calm now"; a sign set aside only as
    // asked about or past still is the model's: "chest pain on and off for two hours… will this
    // affect my surgery?")
    const setAside = inAPart !== undefined && DEALT_WITH(concepts.text) &&
      rules.lookalikes.some((f) =>
        !SOFT_LOOKALIKES.has(f) &&
        (f.rule === inAPart.rule || SAME_SIGN[inAPart.rule]?.includes(f.rule))
      );
    assessment.emergencies = inAPart && !setAside ? [inAPart, ...crisis] : [...crisis];
    assessment.lookalikes.push(...physical);
  }
  const adjusted = ADJUSTMENTS.reduce(
    (adjusted, adjust) => adjust(adjusted, { message, concepts }),
    assessment,
  );
  return written === message ? adjusted : withSignAnIdiomHid(adjusted, written, model);
}

/** Whether a sentence says a joint is out of place now, and reads as happening now. */
function outNow(message: string): boolean {
  return message.split(/(?<=[.?!])\s+|\n+/).some((sentence) => {
    const read = readConcepts(sentence);
    return read.has("OUTNOW") && !readsAsNotNow(sentence) && !SUPPOSED_OR_FEARED.test(read.text);
  });
}

/**
 * The model's sign, corrected where the message's own words say it read another:
 * - a clot in the leg, in a message that names no leg, knee, hip, foot, clot or operation ("side
 *   of my face is a bit swollen", "a blistery rash on one side of her forehead"): the model's
 *   sense that it needs advice today stands, but not a clot with no leg to have it in;
 * - a swelling of the jaw or face with a bad tooth, and nothing of the lips, tongue, throat,
 *   breathing or a rash, is a dental abscess: NHS 111 when no dentist can be got, not an allergic
 *   reaction ("bad toothache and my jaw has started swelling, cant get a dentist");
 * - heavy bleeding in a message with no word of blood but words of a burn ("kettle went over my
 *   daughters arm big blisters coming up shes screaming") is the burn (A&E, or 999 with shock or
 *   over much of the body);
 * - vomiting blood in a message with no word of blood, coffee grounds or a dark or red colour
 *   ("been sick and had runny poos since yesterday, only one wet nappy… lips look dry") is being
 *   sick: a new symptom that needs advice today (NHS 111).
 */
function correctedModelSign(read: RedFlag, concepts: Concepts, found: RedFlag[]): RedFlag {
  const foundRule = (id: string) => found.find((f) => f.rule === id);
  // (a blistered burn the writer calls small, on the body, with nothing of a large or deep one, is
  // the rules' NHS 111, not the model's large or deep burn: "one blister the size of a coin")
  const smallBurn = foundRule("blistered-burn");
  if (
    read.rule === "severe-burn" && smallBurn && SMALL_BURN.test(concepts.text) &&
    !LARGE_OR_DEEP_BURN.test(concepts.text)
  ) return smallBurn;
  // (a burn the writer says has not blistered, small and with nothing of a large or deep one, is
  // advice today, not the model's large or deep burn: "red and sore, maybe size of a credit card,
  // no blisters yet")
  if (
    read.rule === "severe-burn" && NO_BLISTERS.test(concepts.text) &&
    !LARGE_OR_DEEP_BURN.test(concepts.text) && !SHOCK.test(concepts.text)
  ) return UNBLISTERED_BURN;
  // (…and one the writer calls mild or small and gives a coin's size, with no blisters named and
  // nothing of a large or deep one: "mild scald on my forearm… size of a 50p but its still
  // throbbing")
  if (
    read.rule === "severe-burn" && BURN_WORDS.test(concepts.text) &&
    SMALL_BURN.test(concepts.text) && /\b(?:mild|minor|small|little|tiny)\b/.test(concepts.text) &&
    !/\bblister\w*/.test(concepts.text) && !LARGE_OR_DEEP_BURN.test(concepts.text) &&
    !SHOCK.test(concepts.text) &&
    // (never an electrical or chemical burn: the NHS's A&E, however small)
    !/\b(?:electric\w*|shock|live|wire|cable|socket|plug|volt\w*|lightning|chemical\w*|acid|bleach|caustic|cement)\b/
      .test(concepts.text)
  ) return UNBLISTERED_BURN;
  // (a twisted joint swollen since, that still takes weight and is not out of shape, is the rules'
  // advice today, not the model's broken bone for A&E: "sprained ankle swollen cant tell if its
  // broken, can still hobble")
  const twistedJoint = foundRule("twisted-joint-swollen");
  if (
    read.rule === "broken-bone" && twistedJoint && TAKES_WEIGHT.test(concepts.text) &&
    !concepts.has("DEFORM") && /\b(?:ankles?|knees?|foot|feet|legs?)\b/.test(concepts.text) &&
    // (walking says nothing of a wrist: "her wrist is swollen with a lump on it, she can walk fine")
    !/\b(?:wrists?|arms?|hands?|elbows?|shoulders?|thumbs?|fingers?|collar ?bone|lump)\b/.test(
      concepts.text,
    )
  ) return twistedJoint;
  // (and one gone bad over days is the infection's NHS 111: "burnt my arm on sunday… now its
  // weeping greenish stuff")
  const infectedBurn = foundRule("infected-burn");
  if (
    read.rule === "severe-burn" && infectedBurn && !LARGE_OR_DEEP_BURN.test(concepts.text)
  ) return infectedBurn;
  // (an overdose in a message that names no medicine and nothing taken is none: a button battery
  // or bleach swallowed is the harmful swallow, and "diarrhoea and vomiting for 2 days and now
  // hes hardly peed today" a new symptom that needs advice today)
  if (
    read.rule === "overdose" && !concepts.has("OVERDOSE") &&
    // (a dishwasher or washing tablet is no medicine)
    namesNoMedicine(concepts.text.replace(PRODUCT_TABLET, " "))
  ) {
    if (HOUSEHOLD_CHEMICAL.test(concepts.text)) read = flagOf(triageConcept("poisoning")!);
    else if (!TAKEN_IN.test(concepts.text)) read = flagOf(URGENT_OTHER);
  }
  // (hives after a food eaten, which the model reads as something swallowed, are the rules' mild
  // allergic reaction: "baby tried egg for the first time… hives round her mouth, breathing fine")
  const foodRash = foundRule("food-rash");
  if (read.rule === "poisoning" && foodRash && !HOUSEHOLD_CHEMICAL.test(concepts.text)) {
    return foodRash;
  }
  // (a coin or another small smooth thing swallowed by a child who is well, eating, drinking and
  // breathing normally, is advice today, not A&E; a button battery or magnets always are:
  // "might have swallowed a 1p coin… eating and drinking fine and not coughing or in pain")
  if (
    read.rule === "poisoning" &&
    /\b(?:coins?|penny|pennies|[125]0?p|marbles?|beads?|buttons?(?! batter))\b/.test(
      concepts.text,
    ) &&
    !/\b(?:batter\w*|magnet\w*|bleach|chemical\w*|tablets?|pills?|medicine\w*|liquid|capsule|pod)\b/
      .test(concepts.text) &&
    /\b(?:eating|drinking|playing|fine|ok|okay|happy|normal|well)\b/.test(concepts.text) &&
    !/\b(?:(?<!\b(?:not|no|isnt|without) )(?:cough\w*|chok\w*|gagg\w*|drool\w*|vomit\w*|being sick|been sick|wheez\w*)|(?<!\b(?:not|no|isnt|without) (?:\w+ ){0,3})(?:in pain|pain|hurts?|struggling))\b/
      .test(concepts.text) &&
    !concepts.has("BREATHLESS")
  ) return flagOf(URGENT_OTHER);
  // (a household product licked, tasted or spat out, or not known to be swallowed, by someone who
  // seems well, is NHS 111's "not sure"; a battery, magnets or a strong poison never are:
  // "toddler licked a dishwasher tablet, spat it out, seems fine")
  if (
    read.rule === "poisoning" && NOT_KNOWN_SWALLOWED.test(concepts.text) &&
    !/\b(?:batter\w*|magnet\w*)\b/.test(concepts.text) && !HIGHLY_TOXIC.test(concepts.text) &&
    /\b(?:fine|ok|okay|happy|normal|well|playing|himself|herself|seems? (?:ok|fine|well|normal))\b/
      .test(concepts.text) &&
    !/(?<!\b(?:not|no|isnt|hasnt|without|never|nor) (?:\w+ )?)\b(?:cough\w*|chok\w*|gagg\w*|drool\w*|vomit\w*|being sick|been sick|throwing up|threw up|wheez\w*|burn\w*|blister\w*|screaming|crying in pain|sore (?:mouth|throat|lips))\b/
      .test(concepts.text) &&
    !concepts.has("BREATHLESS") && !concepts.has("DROWSY") && !concepts.has("COLLAPSE")
  ) return flagOf(URGENT_OTHER);
  // (something harmful swallowed, with breathing gone wrong, choking, drooling or drowsiness, is
  // 999: "drank bleach… he's drooling and his breathing sounds awful", "…now choking")
  if (
    read.rule === "poisoning" &&
    (concepts.has("BREATHLESS") || concepts.has("DROWSY") || concepts.has("COLLAPSE") ||
      /\b(?:floppy|gone limp|unresponsive|not responding|wont wake|cant wake|hard to wake|fitting|having a fit|seizure|drool\w*|breathing (?:\w+ ){0,2}(?:awful|funny|strange|weird|noisy|bad|wheezy|rattly)|cant breathe|struggling to breathe)\b|(?<!\b(?:no|not|isnt|wasnt|without|never|hasnt|didnt|stopped) (?:\w+ )?)\b(?:choking|choked|chokes|gagging|gasping|coughing and spluttering)\b/
        .test(concepts.text))
  ) {
    return {
      ...read,
      service: "999",
      concern: "Something harmful swallowed, with trouble breathing, drooling or drowsiness",
    };
  }
  // (a poison that kills in small amounts, or a corrosive that is burning the mouth or throat, or
  // a button battery, magnets or a corrosive with sickness, is 999 however well the person seems:
  // "drank weedkiller by accident… throat burning", "swallowed button battery now vomiting",
  // "toddler drank some bleach from under the sink, hes vomiting")
  if (
    read.rule === "poisoning" &&
    ((HIGHLY_TOXIC.test(concepts.text) &&
      !/\bspat (?:it|most of it|it all|the lot|some)? ?out\b/.test(concepts.text)) ||
      (CORROSIVE.test(concepts.text) && BURNING_INSIDE.test(concepts.text)) ||
      ((/\b(?:button batter\w*|batter(?:y|ies)|magnet\w*)\b/.test(concepts.text) ||
        CORROSIVE.test(concepts.text)) &&
        /(?<!\b(?:no|not|isnt|hasnt|hasn't|wasnt|without|never|nor|any|hasnt been) (?:\w+ )?)\b(?:vomit\w*|being sick|been sick|is sick|throwing up|threw up|thrown up|blood\w*|wont eat|not eating|cant swallow)\b/
          .test(concepts.text)))
  ) {
    return {
      ...read,
      service: "999",
      concern:
        "Something very harmful swallowed (a strong poison, a chemical burning the mouth or throat or bringing on sickness, or a battery or magnets with sickness or pain)",
    };
  }
  // (a face puffy in pregnancy, with a headache, is pre-eclampsia's swelling, not a stroke's
  // drooping face: "pregnant sister… headache that wont shift… ankles and face are suddenly puffy")
  const preEclampsia = foundRule("pre-eclampsia");
  if (
    read.rule === "stroke" && preEclampsia &&
    !["FACEDROOP", "SPEECH", "ARMWEAK", "PARALYSIS", "STROKE", "COLLAPSE", "CONFUSED"].some((
      sign,
    ) => concepts.has(sign))
  ) return preEclampsia;
  // (chest pain that comes and goes over days, with none of a heart attack's signs, is the rules'
  // NHS 111: "on and off for a week, not now though")
  const onAndOff = foundRule("chest-pain-on-and-off");
  if (read.rule === "chest-pain" && onAndOff) return onAndOff;
  // (phlegm with no word of blood or its colours is no blood coughed up: "bringing up yellow
  // phlegm and I feel rotten" is the rules' chest infection, NHS 111)
  // (…nor a COPD flare-up's: "copd flaring up… coughing up green phlegm")
  const chestInfectionOrFlare = foundRule("chest-infection") ?? foundRule("copd-flare");
  if (
    read.rule === "coughing-blood" && chestInfectionOrFlare &&
    !/\b(?:blood\w*|red|pink\w*|rusty|frothy|clots?|streaks?)\b/.test(concepts.text)
  ) return chestInfectionOrFlare;
  // (…nor difficulty breathing, in a chest infection with breathlessness called slight and no
  // struggle: "have copd and my phlegm has changed colour and im a bit more breathless than
  // normal", "a chesty cough and temperature, a bit wheezy at night but not struggling")
  if (
    read.rule === "breathing" && chestInfectionOrFlare && SLIGHTLY_BREATHLESS.test(concepts.text) &&
    !STRUGGLING_TO_BREATHE.test(concepts.text) && !AFTER_OPERATION.test(concepts.text)
  ) return chestInfectionOrFlare;
  // (…nor is a clot in the lung, in a chest infection with breathlessness only on effort, called
  // slight, and no operation: "coughing green stuff for 5 days, temp, bit breathless going upstairs")
  if (
    read.rule === "pulmonary-embolism" && chestInfectionOrFlare && !concepts.has("CHEST") &&
    !concepts.has("COUGHBLOOD") && BREATHLESS_ON_EFFORT.test(concepts.text) &&
    !AFTER_OPERATION.test(concepts.text)
  ) return chestInfectionOrFlare;
  // (…nor in a chest infection with breathing said to be fine, the chest named only as the
  // infection's, and no operation: "think ive got a chest infection, coughing green stuff and temp,
  // breathing ok")
  if (
    read.rule === "pulmonary-embolism" && chestInfectionOrFlare && !concepts.has("BREATHLESS") &&
    !concepts.has("COUGHBLOOD") && !AFTER_OPERATION.test(concepts.text) &&
    !readConcepts(concepts.text.replace(/\bchest infections?\b/g, " ")).has("CHEST")
  ) return chestInfectionOrFlare;
  // (trouble swallowing with a sore throat, and no word of breathing, is advice today, not
  // difficulty breathing: "sore throat and fever for 3 days, struggling to swallow"; saliva that
  // cannot be swallowed, drooling or noisy breathing stay the model's)
  if (
    read.rule === "breathing" && concepts.has("SWALLOW") && !concepts.has("BREATHLESS") &&
    !/\b(?:breath\w*|drool\w*|saliva|spit|dribbl\w*|choking|choked|stridor|wheez\w*|blue|lips)\b/
      .test(
        concepts.text,
      )
  ) return flagOf(URGENT_OTHER);
  // (a urine infection with back pain is the kidney's, NHS 111, not the spine's: "burning when i
  // wee for days and now pain in my back and i feel feverish" names no numbness, no water that
  // will not come and no wetting)
  const urineInfection = foundRule("urine-infection");
  if (
    read.rule === "cauda-equina" && urineInfection && !concepts.has("NUMB") &&
    !concepts.has("SADDLE") && !SPINE_BLADDER.test(concepts.text)
  ) return urineInfection;
  // (…and its headache, flashing lights and swollen face and hands are not the model's meningitis,
  // with none of meningitis' own signs: "38 weeks pregnant, bad headache… flashing lights in my
  // eyes and my face and hands have swelled up")
  if (
    read.rule === "meningitis" && preEclampsia &&
    !NOT_PRE_ECLAMPSIA_ALONE.test(concepts.text) &&
    !["DROWSY", "COLLAPSE", "CONFUSED", "SPEECH", "FACEDROOP", "ARMWEAK", "NECK"].some((sign) =>
      concepts.has(sign)
    )
  ) return preEclampsia;
  // (a plant, leaf or berry, or a mild product, swallowed by someone with no sign of harm is the
  // rules' NHS 111, not the model's harmful chemical: "ate 2 or 3 red berries off a bush in the
  // park… shes running around fine")
  const harmlessSwallowed = found.find((f) => HARMLESS_UNLESS_UNWELL.has(f.rule));
  if (
    read.rule === "poisoning" && harmlessSwallowed && !SWALLOWED_AND_UNWELL.test(concepts.text) &&
    !["DROWSY", "COLLAPSE", "CONFUSED", "BREATHLESS", "THROATSWELL", "SWALLOW"].some((sign) =>
      concepts.has(sign)
    )
  ) return harmlessSwallowed;
  // (a bite that has broken the skin, with nothing deep, gaping or bleeding hard, is the rules' NHS
  // 111, not the model's deep cut: "bitten by one of the farm cats on my hand, it broke the skin and
  // now its red and throbbing")
  const bite = foundRule("animal-bite");
  if (
    read.rule === "deep-wound" && bite &&
    !/\b(?:deep|gap\w*|wide|open(?:ed)? up|(?:torn|ripped|split|hanging) (?:\w+ )?(?:open|off)|(?:wont|will not|doesnt|not) close|(?:wont|will not|cant|not) stop\w* bleeding|pour\w*|spurt\w*|gush\w*|stitch\w*|flap|chunk|hole|holes)\b/
      .test(concepts.text)
  ) return bite;
  // (something sharp swallowed, with a throat that only feels scratchy, is the rules' A&E, not the
  // model's allergic reaction: "swallowed a sewing pin… her throat feels scratchy")
  // (…nor a bone felt stuck in the throat: "fish bone stuck in my throat… drooling")
  const sharpSwallowed = foundRule("swallowed-sharp") ?? foundRule("stuck-in-throat");
  if (
    read.rule === "anaphylaxis" && sharpSwallowed &&
    !["THROATSWELL", "BREATHLESS", "HIVES", "ANAPHYLAXIS", "ALLERGY", "COLLAPSE"].some((sign) =>
      concepts.has(sign)
    )
  ) return sharpSwallowed;
  // (a foot crushed by a weight, whose only pallor is the person's, is the blow's broken bone, not
  // the model's limb losing its blood: "dropped a pallet on his foot… toes look squashed and hes
  // gone pale with the pain")
  if (
    read.rule === "cold-limb" && concepts.has("STRUCK") && !concepts.has("NUMB") &&
    !/\b(?:cold|icy|freezing|white|pale|mottled|blue|grey|gray|dusky)\b/.test(
      concepts.text.replace(PERSON_PALE, " "),
    )
  ) return foundRule("broken-bone") ?? flagOf(triageConcept("broken-bone")!);
  // (…and its headache, flashing lights and swelling are not the model's sudden severe headache
  // without that headache's own words: "28 weeks pregnant, bad headache that wont go, flashing
  // lights… face and hands have suddenly puffed up")
  if (
    read.rule === "thunderclap-headache" && preEclampsia &&
    !NOT_PRE_ECLAMPSIA_ALONE.test(concepts.text) &&
    !/\b(?:worst|thunderclap|terrible|severe|excruciating|agoni\w*|unbearable|like (?:a|being) (?:hit|kicked|bang|blow)|exploded|exploding|out of nowhere|came on (?:in )?(?:seconds|suddenly))\b/
      .test(concepts.text) &&
    !["DROWSY", "COLLAPSE", "CONFUSED", "SPEECH", "NECK"].some((sign) => concepts.has(sign))
  ) return preEclampsia;
  // (a tight, swollen limb's pain with no limb named is not the model's compartment syndrome: "pain
  // started round my belly button… moved down to the lower right, worse when I walk, temp 38" is the
  // rules' possible appendicitis)
  // (the most urgent physical sign the rules found)
  const mostUrgentFound =
    found.filter((f) => f.service !== "samaritans").sort((a, b) =>
      urgency(b.service) - urgency(a.service)
    )[0];
  if (
    read.rule === "compartment" && mostUrgentFound &&
    !["LEG", "CALF", "FOOT", "KNEE", "HIP", "TIGHT", "TENSE", "CAST"].some((sign) =>
      concepts.has(sign)
    ) &&
    !/\b(?:arm|forearm|hand|thigh|shin|cast|plaster|crush\w*|leg|calf|foot)\b/.test(concepts.text)
  ) return mostUrgentFound;
  // (danger to one's own life is never a young child's: a toddler into the tablets is the
  // medicines swallowed)
  if (read.rule === "crisis-danger" && YOUNG_CHILD.test(concepts.text)) {
    return flagOf(triageConcept("overdose")!);
  }
  // (a fever with no rash, no stiff neck and none of meningitis's other signs is not meningitis:
  // "toddler pulling at his ear and screaming… with a temperature" is the fever's NHS 111)
  const fever = found.find((f) => f.service === "111");
  if (read.rule === "meningitis" && fever && !MENINGITIS_SIGN.test(concepts.text)) return fever;
  // (a medicine's dose taken twice by mistake, by someone with no sign of harm, is the rules'
  // extra dose, not the model's harmful chemical: "took her morning water tablet twice by mistake,
  // she seems fine")
  const extraDose = found.find((f) => EXTRA_DOSE_RULES.has(f.rule));
  if (read.rule === "poisoning" && extraDose && !HOUSEHOLD_CHEMICAL.test(concepts.text)) {
    return extraDose;
  }
  // (heavy bleeding in a message that says there is little blood is the rules' wound: "put a nail
  // through my hand with the nail gun… its not bleeding much but its through")
  if (
    read.rule === "heavy-bleeding" && mostUrgentFound && LITTLE_BLOOD.test(concepts.text) &&
    !concepts.has("HEAVYBLEED")
  ) return mostUrgentFound;
  // (the writer's own fall, told with nothing of a collapse, lying stuck, not answering,
  // drowsiness, fainting or a hit head, is the fall's injury, A&E's, not the model's collapse:
  // "fell off a ladder landed on my side, ribs really hurt but breathing ok")
  if (
    read.rule === "collapse" && concepts.has("FALL") &&
    /\b(?:i|ive|im|me|my)\b/.test(concepts.text) &&
    !/\b(?:he|she|hes|shes|him|her|his|hers|they|theyre|them|their)\b/.test(concepts.text) &&
    !FALL_MADE_A_COLLAPSE.some((sign) => concepts.has(sign)) &&
    !STUCK_AFTER_A_FALL.test(concepts.text)
  ) {
    return mostUrgentFound && urgency(mostUrgentFound.service) >= urgency("ae")
      ? mostUrgentFound
      : flagOf(triageConcept("broken-bone")!);
  }
  // (an older person who keeps falling and is "not herself" or wobbly, with no word of sudden
  // confusion or drowsiness, is the rules' check today, not the model's sudden confusion)
  const fallsAgain = foundRule("repeated-falls");
  if (
    read.rule === "confusion" && fallsAgain && !concepts.has("CONFUSED") && !concepts.has("DROWSY")
  ) return fallsAgain;
  // (a rash spreading from a tick bite is the rules' Lyme disease, not the model's serious injury:
  // "bitten by a tick… a red ring rash growing round it")
  const tickRash = foundRule("tick-bite-rash");
  if (tickRash && (read.rule === "open-fracture" || read.rule === "wound-infection")) {
    return tickRash;
  }
  // (…nor the model's meningitis, with no fever, stiff neck, glass test or drowsiness: "bitten by a
  // tick walking last week and now there's a red ring rash")
  if (
    tickRash && read.rule === "meningitis" &&
    !["FEVER", "DROWSY", "CONFUSED", "COLLAPSE", "NECK"].some((sign) => concepts.has(sign)) &&
    !/\b(?:glass|fade\w*|stiff|light|purple|blotch\w*|pin ?pricks?)\b/.test(concepts.text)
  ) return tickRash;
  // (confusion in a message that says the person is alert and talking, with no word of confusion
  // or drowsiness, is none: the rules' sign, "sugars in the high 20s… hes alert and talking")
  if (
    read.rule === "confusion" && !concepts.has("CONFUSED") && !concepts.has("DROWSY") &&
    /\b(?:alert|talking (?:normally|fine|ok|okay|sense|properly)|making sense|knows where (?:he|she|they) (?:is|are))\b/
      .test(concepts.text)
  ) {
    return mostUrgentFound ?? flagOf(URGENT_OTHER);
  }
  // (an eye injury in a message that names no eye, where a rule found the injury: "got a fishing
  // hook stuck in my thumb" is the puncture wound)
  if (
    read.rule === "eye-injury" &&
    !/\b(?:eyes?|eyelids?|eyeballs?|sight|vision)\b/.test(concepts.text) &&
    found.length > 0
  ) return found[0];
  // (a burning rash of blisters in a band, with nothing that burns the skin, is the rules'
  // shingles, not a large burn: "blistery rash on one side of my chest band shaped and burning")
  const shingles = foundRule("shingles");
  if (
    read.rule === "severe-burn" && shingles &&
    !/\b(?:burnt|burned|scald\w*|kettle|boiling|oven|hob|iron|fire|flames?|chip pan|steam|hot (?:water|oil|fat|drink|tea|coffee|pan|plate))\b/
      .test(concepts.text)
  ) return shingles;
  // (a blow to the face with double vision or a flattened cheek is the rules' broken face bone,
  // not an allergy: "took a boot to the face at rugby, my cheekbone looks flat")
  // (nor is a bite swelling and going red, where the rules found the bite: "bitten by next doors
  // cat, hand is swelling and going red")
  const faceInjuryOrBite = found.find((f) =>
    ["face-injury", "animal-bite", "deep-bite", "infected-bite"].includes(f.rule)
  );
  if (
    read.rule === "anaphylaxis" && faceInjuryOrBite &&
    !["LIPS", "BREATHLESS", "HIVES", "THROATSWELL", "ALLERGY", "ANAPHYLAXIS", "SWALLOW"].some((
      sign,
    ) => concepts.has(sign)) && !/\b(?:throat|tongue|wheez\w*)\b/.test(concepts.text)
  ) return faceInjuryOrBite;
  // (nor is a splinter or a graze gone red with a red line spreading a deep cut: it is the rules'
  // infected wound, "splinter deep under my fingernail… now red and throbbing, a red line going up")
  const woundInfection = foundRule("wound-infection");
  if (
    read.rule === "deep-wound" && woundInfection &&
    !/\b(?:cut|cuts|gash\w*|slic\w*|lacerat\w*|split|gaping|gape\w*|stitch\w*|open\w*|burst|apart|flap|blood\w*|bleed\w*|scar|wound|incision)\b/
      .test(concepts.text)
  ) return woundInfection;
  // (a throat sore for days and now swollen on one side is the rules' abscess, not an allergy)
  const throatAbscess = foundRule("throat-abscess");
  if (read.rule === "anaphylaxis" && throatAbscess) return throatAbscess;
  // (a medicine run out is no overdose: "ran out of my epilepsy tablets… i need some today")
  const runOut = foundRule("run-out-of-medicine");
  if (read.rule === "overdose" && runOut && !concepts.has("OVERDOSE")) return runOut;
  // (nor a danger to one's own life, where no word of despair is said: "ive run out, supposed to
  // take them for 35 days")
  if (
    (read.rule === "crisis-danger" || read.service === "samaritans") && runOut &&
    !isSelfHarm(concepts.text) &&
    !/\b(?:die|dying|dead|death|suicid\w*|kill\w*|end (?:it|things|everything|my life)|overdos\w*|harm\w*|hurt (?:myself|himself|herself)|hopeless\w*|worthless|burden|(?:no|any) point|pointless|cope|coping|go on|carry on|low|dark|despair\w*|cry\w*|alone|lonely|talk)\b/
      .test(concepts.text)
  ) return runOut;
  // (a speck of grit, sand or dust washed out, with the eye still red, gritty or sore after, is the
  // NHS's advice today, a pharmacist or NHS 111, not A&E: unless it flew in at speed, is sharp or
  // a chemical, is still stuck, or the sight has changed)
  if (
    read.rule === "eye-injury" &&
    /\b(?:grit|sand|dust|eyelash\w*|lash|speck|fluff|bit of dirt|dirt|pollen|sun ?cream|shampoo|soap)\b/
      .test(concepts.text) &&
    /\b(?:washed|rinsed|flushed|bathed|came out|come out|got it out|got (?:the )?\w+ out|out now|its out)\b/
      .test(concepts.text) &&
    !/\b(?:grind\w*|drill\w*|power tool|hammer\w*|chisel\w*|metal|glass|sharp|weld\w*|sparks?|high speed|flew|flying|shot|chemical\w*|bleach|cement|lime|plaster|oven cleaner|acid|alkali|splash\w*|firework\w*|still (?:in|stuck|there)|stuck|wont come out|cant get it out|curtain|shadow|blurr\w*|cant see|cannot see|lost (?:the |my |his |her )?(?:sight|vision)|double)\b/
      .test(concepts.text)
  ) return flagOf(URGENT_OTHER);
  // (an eye red, painful or blurred with no injury, nothing in it and nothing splashed in it is
  // the NHS's urgent advice today, not A&E's eye injury; "her vision has gone a bit blurry" is
  // blurred, not gone)
  if (
    read.rule === "eye-injury" && /\beyes?\b/.test(concepts.text) &&
    !/\b(?:curtain|shadow|lost (?:the |my |his |her )?(?:sight|vision)|(?:sight|vision) (?:\w+ )?(?:gone|went|go|lost|dark)\b(?! (?:a bit |a little |slightly |quite |very |really |all |more |abit )?(?:blurr\w*|fuzzy|misty|cloudy|hazy|funny|weird|strange|odd))|went dark|gone dark|cant see|cannot see|blind|stuck|wont come out|cleaner|in (?:my|his|her|their|the) eyes?|into (?:my|his|her|their|the|one|an?) eyes?|to the eye|eye first|stone|pebble|dye|spray\w*|powder|paintball|racket|cord|pod|gel|liquid|hit|hits|poke\w*|scratch\w*|splash\w*|chemical\w*|bleach|something (?:in|went in|got in|flew)|got (?:\w+ )?in (?:it|my eye|his eye|her eye)|flew|metal|grit|glass|splinter|ball|punch\w*|elbow\w*|injur\w*|whack\w*|bang\w*|caught|cut|stab\w*|firework\w*|dust|sand|stick|branch|twig|finger|nail|laser|welding|weld\w*|sparks?)\b/
      .test(concepts.text)
  ) return flagOf(URGENT_OTHER);
  // (…nor a nosebleed the rules read as one that will not stop, with no sign of a great loss of
  // blood, in someone on no blood thinner: the NHS's A&E, "nosebleed for 40 mins now… its still
  // pouring")
  const nosebleed = foundRule("nosebleed");
  if (read.rule === "heavy-bleeding" && nosebleed && !BLOOD_THINNER.test(concepts.text)) {
    return nosebleed;
  }
  // (an object pushed up a nose or into an ear is A&E's, not the model's breathing: "pushed a bead
  // right up her nose")
  const objectStuck = foundRule("object-stuck");
  if (read.rule === "breathing" && objectStuck && !concepts.has("BREATHLESS")) return objectStuck;
  // (…or by someone the rules read as well, for pain, by mistake or a child who found it: "kid
  // found my iron tablets ate maybe 10 no symptoms yet")
  const whileWell = foundRule("overdose-while-well");
  if (
    read.rule === "overdose" && whileWell &&
    !["COLLAPSE", "BREATHLESS", "CONFUSED", "SPEECH", "CHEST", "DANGERNOW", "DROWSY"].some((sign) =>
      concepts.has(sign)
    )
  ) return whileWell;
  // (too much of a medicine taken by someone the writer says seems well, with none of the signs
  // that make it 999, is the NHS's A&E, "even if they seem well": "took about 20 of my sertraline
  // last night… feel okay-ish", "might have eaten some of my naproxen… she seems ok")
  if (
    read.rule === "overdose" && SEEMS_WELL_NOW.test(concepts.text) &&
    !["COLLAPSE", "BREATHLESS", "CONFUSED", "SPEECH", "CHEST", "DANGERNOW"].some((sign) =>
      concepts.has(sign)
    ) && !overdoseDanger(concepts) && !UNWELL_AFTER_A_DOSE.test(concepts.text)
  ) {
    return OVERDOSE_SEEMING_WELL;
  }
  // (confusion worse than usual over days, with a urine infection's signs and no drowsiness or
  // sudden onset, is the infection's advice today: "more muddled than normal since Tuesday, her
  // wee smells awful")
  if (
    read.rule === "confusion" && urineInfection &&
    !["DROWSY", "SUDDEN", "COLLAPSE", "SPEECH", "BREATHLESS"].some((sign) => concepts.has(sign))
  ) return urineInfection;
  if (
    read.rule === "clot-dvt" && !LOWER_LIMB.some((c) => concepts.has(c)) &&
    !AFTER_OPERATION.test(concepts.text)
  ) return flagOf(URGENT_OTHER);
  if (
    read.rule === "anaphylaxis" && DENTAL.test(concepts.text) &&
    !["LIPS", "BREATHLESS", "HIVES"].some((c) => concepts.has(c)) &&
    !/\b(?:throat|tongue|wheez\w*)\b/.test(concepts.text) &&
    // (breathing and swallowing said to be fine: "I can still breathe and swallow ok")
    (!/\b(?:breath\w*|swallow\w*)\b/.test(concepts.text) || concepts.denies("BREATHLESS"))
  ) return flagOf(URGENT_OTHER);
  // (nor a stroke: a face puffy on one side with a bad tooth, and no drooping, weakness or speech
  // gone wrong, is the abscess's swelling: "my molar is agony and my face is puffy on that side")
  if (
    read.rule === "stroke" && DENTAL.test(concepts.text) && concepts.has("SWELL") &&
    !["STROKE", "FACEDROOP", "SPEECH", "ARMWEAK", "COMPREHENSION", "CONFUSED"].some((c) =>
      concepts.has(c)
    )
  ) return flagOf(URGENT_OTHER);
  if (
    read.rule === "heavy-bleeding" && !concepts.has("BLEED") && !concepts.has("HEAVYBLEED") &&
    BURN_WORDS.test(concepts.text)
  ) return flagOf(SEVERE_BURN);
  // (nor heavy bleeding where the only blood is a measure: "ran out of my blood pressure tablets
  // over the bank holiday", "my blood pressure is through the roof")
  if (
    read.rule === "heavy-bleeding" && !concepts.has("BLEED") && !concepts.has("HEAVYBLEED") &&
    BLOOD_MEASURED.test(concepts.text) &&
    !/\b(?:blood\w*|\w*bleed\w*|bled|haemorrhag\w*|hemorrhag\w*|gush\w*|spurt\w*|pump\w*|pour\w*|soak\w*|drip\w*|red|cut|cuts|wound|gash\w*|dressing|towel|bandage|kitchen roll|tissues?|nose|mouth)\b/
      .test(concepts.text.replace(new RegExp(BLOOD_MEASURED.source, "g"), " "))
  ) return flagOf(URGENT_OTHER);
  // (nor vomiting blood with no word of vomiting: black poo, blood in the wee)
  if (
    read.rule === "vomiting-blood" &&
    (!VOMITED_BLOOD_WORDS.test(concepts.text.replace(BLOOD_NOT_BLEEDING, " ")) ||
      !VOMITING_WORDS.test(concepts.text))
  ) {
    return flagOf(URGENT_OTHER);
  }
  // (confusion the writer says came on slowly, over days, with no drowsiness, is not the sudden
  // confusion of 999: "more confused than normal… not sudden, slowly over 3 days" (an infection,
  // perhaps), a doctor's or nurse's advice today)
  if (
    read.rule === "confusion" && CAME_ON_SLOWLY.test(concepts.text) &&
    !concepts.has("DROWSY") && !concepts.has("SUDDEN") && !concepts.has("COLLAPSE")
  ) return flagOf(URGENT_OTHER);
  return read;
}

const BACK_TO_NORMAL =
  /\b(?:(?:shes|hes|theyre|she is|he is|they are|im) (?:totally |completely |just |back to )?(?:herself|himself|themselves|myself|usual|(?:her|his|their|my) (?:usual|normal|old) self)|(?:playing|running|charging|toddling|bouncing) (?:about |around )?(?:happily|normally|as normal|as usual|again|fine)|like nothing (?:had )?happened|back to (?:his|her|their|my) (?:usual|normal|old) self|(?:is|seems|seemed|was) (?:totally |completely |absolutely |perfectly )?(?:fine|normal|ok|okay) (?:now|since|again|straight after))\b/;
const HEAD_INJURY_DANGER =
  /\b(?:vomit\w*|being sick|been sick|was sick|threw up|throwing up|sleepy|drowsy|knocked out|blacked out|unconscious|passed out|fit|fits|seizure|fluid|bleeding from|blood from|headache|head ?aches?|confus\w*|dizzy|blurr\w*|double vision|warfarin|apixaban|rivaroxaban|blood thinn\w*|clopidogrel|under (?:1|one)|baby|newborn|months old|dent|soft spot)\b/;
const SEEMS_WELL_NOW = new RegExp(
  String
    .raw`${SAYS_WELL}|\b(?:awake and (?:talking|chatting|alert)|(?:running|playing|charging) (?:about|around)|talking (?:normally|to us|to me)|(?:ok|okay) ?ish|seems? (?:ok|okay|fine|alright|all right|well|normal|herself|himself)|(?:ok|okay|fine|alright|all right) (?:in (?:himself|herself|themselves)|at the moment|for now|so far)|no (?:symptoms|side effects|signs of anything)(?: yet| so far| at the moment)?)\b`,
);
/** Signs beside an overdose's own danger signs (red-flags.ts) that make one taken by someone "fine" no longer fine. */
const UNWELL_AFTER_A_DOSE =
  /\b(?:fit|fits|seizures|(?:cant|can not|cannot) rouse|vomit\w*|being sick|throwing up|(?:feel|feels|feeling|felt) (?:\w+ )?(?:sick|nauseous|queasy)|nause\w*|breath\w*|blue|grey|pale|dozy|dizzy|floppy|pinpoint)\b/;
const SMALL_BURN =
  /\b(?:small|little|tiny|minor|size of a (?:coin|\w+p|pound|penny|fingernail|thumbnail|stamp|pea|grape|button)|(?:50|10|20|5|2|1)p|coin|penny)\b/;
const NO_BLISTERS = /\b(?:no|not|without|isnt|hasnt|havent|arent|didnt|nor) (?:\w+ )?blister\w*/;
const UNBLISTERED_BURN: RedFlag = {
  rule: "burn-no-blisters",
  service: "111",
  concern: "A burn or scald that is red and sore but has not blistered",
};
const LARGE_OR_DEEP_BURN =
  /\b(?:big|large|huge|massive|bigger than|larger than|white|charred|black|blackened|leathery|waxy|peeling|whole|all (?:down|over|up|across)|deep)\b/;
const CAME_ON_SLOWLY =
  /\b(?:not (?:sudden|suddenly|all of a sudden)|(?:slowly|gradually|bit by bit|little by little|creeping) (?:over|for|across|during) (?:the )?(?:last |past )?(?:\d+|a few|few|several|two|three|four|five|couple of) (?:days|weeks))\b|\b(?:came on|come on|coming on|crept up|getting (?:more|worse)) (?:slowly|gradually)\b/;

/**
 * A 999 sign the model is all but sure of in the message as written, which taking an idiom out
 * removed ("having a stroke her arm wont move" once read as stroking an arm; "she keeps saying
 * 'my chest hurts'" as words quoted from a leaflet): a safety net under every idiom, present and
 * future. The model was trained on the idioms, so it is rarely sure of danger in one.
 */
export function withSignAnIdiomHid(
  assessment: Assessment,
  written: string,
  model: TriageModel,
): Assessment {
  if (assessment.emergencies.some((f) => f.service === "999")) return assessment;
  const { urgent, concept, service, confidence } = model.assess(written);
  if (
    service !== "999" || !concept || urgent < MODEL_SURE_OF_DANGER_AT ||
    confidence < MODEL_SURE_OF_DANGER_AT || readsAsNotNow(written) ||
    // (breath lost to laughing at something, which the idiom says: "cant breathe this meme is too
    // funny"; never "it's not funny")
    (concept.id === "breathing" && /\blaughing a lot\b/.test(withoutIdioms(written)) &&
      !/\bnot (?:funny|a joke|joking|laughing)\b/.test(plainText(written)))
  ) return assessment;
  const concepts = readConcepts(written, { asWritten: true });
  const flag = withoutDeniedSign(written, concepts, {
    rule: concept.id,
    service,
    concern: concept.concern,
  });
  if (!flag || !namesDefiningSign(concepts, flag)) return assessment;
  return inReplyOrder({ ...assessment, emergencies: [flag, ...assessment.emergencies] });
}

/** What an adjustment reads: the message (idioms taken out) and its concepts, read once. */
interface Reading {
  message: string;
  concepts: Concepts;
}

/**
 * Changes made, in this order, to the emergencies that the model and the rules agreed on: the
 * level of a dose taken by mistake, of a burn with shock, the crisis words with danger to life,
 * and the order the reply gives them in.
 */
const ADJUSTMENTS: Array<(assessment: Assessment, reading: Reading) => Assessment> = [
  byMistake,
  withShock,
  withCrisisWords,
  inReplyOrder,
];

/** A medicine taken twice or doubled by mistake ("muddled the blister pack"), not on purpose. */
const BY_MISTAKE =
  /\b(?:accident\w*|by mistake|mistakenly|in error|muddled|mixed up|forgot (?:i|that i|id|he|she) (?:had )?(?:already )?(?:taken|had)|twice|double(?:d)? (?:dose|dosed|up|the dose)|double dos\w*|an extra (?:dose|tablet|one)|one too many|(?:didnt|did not) realise)\b/;
/** Many doses at once ("a whole week of his tablets", "the full strip", "all of her pills"). */
const MANY_DOSES =
  /\b(?:whole|entire|full) (?:weeks?|fortnights?|months?|days?|box|packet|pack|strip|bottle|blister pack|dosette(?: box)?|pill ?box|supply)\b|\b(?:weeks?|fortnights?|months?|(?:\d+|two|three|four|five|six|seven|several|few) days?) (?:worth|supply)\b|\ball (?:of )?(?:his|her|my|their|the) (?:\w+ )?(?:tablets|pills|capsules|meds|medication)\b(?! (?:for|this|that) (?:the )?(?:morning|evening|night|day|today|tonight))|\b(?:[5-9]|[1-9]\d|five|six|seven|eight|nine|ten|twelve|fourteen|twenty) (?:\w+ )?(?:doses|days tablets)\b/;
/** …with nothing wrong felt or seen. */
const FEELS_WELL =
  /\b(?:feels?|feeling|i feel|im|i am|hes|shes|seems?) (?:totally |completely |absolutely |perfectly )?(?:fine|ok|okay|well|normal|alright|all right)\b|\bno (?:symptoms|bleeding|side effects)\b/;
const PARACETAMOL =
  /\b(?:paracetamol|co ?codamol|cocodamol|calpol|lemsip|beechams|solpadeine|panadol)\b/;

/**
 * An extra dose of one's own medicine taken by mistake, by someone who feels well and shows no
 * danger sign: not an ambulance. Too much paracetamol is A&E even so (its harm shows days later);
 * any other medicine is NHS 111, who can say whether it matters. (On purpose, or with thoughts of
 * harm, it stays 999 with the crisis words.)
 */
function byMistake(assessment: Assessment, { message, concepts }: Reading): Assessment {
  const text = concepts.text;
  const overdose = assessment.emergencies.filter((f) => f.rule === "overdose");
  const others = assessment.emergencies.filter((f) => f.rule !== "overdose");
  if (
    overdose.length === 0 ||
    others.some((f) => f.service === "999" || f.service === "samaritans") ||
    !BY_MISTAKE.test(text) || !FEELS_WELL.test(text) || isSelfHarm(message)
  ) return assessment;
  // (one dose too many of paracetamol is NHS 111, as the NHS says of an extra tablet or two)
  const paracetamol = PARACETAMOL.test(text) && !oneExtraDose(concepts);
  // (many doses at once, by mistake, are no extra dose but an overdose, A&E however well the person
  // seems: "took his whole week of blood pressure tablets at once, got muddled")
  if (!paracetamol && MANY_DOSES.test(text)) {
    assessment.emergencies = [OVERDOSE_SEEMING_WELL, ...others];
    return assessment;
  }
  assessment.emergencies = [
    paracetamol
      ? {
        rule: "overdose-paracetamol",
        service: "ae",
        concern: "Too much paracetamol taken, even by mistake and even if you feel well",
      }
      : {
        rule: "overdose-by-mistake",
        service: "111",
        concern: "An extra dose of a medicine taken by mistake",
      },
    ...others,
  ];
  return assessment;
}

/**
 * An infection the rules read whole — a fever with redness that spreads, or with skin red and
 * hot — which the model may read as nothing when it is put in words it never saw ("red patch on
 * my shin… now it is spreading up the leg… flu with shivers"): the rules' reply stands.
 */
function infectionPicture(message: string, c: Concepts, physical: RedFlag[]): boolean {
  if (!physical.some((f) => f.rule === "wound-infection")) return false;
  // (after an operation, a temperature with the wound warm or red is the site's own NHS 111 line)
  const afterOperation = AFTER_OPERATION.test(c.text) && c.has("WOUND") &&
    (c.has("HOT") || c.has("RED")) && !FEVER_SETTLED.test(c.text);
  // (a wound leaking pus or fluid with a fever or the shivers is infected wherever it is:
  // "the ward said to ring if worried - my wound is oozing pus and i've got shivers")
  const leakingWound = c.has("WOUND") && c.has("WOUNDSTRONG") && !FEVER_SETTLED.test(c.text);
  // (a wound leaking, red and warm, all three, is the site's own "call us" without a fever: "one
  // of the little cuts is weeping a bit and its gone red round it and warm", in a long message
  // about getting back to five-a-side)
  const infectedWound = leakingWound && c.has("RED") && c.has("HOT");
  // (pus is never part of normal healing: pus from a wound, or from anywhere after an operation,
  // is the site's NHS 111 line however well the writer feels otherwise — "bit of pus from one of
  // the keyhole holes, feel ok otherwise")
  const pus = c.has("PUS") && (c.has("WOUND") || AFTER_OPERATION.test(c.text));
  return (infectedWound || pus ||
    (c.has("FEVER") &&
      (c.has("SPREADRED") || (c.has("RED") && c.has("HOT")) || afterOperation || leakingWound))) &&
    !readsAsNotNow(message);
}

/**
 * A temperature measured at the site's own threshold or above (38 °C) after an operation, in a
 * message where the rules found a sign: the rules' reply stands, however long and calm the
 * message around it ("…he feels shivery and his temperature was 38.1 but he says it's just a
 * cold. Oh and is the parking free?"). A figure is not a manner of speaking; past or asked-about
 * ones the rules already set aside.
 */
function measuredFever(message: string): boolean {
  const text = message.toLowerCase();
  return AFTER_OPERATION.test(text) && !FEVER_SETTLED.test(text) &&
    /\b(?:temp|temps|temperature|fever|thermometer|measured|measuring)\b/.test(text) &&
    /(?<![\d.])(?:3[89]|4[0-2])(?:[.,]\d{1,2})?(?:\s*(?:°\s*c?|degrees?|c|celsius))?(?![\d.]|\s*(?:%|weeks?|days?|years?|yrs?|mins?|minutes?|hours?|hrs?|kg|mg|pages?))/
      .test(text);
}

/**
 * A temperature said in words to be running now, after an operation, with no reading: the site's
 * own NHS 111 line, however unsure the writer is of the cause ("running a temperature, bit
 * confused about whether it's a cold or my new knee, op was 10 days ago"). Read clause by clause,
 * so one asked ahead or supposed ("if i get a high temperature after the op who do i ring"), gone
 * or treated, is not.
 */
function feverSaidNow(message: string, c: Concepts, physical: RedFlag[]): boolean {
  const text = plainText(message);
  return physical.some((f) => f.rule === "wound-infection" || f.rule === "post-op-fever") &&
    c.has("FEVER") && AFTER_OPERATION.test(text) && !FEVER_SETTLED.test(text) &&
    !feverOnlyBefore(text) && !readsAsNotNow(message) && !TREATED_FEVER.test(text) &&
    // (nor before an operation still to come: "a bit of a temperature after my covid booster
    // yesterday, and my operation is next week")
    !(OPERATION_TO_COME.test(text) && !/\b(?:ago|post ?op|discharged)\b/.test(text)) &&
    text.split(/[,.;:!?\n]|\b(?:but|and|so)\b/).some((clause) =>
      FEVER_NOW.test(clause) && !FEVER_SUPPOSED.test(clause)
    );
}
/** "running a temperature", "got a temp", "had a fever since last night", "temp since sunday". */
const FEVER_NOW =
  /\b(?:(?:im|i am|ive|i have|hes|shes|he is|she is|has|have|got|been|still|keep|keeps|now) (?:got |been |running |getting |having )?(?:a |an )?(?:bit of a |slight |high |raised |mild |low )?(?:temp|temperature|fever)|running (?:a |an )?(?:bit of a |slight |high |raised |mild |low )?(?:temp|temperature|fever)|(?:temp|temperature|fever) (?:since|all (?:day|night|week)|this (?:morning|afternoon|evening)|today|tonight|last night|for (?:\d+|two|three|a couple of|a few) (?:days|hours))|(?:feverish|burning up))\b/;
/** …supposed, asked ahead or feared ("if i get a temp", "what happens when you run a fever"). */
const FEVER_SUPPOSED =
  /\b(?:if|in case|what if|when|whenever|should i|should you|would|will|might|could|may|ever|usually|normal to|common to|likely|chance|risk|supposed)\b/;
/** A temperature already seen to ("they gave me antibiotics", "was treated for it"). */
const TREATED_FEVER =
  /\b(?:gave (?:me|him|her|them) (?:some )?antibiotics|finished (?:the |my |his |her )?antibiotics|treated (?:me |him |her )?for (?:it|a|an|the))\b/;

/** The person said to talk and make sense as usual ("he talk normal", "making sense"). */
const TALKS_NORMALLY =
  /\b(?:talk\w*|speak\w*|chatting|chats) (?:\w+ )?(?:normal\w*|fine|ok|okay|sense|clearly|properly|like (?:himself|herself|usual|normal))\b|\bmaking (?:perfect |complete )?sense\b|\bnot (?:at all )?confused\b/;
/** A temperature said to have come down ("calpol brought it down", "back to normal now"). */
const FEVER_SETTLED =
  /\b(?:brought|came|come|comes|gone|went|going|settled|dropped) (?:it |right |back )?down\b|\b(?:back to normal|normal (?:now|again|since|ever since)|settled now)\b/;

/** Signs of shock: with a serious burn, 999 rather than A&E (the NHS's own line). */
const SHOCK =
  /\b(?:shaking|shivering|shivery|(?:cold|pale|grey|gray|white|mottled|blue) and (?:clammy|sweaty|shaking|cold|pale|grey|gray|floppy|drowsy|sleepy)|(?:hes|shes|he is|she is|they are|theyre|im|i am|i feel|feels?|looks?|looking|gone|going|went|turned|turning) (?:very |really |so |a bit |quite |all )?(?:pale|grey|gray|mottled|floppy|lethargic|white as a sheet|quiet and (?:pale|grey|gray|floppy|still|limp))|floppy|lethargic|limp|clammy|cold to (?:the )?touch|faint\w*|dizzy|light ?headed|drowsy|confused|not making sense|breathing (?:fast|quickly|really fast)|rapid breathing|going into shock|gone into shock|in shock)\b/;

/** Smoke or heat breathed in with a burn: the NHS's 999 ("his voice has gone hoarse"). */
const BURNT_AIRWAY =
  /\b(?:hoarse\w*|croak\w*|voice (?:has |is )?(?:gone|going|changed|changing|rough|raspy|funny)|(?:coughing|spitting|spat) (?:up )?(?:black|soot|sooty)|soot (?:in|round|around) (?:his|her|their|my|the) (?:mouth|nose)|singed (?:nose|nostril)|breathed in (?:the )?(?:smoke|fumes|flames|steam)|(?:inhaled|breathing in) (?:the )?(?:smoke|fumes|steam))\b/;

/** A burn in a fire in a building: the smoke is the NHS's 999 even before a voice goes hoarse. */
const BURNT_IN_A_FIRE =
  /\b(?:(?:house|home|flat|kitchen|bedroom|building|caravan|garage) (?:was )?(?:on )?fire|fire (?:in|at) (?:the|our|his|her|their|my) (?:house|home|flat|kitchen|bedroom|building))\b/;

/**
 * A scald or burn spread over the trunk ("boiling water all down her front and arm, the skin is
 * peeling off"), over the trunk and a limb or the face, over both arms or both legs, or over a
 * whole arm or leg: a large share of the body, 999 (blind-set writers said so independently). A
 * burn on part of one limb, however blistered, stays A&E, where the NHS sends a burn bigger than
 * the person's hand ("the whole front of his shin", "the whole forearm").
 */
const BURN_EXTENT =
  /\b(?:all (?:down|over|across) (?:his|her|their|my|the|your) (?:front|chest|back|body|tummy|stomach|belly|side|torso)(?! of (?:it|them|(?:his|her|their|my|the|your|a) (?:\w+ )?(?:shin|leg|thigh|arm|hand|foot|knee|ankle|calf|wrist|forearm|shoulder|finger|toe)s?)\b)|(?:whole|entire) (?:front|chest|back|body|torso)(?! of (?:it|them|(?:his|her|their|my|the|your|a) (?:\w+ )?(?:shin|leg|thigh|arm|hand|foot|knee|ankle|calf|wrist|forearm|shoulder|finger|toe)s?)\b)|both (?:arms|legs)|(?:in|over) (?:big|large|huge) (?:areas|patches|sheets)|(?:huge|big|large|massive|enormous) (?:\w+ )?(?:burn|scald)s? (?:all )?(?:on|over|across|down) (?:his|her|their|my|the) (?:body|chest|back|tummy|front|torso)(?! of)|(?:chest|back|tummy|stomach|belly|front|body) and (?:\w+ )?(?:chest|back|tummy|stomach|belly|front|sides?)|all over (?:his|her|their|my|the|your) (?:arms|legs|chest|back|face|body|tummy|front)(?:,? and (?:his |her |their |my |the )?(?:arms|legs|chest|back|face|body|tummy|front|neck|hands|head))+|(?:chest|back|tummy|stomach|belly|torso) and (?:\w+ )?(?:arms?|legs?|face|neck|shoulders?)|(?:arms?|legs?|face|neck|shoulders?) and (?:\w+ )?(?:chest|back|tummy|stomach|belly|torso)|(?:whole|entire) (?:arm|leg)(?! of))\b/;

function withShock(assessment: Assessment, { concepts }: Reading): Assessment {
  // (sunburn that makes someone hot, shivery and sick is the NHS's 111, not shock, unless they
  // faint, collapse or are confused)
  const sunburnUnwell = SUNBURN.test(concepts.text) &&
    !["COLLAPSE", "FAINTISH", "CONFUSED", "DROWSY"].some((sign) => concepts.has(sign));
  const concern = SHOCK.test(concepts.text) && !sunburnUnwell
    ? "A serious burn with signs of shock"
    : BURNT_AIRWAY.test(concepts.text) || concepts.has("BREATHLESS")
    ? "A burn with smoke or heat breathed in (a hoarse voice, coughing, trouble breathing)"
    : BURNT_IN_A_FIRE.test(concepts.text)
    ? "A serious burn in a fire, where smoke may have been breathed in"
    // (a size the writer gives as a hand's is the NHS's A&E: "on her chest and arm… bigger than my
    // hand")
    : BURN_EXTENT.test(concepts.text) &&
        !/\b(?:(?:bigger|larger) than|(?:the )?size of) (?:my|his|her|their|your|a|an|the) (?:adults? )?(?:hand|palm)\b/
          .test(concepts.text)
    ? "A burn over a large part of the body"
    : undefined;
  if (!concern) return assessment;
  assessment.emergencies = assessment.emergencies.map((f) =>
    f.rule === "severe-burn" && f.service !== "999" ? { rule: f.rule, service: "999", concern } : f
  );
  return assessment;
}

/**
 * Signs that define a model's emergency, and what it is without them. The model reads words, not
 * denials: "swollen calf since the op, not breathless" scored as a clot in the lung. When the
 * message denies every one of the signs and asserts none, the model's sign gives way to the lesser
 * one (a clot in the leg: NHS 111) or, with none, to the rules ("can't put weight on it, no
 * fall" is not a fracture from a fall).
 */
const DEFINING_SIGNS: Record<string, { signs: string[]; without?: string }> = {
  // (an arm "at a funny angle" after a fall is a broken bone, not a weak arm: a stroke is named by
  // the word, the face, speech or weakness)
  "stroke": {
    signs: ["STROKE", "FACEDROOP", "SPEECH", "COMPREHENSION", "ARMWEAK", "FACE", "NUMB"],
  },
  "pulmonary-embolism": { signs: ["BREATHLESS", "CHEST", "COUGHBLOOD"], without: "clot-dvt" },
  "breathing": { signs: ["BREATHLESS"] },
  "chest-pain": { signs: ["CHEST", "HEARTSIGN"] },
  "fracture-fall": { signs: ["FALL"] },
  "dislocation": { signs: ["DEFORM", "FALL", "INJURED"] },
  "cold-limb": { signs: ["COLD", "NUMB"] },
  "tendon-rupture": { signs: ["TENDONSIGN", "FALL", "INJURED"] },
  // (a fever with shivering is NHS 111's; sepsis's 999 is named by its NHS signs: confusion,
  // slurred speech, blue, grey or blotchy skin, trouble breathing, a racing heart, collapse)
  "sepsis": {
    signs: [
      "CONFUSED",
      "MILDCONFUSED",
      "DROWSY",
      "BREATHLESS",
      "SKINCOLOUR",
      "SPEECH",
      "COLLAPSE",
      "FAINTISH",
      "FOGGY",
      "PALP",
    ],
    // (a fever with shivering said to come with no trouble breathing is advice today)
    without: "urgent-other",
  },
  // (pain getting worse day by day is the ward's or NHS 111's; severe pain's A&E is sudden or the
  // worst there is)
  "severe-pain": { signs: ["SUDDEN", "TOPSCORE"] },
  // (a nosebleed on a blood thinner is no head injury)
  "head-injury": { signs: ["HEADHIT", "FALL", "INJURED", "COLLAPSE"] },
  "confusion": { signs: ["CONFUSED", "MILDCONFUSED", "DROWSY"] },
  "post-op-fever": { signs: ["FEVER", "HOT", "CLAMMY"] },
  "cauda-equina": { signs: ["BLADDER", "NUMB"] },
  // (a clot in the leg shows as pain, swelling, heat, redness or hardness: "bruising all down the
  // back of my thigh after hip replacement 10 days ago, calf not painful" denies it)
  "clot-dvt": {
    signs: ["PAIN", "SWELL", "HOT", "RED", "HARD", "TIGHT", "TENSE", "CLOT", "CLOTSUSPECT"],
  },
  // (a wound infection shows as redness, heat, oozing, pus, a smell or a fever: "skin round the scar
  // looks shiny and tight with the swelling… nothing leaking" names none, and swelling is usual)
  "wound-infection": {
    signs: ["SPREADRED", "FEVER", "PUS", "WOUNDSTRONG", "INFECTED", "RED", "HOT"],
  },
  // (a hip "broken" is no overdose: one is named by the word, or by what was taken)
  "overdose": { signs: ["OVERDOSE", "DRUG"] },
};

/**
 * Model signs that are no emergency in a message that names none of their signs, below the
 * model's certainty of the sign given. (A joint out of place is often put in words that no rule
 * knows, "my kneecap has slid right out to the side": there the model is more than half sure.)
 */
const WHEN_TREATED =
  /\b(?:had|having|got) (?:my |a |an |the |his |her |their )?(?:\w+ ){0,3}(?:injection|jab|operation|op|surgery|replacement|arthroscopy|scope|procedure)s? (?:\w+ ){0,3}ago\b/gi;
/** Burnt by the sun, not by a flame, a liquid or a chemical. */
const SUNBURN =
  /\b(?:sun ?burn\w*|sun ?burnt|burnt in the sun|burned in the sun|(?:burnt|burned|fried|frazzled) (?:\w+ ){0,3}(?:on the beach|sunbathing|in the garden all day)|sunbed)\b/;
/** Rules whose sign is the NHS's A&E however well the person seems. */
const STANDS_HOWEVER_WELL = new Set(["object-stuck", "pregnancy-bump-injury"]);
/** No fever, in so many words ("temperature normal", "no temp"). */
const NO_FEVER =
  /\b(?:temp\w*|fever) (?:is |was |has been |seems |reads )?(?:normal|fine|ok|okay|alright|all right|down|not (?:high|raised|up))\b|\b(?:no|not got a|hasnt got a|doesnt have a|without a) (?:high )?(?:temp\w*|fever)\b|\bnormal temp\w*\b/;
/** Rules of signs that no class of the trained model stands for. */
const RULES_THE_MODEL_WAS_NOT_TAUGHT = new Set([
  "fever-not-settling",
  "cast-too-tight",
  "cast-cutting-off",
  "black-stools",
  "swallowed-battery-or-magnet",
  "chest-pain-on-and-off",
  "overdose-while-well",
  "urinary-retention",
  "animal-bite",
  "deep-bite",
  "pre-eclampsia",
  "pregnancy-itching",
  "pregnancy-spotting",
  "tetanus-risk",
  "child-limp",
  "child-earache-fever",
  "product-in-mouth",
  "plant-eaten",
  "swallowed-sharp",
  "electrical-injury",
  "chickenpox-in-pregnancy",
  "copd-flare",
  "mild-product-swallowed",
  "two-anti-inflammatories",
  "child-into-medicines",
  "testicle-pain-slow",
  "sudden-hearing-loss",
  "swallowed-object",
  "heart-failure-worse",
  "more-confused",
  "joint-very-swollen",
  "hot-swollen-joint-fever",
  "hypo-not-improving",
  "diabetic-ketoacidosis",
  "diabetic-ketoacidosis-drowsy",
  "high-blood-sugar",
  "nosebleed",
  // (and an overdose the words make plain, a number of tablets or a whole packet, which the
  // model doubts when it is told calmly: "took about 30 of my co-codamol an hour ago… will it
  // affect my new knee?")
  "overdose",
  "urine-infection",
  "twisted-joint-swollen",
  "possible-ectopic",
  "ectopic-danger",
  "missed-blood-thinner",
  "throat-abscess",
  "gout-flare",
  // (a burn that has blistered, however small: the NHS's advice today)
  "blistered-burn",
  "infected-burn",
  "pregnancy-bump-injury",
  "fewer-baby-movements",
  "appendicitis",
  "bite-swelling-large",
  "splinter-infected",
  "object-in-wound",
  "carbon-monoxide-drowsy",
  "dehydration",
  "stuck-in-throat",
  "asthma-worse",
  "repeated-falls",
  "tick-bite-rash",
  "high-inr",
  "infected-bite",
  "diabetic-foot",
  "run-out-of-medicine",
  "urine-infection-signs",
  "food-rash",
  "face-injury",
  "trapped-under",
  "stab-wound",
  "road-collision",
  "snake-bite",
  "snake-bite-spreading",
  "rib-injury",
  "carbon-monoxide",
  "breathless-on-effort",
  "swallowed-object-stuck",
  "whiplash",
  "fumes-breathed",
  "floaters-flashes",
  "suicide-attempt",
  "blood-in-urine",
  "hives-spreading",
  "mental-health-crisis",
]);

const NEEDS_ITS_SIGN: Record<string, number> = {
  // (flu-like, "sweaty and shaking, 4 days after the arthroscopy", is no chest pain)
  "chest-pain": 0.5,
  "pulmonary-embolism": MODEL_SURE_OF_DANGER_AT,
  // (sciatica, "pain shooting down into my bum and the back of my leg", is no numbness of the
  // saddle and no trouble passing water)
  "cauda-equina": MODEL_SURE_OF_DANGER_AT,
  "dislocation": 0.5,
  "wound-infection": 0.5,
  // (a son "isn't talking to me since the op, he's sulking" is no confusion)
  "confusion": 0.5,
  // (stinging when peeing is a urine infection, not sepsis, unless a sign of sepsis is named)
  "sepsis": 0.5,
  // (a daughter who "feels empty and worthless since she had to quit netball after her acl" has
  // no fever)
  "post-op-fever": 0.5,
};

/** A leak said to have stopped ("been dry since", "stopped oozing", "no more leaking"). */
const LEAK_STOPPED =
  /\b(?:been |stayed |staying |is |its |now |completely |totally )?(?:dry|dried up)(?: ever)? since\b|\b(?:stopped|no longer|not|isnt|hasnt been) (?:leaking|oozing|weeping|seeping)\b|\bno more (?:leaking|oozing|weeping|seeping|fluid)\b|\b(?:hasnt|has not|not) (?:leaked|oozed|wept|seeped) since\b/;

/** The knee or hip, swollen or stiff: the operated joint as it heals. */
const OPERATED_JOINT_SWELLING = new Set(["KNEE", "HIP", "JOINT", "SWELL", "STIFF"]);
/** …a little ("a bit swollen", "slightly puffy", "still a little stiff and swollen"). */
const A_LITTLE_SWOLLEN =
  /\b(?:a bit|a little|a little bit|slightly|mildly|bit|little) (?:\w+ (?:and )?)?(?:swollen|swelling|swelled|puffy|puffed up|stiff)\b/;

/** A medicine taken as usual ("taking my tablets", "on my painkillers regularly"). */
const TAKEN_AS_USUAL =
  /\b(?:taking|take|takes|on|having|using) (?:my|his|her|their|the) (?:usual |normal |regular |prescribed )?(?:tablets|pills|painkillers|pain killers|pain relief|meds|medication|medicines?)\b/;
/** …and any word of too much, a mistake or a means ("extra", "the lot", "by mistake"). */
const TOO_MUCH_TAKEN =
  /\b(?:too many|too much|extra|double\w*|twice|overdos\w*|all (?:of )?(?:them|my|his|her|the)|the lot|whole|packets?|boxes|handful|bottle|more than|instead|mistake|accident\w*|wrong|swallow\w*|stockpil\w*|sav(?:ed|ing) (?:them|up)|hoard\w*|\d{2,} (?:of|tablets|pills|capsules))\b/;

/** Pain that grows over days, not all at once ("going up every day", "worse day by day"). */
const RISING_DAY_BY_DAY =
  /\b(?:every|each) (?:day|morning|night)\b|\bday (?:by|after) day\b|\bby the day\b|\b(?:over|for|in) the (?:last|past) (?:few|couple of|\d+|two|three|four|five) days\b|\b(?:gradually|slowly|steadily|bit by bit|little by little)\b|\b(?:than|since) (?:yesterday|the day before)\b/;

/** Spots or a smear of blood ("bit of blood spotting on the dressing"). */
const SPOTS_OF_BLOOD =
  /\b(?:(?:tiny|little|small|wee|few|couple of|odd) )?(?:bit|spot|spots|speck|specks|drop|drops|dot|dots|trace|traces|touch|smear|smudge|patch|mark|stain|streak|streaks|spotting) of (?:old |dried |fresh |bright red |red |dark )?(?:blood|bleeding)\b|\bspotting\b|\b(?:blood|bloody) ?(?:spots?|spotting|stain\w*|tinged|streaked|marks?)\b|\b(?:tiny|little|small|slight|minimal|minor) (?:amount|bit|trickle) of (?:blood|bleeding)\b|\bbleeding (?:a )?(?:little|tiny bit|bit|slightly)\b|\b(?:slight|slightly|minor|light|little|tiny) (?:bleed|bleeding|blood)\b/;
/** …that grows or goes on ("getting bigger", "keeps coming through"). */
const BLEEDING_GROWS =
  /\b(?:spreading|getting (?:bigger|worse|heavier)|growing|more and more|keeps? (?:coming|spreading|going|getting)|soak\w*|through|dripping|running|pouring|wont stop|hasnt stopped|not stopp\w*)\b/;
const DENIED_GROWTH =
  /\b(?:not|isnt|hasnt|havent|no|nor|never|without|doesnt|dont) (?:\w+ )?(?:spreading|getting (?:bigger|worse|heavier)|growing|soak\w*(?: through)?|gone through|come through|coming through|through|dripping)\b|\b(?:no|not) (?:bigger|worse)\b/g;
const SKIN_WHOLE =
  /\b(?:not|isnt|hasnt|didnt|never) (?:\w+ )?(?:through|out of|poking through|sticking through|broken through|broke through|come through|gone through|breaking|broken|broke|pierc\w*) (?:the |his |her |my |their )?skin\b|\bskin (?:is |was )?(?:not|isnt|wasnt|hasnt been) (?:broken|pierced|split)\b|\bskin(?:s)? (?:is |are )?(?:intact|unbroken|whole)\b|\b(?:pushing|pressing|poking|sticking) (?:up )?(?:against|under|at) (?:the |his |her |my )?skin\b|\btenting\b|\b(?:poking|pushing|sticking|pressing|bulging) (?:\w+ ){0,3}under (?:the |his |her |my |their )?skin\b/;

/** A hurt leg that still takes weight ("can still hobble", "able to walk on it"). */
const TAKES_WEIGHT =
  /\b(?:can|could|am able to|im able to|is able to|able to) (?:still )?(?:just )?(?:about )?(?:walk|hobble|limp|stand|put (?:some )?weight|weight bear|bear weight|get about|get around)\b|\bstill (?:walking|hobbling|limping|standing|weight bearing|getting about) (?:on it|about|around)\b/;

/** The model's sign, unless the message denies it or never names it; or the lesser sign left. */
const BLEEDING_NOT_HEAVY =
  /\b(?:not|isnt|is not|wasnt|no longer|never|nothing like|hardly|barely) (?:really |actually |that |too |very |exactly )?(?:pouring|gushing|spurting|pumping|squirting|streaming|heavy|heavily|a lot|loads|lots|much|badly|soaking|soaked)\b/g;
const BLEEDING_HEAVY =
  /\b(?:pour\w*|gush\w*|spurt\w*|pump\w*|squirt\w*|stream\w*|heavily|heavy|wont stop|will not stop|doesnt stop|cant stop|soak\w*|everywhere|pools?)\b/;
function withoutDeniedSign(
  message: string,
  concepts: Concepts,
  flag: RedFlag,
): RedFlag | undefined {
  if (foreignSign(message, concepts, flag)) return undefined;
  // (a known epilepsy's usual seizure, over hours ago and recovered from, is advice today for what
  // it left, not 999: "epileptic, had a normal seizure 2 hours ago, fully recovered now but bit my
  // tongue"; a first fit, one still going or one after another stays 999)
  if (
    flag.rule === "seizure" && knownSeizureOver(concepts)
  ) return flagOf(URGENT_OTHER);
  // (a cut the writer says is not deep, with nothing of it gaping, open or bleeding hard: "cut my
  // thumb on a rusty barbed wire fence… it's not deep")
  if (
    flag.rule === "deep-wound" &&
    /\b(?:not|isnt|wasnt|doesnt look|dont think its) (?:very |that |too |really )?deep\b/.test(
      concepts.text,
    ) &&
    !/\b(?:gap\w*|split\w*|wide open|apart|bone|fat|fatty|tendon|spurt\w*|pour\w*|gush\w*|wont stop)\b/
      .test(concepts.text) &&
    !concepts.has("HEAVYBLEED")
  ) return undefined;
  // (a little blood on a dressing, told as no more than that: "bit of blood spotting on the
  // dressing, not spreading, not soaking through" is no haemorrhage; one growing or with a faint is)
  if (
    flag.rule === "heavy-bleeding" &&
    (LITTLE_BLOOD.test(concepts.text) || SPOTS_OF_BLOOD.test(concepts.text)) &&
    !BLEEDING_GROWS.test(concepts.text.replace(DENIED_GROWTH, " ")) &&
    !["HEAVYBLEED", "COLLAPSE", "FAINTISH", "PALE", "SKINCOLOUR"].some((sign) => concepts.has(sign))
  ) return undefined;
  // (bleeding the writer says is not heavy, with nothing of it heavy said: "a deep cut, bleeding
  // but not pouring": the wound's service, or advice today, not 999)
  if (
    flag.rule === "heavy-bleeding" && !concepts.has("HEAVYBLEED") &&
    BLEEDING_NOT_HEAVY.test(concepts.text) &&
    !BLEEDING_HEAVY.test(concepts.text.replace(BLEEDING_NOT_HEAVY, " ")) &&
    !["COLLAPSE", "FAINTISH", "PALE", "SKINCOLOUR", "BREATHLESS"].some((sign) => concepts.has(sign))
  ) return flagOf(URGENT_OTHER);
  // (a foot numb or tingly that the writer says is not cold, with no word of its colour or of
  // severe pain, is the numbness after an operation the rules read: "pins and needles in my foot
  // since the knee op, its not cold or pale")
  if (
    flag.rule === "cold-limb" && concepts.denies("COLD") &&
    !["COLD", "SKINCOLOUR", "PALE", "BLUE"].some((sign) => concepts.has(sign)) &&
    !/\b(?:agony|agonising|unbearable|excruciating|severe|worst|screaming)\b/.test(concepts.text)
  ) return undefined;
  // a knock to the head with the child or adult back to normal and none of the signs that send a
  // head injury to A&E ("cried straight away and now hes playing happily like nothing happened")
  if (
    (flag.rule === "head-injury" ||
      (flag.rule === "urgent-other" && /\b(?:head|forehead|bump\w*|lump)\b/.test(concepts.text))) &&
    BACK_TO_NORMAL.test(concepts.text) &&
    !HEAD_INJURY_DANGER.test(concepts.text) &&
    !["COLLAPSE", "DROWSY", "CONFUSED", "BLEED", "HEAVYBLEED", "SPEECH"].some((sign) =>
      concepts.has(sign)
    )
  ) return undefined;
  // a knock to the head with being sick denied and none of a head injury's signs for A&E but a
  // headache is advice today, not A&E ("bumped my head on a cupboard door, bit of a headache, no
  // sickness")
  if (
    flag.rule === "head-injury" &&
    /\b(?:no|not|hasnt|havent|hasn't|haven't|not been|isnt) (?:\w+ )?(?:sickness|sick|vomit\w*|throwing up|thrown up)\b/
      .test(concepts.text) &&
    !HEAD_INJURY_DANGER.test(
      concepts.text.replace(
        /\b(?:a )?(?:bit of a |slight |mild |little |small |a small |minor )?head ?aches?\b/g,
        " ",
      )
        .replace(/\b(?:no|not|hasnt|havent|not been) (?:\w+ )?(?:sickness|sick|vomit\w*)\b/g, " "),
    ) &&
    !["COLLAPSE", "DROWSY", "CONFUSED", "HEAVYBLEED", "SPEECH", "VISION"].some((sign) =>
      concepts.has(sign)
    )
  ) return flagOf(URGENT_OTHER);
  // an ache in both calves after exercise, with no operation, swelling, heat or redness, is sore
  // muscles, not a clot: "slight ache in my calf after gym leg day, both legs, not swollen"
  if (
    flag.rule === "clot-dvt" &&
    /\bboth (?:legs|calves|calfs|sides|thighs)\b|\b(?:legs|calves) (?:both|are both)\b/.test(
      concepts.text,
    ) &&
    /\b(?:gym|leg day|run|running|ran|marathon|parkrun|workout|work out|worked out|training|exercise\w*|squats?|hike|hiking|walk|walking|football|match|game|cycle|cycling|bike ride|spin class|class)\b/
      .test(concepts.text) &&
    !AFTER_OPERATION.test(concepts.text) &&
    !["SWELL", "HOT", "RED", "CLOT", "CLOTSUSPECT", "BREATHLESS", "CHEST"].some((sign) =>
      concepts.has(sign)
    )
  ) return undefined;
  // tight, swollen and shiny with no word of pain is swelling for advice today (a clot, perhaps),
  // not compartment syndrome's pain out of proportion
  if (flag.rule === "compartment" && !concepts.has("PAIN") && !concepts.has("SEVERE")) {
    return flagOf(URGENT_OTHER);
  }
  // muddle only a little worse than usual, with none of the signs that make confusion or an
  // infection 999, is advice today (the hazard log's decision): "more muddled than normal today
  // but awake and talking, no fever" after a hip operation
  if (
    flag.rule === "confusion" && concepts.has("MILDCONFUSED") &&
    !MILD_CONFUSION_MADE_URGENT.some((sign) => concepts.has(sign))
  ) return flagOf(URGENT_OTHER);
  // dementia named is a lasting state, not sudden confusion, unless the message says more
  if (flag.rule === "confusion" && /\b(?:dementia|alzheimer\w*)\b/.test(concepts.text)) {
    const usual = AS_USUAL.test(concepts.text);
    if (
      (usual || !concepts.has("CONFUSED")) && !concepts.has("SUDDEN") && !concepts.has("DROWSY")
    ) {
      // (but muddle worse than the dementia's, come on over days, is advice today: "way more
      // confused than usual since her hip op", an infection or delirium, perhaps)
      return !usual && DEMENTIA_WORSE.test(concepts.text) ? flagOf(URGENT_OTHER) : undefined;
    }
  }
  // "bones not through the skin": a break, not an open one (the model's open fracture also
  // covers a serious accident, so its sign is not required of it: only its denial is heard)
  // (the skin said to be whole wins over a bone "sticking out": "a bone sticking out funny at the
  // side (not through skin)" is a deformity)
  // (and a break with nothing through the skin, that the family can drive to hospital, is A&E's:
  // "…i think the bone is broken. we have car")
  if (
    flag.rule === "open-fracture" &&
    (concepts.denies("BONEOUT") || SKIN_WHOLE.test(concepts.text) ||
      (!concepts.has("BONEOUT") && !concepts.has("HEAVYBLEED") &&
        (TAKING_THEM_IN.test(concepts.text) || HAVE_A_CAR.test(concepts.text))))
  ) {
    return flagOf(triageConcept("broken-bone")!);
  }
  const defining = DEFINING_SIGNS[flag.rule];
  if (!defining) return flag;
  const denied = defining.signs.some((sign) => concepts.denies(sign)) &&
    !defining.signs.some((sign) => concepts.has(sign));
  if (!denied) return flag;
  // (a face swollen from a bad tooth, breathing said to be fine: the dental abscess, NHS 111
  // when no dentist can be got)
  if (flag.rule === "breathing" && DENTAL.test(concepts.text) && concepts.has("SWELL")) {
    return flagOf(URGENT_OTHER);
  }
  const lesser = defining.without ? triageConcept(defining.without) : undefined;
  // (a clot in the leg needs a leg, calf or foot to be in, or a clot named: "no chest pain or
  // breathing probs, just a bit of swelling round the knee 2 wks post op" is the usual swelling
  // of the operated knee, which the rules read for themselves)
  if (lesser?.id === "clot-dvt" && !CLOT_PLACES.some((c) => concepts.has(c))) return undefined;
  return lesser && flagOf(lesser);
}

/** Words of a head that hurts, beside "head" (foreignSign). */
const HEAD_HURTING =
  /\b(?:pain\w*|agony|agonising|agonizing|hurt\w*|ach\w*|sore|pound\w*|splitt?\w*|burst\w*|explod\w*|bang\w*|crack\w*|smash\w*|hit|kicked|struck|hammer\w*|throb\w*|worst|excruciating|unbearable|screaming|thunder\w*|killing|popped|pop|snapped|bomb|brick|bat|train)\b/;

/**
 * Signs the model reads where the message has not one word of them: coughed blood with no word of
 * blood, coughing or spitting ("night sweats and I measured 38.2"), or danger to one's own life in
 * a message about an injury with no word of despair, death, harm, a medicine or a plan ("took a
 * hockey stick to the face… the coach says he'll drive me… tonight"). The model weighs words such
 * as "tonight" and "drive" that its crisis examples share; the sign is not there. (A crisis said
 * in a few plain words with no injury, "im going to do it tonight", is left to the model.)
 */
function foreignSign(message: string, concepts: Concepts, flag: RedFlag): boolean {
  const text = plainText(message);
  // (a fit read in a device's fitting, with no other word of a seizure: "brace fitting at home")
  if (flag.rule === "seizure") {
    return !SEIZURE_WORDS.test(text.replace(DEVICE_FITTING, " "));
  }
  // (nor blood named only where it is passed, with no cough or spit: "blood in his wee")
  if (flag.rule === "coughing-blood") {
    return !COUGHED_BLOOD_WORDS.test(text) ||
      (BLOOD_IN_URINE.test(text) &&
        !/\b(?:cough\w*|spit\w*|spat|sputum|phlegm|flem|mucus|vomit\w*|brought up|bring\w* up|hack\w*|chest|lungs?)\b/
          .test(text));
  }
  // (a head "full of dark stuff" at 3am is the mind, not the worst headache ever)
  // (but a head that hurts, in any words, is: "head pain 10 out of 10 came on in seconds", "it
  // felt like something burst in my head", "my head feels like its going to split in two")
  if (flag.rule === "thunderclap-headache") {
    return !/\b(?:head ?aches?|migraines?|thunderclap)\b/.test(text) &&
      !(/\bheads?\b/.test(text) && HEAD_HURTING.test(text));
  }
  // (nor a medicine the writer took, said plainly, with no amount, no mistake, no one else, no
  // drowsiness and no word of despair: "i took some paracetamol earlier", "took paracetamol this
  // morning and went over to my mums")
  if (
    (flag.rule === "overdose" || flag.rule === "crisis-danger") &&
    PAINKILLER_TAKEN.test(concepts.text) && !NOT_A_USUAL_DOSE.test(concepts.text) &&
    !TOO_MUCH_TAKEN.test(concepts.text) && !A_PLAN_OR_AN_END.test(concepts.text) &&
    !concepts.has("OVERDOSE") && !overdoseDanger(concepts) && !isSelfHarm(concepts.text) &&
    !["DANGERNOW", "MEANSNOW", "DROWSY", "COLLAPSE", "CONFUSED", "CHILD", "BREATHLESS", "FIT"]
      .some((sign) => concepts.has(sign)) &&
    !YOUNG_CHILD.test(concepts.text) && !SOMEONE_ELSE_TOOK.test(concepts.text)
  ) return true;
  // (a dose asked about before it is taken is no overdose: "how many of my paracetamol can my
  // husband take with his co-codamol?")
  if (flag.rule === "overdose") {
    return ASKS_A_SAFE_DOSE.test(concepts.text) && !SAYS_TAKEN.test(concepts.text) &&
      !concepts.has("OVERDOSE") && !overdoseDanger(concepts);
  }
  // (a stiff neck alone is no meningitis: "slept funny and now my neck is stiff")
  if (flag.rule === "meningitis") {
    // (shingles named, by the eye or anywhere, is its own advice today, unless meningitis's own
    // signs are there)
    if (
      /\bshingles\b/.test(text) && !STIFF_NECK.test(concepts.text) &&
      !LIGHT_HURTS.test(concepts.text) && !RASH_NOT_FADING.test(concepts.text) &&
      !["DROWSY", "CONFUSED", "COLLAPSE"].some((sign) => concepts.has(sign))
    ) return true;
    // (white spots at the back of a sore throat, with a temperature, are tonsillitis: NHS 111 or
    // the GP, unless the neck is stiff, the light hurts or a rash does not fade)
    if (
      throatInfection(concepts) && !STIFF_NECK.test(concepts.text) &&
      !LIGHT_HURTS.test(concepts.text) && !RASH_NOT_FADING.test(concepts.text) &&
      !["DROWSY", "CONFUSED", "COLLAPSE"].some((sign) => concepts.has(sign))
    ) return true;
    // (a rash that fades under a glass is the glass test passed: a fever's rash, advice today)
    if (RASH_FADES.test(text) && !concepts.has("DROWSY") && !concepts.has("CONFUSED")) return true;
    return !MENINGITIS_WORDS.test(text) &&
      !["FEVER", "HIVES", "DROWSY", "CONFUSED", "MILDCONFUSED", "COLLAPSE"].some((sign) =>
        concepts.has(sign)
      );
  }
  // (a wee that burns, with back pain and a temperature, is a urine infection reaching the kidneys,
  // not the spine: unless the bottom is numb or the bladder will not empty or hold)
  if (flag.rule === "cauda-equina") {
    return URINE_INFECTION.test(concepts.text) && !concepts.has("NUMB") &&
      !concepts.has("BLADDER");
  }
  if (flag.service !== "samaritans" && flag.rule !== "crisis-danger") return false;
  return concepts.names().some((name) => INJURY_SIGNS.has(name)) && !saysDespair(text) &&
    !isSelfHarm(message) && !concepts.has("OVERDOSE") && !concepts.has("DANGERNOW") &&
    !concepts.has("MEANSNOW");
}

const ASKS_A_SAFE_DOSE =
  /\bhow (?:many|much)\b[^.?!]*\b(?:can|could|should|may|is it (?:ok|okay|safe))\b|\b(?:can|could|should|may) (?:i|he|she|they|we|you|my \w+) (?:safely )?(?:take|have|give)\b|\b(?:is it|its|is that) (?:ok|okay|safe|alright|all right|fine) to (?:take|have|give|mix)\b/;
const SAYS_TAKEN =
  /\b(?:taken|took|swallowed|ate|eaten|already|accidentally|by mistake|double\w*|twice|extra|too many|too much|whole (?:packet|box|bottle)|has had|have had|hes had|shes had|ive had)\b/;
const RASH_FADES =
  /\b(?:it |they |the rash |the spots )?(?:does|do) (?:fade|go|disappear|go away|blanch)\b|\b(?:fades|faded|disappears|disappeared|goes away|went away|blanches|blanched) (?:\w+ ){0,3}(?:when|under|with|if) (?:i |we |you )?(?:press|pressed|roll|rolled|the glass|a glass|glass)\b/;
/** A device fitted ("brace fitting", "get a brace fitted", "a home fitting"); never "has fitted
 * twice", which is a seizure. */
const DEVICE_FITTING =
  /\b(?:brace|braces|boot|splint|supports?|sleeves?|stockings?|aid|aids|insoles?|orthotics?|dentures?|shoes?|wig|glasses|lens|lenses|stairlift|rails?|kitchen|carpet|cast|home|free|professional|custom|bespoke|measured and|measuring and)\s+fitt(?:ing|ed|ings)\b|\b(?:brace|braces|boot|splint|support|sleeve|stockings?|aid|insoles?|orthotics?|dentures?|shoes?|wig|glasses|lens|lenses|stairlift|rails?|cast|it|one|them) (?:\w+ ){0,2}?fitted\b|\bfitting (?:appointment|service|room|date)\b/g;
/** Any word of a seizure ("fitting", "a fit", "shaking and jerking", "unresponsive"). */
const SEIZURE_WORDS =
  /\b(?:seizures?|seizing|convuls\w*|epilep\w*|fits?|fitting|fitted|shak\w*|jerk\w*|twitch\w*|spasm\w*|unresponsive|not responding|foam\w*|froth\w*|eyes (?:rolling|rolled)|stiff\w*|rigid|collaps\w*|blank|staring)\b/;
/** A common painkiller taken, said plainly ("took some paracetamol earlier"). */
const PAINKILLER_TAKEN =
  /\b(?:took|taken|had) (?:some |my |a |an |the |two |2 |one |1 |a couple of |usual |normal )?(?:paracetamol|ibuprofen|painkillers?|pain killers|pain relief|co-?codamol|cocodamol|co codamol|codeine|naproxen|nurofen|calpol)\b/;
/** …and no word of more than a usual dose, a sedative, drink or someone else's medicine. */
const NOT_A_USUAL_DOSE =
  /\b(?:all|lot|whole|box|boxes|packet|packets|pack|packs|bottle|bottles|strip|strips|handful|load|loads|vodka|wine|beer|cider|alcohol|booze|drink|drinks|drunk|drinking|whisky|gin|sleeping|sleepers|zopiclone|diazepam|tramadol|morphine|oramorph|oxycodone|amitriptyline|pregabalin|gabapentin|insulin|mums?|moms?|dads?|nans?|grans?|wifes?|husbands?|someone|somebody|else|[1-9]\d|twenty|thirty|forty|fifty)\b/;
/** A sign said to have settled now ("its settled now", "the pain has eased off now"). */
const SETTLED_NOW =
  /\b(?:its|it is|it has|its all|it all|pain has|pain is|pains|has|all) (?:\w+ )?(?:settled|eased|calmed|died)(?: down| off)?(?: again)? now\b|\b(?:settled|eased off|calmed down|died down) now\b/;
/** A time, a plan or an end named ("tonight im going do it, no more"). */
const A_PLAN_OR_AN_END =
  /\b(?:tonight|do it|end it|end (?:it all|things|my life)|no more|goodbye|bye|had enough|cant go on|cannot go on|cant do this|want to die|wanna die|kill\w*|overdos\w*|here with me|ready|lined up|counted|saved up|stockpil\w*|sleep forever|not wake up|never wake up|all of them|the lot)\b/;
/** Someone other than the writer who took a medicine ("he took", "my son has taken"). */
const SOMEONE_ELSE_TOOK =
  /\b(?:he|she|they|hes|shes|theyve|him|her|them|son|daughter|child|kid|kids|baby|toddler|boy|girl|dog|cat|mum|mom|dad|nan|gran|grandad|grandma|husband|wife|partner|friend|brother|sister|flatmate)\b/;
const COUGHED_BLOOD_WORDS =
  /\b(?:blood\w*|bleed\w*|bled|cough\w*|spit\w*|spat|sputum|phlegm|flem|mucus|mucous|catarrh|h(?:a)?emoptysis|red|pink\w*|rusty|claret|brought up|bring\w* up|hack\w*|froth\w*|vomit\w*|sick|clot\w*|chest|lung\w*|breath\w*)\b/;

/** Meningitis's signs besides a stiff neck, as the NHS lists them. */
const MENINGITIS_WORDS =
  /\b(?:men[ei]n[gj]\w*|septic\w*|rash\w*|spots?|spotty|blotch\w*|marks?|dots|pin ?pricks?|purple|bruis\w*|glass|tumbler|fade\w*|blanch\w*|temp\w*|fever\w*|hot|burning|shiver\w*|shak\w*|sweat\w*|head ?aches?|migraines?|head (?:is |feels )?(?:pounding|splitting|banging|killing|throbbing|hurts?|hurting|sore|agony)|lights?|bright|dark|vomit\w*|sick|throw\w* up|threw up|drowsy|sleepy|floppy|wake|waking|confus\w*|fits?|seizures?|unwell|poorly|ill)\b/;

/**
 * What an injury shows: what a crisis the model reads must not be. (Not pain, bleeding or a
 * wound: despair is often said through pain, "the pain is unbearable and I've decided tonight's
 * the night", and harm through a wound.)
 */
const INJURY_SIGNS = new Set([
  "BROKEN",
  "DEFORM",
  "MISSHAPEN",
  "INJURED",
  "FALL",
  "SWELL",
  "HEADHIT",
  "NOWEIGHT",
  "WOUNDOPEN",
]);

/**
 * Words of despair, death, harm, a means or a plan, as the crisis messages of the training data
 * and every blind set put them (all but the shortest plain ones, which name no injury either).
 */
const DESPAIR = new RegExp(
  String
    .raw`\b(?:die|dies|died|dying|dead|death|suicid\w*|kill\w*|end (?:it|things|everything|my life|his life|her life|their life|myself|this)|ending (?:it|things|everything|my|his|her)|ended it|life|lives|live|living|alive|exist\w*|anymore|any more|any longer|point|pointless|hopeless\w*|worthless|useless|burden\w*|better off|without (?:me|him|her|them)|give up|giving up|given up|gave up|cope|coping|go on|going on|carry on|carrying on|keep(?:ing)? (?:me )?going|harm\w*|hurt\w*|cut|cuts|cutting|hate|here|there|easy|overdos\w*|od|pills|tablets|meds|medication|painkillers?|paracetamol|the lot|${MEDICINE_NAMES}|low|depress\w*|dark|darkness|sad|sadness|miserable|misery|despair\w*|despera\w*|cry|crying|cried|tears|goodbyes?(?! to (?:the |my |our |all the |everyone on the )?(?:nurses?|ward|staff|team|hospital|physios?|physiotherapists?|doctors?|surgeon|consultant|crutches|sticks?|walking frame|pain|old (?:knee|hip)|arthritis|wheelchair))|sorry|letters?|note|notes|sleep|asleep|wake|waking|disappear\w*|vanish\w*|jump\w*|bridge|ledge|roof|cliffs?|river|sea|rope|hang\w*|noose|drown\w*|trains?|tracks?|railway|(?<!\b(?:under|just|avoid|avoiding|than|go under|going under) the )knife|knives|blade|razor\w*|lighter|plan|plans|planned|planning|mental\w*|samaritans|crisis|alone|lonely|enough|tired of|sick of|fed up|do (?:this|it)|doing it|finish\w*|let(?:ting)? go|nothing left|no reason|no future|trapped|empty|funeral|will|affairs|stash\w*|saved up|stockpil\w*|hoard\w*|(?:no|any|without a|lost (?:my|his|her|all)|whats the|what is the) purpose(?! of (?:the|an?|my|his|her|this|that) )|purpose (?:in|of|to) (?:life|living|it all|going on|carrying on)|deliberate\w*|swallow\w*|(?:driv\w*|walk\w*|go(?:ing)?|steer\w*|crash\w*) (?:\w+ )?into(?! (?:a |the )?(?:care )?(?:home|hospital|care|theatre|surgery|clinic|work|town|school)\b)|left for me|(?:cant|can not|cannot) face|scratch\w*|take me|not coming back|worry about me|be with (?:him|her|them|my \w+)|wish|wishing|wished|thoughts?|unsafe|forever|over|gun|shoot|poison\w*|wrists?|stop|decided|made up (?:my|his|her) mind|want out|had enough|ready to go|for everything|after tonight|(?:wont|will not|shant|wouldnt|will no longer) (?:be )?need\w*)\b`,
);

/**
 * A word of despair, death, harm, a means or a plan; a medicine given or taken as prescribed is
 * none.
 */
const saysDespair = (message: string) => {
  let text = plainText(message).replace(GIVING_A_MEDICINE, " ").replace(LIVES_ALONE, " ")
    .replace(WHERE_ONE_LIVES, " ");
  // (a question whether a medicine may be taken, with another or at all, names no means: "my wife
  // takes amlodipine, can she also take co-codamol")
  if (ASKS_MAY_TAKE.test(text) && !AMASSED.test(text)) text = text.replace(A_MEDICINE_TAKEN, " ");
  // (unless the message goes on to do something with them: "…and I could just take the lot",
  // "…been hiding them in a drawer")
  return DESPAIR.test(
    DOING_SOMETHING_WITH_THEM.test(text) ? text : text.replace(ON_A_MEDICINE, " "),
  );
};
const DOING_SOMETHING_WITH_THEM =
  /\b(?:take|takes|taking|took|swallow\w*|down|downing|hid|hide|hides|hiding|hidden|sav\w*|stockpil\w*|hoard\w*|stash\w*|collect\w*|count\w*|the lot|them all|all of them|more than|extra|whole)\b/;

/** A question whether someone may take, have or mix a medicine ("can she also take", "is it ok to have"). */
const ASKS_MAY_TAKE =
  /\b(?:can|could|may|should|shall|is it (?:ok|okay|safe|alright|all right|fine)(?: for (?:me|him|her|them|us))? to|(?:safe|ok|okay) to) (?:i |he |she |they |we |you |(?:my|his|her|our) \w+ )?(?:also |still |now |safely |both )?(?:take|have|use|give|mix|combine)\b/;
/** …and any word of a lot of it or of it kept back ("the lot", "all at once", "20 of them"). */
const AMASSED =
  /\b(?:the lot|them all|all of them|all at once|at once|whole|box\w*|packets?|bottles?|handful|more than|extra|too many|too much|stockpil\w*|hoard\w*|stash\w*|sav(?:ed|ing)|hid\w*|hiding|collect\w*|count\w*|(?:[5-9]|\d{2,}) (?:of (?:them|my|his|her|the) )?(?:\w+ )?(?:tablets|pills|capsules))\b/;
/** The medicine and its taking, in such a question. */
const A_MEDICINE_TAKEN = new RegExp(
  String
    .raw`\b(?:take|takes|taking|took|tablets?|pills?|meds|medication|medicines?|painkillers?|paracetamol|${MEDICINE_NAMES})\b`,
  "g",
);

/** Someone living somewhere or somehow ("i live", "mum lives", "my dad is living"). */
const SOMEONE_LIVES = String
  .raw`\b(?:i|he|she|they|we|mum|dad|mam|nan|gran|grandad|grandma|grandpa|(?:my|his|her) \w+) (?:\w+ )?(?:live|lives|living|am living|is living|lived) `;

/**
 * Who is at home, asked about for the practical help after an operation ("can i drive myself home,
 * i live alone"): a circumstance, not loneliness (which "i feel so alone" still says).
 */
const LIVES_ALONE = new RegExp(
  String
    .raw`${SOMEONE_LIVES}(?:\w+ )?(?:alone|on (?:my|his|her|their|our) own|by (?:myself|himself|herself|themselves))\b`,
  "g",
);

/** …or where, or how far away ("i live 20 mins away", "we live in Coventry"): an address. */
const WHERE_ONE_LIVES = new RegExp(
  String
    .raw`${SOMEONE_LIVES}(?:in|at|near|nearby|close|next door|\d+|about|around|over|miles|half an hour|an hour|a (?:long|short|few|couple)|far|abroad|out of|just|on (?:a|the) )`,
  "g",
);

/**
 * A medicine someone is on as prescribed ("I'm on the blood thinning tablets they gave me"): a
 * treatment, not a means.
 */
const ON_A_MEDICINE =
  /\b(?:im|i am|ive been|hes|he is|shes|she is|been|theyre|they are|still|now) on (?:the |my |his |her |their |these |those |some |new )?(?:\w+ ){0,2}(?:tablets?|pills?|meds|medicines?|medication|painkillers?|injections?)(?! (?:\w+ ){0,3}(?:all|whole|every|lot|load|box|packet|bottle)\b)(?: (?:they|the hospital|the doctor|the gp|the surgeon|the ward) (?:gave|prescribed|sent) (?:me|him|her|them|us)(?: home with)?)?/g;

/**
 * Giving someone a medicine they find hard to take ("struggles to swallow her tablets… crush them
 * into her yoghurt?"): the tablets and the swallowing are no words of despair there.
 */
const GIVING_A_MEDICINE =
  /\b(?:struggl\w*|difficult\w*|trouble|hard|problems?|cant|cannot|unable) (?:\w+ ){0,2}(?:to )?swallow\w* (?:(?:his|her|their|my|the|your) )?(?:tablets?|pills?|meds|medicines?|medication|capsules?)\b|\bcrush\w* (?:(?:up|his|her|their|my|the) )*(?:tablets?|pills?|meds|them|it)\b/g;

/**
 * Whether the message has a word of its own: one made only of words that point elsewhere ("and
 * the other one?", a follow-up) names no sign, whatever the model makes of it.
 */
function namesAnything(message: string): boolean {
  return message.toLowerCase().split(/[^a-z']+/).some((word) => word && !POINTING_WORDS.has(word));
}

/**
 * A short follow-up that only picks out another one ("and the left one?", "what about the
 * hip?", "and the half one?") names no sign, whatever the model makes of its few words.
 */
function picksAnotherOnly(message: string, concepts: Concepts): boolean {
  const text = message.trim();
  return (PICKS_ANOTHER.test(text) || /^(?:the )?\w+ one\W*$/i.test(text)) &&
    text.split(/\s+/).length <= 8 && concepts.names().every((name) => PLACES.has(name));
}

/**
 * The crisis words from the model alone, where the rules found none and the only cutting is a
 * surgeon's ("would that mean cutting it open again?", of a stiff knee replacement), or the only
 * thought of not waking is the fear of an anaesthetic.
 */
function crisisAboutTheOperation(flag: RedFlag, crisis: RedFlag[], concepts: Concepts): boolean {
  return flag.service === "samaritans" && crisis.length === 0 &&
    (SURGICAL_CUT.test(concepts.text) || fearOfTheAnaesthetic(concepts.text));
}

/**
 * The common fear of not waking from an anaesthetic, in one sentence ("I keep thinking I won't
 * wake up from the anaesthetic"; "last time I had a general I honestly thought I'd never wake up").
 */
function fearOfTheAnaesthetic(text: string): boolean {
  return text.split(/[.?!\n]+/).some((sentence) =>
    FEARED.test(sentence) && NOT_WAKING.test(sentence) && ANAESTHETIC.test(sentence) &&
    !WISH_NOT_TO_WAKE.test(sentence)
  );
}

const FEARED = new RegExp(`\\b(?:${FEARING})\\b`);
/**
 * A wish, not a fear: "keep thinking i'd rather not wake up", "some nights I think it'd be easier
 * if I just didn't wake up".
 */
const WISH_NOT_TO_WAKE =
  /\b(?:rather|prefer|hope|hoping|wish|wishing|want|wanted|wanting|like|happy|(?:be |been |is |feel |so much |much |a lot )?(?:easier|better|best|kinder|simpler|a relief|more peaceful|for the best)) (?:to |if |that |when )?(?:i |he |she |id |hed |shed )?(?:just |simply |quietly )?(?:not|never|didnt|dont|wouldnt|did not|do not|would not) (?:\w+ )?wake\b/;
const NOT_WAKING = /\b(?:wont|will not|not|never|dont|didnt|wouldnt|d never) (?:\w+ )?wake\b/;
const ANAESTHETIC =
  /\b(?:anaesthetic|anesthetic|anaesthesia|anesthesia|general|put (?:me |him |her )?(?:to sleep|under)|operation|op|surgery)\b/;

const SURGICAL_CUT =
  /\b(?:cut|cuts|cutting) (?:it|me|him|her|them|you|the (?:knee|hip|leg|joint|bone)|my (?:knee|hip|leg)) (?:back )?open\b|\bcut(?:ting)? (?:back )?open\b/;

const PICKS_ANOTHER =
  /^(?:and|or|but|also|plus|then|what about|how about|what of|same (?:for|with))\b/i;
/** Concepts that name where, not what: "and the hip?" names no sign. */
const PLACES = new Set(["KNEE", "HIP", "LEG", "FOOT", "CALF", "JOINT"]);

const POINTING_WORDS = new Set(
  (
    "a an the and or but so then also too what whats how hows which who about with for of to in " +
    "on at it its it's this that these those other another one ones same side else there then " +
    "me my him his her their them you your we our us i is was be " +
    // answers to a question the chat never asked ("haven't", "no", "yes I did")
    "am are were been have has had do does did will would should no yes yeah yep nope not " +
    "havent haven't hasnt hasn't hadnt hadn't dont don't doesnt doesn't didnt didn't wont won't " +
    "isnt isn't wasnt wasn't arent aren't werent weren't wouldnt wouldn't shouldnt shouldn't"
  ).split(" "),
);

/**
 * Pain the model reads as needing hospital, in a question about a medicine's dose with no word of
 * severe or sudden pain ("the gabapentin isn't touching the nerve pain, is it safe to double it?"):
 * a question for the GP or pharmacist, which the medicine reply sends them to.
 */
function doseOfPainRelief(
  message: string,
  flag: RedFlag,
  confidence: number,
  concepts: Concepts,
): boolean {
  return PAIN_ALONE.has(flag.rule) && confidence < MODEL_SURE_OF_DANGER_AT &&
    !concepts.has("SEVERE") && !concepts.has("SUDDEN") && outOfScope(message) === "medicine";
}

/**
 * Whether the message names the model's sign: one of its defining signs; for a fit, which no rule
 * reads, a word of one ("shaking all over", "eyes rolled back", "gone floppy"); for danger to
 * one's own life, the crisis the rules found or a word of despair, death, harm, a means or a plan.
 */
function namesTheSign(
  message: string,
  concepts: Concepts,
  flag: RedFlag,
  crisis: RedFlag[],
): boolean {
  if (flag.rule === "crisis-danger" || flag.service === "samaritans") {
    return crisis.length > 0 || saysDespair(message) || isSelfHarm(concepts.text);
  }
  if (flag.rule === "seizure") {
    // (shaking with a fever is shivering, not a fit: "very hot and she is shaking under the
    // blanket, 2 weeks after her hip operation")
    const words = concepts.has("FEVER")
      ? plainText(message).replace(/\b(?:shak\w*|tremb\w*|shiver\w*)\b/g, " ")
      : plainText(message);
    return FIT_SIGNS.some((sign) => concepts.has(sign)) || FIT_WORDS.test(words);
  }
  return namesDefiningSign(concepts, flag);
}
/** Signs beside a little more muddle than usual that make it the NHS's sudden confusion, sepsis, a stroke or a head injury. */
const MILD_CONFUSION_MADE_URGENT = [
  "CONFUSED",
  "DROWSY",
  "SUDDEN",
  "COLLAPSE",
  "FLOORED",
  "SPEECH",
  "COMPREHENSION",
  "FACEDROOP",
  "ARMWEAK",
  "STROKE",
  "BREATHLESS",
  "FEVER",
  "CLAMMY",
  "PALP",
  "HEADHIT",
  "FALL",
  "OVERDOSE",
  "DRUG",
  "CHEST",
];
const FEVERISH =
  /\b(?:shak\w*|shiver\w*|sweat\w*|rigou?rs?|chills?|burning up|roasting|boiling|temp|temps|temperature|feverish|hot and cold)\b/;
/** Words of someone lying stuck, hurt past moving or not answering after a fall. */
const STUCK_AFTER_A_FALL =
  /\b(?:lying|laid|laying|floor|ground|path|patio|bottom|cant|cannot|can not|couldnt|unable|dare\w*|answer\w*|talk\w*|respond\w*|unresponsive|scream\w*|groan\w*|moan\w*|mumbl\w*|eyes?|wak\w*|woke|awake|conscious|unconscious|out cold|knocked out|passed out|blacked out|moving|still|numb|feel|tingl\w*|neck|back|head|blood|bleed\w*)\b/;
/** Signs that make a fall the model reads as a collapse one. */
const FALL_MADE_A_COLLAPSE = [
  "COLLAPSE",
  "FLOORED",
  "NOTMOVING",
  "DROWSY",
  "CONFUSED",
  "MILDCONFUSED",
  "FAINTISH",
  "CLAMMY",
  "HEADHIT",
  "HEAVYBLEED",
  "SPEECH",
  "CHEST",
  "PALP",
  "BREATHLESS",
  "OVERDOSE",
];
const FIT_SIGNS = ["COLLAPSE", "FLOORED", "DROWSY", "CONFUSED", "MILDCONFUSED", "HEADHIT"];
const FIT_WORDS =
  /\b(?:fits?|fitting|seizures?|convuls\w*|epilep\w*|shak\w*|jerk\w*|twitch\w*|spasm\w*|stiff\w*|rigid|tremb\w*|roll\w*|floppy|limp|foam\w*|frothing|respond\w*|unresponsive|answer\w*|wake|waking|conscious|unconscious|went down|gone down|passed out|blacked out|faint\w*|keeled|staring|blank|bit (?:his|her|their|my) tongue|wet (?:him|her|them|my)sel(?:f|ves))\b/;

/** Whether the message names a sign that defines the model's emergency (true when none is listed). */
function namesDefiningSign(concepts: Concepts, flag: RedFlag): boolean {
  const defining = DEFINING_SIGNS[flag.rule];
  if (!defining) return true;
  return defining.signs.some((sign) => concepts.has(sign));
}

/**
 * Whether one sentence of the message, read alone, has a sign (one that needs hospital, or one
 * for NHS 111 the model is all but sure of) that the rules and the model both read as happening
 * now ("…can't sleep, and since this morning I can't catch my breath, also is a heat pad ok?";
 * "…this afternoon I put a garden fork through my foot…", in a message about booking an
 * injection). The model reads a long list as a whole and dilutes the sign in it; such a sentence
 * keeps the rules' emergency however sure the model is that the whole is nothing.
 */
function signNowInAPart(message: string, model: TriageModel): boolean {
  const parts = message.split(/(?<=[.?!])\s+|\n+|,\s*/).filter((p) => p.trim().length > 0);
  // (the time may be in the sentence before: "…this afternoon I put a fork through my foot. It
  // went in quite deep…")
  return parts.length > 1 &&
    parts.some((part, i) => {
      const now = NOW.test(part.toLowerCase()) || TODAY.test((parts[i - 1] ?? "").toLowerCase());
      const signs = now ? ruleTriage(part).emergencies : [];
      if (signs.length === 0) return false;
      // a sign for NHS 111 only when the model is all but sure of that sentence ("…although the
      // back of my calf has been tight and puffy since Sunday…", in a question about an app)
      const hospital = signs.some((f) => f.service === "999" || f.service === "ae");
      return model.assess(part).urgent >= (hospital ? MODEL_EMERGENCY_AT : MODEL_SURE_OF_DANGER_AT);
    });
}

/**
 * Chest pain said plainly to be had now ("I have chest pain, is that a side effect of the
 * anaesthetic?"): the model, trained on many questions of whether a sign is a side effect, reads
 * a question; where the rules read the pain now, they stand.
 */
const CHEST_PAIN_SAID_PLAINLY =
  /\b(?:i have|i have got|ive got|ive|i am having|im having|i am getting|im getting|he has|he has got|hes got|he is having|hes having|she has|she has got|shes got|she is having|shes having) (?:(?:really |very |quite )?(?:bad|terrible|severe|awful|crushing|some|a bit of|sudden) )?(?:chest pains?|pains? in (?:my|his|her) chest|(?:a )?tight chest|tightness in (?:my|his|her) chest)\b/;

/** What makes a wound a deep one: its depth, an opening, what shows in it, or bleeding. */
const OPENING =
  /\b(?:deep|gap\w*|split\w*|open\w*|apart|undone|burst|wide|bone|fat|fatty|tendon|blood\w*|bleed\w*|spurt\w*|stitch(?:es)? (?:needed|needs)|needs? stitch\w*)\b/;

/**
 * A wound leaking or opening now ("oozing", "leaks", "stitch area is opening"; not "oozed on day
 * 2, dry since") five days or more on.
 */
function leakingLate(concepts: Concepts): boolean {
  const text = concepts.text;
  const leaking = LEAKING_NOW.test(text) || concepts.has("WOUNDOPEN");
  if (!leaking || DRIED.test(text) || LEAK_IF.test(text)) return false;
  return [...text.matchAll(DAYS_ON)].some(([, day, days, weeks]) =>
    weeks !== undefined || Number(day ?? days) >= 5
  );
}
const LEAKING_NOW =
  /\b(?:ooz(?:ing|es|e|y)|leak(?:ing|s|y)|weep(?:ing|s)|seep(?:ing|s)|discharg(?:ing|e))\b/;
const DRIED =
  /\b(?:dry|dried|stopped|settled|cleared|healed)\b|\b(?:oozed|leaked|wept|seeped) (?:\w+ ){0,4}(?:on|for|in) (?:the )?(?:first|day)\b/;
const DAYS_ON =
  /\bday (\d+)\b|(?<!\bin )\b(\d+) days?\b|(?<!\bin )\b(\d+|a|one|two|three|four|five|six) (?:weeks?|wks?)\b/g;
/** A leak that might come ("if my wound starts leaking…", "in case it leaks"). */
const LEAK_IF =
  /\b(?:if|in case|should|what if|when)\b[^.?!]{0,30}\b(?:ooz|leak|weep|seep|discharg)\w*/;

/** When something happened today (not "she's 15 now and fine"). */
const TODAY = /\b(?:today|tonight|this (?:morning|afternoon|evening)|just now)\b/;
/** …or that it is happening now, or has gone on since ("since Sunday"). */
// (a sign getting worse, or there since the operation, is a sign now: "3 days since my ACL
// reconstruction and the pain is getting worse every day"; so is a knee that will not straighten:
// "my knee has locked and it won't straighten. not had an operation, it's a football thing from
// years back")
const NOW = new RegExp(
  String
    .raw`${TODAY.source}|\b(?:now|right now|suddenly|since (?:yesterday|last night|the weekend|this week|(?:mon|tues|wednes|thurs|fri|satur|sun)day))\b|\b(?:is|are|keeps?|keep on|has been|have been) (?:\w+ )?getting (?:worse|bigger|more \w+)\b|\b(?:days?|weeks?) since (?:my|his|her|their|the) (?:\w+ ){0,2}(?:op|operation|surgery|replacement|reconstruction|arthroscopy|osteotomy|repair)\b|\b(?:won['’]?t|will not|still (?:can['’]?t|cannot|won['’]?t)) (?:\w+ ){0,2}(?:straighten|unlock|budge|go straight)\b`,
);

/** Within the last hours: "an hour ago", "20 minutes ago", "just now", "this morning". */
const JUST_HAPPENED = new RegExp(
  String
    .raw`${TODAY.source}|\b(?:an?|one|two|three|few|couple of|\d+) (?:\w+ )?(?:min\w*|hours?|hrs?) ago\b|\bjust (?:now|fell|fallen|tripped|slipped|come off|came off|been knocked)\b`,
);

/**
 * A 999 sign the model is all but sure of in one sentence read alone, named there, and read by
 * the rules as nothing past, hypothetical or general — in a long message that dilutes it and
 * where no rule found it ("Its like a belt being buckled round my ribs… and my left arm feels
 * heavy as lead. … Would it be ok to take an extra paracetamol?": the whole read as a question
 * about a medicine).
 */
function modelSignInAPart(message: string, model: TriageModel): RedFlag | undefined {
  const sentences = message.split(/(?<=[.?!])\s+|\n+/).filter((p) => p.trim().length > 0);
  if (sentences.length < 2) return undefined;
  for (const sentence of sentences) {
    const { urgent, concept, service, confidence } = model.assess(sentence);
    // (an A&E sign too, when the sentence says it happened within the hour or today: "…my dog
    // pulled me over an hour ago and my other wrist is really swollen, can't move my fingers…",
    // between two sentences about writing a review)
    const hospital = service === "999" ||
      (service === "ae" && JUST_HAPPENED.test(sentence.toLowerCase()));
    if (
      !hospital || !concept || urgent < MODEL_SURE_OF_DANGER_AT ||
      // (which of the A&E signs it is matters less than for 999's: a broken bone, a fall's injury)
      confidence < (service === "999" ? MODEL_SURE_OF_DANGER_AT : 0.5) || readsAsNotNow(sentence)
    ) continue;
    const concepts = readConcepts(sentence);
    const flag = withoutDeniedSign(sentence, concepts, {
      rule: concept.id,
      service,
      concern: concept.concern,
    });
    // (an injury's sign, not a fall alone: "Fell over in the garden this morning, landed on my
    // bum. Bit sore but I've been walking around fine")
    const injured = service === "999" || SIGNS_OF_AN_INJURY.some((sign) => concepts.has(sign));
    // (danger to one's own life needs a word of despair in the sentence: "I wanted to say thanks."
    // opens a thank-you, not a farewell)
    if (flag && injured && namesTheSign(sentence, concepts, flag, [])) return flag;
  }
  return undefined;
}
const SIGNS_OF_AN_INJURY = [
  "SWELL",
  "DEFORM",
  "NOWEIGHT",
  "CANTSTAND",
  "BLEED",
  "HEAVYBLEED",
  "NUMB",
  "SEVERE",
];

/** The model's sign → the rules that read the same sign under other names. */
const SAME_SIGN: Record<string, string[]> = {
  "clot-dvt": ["clot"],
  "fracture-fall": ["cannot-bear-weight"],
  "seizure": ["collapse"],
  // (a dose feared taken twice and found not to have been: "I thought I'd taken my tablets twice
  // this morning but I checked the blister pack and I hadn't")
  "overdose": ["extra-dose"],
  // a clot in the lung shows as breathlessness or chest pain ("is breathlessness a side effect
  // of the anaesthetic? I'm not breathless at all")
  "pulmonary-embolism": ["breathing", "chest-pain"],
  "dislocation": ["deformity", "misshapen-after-injury"],
};

/** Advice told ("said if… to ring", "said ring back if…"), then its condition met now. */
const ADVICE_MET_NOW =
  /\b(?:said|says|told (?:me|us|him|her))\b[^.?!]{0,60}\bif\b[^.?!]*[.?!,;]\s*(?:well |and |but |so |ok |now )?(?:its|it is|it has|its gone|its come|it came|it went|its got|theyre|they are|shes|hes|she is|he is)\b[^.?!]{0,40}\bnow\b/;

/** The words of a clinical note: two or more of them mark a message written in that register. */
const CLINICAL_WORDS =
  /\b(?:rgn|rmn|hca|paramedic|pod ?\d+|d\d+ post|\d+ 7 post|post ?op day \d+|sats|spo2|obs|nv intact|neurovascularly|apyrexial|afebrile|pyrexial|erythematous|erythema|ssi|nwb|fwb|wb|hr \d+|rr \d+|bp \d+|sob|cp|mechanical fall|inversion injury|pain \d+ 10|pmh|hx|nof|o e|on examination)\b/g;
function inClinicalShorthand(message: string): boolean {
  return new Set(plainText(message).match(CLINICAL_WORDS) ?? []).size >= 2;
}

const WATERY =
  /\b(?:watery|clear (?:fluid|liquid|stuff|discharge)|straw[- ]colou?red|pinkish|pink(?:[- ]tinged| watery| fluid| liquid| stuff)|yellow(?:ish)? (?:fluid|liquid|stuff|discharge)|serous)\b/;

/**
 * A wound opening the writer calls small ("a tiny gap at the bottom"), not one gaping wide or
 * open to what is inside ("gaping wide, you can see inside, bleeding a little": the little is the
 * bleeding's).
 */
function smallWoundOpening(text: string): boolean {
  return SMALL.test(text.replace(LITTLE_BLEEDING, " ")) && !WIDE_OPEN.test(text);
}
const LITTLE_BLEEDING =
  /\b(?:bleed\w*|bled|blood\w*|ooz\w*|weep\w*|leak\w*|seep\w*) (?:\w+ )?(?:a (?:little|tiny|wee) bit|a little|slightly)\b|\b(?:a (?:little|tiny|wee) bit of|a little|slight|tiny bit of) (?:blood|bleeding|ooze|oozing)\b/g;
const WIDE_OPEN =
  /(?<!\b(?:not|isnt|no|nothing|never|wasnt) (?:\w+ )?)\b(?:gap(?:ing|es|ed)(?! (?:a (?:tiny |little |wee )?bit|slightly|a little|just a (?:tiny |little )?bit|a touch)\b)|gape|wide open|wide|completely open|all the way (?:open|along)|fully open|(?:can|could) see (?:inside|in it|into it|right in|the \w+ underneath)|see inside|split (?:right )?open|burst open)\b/;
const SMALL =
  /\b(?:a (?:little|tiny|wee) bit|a little|tiny|small|slightly|few mm|few millimet\w*|\d+ ?mm|pin ?prick|pinhead|hairline|bit (?:open|apart|gapey)|opened (?:a )?bit|one stitch)\b/;

/** 3 for 999 down to 1 for NHS 111; 0 for the crisis words, which never replace a physical sign. */
function urgency(service: RedFlag["service"]): number {
  const rank = SERVICE_URGENCY.indexOf(service as (typeof SERVICE_URGENCY)[number]);
  return rank < 0 ? 0 : SERVICE_URGENCY.length - rank;
}

/** Signs that are the pain alone, with nothing else found: no danger to life in themselves. */
const PAIN_ALONE = new Set(["severe-pain", "worsening-pain"]);

/**
 * The order the reply gives them in: a physical sign before the crisis words (a person both in
 * crisis and, say, bleeding heavily is told to call 999 first), except despair said through pain
 * ("life isn't worth it with this pain"), which gets the crisis words first and the pain's own
 * advice after them.
 */
function inReplyOrder(assessment: Assessment): Assessment {
  const crisis = assessment.emergencies.filter((f) => f.service === "samaritans");
  // (the most urgent service first, as the reply leads with it)
  const physical = assessment.emergencies.filter((f) => f.service !== "samaritans")
    .sort((a, b) => urgency(b.service) - urgency(a.service));
  const painAlone = physical.every((f) => PAIN_ALONE.has(f.rule));
  assessment.emergencies = painAlone ? [...crisis, ...physical] : [...physical, ...crisis];
  return assessment;
}

/** Someone in danger of taking their own life gets the crisis words as well as 999. */
function withCrisisWords(assessment: Assessment): Assessment {
  const danger = assessment.emergencies.some((f) => f.rule === "crisis-danger");
  const crisisWords = assessment.emergencies.some((f) => f.service === "samaritans");
  if (danger && !crisisWords) {
    assessment.emergencies = [...assessment.emergencies, {
      rule: "self-harm",
      service: "samaritans",
      concern: "Thoughts of suicide or self-harm",
    }];
  }
  return assessment;
}
