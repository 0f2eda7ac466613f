/**
 * Questions the assistant declines, each with its own signpost: another part of the body or
 * another specialty (the surgeon treats knees and hips), medicine doses and interactions (a
 * pharmacist or GP), and anything that is not about health or the practice.
 */
import { plainText } from "./concepts.ts";
import { OPERATION_TO_COME } from "./red-flags.ts";

export type OutOfScope = "body-part" | "medicine" | "not-health";

const KNEE_OR_HIP =
  /\b(?:knees?|kneecaps?|patella\w*|hips?|acl|pcl|mcl|lcl|mpfl|menisc\w*|cartilage|cruciate|arthroscop\w*|keyhole|(?<!\b(?:shoulder|elbow|wrist|ankle|finger|thumb|toe|disc|valve|hormone|lens|hair|tooth|teeth|window|screen|battery|part)s? )replacement|osteotomy|tkr|thr|pkr|uk?r|hto|dfo|resurfacing|gluteal|bursitis|groin|thigh)\b/;

const OTHER_PART =
  /\b(?:shoulders?|rotator cuff|elbows?|wrists?|hands?|fingers?|thumbs?|carpal tunnel|necks?|spines?|scoliosis|spinal (?:stenosis|surgery|fusion|disc)|slipped disc|discs?|sciatica|(?:my|his|her|lower|upper|bad|sore) back|back (?:pain|ache|surgery|op|operation|problems?)|backache|backs|ankles?|achilles|big toe|toenails?|ingrown|bunions?|plantar fasciitis|flat feet|flat footed|fallen arches|tip ?toe\w*|toe[- ]walk\w*|verrucas?|heel pain|foot pain|sore feet|(?:pain|ache|aching|sore|soreness|hurts?|hurting) (?:\w+ ){0,2}(?:in|on|under) (?:my|his|her|their|the) heels?|heels? (?:is |are )?(?:pain|hurts?|hurting|sore|aches?|aching)|teeth|tooth|dentist|dental|eyes?|cataracts?|glaucoma|ears?|hearing(?! aids?\b)|(?:needs?|getting|get|fitting|fitted|test for|new) (?:a |an |new )?hearing aids?|tinnitus|rash|eczema|psoriasis|acne|moles?|warts?|heart (?:condition|disease|problems?|surgery|bypass|failure)|cardiac|cardiolog\w*|pregnan\w*|migraines?|headaches?|stomach|tummy|bowel cancer|kidneys?|asthma|covid|flu|cancer|tumou?r|thyroid|depression|anxiety|sinus\w*|throat|tonsils?|hernia|varicose|gall ?bladders?|gallstones?|appendix|hysterectomy|womb|prostate|breasts?|cataract|liver|nose|nostrils?|jaw|collarbones?|collar bones?|ribs?|piles|haemorrhoids?|hemorrhoids?|forehead|skull|concussion|concussed|(?:bumped|bumps|banged|bangs|hit|hits|knocked|knocks|bashed|cracked|smacked|whacked) (?:his |her |my |their |your |the back of (?:his |her |my |their )?)?head|head (?:injury|injuries|bump|knock|wound)|(?:knock|bump|bang|blow|hit|whack|smack) (?:to|on) (?:the|his|her|my|their) head)\b/;

const DRUG =
  /\b(?:ibuprofen|nurofen|paracetamol|calpol|codeine|co ?codamol|cocodamol|solpadeine|tramadol|naproxen|aspirin|diclofenac|voltarol|celecoxib|etoricoxib|meloxicam|morphine|oramorph|oxycodone|oxycontin|zomorph|gabapentin|pregabalin|amitriptyline|nortriptyline|duloxetine|warfarin|apixaban|eliquis|rivaroxaban|xarelto|edoxaban|dabigatran|clexane|enoxaparin|dalteparin|fragmin|heparin|amoxicillin|flucloxacillin|penicillin|antibiotics?|omeprazole|lansoprazole|metformin|insulin|statins?|prednisolone|sertraline|citalopram|fluoxetine|diazepam|zopiclone|antidepressants?|viagra|painkillers?|pain ?killers?|tablets?|pills?|medication|medicines?|meds|methotrexate|hydroxychloroquine|sulfasalazine|sulphasalazine|leflunomide|humira|enbrel|clopidogrel|ticagrelor|prasugrel|allopurinol|colchicine|digoxin|lithium|tamoxifen|letrozole|anastrozole|mirtazapine|venlafaxine|quinine|melatonin|nytol|sominex|kalms|night nurse|lemsip|beechams|sudafed|antihistamines?|cetirizine|loratadine|piriton|benadryl|zolpidem)\b|\b[a-z]{3,}(?:mab|olol|statin|sartan|dipine|parin|xaban|gatran|gliflozin|gliptin|prazole|cillin|mycin|cycline|floxacin|azepam|oxetine|triptan|dronate|lukast|formin|glinide|tidine|zolam)s?\b|\b[a-z]{3,}pril\b/;

const SUPPLEMENT =
  /\b(?:glucosamine|chondroitin|turmeric|curcumin|cod liver oil|fish oils?|omega 3|collagen (?:supplements?|powder|drinks?)|msm|green lipped mussel|rosehip|cbd(?: oil)?|supplements?|multivitamins?|vitamin (?:[a-e]|d3|b12))\b/;
/** A medicine by its name, not "tablets" or "painkillers". */
const NAMED_DRUG = new RegExp(
  DRUG.source.replace(
    "|painkillers?|pain ?killers?|tablets?|pills?|medication|medicines?|meds|",
    "|",
  ),
);

/**
 * Hormones taken every day: a question of their dose or of mixing them is the pharmacist's, but
 * whether to stop them before an operation the site answers (tell the pre-operative team).
 */
const HORMONES =
  /\b(?:hrt|hormone replacement(?: therapy)?|(?:the )?(?:contraceptive|combined|mini) pill|the pill|thyroxine|levothyroxine|testosterone|oestrogen|estrogen)\b/;

const DOSE_OR_MIX =
  /\b(?:clash|clashes|clashing|conflict|conflicts|react with|cancel (?:each other|it) out|(?:double|doubling|doubled|triple|tripling|increase|increasing|up|upping|raise|raising|halve|halving) (?:it|them|the dose|my dose|his dose|her dose|the amount|up)|take (?:more|extra|an extra|another|double)|(?:one|two|three|four|once|twice) (?:times )?a day|dose|doses|dosage|dosing|mg|milligrams?|mcg|how (?:much|many)|how often can i take|max(?:imum)?|a day is safe|safe to take|ok to take|okay to take|can (?:i|he|she|you) take|should (?:i|he|she) take|interact\w*|together|mix\w*|combine|with alcohol|drink alcohol|alcohol with|(?:wines?|beers?|lagers?|booze|pints?|a drink|drinks|alcohol|gin|vodka|whisk(?:e)?y|ciders?|prosecco) (?:\w+ ){0,2}(?:with|on|while on|whilst on|and) (?:my |his |her |the |their )?|on top of|as well as|crush\w*|cut (?:them|it|the \w+) in half|dissolve\w*|(?:how long|when) (?:after|before) (?:taking|i take|you take|he takes|she takes|having)|(?:before|after|with|without) (?:eating|food|meals?|breakfast|a meal)|on an empty stomach)\b/;

/** What a medicine does to someone ("do statins cause muscle aches", "side effects of…"). */
const MEDICINE_EFFECTS =
  /\b(?:side ?effects?|cause|causes|causing|caused|(?:give|gave|given) (?:you|me|him|her|them|people)|make (?:you|me|him|her|people)|linked to|(?:bad|harmful|dangerous) for (?:your|my|the|his|her|their) (?:joints?|muscles?|bones?|liver|kidneys?|stomach|heart))\b/;

/** Alcohol with a medicine ("a glass of wine while I'm on…", "a few pints on the injections"). */
const WITH_A_DRINK =
  /\b(?:wine|beer|lager|booze|pints?|a drink|drinks|drinking|alcohol|gin|vodka|whisky|cider|prosecco|drink)\b[^.?!]{0,40}\b(?:with|on|while|whilst|and|during)\b/;

const NOT_HEALTH =
  /\b(?:weather|(?:\d+ )?(?:pounds?|quid|dollars?|euros?|gbp|usd|eur)\b (?:\w+ )?(?:in|into|to) (?:euros?|dollars?|pounds?|sterling|yen|usd|eur|gbp)|exchange rates?|forecast|(?:going to|gonna|will it|is it|supposed to|meant to) (?:rain|snow|be sunny|be dry|be wet)|raining|snowing|(?:park|parking) (?:\w+ ){0,3}(?:town|city) (?:centre|center)|(?:park|parking) (?:\w+ ){0,3}(?:train|railway|bus|coach) station|recipes?|cook|lasagne|poem|poetry|song|lyrics|jokes?|funny story|capital of|bitcoin|crypto|stocks?|shares|lottery|homework|maths|math|essay|crosswords?|sudoku|wordle|puzzles?|quiz|anagrams?|translate|translation|films?|movies?|tv|television|netflix|(?:the|watch\w*|tv|match|game) (?:football|rugby|cricket|tennis|match|game)|(?:football|rugby|cricket|tennis) (?:match|game|scores?|results?|tonight|on tv|start\w*|kick ?off|last night)|who won|premier league|world cup|president|prime minister|election|horoscope|holiday deals?|flights? to|restaurants?|pizza|pubs?|cafes?|cafés?|coffee shops?|takeaways?|(?:good|nice|decent|best) (?:places?|spots?) (?:for|to) (?:lunch|dinner|breakfast|eat|a drink|a meal)|write (?:me )?(?:a|an|some)(?! (?:\w+ ){0,2}(?:review|story|testimonial|feedback|complaint|letter|referral|note|sick note|fit note|prescription|report))|(?:write|writing|some|computer|source|python|java|html) code|coding|programming|javascript|python|parking (?:fine|ticket|charge)s?|\bmot\b|car (?:repair|service|servicing)|brakes|tyres?|online banking|bank (?:account|password|app|card)|banking (?:password|app|login)|speeding (?:fine|ticket)s?|council tax|mortgage|car insurance|home insurance|pet insurance|energy bills?|broadband|tax return|curry (?:house|houses|place|places)|(?:grow|growing|plant|planting|prune|pruning|sow|sowing|repot\w*) (?:\w+ ){0,2}(?:tomatoes|potatoes|vegetables|veg|roses|seeds|bulbs|herbs|plants|lawn|hedge|tree|trees|greenhouse)|takeaways?|ringtones?|wallpaper|screensaver|(?:lasting )?power of attorney|probate|(?:make|making|write|writing|update|updating) (?:a|my|his|her|their) will\b|council tax|state pension|(?:make|making|get|turn) (?:the )?(?:writing|text|font|letters|words|print|icons|screen) (?:\w+ )?(?:bigger|larger|smaller|darker|brighter) (?:on|in) (?:my|the|his|her|our) (?:phone|mobile|iphone|android|laptop|computer|tablet|ipad|kindle|tv|telly|screen)|(?:phone|mobile|iphone|android|laptop|computer|tablet|ipad|kindle)\b[^.?!]{0,60}\b(?:writing|text|font|letters|print) (?:\w+ )?(?:bigger|larger|smaller)|(?:phone|mobile|iphone|android|laptop|computer|tablet|ipad|printer|router|tv|email|whatsapp|facebook) (?:settings|password|screen|battery|update|charger|contacts)|wi-?fi (?:password|code|not working)|(?:recommend|find|know of|suggest) (?:me )?(?:a |an |any )?(?:\w+ ){0,2}(?:plumber|electrician|builder|mechanic|garage|tradesman|roofer|curry|indian|chinese|pub|cafe|hotel|b ?& ?b|taxi|cab|hairdresser|barber|vet|kennels?|nursery|school|groomers?|dog walker|cattery|dentist|optician|solicitor|accountant|estate agent|removal (?:firm|company))|greenhouse|tomato (?:plants?|seedlings?)|petrol stations?|cash ?machines?|cashpoints?|(?:parking|car park)\b(?=[^.?!]*\b(?:cost|costs|how much|price|charges?|pay|per hour|an hour|free|spaces?)\b)|(?:nearest|closest|nearby|local|any) (?:\w+ ){0,2}(?:garages?|atms?|hotels?|b ?& ?bs?|guest ?houses?|pubs?|supermarkets?|shops?|cafes?|coffee shops?|restaurants?|train stations?|railway stations?|bus stops?|bus stations?)|post offices?|(?:library|libraries|tesco|sainsburys?|asda|aldi|lidl|morrisons|waitrose|co-?op|supermarkets?|shops?|banks?|the tip|recycling centre|garden centre|cinema|museum|council offices?)\b[^.?!]{0,30}\b(?:open|opens|opening|close|closes|closing|shut|shuts|hours))\b/;

/**
 * Whether to carry on with a medicine or stop it ("do I carry on with my ramipril the morning of
 * the op"): the pre-op nurse's or the GP's question, unless it asks how long a course lasts.
 */
const KEEP_OR_STOP =
  /\b(?:carry on|carrying on|keep (?:on )?(?:taking|having|using)|continue|continuing|come off|coming off|stop taking|(?:do|does|will|would) (?:i|he|she|we|they) (?:need to |have to )?(?:stop|keep|pause))\b/;

/** …or the one named before, pointed at ("does he have to stop it before the op?"). */
const STOP_IT =
  /\b(?:stop|stopping|pause|come off|coming off|carry on with|keep taking|keep on|continue|continuing) (?:it|them|that|those|taking (?:it|them))\b/;

/** The blood thinner given after an operation, by what patients call it. */
const BLOOD_THINNER =
  /\b(?:blood[ -]?thinn\w*|anti ?coagulants?|clot (?:injections?|jabs?|prevention injections?)|tummy (?:injections?|jabs?))\b/;
/** Stopping a medicine, asked as whether one may. */
const STOP_NOW =
  /\b(?:can|could|should|may|is it ok (?:to|if)|safe to) (?:i|he|she|you|we|they|my \w+)? ?(?:just |simply |safely )?(?:stop|skip|miss|quit|come off|leave off|give up)\b/;

/** A medicine asked for, or run out of. */
const PRESCRIPTION =
  /\b(?:(?:can|could|will|would) (?:you|he|mr ashcombe|the surgeon) (?:\w+ )?prescribe|prescribe (?:me|him|her|us|them)|(?:need|want|get|send|do) (?:me )?(?:a |another |more |my )?(?:repeat )?prescription|(?:run|ran|running) out of|top up)\b/;

/** Giving a treatment time ("how long should you give the exercises and tablets?"), not a dose. */
const GIVE_TIME =
  /\bhow long (?:should|do|would|must|to|can) (?:i|you|we|one|people|they|he|she)? ?give\b|\bgive (?:it|them|(?:\w+ ){1,4})(?:time|a chance|a go|a try|long enough)\b/;

/** The blood thinner injected into the tummy after an operation: not a question about the tummy. */
const BLOOD_THINNER_INJECTION =
  /\b(?:injections?|jabs?|needles?) (?:in|into) (?:the |my |her |his |their )?(?:tummy|stomach|belly)\b|\b(?:tummy|stomach|belly) (?:injections?|jabs?)\b/;

/**
 * An appointment with the practice to be moved or cancelled, for whatever reason ("she needs to
 * change the date because of her cataract op. Who does she phone?"): the practice's question.
 */
const MOVING_AN_APPOINTMENT =
  /\b(?:change|changing|move|moving|rearrange|rearranging|reschedule|rescheduling|cancel|cancelling|canceling|postpone|postponing|put off|push back) (?:\w+ ){0,3}(?:appointment|appt|date|booking|clinic)s?\b/;
const THE_PRACTICE =
  /\b(?:mr ashcombe|ashcombe|the practice|his secretary|his clinic|arden valley|sowe valley|phone|call|ring|contact|who)\b/;

/**
 * Another part's problem asked of an operation to come, which the pre-op advice covers ("i have a
 * bad tooth, does that matter before my operation?": tooth problems must be treated first).
 */
const MAY_AFFECT_AN_OPERATION =
  /\b(?:before|affect\w*|delay\w*|postpone\w*|cancel\w*|stop|matter (?:for|before|to)|go ahead with|put off|problem for|problem before|ok for|okay for) (?:\w+ ){0,2}(?:my|the|his|her|their|your) (?:\w+ ){0,2}(?:op|operation|surgery|replacement|procedure)\b/;
/**
 * …or told with the operation's date and asked whether it matters ("i've got a bad tooth and my
 * op is in 3 weeks, does it matter"), unless the operation is on another part.
 */
const DOES_IT_MATTER =
  /\b(?:does|will|would|could|can|is) (?:it|that|this) (?:\w+ )?(?:matter|affect|delay|stop|be a problem|cause (?:a )?problems?)\b|\b(?:a problem|an issue)\b/;
function mayAffectAnOperation(text: string): boolean {
  if (MAY_AFFECT_AN_OPERATION.test(text)) return true;
  const coming = OPERATION_TO_COME.exec(text);
  return !!coming && !OTHER_PART.test(coming[1] ?? coming[2] ?? "") && DOES_IT_MATTER.test(text);
}

/**
 * When to take pain relief in recovery, which the site's rehabilitation advice answers ("take
 * pain relief regularly at first so that you can keep moving"): not a dose or a mix.
 */
const PAIN_RELIEF_ROUTINE =
  /\b(?:painkillers?|pain ?killers?|pain relief|pain meds|pain medication|pain tablets)\b[^.?!]{0,40}\b(?:regularly|regular|only when|when (?:it|i|the pain) (?:hurts?|needs? (?:it|them)|is bad)|as (?:and when )?needed|before (?:my |the )?(?:physio\w*|exercises?)|round the clock|keep (?:on )?taking)\b/;

const painReliefRoutine = (text: string) =>
  PAIN_RELIEF_ROUTINE.test(text) && !/\d/.test(text) &&
  (text.match(new RegExp(DRUG.source, "g")) ?? []).length <= 1 &&
  !/\b(?:together|mix\w*|combine\w*|with (?:my|the|his|her|alcohol|a drink)|dose\w*|how (?:much|many)|extra|double|more than|stop\w*|come off|alcohol|wine|beer|pints?)\b/
    .test(text);

/** A hand that is not the subject: "which hand do I hold the stick in", "the hand rail". */
const HAND_NOT_THE_SUBJECT =
  /\b(?:on the other hand|before ?hand|(?:which|what|the other|the opposite|the same|your free|my free) hand|(?:hold|holding|carry|carrying|use|using) (?:\w+ ){0,4}in (?:my|your|the|his|her|their|one|each) (?:\w+ )?hands?|hand ?rails?|second[- ]hand|hands[- ]on|hand(?:s|ed)? (?:it |them )?(?:in|over|out)|(?:right|left)[- ]handed)\b/g;

/**
 * Why the message is out of scope, or undefined when it may be answered. `conversation` is what
 * the person said before: "how long before I can get back to the tennis?" after a question about
 * a knee replacement asks about sport after the operation, not about a tennis match.
 */
/** Whether to stop or keep medicines before an operation: the site's own advice (pre-op care). */
const stopBeforeAnOperation = (text: string) =>
  // (one named medicine is the pre-op nurse's or the GP's call: "should I stop my warfarin before
  // my knee op?"; "her tablets" in general is the site's advice)
  !NAMED_DRUG.test(text) && !BLOOD_THINNER.test(text) &&
  !/\b(?:blood pressure|bp|heart|diabetes|diabetic|sugar|thyroid|water|sleeping|epilepsy|blood thinning|anti ?depressant|hrt) (?:tablets?|pills?|medicines?|medication|meds|injections?)\b/
    .test(text) &&
  /\b(?:stop|stopping|keep|keeping|carry on|continue|pause|come off)\b/.test(text) &&
  /\bbefore (?:the |her |his |my |your |their |an? )?(?:\w+ ){0,2}(?:op|operation|surgery|replacement|procedure|arthroscopy)\b/
    .test(text);
/** A place on the leg, in a question about an operation ("bruising down to the ankle after the op"). */
const LEG_AFTER_OPERATION = /\b(?:ankles?|foot|feet|toes?|heels?|shin|calf|calves)\b/;
const OPERATION_ON_THE_FOOT =
  /\b(?:ankles?|foot|feet|toes?|heels?|bunions?|achilles)\b (?:\w+ )?(?:op|operation|surgery|replacement|fusion|fix\w*)\b|\b(?:op|operation|surgery|replacement|fusion) on (?:my|his|her|their|the) (?:\w+ )?(?:ankles?|foot|feet|toes?|heels?|bunions?|achilles)\b/;
const ABOUT_AN_OPERATION =
  /\b(?:after|since|following|from) (?:the|my|his|her|their|an?) (?:\w+ )?(?:op|operation|surgery|replacement|procedure)\b|\b(?:bruis\w*|swelling)\b[^.?!]{0,30}\b(?:down|all the way)(?: (?:my|his|her|their|the) (?:leg|shin|calf|thigh))? (?:to|into|round) (?:my|his|her|their|the) (?:ankles?|foot|feet|shins?|calf|calves|toes)\b|\b(?:mov\w*|pump\w*|circl\w*|point\w*|bend\w*) (?:my |your |his |her |the )?(?:ankles?|feet|foot|toes) (?:up and down|round|around|in circles|back and forth)\b|\bankle (?:pumps?|circles)\b/;
/**
 * Another part treated while the knee or hip is ("can he sort out my bunions while I'm under for
 * the knee?", "could he look at my shoulder too?"): that part is not the practice's.
 */
const TREAT_ANOTHER_PART = new RegExp(
  String
    .raw`\b(?:sort(?:ing)? out|fix(?:ing)?|do(?:ing)?|treat(?:ing)?|look(?:ing)? at|operat(?:e|ing) on|remov(?:e|ing)|tak(?:e|ing) off|deal(?:ing)? with) (?:my|his|her|their|the) (?:\w+ )?(?:${"shoulders?|elbows?|wrists?|hands?|fingers?|thumbs?|necks?|back|ankles?|feet|foot|toes?|bunions?|toenails?|heels?|teeth|tooth|eyes?|cataracts?|ears?|hernia|varicose veins|piles|haemorrhoids?|moles?|warts?|verrucas?|gall ?bladder|gallstones?|nose|jaw"})\b(?:[^.?!]{0,40}\b(?:while|whilst|same time|at once|too|as well|also)\b)?`,
);

/** Whether a message names a knee or a hip, or an operation on one. */
export const namesKneeOrHip = (message: string): boolean => KNEE_OR_HIP.test(plainText(message));

export function outOfScope(message: string, conversation = ""): OutOfScope | undefined {
  const text = plainText(message);
  if (painReliefRoutine(text)) return undefined;
  if ((DRUG.test(text) || HORMONES.test(text)) && DOSE_OR_MIX.test(text)) return "medicine";
  // (drink with the blood thinner: "is it ok to drink wine while im on the blood thinning injections")
  if (BLOOD_THINNER.test(text) && WITH_A_DRINK.test(text)) return "medicine";
  // (a missed dose made up: "is it ok to double up my blood thinning injection if i missed…")
  if (
    BLOOD_THINNER.test(text) &&
    /\b(?:double (?:up|it|the dose)|doubling up|make up (?:for )?(?:the|a|my|his|her) missed|take two|have two)\b/
      .test(text)
  ) return "medicine";
  const drugs = text.match(new RegExp(DRUG.source, "g")) ?? [];
  if (new Set(drugs).size >= 2) return "medicine";
  if (
    /\b(?:can|could|should|may|is it ok (?:to|if)|safe to) (?:i|he|she|you|we|they|my \w+)? ?(?:just |simply |safely |still )?(?:take|have|use|give|mix|start|stop)\b(?! (?:\w+ ){0,3}(?:operation|op|surgery|replacement|procedure|arthroscopy|anaesthetic|physio\w*|scan|appointment)s?\b)/
      .test(text) && drugs.length > 0 && !GIVE_TIME.test(text) && !stopBeforeAnOperation(text)
  ) return "medicine";
  if (
    drugs.length > 0 && (KEEP_OR_STOP.test(text) || STOP_IT.test(text)) &&
    !/\bhow long\b/.test(text) && !stopBeforeAnOperation(text)
  ) return "medicine";
  // whether to stop the blood thinner early ("10 more injections left… can I just stop them now?"):
  // not how long it is given for, nor whether to stop one before an operation, which the site says
  if (
    BLOOD_THINNER.test(text) && STOP_NOW.test(text) &&
    !/\b(?:when|how long|how soon|before)\b/.test(text)
  ) return "medicine";
  // a prescription asked for ("can you prescribe me some more codeine, I've run out"): the GP's
  // or the pharmacist's
  if (drugs.length > 0 && PRESCRIPTION.test(text)) return "medicine";
  // ("dad's on warfarin… → does he have to stop it before?")
  const before = plainText(conversation);
  if (
    drugs.length === 0 && DRUG.test(before) && STOP_IT.test(text) && !/\bhow long\b/.test(text)
  ) return "medicine";
  if (/\b(?:what|which) (?:dose|dosage)\b|\bdose of\b|\b\d+ ?mg\b/.test(text)) return "medicine";
  // which medicine is best for something ("which antibiotic is best for a chest infection?")
  if (
    /\b(?:which|what|best) (?:\w+ )?(?:antibiotics?|painkillers?|medicines?|medication|tablets?|pills?|drugs?|creams?|inhalers?|antihistamines?)\b[^.?!]{0,30}\b(?:best|better|good|strongest|work best|recommend\w*)\b/
      .test(text) && !KNEE_OR_HIP.test(text)
  ) return "medicine";
  // supplements, which the site says nothing of ("should I take glucosamine or turmeric?")
  if (SUPPLEMENT.test(text)) return "medicine";
  // a medicine's own side effects ("are statins' side effects as bad as people say?"), asked of
  // nothing the practice does: the pharmacist's or the GP's
  if (
    NAMED_DRUG.test(text) && MEDICINE_EFFECTS.test(text) && !KNEE_OR_HIP.test(text) &&
    !/\b(?:op|operation|surgery|anaesthetic|injection|injections|jab|jabs)\b/.test(text)
  ) return "medicine";
  if (TREAT_ANOTHER_PART.test(text) && KNEE_OR_HIP.test(text)) return "body-part";
  const aboutKneeOrHip = KNEE_OR_HIP.test(text) || mayAffectAnOperation(text) ||
    (ABOUT_AN_OPERATION.test(text) && !OPERATION_ON_THE_FOOT.test(text) &&
      !OTHER_PART.test(text.replace(new RegExp(LEG_AFTER_OPERATION.source, "g"), " ")));
  if (
    !aboutKneeOrHip && OTHER_PART.test(text.replace(HAND_NOT_THE_SUBJECT, "")) &&
    !BLOOD_THINNER_INJECTION.test(text) &&
    !(MOVING_AN_APPOINTMENT.test(text) && THE_PRACTICE.test(text))
  ) {
    return "body-part";
  }
  const kneeOrHipBefore = KNEE_OR_HIP.test(plainText(conversation));
  if (!aboutKneeOrHip && !kneeOrHipBefore && NOT_HEALTH.test(text)) return "not-health";
  return undefined;
}
