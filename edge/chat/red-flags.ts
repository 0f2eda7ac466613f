/**
 * Triage, run on every message before any search or model call: symptoms that need help now
 * rather than a web page, each rule naming the service to send the person to.
 *
 * Rules are combinations of concepts (./concepts.ts), so word order, spelling, slang and who is
 * described ("my dad", "she", "I") do not matter. Two levels:
 * - a definite emergency gets a fixed reply naming the rule's service, and nothing else;
 * - a lookalike — the same signs asked about as what is normal, as a risk, in the past, as a
 *   habit, or with a known harmless cause ("numb from the nerve block") — gets an ordinary
 *   answer plus one safety line. Thoughts of suicide or self-harm are never a lookalike.
 */
import { type Concepts, FEARING, MEDICINE_NAMES, plainText, readConcepts } from "./concepts.ts";

/** Who to send the person to, most urgent first. */
export type Service = "999" | "ae" | "111" | "samaritans";
export const SERVICE_URGENCY: Array<Exclude<Service, "samaritans">> = ["999", "ae", "111"];

export interface RedFlagRule {
  id: string;
  service: Service;
  /** the sign, as a patient would recognise it (starts a sentence) */
  concern: string;
  matches(c: Concepts): boolean;
}

export interface RedFlag {
  rule: string;
  service: Service;
  concern: string;
}

export interface Triage {
  /** rules that call for the fixed emergency reply */
  emergencies: RedFlag[];
  /** rules matched only as a lookalike: answer normally, with one safety line */
  lookalikes: RedFlag[];
}

const limb = (c: Concepts) => c.has("FOOT") || c.has("LEG") || c.has("CALF");
/**
 * Blue or purple toes or a leg after a blow to them ("dropped a paving slab on my foot, toes
 * purple"), or swollen after a fall or a twist: a bruise's colour, not a limb without blood,
 * unless it is also cold, pale, white or numb.
 */
const bruisedByAnInjury = (c: Concepts) =>
  (c.has("STRUCK") ||
    // (or by a fall, a jump or a twist, swelling since: "jumped off a wall and her ankle is at a
    // funny angle, already swelling and going purple")
    ((c.has("FALL") || c.has("INJURED") || /\b(?:jump\w*|went over on|rolled)\b/.test(c.text)) &&
      (c.has("SWELL") || /\bbruis\w*/.test(c.text)))) &&
  !c.has("NUMB") &&
  !/\b(?:cold|icy|freezing|white|pale|mottled|grey|gray)\b/.test(c.text.replace(PERSON_PALE, " "));
/** The person gone pale, not the limb ("hes gone pale with the pain"). */
export const PERSON_PALE =
  /\b(?:i|im|ive|he|hes|she|shes|they|theyre|theyve|we)(?: (?:is|are|has|have|was|were))? (?:gone|going|went|turned|looks?|looking|looked|is|are|was) (?:very |really |quite |a bit |so |all )?(?:pale|white|grey|gray)\b(?: (?:with|from) (?:the )?(?:pain|shock))?/g;

/** Everyday medicines by name ("her evening statin", "his water tablet"). */
const NAMED_MEDICINES = MEDICINE_NAMES;
export const MEDICINE = new RegExp(
  String
    .raw`\b(?:${NAMED_MEDICINES}|paracetamol|co ?codamol|cocodamol|calpol|solpadeine|ibuprofen|naproxen|codeine|dihydrocodeine|tramadol|oxycodone|oxycontin|oxynorm|morphine|oramorph|zomorph|gabapentin|pregabalin|diazepam|apixaban|rivaroxaban|edoxaban|dabigatran|warfarin|enoxaparin|clexane|heparin|dalteparin|fragmin|aspirin|antibiotics?|amoxicillin|flucloxacillin|insulin|blood ?thinn(?:er|ers|ing)|(?:clot|blood thinning) (?:injections?|jabs?)|tablets?|pills?|meds|medicines?|medication|painkillers?|doses?|capsules?|injections?|jabs?|vitamins?|gummies|supplements?|iron tablets?)\b`,
);
/** Paracetamol, and the cold and flu remedies that hold it ("lemsip and paracetamol together"). */
const PARACETAMOL =
  /\b(?:paracetamol|co ?codamol|cocodamol|calpol|solpadeine|lemsip|beechams|night nurse|day nurse)\b/;
/** Said to be well: "feel fine tho", "she seems ok", "im totally normal". */
export const SAYS_WELL = String
  .raw`\b(?:feel|feels|feeling|felt|seem|seems|am|is|im|hes|shes)\s(?:\w+ )?(?:completely |totally |perfectly |absolutely )?(?:fine|ok|okay|well|alright|all right|normal)\b`;
/**
 * An extra dose taken by mistake ("took 2 oxycodone instead of 1", "forgot and took another 8",
 * "doubled up on my tablets"), by someone who says nothing of wanting to die and shows no sign of
 * danger: NHS 111, or A&E for paracetamol, which harms the liver before anyone feels unwell
 * (NHS: "go to A&E… even if you feel well"). Asleep, hard to wake, fitting or breathing badly is
 * the overdose's 999.
 */
const EXTRA_DOSE = new RegExp(
  String
    .raw`\b(?:didnt|did not|never) (?:know|realise|realize) (?:that )?(?:they|both|the two|these|those|it|them) (?:were|was|are|is) (?:both )?(?:the same|similar|the same kind|the same type)\b|(?<!\b(?:can|could|should|shall|may|ok to|okay to|alright to|all right to|safe to|fine to|better to|want to|going to|plan to|try to|switch to|start to|nearly|almost) (?:i |we |he |she |they |you )?)\b(?:took|taken|had|given|gave|swallowed|take|taking)\b[^.?!]{0,40}?\binstead of\b(?! (?:in )?(?:the |at )?(?:morning|mornings|evening|evenings|night|nights|bedtime|breakfast|lunch|lunchtime|dinner|tea|teatime|daytime|am|pm|\d+ ?(?:am|pm|oclock|o clock)\b))|\b(?:doubled|(?:took|taken|had|gave|given|swallowed) (?:a )?double)(?: up)?(?: on)? (?:the |my |his |her |their |a )?(?:\w+ ){0,2}(?:dose|doses|tablets|pills|meds|medicines?|painkillers)\b|\b(?:forgot|forgotten|forgetting)\b[^.?!]{0,40}?\b(?:and|then|so) (?:\w+ )?(?:took|taken|had|gave|given|did|done|injected)\b|\b(?:took|taken|had|gave|given|did|done|injected) (?:\w+ ){0,4}to catch up\b|\b(?:took|taken|had|gave|given|swallowed|injected|did|done) (?:\w+ ){0,3}(?:the )?wrong (?:\w+ )?(?:tablets?|pills?|meds|medicines?|medication|dose|doses|injection|insulin)\b(?=[^.?!]*\b(?:tonight|today|this (?:morning|afternoon|evening)|just|by mistake|accidentally|last night|an? (?:hour|few hours) ago|now)\b)|\b(?:did|done|had|given|gave|injected|taken|took) (?:two|2|both) (?:\w+ ){0,4}?(?:injections?|jabs?|shots?)?\s?(?:today|tonight|in one go|in one day|at once)\b|\b(?:accidentally|by accident|by mistake|mistakenly) (?:took|taken|had|gave|given|swallowed)\b|\b(?:took|taken|had|given|gave|swallowed) (?:his|her|my|their|the) (?:evening|morning|night|nighttime|night time|bedtime|lunchtime|teatime) (?:\w+ ){0,2}?(?:tablets|pills|meds|medication|medicines|dose|doses|ones)\b (?:\w+ ){0,3}?(?:this morning|tonight|this evening|this afternoon|at lunch|earlier|already)(?: \w+){0,2}? (?:as well|too|also)\b|\b(?:think|thought|reckon|reckoned|realised|realized|worked (?:it )?out|might have|may have|must have) (?:\w+ ){0,3}(?:taken|had|took|given|gave) (?:way )?(?:too much|too many|more than (?:i|he|she|they|you) should)\b(?=.*${SAYS_WELL})|\b(?:took|taken|had|gave|given|swallowed) (?:\w+ ){0,12}(?:by accident|by mistake|accidentally)\b|\b(?:took|taken|had|gave|given) (?:\w+ ){0,3}(?:an extra|another) (?:\d+|dose|one|two|lot|few)\b|\b(?:took|taken|had|gave|given|swallowed|did|done|injected) (?:\w+ ){0,5}(?:tablets?|pills?|dose|doses|meds|medicines?|injections?|jabs?|${NAMED_MEDICINES}) (?:\w+ ){0,2}(?:twice|two times)\b|\b(?:took|taken|had|given|gave|swallowed)\b[^.?!]{0,80}?\b(?:because|as|cos|cause|since|when) (?:i|he|she|they|we) (?:forgot|had forgotten|didnt realise|didnt realize|did not realise|did not realize|hadnt realised|hadnt realized|didnt know|did not know|didnt think)\b|\b(?:took|taken|had|eaten|ate|swallowed|given|gave) (?:about |around |like |maybe |roughly |nearly )?(?:\d+|two|three|four|five|six|a few|a couple|some) (?:\w+ )?extra\b(?! (?:time|minutes|hours|days|weeks|sessions|exercises|physio|steps|miles|laps|reps))|\bgot (?:in)?to (?:my|his|her|their|the|mums?|dads?|nans?|grans?|[a-z]+s) (?:\w+ ){0,2}(?:vitamins|gummies)\b|\b(?:ate|eaten|eating|swallowed|chewed|scoffed) (?:\w+ ){0,5}(?:vitamins?|gummies|gummy (?:vitamins|sweets|bears))\b|\b(?:without (?:realising|realizing|thinking)|not realising|not realizing)\b[^.?!]{0,40}?\b(?:took|taken|had|given|gave|swallowed)\b|\b(?:took|taken|had|given|gave|swallowed)\b[^.?!]{0,60}?\bwithout (?:realising|realizing|thinking)\b|\b(?:took|taken|had|gave|given|swallowed|give|giving)\b[^.?!]{0,40}?\b(?:a second|another|an extra|a double) (?:dose|lot|spoon\w*|sachet|tablet|one|measure)\b(?=[^.?!]*\b(?:by mistake|accident\w*|forgot|forgetting|didnt realise|did not realise|too soon|too early|after the first|minutes later|(?:an|one|1) hour later|without (?:knowing|realising|checking))\b)`,
);
const OVERDOSE_DANGER =
  /\b(?:unconscious|passed out|passing out|cant wake|cannot wake|can not wake|wont wake|not waking|hard to wake|unresponsive|not breathing|breathing (?:slow|slowly|shallow|strange|funny|badly)|slow breathing|blue lips|lips (?:are |have gone |gone )?blue|fitting|seizure|collapsed|drowsy|sleepy|(?:hard|struggling|cant|cannot|can not) (?:to )?keep (?:my|his|her|their) eyes open|spinning|slurr\w*|cant stay awake|cannot stay awake|keeps? (?:nodding|dropping) off|pinpoint pupils|(?:tiny|pin ?prick|pin ?point|really small|very small) pupils|pupils (?:are |have gone |gone |look |looking |have become )?(?:tiny|pinpoint|pin ?pricks?|like pin ?(?:pricks?|points?|heads?)|really small|very small|so small)|confused)\b/;
/** An overdose's danger signs: its own words, or drowsiness however it is put ("keeps drifting off"). */
export const overdoseDanger = (c: Concepts) => OVERDOSE_DANGER.test(c.text) || c.has("DROWSY");
/** Diabetes, or its tools and readings, named. */
const DIABETES =
  /\b(?:diabet\w*|type ?(?:1|one|2|two)|t[12](?:dm?)?|insulin|blood (?:sugars?|glucose)|sugars?|glucose|bms?|ketones?|(?:glucose |sugar |blood )?meter|libre|dexcom|cgm|hypo\w*)\b/;
const LOW_SUGAR =
  /\b(?:hypo|hypos|hypoglyc\w*|(?:sugars?|glucose|bms?|levels?|reading) (?:\w+ ){0,3}(?:low|dropp\w*|dropped|crash\w*|plummet\w*|[1-3](?:\.\d)?)\b|low (?:blood )?(?:sugars?|glucose|bms?)|\blo\b)/;
const HYPO_NOT_IMPROVING =
  /\b(?:not|isnt|wont|hasnt|didnt|doesnt|arent|no) (?:\w+ ){0,2}(?:coming up|going up|gone up|come up|rising|risen|improving|improved|better|helping|helped|working|worked)\b|\b(?:still|keeps?) (?:\w+ ){0,2}(?:low|dropping|falling)\b/;
const HIGH_SUGAR_OR_KETONES =
  /\bketones?\b|\b(?:meter|reading|sugars?|glucose|bms?|levels?) (?:\w+ ){0,3}(?:hi|high|sky high|through the roof|[2-9]\d(?:\.\d)?)\b|\b(?:says|reads|shows|showing|saying) hi\b|\bhigh (?:blood )?(?:sugars?|glucose|ketones?)\b|\bhypergly\w*\b/;
const HIGH_SUGAR =
  /\b(?:meter|reading|readings|sugars?|glucose|bms?|levels?) (?:\w+ ){0,4}(?:hi|high|sky high|through the roof|(?:1[5-9]|[2-9]\d)(?:\.\d)?s?)\b|\bhigh (?:blood )?(?:sugars?|glucose)\b|\bhypergly\w*\b/;
const UNWELL_WITH_SUGAR =
  /\b(?:thirst\w*|(?:weeing|peeing|wee|pee|urinating) (?:\w+ ){0,2}(?:lot|loads|all the time|constantly)|unwell|rotten|rough|poorly|awful|terrible|ill|rubbish|lousy|grotty|crap|under the weather|not (?:\w+ )?(?:well|right|great|good)|(?:really|so|very) tired|exhausted|blurr\w*)\b/;
/**
 * An operation asked about, or still ahead ("is bunion surgery very painful?", "thinking about
 * having the op"): no operation had.
 */
const OPERATION_ASKED_OF =
  /\b(?:is|are|will|would|does|do|should|could) (?:the |a |an |my |his |her )?(?:\w+ ){0,2}(?:op|operation|surgery|procedure)s? (?:be |very |really |too |so |that |more )*(?:painful|sore|worth it|needed|necessary|a good idea|risky|dangerous|bad|hurt)\b|\b(?:thinking about|considering|waiting for|on the waiting list for|booked in for|going to have|due to have|about to have) (?:a |an |the |my |his |her )?(?:\w+ ){0,2}(?:op|operation|surgery|procedure)\b/g;
/** An operation denied ("no op or anything", "not had surgery"). */
export const NO_OPERATION =
  /\b(?:no|not had (?:an?|any)?|never had (?:an?|any)?|havent had (?:an?|any)?) ?(?:op|operation|surgery|surgeries|ops)\b/g;
/** High blood sugar that has stayed high ("all week", "for 3 days", "won't come down"). */
const HIGH_FOR_DAYS =
  /\b(?:all (?:week|weekend)|for (?:days|a week|over a week|\d+ days|two days|three days|four days|a few days|several days|the (?:last|past) (?:few|couple of|\d+) days)|(?:wont|will not|isnt|is not|not) (?:come|coming|going|gone) down|(?:every|each) day (?:since|this week))\b/;
/** (drowsiness the DROWSY concept does not name: "so drowsy i can barely type this") */
const TOO_DROWSY_TO_TYPE = /\b(?:barely|hardly|cant|cannot|can not) type\b/;
const diabeticKetoacidosis = (c: Concepts) =>
  (DKA_NAMED.test(c.text) ||
    (DIABETES.test(c.text) && HIGH_SUGAR_OR_KETONES.test(c.text) &&
      (c.has("BREATHLESS") || c.has("DROWSY") || DKA_SIGN.test(c.text)))) &&
  !/\b(?:last|in) (?:year|month|week|\d{4})\b/.test(c.text);
const DKA_NAMED = /\b(?:dka|ketoacidosis|keto acidosis)\b/;
const DKA_SIGN =
  /(?<!\b(?:no|not|nor|without|isnt|hasnt|havent|hasn't|not been|no sign of|any) (?:\w+ )?)\b(?:breath\w* (?:\w+ ){0,3}(?:deep|fast|heavy|hard|funny|weird|strange)|(?:deep|fast|heavy|rapid) (?:\w+ ){0,2}breath\w*|pear ?drops?|nail varnish|fruity (?:breath|smell)|tummy (?:pain|ache|hurts)|stomach (?:pain|ache|hurts)|belly (?:pain|ache)|being sick|been sick|vomit\w*|throwing up|thrown up|threw up|sick (?:\w+ ){0,2}(?:times|again|twice))\b/;
const NOSEBLEED = /\b(?:nose ?bleeds?|nose (?:\w+ ){0,3}(?:bleed\w*|blood))\b/;
/** Signs of a great loss of blood with a nosebleed: 999's (the NHS sends the rest to A&E). */
const BLOOD_LOSS_SIGN =
  /\b(?:dizzy|faint\w*|pale|grey|gray|clammy|choking|passing out|passed out|going to pass out)\b/;
/** A nosebleed that will not stop ("for 40 mins now… still pouring"). */
const NOSEBLEED_GOES_ON =
  /\b(?:for|over|more than|nearly|almost|about|at least|past|going) (?:an? |[1-9]\d+ |half an? |ten |fifteen |twenty |thirty |forty |fifty )(?:mins?|minutes|hours?|hrs?)\b(?![^.?!]{0,20}\b(?:stopped|settled|eased))|\b(?:wont|will not|not|doesnt|isnt|cant|cannot) (?:\w+ )?stop\w*|\bstill (?:\w+ )?(?:going|pouring|bleeding|coming|gushing|running|dripping)|\b(?:pour\w*|gush\w*|everywhere|buckets|soaked)\b/;
const NOSEBLEED_POURS =
  /(?<!\b(?:not|isnt|arent|no|never|without|nothing like|rather than) (?:\w+ )?)\b(?:pour\w*|gush\w*|spurt\w*|everywhere|buckets|soaked|soaking|full of blood|swallow\w*|vomit\w*|throwing up|being sick)\b/;
/** A nosebleed that will not stop, with no sign of a great loss of blood. */
const nosebleedOnly = (c: Concepts) =>
  NOSEBLEED.test(c.text) && (c.has("HEAVYBLEED") || NOSEBLEED_GOES_ON.test(c.text)) &&
  !BLOOD_LOSS_SIGN.test(c.text) && !c.has("COLLAPSE") && !c.has("BREATHLESS") &&
  // (one that pours on a blood thinner is heavy bleeding's 999, as the site's card says)
  !(NOSEBLEED_POURS.test(c.text) && BLOOD_THINNER.test(c.text)) &&
  // (one that stopped and has stayed stopped is over: "stopped after 5 minutes of pinching and has
  // been fine for an hour")
  !(NOSEBLEED_STOPPED.test(c.text) && !NOSEBLEED_BACK.test(c.text));
/** A nosebleed that goes on with a sign of a great loss of blood (faint, dizzy, pale, collapsing). */
const nosebleedWithBloodLoss = (c: Concepts) =>
  NOSEBLEED.test(c.text) && NOSEBLEED_GOES_ON.test(c.text) &&
  !(NOSEBLEED_STOPPED.test(c.text) && !NOSEBLEED_BACK.test(c.text)) &&
  (BLOOD_LOSS_SIGN.test(c.text) || c.has("COLLAPSE") || c.has("BREATHLESS"));
const NOSEBLEED_STOPPED = /\b(?:stopped|settled|eased off|dried up)\b/;
const NOSEBLEED_BACK =
  /\b(?:wont|will not|not|doesnt|isnt|hasnt|didnt|cant|cannot) (?:\w+ )?stop\w*|\b(?:start\w*|back|again|keeps?|still)\b(?! (?:for|since)\b)/;
const BLACK_STOOLS =
  /\b(?:poo|poos|pooing|pooed|pooping|pooped|stools?|bowel movements?|motions?|number twos?|poop)\b[^.?!]{0,30}?\b(?:black|tarry|tar|like tar|jet black)\b|\b(?:black|tarry) (?:sticky )?(?:poo|poos|stools?|motions?|poop)\b|\bmelaena\b/;
const CANT_PEE =
  /\b(?:cant|cannot|can not|couldnt|havent been able to|hasnt been able to|not been able to|unable to|not able to) (?:\w+ ){0,2}(?:pass(?:ed)? (?:any )?(?:water|urine)|wee|pee|urinate)\b(?=[^.?!]*\b(?:since|for|all (?:day|night|morning)|hours?|yesterday|last night|this morning|at all)\b)|\b(?:havent|hasnt|not) (?:had a|been for a) (?:wee|pee)\b(?=[^.?!]*\b(?:since|for|all (?:day|night))\b)(?=[\s\S]*\b(?:tummy|belly|bladder|stomach|abdomen)\b)/;
const BITE =
  /\b(?:dog|cat|fox|rat|horse|animal|person|child|kid|someone|hamster|ferret)\b[^.?!]{0,30}\b(?:bit(?! (?:of|more|better|worse|sore|swollen|red|much|like|too|on|off|the))|bitten|bites|biting|nipped|nips|nipping|(?:deep |nasty |bad |big )?bite (?:on|to|in) (?:my|his|her|their|the))\b|\b(?:bit|bitten) by (?:a |the |our |my |his |her |next doors |the neighbours |one of (?:the |our |my |his |her |their )?)?(?:\w+ ){0,2}(?:dog|cat|fox|rat|horse|animal|person|child|kid)s?\b/;
/** Where the NHS sends a bite to A&E: large or deep, or on the face or genitals. */
const BITE_FOR_AE =
  /\b(?:deep|large|big|huge|gaping|(?:a |proper |big )?hole|holes|chunk|flap|face|cheek|lip|genitals)\b/;
const BROKEN_SKIN =
  /\b(?:punctur\w*|broke(?:n)? (?:the )?skin|puncture wounds?|teeth marks|bleed\w*|blood|swoll\w*|red|deep|open)\b/;
/** A burn or scald (not a blister rubbed by a shoe, not heartburn, not a burning pain). */
const BURNED =
  /\b(?:burnt|burned|scald\w*|sunburn\w*|burns? (?:on|to|from|off)|(?:got|gave (?:myself|himself|herself)|have|has) a (?:bad |nasty |small |little )?burn|kettle|boiling|hot (?:\w+ )?(?:water|tea|coffee|oil|fat|pan|drink|soup|iron|plate|tray|shelf|radiator|grill|hob)|chip pan|steam|burn blisters?|(?:on|off|from|touched) (?:the|a) (?:hot )?(?:oven|hob|iron|cooker|stove|fire|bbq|barbecue|log burner|wood burner|exhaust))\b/;
const BLISTERED =
  /(?<!\b(?:no|not|without|isnt|hasnt|havent|arent|didnt|never|any|nor) (?:\w+ )?)\bblister\w*/;
/**
 * A burn gone bad over days ("burnt my arm on sunday… now its weeping greenish stuff and the skin
 * round it is hot"): an infection, the NHS's GP or NHS 111, not the fresh burn's A&E.
 */
const BURN_DAYS_OLD =
  /\b(?:\d+|two|three|four|five|six|few|couple of) (?:days?|weeks?) (?:ago|now|since|later|back)\b|\b(?:its|it has|has) been (?:\d+|two|three|four|five|six|a few|a couple of) days\b|\b(?:on|last) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)\b|\b(?:last|over the) week(?:end)?\b|\bthe other day\b|\bday before yesterday\b|\byesterday\b(?=.*\b(?:now|today|this morning)\b)/;
const infectedBurn = (c: Concepts) =>
  BURNED.test(c.text) && BURN_DAYS_OLD.test(c.text) &&
  (c.has("INFECTED") || c.has("PUS") || c.has("WOUNDSTRONG") || c.has("SPREADRED") ||
    /\b(?:green\w*|yellow\w*|skin (?:\w+ ){0,3}(?:hot|red|angry|inflamed)|(?:red|angry|inflamed|hot) (?:\w+ ){0,3}(?:round|around) (?:the )?(?:edges?|it))\b/
      .test(c.text));
/** Where the NHS sends a blistered burn to A&E, whatever its size. */
const BURN_SITE_FOR_AE =
  /\b(?:face|cheeks?|lips?|nose|ears?|eyes?|eyelids?|forehead|chin|neck|hands?|fingers?|thumbs?|palms?|wrists?|arms?|forearms?|elbows?|feet|foot|toes?|ankles?|legs?|thighs?|shins?|knees?|calf|calves|genitals|groin|privates|penis|vulva|scrotum|bits)\b/;
/** Only part of a dose given ("dropped the syringe halfway through, not sure how much went in"). */
const PART_OF_A_DOSE =
  /\b(?:(?:not sure|dont know|unsure|no idea) how much (?:\w+ )?(?:went in|got in|i got|he got|she got|was given|i gave|i did)|halfway through|half (?:a |the |of the )?(?:dose|injection|syringe|jab)|only (?:got|gave|did|had) (?:about )?half|(?:squirted|leaked|came) (?:back )?out)\b/;
/** A sore throat over days, with nothing of an allergy, a medicine or the lips and tongue. */
export const throatInfection = (c: Concepts) =>
  /\b(?:sore throat|throat (?:\w+ )?(?:sore|infection)|tonsil\w*|strep)\b/.test(c.text) &&
  OVER_DAYS_OR_MORE.test(c.text) && !c.has("ALLERGY") && !c.has("ANAPHYLAXIS") && !c.has("LIPS") &&
  !c.has("HIVES") && !c.has("BREATHLESS") && !/\btongue\b/.test(c.text);
const OVER_DAYS_OR_MORE =
  /\b(?:\d+|two|three|four|five|six|seven|few|couple of|several) days?\b|\bsince (?:yesterday|last night)\b|\b(?:a|one|this|last) week\b|\bsince (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend)\b/;
/** Gout named ("had gout before", "my gout's flared"). */
const GOUT = /\bgout\w*\b/;
/** A neck gone stiff ("his neck is very stiff", "stiff neck", "cant touch her chin to her chest"). */
export const STIFF_NECK =
  /(?<!\b(?:no|not|without|isnt|wasnt|nor) (?:\w+ )?)\b(?:stiff (?:\w+ )?neck|neck (?:is |s |feels |has gone |gone |went |was )?(?:so |very |really |all |a bit |bit )?(?:stiff|rigid)|(?:cant|cannot|can not|unable to) (?:bend|move|put|touch|get) (?:his|her|my|their) (?:head|chin) (?:\w+ ){0,2}(?:chest|forward))\b/;
/** Bright light that hurts ("the light hurt his eyes", "cant stand the light"). */
export const LIGHT_HURTS =
  /\b(?:light|lights|brightness|bright light|daylight) (?:\w+ )?(?:hurts?|hurting|hurt|is hurting|bothers?|bothering|painful)|(?:cant|cannot|can not|wont) (?:stand|bear|cope with|look at) (?:the )?(?:bright )?(?:light|lights|brightness)|photophobi\w*|hates the light|curtains (?:shut|closed) because of the light\b/;
/** A blow to the face ("took a boot to the face", "elbow in the cheek"). */
const FACE_BLOW =
  /\b(?:boot|kick\w*|punch\w*|elbow\w*|headbutt\w*|head butt\w*|knee\w*|ball|hit|whack\w*|smack\w*|struck|bang\w*|thump\w*|fist|fell (?:\w+ ){0,2}(?:face|on (?:my|his|her) face)|(?:got|been|was|were|get|gets) (?:jumped|attacked|assaulted|mugged|beaten up|battered|glassed|set upon)|fight|fighting|scrap|brawl|assault\w*|attacked|beaten up)\b/;
/** …and a sign that a bone of the face is broken. */
const BROKEN_FACE =
  /\b(?:seeing double|double vision|sees? double|(?:cheek\w*|face|eye socket) (?:\w+ ){0,2}(?:flat\w*|dented|sunken|caved|pushed in|dent)|flat (?:cheek\w*)|(?:cant|cannot|can't) (?:open|close) (?:my |his |her )?(?:mouth|jaw)|jaw (?:\w+ )?(?:wont|doesnt|will not|does not) (?:close|shut|line up|open)|teeth (?:dont|do not|no longer) (?:meet|line up|fit)|bite (?:is|feels) (?:off|wrong)|nose (?:\w+ ){0,2}(?:bent|crooked|squashed|flattened|to one side))\b/;
/** Someone stabbed ("my mates been stabbed in the belly"), not betrayed nor a stabbing pain. */
const STABBED =
  /\b(?:been|was|got|gets|is|just|has been|have been|ive been|hes been|shes been) stabbed\b(?! in the back\b)|\bstab wounds?\b|\bstabbed (?:him|her|them|me)(?:self|selves)?\b(?! in the back\b)/;
/** A person under something, or something fallen on them ("hes trapped under it"). */
const TRAPPED_UNDER =
  /\b(?:trapped|pinned|stuck|crushed|wedged|squashed) (?:\w+ ){0,2}(?:under|beneath|underneath|below)\b|\b(?:fell|fallen|landed|came down|rolled|toppled|collapsed) (?:right )?on (?:top of )?(?:him|them|me|us|her(?! (?!and\b|but\b|while\b|when\b|in\b|at\b|from\b)\w))\b|\bon top of (?:him|them|me|her(?! (?!and\b|but\b|while\b|when\b|in\b|at\b|from\b)\w))\b/;
/** …that is heavy enough to crush ("the car came off the jack"). */
const HEAVY_THING =
  /\b(?:cars?|vans?|lorry|lorries|trucks?|vehicles?|tractors?|jack|forklift|machine\w*|trees?|walls?|rubble|wardrobes?|furniture|beams?|girders?|pallets?|trailers?|quad|digger|scaffold\w*|roof|ceiling|horse|bookcase|shelving|fridge|freezer)\b/;
/** Someone hit by a vehicle ("cyclist hit by a van", "knocked off his bike by a car", "a car ran
 * her over"), or in a crash on the road ("car crash on the a46", "came off his motorbike"); not a
 * manner of speaking ("feel like ive been hit by a bus"). */
const ROAD_COLLISION =
  /(?<!\b(?:like|as if|as though|feel|feels|felt|feeling)\b(?: \w+){0,4} )\b(?:hit|knocked (?:down|over|off)|knocked off (?:his|her|my|their|the) (?:push ?)?(?:bike|bicycle|scooter|moped|motorbike)|run over|ran over|struck|mown down|hit and run)(?: \w+){0,2}? by (?:a |an |the |some |this )?(?:\w+ )?(?:cars?|vans?|lorry|lorries|bus|buses|trucks?|taxi|cab|motorbikes?|motorcycles?|tractors?|trains?|tram|vehicles?|4x4|suv)\b|\b(?:car|van|lorry|bus|truck|taxi|motorbike|tractor|train|driver) (?:\w+ )?(?:hit|knocked (?:down|over)|ran over|run over|struck|ploughed into|went into|drove into|smashed into) (?:him|her|them|me|us|my \w+|our \w+|a (?:cyclist|pedestrian|child|kid|boy|girl|man|woman|lad))\b|\b(?:car|road|traffic|motorbike|motorcycle|motorway|van|bus) (?:crash|accident|collision|smash|pile ?up)\b|\brta\b|\bcrashed (?:his|her|my|their|the|our) (?:car|motorbike|motorcycle|bike|van|moped)\b|\bhead[- ]on (?:crash|collision|smash)\b|\bcame off (?:his|her|my|their) (?:motorbike|motorcycle|moped|motor bike)\b/;
/** …with a sign of a serious injury ("cant be moved", "leg at a weird angle", "out cold"). */
const SERIOUS_INJURY =
  /\b(?:(?:cant|cannot|can not|unable to|wont|couldnt) (?:be moved|move|get up|stand|feel (?:his|her|my|their) legs?)|(?:weird|funny|strange|horrible|awful|odd|wrong|unnatural|bad) (?:angle|shape)|bent (?:\w+ ){0,2}(?:wrong|the wrong way|back|sideways|in the middle)|wrong way|deformed|out of place|screaming|not (?:moving|responding|breathing|waking|talking|making sense)|unconscious|knocked out|out cold|passed out|drifting|(?:bleeding|blood)(?! test)|bone (?:\w+ ){0,2}(?:showing|sticking|poking|through|out)|lying (?:in|on) the (?:road|ground|floor|tarmac|pavement)|(?:badly|seriously) (?:hurt|injured)|(?:hit|banged|smashed|cracked) (?:\w+ )?head|head injury)\b/;
/** A way to get to hospital, or walked away ("mate can drive me", "walked home after"). */
const CAN_GET_THERE =
  /\b(?:can|could|will|is going to|gonna|able to|happy to) (?:drive|take|run|get|give) (?:me|him|her|us|them)\b|\bdrive (?:myself|me|him|her|them)\b|\b(?:walked|walking|limped|hobbled) (?:away|home|off|back)\b/;
/** An event told with its past date ("stabbed in the leg years ago and the knee still aches"):
 * the parts of the text that tell it, up to a "now", a "still" or a "but". */
const toldAsPast = (text: string, event: RegExp) => {
  const told = text.split(/[.;!?\n]|\b(?:but|now|still|these days|nowadays)\b/).filter((part) =>
    event.test(part)
  );
  return told.length > 0 && told.every((part) => pastIn(part));
};
/** A small object a child (or anyone) may swallow. */
const SWALLOWED_THING =
  /\b(?:coins?|penny|pennies|[125]0?p|pound coin|marbles?|beads?|buttons?(?! batter)|lego|small toy|piece of (?:a )?toy|earring|stud|ring|pebble|stone)\b/;
/** A button battery or a magnet, which burn or pinch the gut when swallowed. */
const BATTERY_OR_MAGNET =
  /\b(?:(?:button|coin|watch|lithium|hearing aid) )?batter(?:y|ies)\b|\bmagnet(?:s|ic balls?|ic beads?)?\b/;
/** …swallowed, or put in the mouth and gone ("swallowed a magnet", "a battery is missing, I think he ate it"). */
const SWALLOWED_BATTERY_OR_MAGNET = new RegExp(
  String
    .raw`\b(?:swallow\w*|ate|eaten|eats|gulped|gone down|went down) (?:\w+ ){0,4}?(?:${BATTERY_OR_MAGNET.source})|(?:${BATTERY_OR_MAGNET.source}) (?:\w+ ){0,4}?(?:swallow\w*|ate|eaten|gulped|gone down|went down)\b`,
);
/** Signs that a swallowed thing is stuck on its way down ("drooling, can't swallow his spit"). */
const SWALLOWED_OBJECT_STUCK =
  /\b(?:drool\w*|dribbl\w*|(?:cant|cannot|can not|not able to|unable to|struggling to|wont|hurts to) swallow\w*|gagg\w*|retch\w*|vomit\w*|(?:being|been|is|keeps being) sick|throwing up|threw up|(?:chest|tummy|stomach|throat) (?:pain|hurts?)|pain in (?:his|her|their|my|the) (?:chest|tummy|stomach|throat))\b/;
/**
 * Carbon monoxide: an alarm gone off, fumes from a boiler, a fire or an engine, or a barbecue,
 * stove or engine burning in a tent, caravan or closed room.
 */
const CARBON_MONOXIDE =
  /\b(?:carbon monoxide|co (?:alarm|detector|monitor|poisoning|leak)|(?:alarm|detector) (?:\w+ ){0,3}(?:carbon|co)\b|(?:boiler|gas fire|heater|generator|bbq|barbecue|log burner|wood burner|stove|exhaust) (?:\w+ ){0,4}(?:fumes?|leak\w*|leaking|smoke|smell\w*))|\b(?:bbq|barbecue|barbeque|stove|heater|burner|generator|charcoal|brazier|engine)\b[^.?!]{0,60}\b(?:inside|indoors|in the (?:tent|caravan|camper|van|garage|room|cabin|awning|shed|boat)|in (?:a|our|my|his|her) (?:tent|caravan|camper|van|garage|room|cabin|awning|shed|boat)|with the (?:door|doors|windows?) (?:shut|closed))\b|\b(?:in|inside) (?:the|a|our|my|his|her) (?:tent|caravan|camper|van|garage|cabin|awning|shed|boat)\b[^.?!]{0,60}\b(?:bbq|barbecue|barbeque|stove|heater|burner|generator|charcoal|brazier|engine running)\b/;
/** How carbon monoxide makes people feel. */
const CARBON_MONOXIDE_SIGNS =
  /\b(?:headaches?|head (?:aches?|hurts?|pounding|is pounding)|dizz\w*|light ?headed|(?:feel\w*|felt|being|been) sick|nause\w*|vomit\w*|drowsy|sleepy|confus\w*|breathless\w*|out of breath|short of breath|faint\w*|collaps\w*)\b/;
/** A fall or a blow that could hurt the ribs. */
const RIB_BLOW =
  /\b(?:fell|fall|fallen|came off|come off|thrown off|kicked|tackl\w*|hit|punched|knocked|crash\w*|landed|slipped|tripped|elbow\w*|barged|trampled|bucked|took an? (?:\w+ )?(?:knee|kick|hit|blow|knock|boot|whack)|blow)\b/;
/** Fumes or a chemical breathed in ("mixed bleach and limescale remover… got a lungful"). */
const FUMES_BREATHED =
  /\b(?:mixed|mixing) (?:\w+ ){0,3}(?:bleach|cleaners?|cleaning products?|chemicals?|limescale \w+|toilet cleaner|ammonia|descaler)\b[^.?!]*\b(?:fumes?|lungful|breath\w*|inhal\w*|cough\w*|throat|chest|gas)\b|\b(?:breathed|inhaled|got a lungful|breathing|sniffed) (?:in )?(?:\w+ ){0,3}(?:fumes?|chlorine|bleach|ammonia|chemicals?|gas from)\b|\bchlorine gas\b/;
/** New floaters or flashes in the eye, or a curtain across the sight. */
const FLOATERS =
  /\bfloaters?\b|\bflash\w* (?:of light|in (?:my|his|her|their|the) (?:eye|vision|sight))|\b(?:curtain|shadow) (?:\w+ )?(?:over|across|coming (?:down|across)|at the (?:edge|side)|in (?:my|his|her) (?:vision|sight))\b/;
/** A bite from an adder or another snake that may be venomous ("bit by an adder on the heath"). */
const SNAKE_BITE =
  /(?<!\b(?:grass|corn|pet|milk|king|garter|rat|house) )\b(?:adder|viper|snake)s? ?bites?\b|\b(?:bit|bitten|bite|struck|got)\b(?: \w+){0,4}? by (?:an? |the |some )?(?:\w+ )?(?:adder|viper|snake)\b(?<!\b(?:grass|corn|pet|milk|king|garter|rat|house) snake)|(?<!\b(?:grass|corn|pet|milk|king|garter|rat|house) )\b(?:adder|viper|snake) (?:\w+ )?(?:bit|has bitten|bitten|got) (?:me|him|her|them|us|my|his|her|their)\b/;
/** …not a pet's ("my dog got bitten by an adder"): a vet's. */
const PET_BITTEN =
  /\b(?:dog|cat|puppy|kitten|horse|pony|pet|sheep|cow)s? (?:has |was |got |is |just )*(?:been )?(?:bit|bitten)\b/;
/** …with signs that its venom is spreading through the body. */
const VENOM_SPREADING =
  /\b(?:vomit\w*|being sick|been sick|is sick|throwing up|threw up|dizz\w*|faint\w*|light ?headed|collaps\w*|drowsy|breath\w*|wheez\w*|tongue|lips?|face (?:\w+ )?swell\w*|swell\w* (?:\w+ ){0,3}(?:spreading|up (?:my|his|her) (?:arm|leg)|whole (?:arm|leg|hand|foot))|whole (?:hand|arm|foot|leg) (?:\w+ ){0,2}(?:swollen|swelled|swelling|ballooned|puffed)|ballooned|sweat\w*|tummy pain|stomach pain|diarrh\w*)\b/;
/** A food eaten, or tried for the first time ("baby had egg first time", "ate a peanut"). */
const FOOD_EATEN =
  /\b(?:ate|eaten|eating|eats|had|tried|trying|first taste of|after|since) (?:\w+ ){0,3}(?:eggs?|peanuts?|nuts?|cashews?|almonds?|milk|dairy|yoghurt|yogurt|cheese|fish|prawns?|shellfish|crab|mussels|sesame|strawberr\w*|kiwi|wheat|soya|houmous|hummus|peanut butter)\b|\b(?:eggs?|peanuts?|nuts?|milk|fish|prawns?|shellfish|sesame|strawberr\w*|kiwi|peanut butter|new food|solids) (?:\w+ ){0,2}(?:for the first time|first time)\b/;
/** A rash that does not fade under a glass ("rash doesnt fade when i press a glass on it"). */
export const RASH_NOT_FADING =
  /\b(?:(?:his|her|my|their|the|babys|baby's)(?: \w+){0,2}|(?:has|have|got|noticed|spotted|found|come up|came up|coming up|appeared|developed|with)(?: \w+){0,4}) (?:rash|spots|marks|blotches|dots)\b[^.?!]{0,60}\b(?:doesnt|does not|didnt|did not|dont|do not|wont|will not|isnt|arent|not) (?:\w+ )?(?:fade|fading|go away|disappear|blanch\w*|go white|turn white)\b|\bnon[- ]?blanching\b(?! rash (?:is|means|look))/;
/** The worst headache ever, or one that came on like a blow. */
const WORST_HEADACHE =
  /(?<!\b(?:if|what if|ever had|never had|had a|once had|used to get) (?:\w+ ){0,3})\b(?:worst headache|worst head ?ache|headache (?:\w+ )?worst)\b(?: (?:of|in) (?:my|his|her|their) (?:life|lives)| (?:ever|i(?:ve| have)? ever had|hes ever had|shes ever had|theyve ever had))|\bthunderclap\b|\b(?:sudden|suddenly)\b[^.?!]{0,30}\b(?:severe|terrible|awful|blinding|excruciating|agonising|agonizing|splitting|the worst)\b[^.?!]{0,10}\bheadache\b|\bheadache\b[^.?!]{0,40}\blike (?:being|i was|he was|she was|id been|hed been|shed been) (?:hit|kicked|struck|whacked)\b/;
/** A high temperature named, and not denied. */
const hasFever = (c: Concepts) =>
  c.has("FEVER") ||
  /(?<!\b(?:no|not|without|nor) (?:\w+ )?)\b(?:fever|feverish|temperature|temp)\b/.test(c.text);
/** Pain on one side low in the tummy, in someone who might be pregnant. */
const possibleEctopic = (c: Concepts) =>
  /\b(?:periods? (?:is |are |was |s )?(?:\w+ ){0,2}(?:late|overdue|missed)|(?:late|missed|no) period|missed (?:my|her|a) period|(?:might|could|may) be pregnant|positive (?:pregnancy )?test|early pregnancy|(?:[1-9]|1[0-2]) ?(?:weeks?|wks?) pregnant|pregnant (?:about |only |just )?(?:[1-9]|1[0-2]) ?(?:weeks?|wks?))\b/
    .test(c.text) &&
  /(?<!\b(?:no|not|without|any|nor) (?:\w+ )?)\b(?:pain|ache|aching|cramp\w*|twinge\w*|sore)\b/
    .test(c.text) &&
  /\b(?:one side|(?:left|right) side|on (?:my|her|the) (?:left|right)|the (?:left|right)|low down|lower (?:tummy|belly|stomach|abdomen)|pelvi\w*)\b/
    .test(c.text);
const ectopicDanger = (c: Concepts) =>
  c.has("FAINTISH") || c.has("COLLAPSE") || c.has("FLOORED") ||
  /\b(?:dizzy|faint\w*|light ?headed|pass(?:ed|ing)? out|shoulder tip|tip of (?:my|her|the) shoulder|severe|agony|unbearable|excruciating|pale and (?:clammy|sweaty))\b/
    .test(c.text);
/** Behaving out of character ("acting weird", "not acting himself"). */
const ACTING_ODDLY =
  /(?<!\b(?:not|no|isnt|wasnt|hasnt been) )\b(?:acting|behaving|talking) (?:all |really |very |a bit |bit )?(?:weird\w*|strange\w*|odd\w*|funny|bizarre\w*|drunk|out of character|not like (?:himself|herself|themselves))\b|\bnot acting (?:like )?(?:himself|herself|themselves|right|normal)\b/;
/** Signs of a mental health crisis ("hearing voices", "not slept for days", "paranoid"). */
const MENTAL_HEALTH_NOW =
  /\b(?:hearing voices|hears voices|seeing things (?:that )?(?:arent|are not|isnt|is not) there|paranoid|paranoia|manic|mania|psychosis|psychotic|(?:not|hasnt|havent|hardly) slept (?:for|in) (?:days|a week|\d+ (?:days|nights))|talking (?:really |very |so )?(?:fast|quickly|nonsense|gibberish)|spending (?:money )?like (?:mad|crazy)|(?:worried|concerned|scared|frightened) (?:about|for) (?:her|his|my|their|mums?|dads?|\w+s) mental health)\b/;
/** …in someone not themselves, or with help wanted now ("she isnt herself", "want help today"). */
const NOT_THEMSELVES =
  /\b(?:(?:isnt|is not|not|hasnt been|not been|isn't) (?:being )?(?:herself|himself|themselves|myself|themself)|(?:want|need|get|getting) (?:\w+ )?help (?:today|now|tonight|urgently)|acting (?:strange\w*|odd\w*|weird\w*|out of character)|out of character|(?:really|very) (?:odd|strange|weird))\b/;
/** Blood seen in the pee ("blood in his wee", "my pee is red", "peeing blood"). */
export const BLOOD_IN_URINE =
  /\bblood (?:\w+ )?(?:in|when (?:i|he|she|they) (?:wee|pee)s?) (?:(?:his|her|my|the|their) )?(?:wee|pee|urine|water)\b|\b(?:weeing|peeing|pissing|passing|urinating) (?:\w+ )?blood\b|\b(?:wee|pee|urine) (?:is |has been |looks |has gone |gone |went |was )?(?:\w+ )?(?:bloody|red|pink|blood ?stained|full of blood)\b|\bha?ematuria\b/;
/** The signs of a urine infection ("water infection", "pee smells strong", "stings when I wee"). */
export const URINE_INFECTION =
  /\b(?:(?:burning|stinging|painful|sore) (?:wees?|pees?|peeing|weeing|urine|water)|uti|utis|urine infection|urinary (?:tract )?infection|water infection|bladder infection|kidney infection|cystitis|(?:pee|wee|urine|wees|pees) (?:\w+ ){0,3}(?:smells?|smelling|smelly|stinks?|stinking|cloudy|burns?|burning|stings?|stinging)|(?:smelly|strong smelling|stinky|cloudy|foul smelling) (?:pee|wee|urine)|(?:burns?|stings?|burning|stinging|hurts?|pain|painful|sore) (?:\w+ )?(?:when|while) (?:i|she|he|they|we) (?:pee|pees|wee|wees|go to the toilet|goes to the toilet|pass water|passes water))\b/;
/** Pain in the back or the side below the ribs, where a kidney infection hurts. */
const KIDNEY_PAIN =
  /\b(?:back|side|sides|loin|flank|kidneys?)\b[^.?!]{0,20}\b(?:ache\w*|aching|pain\w*|hurts?|hurting|sore|killing)\b|\b(?:aching|sore|painful|bad) (?:lower )?(?:back|side|loin|flank)\b|\b(?:pain|ache) (?:in|down) (?:my |her |his |the )?(?:lower )?(?:back|side|loin|flank)\b/;
/** A back, or the nerves' signs, that would make a bladder sign the spine's. */
const BACK_OR_NERVES = /\b(?:back|spine|spinal|sciatica|disc|legs? (?:\w+ )?(?:weak|numb|gone))\b/;
const PREGNANT =
  /\b(?:pregnant|pregnancy|expecting (?:a baby|twins)|\d{1,2} ?(?:weeks|wks) (?:gone|along|pregnant)|my midwife)\b/;
const PREGNANCY_HEADACHE =
  /\b(?:head ?aches?|migraines?|head (?:is )?(?:pounding|splitting|banging))\b/;
const PREGNANCY_VISION =
  /\b(?:blurr\w*|blurry|flashing|flashes|spots|sparkl\w*|seeing stars|vision|eyesight|cant see (?:properly|clearly|straight))\b/;
const PREGNANCY_SWELLING =
  /\b(?:face|hands|fingers|feet|ankles|legs)\b[^.?!]{0,40}\b(?:swell\w*|swollen|puff\w*|bloated)\b|\b(?:swell\w*|swollen|puffy|puffed up) (?:\w+ ){0,2}(?:face|hands|fingers|feet|ankles)\b/;
/** A fall onto, or a blow to, a pregnant tummy ("tripped down the stairs and landed on my bump"). */
const BUMP_INJURY =
  /\b(?:fell|fallen|fall|falling|tripped|slipped|landed|hit|kicked|knocked|punched|bumped|banged|thumped|elbowed|crash\w*|accident|collision)\b[^.?!]{0,60}\b(?:bump|tummy|belly|stomach|abdomen)\b|\b(?:bump|tummy|belly|stomach)\b[^.?!]{0,30}\b(?:hit|kicked|knocked|punched|banged|thumped|elbowed|took the (?:impact|brunt))\b|\b(?:fell|fallen|tripped|slipped) (?:down|off|from) (?:the |a )?(?:stairs|steps|ladder|chair|bus|kerb)\b|\b(?:car (?:crash|accident)|crashed (?:the|my) car|hit by (?:a|the) car)\b/;
/** A baby moving less in the womb ("not felt her kick since this morning"). */
const FEWER_MOVEMENTS =
  /\b(?:baby|babys|she|he|it)\b[^.?!]{0,20}\bmov\w*\b[^.?!]{0,15}\b(?:less|fewer|slower|not as much)\b|\b(?:baby|babys|she|he|it)\b[^.?!]{0,20}\b(?:not|isnt|hasnt|havent|hardly|barely|stopped|less|fewer|slowed|quieter|quiet)\b[^.?!]{0,20}\b(?:mov\w*|kick\w*|wriggl\w*)|\b(?:not|havent|hasnt|hardly|barely) (?:felt|feeling|noticed) (?:\w+ ){0,2}(?:move|moving|movements?|kick\w*|wriggl\w*)|\b(?:reduced|fewer|less|no) (?:fetal |foetal |baby )?(?:movements?|kicks?)\b/;
const OBJECT_STUCK =
  /(?:\b(?:bead|beads|pea|peas|stone|pebble|button|toy|lego|crayon|rubber|sweetcorn|peanut|nut|raisin|bean|sequin|magnet|something|cotton bud|tissue|foam)s? (?:\w+ ){0,3}(?:up|in|into|stuck in|stuck up|lodged in) (?:her|his|my|their|the) (?:\w+ )?(?:nose|nostril|ear)s?\b|\b(?:something|a \w+|an \w+) (?:is |got |has got |has |'s )?stuck (?:up |in )(?:her|his|my|their|the) (?:\w+ )?(?:nose|nostril|ear)s?\b)(?![^.?!]*\b(?:came out|(?<!\b(?:wont|will not|cant|cannot|doesnt|does not|not) )come out|got it out|pulled it out|fell out|(?:sneezed|blew|blown|coughed) it (?:\w+ )?out)\b)/;
/** Asthma worse for days, the reliever used more ("using my blue inhaler more than usual"). */
const ASTHMA_WORSE =
  /\b(?:asthma|wheez\w*|chest)\b[^.?!]{0,40}\b(?:worse|bad|playing up|flared|flaring)\b|\b(?:using|needing|needed|used|on|taking) (?:my |his |her |their |the )?(?:blue |reliever |ventolin |salbutamol )?(?:inhaler|pump|puffer)s? (?:a lot |loads |much )?(?:more|lots more|every (?:hour|few hours|couple of hours)|all the time)\b|\b(?:blue|reliever|ventolin|salbutamol) (?:inhaler|pump|puffer)s? (?:\w+ )?(?:[3-9]|three|four|five|six|seven|eight)(?: or (?:[3-9]|four|five|six|seven|eight|ten))? times (?:a|per|each) (?:day|night)\b/;
/** Someone who says they can talk ("but i can talk fine", "can still talk"). */
const TALKS_FINE =
  /\b(?:can|able to) (?:still )?(?:talk|speak)\b(?! (?:in|only|just)\b)|\b(?:talking|speaking) (?:fine|ok|okay|normally|in full sentences)\b/;
/** Falls again and again, with the person not their usual self ("keeps falling… not herself"). */
const FALLS_AGAIN =
  /\b(?:keeps?|kept|keep on) (?:falling|falling over|having falls)\b(?! (?:over )?(?:on|off) (?:my|his|her|their) (?:ankle|foot|feet)s?)|\b(?:\d|two|three|four|several|a few|a couple of|couple of|lots of) falls\b(?= [^.?!]{0,25}\b(?:this|in (?:a|the|one)|last|since)\b)/;
/** Appendicitis as the NHS describes it: tummy pain moving from the middle to the lower right. */
const APPENDICITIS =
  /\b(?:appendix|appendicitis)\b(?! (?:out|removed|taken out|scar|operation|op)\b)|\b(?:pain|ache|hurts?|sore)\b[^.?!]{0,60}\b(?:moved|moving|gone|spread|shifted|travelled)\b[^.?!]{0,30}\b(?:(?:lower|bottom) )?right\b(?: side| hand side)?(?: lower)?\b|\b(?:(?:bottom|lower) right (?:side )?(?:of (?:my |his |her |the )?)?(?:tummy|belly|stomach|abdomen)|low (?:down )?(?:on |in )?(?:the )?right(?: hand)?(?: side)? (?:of (?:my |his |her |the )?)?(?:tummy|belly|stomach|abdomen))\b(?=[^.?!]*\b(?:worse|sick|vomit\w*|fever|temp\w*|not eating|off (?:his|her|my) food|wont eat|doesnt want to eat|dont want to eat|cough\w*|walk\w*)\b)/;
const TUMMY =
  /\b(?:tummy|belly|stomach|abdomen|abdominal|belly ?button|navel|appendix|appendicitis)\b/;
/** Not drinking, with a sign of being dried out ("not drinking, very weak, pee is dark"). */
const NOT_DRINKING =
  /\b(?:not|isnt|hasnt|hardly|barely|wont|refusing to|stopped) (?:been )?(?:drinking|drink|drunk|taking (?:any )?fluids)\b(?! (?:alcohol|booze|wine|beer|coffee|tea|caffeine|fizzy|spirits|since (?:my|the) op))/;
const DRIED_OUT =
  /\b(?:(?:pee|wee|urine|wees|pees)\b[^.?!]{0,15}\b(?:dark|brown|strong|concentrated|orange)|dark (?:pee|wee|urine)|(?:not|hasnt|havent|hardly|barely) (?:had a |been for a |done a )?(?:pee|wee|weed|peed)|(?:hardly|barely|not|isnt|hasnt been) (?:peeing|weeing|passing (?:water|urine|much urine))|(?:mouth|lips|tongue) (?:is |are |looks? |feels? |seems? )?(?:very |really |so |bone |quite )?(?:dry|parched|cracked)|(?:dry|few|fewer|less|no|not many) (?:wet )?nappies|sunken eyes|dry (?:mouth|lips)|lips (?:are |look )?dry|dizzy|light ?headed|very weak|so weak|really weak)\b/;
const LOSING_FLUID =
  /\b(?:diarrh\w*|the runs|vomit\w*|being sick|been sick|throwing up|thrown up|threw up|sick (?:and|all|for|since)|and sick)\b/;
/** Something stuck in the throat that will not go down ("fish bone stuck in my throat"). */
const STUCK_IN_THROAT =
  /\b(?:bones?|something|food|chicken|meat|steak|crisp|tablet|pill|coin|sweet|lolly|toy|piece of \w+|bit of \w+)\b[^.?!]{0,30}?\b(?:stuck|lodged|caught|wedged) (?:\w+ )?(?:in|down|at the back of) (?:my|his|her|their|the) (?:throat|gullet|food ?pipe|oesophagus|esophagus)\b|\b(?:throat|gullet|food ?pipe)\b[^.?!]{0,15}\b(?:stuck|lodged)\b|\b(?:fish ?bones?|chicken bones?) (?:is |are |s |still |seems |feels |got )*(?:stuck|lodged|caught)\b(?! (?:in|between|on) (?:\w+ )?(?:teeth|tooth|gums?|paw|collar|hoover|sink|drain|plughole)\b)|\bswallowed (?:a |an |some )?(?:\w+ )?(?:bones?|fish ?bones?)\b[^.?!]{0,60}\b(?:stuck|lodged|still (?:there|in)|(?:can |still )*feel (?:it|the bone|something) (?:still |scratch\w*|prick\w*|there|in)|can (?:still )?feel it)\b/;
const PAIN_BELOW_RIBS = /\b(?:below|under|beneath) (?:my |the )?ribs?\b/;
const GONE_BIG =
  /\b(?:gone|got|is|its|ballooned|blown up) (?:really |so |very |all )?(?:big|huge|massive|fat|puffy)\b/;
const SWEATS =
  /\b(?:sweat\w*|shiver\w*|shak\w*|feverish|burning up|hot and cold|fluey|flu ?like|like (?:i have |ive got |i've got )?(?:the )?flu)\b/;
const WOUND_FINE =
  /\b(?:wound|scar|incision|cut|stitches)(?:s)? (?:is |are |looks? |looking |seems? |has |have )?(?:\w+ )?(?:dry|clean|fine|healed|healing (?:well|nicely|fine)|ok|okay|closed)\b/;
const NO_TEMPERATURE =
  /\b(?:no|not|without|never had|havent had|hasnt had|no sign of|normal) (?:a |any )?(?:high )?(?:temp\w*|fever\w*)\b/;
/** Taken on purpose, or after a quarrel: no mistake, whatever else the message says. */
const ON_PURPOSE =
  /\b(?:on purpose|deliberately|intentionally)\b|\bafter (?:a|an|the|our|their|we had (?:a|an)|they had (?:a|an)) (?:big |huge |bad |massive )?(?:row|argument|fight|falling out|bust ?up|break ?up)\b/;
/** A whole supply taken: an overdose, whatever the writer says of how it came about. */
const WHOLE_SUPPLY = new RegExp(
  String
    .raw`\b(?:(?:a|the|her|his|my|their) )?(?:whole|entire|full) (?:box|packet|pack|bottle|strip|tub|blister pack|supply|(?:weeks?|fortnights?|months?|days?)(?:'?s)? (?:\w+ ){0,3}(?:tablets|pills|meds|medication|medicines|doses|supply|worth))\b|\b(?:a|one|two|three|\d+) (?:weeks?|fortnights?|months?|days?)(?:'?s)? (?:worth|supply)\b|\b(?:all|the rest) (?:of )?(?:the|her|his|my|their) (?!(?:morning|evening|night|nighttime|bedtime|lunchtime|breakfast|dinner|teatime|daily|usual|regular|normal) )(?:\w+ )?(?:tablets|pills|paracetamol|painkillers|meds|medication|capsules|co ?codamol|cocodamol|codeine|dihydrocodeine|tramadol|morphine|oramorph|oxycodone|sertraline|citalopram|fluoxetine|amitriptyline|diazepam|zopiclone|pregabalin|gabapentin|insulin|${NAMED_MEDICINES})\b(?! (?:for|from) (?:the |this |that )?(?:morning|evening|night|day|today|tonight|lunchtime|bedtime|breakfast))|\b(?:took|taken|take|taking|swallowed|swallowing|had|downed|necked|eaten|ate) (?:\w+ ){0,2}(?:a load|loads|a handful|a bunch|a pile|a fistful) of\b|(?<!\b(?:thats|that is|its|it is|must be|must have been|way|far|that was|which is) )\b(?:a load|loads|a handful|a fistful) of (?:(?:my|his|her|their|the|[a-z]+s) )?(?:tablets|pills|paracetamol|painkillers|meds|co ?codamol|codeine|tramadol|morphine|oxycodone|sertraline|citalopram|fluoxetine|amitriptyline|diazepam|zopiclone|${NAMED_MEDICINES})\b`,
);
/** Said to be well ("feel fine tho"), or taken for pain over a day ("for my knee over the afternoon"). */
const WELL_OR_FOR_PAIN = new RegExp(
  String
    .raw`${SAYS_WELL}|\bfor (?:my|the|his|her|their) (?:\w+ )?(?:pain|knee|hip|back|headache|toothache|tooth|leg|aches?)\b|\bover (?:the|a) (?:day|afternoon|morning|evening|night|weekend|couple of days|few days)\b`,
);
/**
 * Too much paracetamol, taken for pain or by someone who feels well, with no sign of danger and no
 * word of wanting to die: the NHS's "go to A&E… even if you feel well", not 999 ("took about 16
 * paracetamol over the afternoon for my knee. feel fine tho").
 */
/** Twenty or more tablets taken at once ("took 40 paracetamol an hour ago"). */
const MANY_TAKEN =
  /\b(?:took|taken|swallowed|had|downed|necked) (?:about |around |maybe |like |nearly |over |at least |roughly |almost )?(?:[2-9]\d|\d{3}|twenty|thirty|forty|fifty|sixty)\b/;
/** …for pain over a day, or by mistake: how a well person comes to have taken too much. */
const FOR_PAIN_OR_BY_MISTAKE =
  /\bfor (?:my|the|his|her|their) (?:\w+ )?(?:pain|knee|hip|back|headache|toothache|tooth|leg|aches?|cold|flu)\b|\bover (?:the|a) (?:day|afternoon|morning|evening|night|weekend|couple of days|few days)\b|\b(?:by mistake|accidentally|by accident|didnt realise|didnt realize|without realising|without realizing|forgot)\b|\b(?:for|as) a (?:dare|bet|laugh|joke|prank)\b|\b(?:dared|double dared) (?:him|her|them|me)\b/;
const paracetamolOverdoseWhileWell = (c: Concepts) =>
  (c.has("OVERDOSE") || countOverADay(c)) && PARACETAMOL.test(c.text) &&
  WELL_OR_FOR_PAIN.test(c.text) &&
  // (twenty or more at once, with no pain or mistake to explain them, is the overdose's 999: "took
  // 40 paracetamol an hour ago. feel fine honestly. just letting someone know")
  !(MANY_TAKEN.test(c.text) && !FOR_PAIN_OR_BY_MISTAKE.test(c.text)) &&
  !overdoseDanger(c) && !isSelfHarm(c.text) && !ON_PURPOSE.test(c.text) &&
  !WHOLE_SUPPLY.test(c.text);
/**
 * Too much of another medicine taken by someone who seems well, for pain, by mistake or by a child
 * who found it ("teenager took 16 ibuprofen for period pain says shes fine", "kid found my iron
 * tablets ate maybe 10 no symptoms yet"): the NHS's A&E, even if they seem well. Many taken, or a
 * whole supply, with nothing to explain it stays the overdose's 999, as does any sign of harm.
 */
const overdoseWhileWell = (c: Concepts) => {
  const explained = FOR_PAIN_OR_BY_MISTAKE.test(c.text) || child(c);
  if (!PARACETAMOL.test(c.text) && severalDosesByMistake(c)) return true;
  const tooMany = c.has("OVERDOSE") || (MEDICINE.test(c.text) && countOverADay(c));
  return tooMany && !PARACETAMOL.test(c.text) &&
    (WELL_OR_FOR_PAIN.test(c.text) || /\bno (?:symptoms|side effects|signs)\b/.test(c.text)) &&
    !overdoseDanger(c) && !isSelfHarm(c.text) && !ON_PURPOSE.test(c.text) &&
    !HYPOTHETICAL_DOSE.test(c.text) &&
    !((MANY_TAKEN.test(c.text) || WHOLE_SUPPLY.test(c.text)) && !explained);
};
/**
 * Paracetamol taken twice over without knowing, in two medicines that both hold it ("taking
 * paracetamol and a cold and flu powder for 3 days and just realised both have paracetamol in"):
 * the NHS's A&E for too much paracetamol, even feeling well.
 */
const PARACETAMOL_TWICE_OVER =
  /\b(?:realised|realized|realising|realizing|noticed|found out|turns out|turned out|didnt realise|didnt realize|didnt know|did not realise|did not know|not realising|without realising|without realizing|checked)\b[^.?!]{0,60}\b(?:both|also|too|as well|contains?|contained|has|have|had|got|with) (?:\w+ ){0,3}paracetamol\b|\bparacetamol in (?:it|them|both|each|there) (?:too|as well)\b|\bboth (?:\w+ ){0,3}(?:have|had|contain|contained|got) (?:\w+ )?paracetamol\b/;
const TAKING_FOR_DAYS = /\b(?:took|taken|taking|been having|had|having|given|giving)\b/;
const paracetamolTwiceOver = (c: Concepts) =>
  PARACETAMOL_TWICE_OVER.test(c.text) && TAKING_FOR_DAYS.test(c.text) &&
  !overdoseDanger(c) && !isSelfHarm(c.text) && !HYPOTHETICAL_DOSE.test(c.text);
/** A question asked before any is taken ("can I take…", "is it ok to…", "should I…"). */
const HYPOTHETICAL_DOSE =
  /\b(?:can|could|should|may|shall) (?:i|he|she|we|they|you) (?:\w+ )?(?:take|have|give|mix|combine|use)\b|\b(?:is it|its|is that) (?:ok|okay|safe|alright|fine|dangerous) to\b|\bif (?:i|he|she|you) (?:take|took|have|had)\b/;
/** One ordinary dose taken by someone who takes none ("took 2 of my paracetamol… he doesn't take any other painkillers"). */
const ONLY_DOSE =
  /\b(?:doesnt|does not|dont|do not|didnt|did not|hasnt|has not|havent|have not|isnt|is not|not) (?:take|taken|had|on) any (?:other |more )?(?:painkillers|paracetamol|tablets|pills|medicines?|medication|meds)\b/;
const extraDose = (c: Concepts) =>
  EXTRA_DOSE.test(c.text) && MEDICINE.test(c.text) && !overdoseDanger(c) &&
  !DOSE_EARLY.test(c.text) &&
  !ONLY_DOSE.test(c.text) &&
  !isSelfHarm(c.text) && !ON_PURPOSE.test(c.text) && !WHOLE_SUPPLY.test(c.text) &&
  !SEVERAL_DOSES.test(c.text) && !countOverADay(c);

/** The usual dose taken early or late, no more of it ("took my painkillers 1 hour early",
 * "took my blood thinner injection an hour late"): no extra dose. */
const DOSE_EARLY =
  /\b(?:took|taken|had|gave|given|swallowed|did|done|injected)\b[^.?!]{0,40}?\b(?:an?|\d+|one|two|half an?) (?:hours?|hrs?|mins?|minutes) (?:too )?(?:early|earlier|sooner|too soon|late|too late)\b(?![^.?!]{0,30}\b(?:as well|too|extra|again|another|twice|double)\b)/;
/** Three or more doses at once by mistake ("twice and then a third lot", "3 times the dose"). */
const SEVERAL_DOSES =
  /\b(?:a |the )?third (?:lot|dose|time|one)\b|\b(?:and )?then (?:some|a few|even) more\b|\band some more\b|\b(?:3|three|4|four|5|five) times\b(?! (?:a|per|each|every) (?:day|week|night|morning)| daily| the (?:\w+ )?dose)|\b(?:3|three|4|four|5|five) (?:times|x) (?:the |her |his |my |their |a )?(?:\w+ )?dose\b|\b(?:three|four|five) lots\b|\btripl\w* (?:the |her |his |my |their )?(?:\w+ )?dose\b/;
/** Three or more doses of a medicine taken by mistake, with no sign of harm or of intent. */
const severalDosesByMistake = (c: Concepts) =>
  SEVERAL_DOSES.test(c.text) && MEDICINE.test(c.text) &&
  (EXTRA_DOSE.test(c.text) ||
    /\b(?:by mistake|accident\w*|forgot|forgetting|muddled|mixed up|didnt realise|did not realise)\b/
      .test(c.text)) &&
  !overdoseDanger(c) && !isSelfHarm(c.text) && !ON_PURPOSE.test(c.text) &&
  !HYPOTHETICAL_DOSE.test(c.text);
/** A count of tablets that no one dose reaches ("took 12 ibuprofen", "like 15 paracetamol"). */
const COUNT_OVER_A_DAY =
  /\b(?:took|taken|had|swallowed|downed|given|gave|ate|eaten) (?:about |around |maybe |like |nearly |over |at least |roughly |almost |up to )?(?:9|[1-9]\d|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|twenty|thirty|forty|fifty)\b(?! ?(?:mins?|minutes?|hours?|hrs?|days?|weeks?|wks?|months?|years?|yrs?|mg|ml|am|pm|oclock|o clock)\b)(?= (?:\w+ ){0,3}(?:tablets|pills|capsules|paracetamol|ibuprofen|co ?codamol|cocodamol|codeine|naproxen|aspirin|painkillers|nurofen|solpadeine|calpol|tramadol|iron|vitamins|sleeping|of (?:my|his|her|their|the|them)))/;
/** Doses spread over days ("12 paracetamol over 3 days"): no count taken at once. */
const SPREAD_OVER_DAYS =
  /\b(?:over|in|across|during|for) (?:the (?:last|past) )?(?:\d+|a few|few|several|two|three|four|five|six|seven|couple of|the) (?:days|weeks)\b|\bover (?:a|the) (?:week|weekend|fortnight)\b|\b(?:this|last|a) week\b|\bsince (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|last week)\b/;
/** …or a count added up afterwards ("just added it up and its about 14 tablets worth in 24 hours"). */
const COUNT_ADDED_UP =
  /\b(?:its|thats|that is|it is|it comes to|comes to|came to|adds up to|added up to|works out (?:at|as)|worked out (?:at|as)|a total of|totals?|totalling|in total) (?:about |around |roughly |nearly |almost |like |over |at least |maybe )?(?:9|[1-9]\d|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|twenty|thirty)\b (?:tablets|pills|capsules|doses)\b(?: worth)? (?:in|over|within) (?:the (?:last|past) )?(?:24 ?(?:hours|hrs|h)|a day|one day|a single day|the day|today)\b/;
const countOverADay = (c: Concepts) =>
  (COUNT_OVER_A_DAY.test(c.text) || COUNT_ADDED_UP.test(c.text)) && !SPREAD_OVER_DAYS.test(c.text);
/** One dose too many ("took another 2 an hour later", "a second dose by mistake"), no more. */
const ONE_EXTRA =
  /\b(?:twice|double(?:d)?(?: up| dose| the dose| dosed)?|double dos\w*|an? (?:extra|second) (?:dose|lot|one|tablet|two|spoon\w*|sachet)|another (?:dose|lot|one|two|1|2|spoon\w*|sachet)|(?:two|2) doses\b(?! (?:a|per|each) (?:day|night))|(?:1|one|2|two) (?:more|extra)|second dose|one too many|forgot (?:and|then) (?:took|gave|had|given|taken)|forgotten (?:\w+ )?and (?:took|gave|had))\b/;
/** A number of tablets of five or more ("another 8", "16 today", "about 20 tablets total"). */
const FIVE_OR_MORE =
  /(?<!\b(?:at|by|till|until|before|after) )\b(?:(?<!\b(?:only|just) )(?:[5-8]|five|six|seven|eight)|9|[1-9]\d|nine|ten|twelve|sixteen|twenty)\b(?! ?(?:mins?|minutes?|hours?|hrs?|days?|weeks?|wks?|months?|years?|yrs?|year|mg|ml|am|pm|oclock|o clock|kg|ish)\b)/;
/** Paracetamol taken, not the one another medicine was taken instead of ("took my wife's tramadol instead of my co-codamol"). */
const paracetamolTaken = (c: Concepts) =>
  PARACETAMOL.test(c.text.replace(INSTEAD_OF_PARACETAMOL, " "));
const INSTEAD_OF_PARACETAMOL = new RegExp(
  String
    .raw`\binstead of (?:my|his|her|their|the|your) (?:usual |normal )?(?:${PARACETAMOL.source})`,
  "g",
);
/** Two medicines that both hold paracetamol ("his paracetamol… then co codamol on top"). */
const twoParacetamols = (text: string) =>
  new Set((text.match(EVERY_PARACETAMOL) ?? []).map((name) => name.replace(/\s+/g, ""))).size >= 2;
const EVERY_PARACETAMOL = new RegExp(PARACETAMOL.source, "g");
export const oneExtraDose = (c: Concepts) =>
  ONE_EXTRA.test(c.text) && !SEVERAL_DOSES.test(c.text) && !countOverADay(c) &&
  !twoParacetamols(c.text) &&
  !FIVE_OR_MORE.test(c.text) &&
  !WHOLE_SUPPLY.test(c.text) &&
  !/\b(?:for|over) (?:the (?:last|past) )?(?:\d+|a few|few|several|two|three|four|couple of) days\b|\ball day\b|\bevery (?:few |couple of )?hours?\b/
    .test(c.text);
/** A means of harm held now ("a blade in my hand", "holding the pills"). */
/** An insect's bite or sting (an animal's or a person's bite is the animal-bite rule's). */
const insectBiteOrSting = (c: Concepts) =>
  /\b(?:bites?|bitten|stings?|stung)\b/.test(c.text) &&
  !/\b(?:dog|cat|horse|fox|rat|person|someone|human|snake|adder)\b/.test(c.text);
const HOLDING_MEANS =
  /\b(?:blade|knife|razor|razor blade|stanley knife|scalpel|pills|tablets|rope|gun|belt|cord)s? (?:is |are )?(?:in|into) (?:my|his|her|their) hands?\b|\b(?:holding|gripping|clutching|got hold of) (?:a|the|my|his|her|their|some|all the) (?:\w+ )?(?:blade|knife|razor|pills|tablets|rope|gun)s?\b/;
/** The mains, a socket or lightning: where an electrical injury comes from. */
const ELECTRIC_SOURCE =
  /\b(?:(?:plug|wall|power|electric|electrical|mains) sockets?|(?:in|into) (?:the |a )?(?:plug|socket)|live (?:wires?|cables?)|bare wires?|exposed wires?|the mains|electrocut\w*|struck by lightning|lightning strike|power lines?|high voltage|(?:an )?(?:electric|electrical) (?:shock|current|burn)s? (?:from|off|when|while)|(?:shock|zapped|jolt) (?:from|off|by) (?:the |a |an )?(?:socket|plug|wire|cable|mains|appliance|toaster|fence|cooker))\b/;
/** …and what it has done ("a burn mark", "a shock", "thrown across the room"). */
const ELECTRIC_HURT =
  /\b(?:burn\w*|mark|marks|blister\w*|thrown|tingl\w*|numb|black\w*|electrocut\w*|struck)\b/;
/** Something sharp, swallowed ("swallowed a sewing pin", "a needle went down"). */
const SHARP_THING =
  /\b(?:(?:sewing |drawing |safety |hair |dress(?:makers)? )?pins?|needles?|(?:bits? of |piece of |shards? of )?glass|razor(?: blade)?s?|blades?|nails?|screws?|tacks?|staples?|cocktail sticks?|toothpicks?|kebab sticks?|skewers?|fish ?hooks?)\b/;
const SWALLOWED_SHARP = new RegExp(
  String
    .raw`\b(?:swallow\w*|ate|eaten|gulped|gone down|went down) (?:\w+ ){0,4}?(?:${SHARP_THING.source})|(?:${SHARP_THING.source}) (?:\w+ ){0,4}?(?:swallow\w*|gone down|went down)\b`,
);
/** A mild household product ("bubble bath", "shampoo", "hand wash")… */
const MILD_PRODUCT =
  /\b(?:bubble bath|shampoo|conditioner|shower gel|body wash|hand ?wash|(?:bar of )?soap|sun ?cream|sun ?screen|moisturi[sz]er|nappy cream|bath foam)\b/;
/** …drunk, eaten or swallowed ("drank some bubble bath", "ate some toothpaste"). */
const MILD_PRODUCT_SWALLOWED = new RegExp(
  String
    .raw`\b(?:drank|drunk|drinking|swallow\w*|ate|eaten|eating|had a (?:sip|mouthful|swig|gulp) of|mouthful of) (?:\w+ ){0,4}?(?:${MILD_PRODUCT.source})`,
);
/** Anti-inflammatory painkillers, one name each ("nurofen" is ibuprofen). */
const EVERY_NSAID =
  /\b(?:ibuprofen|nurofen|brufen|naproxen|naprosyn|diclofenac|voltarol|mefenamic acid|ponstan|celecoxib|etoricoxib|meloxicam)\b/g;
const nsaidName = (name: string) =>
  ({ nurofen: "ibuprofen", brufen: "ibuprofen", naprosyn: "naproxen", voltarol: "diclofenac" })[
    name
  ] ?? name;
/** A child too young to take medicines on purpose, or for thoughts of suicide ("my 2 yr old", "aged 3"). */
export const YOUNG_CHILD =
  /\b(?:toddler|baby|babies|infant|little one|(?:[1-9]) ?(?:yrs?|years?|y) ?old|(?:[1-9]) ?yo|(?:aged|age) [1-9]|(?:hes|shes|he is|she is) (?:only |just )?[1-9]\b(?! ?(?:weeks?|days?|months?|hours?|minutes?|stone|kg))|(?:son|daughter|grandson|granddaughter|boy|girl|child|kid) is [1-9]\b(?! ?(?:weeks?|days?|months?|hours?|minutes?|stone|kg)))\b/;
/** A child found with medicines, their number unknown ("the packet is open and i dont know how many are gone"). */
const CHILD_INTO_MEDICINES =
  /\b(?:found (?:him|her|them|my \w+(?: \w+)?) (?:with|eating|chewing|sucking|holding)|got (?:into|hold of) (?:the |my |his |her |their |mums? |dads? |nans? |grans? |grandads? |\w+s )?(?:\w+ )?(?:tablets|pills|medicine|meds|medication)|(?:dont|do not|not sure|no idea|cant tell|couldnt tell) (?:know )?how many|(?:some|one|two|a few|a couple) (?:are |is )?(?:missing|gone)|(?:packet|bottle|box|tub|lid|blister pack)s? (?:was |is |were |are )?(?:open|opened|off|ripped|chewed))\b/;
/** A plant eaten or chewed ("chewed a leaf off my house plant", "ate some berries in the park"). */
const PLANT_EATEN =
  /\b(?:ate|eaten|eat|eating|chewed|chewing|chomped|swallowed|sucked|sucking|munched|nibbled|bit into|had)\b (?:\w+ ){0,5}?(?:leaf|leaves|berry|berries|house ?plants?|plants?|flowers?|petals?|bulbs?|daffodils?|holly|ivy|lily|lilies|cactus|poinsettia|conkers?|acorns?)\b/;
/** A plant known to be very poisonous: swallowed, the NHS's A&E, however well. */
const KNOWN_POISONOUS_PLANT =
  /\b(?:yew|foxgloves?|laburnum|deadly nightshade|belladonna|hemlock|oleander|lily of the valley|monkshood|aconite|castor (?:oil )?(?:beans?|seeds?)|rosary pea|water dropwort)\b/;
/** Nobody there to stop it ("flatmates are away… no one will stop me this time"). */
const NO_ONE_TO_STOP =
  /\b(?:no ?one|nobody|no body|noone) (?:will|can|could|would|is going to|gonna|to|around to|here to|there to) (?:stop|find|save) (?:me|him|her|them)\b|\bbefore (?:anyone|anybody|someone|they|he|she) (?:can|could|gets? a chance to) (?:stop|find|save) (?:me|him|her|them)\b/;
/** A night named for it ("tonights the night", "im taking the lot tonight")… */
const NIGHT_NAMED =
  /\b(?:tonight|today|this weekend)(?: is|s) the (?:night|day)\b|\b(?:taking|take|swallow\w*|down\w*) (?:the lot|them all|all of them|it all|every one)\b[^.?!]{0,20}\b(?:tonight|today|now|this weekend|tomorrow)\b|\b(?:tonight|today|this weekend|tomorrow)\b[^.?!]{0,50}\b(?:going to|gonna|will|ill|i'll|im|i am) (?:take|taking|swallow|down) (?:the lot|them all|all of them|it all|every one)\b/;
/** …with a medicine made ready ("got all my nans tramadol lined up on the desk"). */
const MEDICINE_MADE_READY = new RegExp(
  String
    .raw`\b(?:${MEDICINE_NAMES}|pills|tablets|painkillers|meds|medication)\b (?:\w+ ){0,2}?(?:(?:are|is|all) )?(?:lined up|counted out|laid out|set out|all out|ready)\b|` +
    // (or saved up: "been saving up my oramorph since the surgery and theres enough now")
    String
      .raw`\b(?:sav\w*|stockpil\w*|hoard\w*|kept|keeping|stash\w*) (?:up )?(?:\w+ ){0,4}?(?:${MEDICINE_NAMES}|pills|tablets|painkillers|meds|medication)\b`,
);
const chestPain = (c: Concepts) =>
  c.has("CHEST") && (c.has("PAIN") || c.has("TIGHT") || c.has("TENSE")) && !skinOfTheChest(c);
/** A rash or blisters on the skin ("blistery painful rash on one side of my chest"). */
const SKIN_RASH = /\b(?:rash\w*|blister\w*|spots|shingles|sores|cold sore|scabs?)\b/;
/** The pain is the skin's, a rash's, with none of a heart attack's signs: no chest pain of 999. */
export const skinOfTheChest = (c: Concepts) =>
  SKIN_RASH.test(c.text) && !CHEST_PAIN_DANGER.test(c.text) && !c.has("TIGHT") &&
  !c.has("BREATHLESS") && !c.has("CLAMMY") && !c.has("HEARTSIGN");
const ON_AND_OFF =
  /\b(?:on and off|off and on|on off|comes and goes|coming and going|come and go|now and (?:then|again)|every so often|every now and then)\b/;
const OVER_DAYS =
  /\b(?:for|over|past|last|since) (?:a |the )?(?:few |couple of |couple |\d+ |two |three |four |five |several )?(?:days?|weeks?|wks?|months?)\b|\bsince (?:last week|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend)\b|\b(?:all|this) week\b/;
/** A heart attack's or a clot's signs beside chest pain, or an operation it may follow. */
const CHEST_PAIN_DANGER =
  /\b(?:crush\w*|pressure|heavy|heaviness|tight\w*|squeez\w*|elephant|jaw|arms?|shoulder|sweat\w*|clammy|sick|nause\w*|breath\w*|grey|gray|pale|dizzy|faint\w*|worst|severe|agony|spread\w*|radiat\w*|getting worse|worse|constant|wont go|won't go|op|operation|surgery|replace\w*|scope|arthroscopy|clots?|new (?:knee|hip))\b/;
const chestPainOnAndOffForDays = (c: Concepts) =>
  ON_AND_OFF.test(c.text) && OVER_DAYS.test(c.text) && !CHEST_PAIN_DANGER.test(c.text) &&
  ![
    "BREATHLESS",
    "CLAMMY",
    "HEARTSIGN",
    "COLLAPSE",
    "SUDDEN",
    "SEVERE",
    "TOPSCORE",
    "PALP",
    "COUGHBLOOD",
  ]
    .some((sign) => c.has(sign));
/** A chesty cough bringing up coloured phlegm ("cough for 3 weeks now bringing up green stuff"). */
const CHEST_INFECTION =
  /\b(?:cough\w*|hack\w*|bring\w* up|brought up|spit\w*)\b[^.?!]{0,40}\b(?:green|yellow|brown|coloured|colored|thick)\b[^.?!]{0,15}\b(?:stuff|phlegm|mucus|gunk|sputum|gunge|muck|snot|spit)?|\bchest infection\b(?! (?:last|in|back in|years?|months?|when)\b)|\b(?:phlegm|mucus|sputum|spit) (?:has |have |is )?(?:changed|changing|gone|turned) (?:colour|color|green|yellow|brown)\b|\bchesty cough\b/;
/** A COPD flare-up with none of 999's signs (breathless at rest, blue, confused, chest pain). */
const copdFlareOnly = (c: Concepts) =>
  /\b(?:copd|emphysema|chronic bronchitis|bronchiectasis)\b/.test(c.text) &&
  /\b(?:flare\w*|(?:more|worse) (?:\w+ )?(?:breathless|short of breath|out of breath|wheezy|puffed) than (?:normal|usual|before)|worse than (?:normal|usual)|phlegm|sputum|mucus|rescue pack)\b/
    .test(c.text) &&
  !STRUGGLING_TO_BREATHE.test(c.text) && !c.has("CHEST") && !c.has("SUDDEN") &&
  !c.has("DROWSY") && !c.has("CONFUSED") && !c.has("COLLAPSE") &&
  !/\b(?:at rest|sitting (?:still|down)|lying (?:still|down)|(?:cant|cannot|can not|struggling to) (?:talk|speak|finish)|blue|grey|gray|lips|sats? (?:of |at |is |are )?(?:[0-8]\d)\b)\b/
    .test(c.text);
/** Breathlessness only on effort, and called slight ("a bit breathless going upstairs"): not 999's struggle. */
/**
 * Breathlessness the writer calls slight, with no struggle ("a bit more breathless than normal",
 * "a bit wheezy at night but not struggling"): not 999's difficulty breathing.
 */
export const SLIGHTLY_BREATHLESS =
  /\b(?:a bit|a little|slightly|bit|little bit|abit|a touch|mildly) (?:more )?(?:breathless|out of breath|short of breath|wheezy|wheezing|puffed|chesty)\b/;
export const STRUGGLING_TO_BREATHE =
  /(?<!\b(?:not|isnt|no|without|never) (?:\w+ )?)\b(?:struggl\w*|gasp\w*|cant breathe|cannot breathe|can not breathe|cant catch|cant get (?:my|his|her|their) breath|blue|grey|gray|cant (?:talk|speak|finish)|not helping|isnt helping|not working|isnt working|ribs? (?:sucking|pulling)|sucking in)\b/;
/** How the writer has been since an injury, told with no time ("ever since the accident…", unlike
 * "ever since the fall this morning": `INJURED_LATELY`). */
const EVER_SINCE_THE_INJURY =
  /\bever since (?:the|my|his|her|their|that|an?) (?:\w+ )?(?:accident|fall|crash|injury|op|operation|surgery)\b/;
/** A state the writer says has lasted for years or always ("always been unfit"). */
const LIFELONG =
  /\b(?:always (?:been|get|gets|got|am|is|was|have been|has been|have|had|has)|(?:for|over) (?:years|ages|decades)|all (?:my|his|her) life|(?:im|i am|been|hes|shes) (?:\w+ )?(?:unfit|out of shape))\b/;
const ON_EFFORT =
  /\b(?:going up(?:stairs)?|upstairs|(?:on|up) (?:the )?(?:stairs|hills?)|climbing|uphill|running|jogging|exercis\w*|(?:at|in) the gym|when (?:i|he|she|they) (?:walk|climb|go up|run|do|exercise))\b/;
/** Swelling come on just now, for no reason the writer knows. */
const SWOLLEN_UP_NOW =
  /\b(?:overnight|today|this morning|since (?:yesterday|last night|this morning)|suddenly|out of nowhere|for no (?:\w+ )?reason|no reason)\b/;
/** A knee or an ankle wrenched: twisted, sprained, rolled, landed on badly, tackled, or felt to pop. */
const JOINT_WRENCHED =
  /\b(?:twist\w*|sprain\w*|rolled|rolling|went over|gone over|go over|awkward\w*|landed (?:funny|badly|wrong|on it)|jarr\w*|tweak\w*|popped|pop|wrench\w*|hyperextend\w*|tackl\w*|collid\w*|collision|went the wrong way|gave way|buckled)\b/;
/** …in the last day or two. */
const INJURED_LATELY =
  /\b(?:yesterday|today|this morning|this afternoon|tonight|last night|earlier|at the weekend|on (?:saturday|sunday)|(?:a|one|two|2|1) days? ago|just now|an hour ago|(?:\d|a few|few|couple of) hours ago)\b/;
/** …or swollen as the writer writes ("swollen but i can walk on it", "has puffed up"). */
const SWOLLEN_NOW =
  /\bswollen\b|\b(?:its|it is|is|now|has|have|gone|went|got|all) (?:\w+ )?(?:swelled|swelling up|puffed up|ballooned|blown up)\b/;
/** Swelling the writer calls slight. */
const SLIGHT_SWELLING =
  /\b(?:slight\w*|a (?:little|tiny|wee) bit|(?:a )?bit|a touch|little|tiny bit|mild\w*|hardly|barely|not (?:very|that|too|really|much)) (?:\w+ )?(?:swollen|swelling|swelled|puffy)\b|\bno (?:real )?swelling\b/;
/** Swelling after exercise, that comes and goes, or that has settled. */
const SWELLING_THAT_COMES_AND_GOES =
  /\b(?:every|always|each time|whenever|goes down|gone down|went down|calmed|settled|back to normal|ago|for (?:months|years|ages)|run|runs|running|parkrun|marathon|walk|walking|match|game|football|squash|five a side|5 a side|gardening|gym)\b/;
/** Swelling the writer calls great or sudden ("swollen huge overnight", "like a balloon"). */
const VERY_SWOLLEN =
  /\b(?:hugely|massively|huge|massive|enormous|double|twice)(?: \w+)? (?:swollen|swelled|swelling|puffed up)\b|\b(?:swollen|swelled|swelling|puffed|blown) (?:up )?(?:huge|massive|massively|hugely|enormous|like a balloon|overnight|suddenly|out of nowhere|to (?:twice|double) (?:the|its) size)\b|\bballoon\w*\b/;
const LIMB_CUT_OFF =
  /\b(?:hand|arm|foot|leg)s? (?:has been |have been |was |were |is |are |got |been )?(?:(?:cut|chopped|sliced|torn|ripped|severed) (?:clean |right |completely |almost |nearly |half )?off|severed|amputated)\b/;
const DIGIT_CUT_OFF =
  /\b(?:part|tip|end|top|bit) of (?:my |his |her |their |the )?(?:finger|thumb|toe)s? (?:tip )?(?:is |has |was |has been )?(?:missing|gone|cut off|come off|chopped off|sliced off|hanging off)\b|\b(?:finger ?tips?|thumb ?tips?|fingers?|thumbs?|toes?) (?:tip )?(?:is |are |has |have |was |has been |got |been )?(?:nearly |almost |half |partly |partially |practically |virtually |pretty much )?(?:missing|cut off|chopped off|sliced off|hanging off|severed|amputated)\b|\b(?:finger ?tips?|thumb ?tips?|fingers?|thumbs?|toes?) (?:is |are |was |has |have |got |been )?(?:nearly|almost|half|partly|practically|virtually|pretty much) (?:off|hanging)\b|\b(?:cut|chopped|sliced|lopped|took) (?:the )?(?:tip|end|top|part) (?:of|off) (?:my |his |her |their |the )?(?:finger|thumb|toe)s?(?: off)?\b/;
export const BREATHLESS_ON_EFFORT =
  /\b(?:a bit|a little|slightly|bit|little bit|abit) (?:more )?(?:breathless|out of breath|short of breath|puffed|wheezy)(?: \w+){0,2}? (?:going up(?:stairs)?|upstairs|(?:on|up) (?:the )?(?:stairs|hills?)|climbing|walking|when (?:i|he|she|they) (?:walk|climb|go up|do))\b/;
/** A faint from which the person came straight round ("fainted when they took blood… came round straight away"). */
const CAME_ROUND =
  /(?<!\b(?:not|hasnt|has not|havent|have not|wont|will not|didnt|did not|isnt|never|yet to|still not) )\b(?:came|come|comes|coming) (?:round|around|to)\b(?: (?:straight away|right away|quickly|immediately|in (?:a few|seconds)|after (?:a few|a couple of) (?:seconds|moments)))?|\b(?:woke|came|come|comes) (?:up|round|around|to) (?:really |very |pretty )?(?:straight away|right away|quickly|quick|fast|immediately|straight after|after (?:a few|a couple of|few) (?:seconds|secs|moments))\b|\b(?:passed out|fainted|blacked out) for (?:a |just a |only a )?(?:sec|second|few seconds|couple of seconds|moment|split second)s?\b|\b(?:hes|shes|he is|she is|im|i am|theyre|they are) (?:\w+ )?(?:chatting|talking (?:normally|fine|ok|okay)|back to (?:normal|himself|herself|myself|themselves))\b/;
const LONG_AGO =
  /\b(?:years?|months?|weeks? ago|last (?:term|year|month|week|summer|winter|spring|autumn)|(?:19|20)\d\d|when (?:i|he|she) was (?:a )?(?:kid|child|little|young|teenager))\b/;
const UNEXPLAINED =
  /\b(?:never (?:\w+ )?(?:fainted|passed out|blacked out|done (?:that|it|this)|had (?:that|it|this|one)|happened)|first time|for no (?:\w+ )?reason|out of (?:nowhere|the blue)|no idea why|(?:do not|dont|don't) know why|not sure why|no reason)\b/;
const FAINT_EXPLAINED =
  /\b(?:blood\w*|needles?|injections?|jabs?|sight of|stitches|clips|staples|dressings?|scar|wound|hadn'?t eaten|not eaten|no breakfast|empty stomach|heat|too hot|hot (?:room|day|bath|shower)|dehydrat\w*|drunk|squeamish|pre ?op|assessment|(?:stood|standing|stands|got|getting) up (?:too )?(?:fast|quick\w*|suddenly))\b/;
/** A faint at a needle or the sight of blood ("fainted when he had his bloods taken"). */
const FAINT_AT_A_NEEDLE =
  /\b(?:fainted|passed out|blacked out|keeled over|went down) (?:\w+ ){0,3}(?:when|while|as|at|during|after|having|getting|from) (?:\w+ ){0,4}(?:bloods?|blood tests?|needles?|injections?|jabs?|cannula|drip|sight of|saw|seeing|looked at|stitches|clips|staples|dressing)\b/;
const NOT_COME_ROUND =
  /\b(?:not|hasnt|has not|havent|have not|wont|isnt|still not|yet to) (?:\w+ )?(?:come|came|woken|woke|waking|responding|breathing)\b|\bstill (?:out|unconscious|not)\b|\b(?:out cold|unconscious|unresponsive)\b/;
/**
 * Knocked out by a blow to the head and awake now, with no sign of the brain's 999 lines (a fit,
 * drowsiness, confusion, a weak side or lost speech): the NHS's A&E for a head injury ("blacked
 * out for a few seconds, im awake now but my head hurts and i threw up once").
 */
const knockedOutAwakeNow = (c: Concepts) =>
  c.has("HEADHIT") &&
  (CAME_ROUND.test(c.text) ||
    /\b(?:im|i am|hes|shes|he is|she is|theyre|they are|now) (?:\w+ )?(?:awake|conscious|up and about|sat up|sitting up)\b/
      .test(c.text)) &&
  !["FIT", "DROWSY", "CONFUSED", "NOTMOVING", "SPEECH", "BREATHLESS", "CHEST", "STROKE", "WEAK"]
    .some((sign) => c.has(sign)) &&
  !/\b(?:still (?:out|unconscious|not (?:awake|responding))|keeps? (?:passing|blacking) out|again)\b/
    .test(c.text);
const faintOver = (c: Concepts) =>
  /\b(?:faint\w*|passed out|pass out|blacked out)\b/.test(c.text) &&
  (CAME_ROUND.test(c.text) || (FAINT_AT_A_NEEDLE.test(c.text) && !NOT_COME_ROUND.test(c.text))) &&
  ![
    "CHEST",
    "BREATHLESS",
    "PALP",
    "HEADHIT",
    "FIT",
    "CONFUSED",
    "DROWSY",
    "NOTMOVING",
    "SPEECH",
    "SKINCOLOUR",
    "CLAMMY",
    "DEFORM",
    "BROKEN",
    "HEAVYBLEED",
  ].some((sign) => c.has(sign));
/** A muddle that has grown over time ("doesn't recognise me any more", "no longer knows us"). */
const LASTING_MUDDLE =
  /\b(?:doesnt|does not|dont|do not|cant|cannot) (?:\w+ )?(?:recogni[sz]e|know) (?:me|us|anyone|anybody|who (?:i|we) (?:am|are))(?: \w+)? ?(?:any ?more|these days)\b|\bno longer (?:recogni[sz]es|knows) (?:me|us|anyone|anybody)\b/;
/**
 * A known epilepsy's usual seizure, hours ago and recovered from ("epileptic, had a normal seizure
 * 2 hours ago, fully recovered now but bit my tongue"): advice today for what it left, not 999. A
 * first fit, one still going, one after another, or one with breathing, drowsiness or a head
 * injury stays 999.
 */
export const knownSeizureOver = (c: Concepts) =>
  /\bepilep\w*\b/.test(c.text) &&
  /\b(?:fully recovered|recovered|back to (?:normal|himself|herself|myself)|came round|come round|(?:usual|normal|typical) (?:seizures?|fits?))\b/
    .test(c.text) &&
  /\b(?:\d+|an?|one|two|few|couple of) (?:hours?|hrs?) ago\b|\b(?:this morning|last night|earlier)\b/
    .test(c.text) &&
  !/\b(?:still (?:fitting|seizing|having)|wont stop (?:fitting|seizing|shaking|jerking)|keeps? (?:fitting|having)|another (?:one|seizure|fit)|first (?:ever )?(?:seizure|fit)|more than (?:5|five) min\w*|(?:\d+|ten|fifteen|twenty) min\w* long|not (?:woken|waking|come round|breathing)|cant wake|blue)\b/
    .test(c.text) &&
  !["BREATHLESS", "DROWSY", "CONFUSED", "HEADHIT"].some((sign) => c.has(sign));
/** Said to have come on slowly, over days ("came on slowly", "for 2 days, gradually"). */
const CAME_ON_OVER_DAYS =
  /\b(?:came on|come on|coming on|crept up|built up|getting (?:worse|bigger)) (?:\w+ )?(?:slowly|gradually|over (?:\d+|a few|few|two|three|several|a couple of) days)\b|\b(?:slowly|gradually) (?:got|getting|come|came|built)\b/;
/** Mentions a child (or an age under 16). */
function child(c: Concepts): boolean {
  if (c.has("CHILD")) return true;
  // an age, not a time ("had my knee done 2 years ago")
  const age = c.text.match(
    /\b(\d{1,2}) ?(?:years?|yrs?|year)(?: old|(?! (?:ago|before|after|later|since|back|now|on|in|of|or|and|to)\b)(?= (?:son|daughter|boy|girl|child|kid|lad|lass|grandson|granddaughter)\b))|\b(\d{1,2}) ?(?:yo|y\/o)\b|\baged? (\d{1,2})\b|\b(?:hes|he's|he is|shes|she's|she is|theyre|they're|they are) (?:only |just )?(\d{1,2})\b(?! ?(?:weeks?|days?|months?|hours?|minutes?|stone|kg|kilos?|lbs?|degrees?|percent|%|(?:feet|ft|foot|cm|inches|in)\b|[.:]\d))/,
  );
  const years = age && Number(age[1] ?? age[2] ?? age[3] ?? age[4]);
  return !!years && years < 16;
}

/**
 * The family can take the fallen person to hospital themselves ("we can get her in the car"): the
 * person can be moved, so A&E (whose reply still says to call 999 if they cannot be).
 */
export const TAKING_THEM_IN =
  /\b(?:we|i|he|she|they|my \w+|son|daughter|husband|wife) (?:can|could|will|are able to|is able to|are going to|is going to|gonna|managed to) (?!not\b)(?:(?!not\b)\w+ ){0,3}(?:(?:in|into|to) (?:the|our|my|his|her|their) car|to (?:a ?& ?e|a and e|hospital|the hospital|casualty))\b/;
/** A car at hand to take someone to hospital ("we have car"), not a car accident (not enough for
 * someone who cannot get up: only for a break the family can drive in). */
export const HAVE_A_CAR =
  /\b(?:we|i) (?:have|ve|have got|ve got|got) (?:a |the |our |my )?car\b(?! (?:accident|crash))|\b(?:we|i|he|she|they|my \w+|(?:his|her|their) (?:mother|father|mum|dad|husband|wife|partner|son|daughter|brother|sister)|son|daughter|husband|wife) (?:can|could|will|is able to|are able to|am able to) (?:\w+ )?drive (?:him|her|them|me|us)\b/;

/** The fallen person already off the ground ("we've sat her on a bench"): not a long lie. */
const OFF_THE_GROUND =
  /\b(?:sat|sit|sitting|got|get|getting|helped|help|helping|lifted|lift|put|moved|carried|propped) (?:(?:her|him|them|me|mum|dad|nan|gran|grandad|my \w+) )?(?:up )?(?:on|onto|in|into|to) (?:a|the|her|his|their|our|my|a nearby) (?:bench|chair|seat|sofa|settee|couch|wall|step|car|wheelchair|bed|armchair)\b/;

/** The fallen person left where they are ("we've left her on the grass with a blanket"). */
const LEFT_WHERE_THEY_LIE =
  /\b(?:left|leaving|leave|keeping|kept) (?:her|him|them|mum|dad|nan|gran|grandad) (?:on|lying|where|there|in the)\b/;
/** …or in too much pain to be moved ("she screams when we try to move her leg"). */
const HURTS_TO_MOVE =
  /\b(?:screams?|screaming|screamed|cries out|cried out|yells?|yelled|howls?|shrieks?) (?:in pain )?(?:when|if|as) (?:we|i|they|anyone|you) (?:try|tried|trying|go) to (?:move|lift|touch|shift|turn)\b/;

/** Dementia said to be worse than it is ("much more confused than usual", "not herself"). */
/** Muddle worse than the person's usual, in words (not "not himself", which is mood as often). */
const MORE_MUDDLED =
  /\b(?:confus\w*|muddled|disorientated|disoriented|forgetful|vague)\b(?! (?:about|by|as to|with|over|why|what|which|how|whether|if|between)\b)/;
const MUDDLE_PASSED_OR_WATCHED =
  /\b(?:was|were|had been) (?:(?:a )?(?:little |tiny |wee )?bit |slightly |mildly |a little |quite |very )?(?:more )?(?:confus\w*|muddled|disorientated|disoriented)\b|\bback to (?:his|her|their|my) (?:old |usual |normal )?self\b|\b(?:in hospital|on the ward|nurses?|in the home|care home staff)\b|\b(?:for|over) (?:the (?:last|past) )?(?:\d+|a few|several|many|two|three) (?:years?|yrs?)\b|\bfor years\b|\bat times\b|\bin the evenings?\b/;
/** Muddle put down to the anaesthetic or a painkiller ("slightly confused from the anaesthetic"). */
const MUDDLE_EXPLAINED =
  /\b(?:from|because of|due to|with|by) (?:the |his |her |my |their |all the )?(?:general )?(?:anaesthetic|anesthetic|sedation|sedative|morphine|oramorph|painkillers?|pain killers|codeine|tramadol|oxycodone|drugs|meds)\b/;
const MUDDLE_IN_GENERAL =
  /\b(?:to (?:be|get|feel|become)|gets?|become|becomes|if (?:you|i|he|she|they|someone) (?:are|is|am|feel|feels))(?: (?:a )?(?:little |tiny |wee )?bit| slightly| mildly| a little)?(?: more)? (?:confus\w*|muddled|disorientated|disoriented|forgetful|vague)\b/;
export const DEMENTIA_WORSE =
  /\b(?:worse|more (?:\w+ )?(?:confused|muddled|agitated|disorientated|disoriented)|much more|not (?:her|him|them)sel(?:f|ves)|not (?:her|his|their) (?:usual|normal)|unlike (?:her|him|them)|different (?:from|to|than) (?:usual|normal)|never (?:been )?like this|new|changed)\b/;
/** A crash or a fall from a height: what leaves someone lying still ("motorbike crash… rider isnt moving"). */
const ACCIDENT =
  /\b(?:crash\w*|accident|collision|collided|pile ?up|knocked (?:off|down|over)|run over|hit by (?:a |the )?(?:car|van|bus|lorry|truck|bike|motorbike|train)|(?:came|come|fell|thrown|flew) off (?:his|her|their|the|a) (?:bike|motorbike|motorcycle|scooter|horse|ladder|roof|scaffold\w*)|fell (?:off|from|down) (?:a|the) (?:ladder|roof|scaffold\w*|cliff|wall|stairs|balcony|tree)|came off (?:the|a) road)\b/;
/** Someone, not a limb or a thing, lying still ("the rider isnt moving", "he's not moving"). */
const PERSON_NOT_MOVING =
  /\b(?:he|hes|she|shes|they|theyre|rider|driver|cyclist|biker|pedestrian|passenger|man|woman|lad|girl|boy|child|kid|person|someone|somebody|(?:my|his|her|the) (?:mum|dad|son|daughter|husband|wife|partner|friend|brother|sister|nan|grandad|baby))\b (?:is |s |are )?(?:still )?(?:isnt|is not|not|arent|are not|stopped|hasnt been) moving\b|\b(?:lying|laying|lies) (?:\w+ ){0,3}(?:still|motionless)\b|\bmotionless\b/;

export const RULES: RedFlagRule[] = [
  {
    // the NHS: shingles, a painful rash of blisters on one side of the body, needs advice soon
    // (antivirals work best started within 3 days): a pharmacist, the GP or NHS 111
    id: "shingles",
    service: "111",
    concern: "A painful rash or blisters on one side of the body (possible shingles)",
    matches: (c) =>
      SKIN_RASH.test(c.text) &&
      (c.has("PAIN") || /\b(?:shingles|burning|stinging|tingl\w*|itch\w*)\b/.test(c.text)) &&
      /\b(?:one side|(?:left|right) side|on (?:my|his|her|the) (?:left|right)|shingles|band|strip|stripe)\b/
        .test(c.text),
  },
  {
    id: "chest-pain",
    service: "999",
    concern: "Chest pain or tightness",
    matches: (c) => chestPain(c) && !chestPainOnAndOffForDays(c),
  },
  {
    // the NHS: chest pain that comes and goes, over days, with none of a heart attack's signs, is
    // an urgent GP appointment or NHS 111 (pain on and off for an hour, or with pressure, sweating
    // or breathlessness, or after an operation, stays 999)
    id: "chest-pain-on-and-off",
    service: "111",
    concern: "Chest pain that comes and goes over days",
    matches: (c) => chestPain(c) && chestPainOnAndOffForDays(c),
  },
  {
    // the NHS: a heart attack may be felt as pain spreading to the jaw or arm, with sweating or
    // feeling sick, and no chest pain at all (or seen: "gone a funny grey colour and keeps rubbing
    // his left arm")
    id: "heart-attack-signs",
    service: "999",
    concern:
      "Signs of a heart attack: pain spreading to the jaw or arm, with sweating or feeling sick",
    matches: (c) =>
      c.has("HEARTSIGN") && (c.has("CLAMMY") || c.has("BREATHLESS") || c.has("SKINCOLOUR")) &&
      !STRAIN_EXPLAINED.test(c.text),
  },
  {
    id: "breathing",
    service: "999",
    concern: "Difficulty breathing",
    // (not breathlessness the writer calls slight and only on effort, with no operation behind it:
    // "coughing green stuff for 5 days, bit breathless going upstairs" is a chest infection's)
    matches: (c) =>
      c.has("BREATHLESS") &&
      !((BREATHLESS_ON_EFFORT.test(c.text) || SLIGHTLY_BREATHLESS.test(c.text) ||
        FINE_AT_REST.test(c.text)) &&
        !STRUGGLING_TO_BREATHE.test(c.text) && !AFTER_OPERATION.test(c.text)) &&
      // (nor breathlessness on effort the writer says has always been so: "breathless going up
      // hills always been unfit")
      !(LIFELONG.test(c.text) && ON_EFFORT.test(c.text) && !STRUGGLING_TO_BREATHE.test(c.text) &&
        !AFTER_OPERATION.test(c.text) && !c.has("SUDDEN") && !c.has("CHEST")) &&
      // (nor a COPD flare-up, more breathless than usual on the move, with none of 999's signs:
      // the NHS's rescue pack, the GP or NHS 111 below)
      !copdFlareOnly(c) &&
      // (nor asthma worse for days in someone who says they can talk: the NHS's 111 below)
      !(ASTHMA_WORSE.test(c.text) && TALKS_FINE.test(c.text) &&
        !/\b(?:struggl\w*|gasp\w*|cant breathe|cannot breathe|blue|grey|gray|not helping|isnt helping|not working|isnt working)\b/
          .test(c.text)),
  },
  {
    id: "coughing-blood",
    service: "999",
    concern: "Coughing up blood",
    matches: (c) => c.has("COUGHBLOOD") || (c.has("COUGH") && c.has("BLEED")),
  },
  {
    id: "collapse",
    service: "999",
    concern: "Someone who has collapsed, fainted or is not responding",
    matches: (c) =>
      (c.has("COLLAPSE") && !faintOver(c) && !knownSeizureOver(c) && !knockedOutAwakeNow(c)) ||
      (c.has("FLOORED") && (c.has("NOTMOVING") || c.has("CONFUSED"))) ||
      (ACCIDENT.test(c.text) && PERSON_NOT_MOVING.test(c.text)) ||
      (c.has("FAINTISH") && (c.has("PALP") || c.has("CHEST") || c.has("BREATHLESS"))),
  },
  {
    // the NHS: a faint with no clear reason, or a first one, is checked soon (GP or NHS 111), even
    // when the person came round quickly and feels fine (one today with no reason given, too);
    // one at the sight of blood or a needle, or from the heat or an empty stomach, is explained
    id: "unexplained-faint",
    service: "111",
    concern: "A faint with no clear reason, or a first faint",
    matches: (c) =>
      faintOver(c) &&
      (UNEXPLAINED.test(c.text) ||
        /\b(?:earlier|this (?:morning|afternoon|evening)|today|tonight|just now|an? (?:hour|few hours|couple of hours) ago|yesterday|last night)\b/
          .test(c.text)) &&
      !FAINT_EXPLAINED.test(c.text) &&
      !/\b(?:felt|feel|feeling|nearly|almost) (?:a bit |very |really |quite )?(?:faint\w*|passed out)\b/
        .test(c.text) &&
      !LONG_AGO.test(c.text) &&
      !/\b(?:if|suppose|supposing|imagine|say)\b[^.?!]*\b(?:faint\w*|passed out|blacked out)\b/
        .test(c.text),
  },
  {
    // the NHS: a stiff neck with a high temperature, a dislike of bright light, or a rash that
    // does not fade under a glass can be meningitis: 999 (the model's sign too; the rules are the
    // net where a long message about something else dilutes it)
    id: "meningitis",
    service: "999",
    concern: "A rash that does not fade under a glass, or a stiff neck with a fever",
    matches: (c) =>
      (STIFF_NECK.test(c.text) && (hasFever(c) || LIGHT_HURTS.test(c.text))) ||
      RASH_NOT_FADING.test(c.text),
  },
  {
    // the NHS: a sudden, severe headache, the worst ever, is 999
    id: "thunderclap-headache",
    service: "999",
    concern: "A sudden, severe headache (the worst ever)",
    matches: (c) => WORST_HEADACHE.test(c.text),
  },
  {
    id: "stroke",
    service: "999",
    concern: "Signs of a stroke (a face drooping on one side, a weak arm, slurred speech)",
    matches: (c) =>
      c.has("STROKE") || c.has("FACEDROOP") || c.has("SPEECH") ||
      (c.has("COMPREHENSION") && (c.has("SUDDEN") || c.has("FACE") || c.has("ARMWEAK"))) ||
      (c.has("ARMWEAK") && (c.has("SUDDEN") || c.has("FACE") || CAME_ON_NOW(c))),
  },
  {
    id: "anaphylaxis",
    service: "999",
    concern:
      "Swelling of the lips, tongue or throat, or trouble breathing after a medicine (a severe allergic reaction)",
    matches: (c) =>
      c.has("ANAPHYLAXIS") || (c.has("THROATSWELL") && !throatInfection(c)) ||
      (c.has("LIPS") && c.has("SWELL")) ||
      (c.has("SWALLOW") && (c.has("SWELL") || c.has("ALLERGY") || c.has("DRUG")) &&
        !throatInfection(c)) ||
      (c.has("ALLERGY") && (c.has("SWELL") || c.has("HIVES"))) ||
      (c.has("HIVES") && c.has("SWELL") && (c.has("FACE") || c.has("LIPS"))),
  },
  {
    // the NHS: a sore throat for days, now with one side swollen or swallowing hard, can be an
    // abscess beside the tonsil (quinsy): NHS 111 or the GP today (999 for trouble breathing)
    id: "throat-abscess",
    service: "111",
    concern: "A sore throat that is getting worse, with swelling on one side or trouble swallowing",
    matches: (c) => (c.has("THROATSWELL") || c.has("SWALLOW")) && throatInfection(c),
  },
  {
    // (with no swelling of the face, lips or throat and no trouble breathing: those are above)
    id: "medicine-rash",
    service: "111",
    concern: "A rash after starting a new medicine (a possible allergic reaction)",
    matches: (c) =>
      c.has("HIVES") && c.has("DRUG") &&
      /\b(?:new|started|starting|first (?:dose|tablet|one|injection)|since (?:taking|having|i took|he took|she took|they gave)|after (?:taking|having|i took|he took|she took))\b/
        .test(c.text),
  },
  {
    // (hives all over, or after something new on the skin, with no swelling of the face, lips or
    // throat and no trouble breathing: the NHS's pharmacist, GP or NHS 111 today for a child or
    // one that spreads; "itchy lumpy hives all over after new washing powder, no swelling of the
    // face, breathing fine")
    id: "hives-spreading",
    service: "111",
    concern: "Hives all over, or after something new (a possible allergic reaction)",
    matches: (c) =>
      c.has("HIVES") &&
      /\ball over\b|\b(?:after|since|from) (?:\w+ ){0,3}(?:washing (?:powder|liquid|tablets|pods)|detergent|soap|shower gel|body wash|bubble bath|cream|lotion|perfume|fabric (?:conditioner|softener)|softener|hair dye|dye|plant|plants)\b/
        .test(c.text) &&
      // (not a question of whether it can happen: "can you come out in a rash from a new knee if
      // you're allergic to nickel")
      !/\b(?:if (?:i|you|he|she|they|youre|your)|is it true|can you|could you|do people|is it possible|can a|would a)\b/
        .test(c.text),
  },
  {
    // (hives after a food, a baby's first egg or a mouthful of peanut, with no swelling of the
    // face, lips or throat and no trouble breathing, is a mild allergic reaction: NHS 111 or the
    // GP today; those others are the allergy rule's 999 above)
    id: "food-rash",
    service: "111",
    concern: "Hives or a rash after eating a food (a possible allergic reaction)",
    matches: (c) => c.has("HIVES") && FOOD_EATEN.test(c.text),
  },
  {
    // (the NHS: a blow to the face with double vision, a flattened cheek, a jaw that will not
    // close or teeth that no longer meet can be a broken cheekbone, eye socket or jaw: A&E)
    id: "face-injury",
    service: "ae",
    concern:
      "A blow to the face with double vision, a flattened cheek or a jaw that will not close (a possible broken face bone)",
    matches: (c) =>
      (c.has("INJURED") || FACE_BLOW.test(c.text)) &&
      /\b(?:face|cheek\w*|jaw|eye sockets?|nose|eyes?)\b/.test(c.text) && BROKEN_FACE.test(c.text),
  },
  {
    // (the NHS's own line: toothache with a swollen face or jaw and no dentist to be had is NHS
    // 111; a swelling of the lips, tongue or throat, or trouble breathing, is the allergy rule's)
    id: "dental-abscess",
    service: "111",
    concern: "Toothache with a swollen face or jaw (a possible dental abscess)",
    matches: (c) =>
      c.has("SWELL") &&
      /\b(?:toothache|tooth|teeth|molars?|wisdom teeth|dental|abscess\w*)\b/.test(c.text) &&
      /\b(?:jaws?|face|cheeks?|gums?|chin)\b/.test(c.text),
  },
  {
    // (a stab wound is 999 however it looks: the bleeding may be inside)
    id: "stab-wound",
    service: "999",
    concern: "A stab wound",
    matches: (c) => STABBED.test(c.text) && !toldAsPast(c.text, STABBED),
  },
  {
    // (the NHS: call 999 for a serious injury; a person under a car, a fallen tree or machinery
    // may be crushed and bleeding inside, however they seem)
    id: "trapped-under",
    service: "999",
    concern:
      "Someone trapped or crushed under something heavy (a vehicle, machinery, a tree or a wall)",
    matches: (c) =>
      TRAPPED_UNDER.test(c.text) && HEAVY_THING.test(c.text) && !toldAsPast(c.text, TRAPPED_UNDER),
  },
  {
    // (the NHS: ribs hurt in a fall or a blow, sore to breathe in or cough, but no short breath
    // (that is 999's), is checked today: NHS 111 or an urgent treatment centre)
    id: "rib-injury",
    service: "111",
    concern: "Ribs hurt in a fall or a blow, painful to breathe in or cough",
    matches: (c) =>
      /\bribs?\b/.test(c.text) && RIB_BLOW.test(c.text) &&
      /\b(?:breath\w*|cough\w*|sneez\w*|laugh\w*)\b/.test(c.text) && !toldAsPast(c.text, RIB_BLOW),
  },
  {
    // (the NHS: neck pain after a crash, with no numbness, tingling or weakness, is advice today)
    id: "whiplash",
    service: "111",
    concern: "Neck pain after a road accident (whiplash)",
    matches: (c) =>
      (/\bwhiplash\b/.test(c.text) ||
        (ROAD_COLLISION.test(c.text) &&
          /\bneck (?:\w+ ){0,2}(?:stiff|sore|pain\w*|hurts?|hurting|aches?|aching)\b|\b(?:stiff|sore|painful) neck\b/
            .test(c.text))) &&
      !toldAsPast(c.text, /\bwhiplash\b|\bcrash\w*\b|\baccident\b/) &&
      /\b(?:today|this (?:morning|afternoon|evening)|tonight|yesterday|last night|just|earlier|hours? ago|(?:\d|one|two|three|a couple of|a few) days? ago)\b/
        .test(c.text) &&
      !/\b(?:had|get|got|from) whiplash (?:\w+ ){0,3}(?:years?|months?) (?:ago|back)\b/.test(
        c.text,
      ),
  },
  {
    // (the NHS: fumes of cleaning products mixed, or smoke or a chemical breathed in, with a cough
    // or a sore throat and no trouble breathing, is NHS 111; trouble breathing is 999's)
    id: "fumes-breathed",
    service: "111",
    concern: "Fumes or a chemical breathed in",
    matches: (c) => FUMES_BREATHED.test(c.text) && !toldAsPast(c.text, FUMES_BREATHED),
  },
  {
    // (the NHS: carbon monoxide breathed in, with a headache, dizziness or sickness, is A&E at
    // once, out in the fresh air first; someone who will not wake is 999's)
    id: "carbon-monoxide",
    service: "ae",
    concern: "Carbon monoxide breathed in (a headache, dizziness or feeling sick)",
    matches: (c) =>
      CARBON_MONOXIDE.test(c.text) && CARBON_MONOXIDE_SIGNS.test(c.text) &&
      !toldAsPast(c.text, CARBON_MONOXIDE),
  },
  {
    // (the NHS: new floaters or flashes of light all of a sudden, or a shadow across the sight, can
    // be a torn retina: an urgent optician or NHS 111 today)
    id: "floaters-flashes",
    service: "111",
    concern: "New floaters or flashes of light in the eye, or a shadow across the sight",
    matches: (c) =>
      FLOATERS.test(c.text) &&
      /\b(?:sudden\w*|new|lots of|loads of|shower of|since|today|this (?:morning|afternoon|evening)|last night|yesterday|started|appeared|just)\b/
        .test(c.text) &&
      !/\b(?:migraine|aura|zig ?zag\w*)\b/.test(c.text),
  },
  {
    // (the NHS: a snake bite is 999 or A&E at once; sickness, dizziness or a swelling that spreads
    // are the venom working, 999)
    id: "snake-bite-spreading",
    service: "999",
    concern: "A snake bite with sickness, dizziness or spreading swelling",
    matches: (c) =>
      SNAKE_BITE.test(c.text) && VENOM_SPREADING.test(c.text) && !PET_BITTEN.test(c.text),
  },
  {
    id: "snake-bite",
    service: "ae",
    concern: "A bite from an adder or another snake",
    matches: (c) =>
      SNAKE_BITE.test(c.text) && !toldAsPast(c.text, SNAKE_BITE) && !PET_BITTEN.test(c.text),
  },
  {
    // (the NHS: call 999 for a serious injury; someone hit by a vehicle or hurt in a crash on the
    // road who cannot be moved, is bent out of shape, bleeding or knocked out may be hurt inside
    // too; a day later, "hit by a car yesterday", is another rule's)
    id: "road-collision",
    service: "999",
    concern: "A serious injury in a road accident (someone hit by a vehicle or hurt in a crash)",
    matches: (c) =>
      ROAD_COLLISION.test(c.text) && SERIOUS_INJURY.test(c.text) &&
      !toldAsPast(c.text, ROAD_COLLISION) && !CAN_GET_THERE.test(c.text) &&
      !/\b(?:yesterday|last night|the other day|(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:days?|weeks?|months?|years?) ago)\b/
        .test(c.text),
  },
  {
    id: "heavy-bleeding",
    service: "999",
    concern: "Heavy bleeding that will not stop",
    // (gums that keep bleeding when brushed are a blood thinner's NHS 111 line, not a haemorrhage)
    // (and a nosebleed that goes on with faintness, however it is written: "a nosebleed pouring for
    // 40 minutes that won't stop… now I feel faint and dizzy")
    matches: (c) =>
      (c.has("HEAVYBLEED") || nosebleedWithBloodLoss(c)) && !GUMS_WHEN_BRUSHING.test(c.text) &&
      !nosebleedOnly(c),
  },
  {
    // the NHS: a nosebleed that lasts longer than 10 to 15 minutes, or in someone on a blood
    // thinner that will not stop, is A&E, and so is one that pours (with faintness, paleness or
    // trouble breathing, or pouring on a blood thinner, heavy bleeding's 999 above)
    id: "nosebleed",
    service: "ae",
    concern: "A nosebleed that will not stop",
    matches: nosebleedOnly,
  },
  {
    // heavy bleeding said to have slowed or stopped with pressure (it is then no 999 sign: see
    // the downgrade below): the wound still needs to be seen
    id: "bled-heavily",
    service: "ae",
    concern: "A wound that has bled heavily and may need stitches",
    matches: (c) =>
      c.has("HEAVYBLEED") && BLEEDING_CONTROLLED.test(c.text) && !GUMS_WHEN_BRUSHING.test(c.text),
  },
  {
    id: "confusion",
    service: "999",
    concern: "Sudden, severe confusion",
    matches: (c) =>
      (c.has("CONFUSED") && !c.has("PUZZLED") ||
        (c.has("MILDCONFUSED") && (c.has("SUDDEN") || c.has("DROWSY")))) &&
      // (dementia's muddle is a lasting state, unless it came on suddenly, with drowsiness, or is
      // said to be worse than it is: "she hit me and didn't know who I was" is the dementia)
      !((/\b(?:dementia|alzheimer\w*)\b/.test(c.text) || LASTING_MUDDLE.test(c.text)) &&
        !c.has("SUDDEN") && !c.has("DROWSY") &&
        (AS_USUAL.test(c.text) || !DEMENTIA_WORSE.test(c.text))),
  },
  {
    // the NHS: a hypo that does not get better with sugar, or one with fitting, passing out or not
    // waking, is 999 (one that muddles the mind is the confusion's 999 above)
    id: "hypo-not-improving",
    service: "999",
    concern:
      "A low blood sugar (a hypo) that is not getting better, or with fitting or passing out",
    matches: (c) =>
      DIABETES.test(c.text) && LOW_SUGAR.test(c.text) &&
      (HYPO_NOT_IMPROVING.test(c.text) || c.has("COLLAPSE") || c.has("DROWSY") ||
        /\b(?:fitting|seizure|fit)\b/.test(c.text)),
  },
  {
    // diabetic ketoacidosis with drowsiness or confusion: the NHS's 999 for someone hard to keep
    // awake or suddenly confused
    id: "diabetic-ketoacidosis-drowsy",
    service: "999",
    concern: "Very high blood sugar or ketones with drowsiness or confusion",
    matches: (c) =>
      diabeticKetoacidosis(c) &&
      (c.has("DROWSY") || c.has("CONFUSED") || c.has("MILDCONFUSED") ||
        TOO_DROWSY_TO_TYPE.test(c.text)),
  },
  {
    // the NHS's diabetic ketoacidosis: high ketones, or very high sugar, with being sick, tummy
    // pain, fast deep breathing or sleepiness is A&E now
    id: "diabetic-ketoacidosis",
    service: "ae",
    concern:
      "Very high blood sugar or ketones with being sick, tummy pain, or fast, deep breathing (diabetic ketoacidosis)",
    matches: diabeticKetoacidosis,
  },
  {
    // the NHS: high blood sugar in someone who feels unwell with it (very thirsty, weeing a lot,
    // tired), with no sign of ketoacidosis, needs advice now: NHS 111 (a steroid injection can
    // raise it for a few days)
    id: "high-blood-sugar",
    service: "111",
    concern: "High blood sugar with feeling unwell",
    // (or high for days in the weeks after an operation, where an infection can be why, however
    // well the writer feels: "sugars high all week since my knee op, around 18, i feel ok-ish")
    matches: (c) =>
      DIABETES.test(c.text) && HIGH_SUGAR.test(c.text) && !diabeticKetoacidosis(c) &&
      ((UNWELL_WITH_SUGAR.test(c.text) && !WELL_OR_FOR_PAIN.test(c.text)) ||
        (HIGH_FOR_DAYS.test(c.text) &&
          (AFTER_OPERATION.test(c.text.replace(NO_OPERATION, " ")) ||
            // (or since a steroid injection, which the site says can raise it for a few days: high
            // for days is advice today, "sugars have been in the 20s for 2 days since the hip
            // injection, im type 2")
            /\b(?:since|after) (?:my |his |her |the |a |that )?(?:\w+ )?(?:injection|jab|steroid)s?\b/
              .test(c.text)))),
  },
  {
    // the NHS head-injury page: call 999 for difficulty staying awake, problems seeing, or clear
    // fluid or blood from the nose or ears
    id: "head-injury-serious",
    service: "999",
    concern:
      "A head injury with drowsiness, odd behaviour, problems seeing, or fluid or blood from the nose or ears",
    matches: (c) =>
      c.has("HEADHIT") &&
      ((c.has("DROWSY") && !onlyABitSleepy(c.text)) || c.has("VISION") || c.has("EARNOSEFLUID") ||
        // (behaving oddly, on top of a knock-out or being sick: "knocked out for a minute and now
        // hes being sick and acting weird")
        (ACTING_ODDLY.test(c.text) &&
          /(?<!\b(?:not|no|never|wasnt|hasnt|without) (?:\w+ )?)\b(?:knocked (?:out|unconscious)|blacked out|passed out|being sick|been sick|vomit\w*|throwing up|threw up)\b/
            .test(c.text))),
  },
  {
    // the NHS: a head injury followed by being sick, or with a knock-out, is A&E
    id: "head-injury-vomiting",
    service: "ae",
    concern: "A head injury followed by being sick, or with being knocked out",
    matches: (c) =>
      c.has("HEADHIT") &&
      /(?<!\b(?:not|no|hasnt|havent|hasn't|haven't|never|without|wasnt|isnt|nor) (?:\w+ )?)\b(?:been sick|was sick|being sick|is sick|sick (?:once|twice|again|since)|vomit\w*|threw up|thrown up|throwing up|puk\w*|knocked (?:out|unconscious)|blacked out|passed out)\b/
        .test(c.text),
  },
  {
    // the NHS: call 999 for a suspected broken back or neck after a fall or injury
    id: "spinal-injury",
    service: "999",
    concern:
      "A fall or injury with loss of feeling or movement, or a hurt neck with tingling or numb arms (a possible broken back or neck)",
    matches: (c) =>
      (c.has("FALL") || c.has("HEADHIT") || c.has("INJURED")) &&
      (c.has("PARALYSIS") || ((c.has("NECK") || c.has("HEADHIT")) && c.has("ARMNUMB"))),
  },
  {
    // the NHS: sudden, severe pain in a testicle is A&E (a twisted testicle)
    id: "testicle-pain",
    service: "ae",
    concern: "Sudden, severe pain or swelling in a testicle",
    // (one that came on slowly over days is the NHS's advice today, below, not torsion's A&E)
    matches: (c) =>
      c.has("TESTICLE") && (c.has("PAIN") || c.has("SWELL")) && !CAME_ON_OVER_DAYS.test(c.text),
  },
  {
    // the NHS: a testicle painful or swollen that came on slowly (an infection, perhaps) needs
    // advice today: the GP or NHS 111
    id: "testicle-pain-slow",
    service: "111",
    concern: "Pain or swelling in a testicle that came on slowly",
    matches: (c) =>
      c.has("TESTICLE") && (c.has("PAIN") || c.has("SWELL")) && CAME_ON_OVER_DAYS.test(c.text),
  },
  {
    // the NHS: not sure whether something harmful was swallowed is NHS 111's ("licked a dishwasher
    // tablet and spat it out"); one swallowed, or with any sign, is the model's A&E or 999
    id: "product-in-mouth",
    service: "111",
    concern: "A household product licked, tasted or put in the mouth, perhaps swallowed",
    matches: (c) =>
      /\b(?:bleach|cleaners?|cleaning (?:spray|fluid|liquid|product)s?|detergent|washing (?:up )?(?:liquid|powder|tablet|pod|capsule)s?|washing machine (?:pod|capsule|tablet)s?|laundry (?:pod|capsule|liquid|tablet)s?|dishwasher (?:tablet|pod|capsule|liquid)s?|(?:liquid|laundry|washing|dishwasher) (?:pod|capsule)s?|fabric softener|disinfectant|dettol|toilet (?:cleaner|block|duck)|descaler|weed ?killer|slug pellets|rat poison|antifreeze|e-?liquid|vape (?:liquid|juice)|nicotine (?:liquid|pouch)|perfume|nail varnish(?: remover)?|hand sanitiser|hand sanitizer|white spirit|turps)\b/
        .test(c.text) &&
      /\b(?:licked|licking|tasted|sucked|sucking|chewed|chewing|bit into|in (?:his|her|their|my) mouth|spat (?:it|some|most of it)? ?out|might have (?:swallowed|drunk|had|eaten)|may have (?:swallowed|drunk|had|eaten)|(?:not sure|dont know|unsure) (?:if|whether) (?:\w+ ){0,3}(?:swallowed|drank|had|ate))\b/
        .test(c.text) &&
      // (not one still in its wrapper: "it was still wrapped and I got it straight out")
      !/\b(?:still (?:wrapped|in (?:the|its) (?:wrapper|packet|film|plastic))|unopened|(?:wrapper|packet|film) (?:was )?(?:still )?(?:on|intact))\b/
        .test(c.text),
  },
  {
    // the NHS: a plant, leaf or berry eaten, by a child or by someone not sure it is harmless, with
    // nobody unwell, is NHS 111's advice ("grandson chewed a leaf off my house plant… hes running
    // around fine. no idea if its poisonous"); any sign of harm is the model's A&E or 999
    id: "plant-eaten",
    service: "111",
    concern: "A plant, leaf or berry eaten that may be poisonous",
    matches: (c) =>
      PLANT_EATEN.test(c.text) && !KNOWN_POISONOUS_PLANT.test(c.text) &&
      (child(c) || /\b(?:poison\w*|toxic|harmful|dangerous)\b/.test(c.text)) &&
      !/\b(?:dogs?|cats?|puppy|kitten|pets?|rabbit|guinea pig|horse|pony|tortoise|parrot|budgie|hamster)\b/
        .test(c.text) &&
      !HYPOTHETICAL_DOSE.test(c.text) && !/\bmushroom\w*|toadstool\w*|fungus|fungi\b/.test(c.text),
  },
  {
    // the NHS: a child's earache with a high temperature, or one in a baby, is checked soon (a
    // pharmacist, the GP or NHS 111; a stiff neck or a rash that does not fade are 999's above)
    id: "child-earache-fever",
    service: "111",
    concern: "A child's earache with a high temperature",
    matches: (c) =>
      child(c) &&
      /\b(?:ear ?aches?|ear pain|pain in (?:his|her|their|the) ear|ears? (?:hurts?|is hurting|(?:has|have) been (?:hurting|sore|painful|aching)|infection)|(?:pulling|tugging|rubbing) (?:at )?(?:his|her|their) ears?)\b/
        .test(c.text) &&
      hasFever(c),
  },
  {
    // the NHS: hearing lost suddenly, in one ear or both, needs advice today (NHS 111 or the GP),
    // and within a day or two at most
    id: "sudden-hearing-loss",
    service: "111",
    concern: "Hearing lost suddenly",
    matches: (c) =>
      /\b(?:deaf|cant hear|cannot hear|lost (?:the |my |his |her )?hearing|hearing (?:has )?(?:gone|went))\b/
        .test(c.text) &&
      /\b(?:suddenly|sudden|woke up|overnight|this morning|today|yesterday|one ear|left ear|right ear)\b/
        .test(c.text) &&
      !/\b(?:always|for years|since (?:birth|i was)|used to|hearing aids?|wax)\b/.test(c.text),
  },
  {
    id: "paracetamol-extra-dose",
    service: "ae",
    concern: "Too much paracetamol taken, even by mistake and feeling well",
    // (one dose too many is NHS 111, as the NHS's paracetamol pages say of an extra tablet or two
    // and of a child given a second dose: "gave him another dose 20 minutes later by mistake")
    matches: (c) =>
      (extraDose(c) && paracetamolTaken(c) && !oneExtraDose(c)) ||
      (PARACETAMOL.test(c.text) && severalDosesByMistake(c)) ||
      paracetamolOverdoseWhileWell(c) || paracetamolTwiceOver(c),
  },
  {
    id: "overdose-while-well",
    service: "ae",
    concern: "Too much of a medicine taken, even by someone who seems well",
    matches: (c) => overdoseWhileWell(c) && !extraDose(c),
  },
  {
    id: "extra-dose",
    service: "111",
    concern: "An extra dose of a medicine taken by mistake",
    matches: (c) =>
      extraDose(c) && (!paracetamolTaken(c) || oneExtraDose(c)) &&
      !paracetamolOverdoseWhileWell(c) && !paracetamolTwiceOver(c),
  },
  {
    id: "overdose",
    service: "999",
    concern: "Too much of a medicine taken (an overdose)",
    // (too much taken by mistake, by someone well, is the extra dose's: A&E for paracetamol)
    // (an extra dose taken by mistake is an overdose once its danger signs show)
    matches: (c) =>
      (c.has("OVERDOSE") ||
        (EXTRA_DOSE.test(c.text) && MEDICINE.test(c.text) && overdoseDanger(c))) &&
      !extraDose(c) && !paracetamolOverdoseWhileWell(c) && !overdoseWhileWell(c),
  },
  {
    id: "deformity",
    service: "ae",
    concern: "A joint out of place, or a leg at a strange angle",
    // (a knee locked "at an angle", with no injury, is the locked knee's: NHS 111)
    matches: (c) =>
      c.has("DEFORM") && (c.has("KNEE") || c.has("HIP") || limb(c) || c.has("JOINT")) &&
      // (a kneecap out is out, however the knee is stuck: "kneecap shot out… can't straighten it")
      !(c.has("LOCKED") && !c.has("FALL") && !c.has("INJURED") && !c.has("KNEECAPOUT")),
  },
  {
    id: "misshapen-after-injury",
    service: "ae",
    concern: "A bone that may be broken: out of shape after a fall or a blow",
    matches: (c) =>
      (c.has("DEFORM") || c.has("MISSHAPEN")) && (c.has("FALL") || c.has("INJURED")) &&
      (c.has("BONEPART") || c.has("KNEE") || c.has("HIP") || limb(c) || c.has("JOINT")),
  },
  {
    id: "crisis-danger",
    service: "999",
    concern: "Someone who may act on thoughts of suicide now",
    // (or the means held now: "got a blade in my hand right now and i think tonight is the night")
    matches: (c) =>
      (c.has("DANGERNOW") &&
        (isSelfHarm(c.text) || HOLDING_MEANS.test(c.text) || NO_ONE_TO_STOP.test(c.text))) ||
      (NIGHT_NAMED.test(c.text) && MEDICINE_MADE_READY.test(c.text)) ||
      c.has("MEANSNOW"),
  },
  {
    id: "broken-bone",
    service: "ae",
    concern: "A bone that may be broken",
    // (or "broken something" said of a body hurt: "had a fall… I think she's broken something")
    // (not a break already set in a cast: "the cast on his broken wrist feels tight", below)
    matches: (c) =>
      (c.has("BROKEN") && !CAST_ON_THE_BREAK.test(c.text)) ||
      (BROKEN_SOMETHING.test(c.text) &&
        (c.has("FALL") || c.has("INJURED") || c.has("BONEPART") || c.has("SWELL") || limb(c))),
  },
  {
    // the NHS: a cast that is too tight, with fingers or toes that are blue or white, numb, cold
    // or cannot move, needs A&E (or the fracture clinic) now
    id: "cast-cutting-off",
    service: "ae",
    concern:
      "A cast that is too tight, with fingers or toes gone cold, pale or blue, or that cannot move",
    matches: (c) => IN_A_CAST.test(c.text) && (c.has("COLD") || CAST_DIGITS_IN_DANGER.test(c.text)),
  },
  {
    // …and one that feels tight, with fingers or toes swollen or tingling but pink and moving:
    // advice today
    id: "cast-too-tight",
    service: "111",
    concern: "A cast that feels too tight, with swollen fingers or toes",
    matches: (c) =>
      IN_A_CAST.test(c.text) &&
      (c.has("SWELL") || c.has("TIGHT") || c.has("NUMB") || CAST_TIGHT.test(c.text)) &&
      !(c.has("COLD") || CAST_DIGITS_IN_DANGER.test(c.text)),
  },
  {
    id: "fallen-cannot-get-up",
    service: "999",
    concern: "Someone who has fallen and cannot get up or be lifted",
    matches: (c) =>
      c.has("STUCKDOWN") ||
      // found on the floor and cannot get up: a fall, whether or not the word is said
      (/\b(?:on|lying on|lying in|down on) (?:the |a |her |his |their |my )?(?:\w+ )?(?:floor|ground)\b|\blong lie\b/
        .test(c.text) &&
        (/\b(?:cant|cannot|can not|couldnt|unable to) get (?:\w+ )?up\b|\b(?:cant|cannot|can not|couldnt|wont) be (?:moved|lifted|got up|picked up)\b|\b(?:im|i am|hes|he is|shes|she is|theyre|they are) on the (?:\w+ )?floor\b[^.?!]{0,30}\b(?:cant|cannot|can not|unable to) move\b/
          .test(c.text) || c.has("CANTLIFT")) &&
        !TAKING_THEM_IN.test(c.text)) ||
      (c.has("FALL") && !TAKING_THEM_IN.test(c.text) &&
        (c.has("CANTLIFT") ||
          // ("fell on the stairs, think ive broken my hip… i cant move at all": cannot be moved)
          /\b(?:cant|cannot|can not|couldnt|unable to) move (?:at all|an inch|a muscle|myself|from (?:here|the \w+))\b|\b(?:i|he|she|they) (?:cant|cannot|can not|couldnt) move\b(?! (?:my|his|her|their|the|it|its|him|them|\w+ing)\b)|\b(?:cant|cannot|can not|couldnt|wont) be (?:moved|lifted|got up|picked up)\b/
            .test(c.text) ||
          ((c.has("CANTSTAND") ||
            /\b(?:cant|cannot|can not|couldnt|unable to) get (?:\w+ )?up\b/.test(c.text)) &&
            !OFF_THE_GROUND.test(c.text) &&
            // (the floor they slipped on is no floor they lie on: "slipped on the wet floor at
            // work… can't stand on it" is A&E's)
            (/(?<!\b(?:slipped|slipping|slips|tripped|tripping|trips|skidded|skidding|slid) )\b(?:on|off|lying (?:on|in)) (?:the |a |her |his |their |my )?(?:\w+ )?(?:floor|ground|field|road|pavement|street|garden|pitch)\b/
              .test(c.text) ||
              LEFT_WHERE_THEY_LIE.test(c.text) || HURTS_TO_MOVE.test(c.text) ||
              // (alone, with nobody to lift them: "fallen by the bed and can't get up… I live alone")
              /\b(?:i|he|she) (?:live|lives) (?:alone|on (?:my|his|her) own)\b|\b(?:no ?one|nobody) (?:else )?(?:is )?(?:here|with (?:me|him|her))\b/
                .test(c.text))))),
  },
  {
    id: "weight-lost-after-operation",
    service: "111",
    concern: "A leg that could take weight after an operation and suddenly cannot",
    matches: (c) =>
      (c.has("NOWEIGHT") || c.has("CANTSTAND")) && !c.has("FALL") &&
      AFTER_OPERATION.test(c.text) &&
      /\b(?:since (?:yesterday|this morning|last night|today)|suddenly|all of a sudden|(?:until|till|up to) (?:yesterday|today|this morning|last night)|was fine|fine (?:yesterday|last week|this morning)|could (?:\w+ ){0,5}fine|(?:was|were) (?:walking|managing|getting about|getting around|up and about)|today (?:\w+ ){0,3}(?:cant|cannot|can not|couldnt|unable)|(?:could|was able to|were able to) (?:\w+ ){0,4}(?:yesterday|before|last night|last week|earlier))\b/
        .test(c.text),
  },
  {
    id: "cannot-bear-weight",
    service: "ae",
    concern:
      "Not being able to stand or put weight on the leg after a fall or injury (a bone may be broken)",
    matches: (c) =>
      (c.has("NOWEIGHT") || c.has("CANTSTAND") || c.has("CANTWALK")) &&
      (c.has("FALL") || c.has("SUDDEN")) &&
      // "…today I suddenly can't put any weight on it, no fall" on a new knee: the ward or NHS 111
      // (and so with no fall or injury told at all: "3 weeks after my knee replacement i suddenly
      // cant put weight on the leg today, yesterday i could walk round the house")
      !(c.denies("FALL") && AFTER_OPERATION.test(c.text)) &&
      !(AFTER_OPERATION.test(c.text) && !c.has("FALL") && !c.has("INJURED")) &&
      // ("ever since the accident i cant walk properly": how it has been since, not a new injury)
      !(EVER_SINCE_THE_INJURY.test(c.text) && !INJURED_LATELY.test(c.text)),
  },
  {
    // the NHS's broken hip: pain in the hip after a fall, in an older person or one who limps, even
    // when they can walk a few steps ("Mum (86) tripped in the garden. She can walk a few steps
    // but her hip hurts a lot and she is limping badly")
    id: "hip-after-fall",
    service: "ae",
    concern: "Hip pain after a fall in an older person, or with a limp (the hip may be broken)",
    matches: (c) =>
      c.has("FALL") && c.has("HIP") && c.has("PAIN") &&
      (c.has("LIMP") || OLDER_PERSON.test(c.text)),
  },
  {
    // the NHS's anticoagulant pages: call 111 for bleeding gums, nosebleeds that keep coming, blood
    // in the pee or poo, or bruising with no injury ("on the blood thinning injections… my gums
    // bleed when I brush my teeth"); small bruises where the injections go, and a nosebleed that
    // stopped, are common; heavy bleeding stays 999
    id: "bleeding-on-blood-thinner",
    service: "111",
    concern: "Bleeding or unusual bruising while on a blood thinner",
    matches: (c) => BLOOD_THINNER.test(c.text) && THINNER_BLEEDING.test(c.text),
  },
  {
    id: "cold-limb",
    service: "999",
    concern: "A leg or foot that is suddenly cold, pale or blue, or very painful and numb",
    matches: (c) =>
      limb(c) &&
      ((c.has("COLD") && !bruisedByAnInjury(c)) ||
        (c.has("NUMB") && (c.has("PAIN") || c.has("SEVERE")))),
  },
  {
    id: "numb-limb",
    service: "ae",
    concern: "Sudden numbness or weakness in a leg or foot",
    matches: (c) =>
      limb(c) && c.has("NUMB") && !numbAfterOperation(c) && !numbPatchAfterOperation(c) &&
      // (nor a leg gone dead from lying or sitting on it that came back: "woke up with a dead leg,
      // pins and needles gone within a minute")
      !(/\b(?:slept on|sat on|sitting on|lying on|laid on|lay on|crossed|fell asleep|woke up|kneeling)\b/
        .test(c.text) &&
        /\b(?:gone|went|passed|wore off|worn off|stopped|back to normal|came back)\b (?:\w+ ){0,3}?(?:within|after|in) (?:a|one|few|a few|couple of|\d+) (?:seconds?|secs?|minutes?|mins?)\b|\b(?:gone|wore off|worn off|passed) now\b/
          .test(c.text)),
  },
  {
    // the site's own "When to call us" (content/care.ts): a foot numb or tingly after an
    // operation is the ward, or NHS 111 out of hours; cold, pale or very painful is 999 above
    id: "numb-after-operation",
    service: "111",
    concern: "A foot that feels numb or tingly after an operation",
    matches: numbAfterOperation,
  },
  {
    id: "cauda-equina",
    service: "ae",
    concern:
      "Numbness around the bottom or genitals, or new trouble passing urine or controlling the bladder or bowels",
    // (not wetting oneself with a urine infection's signs and no word of the back, the nerves or
    // numbness: "keeps wetting herself, more confused than usual, pee smells strong")
    matches: (c) =>
      (c.has("BLADDER") && !urineInfectionOnly(c)) ||
      (c.has("SADDLE") && (c.has("NUMB") || c.has("COLD"))),
  },
  {
    // the NHS: medicine run out that is needed today (epilepsy, insulin, heart tablets), with
    // the GP and pharmacy closed: NHS 111 can arrange an emergency supply
    id: "run-out-of-medicine",
    service: "111",
    concern: "A medicine you need has run out (NHS 111 can help you get an emergency supply)",
    // (not a question of taking another medicine in its place: "run out of the blood thinning
    // injections a day early, can I just double up my aspirin instead?" is the pharmacist's)
    matches: (c) =>
      !/\b(?:instead|double (?:up|my)|can i (?:just )?(?:take|have|use))\b/.test(c.text) &&
      /\b(?:run|ran|running|have run|has run) out of (?:my |his |her |their |the )?(?:\w+ ){0,2}(?:tablets|pills|meds|medication|medicines?|insulin|inhalers?|injections|jabs|blood thinners?|prescription(?! (?:leaflet|sheet|paper|form)))\b|\b(?:tablets|pills|meds|medication|insulin|inhaler|injections|jabs|prescription) (?:has |have )?run out\b|\b(?:tablets|pills|meds|medication|insulin|inhalers?|injections|jabs|blood thinners?)\b[^.?!]{0,60}\b(?:ive|i have|weve|we have|hes|he has|shes|she has|theyve|they have|have|has) (?:now |just |already )?(?:run|ran) out\b(?! of (?:time|patience|energy|ideas|road|money|space))/
        .test(c.text),
  },
  {
    // a dose of a blood thinner missed in the weeks after an operation, when it guards against a
    // clot: the ward or NHS 111 today, for what to do
    id: "missed-blood-thinner",
    service: "111",
    concern: "A missed dose of a blood thinner (the ward or NHS 111 can tell you what to do)",
    matches: (c) =>
      BLOOD_THINNER.test(c.text) && (MISSED_DOSE.test(c.text) || PART_OF_A_DOSE.test(c.text)) &&
      // (not a question of how to make it up, the pharmacist's: "is it ok to double up…")
      !/\b(?:double (?:up|it|the dose|dose)|doubling up)\b/.test(c.text) &&
      !/\b(?:forgot|forgotten) (?:i|that i|id|he|she) (?:had )?(?:already )?(?:taken|had|done)\b/
        .test(c.text) &&
      // (nor one already passed by, as the leaflets say, with the next dose taken as normal:
      // "forgot one yesterday, took todays as normal, does that matter?")
      !/\b(?:took|taken|had|taking|done|did) (?:my |his |her |their |the )?(?:todays|today s|tonights|this mornings|next|usual|normal)(?: \w+)? (?:as normal|as usual|at the normal time|at the usual time|like normal|like usual)\b/
        .test(c.text) &&
      // (not once advised: "the pharmacist said just take today's as normal")
      !/\b(?:pharmacist|gp|doctor|nurse|ward|111|surgeon|consultant|chemist)\b[^.?!]{0,30}\b(?:said|says|told|advised|has advised)\b/
        .test(c.text),
  },
  {
    // the NHS: one-sided pain low in the tummy in someone who might be pregnant (a late or missed
    // period, a positive test) can be an ectopic pregnancy: NHS 111 now (999 for collapse, or a
    // sudden severe pain, which other rules read)
    id: "possible-ectopic",
    service: "111",
    concern:
      "One-sided pain low in the tummy when you might be pregnant (a possible ectopic pregnancy)",
    matches: (c) => possibleEctopic(c) && !ectopicDanger(c),
  },
  {
    // …and with faintness, dizziness, a collapse, pain in the tip of the shoulder or a sudden
    // severe pain: the NHS's 999 (a ruptured ectopic pregnancy)
    id: "ectopic-danger",
    service: "999",
    concern:
      "Tummy pain with dizziness, fainting or pain in the tip of the shoulder when you might be pregnant",
    matches: (c) => possibleEctopic(c) && ectopicDanger(c),
  },
  {
    // the NHS: a mental health crisis that is not an emergency now (no danger to life) is NHS 111's,
    // the mental health option ("my mum has not slept for days, talking really fast about odd
    // things and spending money like mad, she isnt herself")
    id: "mental-health-crisis",
    service: "111",
    concern:
      "A mental health crisis, such as someone not themselves, not sleeping, hearing voices or paranoid (choose NHS 111's mental health option)",
    matches: (c) => MENTAL_HEALTH_NOW.test(c.text) && NOT_THEMSELVES.test(c.text),
  },
  {
    // the NHS: blood in the pee is seen by a GP, urgently or through NHS 111 with pain, a fever or
    // in an older person; the chat cannot tell which, so advice today ("grandad says theres blood in
    // his wee since this morning")
    id: "blood-in-urine",
    service: "111",
    concern: "Blood in the pee",
    // (not one a GP has checked, a joke about beetroot, or a question of whether it happens)
    matches: (c) =>
      BLOOD_IN_URINE.test(c.text) &&
      !/\b(?:checked|nothing|beetroot|joking|jk|kidding|was told|turned out|is (?:that|it|this) (?:a thing|normal|common|usual)|does (?:that|it|this) happen|can you get|could you get|do people get|is it normal|if (?:i|he|she|you))\b/
        .test(c.text),
  },
  {
    // the NHS: stinging or burning when peeing and needing to go often are a urine infection's
    // signs: a pharmacist, the GP or NHS 111 today
    id: "urine-infection-signs",
    service: "111",
    concern: "Signs of a urine infection (stinging when you pee, needing to go often)",
    // (the signs, or the infection said to be had now: "had a water infection in the summer, all
    // cleared" and "sepsis once from a kidney infection" are past)
    matches: (c) =>
      /\b(?:sting\w*|burn\w*|hurts?|pain\w*) (?:when|as|while) (?:(?:i|he|she|they|you) (?:wees?|pees?|urinates?)|peeing|weeing)\b|\b(?:stings?|burns?|hurts?) to (?:wee|pee|urinate)\b|\b(?:burning|stinging) (?:wees?|pees?|peeing|weeing)\b|\b(?:pee|wee|urine|wees|pees) (?:\w+ ){0,3}(?:burns?|burning|stings?|stinging)\b|\b(?:think|thinks|reckon|pretty sure|sure) (?:i|he|she|they|(?:my|his|her) \w+) (?:have|has|(?:has |have )?got|(?:ha)?s) (?:a |an )?(?:uti|water infection|urine infection|bladder infection|cystitis)\b/
        .test(c.text),
  },
  {
    // the NHS: a urine infection with new confusion, a high temperature, or wetting oneself in
    // someone who does not, needs advice today (NHS 111); sepsis's signs are the 999 rules'
    id: "urine-infection",
    service: "111",
    concern: "Signs of a urine infection with new confusion, a high temperature or wetting",
    matches: (c) =>
      URINE_INFECTION.test(c.text) &&
      (c.has("BLADDER") || c.has("MILDCONFUSED") || c.has("CONFUSED") || c.has("FEVER") ||
        // (in pregnancy, or with pain in the back or side, which can be the kidneys: the NHS's
        // same-day advice)
        PREGNANT.test(c.text) || KIDNEY_PAIN.test(c.text)),
  },
  {
    id: "locked-knee",
    service: "111",
    // (the same words as the model's sign: triage-concepts.ts already imports this module)
    concern: "A knee that has locked and will not straighten",
    matches: (c) => c.has("LOCKED"),
  },
  {
    // a hand, arm, foot or leg cut off: the NHS's 999 (keep the part, wrapped and cool)
    id: "limb-cut-off",
    service: "999",
    concern: "A hand, arm, foot or leg cut off or almost cut off",
    matches: (c) => LIMB_CUT_OFF.test(c.text),
  },
  {
    // part of a finger or toe cut off: A&E (bring the part)
    id: "fingertip-cut-off",
    service: "ae",
    concern: "Part of a finger or toe cut off",
    matches: (c) => DIGIT_CUT_OFF.test(c.text),
  },
  {
    id: "puncture-wound",
    service: "ae",
    concern: "A deep puncture wound: something sharp has gone deep into the skin",
    matches: (c) => c.has("PUNCTURE"),
  },
  {
    id: "deep-cut",
    service: "ae",
    concern: "A deep cut, or a wound that has opened up",
    matches: (c) => c.has("DEEPCUT"),
  },
  {
    id: "wound-open",
    service: "111",
    concern: "A wound that has started to open",
    matches: (c) => c.has("WOUNDOPEN"),
  },
  {
    id: "child-hot-joint",
    service: "111",
    concern: "A child with a hot, swollen or painful joint (or a limp) and a fever",
    matches: (c) =>
      child(c) && c.has("FEVER") &&
      (c.has("KNEE") || c.has("HIP") || limb(c) || c.has("JOINT") || c.has("LIMP")) &&
      (c.has("SWELL") || c.has("HOT") || c.has("RED") || c.has("PAIN") || c.has("LIMP") ||
        c.has("CANTWALK") || c.has("NOWEIGHT")),
  },
  {
    // the site's A&E list: "sudden severe pain" (with painkillers that do not touch it)
    id: "severe-pain",
    service: "ae",
    concern: "Sudden, severe pain that painkillers do not ease",
    matches: (c) =>
      c.has("PAIN") && (c.has("TOPSCORE") || SEVERE_WORDS.test(c.text)) &&
      (c.has("SUDDEN") || c.has("UNEASED")) && !GOUT.test(c.text),
  },
  {
    // a flare of gout (a joint suddenly hot, red, swollen and very painful, in someone who has had
    // it before): the GP or NHS 111 today
    id: "gout-flare",
    service: "111",
    concern: "A joint suddenly hot, red, swollen and very painful (possibly gout)",
    matches: (c) =>
      GOUT.test(c.text) &&
      (c.has("SWELL") || c.has("RED") || c.has("HOT") || c.has("PAIN") || c.has("SEVERE")) &&
      // (a flare now, not one settled or read about)
      /\b(?:flare\w*|flaring|attack|again|suddenly|came on|come on|woke up|this morning|today|tonight|last night|since yesterday|right now)\b/
        .test(c.text) &&
      !/\b(?:settled|cleared|all gone|not mine|assignment|essay|reading about)\b/.test(c.text),
  },
  {
    id: "compartment",
    service: "ae",
    concern: "Severe pain, out of proportion, with a tight, swollen leg",
    // (not a headache that painkillers will not touch, with swollen feet: "34 weeks pregnant…
    // a headache… paracetamol won't touch… my feet and hands have puffed up")
    matches: (c) =>
      c.has("SEVERE") &&
      c.has("TENSE") && limb(c) && !/\b(?:head ?aches?|migraines?)\b/.test(c.text),
  },
  {
    id: "clot",
    service: "111",
    concern: "A hot, swollen, red or painful calf or leg (a possible blood clot)",
    matches: (c) =>
      c.has("CLOTSUSPECT") ||
      (c.has("CALF") && c.count("SWELL", "HOT", "RED", "PAIN", "HARD") >= 1) ||
      (c.has("LEG") && c.count("HOT", "RED") >= 1 && c.count("SWELL", "PAIN", "HARD") >= 1) ||
      // (a leg newly swollen, all at once or overnight: "whole leg swelled up overnight and the
      // thigh aches, had my hip replacement last month"; not one that goes down overnight)
      (c.has("LEG") && c.has("SWELL") && (c.has("SUDDEN") || SWOLLEN_OVERNIGHT.test(c.text))),
  },
  {
    // …and with the signs of shock, fainting or passing out, or pale and clammy: 999 ("very pale
    // and clammy and keeps passing out when he stands up, his poo has gone black")
    id: "black-stools-faint",
    service: "999",
    concern: "Black poo (bleeding in the gut) with fainting, or pale and clammy skin",
    matches: (c) =>
      BLACK_STOOLS.test(c.text) && !/\biron\b/.test(c.text) &&
      (PASSING_OUT.test(c.text) ||
        (c.has("CLAMMY") && (c.has("SKINCOLOUR") || /\bpale\b/.test(c.text)))),
  },
  {
    // the NHS: black, sticky, tar-like poo is bleeding in the gut (A&E), on a blood thinner or not;
    // iron tablets blacken it harmlessly
    id: "black-stools",
    service: "ae",
    concern: "Black, sticky, tar-like poo (possible bleeding in the gut)",
    matches: (c) => BLACK_STOOLS.test(c.text) && !/\biron\b/.test(c.text),
  },
  {
    // the NHS: not being able to pee at all is A&E (urinary retention), with a swollen, painful
    // lower tummy or not
    id: "urinary-retention",
    service: "ae",
    concern: "Not being able to pee at all",
    matches: (c) => CANT_PEE.test(c.text),
  },
  {
    // the NHS: a rash spreading from a tick bite, often a ring or a bull's-eye, may be Lyme disease:
    // see a GP or call NHS 111
    id: "tick-bite-rash",
    service: "111",
    concern: "A rash spreading from a tick bite (possible Lyme disease)",
    // (or the rash's own shape, a bullseye, after time outdoors: "bullseye rash on my leg a week
    // after camping")
    matches: (c) =>
      (/\bticks?\b/.test(c.text) &&
        /\b(?:rash|ring|bulls? ?eye|red (?:circle|patch|mark)|spreading|growing|getting bigger)\b/
          .test(c.text)) ||
      (/\b(?:bulls? ?eyes?|target|ring(?:ed)?|circular) (?:\w+ )?(?:rash|mark|patch|shape)\b/.test(
        c.text,
      ) &&
        !/\b(?:dart\w*|darts board|ringworm|eczema|psoriasis)\b/.test(c.text)),
  },
  {
    // the NHS's warfarin page: an INR reading far above its range, even with no bleeding, needs
    // advice today (the anticoagulant clinic, the GP, or NHS 111 when they are closed)
    id: "high-inr",
    service: "111",
    concern: "A high INR reading on warfarin",
    matches: (c) =>
      /\binr\b[^.?!]{0,40}\b(?:high|higher|over|above|up|raised|sky high|through the roof|[5-9](?:\.\d)?|1\d)\b|\b(?:high|raised) inr\b/
        .test(c.text),
  },
  {
    // the NHS: a fish bone or food stuck in the throat goes to A&E (choking, or not breathing
    // well, is 999's)
    id: "stuck-in-throat",
    service: "ae",
    concern: "Something stuck in the throat",
    matches: (c) =>
      STUCK_IN_THROAT.test(c.text) &&
      !/\b(?:feels? (?:like|as if|as though)|lump in (?:my|the) throat|globus)\b/.test(c.text),
  },
  {
    // the NHS: asthma getting worse, the reliever needed more often, is an urgent GP appointment or
    // NHS 111 (too breathless to talk, or the inhaler not helping, is 999's)
    id: "asthma-worse",
    service: "111",
    concern: "Asthma getting worse (the reliever inhaler needed more often)",
    matches: (c) =>
      /\b(?:asthma\w*|inhaler|puffer|wheez\w*)\b/.test(c.text) && ASTHMA_WORSE.test(c.text),
  },
  {
    // the NHS: an older person who keeps falling, or is not their usual self, needs a check soon
    // (a fall with an injury, or a long lie, is the fall's own rules)
    id: "repeated-falls",
    service: "111",
    concern: "Falls that keep happening, with the person not their usual self",
    matches: (c) =>
      FALLS_AGAIN.test(c.text) &&
      /\b(?:not (?:\w+ )?(?:herself|himself|themselves|right|usual|with it)|wobbly|unsteady|dizzy|confused|muddled|off (?:her|his) legs|weak)\b/
        .test(c.text),
  },
  {
    // the NHS: something pushed up a nose or into an ear that will not come out goes to A&E
    id: "object-stuck",
    service: "ae",
    concern: "Something stuck up a nose or in an ear that will not come out",
    matches: (c) => OBJECT_STUCK.test(c.text),
  },
  {
    // the NHS: tummy pain that starts in the middle and moves to the lower right can be
    // appendicitis: NHS 111 or a GP now (999 when it suddenly gets much worse)
    id: "appendicitis",
    service: "111",
    concern: "Tummy pain that could be appendicitis (moving to the lower right side)",
    matches: (c) => TUMMY.test(c.text) && APPENDICITIS.test(c.text),
  },
  {
    // the NHS: dehydration with dark pee, dizziness or weakness, in an older person or a child
    // especially, needs advice now
    id: "dehydration",
    service: "111",
    concern: "Signs of dehydration (not drinking, dark pee, dizziness or weakness)",
    // (or losing fluid, being sick or with diarrhoea: "had diarrhoea and sick for a day, fewer wet
    // nappies than normal")
    matches: (c) =>
      (NOT_DRINKING.test(c.text) || LOSING_FLUID.test(c.text)) && DRIED_OUT.test(c.text),
  },
  {
    // the NHS: breathlessness that has come on over days or weeks, on effort only, is an urgent GP
    // appointment or NHS 111 (sudden or severe is 999's: the rule "breathing")
    id: "breathless-on-effort",
    service: "111",
    concern: "Getting out of breath on effort over the last few days or weeks",
    matches: (c) =>
      c.has("BREATHLESS") && BREATHLESS_FOR_DAYS.test(c.text) && onlyPuffedOnEffort(c.text) &&
      !UNFIT.test(c.text) && !/\b(?:crutch\w*|frame|walker|sticks?|zimmer)\b/.test(c.text),
  },
  {
    // the NHS: a COPD flare-up (more breathless than usual, phlegm changed) is the rescue pack, the
    // GP or NHS 111 today ("copd flare, more breathless than normal walking round the house and my
    // phlegm has gone green, i havent got a rescue pack"); breathless at rest, blue lips, chest pain
    // or confusion are 999's
    id: "copd-flare",
    service: "111",
    concern: "A COPD flare-up (more breathless than usual, or phlegm changed colour)",
    matches: copdFlareOnly,
  },
  {
    // the NHS: a cough that brings up green or yellow phlegm, for weeks or with feeling unwell,
    // may be a chest infection: advice today (NHS 111 or the GP); breathlessness is 999's
    id: "chest-infection",
    service: "111",
    concern: "Signs of a chest infection (a cough bringing up coloured phlegm)",
    matches: (c) =>
      CHEST_INFECTION.test(c.text) &&
      (!c.has("BREATHLESS") ||
        ((BREATHLESS_ON_EFFORT.test(c.text) || SLIGHTLY_BREATHLESS.test(c.text) ||
          FINE_AT_REST.test(c.text)) &&
          !STRUGGLING_TO_BREATHE.test(c.text))),
  },
  {
    // the NHS: heavy bleeding in pregnancy, or bleeding with bad tummy pain, is 999
    id: "pregnancy-bleeding",
    service: "999",
    concern: "Heavy bleeding, or bleeding with bad tummy pain, in pregnancy",
    matches: (c) =>
      PREGNANT.test(c.text) && (c.has("BLEED") || c.has("HEAVYBLEED")) &&
      (c.has("HEAVYBLEED") ||
        /\b(?:bad|severe|awful|terrible|really bad|agonising|excruciating|strong|lots of) (?:\w+ )?(?:pain|cramps?|cramping)\b|\b(?:belly|tummy|stomach|abdominal|bump) (?:pain|cramps?|hurts?)\b/
          .test(c.text)),
  },
  {
    // the NHS: a coin or another small smooth object swallowed, with the child well, needs advice
    // today (a button battery or magnets are A&E, and choking or trouble breathing 999: other rules)
    id: "swallowed-object",
    service: "111",
    concern: "A coin or another small object swallowed",
    matches: (c) =>
      /\b(?:swallow\w*|ate|eaten|gulped)\b/.test(c.text) &&
      SWALLOWED_THING.test(c.text) &&
      !/\b(?:batter\w*|magnet\w*)\b/.test(c.text) &&
      !/\b(?:if|what if|what happens|is it (?:dangerous|normal)|when (?:i|he|she) was|years ago|months ago|passed (?:through|out)|came out|usually|normally (?:pass\w*|come out|happen\w*|go through))\b/
        .test(
          c.text,
        ) &&
      !SWALLOWED_OBJECT_STUCK.test(c.text),
  },
  {
    // the NHS: a button battery or magnets swallowed, or thought to be, is A&E at once, even with
    // no symptoms ("swallowed two magnets an hour ago, hes fine in himself")
    id: "swallowed-battery-or-magnet",
    service: "ae",
    concern: "A button battery or magnets swallowed",
    matches: (c) =>
      SWALLOWED_BATTERY_OR_MAGNET.test(c.text) && !toldAsPast(c.text, BATTERY_OR_MAGNET),
  },
  {
    // the NHS: an electrical burn, however small, or a shock from the mains, is A&E ("my little one
    // stuck a hairclip in the plug socket, she's ok but there's a burn mark on her fingers")
    id: "electrical-injury",
    service: "ae",
    concern: "An electrical burn or a shock from the mains",
    matches: (c) =>
      ELECTRIC_SOURCE.test(c.text) && ELECTRIC_HURT.test(c.text) &&
      !HYPOTHETICAL_DOSE.test(c.text) &&
      !/\b(?:what if|what happens if|how do i stop)\b/.test(c.text),
  },
  {
    // the NHS: chickenpox met in pregnancy by someone who has not had it needs advice at once (the
    // GP, the midwife or NHS 111) ("pregnant and have never had chickenpox… spent the day with a
    // child who has it")
    id: "chickenpox-in-pregnancy",
    service: "111",
    concern: "Chickenpox met in pregnancy by someone who has not had it",
    matches: (c) =>
      /\bpregnan\w*\b/.test(c.text) && /\b(?:chicken ?pox|shingles)\b/.test(c.text) &&
      /\b(?:with|around|near|met|saw|seen|visited|contact|exposed|exposure|cuddl\w*|play\w*|spent|caught|has it|had it|got it|came out in)\b/
        .test(c.text) &&
      !HYPOTHETICAL_DOSE.test(c.text),
  },
  {
    // the NHS: something sharp swallowed (a pin, a needle, glass) is A&E at once ("my daughter
    // swallowed a sewing pin… her throat feels scratchy")
    id: "swallowed-sharp",
    service: "ae",
    concern: "Something sharp swallowed (a pin, a needle, glass or a blade)",
    matches: (c) =>
      SWALLOWED_SHARP.test(c.text) && !toldAsPast(c.text, SHARP_THING) &&
      !HYPOTHETICAL_DOSE.test(c.text) && !/\b(?:what if|what happens if)\b/.test(c.text),
  },
  {
    // the NHS's poisons advice: a mouthful of a mild household product (bubble bath, shampoo,
    // soap, toothpaste) by someone who is well is NHS 111's advice ("my 5 year old drank some bubble
    // bath… not much, hes absolutely fine")
    id: "mild-product-swallowed",
    service: "111",
    concern: "A mild household product swallowed (bubble bath, shampoo, soap or toothpaste)",
    matches: (c) =>
      MILD_PRODUCT_SWALLOWED.test(c.text) && !HYPOTHETICAL_DOSE.test(c.text) &&
      !toldAsPast(c.text, MILD_PRODUCT),
  },
  {
    // two anti-inflammatory painkillers taken together by mistake ("took ibuprofen for my knee then
    // my naproxen an hour later, forgot theyre both anti inflammatories"): the NHS's advice today
    id: "two-anti-inflammatories",
    service: "111",
    concern: "Two anti-inflammatory painkillers taken together",
    matches: (c) =>
      new Set((c.text.match(EVERY_NSAID) ?? []).map(nsaidName)).size >= 2 &&
      /\b(?:took|taken|had|swallowed|popped)\b/.test(c.text) && !HYPOTHETICAL_DOSE.test(c.text) &&
      !/\b(?:can i|i can|could i|should i|may i|is it (?:ok|okay|safe|alright)|instead|switch\w*|swapped|changed|stopped|not (?:at the same time|together))\b/
        .test(c.text) &&
      !overdoseDanger(c) && !isSelfHarm(c.text),
  },
  {
    // the NHS: a young child who has got into medicines, however well they seem, is A&E ("found my 2
    // yr old with my mums blood pressure tablets, the packet is open and i dont know how many are
    // gone"); drowsiness, fits or bad breathing are the model's 999
    id: "child-into-medicines",
    service: "ae",
    concern: "A child who may have swallowed medicines",
    matches: (c) =>
      YOUNG_CHILD.test(c.text) && MEDICINE.test(c.text) && CHILD_INTO_MEDICINES.test(c.text) &&
      !/\b(?:washing|dishwasher|dish washer|laundry|toilet|cleaning|bleach)\b/.test(c.text) &&
      !WHOLE_SUPPLY.test(c.text) && !/\b(?:empty|all of them|them all|the lot)\b/.test(c.text) &&
      !overdoseDanger(c) && !isSelfHarm(c.text) && !HYPOTHETICAL_DOSE.test(c.text),
  },
  {
    // …and with drooling, gagging, being sick or pain, or not able to swallow, it may be stuck in
    // the food pipe: the NHS sends that to A&E
    id: "swallowed-object-stuck",
    service: "ae",
    concern:
      "A coin or another object swallowed, with drooling, gagging, being sick, pain or trouble swallowing",
    matches: (c) =>
      /\b(?:swallow\w*|ate|eaten|gulped)\b/.test(c.text) && SWALLOWED_THING.test(c.text) &&
      SWALLOWED_OBJECT_STUCK.test(c.text) && !toldAsPast(c.text, SWALLOWED_THING),
  },
  {
    // the NHS: a child who starts limping with no known injury is checked today (the GP or NHS
    // 111; with a fever, or a hip that hurts to move, hospital: the rules above)
    id: "child-limp",
    service: "111",
    concern: "A child with a new limp, or who will not put weight on a leg",
    // (or will not put weight on the leg, with no injury seen: "my toddler wont put weight on his
    // leg since this morning, we didnt see him fall")
    matches: (c) =>
      child(c) && (/\blimp\w*\b/.test(c.text) || c.has("NOWEIGHT")) &&
      // (the writer's own limp, with a child named for another reason: "explained for a 10 year
      // old, my grandson wants to know why i limp")
      !/\b(?:why|how|when|where|that) (?:i|im|i'm) limp\w*\b|\b(?:i am|im|i'm|ive been|i've been) limping\b|\bmy (?:own )?limp\b|\bi (?:have|ve got|'ve got|got) a limp\b/
        .test(c.text) &&
      !/\b(?:always|since (?:birth|he was born|she was born|i was|he was|she was)|for (?:years|months|ages)|years? ago|used to|lived with|as a (?:child|kid|teenager|teen)|all (?:my|his|her) life)\b/
        .test(c.text),
  },
  {
    // the NHS: heart failure getting worse (ankles more swollen, weight up a kilo or two in days,
    // more breathless) needs advice today: the heart failure nurse, the GP or NHS 111
    id: "heart-failure-worse",
    service: "111",
    concern: "Heart failure getting worse (more swelling, weight going up)",
    matches: (c) =>
      /\bheart failure\b/.test(c.text) &&
      /\b(?:more|worse|than (?:normal|usual)|this week|since|getting|increas\w*|new|suddenly|gained|put on|gone up)\b/
        .test(c.text) &&
      !/\b(?:for years|long[- ]?standing|on and off|always|(?:all )?managed|know all about|(?:does|would|will|could) (?:that|this|it) (?:\w+ ){0,3}(?:rule|affect|make|stop|mean))\b/
        .test(c.text) &&
      (/\b(?:ankles?|legs?|feet|tummy)\b[^.?!]{0,30}\b(?:swollen|swelling|puffy|puffier|bigger)\b|\b(?:swollen|swelling|puffy)\b[^.?!]{0,20}\b(?:ankles?|legs?|feet)\b/
        .test(c.text) ||
        /\b(?:put on|gained|up by|gone up|weight (?:is )?(?:up|going up|gone up))\b[^.?!]{0,15}\b(?:\d+(?:\.\d)? ?(?:kg|kilos?|pounds|lbs?))\b/
          .test(c.text)),
  },
  {
    // the NHS: a wound with dirt or rust in it when tetanus jabs may not be up to date needs advice
    // today (the GP or NHS 111), however small
    id: "tetanus-risk",
    service: "111",
    concern: "A dirty wound when your tetanus jabs may not be up to date",
    matches: (c) =>
      /\btetanus\b/.test(c.text) &&
      (c.has("WOUND") ||
        /\b(?:cut|cuts|graze\w*|scratch\w*|puncture\w*|stood on|trod on|nail|thorn|bite|bitten|gash\w*)\b/
          .test(c.text)) &&
      /\b(?:not (?:up to date|sure|had)|out of date|dont (?:think|know)|cant remember|no idea|never had|unsure|when i last|years since|overdue)\b/
        .test(c.text),
  },
  {
    // the NHS: any other bleeding or spotting in pregnancy is checked today (the midwife, the
    // early pregnancy unit, the GP or NHS 111)
    id: "pregnancy-spotting",
    service: "111",
    concern: "Bleeding or spotting in pregnancy",
    matches: (c) =>
      PREGNANT.test(c.text) &&
      (c.has("BLEED") ||
        /(?<!\b(?:no|not|nor|without|any|never)\b[^.,;?!]{0,25})\b(?:spotting|spots of blood)\b/
          .test(c.text)) &&
      !/\bwhen (?:i|she|my wife|my partner) was pregnant\b|\b(?:with|in) (?:my|her) (?:first|last|previous|other|older)\b|\b(?:last|previous|other) pregnanc\w*|\bwhat if\b|\bif i (?:get|got|have|had|start)\b/
        .test(c.text),
  },
  {
    // the NHS: a fall or a blow to the bump in pregnancy, however well the mother feels, is seen
    // now, in hospital (the maternity unit or A&E)
    id: "pregnancy-bump-injury",
    service: "ae",
    concern: "A fall, or a blow to the bump, in pregnancy (the maternity unit can see you too)",
    matches: (c) => PREGNANT.test(c.text) && BUMP_INJURY.test(c.text),
  },
  {
    // the NHS: a baby moving less than usual is checked now, not tomorrow: the midwife or maternity
    // unit, or NHS 111
    id: "fewer-baby-movements",
    service: "111",
    concern: "A baby moving less than usual in pregnancy (call your midwife or maternity unit now)",
    matches: (c) => PREGNANT.test(c.text) && FEWER_MOVEMENTS.test(c.text),
  },
  {
    // the NHS: someone more confused than usual, come on over hours or days with none of the signs
    // of sudden confusion (those are 999's, above), may have an infection or delirium: advice
    // today ("mum is a bit more confused than usual since her hip op")
    id: "more-confused",
    service: "111",
    concern: "Someone more confused or muddled than usual",
    matches: (c) =>
      c.has("MILDCONFUSED") && !c.has("PUZZLED") && !MUDDLE_EXPLAINED.test(c.text) &&
      MORE_MUDDLED.test(c.text) &&
      // (not what anyone might feel: "is it normal to be a bit confused after an anaesthetic")
      !MUDDLE_IN_GENERAL.test(c.text) &&
      // (nor muddle that has passed, that nurses are watching, or that has lasted years: "a bit
      // muddled on the ward for a couple of days but she's back to her old self now")
      !MUDDLE_PASSED_OR_WATCHED.test(c.text) &&
      !(/\b(?:dementia|alzheimer\w*)\b/.test(c.text) && AS_USUAL.test(c.text)),
  },
  {
    // the NHS: itching in pregnancy, most of all on the hands and feet, can be obstetric
    // cholestasis: the midwife or maternity unit today, or NHS 111
    id: "pregnancy-itching",
    service: "111",
    concern: "Itching in pregnancy (call your midwife or maternity unit today)",
    matches: (c) => PREGNANT.test(c.text) && /\b(?:itch\w*|scratching)\b/.test(c.text),
  },
  {
    // the NHS: in pregnancy, a bad headache, trouble seeing, or a face, hands or feet suddenly
    // swollen (two of them) can be pre-eclampsia: the midwife or NHS 111 now
    id: "pre-eclampsia",
    service: "111",
    concern:
      "Signs of pre-eclampsia in pregnancy (a bad headache, blurred vision, sudden swelling)",
    matches: (c) =>
      PREGNANT.test(c.text) &&
      [PREGNANCY_HEADACHE, PREGNANCY_VISION, PREGNANCY_SWELLING, PAIN_BELOW_RIBS].filter((sign) =>
          sign.test(c.text)
        ).length >= 2,
  },
  {
    // the NHS: an insect bite or sting with redness or swelling that is spreading, or hot, or
    // weeping pus, may be infected: NHS 111 or a GP today
    id: "infected-bite",
    service: "111",
    concern: "A bite or sting that looks infected (spreading redness, heat or pus)",
    matches: (c) =>
      insectBiteOrSting(c) &&
      /\b(?:spreading|spread|getting bigger|growing|red (?:line|streak)s?|streaks?|hot|warm|pus|oozing|weeping)\b/
        .test(c.text),
  },
  {
    // the NHS: a bite or sting with a large area around it red and swollen (10 cm or more) needs
    // advice today ("bee stung me on the hand… now my whole hand and forearm are swollen and red");
    // trouble breathing or a swollen face or throat is anaphylaxis, a 999 rule's
    id: "bite-swelling-large",
    service: "111",
    concern: "A bite or sting with a large area of swelling or redness around it",
    matches: (c) =>
      insectBiteOrSting(c) &&
      /\b(?:whole|entire|all (?:of )?(?:my|his|her|their|the)) (?:\w+ ){0,2}(?:hands?|arms?|forearms?|legs?|feet|foot|ankles?|calf|thigh|fingers?|toes?|wrists?|elbows?)\b[^.?!]{0,40}\b(?:swollen|swelling|swelled|puffed|puffy|red|blown up)\b|\b(?:huge|massive|big|large|enormous|giant)\b(?: \w+){0,2} (?:swelling|lump|red patch|red area|welt)s?\b|\b(?:[1-9]\d|\d{2,}) ?cm\b/
        .test(c.text),
  },
  {
    // the NHS: something stuck in a wound (glass, metal, a nail) needs A&E; do not pull it out
    id: "object-in-wound",
    service: "ae",
    concern: "Something stuck in a wound (glass, metal or another object)",
    matches: (c) =>
      /\b(?:glass|shard|metal|nail|screw|wire|fish ?hook|hook|pencil|knife|blade|bolt|staple|needle|skewer|(?:bit|piece|lump) of (?:glass|metal|wood|plastic|bone))\b[^.?!]{0,40}\b(?:stuck|embedded|lodged|buried|sticking out|poking out|still in)\b(?! (?:together|in traffic|at home|in bed|in the (?:house|car|lift|queue)))/
        .test(c.text) &&
      /\b(?:cant|cannot|can not|couldnt|wont) (?:get|pull|take) (?:it|them|the \w+) out\b|\b(?:in|into) (?:my|his|her|their|the) (?:\w+ )?(?:knee|leg|foot|feet|hand|arm|finger|thumb|toe|thigh|calf|shin|palm|head|back|chest|tummy|side|eye|face|skin|wound|cut)\b/
        .test(c.text),
  },
  {
    // the NHS: carbon monoxide breathed in, with someone very drowsy, hard to wake, confused or
    // collapsed, is 999 ("in the tent with the disposable bbq inside… my partner is really hard to
    // wake"); a headache or sickness alone is the carbon-monoxide rule's A&E
    id: "carbon-monoxide-drowsy",
    service: "999",
    concern: "Possible carbon monoxide poisoning, with someone drowsy, confused or collapsed",
    matches: (c) =>
      CARBON_MONOXIDE.test(c.text) &&
      (c.has("DROWSY") || c.has("COLLAPSE") || c.has("CONFUSED") ||
        /\b(?:hard to wake|cant wake|wont wake|passed out|unconscious|out cold)\b/.test(c.text)),
  },
  {
    // the NHS: a splinter that will not come out, or where the skin round it is red, swollen,
    // throbbing or has pus, needs seeing today (a GP, a minor injuries unit or NHS 111)
    id: "splinter-infected",
    service: "111",
    concern: "A splinter that will not come out, or looks infected",
    matches: (c) =>
      /\b(?:splinters?|thorns?|spelks?|skelfs?)\b/.test(c.text) &&
      /\b(?:cant|cannot|can not|couldnt|wont) (?:get|pull|dig|squeeze) (?:it|them|the \w+) out\b|(?<!\b(?:not|no|isnt|arent|without|tiny|small|little) (?:\w+ )?(?:or )?)\b(?:deep|stuck|buried|embedded|red|redder|swollen|swelling|throbb\w*|pus|infected|oozing|hot)\b/
        .test(c.text),
  },
  {
    // the NHS: a foot ulcer or cut in someone with diabetes that is red, hot, swollen, weeping or
    // smells may be infected, and needs checking today (NHS 111 or the GP or foot team)
    id: "diabetic-foot",
    service: "111",
    concern: "A foot sore or ulcer that looks infected in someone with diabetes",
    matches: (c) =>
      /\b(?:diabet\w*|sugars?|type (?:1|2|one|two))\b/.test(c.text) &&
      /\b(?:foot|feet|toes?|heel)\b[^.?!]{0,30}\b(?:ulcer|sore|wound|cut|blister)s?\b|\b(?:ulcer|sore|wound|cut|blister)s? (?:on|under) (?:my|his|her|their|the) (?:foot|feet|toes?|heel)\b/
        .test(c.text) &&
      /\b(?:red\w*|hot|warm|swollen|swelling|pus|ooz\w*|weep\w*|smell\w*|black|worse|bigger)\b/
        .test(c.text),
  },
  {
    // the NHS: a bite from an animal or a person that has broken the skin needs advice now (NHS
    // 111): it may need antibiotics or a tetanus jab
    id: "animal-bite",
    service: "111",
    concern: "An animal or human bite that has broken the skin",
    matches: (c) => BITE.test(c.text) && BROKEN_SKIN.test(c.text) && !BITE_FOR_AE.test(c.text),
  },
  {
    // …and one that is large or deep, or on the face or genitals: A&E
    id: "deep-bite",
    service: "ae",
    concern: "A deep or large bite, or one on the face or genitals",
    matches: (c) => BITE.test(c.text) && BITE_FOR_AE.test(c.text),
  },
  {
    // the NHS: a burn that blisters on the face, hands, arms, feet, legs or genitals goes to A&E
    // (a large, deep or white burn is the trained model's severe burn)
    id: "blistered-burn-exposed",
    service: "ae",
    concern: "A burn or scald that has blistered on the face, hands, arms, feet, legs or genitals",
    matches: (c) =>
      BURNED.test(c.text) && BLISTERED.test(c.text) && BURN_SITE_FOR_AE.test(c.text) &&
      !infectedBurn(c) &&
      // (sunburn that blisters is the NHS's 111, wherever it is: "badly sunburnt on the back of my
      // neck and arms… its blistering up")
      !/\bsun ?burn\w*|\bsun ?burnt\b|\b(?:burnt|burned) in the sun\b/.test(c.text),
  },
  {
    id: "infected-burn",
    service: "111",
    concern: "A burn that looks infected (weeping, pus, hot or spreading redness around it)",
    matches: infectedBurn,
  },
  {
    // …and elsewhere, smaller than the person's hand, needs advice today: NHS 111
    id: "blistered-burn",
    service: "111",
    concern: "A burn or scald that has blistered",
    matches: (c) => BURNED.test(c.text) && BLISTERED.test(c.text) && !BURN_SITE_FOR_AE.test(c.text),
  },
  {
    // a knee or hip gone hot and swollen with a fever (sweating, shivering) after an operation or
    // an injection: the site's infection line, the ward or NHS 111
    id: "hot-swollen-joint-fever",
    service: "111",
    concern: "A hot, swollen joint with a high temperature",
    matches: (c) =>
      (c.has("KNEE") || c.has("HIP") || c.has("JOINT")) && c.has("HOT") &&
      (c.has("SWELL") || GONE_BIG.test(c.text)) &&
      (c.has("FEVER") || SWEATS.test(c.text)) && !NO_TEMPERATURE.test(c.text),
  },
  {
    // the NHS's knee pain: a knee very swollen, with no injury and no operation behind it, needs
    // advice today (gout, or an infected joint): "grandad knee swollen huge overnight no injury"
    id: "joint-very-swollen",
    service: "111",
    concern: "A joint that has swollen up badly, with no injury",
    matches: (c) =>
      (c.has("KNEE") || c.has("JOINT") || /\bankles?\b/.test(c.text)) && c.has("SWELL") &&
      VERY_SWOLLEN.test(c.text) && SWOLLEN_UP_NOW.test(c.text) &&
      !SWELLING_THAT_COMES_AND_GOES.test(c.text) && !AFTER_OPERATION.test(c.text) &&
      !c.has("FALL") && !c.has("INJURED"),
  },
  {
    // the NHS: a knee or an ankle that is very painful or swollen after an injury needs advice
    // today (an urgent GP appointment or NHS 111); one that cannot take weight, or is out of
    // shape, is the A&E rules'
    id: "twisted-joint-swollen",
    service: "111",
    concern: "A joint hurt in a twist, a tackle or a fall that has swollen up since",
    matches: (c) =>
      (c.has("KNEE") || /\b(?:ankles?|wrists?|thumbs?|elbows?)\b/.test(c.text)) && c.has("SWELL") &&
      (JOINT_WRENCHED.test(c.text) || c.has("FALL")) &&
      (INJURED_LATELY.test(c.text) || SWOLLEN_NOW.test(c.text)) &&
      // (not one hurt weeks ago: "swollen like a balloon since i twisted it skiing three weeks ago")
      !/\b(?:every time|whenever|always|each time|keeps? swelling|still swells|swells up after|on and off|comes and goes|(?:\d+|a|one|two|three|four|five|six|several|few|couple of) (?:weeks?|months?|years?) ago|last (?:week|month|year|season))\b/
        .test(c.text) &&
      !SLIGHT_SWELLING.test(c.text) &&
      // (nor one whose swelling has gone: "bit sore but walking fine and swelling gone")
      !/\b(?:goes down|gone down|going down|went down|settl\w*|calm\w* down|back to normal)\b|\bswelling (?:has |is |has all |is all |all )?(?:gone|disappeared|vanished)\b|\bno (?:more )?swelling\b/
        .test(c.text) &&
      !AFTER_OPERATION.test(c.text),
  },
  {
    id: "worsening-after-operation",
    service: "111",
    concern: "Pain or swelling after an operation that is getting worse, not better",
    matches: (c) =>
      (c.has("SWELL") || c.has("PAIN")) &&
      AFTER_OPERATION.test(c.text.replace(OPERATION_ASKED_OF, " ")) && WORSENING.test(c.text),
  },
  {
    // the NHS's high temperature in adults and children: one that paracetamol has not brought down,
    // that is not getting better, or that has lasted 5 days or more needs advice today, with or
    // without an operation ("fever and headache for 2 days… not getting better with paracetamol")
    id: "fever-not-settling",
    service: "111",
    concern: "A high temperature that is not coming down or has lasted days",
    matches: (c) =>
      c.has("FEVER") && !normalTemperatureOnly(c) && !feverOnlyBefore(c.text) &&
      !NO_TEMPERATURE.test(c.text) && FEVER_NOT_SETTLING.test(c.text) &&
      !FEVER_SETTLED.test(c.text),
  },
  {
    id: "wound-infection",
    // (a reading under 37.8 asked about is not the high temperature: "37.3 temp 5 days after my
    // op, is that classed as a fever?")
    service: "111",
    concern:
      "Signs of a wound infection or a fever (oozing, spreading redness, a high temperature or shivering)",
    matches: (c) =>
      c.has("SPREADRED") ||
      (c.has("FEVER") && !normalTemperatureOnly(c) && !feverOnlyBefore(c.text)) ||
      (c.has("PUS") && (AFTER_OPERATION.test(c.text) || COVERING.test(c.text))) ||
      (c.has("WOUND") &&
        (c.has("WOUNDSTRONG") ||
          // (an infection named by a writer who says the wound is fine, with no sign of one: "been
          // reading about sepsis online… no temperature, wound is fine")
          // (nor one asked about, its signs denied: "itchy… no redness, no ooze… is it infected")
          (c.has("INFECTED") &&
            !((WOUND_FINE.test(c.text) ||
              (INFECTION_ASKED.test(c.text) && INFECTION_SIGNS_DENIED.test(c.text))) &&
              c.count("RED", "HOT", "SWELL", "PAIN", "PUS", "WOUNDSTRONG", "FEVER") === 0)) ||
          (c.count("RED", "HOT", "SWELL", "PAIN") >= 2 &&
            // (warm and puffy with the wound dry and no temperature: the site's normal healing)
            !(WOUND_FINE.test(c.text) && NO_TEMPERATURE.test(c.text))))),
  },
];

/** An infection asked about ("is it infected?", "could this be an infection"). */
const INFECTION_ASKED =
  /\b(?:is|could|might|can|would|does|has) (?:it|this|that|the (?:scar|wound|cut)|my (?:scar|wound|cut)) (?:\w+ )?(?:be |got |gone |become )?(?:infected|an infection|infection)\b|\b(?:infected|infection)\s*\?/;
/** …with its signs denied ("no redness, no ooze"). */
const INFECTION_SIGNS_DENIED =
  /\b(?:no|not|isnt|without|nor) (?:\w+ )?(?:redness|red|ooz\w*|pus|discharge|weep\w*|leak\w*|heat|hot|warm|swelling|swollen|temp\w*|fever)\b/;
/**
 * An operation still to come ("my knee op is in 3 weeks", "having my hip done next month"); the
 * first or second group holds the words before the operation's name, which may say which part
 * ("my *hip* op is on monday").
 */
export const OPERATION_TO_COME =
  /\b(?:(?:my|the|his|her|their) ((?:\w+ ){0,2}))?(?:op|operation|surgery|replacement|procedure)(?: date)? (?:is |s )?(?:in (?:\d+|a|one|two|three|four|five|six|a few|a couple of) (?:days?|weeks?|wks?|months?)|next (?:week|month)|tomorrow|on (?:mon|tues|wednes|thurs|fri|satur|sun)day|booked|due|coming up|soon)\b|\b(?:having|getting|due to have|booked (?:in )?for) (?:my|his|her|their|a|the) ((?:\w+ ){0,2})(?:op|operation|surgery|replacement|done)\b/;
/** Fainting or passing out ("keeps passing out when he stands up", "blacked out twice"). */
const PASSING_OUT =
  /(?<!\b(?:nearly|almost|about to|close to|felt like|feel like|feels like) )\b(?:passing out|passed out|pass(?:es)? out|faint(?:s|ed|ing)?|black(?:s|ed|ing)? out|collaps\w*|keel(?:s|ed|ing)? over)\b/;
/** A temperature back to normal ("went back to normal the next day", "it's settled now"). */
const FEVER_SETTLED =
  /\b(?:went|gone|come|came|been|is|was|its|it's|back|stayed|staying|has stayed|settled|fine)\b[^.?!]{0,20}\b(?:back to normal|normal (?:again|since|now|ever since)|stayed normal|settled(?! down)?|fine (?:since|ever since|now))\b|\bback to normal\b/;
/** A temperature that will not settle ("not coming down with calpol", "for 5 days now"). */
const FEVER_NOT_SETTLING =
  /\b(?:not|isnt|wont|doesnt|hasnt|not really|never) (?:\w+ ){0,2}(?:getting better|improving|improved|coming down|come down|going down|gone down|settling|settled|shifting|budging|breaking|broken)\b|\b(?:paracetamol|calpol|ibuprofen|nurofen|medicine|tablets?)\b[^.?!]{0,25}\b(?:not|isnt|doesnt|dont|didnt|hasnt|havent|wont|arent) (?:\w+ )?(?:help\w*|work\w*|touch\w*|shift\w*|bring\w* (?:\w+ ){0,2}down|doing anything)\b|\b(?:for|over|past|last|about|nearly|almost) (?:[5-9]|five|six|seven|eight|nine|a) (?:days|week)\b|\ball week\b|\bstill (?:high|burning up|as high)\b|\b(?:keeps|kept|still|is) (?:going up|creeping up|rising|climbing|spiking)\b/;

function urineInfectionOnly(c: Concepts): boolean {
  return URINE_INFECTION.test(c.text) && !c.has("SADDLE") && !c.has("NUMB") &&
    !BACK_OR_NERVES.test(c.text);
}

const GUMS_WHEN_BRUSHING =
  /\bgums? (?:\w+ ){0,3}(?:bleed\w*|bled)(?: \w+){0,3} (?:when|while|after) (?:i|he|she|they|we) (?:brush|floss|clean)\w*/;

/** A blood thinner, by name or as patients put it. */
export const BLOOD_THINNER =
  /\b(?:blood ?thinn\w*|anti ?coagulant\w*|warfarin|rivaroxaban|xarelto|apixaban|eliquis|edoxaban|dabigatran|dalteparin|fragmin|enoxaparin|clexane|heparin|(?:clot|anti ?clot\w*) (?:injections?|jabs?|tablets?|pills?))\b/;
/** A dose missed ("forgot to take my blood thinner injection", "missed my rivaroxaban"). */
const MISSED_DOSE = new RegExp(
  String
    .raw`\b(?:forgot|forgotten|forgetting|missed|skipped|didnt (?:take|do|have|give)|did not (?:take|do|have|give)|havent (?:taken|done|had|given)|not (?:taken|done|had|given))\b(?: \w+){0,5}? ${BLOOD_THINNER.source}|${BLOOD_THINNER.source}(?: \w+){0,4}? (?:forgot|forgotten|missed|skipped)\b`,
);
/** The bleeding a blood thinner can cause. */
const THINNER_BLEEDING =
  /\b(?:gums? (?:\w+ ){0,2}(?:bleed\w*|bled)|bleed\w* gums?|(?:keep|keeps|kept) (?:getting|having) nose ?bleeds|nose ?bleeds? (?:that |which )?(?:keep|keeps) (?:coming|happening|starting|stopping and starting)|blood in (?:my |his |her |the )?(?:wee|pee|urine|poo|stools?|sick)|(?:wee|pee|urine) (?:\w+ ){0,2}(?:red|pink|pinkish|bloody|rusty|cola coloured)|bruis\w* (?:\w+ ){0,3}(?:for no reason|out of nowhere|from nowhere|without (?:an injury|knocking|banging|hitting)|(?:i|he|she|we|they) (?:cant|cannot|can not|couldnt|dont|doesnt) (?:explain|account for|know (?:where|why))|coming up everywhere|appearing everywhere)|unexplained bruis\w*)\b/;

/** Someone aged 65 or more ("Mum (86)", "my 78 year old dad", "she's 91", "elderly"). */
const OLDER_PERSON =
  /\b(?:6[5-9]|[7-9]\d|10\d) ?(?:yo|y\/o|years?|yrs?|year-old)\b|\((?:6[5-9]|[7-9]\d|10\d)\)|\b(?:aged|age|is|shes|hes|she is|he is|turned) (?:6[5-9]|[7-9]\d|10\d)\b|\b(?:elderly|pensioner|oap|frail)\b/;

/** Words that say the person has had a knee or hip operation. */
export const AFTER_OPERATION =
  /\b(?:op|operation|operated|surgery|replacement|replaced|new (?:knee|hip)|(?:a |my |his |her |the )(?:partial|half|uni) (?:knee|hip)|(?:knee|hip|acl|pcl|mpfl|kneecap|cartilage|meniscus) (?:was |got |been )?(?:done|fixed|pinned|repaired|operated on)|keyhole|arthroscopy|pinning|osteotomy|reconstruction|reconstructed|resurfacing|revision|stabilisation|stabilization|realignment|(?:knee|hip) scope|tkr|thr|tka|tha|pkr|ukr|uka|acl ?r|hto|dfo|mua|(?:\d+|one|two|three|six|first) ?(?:week|wk)s? (?:check|review|follow[- ]?up|post[- ]?op)|post[- ]?op (?:check|appointment|review)|(?:\d+|a|one|two|three|four|five|six|few|couple of) (?:days?|weeks?|wks?|months?) (?:after|since|post) (?:my |the |his |her |their )?(?:acl|pcl|mpfl|knee|hip|kneecap|cartilage|meniscus)\b(?! (?:injury|injuries|pain|problems?|tear|went|gave)\b))\b/;

/** Getting worse day by day, not better ("worse every day", "bigger today than yesterday"). */
/** What covers a wound ("pus on the bandage", "on the plaster"). */
const COVERING = /\b(?:bandages?|plasters?|gauze|padding)\b/;
/** A swelling that came up overnight ("swelled up overnight", "overnight it's ballooned"). */
const SWOLLEN_OVERNIGHT =
  /\b(?:swelled|swollen|swelling|swells|swell|ballooned|blown|puffed)(?: right| all)?(?: up)? overnight\b|\bovernight (?:\w+ ){0,3}(?:swelled|swollen|ballooned|blown up|puffed up)\b/;
const WORSENING =
  /\b(?:creeping|creeps|crept|ramping|building|going|gone|went) up (?:\w+ ){0,2}(?:every|each|day by|by the) ?(?:day|night)?\b|(?<!\b(?:down|less|better|easier|improv\w*|settl\w*|eas\w*) (?:a |bit |little |lot |tiny |slightly |even |bit more |little more )*)\b(?:more|worse) (?:and (?:more|worse) )?(?:every|each) (?:day|night)\b|(?<!\b(?:not|isnt|is not|arent|are not|never|hasnt|has not|havent|have not|no longer|doesnt seem to be|not really) )\b(?:getting|got|gets|growing|becoming|keeps? getting|gone|going) (?:\w+ )?(?:worse|bigger|more swollen|more painful)\b|\bworse (?:and worse|every day|each day|by the day|day by day|than (?:yesterday|last week|before|it was|the day before|the previous day|the night before|the week before))\b|\b(?:bigger|puffier|fatter|tighter|sorer|redder|hotter|angrier|more (?:swollen|puffy|painful|sore|red|inflamed)) (?:today |now |this morning |tonight )?(?:than (?:yesterday|last night|before|it was|this morning)|every day|each day)\b|\bbigger today\b|\bnot getting better\b|\bworsening\b|\b(?:doubled|tripled|twice (?:the size|as (?:big|swollen|bad)))\b|\b(?:swells?|swelling|swollen|puffs?|hurts?|aches?|sore) (?:up )?(?:a bit |a little |even )?more (?:every|each) day\b|\bmore and more (?:swollen|painful|sore|puffy)\b|\b(?:more|worse|bigger|sorer|redder),? (?:not|rather than|instead of) (?:less|better|smaller)\b/;

/** A sign said to have stopped ("stopped now", "it's dried up now"), with no sign told after it. */
const STOPPED_NOW =
  /(?:\b(?:its|it has|it is|it|has|thats|that has|that|bleeding|blood|ooz\w*|leak\w*|discharge|weeping|drip\w*|seep\w*)(?: (?:has|had|is|now|all|since|then))* (?:stopped|dried up|settled)|(?:^|[,.;] ?)(?:stopped|dried up|settled) now)(?: now)?(?=\s*(?:[.,;:!?]|$))/;
function stoppedSince(text: string): boolean {
  const stopped = STOPPED_NOW.exec(text);
  if (!stopped || STILL_A_SIGN.test(text)) return false;
  return readConcepts(text.slice(stopped.index + stopped[0].length)).count(...SIGNS) === 0;
}
/** A break already set in a cast ("the cast on his broken wrist", "her broken arm is in plaster"). */
const CAST_ON_THE_BREAK =
  /\b(?:cast|plaster|pot|splint|sling|boot)s? (?:\w+ ){0,3}(?:on|for|over|round|around) (?:his|her|my|their|the|your) (?:\w+ )?(?:broken|fractured|bust)\b|\b(?:broken|fractured) (?:\w+ ){1,2}(?:is |was |has been |got |been )?(?:in|into) (?:a|the) (?:cast|plaster|pot|splint|sling|boot)\b/;
/** A limb in a cast ("his cast", "in plaster", "the pot on her arm"). */
const IN_A_CAST =
  /\b(?:his|her|my|their|the|your|a) (?:\w+ )?(?:cast|pot)\b|\bin (?:a |the )?(?:cast|plaster|pot)\b|\bplaster cast\b|\bplaster (?:on|round|around) (?:his|her|my|their|the|your) (?:arm|leg|wrist|ankle|foot|hand|elbow)\b/;
/** …that is too tight ("feels really tight", "digging in", "cutting off"). */
const CAST_TIGHT =
  /\b(?:tight|tighter|too small|digging in|cutting in|cutting off|squeezing|pinching)\b/;
/** …with fingers or toes pale, blue or still ("fingers have gone white", "cant move his toes"). */
const CAST_DIGITS_IN_DANGER =
  /\b(?:fingers?|toes?|thumb|hand|foot)\b[^.?!]{0,40}\b(?:blue|white|pale|grey|gray|purple|dusky|(?:cant|cannot|can not|unable to|wont) (?:move|wiggle|feel))\b|\b(?:cant|cannot|can not|unable to) (?:move|wiggle|feel) (?:his|her|my|their|the) (?:fingers?|toes?|thumb)\b/;
/** A brace, cast or bandage put on ("since they put the brace back on"): a cause to loosen. */
const SUPPORT_PUT_ON =
  /\b(?:brace|cast|plaster|splint|bandage|boot|stocking|stockings)s? (?:\w+ ){0,3}(?:on|back on|fitted|refitted|tight|tighter|too tight|done up)\b|\b(?:put|putting|fitted|refitted|tightened|done up) (?:\w+ ){0,3}(?:brace|cast|plaster|splint|bandage|boot|stockings?)\b|\b(?:in|inside|under|below|beneath|above) (?:the|his|her|my|their|a) (?:knee )?(?:brace|cast|plaster|splint|boot|bandage)\b/;
const NUMB_PATCH =
  /\b(?:patch|area|spot|strip|bit of skin|skin (?:around|near|beside|next to|by) (?:the|my|his|her) (?:scar|wound|cut))\b/;
/** A numb patch of skin after an operation, and no numb foot: usual healing, as the site says. */
function numbPatchAfterOperation(c: Concepts): boolean {
  return NUMB_PATCH.test(c.text) && !c.has("FOOT") && AFTER_OPERATION.test(c.text);
}
/** A numb or tingly leg or foot after an operation, warm and not very painful. */
function numbAfterOperation(c: Concepts): boolean {
  if (numbPatchAfterOperation(c)) return false;
  return limb(c) && c.has("NUMB") &&
    (AFTER_OPERATION.test(c.text) || SUPPORT_PUT_ON.test(c.text)) && !c.has("COLD") &&
    !c.has("SEVERE") && !c.has("SUDDEN") && !c.has("SADDLE");
}

/** An ache the writer puts down to use or strain ("my arm aches from the crutches"). */
const STRAIN_EXPLAINED =
  /\b(?:from|after|because of|with) (?:\w+ ){0,2}(?:crutch\w*|sticks?|walking frame|frame|physio\w*|exercis\w*|gym|lifting|carrying|grinding|clenching|sleeping on)\b/;

/** Thoughts of suicide or self-harm, for the person writing or someone they describe. */
const SELF = "(?:myself|himself|herself|themselves|themself|me)";
/** Not after a fear of it ("I honestly thought I'd never wake up" from an anaesthetic). */
const NOT_A_FEAR = String
  .raw`(?<!\b(?:${FEARING}) (?:that )?(?:of )?(?:i|he|she|we|they|id|hed|shed|ill|hell|shell|youd|youll)?(?: would| will| might)? ?)`;
const SELF_HARM: RegExp[] = [
  /\bsuicid\w*|\bkms\b/,
  // a wish for it all to stop for good, with something taken or to be taken ("took all my
  // co-codamol… i just wanted the pain to stop for good")
  /\b(?:want|wanted|wanting|wants|wish|wished|needed|need) (?:\w+ ){0,3}(?:to )?(?:stop|end|be over|go away) for (?:good|ever)\b(?=[\s\S]*\b(?:took|taken|swallowed|tablets|pills|co ?codamol|paracetamol|painkillers|meds|overdose)\b)|\b(?:took|taken|swallowed)\b[\s\S]*\b(?:want|wanted|wanting|wish|wished) (?:\w+ ){0,3}(?:to )?(?:stop|end|be over|go away) for (?:good|ever)\b/,
  // ("off myself" as a verb, not "take the dressing off myself")
  /\b(?:kill|killing|hang|hanging|drown|drowning|top|topping|offing|(?<=\b(?:to|gonna|wanna|i|id|ill|he|she|hes|shes|might|could|would|will|should|just) )off) (?:myself|himself|herself|themselves|themself)\b/,
  // the generic "you" of someone asking about their own thoughts ("is it normal to feel so low
  // that you think about killing yourself?"), not "you'll kill yourself laughing"
  /\b(?:think|thinking|thought|thoughts|want|wanting|wanted|feel like|urge|urges) (?:about |of |to )?(?:kill|killing|hang|hanging|harm|harming|hurt|hurting|end|ending) yourself\b(?! (?:laughing|with laughter|doing|working|trying|running|over)\b)/,
  /\b(?:end|ending|ended) (?:it all|things|everything|(?:my|his|her|their|this) (?:own )?life|my days|it for good)\b/,
  /\b(?:want|wants|wanted|wanting|wanna|going|gonna|thinking|think|thought|thoughts|plan\w*|ready|decided|tempted|feel like|should|could|might|just|about) (?:to |of |about )?(?:\w+ )?(?:end it|ending it|end things|ending things)\b/,
  /\b(?:take|taking|took) (?:my|his|her|their) (?:own )?life\b/,
  // a means taken to end it ("can i take all my co-codamol at once and end it")
  new RegExp(
    String
      .raw`\b(?:take|taking|took|swallow\w*|down|downing)\b[^.?!]{0,30}\b(?:all|every|the lot|whole|tablets|pills|meds|medication|painkillers|paracetamol|${MEDICINE_NAMES})\b[^.?!]{0,20}\b(?:and|to) (?:just )?(?:end it|ending it|end things|be done with it)\b(?! (?:there|here|early|off|on|with)\b)`,
  ),
  // (not the fear of dying: "thought I was going to die when I tore my ACL", nor of not waking
  // from an anaesthetic: "thought I'd never wake up"; nor "I'd rather die than do another ACL
  // rehab", a thing named, unlike "rather die than go on like this")
  /(?<!\b(?:thought|think|felt like|felt as if|felt as though|was sure|were sure|convinced|scared|terrified|afraid|worried|feared|frightened) (?:that )?(?:i|he|she|we|they) (?:was |were )?)\b(?:want|wants|wanted|wanting|wanna|wish|wishes|wishing|wished|ready|longing|going|prefer|rather) (?:to )?(?:just )?die\b(?! than (?!(?:\w+ ){0,2}(?:live|living|go on|going on|carry on|carrying on|keep going|be like this|feel like this|feeling like this|stay like this|wake up|be here|exist|face)\b))/,
  /\b(?:wish|wishes|wished) (?:i|he|she|they) (?:was|were|wasnt|werent) (?:dead|here|alive|born|gone)\b/,
  // ("keep thinking id rather not wake up")
  /\b(?:rather|prefer(?: to)?) (?:just )?(?:not|never) (?:wake up|be alive|exist)\b(?! (?:during|in the middle|halfway|half way|midway|mid|part way|partway|while|when|in the op|in theatre|on the table)\b)/,
  // ("sometimes i think better not to wake up")
  // ("it'd be easier if I just didn't wake up")
  /\b(?:better|easier|best|kinder|simpler) (?:if (?:i|he|she|they) (?:just |simply |quietly )?(?:didnt|did not|never|dont|do not|wouldnt|would not) |(?:to )?(?:just )?not (?:to )?|to (?:just )?never )(?:wake|woke|waking) up\b/,
  /\bbetter off (?:dead|gone|not (?:waking|wake) up|not being (?:here|alive|around)|without (?:me|him|her|them|us)|if (?:i|he|she|they) (?:was|were|wasnt|werent) (?:here|around|gone|dead))\b/,
  /\b(?:dont|do not|doesnt|does not|didnt|no longer|dont really|never) (?:want|wanna|wish|feel like) (?:to )?(?:live|living|be alive|be here|exist|go on|carry on|keep going|wake up|be around)\b/,
  /\b(?:no|dont see (?:the|any)|cant see (?:the|any)|see no|whats the|what is the|there is no|theres no|lost (?:all|the)|no more|not any) (?:point|reason|purpose|will)(?: (?:in|of|to|for))? (?:living|life|live|go on|going on|carry on|carrying on|being alive|being here|anymore|any more|it all|existing|keep going|keeping going|trying anymore|continuing|me being)\b/,
  /\b(?:cant|cannot|can not|couldnt) (?:go on|carry on|keep going|cope)(?: like this| anymore| any more| any longer| living|\s*$|\s*[.,!?])/,
  /\b(?:life|living) (?:is |isnt |is not |aint |not )?(?:no longer |not )?worth (?:living|it anymore|it any more)\b|\bnot worth living\b|\blife isnt worth\b/,
  /\bnothing (?:left )?to live for\b|\bno reason to live\b/,
  // ("struggling to see a way forward", "can't see a way out", "no future for me")
  /\b(?:cant|cannot|can not|couldnt|struggling to|unable to|doesnt|does not|dont|do not|not able to) (?:even )?see (?:a|any) (?:way (?:forward|out|through)|future|point|light at the end)\b|\bno way (?:forward|out)\b(?=\s*(?:[.,;!?]|$|for (?:me|him|her|them)\b|anymore\b|any more\b))/,
  // "the sort where you wonder if it's worth carrying on", "dark thoughts", "my head is in a really
  // dark place"
  /\b(?:if|whether|wonder|wondering|wondered|question|questioning|not|isnt|no longer) (?:\w+ ){0,3}worth (?:carrying on|going on|living|being here|being alive|staying alive|staying around|sticking around|keeping going|continuing|it anymore|it any more|the effort anymore|fighting anymore)\b(?! (?:with|doing|taking|using|on|at|the|my|this|that|for)\b)|(?<!\b(?:no|not|without|never|nor|havent|hasnt|dont|doesnt|arent|isnt)\b(?: \w+){0,2} )\bdark(?:est)? thoughts?\b|(?<!\b(?:no|not|never|nor|isnt|wasnt|out of)\b(?: \w+){0,2} )\b(?:head|mind|thoughts?|i|im|i am|he|hes|she|shes|been) (?:is |are |was |in )?(?:\w+ )?(?:in )?(?:a )?(?:really |very |bit of a |pretty )?dark (?:place|space|hole)\b/,
  new RegExp(
    String
      .raw`\b(?:sleep|go to sleep|fall asleep) and (?:never|not) wake up\b|${NOT_A_FEAR}\bnot wake up (?:again|tomorrow)\b|` +
      String
        .raw`${NOT_A_FEAR}\bnever wake up\b|\b(?:wish|wishing|hope|hoping) (?:that )?(?:i|he|she) (?:just )?(?:wouldnt|would not|didnt|did not|doesnt|wont) wake up\b`,
  ),
  /\b(?:hit\w*|punch\w*|bang\w*|smash\w*|hurt\w*|scratch\w*) (?:my|his|her|their) (?:\w+ ){0,2}(?:arms?|wrists?|legs?|thighs?|skin|stomach|body|knees?|head|hands?)\b(?=.*\b(?:on purpose|deliberately|to punish|(?:till|til|until) (?:it|they) (?:bleeds?|bled)|to cope|(?:it|that) helps)\b)/,
  /\bself ?harm\w*\b/,
  /\b(?:(?:kept|keeping|saved|saving|stockpil\w*|hoard\w*) (?:all |every one of )?|(?:got|have) (?:all |every one of ))(?:the |my |his |her )?(?:\w+ )?(?:oxycodone|morphine|oramorph|tramadol|codeine|co ?codamol|pills|tablets|painkillers|meds|sleeping pills|insulin)\b[\s\S]{0,60}?\b(?:(?:next to|beside|in front of|with) (?:me|him|her)|(?:its|theyre|they are|it is) (?:all )?(?:here|ready|lined up|counted out))\b/,
  /\b(?:did|done|do|doing) something (?:stupid|silly|daft|bad|dumb) (?:with|to) (?:a |the |my |his |her )?(?:razor|blade|knife|pills|tablets|meds|rope|lighter)\b/,
  new RegExp(
    `\\b(?:want|wants|wanting|think|thinking|thought|thinking about|think about|thinking of|thoughts of|thoughts about|thought about|urge|urges|going|keep thinking about|tempted|been|started|keep|feel like) (?:to |of |about )?(?:hurt|harm|cut|burn|hurting|harming|cutting|burning) (?!me (?:open|up)\\b)${SELF}\\b`,
  ),
  // (oneself: not a surgeon, or a robot, "cutting me", or a fever "burning me up")
  new RegExp(`\\b(?:cutting|harming|burning) (?!me\\b)${SELF}\\b`),
  /(?<!\b(?:they|surgeons?|doctors?|consultants?|specialists?|mr \w+|the team) (?:\w+ )?)\b(?:keep|keeps|kept|been|started|still|sometimes|want to|wanting to|urge to|urges to|tempted to) (?:cutting|cut|burning|burn|scratching|scratch) (?:my|his|her|their) (?:arms?|wrists?|legs?|thighs?|skin|body|stomach)\b(?! ?bones?\b)|\b(?:urges?|urge|tempted|itching|craving) (?:to |of )?(?:cut|cutting|self[- ]?harm\w*|burn myself|hurt myself)\b(?! (?:the|a|my|your|his|her|some|it|them|back|down|out|off|up|corners|costs|ties|hair|grass|nails|sugar|carbs)\b)|\bcut(?:ting)? (?:my|his|her|their) wrists?\b|\bcutting (?:my|his|her|their) (?:arms|thighs|skin)\b/,
  // a burn from a lighter or a cigarette, a cut with a blade or razor: done to oneself
  /\b(?:burn|burns|burned|burnt|burning|cut|cuts|cutting|slash\w*) (?:my|his|her|their) (?:\w+ ){0,2}(?:arms?|wrists?|legs?|thighs?|skin|stomach|belly) (?:with|on) (?:a |my |the |his |her |their )?(?:lighter|cigarette|cig|fag|match|matches|blade|razor|razor blade|sharpener blade)\b/,
  /\boverdos\w*\b/,
  /\b(?:slash\w*|slit\w*) (?:my|his|her|their) (?:own )?(?:wrists?|throat|arms?|neck)\b/,
  // ("he's taking all his painkillers", "she's been taking all her meds": taking them as she
  // should, unless it is now or at once)
  /\b(?:is|s|are|am|im|hes|shes|theyre|ive|weve|been|keeps?|still) taking all (?:my |his |her |their |the |of )?(?:\w+ )?(?:pills|tablets|painkillers|medication|meds)\b(?=[^.?!]*\b(?:tonight|right now|now|at once|in one go|together|same time)\b)/,
  /\b(?:take|(?<!\b(?:is|s|are|am|im|hes|shes|theyre|ive|weve|been|keeps?|still) )taking|swallow|swallowing|took|down|downing) (?:all|the whole|a whole|every one of|loads of|a load of|the rest of|a handful of) (?:my |his |her |their |the |of )?(?!(?:morning|evening|night|nighttime|bedtime|lunchtime|breakfast|dinner|teatime|daily|usual|regular|normal) )(?:\w+ )?(?:pills|tablets|painkillers|medication|meds|packet)\b(?!,? (?:(?:exactly |just )?(?:like|as) (?:(?:she|he|i|they|we|you|the \w+) (?:should|was told|were told|is told|is supposed|are supposed|am supposed|was supposed|has been told|have been told|ought)|prescribed|directed|advised|instructed|told|normal|usual|per)|on time|regularly|properly|every day|each day|daily|at the right)\b)(?![^.?!]*\b(?:nothing|not|isnt|arent|wont|dont|doesnt|havent|hasnt|no)\b[^.?!]{0,25}\b(?:touch\w*|working|work|helping|help|shift\w*|eas\w*|dent|difference)\b)/,
  /\b(?:give|giving|gave|given) up on (?:life|living|everything|myself)\b/,
  // a wish for everything to stop ("i just want it all to stop"), not the pain's
  /\b(?:want|wants|wanted|wanting|wish|wishing|need|needs) (?:\w+ )?(?:it all|everything|all of it|all this|the world|life|my life) to (?:just )?(?:stop|end|be over|go away)\b(?! (?:hurting|aching|for a (?:minute|moment|bit|while|second))\b)/,
  /(?<!\b(?:in (?:the|a) (?:film|movie|programme|program|show|series|book|novel|game|video)|on (?:tv|telly|netflix|youtube)|bloke|guy|man|woman|character|actor|stuntman)\b.*)\b(?:jump|jumping) (?:off|in front of) (?:a |the )?(?:bridge|building|train|roof|cliff)\b/,
  /\b(?:tired|sick|weary|had enough|fed up) (?:of|with) (?:living|life|being alive|it all|everything)\b|\bdone with (?:life|living|it all)\b/,
  /\bdisappear (?:forever|for good)\b/,
  // ("do you ever just want to not exist", "thoughts about walking out into the traffic")
  /\b(?:want|wanted|wanting|wish|wished|wishing|like) (?:to )?(?:just )?(?:not (?:exist|be here|be alive|be around)|stop existing|cease to exist)\b/,
  /(?<=\b(?:thoughts? (?:about|of)|thinking (?:about|of)|urges? to|tempted to|want(?:ed)? to|felt like|feel like)\b[^.?!]{0,15})\b(?:walk|walking|step|stepping|run|running|throw|throwing) (?:myself |himself |herself )?(?:out )?(?:in|into|under|in front of) (?:the |a |oncoming )?(?:traffic|road|lorry|bus|car|train|cars|lorries)\b/,
  /\b(?:think\w*|thought\w*|wish\w*|imagin\w*|dream\w*|want\w*|fantasi[sz]\w*) (?:about |of )?(?:\w+ )?(?:not being (?:here|around|alive)|not existing|being dead|not waking up|never waking up|(?:dying|death)(?! (?:on|during|in|under|from|of|after|before|at|with)\b))\b/,
  /\b(?:wouldnt|would not|wouldn't|wont|dont|do not) (?:really )?mind (?:not (?:waking up|being (?:here|around|alive))|never waking up|going to sleep and not waking|dying)\b/,
  /\b(?:hurting|hurt|harming|harm|harmed|cut|burnt|burned|scratched|slashed) (?:myself|himself|herself|themselves) (?:\w+ )?(?:to cope|on purpose|deliberately|intentionally|when (?:it|things|i|he|she) (?:gets?|get|feel)|again)\b/,
  /\b(?:nobody|no one|noone|no body) (?:would|will|d|is going to|gonna) (?:miss|care|notice|mourn)(?: about)? (?:me|him|her|them|if)\b/,
  /\b(?:happier|better off|better|easier) (?:if (?:i|he|she|they) (?:wasnt|werent|was not|were not|was gone|were gone|was dead|were dead|didnt exist|wasnt alive)|without (?:me|him|her|them))\b/,
  // "they'd be fine without me" (not for a while: "the kids would be fine without me for a week")
  /\b(?:theyd|hed|shed|youd|wed|everyoned|everybodyd|(?:\w+ )?would) (?:all |honestly |probably |just |really )?(?:be|do|manage|cope|get on|get by) (?:just |perfectly |absolutely |so much |much |all )?(?:fine|ok|okay|alright|all right|better|happier|great) without me\b(?! (?:for|while|when|during|at|on|if|until|till)\b)/,
  new RegExp(
    String
      .raw`\bsleep (?:forever|for ever|permanently|and never wake)\b|${NOT_A_FEAR}\bnever wake up\b`,
  ),
  /\b(?:easier|better|best|simpler|happier|kinder) (?:\w+ ){0,4}(?:not (?:be|being) (?:here|around|alive)|not exist\w*|disappear\w*|not wake up|never wake up)\b/,
  /\b(?:no|isnt any|not any|theres no|there is no) point (?:to|in|of) (?:anything|any of it|it all|everything|trying|getting up|me)\b/,
  /\b(?:sav\w*|stockpil\w*|hoard\w*|collect\w*|stash\w*) (?:up )?(?:\w+ ){0,2}(?:pills|tablets|painkillers|meds|medication|tramadol|codeine|co ?codamol|oxycodone|morphine|oramorph|paracetamol|diazepam|zopiclone|sertraline|amitriptyline|gabapentin|pregabalin|insulin)\b(?!.*\b(?:holiday|trip|away|flight)\b)(?<!\bcollect\w* (?:up )?(?:\w+ ){0,2}\w+(?=.*\b(?:pharmacy|chemist|prescriptions?|dispensary|surgery|gp|hospital)\b))/,
  /\b(?:take|swallow|have) them all (?:at once|in one go|together)\b/,
  // (tablets named, then saved up: "I'm on the tablets they gave me and I've been saving them up")
  /\b(?:tablets|pills|painkillers|meds|medication|medicines?)\b[^.?!]*?\b(?:sav|stockpil|hoard|stash|collect)\w* (?:them|these|those|some|a few|it) (?:all )?(?:up|away|aside|back)\b(?!.*\b(?:holiday|trip|flight|run out|running out)\b)/,
  // (a wish to die in one's sleep: "I want to stop them so I just go in my sleep")
  /\b(?:want|wants|wanted|wanting|wish|wishes|wished|hope|hoping|would like|d like|like) (?:\w+ ){0,6}(?:go|die|slip away|pass away|pass) in (?:my|his|her|their) sleep\b/,
  /\b(?:put|putting|puts|keep|keeping|kept|hide|hiding|hid|set|setting) (?:\w+ ){0,3}(?:pills|tablets|painkillers|meds|medication) (?:aside|away|by|to one side|back)\b(?=.*\b(?:just in case|for when|one day|enough to)\b)(?!.*\b(?:holiday|trip|away|flight)\b)/,
  // ("I scratch at my arms when I'm low and I did it again last night")
  /\b(?:i|he|she|they) (?:burn|burns|burnt|burned|cut|cuts|scratch|scratches|scratched|scald|scalds|claw|claws|clawed) (?:at |into )?(?:my|his|her|their) (?:\w+ )?(?:arms?|wrists?|legs?|thighs?|skin|stomach|body)\b(?=.*\b(?:lighter|razor|blade|on purpose|deliberately|to cope|to feel|punish\w*|when (?:it|things|i|the pain|everything) (?:gets?|get|feel|am|is)|when (?:im|i am|i feel|i get|hes|he is|he feels|shes|she is|she feels|theyre|they are|they feel) (?:really |so |very |a bit )?(?:low|down|sad|upset|stressed|anxious|angry|overwhelmed|depressed|numb|bad|awful|rubbish)|whenever (?:i|it))\b)/,
  /\b(?:dont|do not|doesnt|does not) think (?:i|he|she|they) (?:can|could) (?:go on|carry on|keep going|cope|do this|take (?:it|this|much more)|last)\b/,
  /\b(?:whats|what is|what was|wheres|is there any|is there a) (?:the )?point(?: (?:anymore|any more|of (?:anything|it all|me|living|life|going on)|in (?:anything|me|it all|living|life|going on|trying)))?\s*(?:[.,!?]|$)/,
  /\b(?:cant|cannot|can not|couldnt) (?:do|take|handle|face) (?:this|it|life|living|another day)(?: \w+)? ?(?:anymore|any more|any longer)\b/,
  /\b(?:life|everything|living) (?:is|feels|seems) (?:\w+ )?(?:pointless|meaningless|hopeless)\b|\bno (?:way out(?! of (?:having |getting |doing |paying for |an? |the |my |his |her )?(?:op|ops|operation|surgery|appointment|replacement|physio|it)\b)|hope left|future for me)\b|\b(?:cant|cannot|can not|dont|do not|couldnt) see (?:a |any )?(?:way out|way through this|future|light at the end)\b|\b(?:point|bother)\b[^,.;!?]*\b(?:wont|will not|not going to) be (?:around|here)\b(?![^,.;!?]*\b(?:holiday|away|abroad|trip|work)\b)/,
  /\bwant (?:it all|everything|the pain|it|this|life|things) to (?:stop|end|be over) (?:for good|forever|permanently)\b|\bwant (?:it all|everything|life) to (?:end|be over)\b/, // the warning signs a relative sees: things given away, farewells in other words ("given away
  // his golf clubs… keeps saying 'won't need them where I'm going'", "sorted out my affairs",
  // "won't be a burden much longer")
  /\b(?:tie|tying|tidy|tidying) up (?:all )?(?:my |his |her |the )?loose ends\b(?=[\s\S]*\b(?:giv\w+|gave|given) (?:\w+ ){0,3}(?:away|stuff|things|belongings)\b)|\b(?:giv\w+|gave|given) (?:all )?(?:my|his|her|their) (?:\w+ ){0,2}(?:things|stuff|belongings|possessions|clothes|books|records) away\b(?=[\s\S]*\b(?:loose ends|tidy up|tidying up|goodbye|burden|wont need|wont be needing|time to go|low|down|depressed)\b)|\b(?:wont|will not|not going to|shant) (?:need|be needing) (?:it|them|that|those|this|these|anything|any of (?:it|this|that|them)) (?:\w+ ){0,2}where (?:im|i am|hes|he is|shes|she is|theyre|they are) going\b|\b(?:sorted|sorting|put|putting|got|getting) (?:out )?(?:all )?(?:my|his|her|their) affairs (?:in order|sorted|straight)?\b|\b(?:wont|will not) be (?:a burden|a nuisance|in (?:your|anyones|everyones) way|around|here) (?:for )?(?:much|very much|a lot) longer\b|\b(?:given|giving|gave|gives) away (?:all )?(?:his|her|my|their) (?:\w+ ){0,3}(?:things|stuff|belongings|possessions|clubs|gear|tools|books|records|clothes|collection|guitar|bike|jewellery|medals)\b(?=[^.?!]*(?:\.|$)[\s\S]*\b(?:low|down|depressed|goodbye|where (?:im|hes|shes|theyre) going|wont need|burden|not (?:himself|herself)|quiet)\b|[\s\S]*\b(?:low|down|depressed)\b)/,
];

/**
 * The sense of dying told with a body in danger ("i feel like im going to die, shaking uncontrollably
 * and my heart is going like the clappers"): a sign of the body (sepsis, a heart attack), the
 * model's to read, not a wish to die. Said alone it may be despair, and stays the crisis words.
 */
const SENSE_OF_DYING =
  /\b(?:(?:feel|feels|feeling|felt) (?:like|as if|as though)|(?:think|thinks|thinking|says?|saying|keeps saying|keep saying) (?:that )?) ?(?:i|im|i am|he|hes|he is|she|shes|she is|we|were|we are|they|theyre|they are) (?:is |am |are )?(?:(?:going to|gonna|about to) die|dying)\b/g;
const BODY_IN_DANGER =
  /\b(?:shak\w*|shiver\w*|shudder\w*|heart|chest|breath\w*|sweat\w*|burning up|temperature|temp|fever\w*|clammy|pale|grey|gray|blue|blotch\w*|mottled|rash|dizzy|faint\w*|vomit\w*|bleed\w*|blood|wee|weed|passed water|racing|galloping|pounding|throat|tongue|lips|swell\w*|swollen)\b/;
function withoutSenseOfDying(text: string): string {
  return BODY_IN_DANGER.test(text) ? text.replace(SENSE_OF_DYING, "feel very unwell") : text;
}

export function isSelfHarm(message: string): boolean {
  const text = withoutSenseOfDying(plainText(message));
  return SELF_HARM.some((pattern) => pattern.test(text));
}

/** A denial just before the words ("no thoughts of harming myself", "I'm not suicidal"). */
const DENIED_BEFORE =
  /\b(?:no|not|never|nor|without|any|none|dont|do not|didnt|did not)(?: (?:thoughts?|feelings?|urges?|plans?|ideas?|intentions?|intent|wish|desire))?(?: (?:of|to|about))?\s*$/;
/** A time in the past year named by its season or month ("back in the summer", "earlier this year"). */
const DATED_IN_THE_YEAR = String
  .raw`(?:back in|over|during) the (?:summer|spring|autumn|winter|holidays)|back in (?:january|february|march|april|may|june|july|august|september|october|november|december)|earlier (?:this|in the) year`;
/** The words for a time that has passed ("used to", "as a teenager", "years ago"). */
const PAST_SELF_HARM = new RegExp(
  String
    .raw`\b(?:used to|years ago|(?:back )?in the (?:19)?[5-9]0s|(?:back )?in the (?:fifties|sixties|seventies|eighties|nineties)|(?:back )?in (?:19\d\d|20[01]\d|202[0-4])|(?:a few |a couple of |some |many |\d+ )?(?:years|yrs|months) back|back in (?:19|20)\d\d|${DATED_IN_THE_YEAR}|(?:a )?long time ago|as a (?:teenager|teen|child|kid|student)|when (?:i|he|she|they) (?:was|were) (?:\d{1,2}|in (?:my|his|her|their) (?:teens|twenties|thirties|forties))|in (?:my|his|her|their) (?:teens|twenties|thirties|forties|fifties|20s|30s|40s|50s)|when (?:i|we|he|she|they) (?:was|were) (?:younger|young|a teenager|teenagers|kids|a kid|a child|children|little|small|a baby|at school|at uni|at college|in school|in sixth form)|in the past|history of|previously|(?:long|well|all) behind (?:me|us|him|her|them)|when (?:i|he|she|they) (?:was|were) in a (?:very |really )?(?:bad|dark|low) place|last (?:year|summer|winter|spring|autumn|christmas)|(?:went|been|was|were|got) through (?:a |an )?(?:really |very |quite a )?(?:dark|bad|rough|low|difficult|tough|hard) (?:patch|time|period|spell|place))\b`,
);
/** Something read or seen ("an article about…"), said not to be about the writer. */
const ABOUT_MEDIA =
  /\b(?:article|news|documentary|programme|program|podcast|film|movie|book|story|report|study|research|statistics|stats|leaflet)\b/;
/** A story being written, whose character does it. */
const FICTION =
  /\b(?:a|the|my|one|main) (?:\w+ )?character (?:who |that )?(?:\w+ )?(?:overdos\w*|kills|killed|dies|died|self[- ]?harms?|cuts|hangs|attempts)\b|\b(?:creative writing|my novel|a novel|screenplay|short story)\b|\b(?:wrote|written|writing|writes|write) (?:a|an|the|this) (?:\w+ )?(?:story|poem|play|script|song|essay|piece)\b[^.?!]{0,30}\babout (?:a|an|the|this) (?:\w+ )?(?:boy|girl|man|woman|lad|lass|person|character|teenager|kid|child|soldier|mother|father|mum|dad|friend)\b/;
/** …unless the writer says it is their own ("it's really about me", "it's how I feel"). */
const FICTION_OWNED =
  /\b(?:(?:really|actually|secretly|kind of|basically) (?:about|me)|(?:its|it is|thats|that is) (?:\w+ )?(?:me|how i feel|about me)|how i (?:really )?feel|like me|based on (?:me|myself|how i))\b/;
const NOT_ABOUT_ME = /\bnot (?:about|for) me\b|\bnot (?:me|myself)\b|\bnothing to do with me\b/;
/** A self-harm told as a thing done ("I took an overdose"), for a time named elsewhere in the message. */
const PAST_ACT = /\b(?:took|tried|did|had|was|were|used to|cut|harmed|hurt|felt|thought|wanted)\b/;
/** …and the words that bring it back to now ("the urges are back", "again", "lately"). */
const BACK_NOW =
  /\b(?<!\b(?:dont|do not|didnt|did not|never|not) (?:\w+ )?)(?:want to|wanting to|feel like)\b(?! (?:know|ask|check|find out|understand|learn|hear|read|book|arrange|plan|prepare|start|thank|make sure|be sure|go ahead|get (?:back to|my|the|a|some) (?:\w+ )?(?:work|walking|sport|knee|hip|operation|op|surgery|replacement|appointment|date))\b)|\b(?:(?<!\b(?:might|could|would|will|may|ll) (?:bring|make|send|get|leave|drag|knock|pull|tip|push) (?:\w+ ){0,3})again|(?<!\b(?:years|yrs|months|weeks|ages|way|while) |\b(?:might|could|would|will|may|wont|ll|to) (?:bring|come) (?:\w+ ){0,2})(?<!\b(?:will|would|could|might|may|can|does|do)(?: \w+){1,6} bring (?:\w+ ){0,2})back(?! in\b)|lately|recently|these days(?!,? (?:im|i am|i'm|hes|he's|shes|she's|were|we're|theyre|they're) (?:\w+ )?(?:stable|well|fine|good|ok|okay|great|happy|better|working|settled))|at the moment|right now|tonight|today|started|starting|thinking about|urges?|still (?:do|doing|cut|cutting|harm|harming|hurt|hurting|think|thinking|feel|feeling|want|wanting|get|getting|have (?:the )?(?:urges?|thoughts?)))\b/;

/**
 * Thoughts of suicide or self-harm that the message holds now: not ones it denies ("no thoughts
 * of harming myself, just bored") or that lie wholly in the past ("I used to self-harm as a
 * teenager, I'm well now"), which get an answer with a line about where to talk instead.
 */
export function selfHarmNow(message: string): "now" | "denied or past" | undefined {
  const text = withoutSenseOfDying(plainText(message));
  const said = clauses(text).filter((part) => SELF_HARM.some((pattern) => pattern.test(part)));
  if (said.length === 0) return isSelfHarm(message) ? "now" : undefined;
  const denied = (part: string) =>
    SELF_HARM.every((pattern) => {
      const match = pattern.exec(part);
      return !match || DENIED_BEFORE.test(part.slice(0, match.index));
    });
  // the time may be in the sentence's other clauses ("years ago, when…, I took an overdose")
  // (a wish put as "if i was gone" is no act in the past: "wife died last year… nobody would notice
  // if i was gone")
  const past = (part: string) =>
    (PAST_SELF_HARM.test(part) ||
      (PAST_SELF_HARM.test(text) &&
        PAST_ACT.test(part.replace(/\bif (?:i|he|she|they|we) (?:was|were)\b/g, " ")))) &&
    !BACK_NOW.test(text);
  // read about, not felt: "saw an article about suicide after surgery. not about me at all"
  // (or written: "a story for my creative writing class where a character overdoses")
  const readAbout = (part: string) =>
    (ABOUT_MEDIA.test(part) && NOT_ABOUT_ME.test(text)) ||
    (FICTION.test(part) && !FICTION_OWNED.test(text));
  // a rate or a risk asked about ("what is the risk of suicide after major surgery? writing an
  // essay"), with no one's own wish in that clause
  const asATopic = (part: string) =>
    SUICIDE_AS_A_TOPIC.test(part) &&
    !SELF_HARM.some((pattern) => pattern.test(part.replace(SUICIDE_AS_A_TOPIC, " ")));
  return said.every((part) => denied(part) || past(part) || readAbout(part) || asATopic(part))
    ? "denied or past"
    : "now";
}

const SUICIDE_AS_A_TOPIC =
  /\b(?:(?:module|course|lecture|training|essay|assignment|talk|leaflet|research|study|charity|awareness) (?:\w+ ){0,2}(?:on|about|in) suicid\w*(?: prevention| awareness)?|risks?|rates?|statistics|stats|numbers|incidence|prevalence|how common|how likely|chances?|likelihood) (?:of )?(?:\w+ ){0,2}suicid\w*|\bsuicid\w* (?:\w+ )?(?:rates?|risks?|statistics|stats|numbers|prevention)\b/;

/** Someone described: the writer, a relative, "she"… (not the generic "you"). */
const PERSONAL =
  /\b(?:i|im|ive|id|ill|me|my|mine|myself|we|our|us|he|hes|him|his|she|shes|her|they|theyre|them|their|mum|mom|mam|mother|dad|father|husband|hubby|wife|partner|son|daughter|baby|toddler|child|kid|grandad|grandpa|grandma|granny|nan|nana|gran|grandson|granddaughter|brother|sister|friend|neighbour|uncle|aunt|auntie|boyfriend|girlfriend|fiance|fiancee)\b|\bis it (?:normal|ok|okay|common|usual|serious) to (?:have|get|feel|be)\b/;
/** Phrases in which the writer only says that they ask, or what they have heard or read. */
const ASKING_PHRASES =
  /\b(?:just )?(?:curious|out of curiosity|for interest|i like to know (?:everything|things))\b|\b(?:just )?so (?:i|we) know\b|\bi (?:was |am |im )?(?:just )?wonder(?:ing)?\b|\bi (?:just )?want(?:ed)? to (?:know|ask|check)\b|\bcan i ask\b|\b(?:ive|i have) (?:heard|read)\b|\bi (?:heard|read) (?:that|somewhere|online|on (?:the|a)|from|people)\b/g;
/** Whether a text describes someone, the writer's asking aside ("just so I know", "I was wondering"). */
const describesSomeone = (text: string) =>
  PERSONAL.test(text.replace(ASKING_PHRASES, " ")) || CLINICAL_REPORT.test(text) ||
  TOLD_WITHOUT_I.test(text);
/** A story told with its "I" left out ("mixed bleach and limescale remover, got a lungful"). */
const TOLD_WITHOUT_I =
  /^(?:just )?(?:mixed|took|fell|ate|drank|broke|cut|hit|burnt|burned|woke|twisted|slipped|tripped|swallowed|breathed|inhaled|bitten|bit|stung|stepped|dropped|banged|knocked|pulled|spilt|spilled)\b/;
/** A report in a nurse's register, with no "I" or "she" ("Day 12 after total knee replacement.
 * Redness extends about 3cm…", "Observations: left foot markedly colder… Onset 40 minutes ago"). */
const CLINICAL_REPORT =
  /\b(?:day (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen) (?:after|post|since)|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen) days? (?:after|post|since) (?:a |an |the |my |his |her )?(?:\w+ ){0,3}(?:op|operation|surgery|replacement|osteotomy|arthroscopy|reconstruction|repair)|post[- ]?op(?:erative)? day|onset|observations?)\b/;
/** A question about what is usual or how long something lasts. */
const ABOUT_NORMAL =
  /\b(?:normal|ok|okay|common|usual|expected|to be expected|typical)\b\s*\??\s*$|\b(?:is|are|it|its|that|thats|this|these|they) (?:\w+ ){0,6}(?:normal|common|usual|expected|typical)\b|\bhow long (?:will|does|do|should|can|is|until|till|before|for)\b|\bwhen (?:will|does|do|should) (?:the|my|it|this)\b|\bwill (?:it|the|my|this) (?:\w+ ){0,4}(?:go down|settle|go away|come back|stop|last|get better|ease)\b|\bshould i (?:expect|worry)\b/;
/** A question about a risk, a definition, or how to prevent or recognise something. */
const ABOUT_RISK =
  /\b(?:when (?:would|should|do|does|might) (?:someone|somebody|a person|people|you|one) (?:\w+ ){0,2}(?:need|use|get|give|call|have)|(?:learn(?:ed|t|ing) |taught (?:us |me )?|teaching (?:us |me )?)about|explain|define|definition|meaning of|mean by|what (?:(?:would|does|should|will) )?(?:\w+ )?counts? as|what (?:does|do) (?:the word |the term )?(?:\w+ ){1,3}mean|what (?:\w+ ){1,2}(?:is|are|means)\s*\??\s*$|risks?|chances?|odds|likely|likelihood|prevent\w*|avoid\w*|reduce|reducing|lower the|signs? of|symptoms? of|what is an?|what are|whats an?|what (?:does|do|would) (?:an? )?(?:\w+ ){0,3}(?:feel|look|sound) like|how (?:do|would|can) (?:you|i|we|one) (?:know|tell|spot|recognise|recognize)|what happens if|what if|how (?:common|rare|unusual|often does (?:it|that|this) happen)|side effects?|can you get|could you get|do people get|is there a)\b/;
const GENERAL_QUESTION =
  /^(?:what|whats|how|why|which|who|where|when|is|are|does|do|can|could|should|will|would|may|might|tell me|explain|define|describe|list)\b/;
/** An event in the past, with nothing to say it is still going on. */
const PAST = new RegExp(
  String
    .raw`\bin the (?:19)?[5-9]0s\b|\bin the (?:fifties|sixties|seventies|eighties|nineties)\b|\b(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|few|couple of|several|many|some) (?:days?|weeks?|wks?|months?|years?|yrs?) ago\b|\b(?:days|weeks|months|years|ages|long) ago\b|\blast (?:week|weekend|month|year|winter|summer|spring|autumn|time|christmas|season|term|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\b(?:${DATED_IN_THE_YEAR})\b|\b(?:years|months) back\b|\bused to\b|\bin the past\b|\bpreviously\b|\bhistory of\b|\b(?:stroke|heart|medical|clot|dvt|cancer|cardiac) history\b|\bas a (?:child|kid|teenager|teen|baby|toddler|infant|little (?:boy|girl|one)|boy|girl|youngster)\b|\bwhen (?:i|he|she|they|we) (?:was|were) (?:young|younger|a child|a kid|a baby|a toddler|little|small|at (?:primary )?school)\b|\b(?:i|he|she|they) (?:was|were) (?:only |just )?(?:1[0-9]|[5-9])\b(?! ?(?:minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|c|degrees|times)\b)|\b(?:the|that|those|his|her|my|their|an|a) old (?:seizures?|fits?|injury|injuries|stroke|strokes|clots?|dvt|fractures?|breaks?|dislocations?)\b|\bwhen (?:i|he|she|they|we) (?:was|were) (?:only |just |about |around )?(?:[1-4]|[1-9]\d)\b(?! ?(?:minutes?|mins?|hours?|hrs?|days?|weeks?|wks?|months?|c|degrees|times|stone|st|kg|lbs?|miles?|of|percent|%)\b)|\bin (?:19|20)\d\d\b|\bbefore my (?:last |first )?(?:op|operation|surgery)\b|\bmy last (?:op|operation|surgery)\b|\b(?:at|during|after|in) (?:my|his|her|their) last (?:\w+ )?(?:blood tests?|tests?|appointment|injection|jab|vaccine|vaccination|scan|procedure|visit|check ?up|dentist|smear)\b|\bwore off\b`,
);
// (and a sign told in the present after a past date: "he had a hip replacement 2 years ago and
// he is confused and drowsy"; not "…and she is fine"; or over the last few days: "…stabilisation 3
// weeks ago… and also my knee has got more and more puffy over the last few days"; or getting
// worse, which is now: "knee replacement a week ago… the pain is worse than the day before"; or a
// sign going on, told in the -ing form: "coughing up blood after my op last week")
const STILL_NOW =
  /\band (?:also |then |now )?(?:he|she|i|we|they|(?:my|his|her|their|our) \w+) (?:is|are|am|has|have|cant|cannot|can not|keeps?|feels?|looks?|seems?)\b(?! (?:\w+ )?(?:fine|ok|okay|well|better|good|great|healthy|recovered|normal|back to normal|doing well|all right|alright)\b)|\bstill\b(?! (?:have|get|be|do|go|need|qualify|play|drive|walk|able|a|an|having|getting|eligible|suitable|ok)\b)|\b(?:(?<!\b(?:sorted|fine|ok|okay|better|normal|gone|settled|cleared|healed|well|great|good|all clear|recovered|plastered|bandaged|dressed|patched up|stitched|stitched up|glued|stopped|dry|\d+) )now(?! (?:hes|shes|he is|she is|im|i am|theyre|they are) (?:\w+ )?(?:in recovery|clean|sober|recovered|fine|well|ok|okay|better|doing (?:well|great|ok|fine)|happy|settled)\b)(?! (?:hes|shes|he is|she is|im|i am|theyre|they are|aged) (?:\d{1,3}|in (?:his|her|my|their) \d0s)\b)(?! (?:on|has|have|takes?|taking|uses?|using|gets?) (?:\w+ ){0,2}(?:meds|medication|medicines?|tablets|pills|treatment|blood thinners?|warfarin|inhalers?|injections|stents?|pacemakers?|an? icd|(?:new |replacement |artificial )?valves?))|today|tonight|this (?:morning|afternoon|evening)|right now|at the moment|currently|keeps? getting|since(?! (?:\w+ ){0,4}(?:in (?:19|20)\d\d|\d+ (?:years?|yrs?) ago|years ago))|(?<!\b(?:was|were|its|it was|thats|that was|is) )just(?! (?:a|an|the|heartburn|indigestion|wind|a bit of|nerves|anxiety|cramp)\b)|suddenly|(?<!\b(?:not|never|hasnt|havent|hadnt|didnt|wont|doesnt|isnt|not once) (?:\w+ ){0,2})again(?![^.?!,]{0,30}\b(?:last (?:week|month|year|winter|summer|spring|autumn|christmas)|(?:days|weeks|months|years) ago|\d+ (?:days?|weeks?|months?|years?) ago)\b)|(?:over|for|in) the (?:last|past) (?:few|couple of|\d+|two|three|four) days)\b|\b(?:is|are|its|keeps?) (?:getting |still |even )?worse\b|\b(?:is|are|its|it is|keeps?) (?:\w+ )?getting (?:more|bigger|redder|hotter|sorer|puffier|fatter|darker)\b|\bworse (?:and worse|every day|each day|by the day|day by day|than (?:yesterday|the day before|the previous day))\b|(?:^|\b(?:im|i am|hes|he is|shes|she is|theyre|they are|(?:my|his|her|their) \w+ (?:is|are)) )(?:still )?(?:coughing|bleeding|vomiting|being sick|throwing up|wheezing|gasping|struggling to breathe|fitting)\b/;
/** An operation's date ("surgery 3 weeks ago", "10 days after the op"): when it was, not a sign's. */
const OPERATION_DATED =
  /\b(?:surgery|operation|op|replacement|procedure|arthroscopy|scope|reconstruction|repair)s?\b(?: (?:was|done|performed))?,? (?:\d+|a|an|one|two|three|four|five|six|few|couple of) (?:days?|weeks?|wks?) ago\b|\b(?:\d+|a|an|one|two|three|four|five|six|few|couple of) (?:days?|weeks?|wks?) (?:after|post|since) (?:(?:the|my|his|her|their) )?(?:surgery|operation|op)\b/g;
/** A sign dated in the past, an operation's date aside. */
const pastIn = (text: string) => PAST.test(text.replace(OPERATION_DATED, " "));
/** A question about what could happen ("can my new hip dislocate?"), not what has. */
const ABOUT_POSSIBILITY =
  /^(?:can|could|will|would|might|may|does|do|is it possible)\b(?! (?:this|it|that|these|they) be\b)(?!.*\b(?:now|just|already|has|have|is|are)\b)/;
/** What a joint in general can do ("I've heard a new hip can come out of its socket"). */
const GENERIC_CAN =
  /\b(?:an?|some) (?:new |artificial |replaced |false |metal )?(?:hip|knee|joint|kneecap)(?: replacement)?s? (?:can|could|may|might|sometimes)\b|\b(?:new |artificial |replaced )?(?:hips|knees|joints|kneecaps|hip replacements|knee replacements) (?:can|could|may|might|sometimes)\b/;
/** Something that might happen one day ("what should I do if my calf swells on a flight?"). */
const HYPOTHETICAL =
  /\bif (?:i|he|she|they|we|you|my \w+|someone|somebody|anyone|anybody|a child|a person|your \w+) (?:\w+ ){0,3}?(?:fell|fall|falls|had|got|was|were|couldnt|could not|started|swallowed|swallows|swallow|ate|eats|drank|drinks|took|takes|collaps\w*|faint\w*|passed out|stopped breathing|choked|chokes|broke|cut|burnt|burned|banged|hit)\b[^.?!]*\b(?:(?:who|what|where) (?:would|should) (?:i|we|you|they|he|she)|(?:would|should|do|shall) (?:i|we|you|they|he|she) (?:ring|call|phone|contact|dial|go to|come to))\b|\b(?:(?:say|supposing|suppose) (?:i|he|she|they|you|we|my \w+) (?:got|get|had|have|started|start|was|were)|what (?:should|do|would|shall|could) (?:i|we|you|they) do (?:if|when)|what (?:if|happens if|happens when|would happen if)|in case|if ever|if (?:i|he|she|they|you|we) (?:ever|were to|was to)|if it (?:ever )?happens|how (?:would|do|will|can|could) (?:i|we|you) (?:know|tell)(?: if| whether)?|what (?:(?:would|does|should|will|do) )?(?:\w+ )?counts? as|(?:just )?so (?:i|we) know (?:when|what|how)|when (?:to|should i|should we|do i need to|would i need to) (?:worry|be worried|get help|ring|call)|what to (?:look|watch) (?:out )?for)\b|\b(?:said|says|say|told (?:us|me)|taught (?:us|me)|teach|learnt|learned|read) (?:that )?(?:if|when) (?:someone|somebody|anyone|anybody|a person|a casualty|the casualty|people)\b/;
/** A fear of what may happen at the operation to come ("what if i panic during the spinal…"). */
const WHAT_IF_AT_THE_OPERATION =
  /\bwhat (?:if|happens if|would happen if|do i do if) (?:i|he|she|they|we|my \w+) (?:\w+ ){0,6}?(?:during|in|under|while having|when i have|after) (?:the|my|his|her|their|a) (?:spinal|operation|op|surgery|anaesthetic|anesthetic|procedure|general|scan|mri)\b/;
/** Advice quoted from a leaflet or a nurse ("the leaflet says call 999 for chest pain"). */
const QUOTED_ADVICE =
  /\b(?:leaflet|booklet|guide|website|site|page|poster|letter|sheet|nurse|nurses|doctor|surgeon|physio|paramedic|pharmacist|gp|it|they) (?:(?:and|who) )?(?:always |often |keeps )?(?:says?|said|tells? you|told (?:me|us)) (?:that )?(?:you should |to |you must |you have to )?(?:always )?(?:call|ring|dial|phone)(?: (?:999|111|an ambulance|nhs 111|us|them|the ward|the hospital|the team|the practice|your gp))? (?:for|if|with|when)\b/;
/** A question of why a sign would come ("why would a knee operation give you chest pain"). */
const ASKS_WHY_IT_WOULD =
  /^\s*(?:so |but |and |just )?(?:why|how) (?:would|does|do|can|could|might|is|are)\b(?![^.?!]*\b(?:i|im|ive|me|my|he|hes|she|shes|him|her) (?:have|has|got|feel|feels|am|is)\b)/;
/** A question about what quoted advice covers ("does that mean any chest pain?"). */
const ASKS_WHAT_ADVICE_MEANS =
  /\b(?:does|do|did|would|is) (?:that|it|this|they|that one) (?:\w+ )?(?:mean|include|cover|apply|count)\b|\bis (?:that|it|this) (?:for )?(?:any|all|every|just|only)\b|\b(?:any|all|every) (?:\w+ ){0,2}or (?:just|only)\b/;
/** Asking whether advice quoted holds ("is that right?", "is that true?"). */
const IS_THAT_RIGHT = /\b(?:is|was) (?:that|it|this|he|she|they) (?:right|true|correct|so)\b/;
/** "if someone took… asking for me": the writer's own case, put as someone else's. */
const FOR_MYSELF =
  /\b(?:asking for (?:me|myself)|(?:its|it is|this is|i mean) (?:about |for )?me|(?:the )?someone (?:is|was) me)\b/;
const hypothetical = (text: string, whole: string) =>
  HYPOTHETICAL.test(text) && !FOR_MYSELF.test(whole);
/** Something done hours ago or last night: now, whatever is asked of an operation after it. */
const HOURS_AGO =
  /\b(?:an?|one|two|three|few|couple of|\d+) (?:hours?|hrs?|mins?|minutes?)(?: or (?:so|two|three))? ago\b|\blast night\b|\bearlier (?:today|tonight|this (?:morning|evening))\b/;
/** The writer says the sign is not there now ("I haven't got any", "not at the moment"). */
const NOT_NOW =
  /\b(?:i|he|she|they|we) (?:havent|hasnt|dont|doesnt|have not|has not|do not|does not) (?:got|have|had) (?:any|it|that|them|one)\b|\b(?:i|he|she|they|we|it) (?:havent|hasnt|didnt|have not|has not|did not|hasnt yet|havent yet)(?: (?:yet|though|thankfully|luckily|touch wood))?(?= ?[,.;!?]|$)|\b(?:i|he|she|they|we) (?:havent|hasnt|have not|has not) (?:actually |ever |yet )?(?:fallen|fell|had (?:a|one|it|that)|done (?:it|that)|happened)\b|\b(?:asking|ask|checking|wondering) (?:this )?(?:in advance|ahead of time|beforehand|ahead)\b|\bfor future reference\b|\basking (?:because|as|cos|coz|since) (?:we|i) (?:go|walk|are going|will be|often|always|sometimes|regularly|camp|hike)\b|\bahead of time\b|\b(?:just )?(?:thinking|planning) ahead\b|\b(?:(?:want|wanted|would like|like|need|trying) to be|so (?:i|we) (?:am|are|m|re|will be|can be)) (?:ready|prepared)(?= ?[,.;!?]|$| (?:for (?:it|that|this|anything|emergencies|an emergency)|just in case|in case)\b)|\bbefore (?:it|anything) happens\b|\bnothing(?:s| is)? (?:wrong|happening) (?:now|at the moment|yet)\b|\b(?:thinking|planning|looking) (?:about|into|at|of) (?:getting|buying|having|ordering|fitting|setting up) (?:a |an |one of those |some )?(?:\w+ )?(?:pendant|personal alarm|alarm|careline|lifeline|falls? (?:alarm|detector|sensor)|key ?safe|grab rails?)\b/;
/** A question about the future ("will I bleed a lot during the operation?"). */
const ABOUT_FUTURE =
  /^(?:will|would|am i going to|am i gonna|is (?:he|she|it) going to|are (?:we|they) going to) (?:i|he|she|they|we|you|my \w+|it|\w+)\b(?!.*\b(?:now|right now|currently|already)\b)/;
/** A sign said to have come on suddenly or today ("is it normal… came on this evening"). */
const CAME_ON_NOW = (c: Concepts) => c.has("SUDDEN") || onsetJustNow(c.text);
/** An onset minutes or hours ago, or today ("it came on about 20 mins ago"). */
const onsetJustNow = (text: string) =>
  // ("Onset approximately 40 minutes ago", "began about twenty minutes ago")
  /\b(?:onset|came on|come on|started|starting|begun|began|begin|noticed)\b[^.?!]{0,30}?\b(?:\d+|an?|one|two|few|a few|ten|fifteen|twenty|thirty|forty|fifty) (?:min\w*|hours?|hrs?) ago\b/
    .test(text) ||
  /\b(?:came on|come on|started|begun|began) (?:\w+ ){0,2}(?:this (?:morning|afternoon|evening)|tonight|today|an hour ago|just now)\b/
    .test(text);
/** A sign put down to something harmless that has passed ("it was just heartburn, went after a gaviscon"). */
/** A colour or warmth come back ("its normal colour now and warm", "pink again"). */
const COLOUR_BACK =
  /\b(?:(?:its|it has|has|have|they have|theyve|now) warmed (?:back )?up|(?:its|it is|it has|has|is|now|back to|gone back to|went back to) (?:\w+ )?(?:normal|its normal|a normal|the normal|usual) colou?r|colou?r (?:has )?(?:come|came|gone|went) back|(?:pink|warm|normal) again|(?:back to|its|it is) (?:pink|warm)(?: (?:now|again))?)\b/;
const BENIGN_AND_GONE = (text: string) =>
  /\b(?:it was|its|was|turned out to be|just|only|put it down to|(?:i|he|she|they|we) (?:had|have had|got)|had) (?:just |only )?(?:heartburn|indigestion|wind|trapped wind|reflux|a pulled muscle|muscular|cramp|a panic attack|panic attacks|anxiety)\b/
    .test(text) &&
  /\b(?:went|gone|passed|settled|cleared|eased|stopped)\b/.test(text) &&
  !/\b(?:still|again|worse|back|keeps)\b/.test(text);
/** Already in care: taken in by ambulance, admitted, being seen, home after it ("blue-lighted in last night… admitted him, he is stable"). */
export const DEALT_WITH = (text: string) =>
  /\b(?:blue ?light(?:ed|s)? in|blue ?lit|(?:ambulance|paramedics) (?:took|taken|came and took|have taken|came|arrived|turned up|were there)|cardiology team|(?:have|has) admitted|was admitted|been admitted|on the ward|(?:stable|comfortable) now|he is stable|she is stable|had a stent|recovering well)\b/
    .test(text) &&
  !/\b(?:again|back|worse|hasnt been seen|not been seen|waiting for (?:an )?ambulance|still waiting|tonight|this (?:morning|afternoon|evening)|just now|suddenly|since)\b/
    .test(text);
/**
 * An emergency feared and found to be something harmless ("thought I was having a stroke when my
 * leg went dead - turned out I'd just sat on the loo too long"), with nothing back since.
 */
const MISTAKEN_FOR = (text: string) =>
  (TURNED_OUT_NOTHING.test(text) && !STILL_A_SIGN.test(text)) ||
  // (a dose feared taken twice, found not to have been: "I thought I'd taken my tablets twice this
  // morning but I checked the blister pack and I hadn't, phew")
  (/\bthought (?:i|he|she|they|we|mum|dad)(?:d| had| might have| may have)? (?:\w+ )?(?:taken|had|swallowed|given|done|doubled)\b[^?]*\b(?:but|and|then|so) (?:\w+ ){0,8}(?:i|he|she|they|we) (?:hadnt|had not|didnt|did not|havent|hasnt|have not|has not)\b/
    .test(text) && !STILL_A_SIGN.test(text)) ||
  /\b(?:thought|worried|convinced|scared|sure) (?:i|he|she|they|we|it|(?:my|his|her|their|the) (?:\w+ ){0,2}?\w+) (?:was|were|had|might be|might have|d) (?:having |had |got )?(?:an? )?(?:\w+ ){0,2}(?:stroke|heart attack|clot|dvt|fit|seizure|broken|fracture|overdose|dislocat\w*)\b[^?]*?\b(?:turned out|turns out|it was (?:just|only)|but it was|was just|was only|panic over|false alarm|felt (?:so |really |a bit |very )?(?:silly|daft|stupid|foolish|embarrassed)|(?:but|and) (?:i|he|she|they) (?:can|could) (?:walk|stand|move) (?:on it )?(?:normally|fine|ok|okay|properly))\b/
      .test(text) && !/\b(?:again|still|keeps|worse)\b/.test(text);
/**
 * A scare told by someone else that turned out to be nothing ("School rang to say my son collapsed
 * in PE - turns out he just tripped over and was embarrassed, he's fine").
 */
const TURNED_OUT_NOTHING =
  /\b(?:turns|turned) out (?:that )?(?:(?:he|she|they|it|i|we) (?:had |was |were |d )?|it was )?(?:just|only|nothing|fine|all fine|ok|okay|a false alarm)\b(?=[^?]*\b(?:fine|ok|okay|alright|all right|well|nothing|false alarm|embarrassed)\b)/;
/**
 * A sign someone qualified has already looked at and called normal ("the ward checked me and said
 * it was a normal reaction after surgery").
 */
const CHECKED_AND_FINE =
  /\b(?:ward|nurses?|doctors?|gp|team|surgeon|consultant|physio|paramedics?|a ?& ?e|hospital|pharmacist)\b(?: \w+){0,3} (?:checked|looked at|examined|saw|seen|assessed|had a look at)\b[^.?!]{0,60}\b(?:all fine|all ok|all okay|all clear|nothing wrong|nothing to worry about|no problem)\b|\b(?:ward|nurses?|doctors?|gp|team|surgeon|consultant|physio|paramedics?|a ?& ?e|hospital|staff)\b(?: \w+){0,3} (?:checked|looked at|examined|saw|assessed|had a look at|listened to)\b[^.?!]{0,40}\b(?:said|says|told)\b[^.?!]{0,40}\b(?:normal|fine|ok|okay|nothing to worry about|expected|to be expected|healing well|nothing serious)\b|\b(?:pharmacist|chemist|gp|doctor|nurse|111|nhs 111|poisons? (?:line|centre)|out of hours (?:doctor|gp|service))\b(?: \w+){0,4} (?:said|says|told (?:us|me|her|him))\b[^.?!]{0,60}\b(?:harmless|not dangerous|no harm|safe|within the limits?|nothing to worry about|fine|ok|okay|nothing to do)\b/;
/** …or explained as nothing to fear ("the nurse checked it and said it's just the tape"). */
const EXPLAINED_BY_CLINICIAN =
  /\b(?:nurses?|doctors?|gp|surgeon|consultant|registrar|physio\w*|paramedics?|pharmacist|district nurse|practice nurse|ward|team|mr ashcombe)\b[^.?!]{0,40}\b(?:checked|looked at|examined|saw|seen|reviewed|had a look)\b[^.?!]{0,80}\b(?:said|says|told (?:me|us|him|her)|reckons|reassured)\b[^.?!]{0,40}\b(?:(?:is|its|was|thats) (?:just|only|normal|fine|ok|okay|nothing|expected|healing|settling)|just (?:from|the|a|bruising|swelling)|nothing to worry|not infected|no (?:sign|signs) of infection|healing (?:well|nicely|fine|normally)|(?:not|isnt) spreading)\b/;
/**
 * A sign a nurse or doctor checked and called normal or explained, with nothing said to be there
 * now: what triage lets outweigh a model far from sure, where the rules found nothing.
 */
export const checkedAndCleared = (text: string) =>
  (CHECKED_AND_FINE.test(text) || EXPLAINED_BY_CLINICIAN.test(text)) && !STILL_A_SIGN.test(text);
/** Seen by someone who treated it ("the gp gave me antibiotics", "111 sorted a prescription"). */
const TREATED =
  /\b(?:finished|completed|done|had|taken|took) (?:a |the |her |his |my |their )?(?:full )?(?:course of )?(?:antibiotics?|steroids?)\b|\b(?:gp|doctor|dr|nurse|pharmacist|chemist|111|a ?& ?e|hospital|ward|walk ?in(?: centre)?|urgent (?:care|treatment centre)|out of hours)\b[^.?!]{0,60}\b(?:gave|given|prescribed|started (?:me |him |her |them )?on|started(?= (?:\w+ )?(?:antibiotics?|a course|tablets))|put (?:me|him|her|them) on|sorted)\b[^.?!]{0,30}\b(?:antibiotics?|tablets?|medicines?|medication|cream|drops|inhaler|steroids?|course|prescription|something)\b/;
/** …and nothing that says a sign is there now. */
const STILL_A_SIGN =
  /\b(?:again|still(?! (?:go ahead|going ahead|have|get|be|do|qualify|happen|able|on for|ok|okay|see|book|come in|use|drive|fly|travel)\b)|keeps|worse|but now|but (?:today|tonight|this (?:morning|afternoon|evening)|since)|now (?:hes|shes|he is|she is|theyre|they are|its|it is) (?!fine|ok|okay|alright|all right|well|better|back)\w+)\b/;
/** Seen and treated, and better since, with nothing said to be there now. */
export const treatedAndBetter = (text: string) =>
  TREATED.test(text) && (IMPROVING(text) || HAS_GONE(text)) && !STILL_A_SIGN.test(text);
/** Days or weeks since an operation ("3 weeks since my hip replacement", "ten days post op"). */
const WEEKS_SINCE_OPERATION =
  /\b(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|few|couple of) (?:days?|weeks?|wks?) (?:since|after|post|out from) (?:(?:my|his|her|their|the|an?) )?(?:\w+ ){0,2}(?:op|operation|surgery|replacement|reconstruction|arthroscopy|osteotomy|repair|stabilisation)\b|\b(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|few|couple of) (?:days?|weeks?|wks?) post ?op\b/;
/** A bone broken, said without naming it ("I think she's broken something"). */
const BROKEN_SOMETHING =
  /\b(?:ive|i have|hes|he has|shes|she has|theyve|they have|might have|may have|could have|must have) (?:broken|broke|fractured|cracked) (?:something|a bone)\b/;
/** A habit or a recurring trouble, not something happening now. */
const HABIT =
  /\b(?:(?:still|often|regularly) (?:dislocates|pops out|slips out|comes out|gives way)|dislocates (?:all the time|regularly|often|every \w+)|always|sometimes|often|keeps (?:slipping|giving|popping|going(?! (?:up|higher|down|downhill|through the roof))|dislocating|coming out|jumping out)|every (?:time(?! (?:i|he|she|they|we|you) (?:breathe|take a (?:deep |big )?breath|cough|sneeze|laugh|move|swallow))|winter|now and then)|(?<!\b(?:dizzy|faint|light ?headed|woozy|giddy|wobbly|unsteady|blacks? out) )when (?:i|he|she) (?:play|run|walk|exercise|jog|kneel|squat|sit|stand|do)\w*|in (?:the )?winter|when it (?:rains|is cold|gets cold)|(?<!\b(?:got|went|gone|was|has|had|locked|popped|gave way|stuck) (?:\w+ )?)after (?:running|exercise|walking|sport|football))\b/;

/** How to stop something happening ("how do I avoid dislocating my new hip?"), for anyone. */
const PREVENTION =
  /\b(?:how (?:do|can|should|would|could|will) (?:i|we|you|he|she|they|one) (?:\w+ )?(?:avoid|prevent|stop|reduce|lower|minimi[sz]e|cut)|ways? (?:to|of) (?:avoid|prevent\w*|reduc\w*|lower\w*)|(?:anything|something|what) (?:else )?(?:i|we|you|he|she|they) (?:can|could|should|might) do to (?:\w+ )?(?:lower|reduce|prevent|avoid|stop|cut)|(?:to|help) (?:avoid|prevent)|tips? (?:to|for) (?:avoid|prevent)\w*|(?:op|operation|surgery|treatment|procedure)s? (?:\w+ ){0,3}to (?:stop|prevent) (?:it|this|that|them|(?:my|his|her|their|the) \w+) (?:from )?(?:happening|coming|popping|slipping|dislocating|going)?)/;
/** A sign that has passed ("…but it's gone now"): never a current emergency for A&E or 111. */
const RESOLVED =
  /\b(?:(?:its|it has|it is|has|have|they have|theyve|theyre|they are|thats|that has|that is) (?:all |now |completely |since )?(?:gone|settled|cleared|passed|stopped|disappeared|resolved|fine|better|normal)(?: (?:now|since|down|up|away|again|completely|off))?|went (?:away|down|back to normal)|gone (?:away|down)|cleared up|settled down|back to normal|(?:then |and )?(?:it|they|that) (?:then )?(?:stopped|settled|cleared(?: up)?|dried up|went away|went down|passed)|looks? (?:really |very |so )?(?:good|fine|great|clean|healthy|lovely) now|(?:fine|ok|okay|better|normal|sorted|all sorted|clear|all clear|gone) now|(?:none|nothing|no more|not (?:had )?(?:one|any)) since)(?=\s*(?:[.,;:!?]|$|\bbut\b|\band\b|\bthough\b|\bthankfully\b))/;
/**
 * Whether the text says the sign itself has gone ("…gone now, not swollen"): not that bleeding
 * has stopped (a deep bite still needs A&E), that someone "went down", or says it is fine.
 */
export const HAS_GONE = (text: string) =>
  /\b(?:(?:its|it has|it is|it|has|have|they have|theyve|thats|that has) (?:all |now |completely )?gone(?: away| now)?|(?:all |completely )?gone (?:now|away)|went away|disappeared)(?=\s*(?:[.,;:!?]|$|\b(?:but|and|though|thankfully|since|overnight|after)\b))/
    .test(text) && !/\b(?:back|again|worse|came back|returned)\b/.test(text);

/**
 * A sign said to be getting better ("the swelling has gone down loads since last week"), with
 * nothing said to be worse, back, new or still there ("…gone down but it's still red and hot").
 */
export const IMPROVING = (text: string) =>
  /\b(?:swelling|swollen|it|its|pain|redness|bruising|temperature|temp|fever)\b (?:\w+ ){0,3}?(?:gone|going|come|coming|went) down\b|\b(?:pain|swelling|it|ache|aching|soreness)\b (?:\w+ ){0,2}?(?:getting|got|gets|is|has got) less\b|\bless (?:and less|each day|every day)\b|\b(?<!\b(?:not|isnt|wasnt|no|never) )(?:getting|feels?|feeling|much|loads|lots|a lot|a bit|bit) better\b|\b(?<!\b(?:not|isnt|wasnt|no|never) )improv(?:ing|ed)\b|\b(?<!\b(?:not|isnt|wasnt|no|never) )eas(?:ing|ed)(?: off)?\b|\bless (?:swollen|swelling|painful|pain|sore|red|hot|warm|tender|bruised|bruising)\b|\b(?:less|better|not as (?:bad|sore|swollen|painful)) than (?:yesterday|last night|this morning|before|it was)\b|\b(?:been|felt|feeling|was|were|ive been|hes been|shes been) (?:absolutely |totally |perfectly |completely )?(?:fine|ok|okay|well|good|alright|all right|normal) (?:ever )?since\b|\bno (?:more )?(?:problems|trouble|issues) since\b/
    .test(text) &&
  !/\b(?:worse|worsening|again|back|new|suddenly|spreading|bigger|hotter|redder|puffier|tighter|sorer|(?<!\b(?:down|less|better|easier|improv\w*|settl\w*|eas\w*) (?:a |bit |little |lot |tiny |slightly |even )*)\b(?:more|worse) (?:and (?:more|worse) )?(?:every|each) (?:day|night)|but this (?:week|weekend|evening|afternoon)|more (?:painful|swollen|red|sore|pain)|not (?:getting )?better|increas\w*|but (?:now|then|today|this morning|it(?:s| is| has)? (?:worse|back|spreading|got|getting|gone))|then|now (?:its|it is|my|his|her|the)|still (?:\w+ ){0,2}(?:red|hot|warm|swollen|puffy|sore|painful|tender|tight|hard|oozing|leaking|weeping|bleeding|hurting|throbbing))\b/
    .test(text);

/** A long-standing condition asked about as it bears on surgery ("does that matter for the op?"). */
const ELIGIBILITY =
  /\b(?:does|do|will|would|could|might) (?:that|this|it|they|these|those|the|his|her|my|their) (?:\w+ ){0,2}(?:matter|affect|be a problem|stop (?:me|him|her|them|us)|rule (?:me|him|her|them|us) out|count against|delay|mean (?:i|he|she|they|we) cant)|\bcan (?:i|he|she|they) still (?:have|get|be)\b|\b(?:is|would) (?:that|this|it) (?:be )?worth (?:mentioning|telling|flagging|raising|saying)\b|\bshould (?:i|we|he|she) (?:mention|tell (?:them|the \w+|him|her)|flag|raise) (?:that|this|it)\b/;
/** A sign said to be the person's usual state ("confused with her dementia, no different to normal"). */
/** Pain called severe in so many words (not only pain relief that does not touch it). */
const SEVERE_WORDS =
  /\b(?:severe|severely|unbearable|excruciating|agony|agonising|agonizing|terrible|horrendous|horrific|extreme|crippling|screaming|writhing|doubled up|(?:cant|cannot|can not|couldnt) (?:keep|sit|lie|stay) still|rolling (?:around|about) (?:in|with) (?:pain|agony))\b/;

export const AS_USUAL =
  /\b(?:no different (?:to|from|than) (?:normal|usual|ever)|(?:thats |that is )?(?:just )?how (?:she|he|they) (?:is|are) (?:day to day|every day|these days|now)|normal for (?:her|him|them)|(?:often|always|usually) (?:gets? |get )?(?:more |a bit more |a little more |even more )?(?:confused|muddled)|(?:thats|that is|its) just (?:her|him|them|mum|dad|nan|grandad)\b|(?:confused|muddled|forgetful) (?:all the time|most of the time|most days|every day|a lot of the time)|(?:confused|muddled|forgetful|vague|mixed up) (?:anyway|as it is|at the best of times|as (?:usual|normal|always|ever))|(?<!\b(?:not|isnt|wasnt|arent|never|nothing like) (?:\w+ )?)(?:just )?(?:his|her|their) (?:new )?normal(?: now| these days)?(?! self)|(?<!\b(?:breathing|breath|chest|temperature|temp|heart|pulse|pain|everything else|otherwise|rest) (?:is |are |was |feels |seems )?(?:the )?)same as (?:always|usual|normal|ever)|(?<!\b(?:not|isnt|wasnt|arent|never|nothing like|otherwise|apart from that|apart from this|other than that|other than this|besides that) (?:\w+ )?)(?:his|her|their|my) (?:normal|usual) self|nothing new|always (?:like|been like) (?:this|that))\b/;
/** A general worry with no one's current sign in it ("should I worry about chest pain after surgery?"). */
const GENERIC_WORRY =
  /^(?:should|do|would|could|can|is it) (?:i|we|you|one|people|patients)? ?(?:worry|be worried|be concerned|panic|bad|serious|dangerous) (?:about|to have|if you get)\b/;
/** An ache that follows exercise, with no swelling, heat or redness to suggest a clot. */
const AFTER_EXERTION =
  /\b(?:after|from|following|since|(?:when|while) (?:i|he|she|they|we)(?: \w+)?) (?:my |the |doing |a |all )?(?:\w+ )?(?:exercis\w*|physio\w*|workouts?|gym|runs?|running|jog\w*|walks?|walking|sport|football|training|sessions?|stretch\w*|cycl\w*|swim\w*|class(?:es)?|spin|pilates|yoga|zumba|bootcamp|hiit|crossfit|leg day|circuits?|parkrun|hik\w*|match|game)\b|\bdoms\b|\bdelayed onset muscle soreness\b/;
/** Signs that are usual while a wound heals (warm, a little red, sore, swollen), asked about as such. */
const weakWoundSigns = (c: Concepts) =>
  !c.has("WOUNDSTRONG") && !c.has("SPREADRED") && !c.has("FEVER") && !c.has("INFECTED");

type Downgrade = (c: Concepts, personal: boolean, rule: string, whole: string) => boolean;

/** The sign said to be there now. */
const HAVING_IT_NOW =
  /\b(?:now|right now|at the moment|currently|today|tonight|this (?:morning|afternoon|evening))\b|\b(?:i|he|she|they|we) (?:have|has|am|is|are)\b(?! (?:had|been|never|not|going|booked|due)\b)|\b(?:i'?ve|ive|hes|shes) got\b/;
/** Whether a sign is one of an operation's risks ("is chest pain one of the risks of the anaesthetic?"). */
const ASKS_IF_A_RISK =
  /\b(?:is|are|can|could) (?:\w+ ){1,4}(?:one of the |a |an )?(?:common |usual |known )?(?:risks?|side effects?|complications?) (?:of|with|from|after|for)\b/;

/** Why a matched rule may be a lookalike, by the service it names. */
/** A sign feared for later, with nothing said to be happening now ("worried ill bleed a lot"). */
const feared: Downgrade = (c, _p, _r, whole) =>
  FEARED_TO_COME.test(c.text) && !STILL_NOW.test(whole) && !onsetJustNow(whole);
/** Exertion that makes anyone breathless ("walking up hills", "when I run for the bus"). */
const ON_EXERTION =
  /\b(?:(?:walking|walk|going|go|climbing|climb|running|run|cycling|cycle|jogging) up (?:\w+ )?(?:hills?|stairs|steps|the stairs|inclines?|slopes?)|when (?:i|he|she|im|i am|hes|shes) (?:\w+ ){0,2}(?:run|running|jog\w*|exercis\w*|out of breath|puffed|rush\w*|hurry\w*)|(?:at|after|during) (?:the )?(?:gym|parkrun|football|exercise|training|a run))\b/;
/** The writer's own reason for being breathless: fitness, not illness. */
const UNFIT =
  /\b(?:unfit|out of shape|not (?:very |that |as )?fit|lack of fitness|need to get fit\w*|getting old|overweight|carrying (?:a bit of )?(?:extra )?weight)\b/;
/** Breathless for days or weeks, or only on effort ("for the last few days… fine sitting down"). */
const BREATHLESS_FOR_DAYS =
  /\b(?:for|over|in) (?:the )?(?:last |past )?(?:few|couple of|\d+|two|three|four|five|six|several) (?:days|weeks|months)\b|\b(?:lately|recently|for a while|for ages)\b/;
/** …and fine at rest ("fine sitting down"). */
const FINE_AT_REST =
  /\bfine (?:at rest|resting|when (?:i|he|she|im|hes|shes) (?:rest\w*|sit\w*)|sitting(?: down)?|lying(?: down)?)\b/;
/** …in a message that names nothing else (no chest pain, no cough of blood, nothing sudden). */
const PUFFED_ONLY = new Set(["BREATHLESS", "PAIN", "HIP", "KNEE", "LEG", "DRUG"]);
/**
 * Breathlessness that comes only on exertion, with nothing else named and no operation: the
 * unfit's (no emergency) or, lasting days, the GP's or NHS 111's, not 999's.
 */
const onlyPuffedOnEffort = (whole: string) =>
  ON_EXERTION.test(whole) &&
  readConcepts(whole).names().every((sign) => PUFFED_ONLY.has(sign)) &&
  !/\b(?:blue|grey|gray|purple|pale|lips|cant (?:speak|talk|get (?:a|my) breath)|gasping|wheez\w*|struggl\w*|sudden\w*|worst)\b/
    .test(whole) &&
  !AFTER_OPERATION.test(whole);
/** …put down by the writer to being unfit ("walking up hills, that's just unfit right?"). */
export const puffedWhenUnfit = (whole: string) => onlyPuffedOnEffort(whole) && UNFIT.test(whole);
const DOWNGRADES: Record<Exclude<Service, "samaritans">, Downgrade[]> = {
  "999": [
    // (breathlessness on exertion that the writer puts down to being unfit, with no operation and
    // no sudden start: "hurts to breathe in when i'm really out of breath walking up hills, that's
    // just unfit right?")
    // (…or that has come on walking up the stairs for a few days, fine at rest: NHS 111's below)
    (_c, _p, rule, whole) =>
      rule === "breathing" &&
      (puffedWhenUnfit(whole) ||
        (onlyPuffedOnEffort(whole) &&
          (BREATHLESS_FOR_DAYS.test(whole) || FINE_AT_REST.test(whole)))),
    (c, personal) => !personal && ABOUT_RISK.test(c.text) && !CAME_ON_NOW(c),
    // (a stranger's sign asked about out of curiosity: "in call the midwife someone had a fit
    // while pregnant, is that pre eclampsia, just curious")
    (c, personal, _r, whole) =>
      !personal &&
      /\b(?:just )?(?:curious|out of curiosity|for interest|for my own interest)\b/.test(whole) &&
      !CAME_ON_NOW(c),
    (c, _p, _r, whole) =>
      ASKS_IF_A_RISK.test(c.text) && !HAVING_IT_NOW.test(whole) && !CAME_ON_NOW(c),
    (c) => PREVENTION.test(c.text),
    (_c, _p, _r, whole) =>
      GENERIC_WORRY.test(whole) && !STILL_NOW.test(whole) && !onsetJustNow(whole),
    // (a sign that came on minutes ago is now, whatever is asked about an operation after it: "my
    // arm's gone dead and heavy… came on about 20 mins ago… will this affect my knee replacement?")
    (c, _p, _r, whole) =>
      ELIGIBILITY.test(whole) && !STILL_NOW.test(whole) && !c.has("SUDDEN") &&
      !onsetJustNow(whole) && !HOURS_AGO.test(whole),
    (c) => ABOUT_FUTURE.test(c.text),
    (c) => pastIn(c.text) && !STILL_NOW.test(c.text),
    (c, _p, _r, whole) => AS_USUAL.test(whole) && !c.has("SUDDEN"),
    (_c, _p, _r, whole) => BENIGN_AND_GONE(whole),
    (_c, _p, _r, whole) => DEALT_WITH(whole),
    (c, _p, _r, whole) => HYPOTHETICAL.test(c.text) && NOT_NOW.test(whole),
    // ("what if i panic during the spinal and feel like i cant breathe? do people worry about that")
    (_c, _p, _r, whole) =>
      WHAT_IF_AT_THE_OPERATION.test(whole) && /\?/.test(whole) && !STILL_NOW.test(whole),
    (c, _p, _r, whole) => dreamt(c, whole),
    (c) => ASKS_HOW_TO_TELL.test(c.text) && !CAME_ON_NOW(c),
    // ("say I got chest pain while I'm recovering at home, who am I meant to ring?")
    (c, _p, _r, whole) => SUPPOSING.test(c.text) && /\?/.test(whole),
    // ("if i had chest pain after my op would i ring you or 999"; the clause "if i was bleeding
    // through the dressing" of "…, who would i ring")
    (c, _p, _r, whole) =>
      IF_I_HAD_WOULD_I.test(c.text) || (IF_CLAUSE.test(c.text) && IF_I_HAD_WOULD_I.test(whole)),
    // advice quoted ("the leaflet says call 999 for chest pain"), not a sign of anyone's
    // (and the question about it: "…, does that mean any chest pain or just after the operation")
    // (or why it is given: "the leaflet says ring 999 if i get chest pain after my op, why would a
    // knee operation give you chest pain")
    (c, _p, _r, whole) =>
      QUOTED_ADVICE.test(c.text) ||
      (QUOTED_ADVICE.test(whole) &&
        (ASKS_WHAT_ADVICE_MEANS.test(c.text) || ASKS_WHY_IT_WOULD.test(c.text) ||
          // ("…says always ring 999 for chest pain. if i got chest pain after my hip op, is that
          // right?")
          (IF_CLAUSE.test(c.text) && IS_THAT_RIGHT.test(whole)))),
    // (breathless on effort, said in another clause to be lifelong: "i get short of breath
    // climbing hills, always have, im unfit")
    (c, _p, rule, whole) =>
      rule === "breathing" && ON_EFFORT.test(c.text) && LIFELONG.test(whole) &&
      !c.has("SUDDEN") && !c.has("CHEST"),
    feared,
    // (a limb's colour or warmth said to be back: "looked a bit pale after the bandage came off
    // but its normal colour now and warm")
    (_c, _p, rule, whole) =>
      rule === "cold-limb" && COLOUR_BACK.test(whole) &&
      // ("pink again" is the colour back, not the sign again)
      !/\b(?:still|again|keeps?)\b/.test(whole.replace(new RegExp(COLOUR_BACK.source, "g"), " ")),
  ],
  ae: [
    feared,
    (c, _p, _r, whole) => dreamt(c, whole),
    (c, personal) =>
      !personal && (ABOUT_RISK.test(c.text) || GENERAL_QUESTION.test(c.text)) && !CAME_ON_NOW(c),
    (c) => pastIn(c.text) && !STILL_NOW.test(c.text),
    (c) => HABIT.test(c.text),
    (c) => ABOUT_POSSIBILITY.test(c.text),
    (c, _p, _r, whole) => hypothetical(c.text, whole),
    (c, personal) => !personal && GENERIC_CAN.test(c.text),
    (c, personal) =>
      ABOUT_NORMAL.test(c.text) && (!personal || /\bhow long\b/.test(c.text)) && !CAME_ON_NOW(c),
    (c) => PREVENTION.test(c.text),
    // (a wound that bled heavily still needs to be seen when the bleeding has stopped)
    // (nor too much of a medicine taken by someone who feels fine now: "even if they seem well")
    // (nor a battery or a magnet swallowed, however well the child seems: "now it's gone" is the
    // battery gone missing, "…she had the small one from the thermometer and now its gone")
    (_c, _p, rule, whole) =>
      RESOLVED.test(whole) &&
      ![
        "bled-heavily",
        "overdose-while-well",
        "paracetamol-extra-dose",
        "swallowed-battery-or-magnet",
      ].includes(rule),
    (c, _p, rule) =>
      ["cold-limb", "numb-limb", "numb-after-operation", "cauda-equina"].includes(rule) &&
      c.has("KNOWNCAUSE") && !c.has("BLADDER"),
  ],
  "111": [
    (c, _p, _r, whole) => dreamt(c, whole),
    (c, personal) =>
      !personal && (ABOUT_RISK.test(c.text) || GENERAL_QUESTION.test(c.text)) && !CAME_ON_NOW(c),
    // (a burn days old is how an infected one is told: "burnt it last week, now weeping")
    // (nor a faint earlier: came round and well is how an unexplained one is told, and one long
    // ago is no such faint)
    (c, _p, rule) =>
      pastIn(c.text) && !STILL_NOW.test(c.text) &&
      !(rule === "infected-burn" && !/\b(?:years?|months?)\b/.test(c.text)) &&
      rule !== "unexplained-faint" && rule !== "tick-bite-rash" &&
      // (a dose missed last night is missed now)
      !(rule === "missed-blood-thinner" && !/\b(?:years?|months?|weeks ago)\b/.test(c.text)),
    // (not a sign new since an operation: "pain in my calf when I walk and it's a bit puffy, 3
    // weeks since my hip replacement")
    // (nor bleeding on a blood thinner "every time i brush": the repeat is the sign)
    (c, _p, rule, whole) =>
      HABIT.test(c.text) && !WEEKS_SINCE_OPERATION.test(whole) &&
      rule !== "bleeding-on-blood-thinner",
    (c, _p, _r, whole) => hypothetical(c.text, whole),
    (c, personal) => !personal && GENERIC_CAN.test(c.text),
    (c, personal) => ABOUT_NORMAL.test(c.text) && (!personal || /\bhow long\b/.test(c.text)),
    // "I could walk on it fine until…" is the change the rule reads, not a question of what could be
    (c, _p, rule) =>
      (ABOUT_POSSIBILITY.test(c.text) && rule !== "weight-lost-after-operation") ||
      ABOUT_FUTURE.test(c.text) || PREVENTION.test(c.text),
    (_c, _p, rule, whole) => RESOLVED.test(whole) && rule !== "unexplained-faint",
    (c, _p, rule) =>
      rule === "clot" && AFTER_EXERTION.test(c.text) &&
      c.count("SWELL", "HOT", "RED", "HARD") === 0,
    (c, _p, rule, whole) =>
      rule === "wound-infection" && weakWoundSigns(c) && ABOUT_NORMAL.test(whole),
    // (a cold with a temperature before an operation still to come, with no wound and nothing of
    // an infection: the pre-op team's question, not advice today: "a stinking cold and a bit of a
    // temperature, my knee op is in 3 weeks")
    (c, _p, rule, whole) =>
      rule === "wound-infection" && c.has("CATCHCOLD") && OPERATION_TO_COME.test(whole) &&
      !/\b(?:ago|since|after|post ?op|last (?:week|month)|yesterday|discharged)\b/.test(whole) &&
      !c.has("WOUND") && !c.has("PUS") && !c.has("SPREADRED") &&
      !/\b(?:3[89]|4[01])(?:\.\d)?\b/.test(whole),
    // (seen and treated, and better since: "temp was 38.1 on tuesday, gp said chest infection and
    // gave antibiotics, it's 36.8 now and i feel much better")
    (_c, _p, _r, whole) => treatedAndBetter(whole),
    // (a leak or a bleed that has stopped, with no sign told after it: "bit of clear ooze from the
    // scar yesterday, stopped now, wound dry and not red")
    (_c, _p, _r, whole) => stoppedSince(whole),
    // (a joint swollen after a knock and better since: "fell yesterday and my knee is swollen but
    // much better today")
    (_c, _p, rule, whole) =>
      (rule === "twisted-joint-swollen" || rule === "joint-very-swollen") && IMPROVING(whole),
    // (a face swollen after teeth out, and going down: "face is still a bit puffy but its going
    // down")
    (_c, _p, rule, whole) =>
      rule === "dental-abscess" &&
      (IMPROVING(whole) ||
        /\b(?:its|it is|swelling is) (?:\w+ )?(?:going|gone|come|coming) down\b/.test(whole)) &&
      !/\b(?:worse|spreading|bigger|fever|temperature|pus)\b/.test(whole),
  ],
};

/** A sign on a screen or a page ("blood everywhere in the film we watched"), not in anyone's body. */
const IN_A_STORY =
  /\b(?:in|on|from|during) (?:the|a|an|that|this|some|my|his|her|our) (?:\w+ )?(?:film|movie|tv (?:show|programme|program|series)|programme|program|episode|book|novel|documentary|drama|soap|box set|video game)\b|\bon (?:tv|telly|the telly|the tv|netflix|youtube|tiktok|the news)\b|\b(?:reading|watching|writing|read|watched|wrote) (?:a|an|the|this|that|some|my) (?:\w+ )?(?:film|movie|book|novel|story|drama|series|show|programme|program|play|script)\b/;
/**
 * Whether every part of a clause that shows the sign is set in a story: the clause read in its
 * parts joined by "and", so "watching a film on tv and my dad collapsed" keeps its collapse.
 */
function signInAStory(c: Concepts, rule: string): boolean {
  const matches = RULES.find((r) => r.id === rule)!.matches;
  const showing = c.text.split(/\band\b/).filter((part) => matches(readConcepts(part)));
  const watched = WATCHED.test(c.text);
  return showing.length > 0 &&
    showing.every((part) => IN_A_STORY.test(part) || (watched && A_STRANGER.test(part)));
}
/** Something watched ("watched Casualty last night and a man's hip popped out…"). */
const WATCHED =
  /\b(?:watched|watching|was watching|were watching)\b(?! (?:him|her|them|my|his|their|our)\b)(?: \w+){0,4} (?:last night|yesterday|tonight|the other (?:night|day)|earlier|on (?:tv|telly|netflix|youtube|iplayer))\b/;
/** A stranger in a story told ("a man's hip…", "this woman…"), not someone the writer is with. */
const A_STRANGER =
  /^\s*(?:(?:then|suddenly|there was) )?(?:a|some|this|one|the) (?:man|woman|guy|bloke|lady|character|person|patient|girl|boy|footballer|player|actor|actress|contestant)(?:s)?\b/;
/** A sign told as what someone else said or posted ("on a facebook group someone said her leg…"). */
const HEARSAY =
  /\b(?:saw|seen|read|watched) (?:a|an|this|some|that) (?:\w+ )?(?:post|video|story|thread|article|reel|clip|comment)s? (?:on|in|where|about|from)\b|\b(?:someone|somebody|people|a (?:woman|man|lady|guy|bloke|girl|friend of (?:a friend|mine))|this (?:woman|man|lady|guy)) (?:\w+ ){0,3}(?:said|says|posted|wrote|writes|was saying|were saying|told (?:us|me|everyone))\b/;
/** …that the writer fears for an operation still to come ("that can't happen to me, can it? I'm
 * having mine next month"). */
const MINE_TO_COME =
  /\b(?:happen to me|(?:after|before|with|when i (?:have|get)) mine|(?:im|i am) (?:having|getting|booked in for|due to have) (?:mine|my \w+|the same|one)|(?:mine|my (?:op|operation|surgery|replacement)) is (?:next|in \d+|on |booked)|next (?:week|month|year))\b/;
/**
 * A sign a friend or a colleague told of, asked about as how common it is ("my friend said her
 * wound burst open after her knee op, is that common?"): a question, not someone to help now.
 */
const A_FRIEND_TOLD =
  /\b(?:my|a|one of my) (?:best )?(?:friend|friends|mate|mates|pal|colleague|colleagues|workmate|neighbour|neighbours|cousin|friend from \w+|friend at \w+) (?:\w+ ){0,2}(?:said|says|told me|tells me|was telling me|mentioned|posted|had|got)\b/;
const HOW_COMMON =
  /\b(?:is|was|are) (?:that|this|it) (?:\w+ )?(?:common|usual|normal|rare|unusual|typical|likely|a common thing|something that happens)\b|\b(?:does|do|can|could) (?:that|this|it) (?:happen|go on) (?:often|a lot|much|to many|to lots|to (?:a )?(?:lot|many) of)\b|\bhow (?:common|often|likely|rare)\b|\b(?:is|are) (?:\w+ ){1,2}(?:common|rare|usual|unusual)\b/;
const friendToldHowCommon = (whole: string) =>
  (A_FRIEND_TOLD.test(whole) || HEARSAY.test(whole)) && HOW_COMMON.test(whole) &&
  !STILL_NOW.test(whole) &&
  !/\b(?:i|im|ive|my|me)\b[^.?!]{0,30}\b(?:too|as well|also|same)\b/.test(whole);
// (999's sign too, told in the past of the friend alone: "my friend said she bled like a stuck pig
// after her op, is heavy bleeding common after a knee replacement?")
DOWNGRADES["999"].push((_c, _p, _r, whole) =>
  friendToldHowCommon(whole) &&
  !/\b(?:i|im|ive|me|we|were|us|our)\b|\bmy (?!(?:best )?(?:friend|mate|pal|colleague|neighbour|cousin)s?\b)|\b(?:hes|shes|theyre|(?:he|she|they) (?:is|are|has|have|keeps?|cant|cannot|wont|looks?|seems?))\b/
    .test(whole)
);
for (const service of ["ae", "111"] as const) {
  DOWNGRADES[service].push((_c, _p, _r, whole) => friendToldHowCommon(whole));
  // (advice quoted, for A&E and NHS 111 too: "the page says call if my temperature is 38 or more,
  // what thermometer should i get")
  DOWNGRADES[service].push((c, _p, _r, whole) =>
    QUOTED_ADVICE.test(c.text) && !STILL_NOW.test(whole)
  );
}
for (const downgrades of Object.values(DOWNGRADES)) {
  downgrades.push((c, _p, rule) => signInAStory(c, rule));
  downgrades.push((c, _p, _r, whole) =>
    HEARSAY.test(c.text) && MINE_TO_COME.test(whole) && !STILL_NOW.test(whole)
  );
  downgrades.push((_c, _p, _r, whole) => MISTAKEN_FOR(whole));
  downgrades.push((_c, _p, _r, whole) => CHECKED_AND_FINE.test(whole) && !STILL_A_SIGN.test(whole));
}
// (a sign a doctor or nurse has examined and put down to something harmless, with nothing new or
// worse told after it: "My GP saw me yesterday, did bloods and listened to my chest and said I'm
// just deconditioned and a bit anaemic. How can I build my fitness back up?")
for (const downgrades of Object.values(DOWNGRADES)) {
  downgrades.push((_c, _p, _r, whole) => {
    const seen = EXAMINED_AND_EXPLAINED.exec(whole);
    return !!seen && !STILL_A_SIGN.test(whole) &&
      !NEW_SINCE.test(whole.slice(seen.index + seen[0].length));
  });
}
const EXAMINED_AND_EXPLAINED =
  /\b(?:gp|doctor|dr|nurse|consultant|surgeon|registrar|paramedics?|a ?& ?e|111)\b(?: \w+){0,3} (?:checked|looked at|examined|saw|seen|assessed|had a look at|listened to)\b[^.?!]{0,80}\b(?:said|says|told (?:me|us|him|her))\b (?:that )?(?:(?:im|i am|hes|he is|shes|she is|its|it is|thats|that is|theyre|they are) (?:just|only|probably just|simply) |(?:its|it is|thats|that is) (?:nothing|not) (?:serious|to worry about|a clot|an infection|my heart|his heart|her heart)\b)/;
/** …and nothing new or worse told after it. */
const NEW_SINCE =
  /\b(?:now|tonight|today|this (?:morning|afternoon|evening)|suddenly|sudden|worse|worsening|again|since then|since last night|started|come on|came on)\b/;
// (a minor injury a doctor, nurse or physio has seen and named, for the advice-today rules: "gp
// looked at my swollen knee yesterday said its a sprain and to rest")
DOWNGRADES["111"].push((_c, _p, _r, whole) =>
  NAMED_MINOR_BY_CLINICIAN.test(whole) && !STILL_A_SIGN.test(whole)
);
const NAMED_MINOR_BY_CLINICIAN =
  /\b(?:gp|doctor|dr|nurse|physio\w*|paramedics?|pharmacist|a ?& ?e|minor injur\w*|urgent (?:care|treatment centre)|walk ?in(?: centre)?|111)\b[^.?!]{0,60}\b(?:said|says|told (?:me|us|him|her)|reckons|thinks|diagnosed)\b[^.?!]{0,20}?\b(?:(?:its|it is|it was|thats|was|as|with) )?(?:just |only )?(?:an? )?(?:mild |minor |slight |small |bad )?(?:sprain\w*|strain\w*|bruis\w*|pulled (?:muscle|hamstring|calf|groin)|soft tissue (?:injury|damage)|gout|an? (?:gout|gouty) (?:attack|flare))\b/;

// Chest tightness or breathlessness the writer puts down to nerves or being unfit, and says comes
// every time ("chest feels tight with nerves… its just anxiety, i get it every time before big
// stuff"; "thinks shes having a heart attack every time she climbs the stairs, she's just unfit"),
// with no other sign of a heart attack and nothing worse now
DOWNGRADES["999"].push((c, _p, rule, whole) =>
  (rule === "chest-pain" || rule === "breathing") && PUT_DOWN_TO_NERVES_OR_UNFITNESS.test(whole) &&
  EVERY_TIME.test(whole) && !STILL_A_SIGN.test(whole) && !c.has("HEARTSIGN") &&
  !c.has("CLAMMY") && !c.has("SKINCOLOUR") && !c.has("COLLAPSE") && !c.has("FAINTISH") &&
  !c.has("SEVERE")
);
const PUT_DOWN_TO_NERVES_OR_UNFITNESS =
  /\b(?:its|it's|it is|thats|that's|shes|she's|hes|he's|im|i'm|i am|just|only|probably) (?:just |only )?(?:my |her |his )?(?:anxiety|nerves|panic|stress|unfit|out of shape)\b|\bwith (?:the )?nerves\b/;
const EVERY_TIME =
  /\b(?:every ?time|whenever|each time)\b|\b(?:always|usually) (?:get|gets|happens)\b/;

// Bleeding said to have slowed or stopped with pressure ("quite a lot of blood but it's slowed
// right down with a towel pressed on") is no longer heavy bleeding: the wound is what remains
DOWNGRADES["999"].push((_c, _p, rule, whole) =>
  rule === "heavy-bleeding" && BLEEDING_CONTROLLED.test(whole)
);
// What a clinician said might happen after an operation still to come, asked about before it ("the
// anaesthetist said i might be a bit confused after the op because of my age, should i worry
// before i go in?"): a prediction, not a sign now
DOWNGRADES["111"].push((_c, _p, _r, whole) =>
  /\b(?:anaesthetist|anesthetist|surgeon|consultant|nurse|doctor|gp|physio|pharmacist|team)\b (?:\w+ ){0,2}(?:said|says|told me|warned|mentioned|explained)\b[^.?!]{0,30}\b(?:might|may|could|will|would|can|is likely to|are likely to)\b/
    .test(whole) &&
  /\b(?:before (?:i|he|she|we) go in|before the (?:op|operation|surgery)|after the (?:op|operation|surgery)|should i worry)\b/
    .test(whole) &&
  !/\b(?:now|today|tonight|since|already|is|has been|keeps)\b (?:\w+ ){0,3}(?:confused|muddled|bleeding|swollen|hot|red)\b/
    .test(whole)
);
// Confusion after an operation that the doctors have named delirium and know of, getting better
// or known to them, asked about: the ward's care, not a new emergency ("the doctors on the ward
// know and say it's delirium and it's getting better. will it go completely")
DOWNGRADES["999"].push((_c, _p, rule, whole) =>
  rule === "confusion" && /\bdeliri\w*\b/.test(whole) &&
  /\b(?:doctors?|nurses?|ward|team|gp|consultant|surgeon|staff)\b[^.?!]{0,30}\b(?:know|knows|aware|said|say|says|told|think|thinks|diagnosed|called it)\b|\b(?:getting|much|bit|lot|slowly) better\b|\bimprov\w*\b/
    .test(whole) &&
  !/\b(?:worse|worsening|suddenly|all of a sudden|drowsy|not waking|wont wake|unresponsive|not responding|fit|seizure)\b/
    .test(whole)
);
// …and bleeding told of a day gone by, now said fine and covered ("there was blood everywhere when
// i cut my finger yesterday, its fine and plastered now")
DOWNGRADES["999"].push((_c, _p, rule, whole) =>
  rule === "heavy-bleeding" && BLED_BEFORE_FINE_NOW.test(whole) &&
  !/\b(?:still|again|wont stop|will not stop|not stopp\w*|hasnt stopped|soak\w*|keeps?|pour\w*|gush\w*|spurt\w*|dizzy|faint\w*)\b/
    .test(whole)
);
const BLED_BEFORE_FINE_NOW =
  /\b(?:yesterday|last night|the other day|at the weekend|on (?:mon|tues|wednes|thurs|fri|satur|sun)day)\b[^?]*\b(?:(?:fine|ok|okay|healing|healed|sorted|all good)(?: and (?:plastered|bandaged|dressed|covered|healing|glued|stitched))?(?: up)? now|(?:plastered|bandaged|dressed|glued|stitched)(?: up)? and (?:fine|ok|okay|healing))\b/;
export const BLEEDING_CONTROLLED =
  /\bbleeding (?:only )?(?:slowly|lightly|a little|a bit|a tiny bit|slightly)\b|(?<!\b(?:hasnt|has not|havent|have not|not|never|wont|isnt|hadnt|didnt|doesnt|cant|cannot) (?:\w+ )?(?:\w+ )?)\b(?:slowed|slowing|stopped|stopping|eased|easing|settled|settling|died down|dying down|under control|stemmed)\b(?![^.?!]*\b(?:start\w*|again|back|worse|through|soak\w*|pour\w*|gush\w*|spurt\w*)\b)/;

// Thinking about an overdose is a thought of self-harm (the crisis reply, which says to call 999
// if in danger), not an overdose taken.
DOWNGRADES["999"].push((c, _p, rule) =>
  rule === "overdose" &&
  // (not a belief that one was taken: "I think he's taken an overdose of paracetamol")
  /\b(?:thought|thoughts|thinking|think|considered|considering|wondered|wondering|fantasi[sz]\w*) (?:(?:about|of|doing|taking|having|maybe|just|possibly|seriously|another|an|a) ){0,4}overdos/
    .test(c.text)
);

// A cold or numb leg is sent to 999 (as the site's urgent-care card says) but read for intent as
// the A&E signs are: "numb from the nerve block" is a known cause, not an emergency.
DOWNGRADES["999"].push((c, personal, rule, whole) =>
  rule === "cold-limb" && DOWNGRADES.ae.some((downgrade) => downgrade(c, personal, rule, whole))
);

/**
 * Signs too vague for a rule ("how long will my leg swell?", "what is a DVT?"): never an
 * emergency, but the answer gets the safety line of the rule named.
 */
/**
 * Sleepiness the writer calls slight ("seems ok but sleepy a bit"), with nothing of struggling to
 * stay awake: the NHS's A&E after a head injury, where "difficulty staying awake" is 999.
 */
const onlyABitSleepy = (text: string) =>
  /\b(?:a (?:little )?bit|bit|slightly|a little|a touch|abit) (?:sleepy|tired|drowsy|dozy)\b|\b(?:sleepy|tired|drowsy|dozy) (?:a bit|a little|abit)\b/
    .test(text) &&
  !/\b(?:cant|cannot|can not|wont|struggl\w*|hard to|difficult\w* (?:to )?|trouble) (?:\w+ )?(?:stay|keep|staying|keeping|wake|waking|rouse|rousing)\b|\bkeeps? (?:falling|dropping|nodding) (?:asleep|off)\b|\bvery (?:sleepy|drowsy)\b/
    .test(text);
/** The lookalikes that are a soft sign only: no reading of the message as past or asked about. */
export const SOFT_LOOKALIKES = new WeakSet<RedFlag>();
const SOFT_SIGNS: Array<{ rule: string; matches(c: Concepts): boolean }> = [
  {
    rule: "clot",
    matches: (c) =>
      c.has("CLOT") || c.has("CLOTSUSPECT") || (limb(c) && c.count("SWELL", "HOT", "RED") > 0),
  },
  { rule: "cold-limb", matches: (c) => c.has("NUMB") || (c.has("COLD") && /\bnumb/.test(c.text)) },
  { rule: "clot", matches: (c) => c.count("SWELL", "HOT") > 0 || /\bbruis/.test(c.text) },
  { rule: "wound-infection", matches: (c) => c.has("WOUNDSTRONG") || /\binfect\w*/.test(c.text) },
  { rule: "deformity", matches: (c) => c.has("DEFORM") },
  { rule: "cannot-bear-weight", matches: (c) => c.has("NOWEIGHT") || c.has("CANTSTAND") },
  { rule: "cold-limb", matches: (c) => limb(c) && c.has("COLD") },
  {
    rule: "breathing",
    matches: (c) => /\bbreath\w*/.test(c.text) && (c.has("CHEST") || c.has("PAIN")),
  },
  { rule: "heavy-bleeding", matches: (c) => c.has("BLEED") || c.has("HEAVYBLEED") },
];

/**
 * Whether a sentence reads as something other than a sign happening now — past, resolved,
 * hypothetical, asked about in general, the person's usual state — by the same readings that make
 * a rule's 999 sign a lookalike. For a sign the model finds in one sentence with no rule.
 */
export function readsAsNotNow(sentence: string): boolean {
  const c = readConcepts(sentence);
  // ("just so I know", "I was wondering": the writer asking, not a sign of theirs)
  const isPersonal = describesSomeone(c.text);
  return (!isPersonal && (ABOUT_RISK.test(c.text) || GENERAL_QUESTION.test(c.text))) ||
    (pastIn(c.text) && !STILL_NOW.test(c.text)) || HABIT.test(c.text) ||
    hypothetical(c.text, sentence) || ABOUT_FUTURE.test(c.text) || ABOUT_POSSIBILITY.test(c.text) ||
    PREVENTION.test(c.text) || RESOLVED.test(c.text) || NOT_NOW.test(c.text) ||
    (AS_USUAL.test(c.text) && !c.has("SUDDEN")) ||
    (GENERIC_WORRY.test(c.text) && !STILL_NOW.test(c.text)) || dreamt(c, c.text) ||
    (FEARED_TO_COME.test(c.text) && !STILL_NOW.test(c.text)) || MISTAKEN_FOR(c.text);
}

/** A sign feared for later ("worried ill bleed a lot cause im on aspirin", "scared hell fall"). */
const FEARED_TO_COME = new RegExp(
  String
    .raw`\b(?:${FEARING}) (?:that )?(?:(?:i|he|she|we|they|you) ?(?:will|would|are going to|is going to|am going to|gonna)|ill|hell|shell|theyll|well|youll|ill end up|hell end up) (?:\w+ )?(?:bleed\w*|fall\w*|collapse|faint|die|dislocate|pop out|get|catch|need|end up|have|suffer|develop|go into)\b|\b(?:${FEARING}) (?:that )?(?:the|my|his|her|their) (?:\w+ ){1,5}(?:will|would|is going to|might|may) (?:be|get|become|feel)\b`,
);
/** A sign feared for later, with nothing said to be happening now. */
export const fearedToCome = (text: string) =>
  FEARED_TO_COME.test(text) && !STILL_NOW.test(text) &&
  !/\b(?:now|right now|at the moment|currently|already|tonight|today)\b/.test(text);
const NORMAL_TEMPERATURE =
  /\b(?:temp\w*|thermometer)\b[^.?!]{0,20}?\b3[5-7](?:\.\d)?\b|\b3[5-7](?:\.\d)? ?(?:c\b|degrees|deg\b)?\s*(?:temp\w*)/;
/** A temperature the writer says is normal now, in so many words ("temp normal today"). */
const TEMPERATURE_NORMAL_NOW =
  /\b(?:temp\w*|fever) (?:is |was |has been |seems |reads )?(?:normal|fine|ok|okay|back to normal|down)\b|\b(?:no|not got a|without a) (?:high )?(?:temp\w*|fever)\b|\bnormal temp\w*\b/;
const FEELING_FEVERISH =
  /\b(?:shiver\w*|shak\w*|rigou?rs?|chills?|sweat\w*|burning up|roasting|boiling|feverish|hot and cold|cold and shivery|fever\w*|temp\w*)\b/;
/** Feeling feverish, told only of a time gone by ("was so cold and shivery yesterday"). */
const FEVERISH_BEFORE =
  /\b(?:was|were|felt|had|got|went)\b[^,.;:!?]*\b(?:yesterday|last night|the other day|earlier|over the weekend)\b/;
/**
 * Feeling feverish told only of a time before a temperature the writer now measures normal: "so
 * cold and shivery yesterday but it turned out i'd left the window open, temp normal today".
 */
export function feverOnlyBefore(text: string): boolean {
  if (!TEMPERATURE_NORMAL_NOW.test(text)) return false;
  const feverish = text.split(/[,.;:!?\n]|\bbut\b/).filter((clause) =>
    FEELING_FEVERISH.test(clause) && !TEMPERATURE_NORMAL_NOW.test(clause)
  );
  return feverish.length > 0 &&
    feverish.every((clause) =>
      FEVERISH_BEFORE.test(clause) && !/\b(?:still|since|now|again|today|all night)\b/.test(clause)
    );
}
const normalTemperatureOnly = (c: Concepts) =>
  NORMAL_TEMPERATURE.test(c.text) && !/\b(?:3[89]|4[0-2])(?:\.\d)?\b/.test(c.text) &&
  !/\b(?:shiver\w*|shak\w*|rigou?rs|hot and cold|burning up|sweat\w*|chills)\b/.test(c.text);
/** A sign imagined, with whom one would call ("if i had chest pain… would i ring you or 999"). */
/** A clause that opens with "if" ("if i was bleeding through the dressing after going home"). */
const IF_CLAUSE = /^\s*(?:and |but |so |just )?(?:if|in case)\b/;
// (or "in case": "in case my husband ever got chest pain after his surgery, who would we ring")
const IF_I_HAD_WOULD_I =
  /\b(?:if|in case) (?:i|he|she|they|we|my \w+) (?:ever )?(?:had|got|was|were|started|developed|felt|noticed|gets|has)\b[^.?!]*\b(?:would|should|do|will) (?:i|we|he|she|they) (?:ring|call|phone|contact|dial|go|come|need)\b|\b(?:who|what number) (?:would|should|do|will) (?:i|we|he|she|they) (?:ring|call|phone|contact)\b[^.?!]*\b(?:if|in case) (?:i|he|she|they|we|my \w+) (?:ever )?(?:had|got|gets|get|has|have|was|were|started|developed)\b/;
const SUPPOSING =
  /\b(?:say|supposing|suppose|imagine) (?:i|he|she|they|you|we|my \w+) (?:got|get|had|have|started|start|was|were|developed)\b/;
/** Asking how to recognise a sign ("how would I know if someone was having a stroke?"). */
const ASKS_HOW_TO_TELL =
  /\bhow (?:would|do|can|could|will|should) (?:i|you|we|people|one|someone|anyone) (?:know|tell|spot|recogni[sz]e)\b|\b(?:tell|show|teach|give) (?:me|us) (?:the |what )?(?:(?:main|warning|early) )?(?:signs?|symptoms?)\b|\b(?:signs?|symptoms?) (?:of|for) (?:an? )?\w+(?: \w+)? so (?:i|we|that i|that we) (?:know|can spot|can tell|recogni[sz]e)\b|\bwhat (?:does|do|would) (?:an? )?(?:\w+ ){1,3}(?:look|feel|sound) like\b|\bwhat are the (?:\w+ )?(?:signs|symptoms) of\b/;
/** A sign dreamt, not felt awake. */
const dreamt = (c: Concepts, whole: string) =>
  DREAMT.test(c.text) && !AWAKE_NOW.test(whole) &&
  !/\b(?:still|right now|at the moment|this minute)\b/.test(whole);
/** A sign dreamt ("keep dreaming I can't breathe when I'm waking up from the anaesthetic"). */
const DREAMT = /\b(?:dream(?:s|t|ed|ing)?|nightmares?|bad dreams?)\b/;
/** …unless it is there on waking ("woke from a nightmare and I still can't breathe"). */
const AWAKE_NOW =
  /\b(?:woke|woken|waking) (?:\w+ ){0,4}(?:and|but) (?:\w+ ){0,2}(?:still|now|cant|cannot)\b/;

/** Signs of the body, as the concepts name them (pain alone is not one: it is most questions' subject). */
const SIGNS = [
  "FEVER",
  "RED",
  "HOT",
  "SWELL",
  "BLEED",
  "NUMB",
  "INFECTED",
  "WOUNDOPEN",
  "WOUNDSTRONG",
  "SPREADRED",
  "CHEST",
  "COUGH",
  "CLAMMY",
  "DROWSY",
  "CONFUSED",
  "COLLAPSE",
  "BREATHLESS",
  "COLD",
  "TIGHT",
  "HARD",
  "TENSE",
  "LIMP",
  "PARALYSIS",
  "DIZZY",
];

/**
 * Whether the message describes someone (the writer's asking aside), for the help-now lines before
 * "couldn't find" when a sign that needs hospital was read and then doubted ("I have chest pain,
 * is that a side effect of the anaesthetic?").
 */
export function describesSomeoneIn(message: string): boolean {
  return describesSomeone(readConcepts(message).text);
}

/**
 * Whether the message describes someone's sign, not past or supposed ("a red patch… hot and
 * sore"), read by the concepts alone: with no answer on the site, such a message opens with where
 * to get help now, whatever the model made of it.
 */
export function describesASign(message: string): boolean {
  const c = readConcepts(message);
  return PERSONAL.test(c.text) && c.count(...SIGNS) > 0 && !readsAsNotNow(message);
}

/**
 * …and said to be going on now ("still", "today", "since yesterday"), for the help-now lines before
 * any answer.
 */
export function describesASignNow(message: string): boolean {
  return describesASign(message) && STILL_NOW.test(readConcepts(message).text);
}

/** The message split where a new thought starts, so "used to… but now…" is read in parts. */
/** A clause in the past tense, with no verb of now ("the nurses said it was delirium"). */
const PAST_TENSE_ONLY = (text: string) =>
  /\b(?:was|were|had|had been|said|told|went|became|got)\b/.test(text) &&
  !/\b(?:is|are|am|im|hes|shes|its|theyre|has|have|keeps?|cant|cannot|wont|isnt|doesnt|dont|feels?|looks?|seems?)\b/
    .test(text);

/**
 * A sign in a general statement someone made ("my brother says a hot swollen calf after surgery
 * means a clot"): no one's sign, when the rest of the clause names none and has none of it.
 */
const SAID_IN_GENERAL =
  /\b(?:says?|said|told (?:me|us|him|her|them)|tells (?:me|us|him|her|them)|reckons?|reckoned|warned (?:me|us|him|her)|(?:ive|i have|i) (?:heard|read))(?: that)? (?:an?|any) (?:\w+ ){1,6}?(?:means?|meant|could mean|can mean|might mean|may mean|(?:is|are) (?:usually |often |always )?(?:an? )?(?:sign|signs|symptom|symptoms|warning sign|warning signs) of|can be|could be|points to|indicates?) (?:an? |possible |possibly |probably |usually )?\w+/;
const HAS_ONE =
  /\b(?:got|has|have|having|had) (?:one|it|that|them|those|this)\b|\bmine (?:is|are|has|looks|feels)\b/;

function saidInGeneral(c: Concepts, rule: RedFlagRule): boolean {
  const said = SAID_IN_GENERAL.exec(c.text);
  if (!said) return false;
  const rest = `${c.text.slice(0, said.index)} ${c.text.slice(said.index + said[0].length)}`;
  const restRead = readConcepts(rest);
  return !rule.matches(restRead) && restRead.count(...SIGNS) === 0 && !HAS_ONE.test(rest);
}

/**
 * Words of despair, of being unable to cope, of grief or of being cut off from everyone, without
 * a word of suicide.
 */
const DISTRESS = new RegExp(
  `\\b(?:${
    [
      // despair and not coping
      /(?:my )?head(?:s| is|s is)? (?:a |in )?(?:total |complete |real |such a |bit of a |proper )?(?:mess|pieces|bits|shambles|all over the place)|(?:my )?head(?:s| is|s is)? (?:so |just )?(?:full of|filled with) (?:dark|bad|horrible|awful|black|scary) (?:stuff|thoughts|things)|dark thoughts|thoughts (?:are |so |very |all |really )*(?:dark|black)|(?:every ?one|every ?body|they all|people all) (?:\w+ )?hates? me|(?:im|i am|i feel|i just feel) (?:really |so |just )?not (?:ok|okay|alright|all right)\b(?! (?:with|about|to|for|paying)\b)|hopeless|empty inside|(?:feel|feels|feeling|felt) (?:so |really |just |completely )?empty|worthless|(?:all |was |is )?my fault/,
      /cant cope|can not cope|cannot cope|not coping|no coping|cant take (?:it|any ?more|much more)|greetin\w*|(?:im|i am) (?:just )?breaking(?! (?:\w+ )?(?:in|out|up|down the|my|a|the|it|them|rules?)\b)|hat(?:e|ing) myself/,
      // panic attacks that go on, being a burden ("panic attacks every night… is there someone i
      // can talk to", "he keeps saying he's a burden… I don't know who to turn to"; not one panic
      // attack before an operation long past)
      /(?<!\b(?:had|a|one) )(?:panic|anxiety) attacks|(?:a|such a|just a|nothing but a) burden|burden (?:for|to|on) (?:my|our|the|his|her|their|every ?one|every ?body|them|family)\b|struggling (?:so |really |very |massively |hugely |loads |a lot |big time |properly )?(?:bad|badly|mentally|emotionally|with my (?:mental health|head|mind))|(?:feel|feels|feeling|felt) (?:so |really |completely )?trapped(?! wind)/,
      /cant stop (?:crying|thinking)|crying all the time|(?:keep|keeps|cant stop) crying|(?:cries|crying|cried|sobs|sobbing) (?:herself |himself |themselves |myself )?(?:all|every|each) (?:night|evening|day|the time)/,
      /falling apart|breaking down|(?:a|my|nervous|mental|emotional|complete) break ?down(?! (?:of|for|on|in)\b)|breaking point|end of my tether|cant go on|despair\w*/,
      // an old illness felt returning ("I had a breakdown years ago and I can feel it creeping back")
      /(?:it|the depression|my depression|the anxiety|my anxiety|the darkness|the black dog|the old feelings?) (?:\w+ ){0,2}(?:creeping|coming|sneaking|slipping) back/,
      /in a (?:really |very )?(?:dark|bad) place|(?:feel|feels|feeling|felt|so|very|really|all|everything(?: is| seems| looks)?|life(?: is| seems| looks)?) (?:(?:grey|gray|black|bleak|dark|heavy|empty|numb|flat) and )?(?:very |so |really |quite |completely |totally )?(?:dark|black|bleak|grey|gray)(?: (?:in|inside) (?:my|the) (?:head|mind))?|dark (?:in|inside) (?:my|the) (?:head|mind)|alone in (?:the )?(?:uk|england|britain|this country|the world)|(?:so|really|very|that|dead|proper) (?:low|down|depressed)|depressed/,
      /overwhelm\w*|(?:everything|it all|its all|life|it) (?:feels |is |gets |seems )?(?:just )?too (?:much|hard)/,
      // hopelessness ("I don't see the point in anything any more")
      /(?:cant|dont|do not|can not|cannot) see (?:the |any )?point (?:of|in) (?:anything|it all|life|living|going on|carrying on|getting up)|(?:theres |there is )?no point (?:in )?(?:anything|living|going on|carrying on|it all) ?(?:any ?more)?/,
      // grief
      /grie(?:f|ving)|bereave\w*|widow(?:ed|er)?|(?:my|our|her|his) (?:\w+ ){0,2}(?:died|passed away|passed on)|lost my (?:wife|husband|partner|son|daughter|child|mum|mom|mother|dad|father|brother|sister|best friend|dog|cat)/,
      // loneliness and isolation
      /lonely|isolated|all alone|(?:so|really|very|completely) alone|on my own (?:and|with no)|all i had/,
      /no ?one to (?:talk|speak) to|nobody to (?:talk|speak) to|(?:cant|can not|cannot|couldnt|unable to) (?:talk|speak|open up) to (?:anyone|anybody|the lads|the guys|the boys|the girls|my (?:mates|friends|family|wife|husband|partner|missus)|them) about (?:it|this|that|what happened|how i feel)|(?:my )?head (?:wont|will not|doesnt|does not|cant|never) (?:shut up|switch off|stop|quieten down|be quiet|go quiet)|(?:feel|feels|feeling|felt) like (?:im|i am|your|youre|you are) drowning|(?:have|got) no ?one|nobody (?:rings|calls|visits|comes|cares)|no ?one (?:rings|calls|visits|comes|cares)/,
      /(?:dont|never|havent|hardly) (?:see|speak to|talk to|spoken to|seen) (?:anyone|anybody|a soul|a living soul)/,
    ].map((part) => part.source).join("|")
  })\\b`,
);
/** …and a wish to talk to someone now. */
const WANTS_TO_TALK =
  /\b(?:need|want|have|like) to (?:just )?(?:talk|speak|offload|off load|vent|unload|open up) (?:to |with )?(?:someone|somebody|anyone|anybody|a person|a human)|\b(?:can|could|may) i (?:just )?(?:talk|speak) (?:to|with) (?:someone|somebody|anyone|anybody|a person|a human)|\b(?:hear|talk to) a (?:human |friendly |real |kind )?voice|\b(?:someone|somebody|anyone|anybody) (?:i can |i could |to )?(?:just )?(?:talk|speak) to\b|\b(?:someone|somebody|anyone|anybody) (?:(?:wholl|who will|who would|who can|who could|to|can|could) )?(?:just )?listen\b|\b(?:i|just|really|only) (?:need|want|needs|wants) (?:to )?(?:talk|speak)(?: (?:to|with) (?:someone|somebody|anyone|anybody))?\s*(?:[.,;!?]|$)|\b(?:who|where) (?:can|could|do|should|would) (?:i|you|u|people) (?:talk|speak|turn) to\b|\b(?:dont|do not|didnt) know (?:who|where) (?:else )?(?:i can |i could |to )?(?:talk|speak|turn) to\b|\b(?:have|got|theres|there is|with) (?:nobody|no ?one) (?:else )?(?:i can |to )?(?:talk|speak|turn) to\b|\b(?:nobody|no ?one|noone) (?:is |s )?(?:\w+ ){0,2}(?:awake|around|up|here|about|home|in) (?:\w+ )?to (?:talk|speak) to\b|\b(?:dont|do not|no idea) (?:know )?(?:what to say|how to help|how to support|how to reach|what to do for) (?:to )?(?:her|him|them|my \w+)?/;
/**
 * Worn out past coping ("caring for mum has broken me", "so exhausted i sat in the car and
 * screamed"): distress only with a wish to talk to someone, as tiredness alone is often the body's.
 */
const WORN_OUT =
  /\b(?:(?:has|have|is|its|it has|this has|that has) (?:completely |totally |utterly |just |really )?(?:broken|destroyed|finished) (?:me|us)\b(?! (?:a |an |the |my )?\w+)|(?:burnt|burned|worn|ground) (?:me|us) (?:out|down)\b|(?:i|im|i am|i feel|feel|feeling) (?:so |completely |totally |utterly |just )?(?:broken|burnt out|burned out|running on empty)\b(?! (?:my|his|her|a|an|the|bones?|legs?|arms?|hips?|wrists?|ankles?)\b)|(?:emotionally|mentally) (?:exhausted|drained|worn out|spent)|(?:screamed|screaming|sobbed|sobbing|cried|crying|broke down|broken down) (?:\w+ ){0,2}(?:in (?:the|my) car|into (?:a|my|the) pillow|in (?:the|a) (?:toilet|toilets|loo|bathroom|car park|shower)))/;
const TALK_ABOUT_SOMETHING =
  /\b(?:talk|speak)(?: (?:to|with))?(?: (?:someone|somebody|anyone|anybody|a person|a human|you|the team|a nurse|a doctor))? (?:about|regarding|re|whether|if|on|for)\b/;
/** A wish to talk about a booking, a bill or a letter: the office's, not a crisis line's. */
const ABOUT_ADMIN =
  /\b(?:talk|speak) to (?:someone|somebody|anyone|anybody|a person|a human)(?: (?:there|in the office|at the clinic))? (?:about|re|regarding) (?:\w+ ){0,2}(?:appointment|complain\w*|booking|bill|invoice|fees?|payment|insurance|referral|letter|records?|data|complaint|cancell?ation|dates?|time)\b/;

/**
 * …or a plan denied, which says the thoughts are there ("no plan to do anything, but i'm so low",
 * "i wouldn't do anything daft").
 */
export const PLAN_DENIED =
  /(?:\b(?:not|no|never|wont|will not|am not|im not|ahm no|ah'm no) (?:going to|gonna|gonnae|about to|planning to) (?:hurt|harm|kill|do anything to) (?:my ?self|masel|mysel|himself|herself)\b|\b(?:no|not any|havent got a|havent got any|dont have a|dont have any) plans? (?:to|of) do(?:ing)? anything|\b(?:no|not got a|havent got a|dont have a) plans? (?:or anything|or owt|as such)|\b(?:not|never|im not|i am not) (?:going to|gonna|planning to|planning on|about to) do(?:ing)? anything|\b(?:wouldnt|would not|would never|wont|will not|will never) do anything (?:stupid|silly|daft|drastic|rash))\b(?! (?:stupid |silly |daft |drastic |rash )?(?:like|such as|about|with|to (?:my|the|his|her|it)|until|till|before|after|for|yet)\b)/;

/** Someone in distress who says they are safe ("she says she's safe, but I'm worried"). */
const SAYS_SAFE =
  /\b(?:says|said|swears|swore|promised|promises|tells me|told me|insists) (?:that )?(?:shes|hes|theyre|she is|he is|they are|im|i am|i was|she was|he was) (?:safe|not going to do anything)\b|\b(?:im|i am|i feel) (?:physically )?safe\b(?! (?:to|with|for|at|in|driving|drive)\b)/;

/** Despair beyond a low day ("feel hopeless"), with suffering that goes on ("crying every night"). */
const DEEP_DESPAIR =
  /\b(?:hopeless|worthless|despair\w*|cant go on|no way out(?! of (?:having |getting |doing |paying for |an? |the |my |his |her )?(?:op|ops|operation|surgery|appointment|replacement|physio|it)\b)|empty inside|(?:feel|feels|feeling) (?:so |really |just |completely )?empty|(?:a|such a|total|complete|useless|big) failure)\b/;
const SUFFERING_NOW =
  /\b(?:cry\w*|panic\w*|flashbacks?|nightmares|keep (?:seeing|reliving|hearing) it|(?:cant|not) (?:sleep|sleeping|eat|eating|cope|coping)|falling apart|breaking down|all the time|every (?:day|night|single day)|constantly)\b/;
/** Two different words of distress ("at breaking point and I feel completely alone"). */
function distressSaidTwice(text: string): boolean {
  const said = new Set(
    [...text.matchAll(new RegExp(DISTRESS.source, "g"))].map((m) => m[0].split(" ").pop()),
  );
  return said.size >= 2;
}
/** Said to be coping, with people around ("im coping ok and my family are around"). */
const COPING =
  /\b(?:(?:im|i am|were|we are|shes|hes|she is|he is) )?coping (?:ok|okay|fine|well|alright|all right)\b|\b(?:family|friends|husband|wife|partner|kids|children) (?:are|is|have been|has been) (?:\w+ )?(?:around|here|with me|supportive|supporting me|a great support|helping)\b|\b(?:lots of|plenty of|good|great) support\b/;
/** Distress with a wish to talk to someone (not about admin), with a plan denied, or despair with suffering. */
function distressToTalkAbout(message: string): boolean {
  const text = plainText(message);
  const coping = COPING.test(text);
  const wantsToTalk = WANTS_TO_TALK.test(text) && !ABOUT_ADMIN.test(text);
  // (worn out and wanting to talk about something is a question: "so exhausted after the op, can
  // i speak to someone about whether that's normal")
  if (wantsToTalk && WORN_OUT.test(text) && !TALK_ABOUT_SOMETHING.test(text)) return true;
  return DISTRESS.test(text) &&
    (wantsToTalk || PLAN_DENIED.test(text) ||
      SAYS_SAFE.test(text) || (distressSaidTwice(text) && !coping) ||
      // ("I keep panicking and cant sleep, i feel like i'm falling apart")
      (new Set([...text.matchAll(new RegExp(SUFFERING_NOW.source, "g"))].map((m) => m[0]))
            .size >= 2 && !coping) ||
      (DEEP_DESPAIR.test(text) && SUFFERING_NOW.test(text) && !coping));
}

function clauses(text: string): string[] {
  return text.split(/\bbut\b|[.,;!?\n]/).map((part) => part.trim()).filter(Boolean);
}

/**
 * An attempt made on one's life, or a serious wound done to oneself ("tried to hang himself",
 * "cut himself badly with a knife in a suicide attempt", "slashed her wrists"): 999 before the
 * Samaritans (an overdose is the overdose rule's).
 */
const ATTEMPT_MADE =
  /\b(?:tried|trying|attempted|has tried|had tried) to (?:kill|hang|drown|gas|poison|suffocate|strangle|shoot|stab|top|off) (?:my|him|her|them)sel(?:f|ves)\b|\b(?:tried|trying|attempted) to (?:end|take) (?:my|his|her|their) (?:own )?life\b|\bsuicide attempt\b|\battempted suicide\b|\b(?:an? )?attempt (?:on|at) (?:his|her|my|their) (?:own )?life\b|\b(?:hanged|hung|strangled|stabbed|shot|gassed) (?:my|him|her|them)sel(?:f|ves)\b|\b(?:slash\w*|slit\w*) (?:my|his|her|their) (?:own )?(?:wrists?|throat|neck)\b|\b(?:cut|slashed|stabbed|sliced) (?:(?:my|him|her|them)sel(?:f|ves)|(?:my|his|her|their) (?:own )?(?:wrists?|arms?|throat|neck|legs?|thighs?))\b[^.?!]{0,40}\b(?:badly|deep|deeply|really bad|so bad|very bad|a lot|blood everywhere|lots of blood|loads of blood|wont stop|gaping|wide open)\b|\bjumped (?:off|from|in front of) (?:a |the )?(?:bridge|building|roof|cliff|train|car park|balcony|window)\b/;
const ATTEMPT_FLAG: RedFlag = {
  rule: "suicide-attempt",
  service: "999",
  concern: "A suicide attempt, or a serious injury done to oneself",
};
/** …told as now: not dated in the past in its own clause, or in the message without a word of now. */
function attemptNow(text: string): boolean {
  return clauses(text).some((part) =>
    ATTEMPT_MADE.test(part) && !DENIED_BEFORE.test(part.slice(0, ATTEMPT_MADE.exec(part)!.index)) &&
    !PAST_SELF_HARM.test(part) && !pastIn(part) &&
    !((PAST_SELF_HARM.test(text) || pastIn(text)) &&
      !/\b(?:just|just now|tonight|today|this (?:morning|afternoon|evening)|right now|minutes? ago|an hour ago|again)\b/
        .test(part))
  );
}

/** Distress with no word of suicide: the Samaritans, to talk to someone. */
export const DISTRESS_FLAG: RedFlag = {
  rule: "distress",
  service: "samaritans",
  concern: "Feeling unable to cope, and needing someone to talk to",
};

/** The red flags of a message, at their level. */
export function triage(message: string): Triage {
  const result: Triage = { emergencies: [], lookalikes: [] };
  const selfHarm = selfHarmNow(message);
  if (selfHarm === "now" && attemptNow(plainText(message))) result.emergencies.push(ATTEMPT_FLAG);
  if (selfHarm) {
    (selfHarm === "now" ? result.emergencies : result.lookalikes).push({
      rule: "self-harm",
      service: "samaritans",
      concern: "Thoughts of suicide or self-harm",
    });
  }
  // (distress with no word of suicide, and a wish to talk to someone: the Samaritans' too — "i feel
  // empty and hopeless. i just want to hear a voice")
  // (or with thoughts of harm denied: "I don't want to hurt myself but I don't know who to talk to")
  if (selfHarm !== "now" && distressToTalkAbout(message)) result.emergencies.push(DISTRESS_FLAG);
  const whole = readConcepts(message);
  const parts = clauses(whole.text).map((clause) => readConcepts(clause));
  const isPersonal = describesSomeone(whole.text);
  for (const rule of RULES) {
    if (!rule.matches(whole)) continue;
    // read the rule in the clauses that show it (the whole message if none does alone)
    const where = parts.filter((part) => rule.matches(part));
    const readings = where.length ? where : [whole];
    // a sign that is the self-harm itself ("burning my leg with a lighter"): the crisis reply's
    // (heavy bleeding and the like stay: their service is above NHS 111)
    const selfInflicted = selfHarm === "now" && rule.service === "111" &&
      readings.every((c) => isSelfHarm(c.text));
    const downgraded = (c: Concepts) =>
      DOWNGRADES[rule.service as Exclude<Service, "samaritans">].some((downgrade) =>
        downgrade(c, isPersonal || describesSomeone(c.text), rule.id, whole.text)
      );
    const past = readings.filter((c) => pastIn(c.text) && !STILL_NOW.test(c.text));
    // (a sign dated in the past in one clause is the same past in another that only names it in
    // the past tense: "…was confused for a few days after her operation last year, the nurses said
    // it was delirium")
    const lookalike = selfInflicted ||
      readings.every((c) =>
        downgraded(c) || (rule.service !== "999" && saidInGeneral(c, rule)) ||
        (past.length > 0 && !past.includes(c) && PAST_TENSE_ONLY(c.text) &&
          !STILL_NOW.test(c.text))
      );
    const flag = { rule: rule.id, service: rule.service, concern: rule.concern };
    (lookalike ? result.lookalikes : result.emergencies).push(flag);
  }
  if (result.emergencies.length === 0 && result.lookalikes.length === 0) {
    const soft = SOFT_SIGNS.find((sign) => sign.matches(whole));
    const rule = soft && RULES.find((r) => r.id === soft.rule)!;
    if (rule) {
      const flag = { rule: rule.id, service: rule.service, concern: rule.concern };
      SOFT_LOOKALIKES.add(flag);
      result.lookalikes.push(flag);
    }
  }
  return result;
}

/** Shorthand for tests and the model's history filter: the definite red flags. */
export function findRedFlags(message: string): RedFlag[] {
  return triage(message).emergencies;
}
