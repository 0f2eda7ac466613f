/**
 * Reads a patient's message as symptom concepts rather than as words in an order: "my calf is
 * hot and swollen", "swollen hot calf" and "hot swelling in the back of his leg" all hold the
 * concepts CALF, HOT and SWELL. Misspellings, slang and family members are folded onto the same
 * concepts, so rules stay short and generalise to phrasings nobody wrote down.
 *
 * Three passes over the lower-cased message:
 * 1. phrases that carry their own negation or need their words together ("can't breathe",
 *    "not responding", "out of place", "won't stop bleeding") become one concept;
 * 2. single words (and their common misspellings) become concepts;
 * 3. a denial ("no", "not", "without"…) cancels the concepts after it, up to "but" or a comma.
 */

/** Lower case, plain quotes and dashes, no apostrophes ("can't" → "cant", "mum's" → "mums"). */
/** Medicines by name, everyday and dangerous in overdose ("her evening statin", "my dihydrocodeine"). */
export const MEDICINE_NAMES = String
  .raw`dihydrocodeine|codeine|co ?codamol|cocodamol|co ?dydramol|tramadol|morphine|oramorph|zomorph|oxycodone|oxycontin|oxynorm|fentanyl|pregabalin|gabapentin|diazepam|lorazepam|temazepam|quetiapine|olanzapine|venlafaxine|duloxetine|naproxen|ibuprofen|aspirin|warfarin|apixaban|rivaroxaban|insulin|statins?|metformin|gliclazide|levothyroxine|thyroxine|amlodipine|ramipril|lisinopril|losartan|candesartan|bisoprolol|atenolol|propranolol|furosemide|frusemide|bendroflumethiazide|indapamide|omeprazole|lansoprazole|simvastatin|atorvastatin|sertraline|citalopram|fluoxetine|mirtazapine|amitriptyline|nortriptyline|zopiclone|prednisolone|steroids?|digoxin|lithium|methotrexate|allopurinol|tamsulosin|donepezil|clopidogrel|water tablets?|heart tablets?|blood pressure tablets?|thyroid tablets?|sleeping tablets?`;

export function plainText(message: string): string {
  return message
    .toLowerCase()
    .replace(/[\u2018\u2019\u2032`´]/g, "'")
    .replace(/[\u2010-\u2015]/g, "-")
    .replace(/'/g, "")
    // an aside that denies nothing: "had his ACL done at 62 (don't ask) and he's been sweating"
    .replace(
      /\b(?:dont|do not) (?:ask|laugh|judge(?: me)?)\b(?! (?:for|about|me|him|her|them|us|if|whether|why|how|what|when|where|who|anyone|anybody|to)\b)/g,
      " ",
    )
    // "never mind" drops what was said before it, and denies nothing after it ("…kenilworth. actually
    // never mind my chest has gone really tight")
    .replace(/\bnever ?mind\b(?! (?:about|the)\b)(?: (?:that|this|it|all that))?/g, ". ")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9.,!?;:\n+%-]+/g, " ")
    .replace(/(?<![0-9])-|-(?![0-9])/g, " ")
    .replace(/[ \t]+/g, " ")
    // shorthand for time: "last yr", "3 wks ago", "2 mths"
    .replace(
      /\b(\d+|last|this|a|one|few|couple of|\d+ or \d+) (?:yrs|yr)\b/g,
      (_m, n: string) => `${n} ${/^(?:last|this|a|one)$/.test(n) ? "year" : "years"}`,
    )
    .replace(
      /\b(\d+|last|this|a|one|few|couple of) (?:wks|wk)\b/g,
      (_m, n: string) => `${n} ${/^(?:last|this|a|one)$/.test(n) ? "week" : "weeks"}`,
    )
    .replace(
      /\b(\d+|last|this|a|one|few|couple of) (?:mths|mth|mnths|mnth)\b/g,
      (_m, n: string) => `${n} ${/^(?:last|this|a|one)$/.test(n) ? "month" : "months"}`,
    )
    // text speak: "nail gun went thru finger"
    .replace(/\bthru\b/g, "through")
    // text speak: "struggling 2 breathe"
    .replace(
      /\b(struggling|struggle|hard|trying|try|unable|able|want|wanna|going|need|have|got) 2 (?=[a-z])/g,
      "$1 to ",
    )
    .trim();
}

/**
 * Figures of speech that borrow an emergency's words ("she'll have a fit about the parking",
 * "nearly had a heart attack at the price"), put plainly so neither the rules nor the model read
 * them as the sign. Only the figure's own shape is rewritten: "having a fit at work" stays.
 */
/** Worn out, as in "collapsed on the sofa, shattered". */
const WORN_OUT =
  "(?:shattered|knackered|exhausted|tired|worn out|done in|wiped out|cream crackered|after (?:physio|work|the gym|a long day|my walk|the walk|the exercises))";

/**
 * Despair said beside words of wanting to die ("wanna die lol nobody would even notice"): they are
 * then meant, however lightly put, and no idiom of preference, complaint or embarrassment explains
 * them away.
 */
const DESPAIR =
  /\b(?:(?:nobody|no ?one|no-one) (?:\w+ )?(?:cares?|would (?:even )?(?:notice|care|miss me)|will (?:even )?(?:notice|care|miss me)|loves me|wants me)|pointless|no point|hopeless|worthless|(?:a|such a) burden|better off without|(?:cant|can't|cannot) (?:go on|cope|take (?:it|this) any ?more|do this any ?more|carry on)|end it all|hate my life|sick of (?:life|living)|tired of (?:life|living)|done with (?:life|living|everything)|no reason to (?:live|go on|carry on))\b/i;
/** A habit that harms health, named ("smoking", "the fags", "my weight"). */
const HABIT =
  /\b(?:fags?|cigs?|cigarettes?|smok\w*|vap\w*|tobacco|drink(?:ing|er)?|booze|alcohol|wine|beer|pints|food|eating|takeaways?|junk food|sugar|chocolate|crisps|cakes?|biscuits?|weight|overweight|stress)\b/i;
/** A means of harm, or a medicine ("killing myself with them" of tablets is meant). */
const MEANS =
  /\b(?:pills?|tablets?|meds|medicines?|medication|painkillers?|paracetamol|co ?codamol|codeine|tramadol|morphine|oxycodone|insulin|overdos\w*|knife|knives|blade|razor\w*|rope|gun|poison\w*)\b/i;
/** An idiom's plain words, unless the message also says despair (above). */
const unlessDespair = (plain: string) => (match: string, ...rest: unknown[]) =>
  DESPAIR.test(String(rest.at(-1))) ? match : plain;

const IDIOMS: Array<[RegExp, string | ((match: string, ...rest: unknown[]) => string)]> = [
  // "wound myself up": worked up with worry, not a wound
  [
    /\bwound (myself|himself|herself|themselves|ourselves|yourself|me|him|her|them|us) up\b/gi,
    "worked $1 up",
  ],
  // "my anxiety is through the roof": very high, not a bone through the skin (pain through the
  // roof is severe pain, read before this)
  [
    /\b(anxiety|stress|worry|worries|nerves|panic|bills?|prices?|costs?) (?:is |are |was |were |has gone |have gone |gone |went )?(?:\w+ )?through the roof\b/gi,
    "$1 is very high",
  ],
  // "everything's falling apart": life breaking down (the distress words still read it), not a fall
  [
    /\b(everything|everythings|things|life|my life|his life|her life|it all|the world|my world|my marriage|my family|my head|my business|the business|work)(?: is| are|s)? (?:all )?(?:falling|fell|fallen|coming|came) apart\b/gi,
    "$1 is breaking down",
  ],
  // "cant stop thinking about the operation": nerves before it, not thoughts one cannot stop
  [
    /\b(?:cant|cannot|can not|couldnt) stop (?:thinking|worrying|fretting|obsessing|stressing) (?:about|over) (?:the|my|his|her|their|this|that|next weeks?|tomorrows?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?) (?:\w+ ){0,2}(?:op|operation|surgery|procedure|replacement|appointment|consultation|anaesthetic|results?|scan)\b/gi,
    "worried about the operation",
  ],
  // "cant breathe this meme is too funny": laughing, not breathlessness
  [
    /\b(?:cant|cannot|can not|couldnt) (?:even )?(?:breathe|breath)\b(?=[^.?!]{0,40}\b(?:funny|hilarious|laugh\w*|lol|lmao|haha\w*|meme|joke)\b)|\b(?:laugh\w*|lol|lmao|haha\w*|funny|hilarious)\b[^.?!]{0,30}\b(?:cant|cannot|can not|couldnt) (?:even )?(?:breathe|breath)\b|\b(?:gasp\w*|wheez\w*|breathless|out of breath|short of breath) (?:with|from) (?:laugh\w*|giggl\w*)\b/gi,
    "laughing a lot",
  ],
  // …and a thing that collapsed onto someone fell on them, the thing kept ("the wall collapsed on my
  // dad, hes trapped under it" is someone crushed, not someone who collapsed)
  [
    /\b(scrum|maul|ruck|tent|walls?|shel(?:f|ves)|chairs?|deckchair|stool|bed frame|ceiling|roof|stack|pile|ladder|trampoline|stage|table|fence|gazebo|shed|tower|bridge|scaffolding|stall|wardrobe|bookcase|tree) (?:\w+ )?(?:collaps\w*|caved in)(?= (?:right |down )?(?:on|onto|in on|over)\b)/gi,
    "$1 fell",
  ],
  // "my team totally collapsed in the second half": a side, a plan or a thing fell apart, not a
  // person (a lung that collapsed is the lung's own sign; a team mate or a business partner who
  // collapsed is a person)
  [
    /\b(?:team|side|squad|defence|defense|midfield|attack|lead|market|shares?|prices?|business|company|plans?|deal|talks|marriage|relationship|economy|government|tower|wall|roof|ceiling|bridge|tent|shelf|shelves|chair|cake|souffle|scaffolding|stack|pile|stall|gazebo|sandcastle|deckchair|sofa bed|bed frame|performance|form|season|league|campaign|argument|case|story) (?!(?:mate|mates|member|members|captain|coach|manager|doctor|physio|partner|partners|owner|boss|colleague|friend|player|players|keeper|goalkeeper|goalie|leader|worker|workers|man|woman|lad|lads|girl|girls|boy|boys|guy|guys|mum|dad|nurse)\b)(?:\w+ ){0,2}(?:collaps\w*|fell apart)\b(?! (?:right |down )?(?:on|onto|in on|over)\b)/gi,
    "went badly",
  ],
  // "nearly passed out it was so boring": close to a faint, not a faint (the faint's signs with it
  // are read as a faint feeling)
  [
    /\b(?:nearly|almost|practically|about to|close to) (?:passed out|pass out|fainted|faint|blacked out|black out|keeled over|keel over)\b/gi,
    "felt faint",
  ],
  // "my whole body is broken 😂" after a race: sore, not a fracture
  [
    /\b(?:my )?(?:whole |entire )?(?:body|legs|everything) (?:is|are|feels?|feel) (?:\w+ )?(?:broken|destroyed|wrecked|ruined|dead|in bits)\b/gi,
    "body is sore",
  ],
  // "this waiting list is killing me": a burden, not a threat to life
  [
    /\b(?:list|wait|waiting|queue|knee|hip|pain|job|work|boredom|heat|kids|this|it|that|stairs|physio|exercises)(?:s)? (?:is|are|was|were|its|it's) (?:\w+ )?killing me\b/gi,
    "is wearing me down",
  ],
  // "my knee is screaming at me after gardening": a part that is very sore, not a person screaming
  [
    /\b(knees?|hips?|legs?|back|body|joints?|muscles?|thighs?|calf|calves|feet|ankles?)(?:s)? (?:is|are|was|were|its|it's|been|has been|have been|keeps?) (?:\w+ )?screaming(?: at me)?\b/gi,
    "$1 is very sore",
  ],
  // "she's not moving her leg much since the op": a stiff part moved little, not a person who does
  // not move
  [
    /\b(?:not|isnt|is not|hasnt been|has not been|wont|doesnt|does not) (?:moving|move|using|use) (my|his|her|their|the) (knee|hip|leg|arm|foot|ankle|shoulder)s? (?:very )?(?:much|a lot|as much as (?:\w+ ){0,4})\b/gi,
    "$1 $2 is stiff",
  ],
  // a medicine that "wont make me drowsy" is a non-drowsy one, asked about, not someone drowsy
  [
    /\b(?:wont|will not|doesnt|does not|dont|do not|not|that wont|that doesnt) make (?:me|you|him|her|them|u|us) (?:drowsy|sleepy|dozy)\b/gi,
    "non sedating",
  ],
  // "hay fever" is an allergy, not a fever
  [/\bhay ?fever\b/gi, "pollen allergy"],
  // the keyhole operation's "stab wounds" ("the stab wounds from my arthroscopy have healed"): its
  // small cuts, not a stabbing
  [
    /\bstab (?:wounds?|incisions?|cuts?)\b(?= (?:from|after|of|for|on) (?:my|his|her|the|their) (?:\w+ )?(?:arthroscopy|op|operation|surgery|keyhole|scope|procedure|knee|hip)\b)/gi,
    "small cuts",
  ],
  // "nobody's been in touch": contacted, not touch the skin answers to
  [
    /\b(been|get|gets|getting|got|keep|keeps|kept|stay|stays|stayed|be|put (?:me|us|him|her|them)|heard|hear|was|were|is|are) in touch\b/gi,
    "$1 in contact",
  ],
  // "my knee just collapses under me": the knee giving way, not a person collapsing
  [
    /\b(knees?|legs?|hips?|ankles?) (?:\w+ ){0,2}(?:collapses|collapsed|collapsing|collapse|buckles|buckled|buckling|buckle)(?: (?:under|on|beneath) (?:me|him|her|them))?\b/gi,
    "$1 gives way",
  ],
  // "I want to kill my husband, he's eaten the peas": exasperation, not a plan
  [
    /\b(?:i (?:want to|wanna|could|will|am going to|m going to|m gonna|ll)|im (?:going to|gonna)|gonna) (?:actually |literally |honestly )?(?:kill|murder|strangle|throttle) (?:my (?:husband|wife|partner|son|daughter|kids?|children|mum|dad|brother|sister|dog|cat|neighbours?)|him|her|them)\b/gi,
    "am cross with them",
  ],
  // "took a bite of my sandwich": eating, not something taken
  [
    /\b(?:took|take|taking|had|have|having) (?:a |one )?(?:little |small |big )?bite (?:of|out of|from)\b/gi,
    "was eating",
  ],
  // "bent down to stroke the cat": a pat, not a stroke (but "having a stroke her arm wont move"
  // is a stroke: the noun, after "a")
  [
    /(?<!\b(?:a|an|the|another|mini|minor|small|big|massive|major|second|new|possible) )\bstrok(?:e|es|ed|ing) (?:the|my|his|her|our|their|a|next doors?|your) (?:cats?|dogs?|puppy|kitten|pet|horse|pony|rabbit|hair|head|face|back|beard|arm|hand)\b/gi,
    "patted the pet",
  ],
  // "he'd rather die than go into a home": a strong preference, not a wish to die (unless what
  // is rather not is living on as things are: "I'd rather die than live like this")
  [
    /\b(?:id|i'd|i would|hed|he'd|he would|shed|she'd|she would|theyd|they'd|they would|would) ['"\u2018\u201c]?(?:sooner|rather) die than (?!(?:\w+ )?(?:live|living|go on|going on|carry on|keep|keeping|be|being|feel|feeling|wake|face|put up with|suffer|suffering|spend|have|having|go through|lose|losing)\b)/gi,
    unlessDespair("would not like to "),
  ],
  // "i'd jump off a cliff if i had to wait another year lol": a complaint put as a threat, when it
  // hangs on a wait, a queue or a programme (not on living with the pain: "if i had to live like
  // this", "wait another year in this pain")
  [
    /\b(?:id|i'd|i would|i think id|i think i'd|i could|i might|ill|i'll|i will|hed|he'd|shed|she'd) (?:honestly |actually |literally |seriously |probably )?(?:jump off (?:a|the) (?:cliff|bridge|roof|building)|kill myself|shoot myself|top myself|throw myself off (?:a|the) \w+|kill (?:him|her)self) if (?:i|we|he|she) (?:have|had|has|ever have) to (?:wait|queue|sit through|listen to|watch|hear|do another|go through another (?:form|phone call|call))\b(?![^.?!]*\b(?:pain|agony|like this|suffer\w*|hurt\w*|cant cope|can't cope)\b)/gi,
    unlessDespair("would hate it if I had to "),
  ],
  // "i could kill myself for forgetting my crutches": cross with oneself over a slip
  [
    /\b(?:i|he|she|we) (?:could|could have|couldve|could of) (?:honestly |literally |actually )?(?:kick(?:ed)?|kill(?:ed)?|shot|shoot) (?:myself|himself|herself|ourselves) for (?=(?:forgetting|leaving|not|being|doing|missing|losing|saying|buying|booking|getting|dropping|breaking|locking|falling for)\b)/gi,
    unlessDespair("was cross with myself for "),
  ],
  // "the scrum collapsed", "the tent collapsed": a thing that fell in, not a person (unless it fell
  // on someone: "the wall collapsed on my dad, hes trapped under it")
  [
    /\b(?:scrum|maul|ruck|tent|wall|shelf|shelves|chair|deckchair|stool|bed frame|ceiling|roof|stack|pile|ladder|trampoline|stage|table|fence|gazebo|shed)s? (?:\w+ )?(?:collaps\w*|caved in)\b(?! (?:right |down )?(?:on|onto|in on|over)\b)/gi,
    "fell in",
  ],
  // "knee suicide", "career suicide": a very bad idea
  [
    /\b(?:knee|career|social|political|financial|commercial|fashion|professional) suicide\b|\b(?:says?|said|thinks?|reckons?|told me) (?:that )?(?:\w+ ){1,8}(?:is|was|would be|will be|its) (?:pure |absolute |basically |total |sheer |just )?suicide\b(?! (?:attempt|risk|thoughts?|note|watch))|\bsuicide (?=(?:sprints?|runs?|drills?|shuttles?|squats?|lines?)\b)|\b(?:run|runs|running|ran|do|does|doing|did) suicides\b/gi,
    "a bad idea",
  ],
  // "omg i want to die" said laughing, about a prom on crutches: embarrassment ("i hate needles so
  // much i'd rather die lol": a dislike)
  [
    /\b(?:omg|oh my god|oh my days|lol|haha)[,!.]? (?:i |she |he )?(?:just )?(?:want(?:ed)? to|wanna|could(?: have)?|am going to|gonna) die\b|\b(?:want(?:ed)? to|wanna|could|(?:id|i'd|i would) (?:rather|sooner)) die\b(?=[^.?!]*\b(?:laughing|laughed|lol|haha|joking|jokingly|embarrass\w*|cringe|mortified)\b)/gi,
    unlessDespair("was embarrassed"),
  ],
  // "overdosed on mince pies": too much of something that is not a medicine
  [
    /\boverdos\w* on (?!(?:\w+ )?(?:pills?|tablets?|paracetamol|painkillers?|medication|meds|medicines?|drugs?|insulin|co ?codamol|codeine|tramadol|morphine|oxycodone|ibuprofen|aspirin|antidepressants?|sleeping|heroin|cocaine|methadone|his|her|my|their|something)\b)/gi,
    "had lots of ",
  ],
  // "killing myself doing too much physio": overdoing it
  [
    /\bkill(?:ing|s)? (?:myself|himself|herself|themselves|yourself)['"\u2018\u2019\u201c\u201d]? (?:doing|at (?:work|the gym)|working|trying to|running|over (?:the|this|that)|(?:standing|walking|lifting|carrying|kneeling|grafting|slogging|driving|cycling|training|on (?:my|his|her|their|your) feet) (?:at work|all day|all night|every day|for|on|in|at|with|like that|so much|on (?:my|his|her|their|your) feet)|on (?:my|his|her|their|your) feet (?:all day|at work))\b/gi,
    "overdoing it",
  ],
  // "ill kill myself on these crutches on the stairs", "nearly killed myself on the ice": an accident
  // feared or had on a thing, not a wish to die (unless the message says despair)
  [
    /\b(?:kill|killed|killing|break|broke|breaking) (?:myself|himself|herself|themselves|yourself|my neck|his neck|her neck) (?:on|over|tripping over|falling (?:down|off|over)|coming down|going up) (?:the |these |those |that |this |my |his |her |a |an )?(?:\w+ )?(?:crutch\w*|sticks?|stairs?|steps?|ice|floor|rug|mat|cable|wire|frame|zimmer|walker|bike|ladder|kerb|curb|pavement|path|toys?|lego|dog|cat|shower|bath|tiles?)\b/gi,
    unlessDespair("hurt myself on a thing"),
  ],
  // "killing myself with the fags", "i know im killing myself with them" (of cigarettes): a habit
  // that harms one's health, when the message names one and no medicine or means
  [
    /\bkill(?:ing|s)? (?:myself|himself|herself|themselves|yourself)(?= (?:slowly |bit by bit )?(?:with|by)\b)/gi,
    (match: string, ...rest: unknown[]) => {
      const message = String(rest.at(-1));
      return HABIT.test(message) && !MEANS.test(message) && !DESPAIR.test(message)
        ? "harming my health"
        : match;
    },
  ],
  // "I faint at the sight of blood", "he passes out when he sees a needle": squeamish, not a
  // collapse now
  [
    /\b(?:faint|faints|fainted|fainting|pass out|passes out|passed out|keel over|keels over|keeled over|go (?:all )?(?:woozy|wobbly|dizzy)|goes (?:all )?(?:woozy|wobbly|dizzy)|went (?:all )?(?:woozy|wobbly|dizzy)) (?:at the (?:sight|thought|mention) of|when(?:ever)? (?:i|he|she|they|we) (?:see|sees|think about|thinks about)|(?:every time|whenever) (?:i|he|she|they) (?:see|sees))\b/gi,
    "am squeamish about",
  ],
  // "steri strips fell off on day 11": a thing come off, not a fall
  [
    /\b(steri ?strips?|steristrips?|strips?|dressings?|plasters?|scabs?|stitch(?:es)?|staples?|clips?|bandages?|tape|glue|stockings?|socks?|shoes?|slippers?|brace|splint|cover|lid|pad|sticker|label|ice ?packs?|cuff|tubigrip|it)((?: (?!(?:he|she|i|we|they|you|mum|dad)\b)\w+){0,3}?) (?:fell|fallen|falling|falls|fall|came|come|comes|coming) off\b/gi,
    "$1$2 came away",
  ],
  // "collapsed into bed after physio", "collapsed on the sofa, shattered": flopped, worn out
  [
    /\b(?:collaps\w*|crash\w*|flaked) (?:out )?into (?:the |my |his |her |a |our )?(?:bed|sofa|couch|settee|chair|armchair|recliner|heap)\b|\b(?:collaps\w*|crash\w*|flaked) (?:out )?in a heap(?: (?:on|onto) (?:the |my |his |her |a |our )?(?:bed|sofa|couch|settee|chair|armchair|recliner))?\b/gi,
    "flopped onto the sofa",
  ],
  [
    new RegExp(
      `(?<=\\b${WORN_OUT}\\b[^.!?]*)\\b(?:collaps\\w*|crash\\w*) (?:out )?(?:on|onto) (?:the |my |his |her |a |our )?(?:bed|sofa|couch|settee|chair|armchair|recliner)\\b|\\b(?:collaps\\w*|crash\\w*) (?:out )?(?:on|onto) (?:the |my |his |her |a |our )?(?:bed|sofa|couch|settee|chair|armchair|recliner)\\b(?=[^.!?]*\\b${WORN_OUT}\\b)`,
      "gi",
    ),
    "flopped onto the sofa",
  ],
  // "dad passed away after a heart attack last year": someone's death, their history
  [
    /\b(?:died|passed away|passed|lost (?:him|her|them|my \w+|our \w+)) (?:\w+ ){0,3}?(?:after|from|of|with|to|following) (?:a |his |her |their )?(?:massive |big |sudden |second |third )?heart attacks?\b/gi,
    "died of heart disease",
  ],
  // words quoted from a page, a leaflet or a nurse ("the urgent help box says 'suddenly
  // confused'"): what it says, not what is happening. Never someone's own words ("she keeps saying
  // 'my chest hurts'", "dad just said 'I can't breathe'"): those are the sign.
  [
    /\b(?:leaflets?|page|pages|site|website|box|sheet|letter|booklet|guide|card|poster|form|list|notes|paperwork|instructions|app|nhs|it|they|nurse|doctor|dr|surgeon|consultant|physio|gp|pharmacist|ward|hospital|advice) (?:\w+ ){0,2}(?:says?|said|saying|mentions?|mentioned|lists?|listed|reads?|tells you|warns?|warned) (?:to (?:look out for|watch for|call if) )?(?:['"\u2018\u201c])(?![^'"\u2019\u201d]*\b(?:i|im|i'm|my|me|mine)\b)[^'"\u2019\u201d]{1,80}(?:['"\u2019\u201d])/gi,
    "mentions a sign",
  ],
  // a sign's words quoted to ask what they mean ("what does 'cannot put weight on it' actually
  // mean, is that me?"): the words asked about, not a sign said to be there
  [
    /\bwhat (?:does|do|is meant by|exactly is|is) (?:the |your |it mean by )?(?:\w+ )?['"\u2018\u201c][^'"\u2019\u201d]{1,80}['"\u2019\u201d]/gi,
    "what does that phrase",
  ],
  // confused by something read ("Saw it on your urgent list and got confused"): puzzled
  [
    /\b(?:read|saw|seen|looked at|reading|looking at|seeing)\b[^.?!]{0,60}?\b(?:and |so |but )?(?:i |i'?m |im |i am |i got |got |get |getting |am )(?:a bit |a little |bit |so |really |very |quite |totally )?confused\b/gi,
    "read it and wondered",
  ],
  // "I don't want to die on the table": a fear of the operation
  [
    /\b(?:dont|do not|don't|didnt|did not) want to die (?:on the (?:operating )?table|during (?:the )?(?:op|operation|surgery)|in (?:the )?(?:op|operation|surgery|theatre)|under (?:the )?(?:anaesthetic|anesthetic|knife|general))\b/gi,
    "am afraid of the operation",
  ],
  // "I muddled the blister pack": mixed up, not muddled in the head
  [/\bmuddl(?:ed|ing) (?:up )?(?=(?:the|my|his|her|their|them|it|our|two|both)\b)/gi, "mixed up "],
  [
    /\b(?:got|gets|getting) (?:a bit |all )?muddled (?=and (?:took|taken|had|gave|given|swallowed)\b)/gi,
    "mixed up ",
  ],
  // "going to die of boredom", "bored to death", "dying of thirst": a manner of speaking
  [
    /\b(?:die|dying|died|dies) (?:of|from) (?:boredom|embarrassment|shame|laughter|laughing|thirst|hunger|curiosity|heat|cold|envy|jealousy|excitement|old age)\b|\b(?:bored|scared|worried|frightened|freezing|sick|tired) to death\b|\b(?:scares?|scaring|frightens?|frightening|terrifies|terrifying|worries|worrying|bores?|boring) (?:me|him|her|us|them|the life out of (?:me|him|her|us|them)) (?:half )?to death\b/gi,
    "am fed up",
  ],
  // "suicide squeeze", "suicide sprints": sport's words
  [
    /\bsuicide (?:squeeze|runs?|sprints?|drills?|doors?|blonde|bid|pass|seat|lane)\b/gi,
    "sport play",
  ],
  // "the thought of being awake for it makes me want to die 😅", "am I going to die on the table":
  // dread of the operation
  [
    /\b(?:the (?:thought|idea) of|thinking about)\b[^.?!]{0,60}?\bmakes? me (?:just )?want to die\b|\b(?:am i|will i|im|i am|i'm|is (?:he|she|my \w+)) (?:going to|gonna|likely to) die (?:on the (?:operating )?table|during (?:the )?(?:op|operation|surgery)|under (?:the )?(?:anaesthetic|anesthetic|knife|general))\b/gi,
    "am afraid of the operation",
  ],
  // "absolutely killing it at physio", "smashed it": doing well
  [
    /\b(?:killing|killed|smashing|smashed|nailing|nailed|crushing|crushed|owning|owned|acing|aced|slaying|slayed|bossing|bossed) (?:it|that|physio|the exercises|my exercises|rehab)\b/gi,
    "doing well at it",
  ],
  // "climbing the stairs is like everest, I'm dying here 😂": a struggle told as a joke
  [
    /\b(?:im|i am|i'm) (?:literally |actually |actively )?dying (?:here|over here)\b/gi,
    "am struggling",
  ],
  // "breathless with excitement", "took my breath away": delight, not breathing trouble
  [
    /\b(?:breathless|out of breath|giddy|dizzy) (?:with|from) (?:excitement|anticipation|joy|happiness|laughter|laughing|relief)\b|\b(?:took|takes|taking) (?:my|his|her|our|their) breath away\b/gi,
    "am delighted",
  ],
  // "an overdose of daytime telly", "OD'd on chocolate": too much of something that is no medicine
  [
    /\b(?:an? |bit of an? |serious |massive |total )?(?:overdos(?:e|ed|ing)|od'?d?) (?:of|on) (?!(?:\w+ ){0,2}(?:pills?|tablets?|meds|medication|medicines?|painkillers?|paracetamol|co-?codamol|codeine|tramadol|morphine|oramorph|oxycodone|ibuprofen|aspirin|insulin|sleeping|antidepressants?|drugs?|heroin|cocaine|alcohol|vodka|whisky|gin|wine|his|her|my|their|them|it|those|these)\b)(?=(?:\w+ ){0,2}(?:tv|telly|television|netflix|daytime|sun|sunshine|chocolate|sugar|cake|biscuits|crisps|sweets|christmas|coffee|tea|caffeine|youtube|social media|screen|screens|box sets?|soaps?|crosswords?|sudoku|quiz shows?|radio|podcasts?|sleep|boredom|cuteness|nostalgia|fresh air|exercise|physio|walking|rest)\b)/gi,
    "lots of ",
  ],
  // "can't breathe a word of this to my wife": tell nobody
  [/\b(?:breathe|breath|breathed|breathing) a (?:single )?word\b/gi, "say a word"],
  // "killing two birds with one stone", "killing time", "dressed to kill", "kill the pain":
  // sayings, and relief
  [
    /\b(?:kill|kills|killing|killed) (?:two|2) birds(?: with one stone)?\b|\b(?:kill|kills|killing|killed) (?:some |the |a bit of |an hour|a few hours|an afternoon)?time\b|\bdressed to kill\b/gi,
    "do both at once",
  ],
  // "my head is in a really bad place", "his head's all over the place", "head's a mess": the mind,
  // not a headache (a dark place stays dark: the crisis words' "my mind is in a dark place")
  [
    /\b(?:my|his|her|their|your) head(?:space)?(?: is|'s|s| was| has been| been)? (?:in )?(?:a )?(?:really |very |so |such a |pretty |bit of a |right )?dark(?: place| state| way)?\b/gi,
    "my mind is in a dark place",
  ],
  [
    /\b(?:my|his|her|their|your) head(?:space)?(?: is|'s|s| was| has been| been)? (?:in )?(?:a )?(?:really |very |so |such a |pretty |bit of a |right )?(?:bad|dark|horrible|awful|terrible|low|weird|strange|mess|messed up|scrambled|all over the place|shot|gone|wrecked|fried)(?: place| state| way)?\b/gi,
    "my mind is in a bad place",
  ],
  // a film's or a game's name ("suicide squad is my fav film lol")
  [/\bsuicide squad\b/gi, "a film"],
  // "kill himself laughing": laugh a lot
  [
    /\b(?:kill|kills|killing|killed) (?:myself|himself|herself|themselves|yourself) (?:laughing|with laughter)\b/gi,
    "laugh a lot",
  ],
  // "he's himself otherwise", "not herself", "well in himself": the person's usual self, or not
  [
    /\b(he ?'?s|she ?'?s|they ?'?re|is|was|are|were|seems?|seemed|acting|being|looks?|looked|quite) (not |not quite |not really |more like |back to |just )?(?:himself|herself|themselves|themself)\b(?! (?:up|down|in|out|off|with|into|on|over|to|at|from|by)\b)/gi,
    "$1 $2usual",
  ],
  [
    /\b(well|fine|ok|okay|bright|chatty|happy|alright|all right|good) in (?:himself|herself|themselves|myself)\b/gi,
    "$1 generally",
  ],
  [
    /\b(?:having|have|has|had|throw|throws|threw|throwing|thrown) an? (?:(?:hissy|right|proper|massive|bit of a|little) )?(?:fit|wobbly|meltdown)s? (about|over|when|if|because)\b/gi,
    "angry $1",
  ],
  // "the app keeps having a fit and crashing", "my fantasy team is having a total stroke": a
  // machine or a team playing up, not a seizure or a stroke (a person the team's doctor or a team
  // mate speaks of is a person: "the club doctor says hes having a seizure on the pitch")
  [
    /\b(?:app|apps|phone|mobile|laptop|computer|pc|tablet|ipad|printer|website|site|page|link|car|tv|telly|wifi|internet|screen|system|satnav|sat nav|machine|boiler|router|engine|spreadsheet|team|club)(?:'s| is| has| was| are| were)? (?:(?!(?:he|she|hes|shes|he's|she's|they|theyre|him|her|says|said|thinks|thought|mate|mates|doctor|physio|nurse|coach|captain|manager|member|player|partner|friend|colleague|boss|man|woman|lad|girl|boy|guy|mum|dad)\b)\w+ ){0,3}?(?:having|has|had|have|throwing|threw|throws|throw|thrown|gave|giving) (?:a |an |another )?(?:bit of a |proper |right |little |hissy |total |complete |full |absolute |massive |mini |minor )?(?:fit|fits|wobbly|meltdown|tantrum|stroke|heart attack|seizure|breakdown)\b/gi,
    "playing up",
  ],
  // a colour that is a thing's, not the skin's ("the blue stockings they gave me are strangling
  // my legs")
  [
    /\b(?:blue|white|grey|gray|purple|black|red) (stockings?|socks?|tights|bandages?|boots?|brace|splint|cast|gown|slippers|shoes|trainers|jeans|shorts|sheets|blanket|towel|pen|ink|badge|form|folder|bag|car|door|chair|bin)\b/gi,
    "$1",
  ],
  // "breathless just thinking about the stairs": dread of a thing, not breathlessness
  [
    /\b(?:breathless|out of breath|puffed out|puffed|winded|short of breath|heart(?:s| is|'s)? (?:pounding|racing|thumping|hammering|going|in my mouth)(?: away)?|shaking|trembling)(?: already)?,? (?:just |even )?(?:thinking (?:about|of)|at the (?:thought|idea|prospect) of|looking at|imagining|picturing|reading about)\b/gi,
    "daunted by",
  ],
  // "feel like I'm drowning": not in the water but unable to cope, and so put (as the distress it
  // is); "drowning in paperwork": swamped with it
  [
    /\b(feel|feels|feeling|felt) (?:like |as if |as though )?(?:i ?'?m |i am |i was |i ?'?ve been |he ?'?s |she ?'?s |they ?'?re |you ?'?re |your |you are )?(?:just |slowly |completely )?drowning\b/gi,
    "$1 like i cant cope",
  ],
  [
    /\bdrowning (?:in|under) ((?:\w+ ){0,2}(?:work|paperwork|bills|debts?|it all|everything|stress|worry|worries|emails?|admin|appointments|forms|thoughts|grief|sorrow|pain))\b/gi,
    "swamped with $1",
  ],
  // "you'll give yourself a heart attack the way you go at the gym": overdoing it, said of a habit
  [
    /\b(?:give|giving|gives|gave) (?:myself|himself|herself|yourself|themselves|ourselves) an? (?:heart attack|coronary|stroke)\b/gi,
    "overdo it",
  ],
  // "he'd jump off a bridge before he lets anyone cut his knee open": how much he would hate it
  [
    /\b(?:would|wud|d|id|hed|shed|theyd|youd|rather) (?:sooner |rather )?(?:jump off|throw (?:my|him|her|them)sel(?:f|ves) off) (?:a |the )?(?:bridge|cliff|roof|building)\b(?= (?:than|before|rather than)\b)/gi,
    "would hate it",
  ],
  [
    /\b(?:nearly|almost|practically|about to) (?:had|have|having|gave me|give me|giving me) an? (?:heart attack|seizure|fit|stroke|coronary) (when|at|seeing|because|over)\b/gi,
    "was shocked $1",
  ],
  // "I'm having a heart attack watching these penalties": the tension of a game, a programme, a bill
  [
    /\b(?:(?:im|i am|i'm|we're|were|we are) )?(?:literally |actually |basically |about to be |gonna be )?having (?:a |an |multiple |several )?(?:heart attacks?|stroke|coronary) (?=(?:watching|over|at|about|seeing|looking at|reading) (?:\w+ ){0,3}(?:penalties|penalty|match|game|final|match|telly|tv|show|episode|film|bill|bills|price|prices|results?|score|news|quiz|exam|fixture|race|shootout|shoot out|extra time)\b)/gi,
    "am tense ",
  ],
];

export function withoutIdioms(message: string): string {
  return IDIOMS.reduce(
    // (one call per overload of String.replace: plain words, or a function of the match)
    (text, [pattern, plain]) =>
      typeof plain === "string" ? text.replace(pattern, plain) : text.replace(pattern, plain),
    // (a negative read as the idioms are written, without its apostrophe: "couldn't" is "couldnt")
    message.replace(/(?<=n)[\u2018\u2019\u2032`\u00b4'](?=t\b)/gi, ""),
  )
    // a sign asked and answered ("breathless? no. chest pain? no."): denied, in one sentence
    .replace(
      /\b(\w+(?: \w+)?) ?\? ?(?:no|nope|nah|none|not really)\b(?=\s*(?:[.,;:!]|$))/gi,
      "no $1",
    );
}

const PRONOUN_OBJ = "(?:my|his|her|their|the|your|our|one|a)";
const SELF = "(?:myself|himself|herself|themselves|themself|ourselves|yourself|me)";
/** A part of the body: "can't move her shoulder" is a limb that will not move, not a person. */
const BODY_PART =
  "(?:arms?|legs?|head|hands?|foot|feet|knees?|hips?|ankles?|toes?|back|neck|shoulders?|thighs?|fingers?|thumbs?|wrists?|elbows?|jaw|face|body|calf|calves|shins?)";
const NOT =
  "(?:cant|cannot|can not|couldnt|could not|unable to|not able to|struggling to|struggle to|strugling to|wont|will not|doesnt|does not|isnt|is not|not|hardly|barely|cant really|havent been able to|hasnt been able to)";
const BREATH_WORD =
  "(?:breathe|breath|breathing|breathin|breth|brethe|brething|breathng|breating|brath|breathe in|breathe properly|breath properly)";

/** Phrases rewritten into one concept before single words are read (order matters). */
/** Words of fearing or thinking something will happen ("scared I won't wake up"): not that it has. */
export const FEARING =
  "think|thinks|thinking|thought|scared|afraid|terrified|frightened|worried|worry|worries|worrying|fear|fears|feared|nervous|anxious|petrified|convinced";

const PHRASES: Array<[RegExp, string]> = [
  // breathing
  [
    new RegExp(
      `\\b${NOT} (?:\\w+ ){0,2}(?:${BREATH_WORD}|catch ${PRONOUN_OBJ} breath|get (?:${PRONOUN_OBJ} |enough |any )?(?:breath|air))\\b`,
      "g",
    ),
    "BREATHLESS",
  ],
  [/\b(?:short(?:ness)?|out|shor) of (?:breath|breth|breathe)\b/g, "BREATHLESS"],
  // too breathless to talk ("can't get to the end of a sentence without stopping for breath")
  [
    /\b(?:cant|cannot|can not|couldnt|unable to|struggl\w* to|not able to) (?:get to the end of|finish|complete|say|get out|get through) (?:a|my|one|his|her|the|whole) (?:whole |full |single )?(?:sentence|sentance)s?\b|\bstopping (?:\w+ ){0,2}(?:for|to catch (?:my|his|her|their)) breath\b|\b(?:gasping|fighting|struggling|straining)(?: (?:a bit|a little|a lot|slightly|really|badly))? for (?:breath|air)\b/g,
    "BREATHLESS",
  ],
  // breathlessness in an image: "like I'm breathing through a straw", "can't fill my lungs"
  [
    /\b(?:breath\w*|air) (?:\w+ ){0,2}through (?:a |an )?(?:\w+ )?(?:straw|pillow|towel|sponge|cloth|flannel|blanket)\b|\b(?:cant|cannot|can not|couldnt|unable to|struggling to|hard to) (?:fill|get air into|get air in) (?:my|his|her|their) lungs\b/g,
    "BREATHLESS",
  ],
  [
    /\b(?:breathless\w*|panting|puffing and panting|\w+ing for (?:breath|air)|gasping|gasps|gasped|struggling for (?:air|breath)|fighting for (?:air|breath)|air hunger|suffocating|wheez\w*)\b/g,
    "BREATHLESS",
  ],
  [
    new RegExp(
      `\\b(?:hard|difficult|difficulty|trouble|problems?|struggle|struggling|pain|hurts?) (?:to |when |with |while )?(?:i |he |she |they )?${BREATH_WORD}\\b`,
      "g",
    ),
    "BREATHLESS",
  ],
  [
    /\b(?:breathing|breath) (?:is |feels |seems |has gone |sounds )?(?:really |very |so |too )?(?:hard|difficult|laboured|labored|rapid|fast|quick|heavy|heavily|shallow|noisy|rattly|raspy|funny|weird|strange)\b/g,
    "BREATHLESS",
  ],
  [/\bnot breathing\b|\bstopped breathing\b|\bisnt breathing\b/g, "COLLAPSE"],
  // breathing that stops and starts ("my 3 week old keeps stopping breathing for a few seconds");
  // not in sleep, the snorer's pauses, which a GP sees
  [
    /\b(?:keeps?|kept|keep on|is|was|been) (?:\w+ )?(?:stopping|pausing) (?:\w+ )?breathing\b(?! (?:\w+ ){0,3}(?:asleep|sleep\w*|at night|snor\w*|in (?:the|his|her|their) (?:night|bed)))/g,
    "BREATHLESS",
  ],
  // someone in the water ("my son is drowning in the pool", "nearly drowned, now coughing"); the
  // feeling of drowning is taken out with the idioms
  [
    /\b(?:is|are|was|were|been|hes|shes|theyre|keeps?|started|going under and) (?:\w+ )?drowning\b|\b(?:nearly|almost|half) drowned\b|\b(?:pulled|dragged|fished) (?:\w+ ){0,3}out of (?:the |a )?(?:water|pool|river|sea|lake|canal|pond|bath)\b|\bgot (?!out\b)(?:\w+ ){1,3}out of (?:the |a )?(?:water|pool|river|sea|lake|canal|pond|bath)\b/g,
    "BREATHLESS",
  ],
  [
    /\blips? (?:\w+ ){0,4}(?:blu\w*|gr[ea]y\w*|purpl\w*)\b|\b(?:blu\w*|gr[ea]y\w*|purpl\w*) lips\b/g,
    "BREATHLESS",
  ],
  // coughing blood
  [
    /\b(?:cough\w*|spit\w*|bring\w* up|brought up|hack\w*|vomit\w*|throw\w* up|threw up|sick\w*)(?: up)? (?:\w+ ){0,2}(?:blood|bloody|pink|red|rusty|frothy)\b/g,
    "COUGHBLOOD",
  ],
  [
    /\bblood(?:y)? (?:in |when |with )?(?:my |his |her |their |the )?(?:i |he |she |they )?(?:cough\w*|phlegm|sputum|spit|mucus|mucous|flem)\b/g,
    "COUGHBLOOD",
  ],
  [/\bh(?:a)?emoptysis\b/g, "COUGHBLOOD"],
  // collapse
  [
    // (with another sign joined to it: "the rider isnt moving or answering me")
    /\b(?:not|isnt|arent|wasnt|stopped|hasnt been|wont|doesnt|not really) (?:(?:moving|breathing|talking|speaking|waking up|opening (?:his|her|their) eyes),? (?:or|and|nor) )?(?:responding|responsive|respond|reacting|react|answering (?:me|us|anyone|anybody))\b/g,
    "COLLAPSE",
  ],
  [
    // (not a wish: "I lie in bed hoping I won't wake up" gets the crisis words)
    // (nor a fear: "I keep thinking I won't wake up from the anaesthetic")
    new RegExp(
      String
        .raw`(?<!\b(?:hope|hopes|hoping|hoped|wish|wishes|wishing|wished|pray|praying|prayed|want|wanting|rather|prefer|mind|${FEARING}) (?:that )?(?:i |he |she |we |they )?(?:just )?)\b(?:wont|cant|can not|cannot|couldnt|unable to) (?:wake|rouse) (?:him|her|them|up|my \w+)?\b|\b(?<!\b(?:about|of|wish|wishing|dream|imagine|think|thinking|thought|off|rather|prefer|mind) (?:just )?)not waking( up)?\b`,
      "g",
    ),
    "COLLAPSE",
  ],
  [
    // (a fit told by what is seen: "keeps going blank and then shaking all over")
    /(?<!\b(?:screen|screens|phone|mind|head|tv|telly|computer|laptop|page|display|monitor|face) )\b(?:go|goes|going|gone|went) (?:all |totally |completely )?blank\b[^.?!]{0,30}\b(?:shak\w*|jerk\w*|twitch\w*|stiffen\w*)\b|\b(?:shak\w*|jerk\w*|twitch\w*) (?:all over|uncontrollably)\b[^.?!]{0,30}\b(?:blank|not responding|unresponsive|eyes rolling)\b|\b(?:passed out|blacked out|keeled over|fell unconscious|lost consciousness|out cold|having a fit|had a fit|seizure\w*|convuls\w*)\b|\b(?<!\b(?:a|an|the|aid|aids|brace|braces|boot|splint|supports?|sleeves?|stockings?|bandages?|casts?|insoles?|orthotics?|dentures?|shoes?|wig|glasses|lens|lenses|stairlift|rail|rails|kitchen|carpet|for|home|free|professional|custom|bespoke|expert|mobile|same day|does|do|offer|offers|provide|provides|book|arrange)\s)fitting\b(?!\s(?:(?:for|of)(?! (?:about |over |more than |nearly |almost |around |at least |the last |the past )?(?:\d+|a few|a couple of|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|several|ages) (?:mins?|minutes|secs?|seconds|hours?)\b)|appointment|room|in|into|with|well|nicely|properly|ok|okay|fine|service|done|booked|date|by appointment))/g,
    "COLLAPSE",
  ],
  // dizziness: a sign of its own, for the help-now lines when nothing on the site answers it
  [
    /\b(?:dizzy|dizziness|light ?headed|lightheadedness|woozy|giddy|vertigo)\b|\b(?:room|head|world) (?:is |keeps |keeps on |was )?spinning\b/g,
    "DIZZY",
  ],
  [
    /\bfe(?:el|eling|lt|els) (?:\w+ )?faint\b|\b(?:going to|gonna|about to|might|could) (?:pass out|faint|black out|collapse|keel over)\b/g,
    "FAINTISH",
  ],
  [
    /\b(?:unrous\w*|unrouseable|eyes (?:are |keep )?rolling|not (?:easily )?rous(?:e)?able|(?:cant|cannot|can not|couldnt|unable to) (?:be )?rous(?:e|ed)|gcs (?:has )?(?:dropped|fallen|gone down|down|reduced|dropping|falling)|gcs (?:of |is |now )?(?:[3-9]|1[0-2])(?! ?\/ ?15 (?:and|,)? ?(?:stable|normal|usual)))\b|\b(?:gone|went|going|is|has gone|hes|shes|theyre|seems|seem|looks|look) (?:all |very |really |so |a bit |bit )?(?:\w+ and )?(?:limp|floppy|lifeless)(?! (?:arm|leg|hand))\b|\b(?:barely|hardly|not|isnt|wont|cant) (?:even )?(?:opening|open|keep(?:ing)? open) (?:his|her|their) eyes\b/g,
    "COLLAPSE",
  ],
  [
    /\b(?:went|gone|goes|going) down (?=and|on the floor|like a|in a heap)|\bhit the (?:floor|deck|ground)\b/g,
    "FLOORED",
  ],
  [/\bon the (?:floor|ground)\b/g, "on the FLOORED"],
  // (not "were not moving her", said by those with someone who has fallen: CANTLIFT, below)
  [
    /\b(?:isnt|is not|not|stopped|hasnt been|wont stop) moving\b(?! (?:him|her|them|mum|dad|nan|gran|grandad|grandma|granny)\b)/g,
    "NOTMOVING",
  ],
  [
    /\b(?:heart|pulse) (?:is |keeps |feels )?(?:\w+ )?(?:pounding|racing|fluttering|thumping|jumping|skipping|all over the place)\b|\bpalpitations?\b/g,
    "PALP",
  ],
  // stroke
  [
    /\b(?:face|mouth|smile|eye|eyelid|cheek)s? (?:\w+ ){0,5}(?:droop\w*|dropped|drops|fallen|lopsided|sagg\w*|sunk|(?:gone|is|looks|went) (?:all )?(?:funny|weird|odd|strange|wonky)|one sided|uneven|crooked|twisted|numb on one side|wont move|cant move|doesnt move)\b/g,
    "FACEDROOP",
  ],
  [
    /\b(?:half|one side of|side of) (?:(?:my|his|her|their|the) )?face (?:\w+ ){0,3}(?:wont|cant|doesnt|not|numb|dropped|droop\w*|paralys\w*|frozen|dead|fallen|down|sagg\w*|slipped)\b|\b(?:face|mouth|smile) (?:\w+ ){0,2}(?:down|dropped|fallen|slipped) (?:on|at|down) (?:one|the left|the right|his left|his right|her left|her right|my left|my right) side\b/g,
    "FACEDROOP",
  ],
  [
    /\b(?:cant|cannot|doesnt|unable to|struggling to) (?:understand|follow) (?:me|what|anything|us|words|a word)\b/g,
    "COMPREHENSION",
  ],
  [/\b(?:blown|blowing|puff\w*|swell\w*|balloon\w*|swole) up\b/g, "SWELL"],
  [
    /\b(?:tongue|lips?|throat|face|mouth) (?:\w+ ){0,2}(?:fat|thick|big|huge|massive|fatter|bigger)\b/g,
    "LIPS SWELL",
  ],
  [/\b(?:droop\w*|lopsided|crooked|sagging) (?:face|mouth|smile)\b/g, "FACEDROOP"],
  [
    /\b(?:slurr?\w*|garbled|jumbled|muddled words)\b|\b(?:can|could) (?:barely|hardly|only just) (?:speak|talk|get (?:a|his|her|the|my) words? out)\b(?! (?:to|with|about)\b)|\b(?:not|isnt|is not|cant|cannot|wont|can not) (?:speaking|talking|speak|talk) (?:properly|right|correct|correctly|normal|normally|clearly|straight|sense|like (?:himself|herself|themselves|myself|normal))\b|\b(?:speaking|talking) (?:funny|strange|strangely|weird|weirdly|oddly|gibberish|nonsense|double dutch)\b|\b(?:cant|cannot|unable to|struggling to) (?:(?:speak|talk)(?! (?:to|with|about|it over|things over) (?!(?:me|us)(?:\s*(?:[.,;!?]|$)|\s+(?:properly|right|clearly|normally|at all|anymore|any more|now)\b))\w)|get (?:my|his|her|their|the) words out|find (?:my|his|her|their) words)\b|\bwords (?:are |keep )?(?:\w+ ){0,2}(?:wrong|jumbled|muddled|mixed up|garbled)\b|\bspeech (?:is |has |seems )?(?:\w+ )?(?:funny|weird|strange|odd|off|gone|wrong|affected)\b|\b(?:cant|cannot|can not|unable to|struggling to|not able to) (?:say|pronounce|form) (?:the |his |her |my |their |any )?words? (?:correct\w*|right|properly|clearly|normally)\b/g,
    "SPEECH",
  ],
  [
    new RegExp(
      `\\b(?:cant|cannot|unable to|struggling to) (?:lift|raise|move|feel) ${PRONOUN_OBJ} (?:left |right )?(?:arm|arms|hand)\\b|\\b(?:sudden\\w* )?weak\\w* (?:in|down) ${PRONOUN_OBJ}? ?(?:left |right |one )?(?:arm|hand|side)\\b|\\b(?:arm|hand|one side) (?:has |is |feels |gone |went |going |all |really |very |suddenly )*(?:weak|floppy|limp|dead)\\b`,
      "g",
    ),
    "ARMWEAK",
  ],
  // anaphylaxis
  [
    /\bthroat (?:\w+ ){0,3}(?:clos\w*|tight\w*|swell\w*|swollen|narrow\w*|blocked)\b|\b(?:clos\w*|tight|swollen) throat\b/g,
    "THROATSWELL",
  ],
  // (not tablets hard to swallow: "finds it hard to swallow his tablets, can we crush them?")
  [
    /\b(?:cant|cannot|unable to|struggling to|hard to|difficult to|can hardly|can barely|hardly|barely) swallow\w*\b(?! (?:(?:his|her|their|my|the|your|big|large|these|those) )*(?:tablets?|pills?|meds|medicines?|medication|capsules?)\b)/g,
    "SWALLOW",
  ],
  [/\banaphyla\w*(?: shock| reaction)?\b/g, "ANAPHYLAXIS"],
  [/\ballerg\w*(?: reaction)?\b/g, "ALLERGY"],
  // bleeding
  [
    /\b(?:bleed\w*|blood)\b(?: \w+){0,5} (?:wont|will not|doesnt|does not|isnt|not|never|cant|cannot) (?:\w+ )?stop\w*\b/g,
    "HEAVYBLEED",
  ],
  [
    /\b(?:cant|cannot|can not|unable to|couldnt|wont) stop (?:\w+ ){0,2}(?:bleed\w*|blood)\b|\b(?:not|isnt|is not|wont|never) stopping (?:\w+ ){0,1}(?:bleed\w*)\b/g,
    "HEAVYBLEED",
  ],
  [
    /\b(?:cant|cannot|can not|unable to|couldnt) (?:get|make) (?:the |it |this )?(?:bleed\w* |blood )?(?:to )?stop\b/g,
    "HEAVYBLEED",
  ],
  [
    /\b(?:bleed\w*) (?:really |very |so )?(?:heavily|heavy|a lot|loads|lots|badly|profusely|everywhere|like mad|non ?stop|and bleeding)\b|\b(?:keeps?|keep) (?:on )?bleeding\b(?! (?:a (?:tiny |little )?bit|a little|slightly|a touch|on and off|now and then|when)\b)|\bheavy bleed\w*\b|\bhaemorrhag\w*\b|\bhemorrhag\w*\b/g,
    "HEAVYBLEED",
  ],
  // a dressing that keeps filling or soaks through with blood
  [
    /\b(?:dressing|dressings|bandage|bandages|pad|pads|plaster|gauze)\b(?: \w+){0,5} (?:keeps? |kept |is |are |has |have )?(?:filling|filled|fills|soaking|soaked|soaks|full|drenched|leaking) (?:up |through )?(?:with )?blood\b|\b(?:bled|bleeding|bleeds) (?:right )?through (?:the |my |his |her |a |another |two |three )?(?:\w+ )?(?:dressings?|bandages?|pads?|towels?)\b/g,
    "HEAVYBLEED",
  ],
  [
    /\b(?:pouring|gushing|spurting|pumping|streaming|pissing|squirting|pools? of|lots of|loads of|covered in) (?:with |out )?(?:\w+ ){0,3}blood\b|\bblood (?:is |keeps |just )?(?:\w+ )?(?:pouring|gushing|spurting|pumping|streaming|everywhere|all over|dripping|coming)\b/g,
    "HEAVYBLEED",
  ],
  [/\bsoak\w* (?:\w+ ){0,2}(?:with |in )?blood\b|\bblood (?:has )?soak\w*/g, "HEAVYBLEED"],
  // a cut that spurts or pours ("cut my wrist deep and its spurting")
  [
    /(?<=\b(?:cut|cuts|gash\w*|wound\w*|wrists?|slit|slashed|stabbed|sliced|knife|blade|razor|glass|caught|banged|bashed|knocked|scraped|ripped|split|tore|torn|skinned)\b[^.?!]{0,60})(?<!\b(?:stopped|stops|stop|no longer|not|isnt|wasnt|has stopped|finished) )\b(?:spurt\w*|gush\w*|pumping|pumps out|pouring|pours)\b(?![^.?!]{0,30}\b(?:pus|fluid|liquid|water|watery|gunk|goo|discharge|yellow|clear|green|sweat|rain|tears|serum)\b)/g,
    "HEAVYBLEED",
  ],
  // what a blade has left ("did something stupid with a razor blade and the bathroom floor is
  // covered")
  [
    /(?<=\b(?:razor|blade|knife|stanley knife|glass|cut|cutting|slashed|slit)\b[\s\S]{0,80})\b(?:floor|bath|bathtub|sink|towels?|sheets|bed|carpet|clothes|duvet)\b (?:\w+ )?(?:is |are |has been |have been |got )?(?:all |completely )?(?:covered|soaked|drenched|swimming|red)\b/g,
    "HEAVYBLEED",
  ],
  [
    /\b(?:so much|such a lot of|a lot of|too much|a load of|masses of|buckets of) blood\b/g,
    "HEAVYBLEED",
  ],
  // bleeding that has gone on a long time, or pours, however the sentence runs on
  [
    /\bbleed\w*(?: \w+){0,3} (?:for )?(?:over |more than |about |nearly |almost )?(?:an hour|\d+ (?:hours?|hrs?)|half an hour|[2-9]\d (?:mins?|minutes))\b|\bbleed\w*(?:[ ,]+\w+){0,5}[ ,]+(?<!\b(?:not|isnt|wasnt|no longer|never|hardly|barely|nothing like) )(?:pouring|gushing|spurting|pumping)\b/g,
    "HEAVYBLEED",
  ],
  // where someone with thoughts of suicide is now, or what is in their hand
  [
    /\b(?:on|at|standing on|sat on|sitting on|by|near|up on) (?:the |a |this |that )?(?:edge of (?:the |a )?)?(?:bridge|footbridge|flyover|overpass|motorway bridge|viaduct|ledge|roof|rooftop|cliff|cliff edge|clifftop|railway|railway line|train tracks|tracks|platform edge|car park roof|top floor)\b|\b(?:pills|tablets|knife|blade|rope|razor|noose)s? (?:are |is )?(?:in (?:my|his|her|their) hands?|in front of (?:me|him|her|them)|lined up|all ready|ready|next to (?:me|him|her|them)|here with (?:me|him|her|them)|right here|(?:on|by|beside) (?:the|my|his|her) (?:table|bed|bedside|side)|counted out|all out)\b|\b(?:written|wrote|writing|left|leaving|leave) (?:\w+ ){0,2}(?:letters?|notes?|goodbye notes?|goodbyes?) (?:to|for) (?:my|his|her|their|the|everyone|everybody)\b|\b(?:got|has|have|had|hes got|shes got|ive got) (?:everything|it all|the stuff|all the pills|the pills|the tablets|a plan) (?:ready|planned|sorted|worked out|lined up)\b|\b(?:going to|gonna|will|plans? to|planning to|about to) (?:kill|end) (?:himself|herself|myself|themselves|it all|things|everything|his life|her life|my life|their life) (?:tonight|today|now|right now|this evening)\b|\b(?:said|saying|say) (?:my |his |her |their )?(?:goodbyes?|goodbye to)\b(?! (?:to )?(?:the|my|his|her) (?:nurses?|ward|hospital|team|crutches))|\b(?<!\b(?:wouldnt|would not|wont|will not|not|never|dont|do not|couldnt|could not|cant|cannot) )(?:doing it|do it|going to do it|gonna do it|end it|ending it|finish it|taking (?:the lot|them all|all of them|it all)|take (?:the lot|them all|all of them|it all)) (?:tonight|today|right now|now|this weekend|at the weekend|tomorrow|this week|when (?:the house is empty|(?:everyone|they|hes|shes|the kids|my \w+) (?:is |are )?(?:out|gone|away|asleep)))\b/g,
    "DANGERNOW",
  ],
  // redness past the line a nurse drew round it ("its gone past the pen line now"): spreading
  [
    /\b(?:gone|spread|spreading|went|going|moved|creeping|crept|come) (?:out )?(?:past|beyond|over|outside) (?:it|the (?:pen |marker |biro |black |drawn )?(?:line|mark|marks|border|outline|edge)s?)\b|\b(?:past|beyond|outside) the (?:pen|marker|biro) (?:line|mark|marks)\b/g,
    " SPREADRED ",
  ],
  // a gun got out or loaded ("the shotgun is out on the kitchen table and its loaded"): with thoughts
  // of suicide, danger now
  [
    /\b(?:shot ?guns?|guns?|rifles?|pistols?|firearms?|air ?rifles?)\b(?: \w+){0,8}? (?:is |are |was |its |it is |now )?(?:loaded|out|got out|taken out|in (?:my|his|her|their) hands?|in front of (?:me|him|her|them)|on (?:the|my|his|her) (?:\w+ )?(?:table|bed|lap|knee))\b|\bloaded (?:the |my |his |her |a )?(?:shot ?gun|gun|rifle|pistol)\b/g,
    "DANGERNOW",
  ],
  // an act done to die ("says she has taken something to die", "swallowed pills so i dont wake up")
  [
    /(?<!\b(?:not|never|hasnt|havent|didnt|wont|wouldnt) (?:\w+ )?)\b(?:taken|took|swallowed|drunk|drank|had|done|injected) (?:\w+ ){0,3}(?:something|stuff|pills|tablets|meds|it|them|the lot|everything)\b(?: \w+){0,3} (?:to (?:die|end (?:it|it all|things|(?:my|his|her|their) li(?:fe|ves))|kill (?:my|him|her|them)sel(?:f|ves)|not wake up)|so (?:i|he|she|they) (?:dont|wont|doesnt|do not|will not) wake up)\b/g,
    " OVERDOSE MEANSNOW ",
  ],
  // shut away with the means ("locked herself in the bathroom with a razor blade")
  [
    /\blocked (?:herself|himself|themselves|myself) (?:in|into) (?:the |her |his |my |their )?(?:\w+ )?(?:bathroom|room|bedroom|toilet|loo|car|garage|shed)\b[^.?!]{0,20}\bwith (?:a |the |some |all (?:the |her |his |my )?|her |his |my )?(?:razor|blade|knife|knives|pills|tablets|rope|belt|scissors|glass)\b/g,
    "DANGERNOW",
  ],
  // farewells made ready, a night named ("the letters are written", "tonight is the night")
  [
    /\b(?:letters?|notes?|goodbyes?) (?:to (?:\w+ ){1,3})?(?:are |is |have been |has been |all )?(?:all )?(?:written|done|ready|finished|sorted|signed)\b|\b(?:tonight|today|this weekend)(?: is|s) the (?:night|day)\b/g,
    "DANGERNOW",
  ],
  // a means put somewhere, with the writer on the way to it now ("the rope is in the garage and
  // im going out there now", "heading to the shed now, the pills are out there")
  [
    /\b(?:ropes?|noose|ligature|belt|cord|pills|tablets|guns?|shot ?guns?|rifles?|knife|knives|blades?|razors?|hose ?pipe|hose)\b (?:is |are |s )?(?:\w+ ){0,2}(?:in|on|at|out in|up in|down in|out) (?:the |my |his |her |our |their )?(?:garage|shed|loft|attic|car|van|bathroom|kitchen|bedroom|garden|barn|woods|cellar|basement|workshop|there)\b[^?]{0,60}?\b(?:going|heading|off|walking|driving|about to go|on (?:my|his|her|their) way) (?:out |over |up |down |back )?(?:there |to (?:it |them |the \w+ |get (?:it|them) ))?(?:now|right now|tonight|in a (?:minute|bit))\b|\b(?:going|heading|off|walking|driving|on (?:my|his|her|their) way) (?:out |over |up |down )?(?:to|into|in) (?:the |my |his |her |our |their )?(?:garage|shed|loft|attic|car|van|bathroom|barn|woods|cellar|basement|workshop) (?:now|right now|tonight)\b[^?]{0,60}?\b(?:ropes?|noose|ligature|belt|cord|pills|tablets|guns?|shot ?guns?|rifles?|knife|knives|blades?|razors?|hose ?pipe|hose)\b/g,
    "DANGERNOW",
  ],
  // the writer somewhere with the means, now ("i'm in the garage with a rope right now", "sat in
  // the car with all my pills"), or the means with them ("i have a rope with me")
  [
    /\b(?:im|i am|sat|sitting|standing|stood|hiding|here|hes|shes|he is|she is|theyre|they are)\b (?:\w+ ){0,3}?(?:in|on|at|inside|out in|up in|down in|out on) (?:the |my |his |her |our |their |a )?(?:garage|shed|loft|attic|car|van|bathroom|bedroom|kitchen|barn|woods|cellar|basement|workshop|bridge|roof|garden|park|field|room)\b,? with (?:a |the |my |his |her |their |some |all (?:of )?(?:the |my |his |her )?)?(?:ropes?|noose|ligature|belt|cord|pills|tablets|meds|guns?|shot ?guns?|rifles?|knife|knives|blades?|razors?|hose ?pipe)\b|\b(?:got|have|ive got|i have|hes got|shes got|brought|took|taken) (?:a |the |my |his |her |some |all (?:of )?(?:the |my |his |her )?)?(?:ropes?|noose|ligature|pills|tablets|guns?|shot ?guns?|knife|blades?|razors?) (?:with|on) (?:me|him|her|them)\b/g,
    "DANGERNOW",
  ],
  // a means of suicide made ready or in use, however calmly told, with no word of wanting to die
  // ("the rope is in the garage. ive checked it will hold", "sat in the car in the garage with
  // the engine running")
  [
    /\b(?:rope|noose|ligature|cord|flex)\b[^?]{0,80}?\b(?:will hold|hold my weight|take my weight|(?:it|its|it is|it'?ll) (?:strong enough|holding)|tied (?:to|round|around|over) (?:the |a )?(?:beam|banister|loft|rafter|hook|door|tree)|round my neck|over the beam|from the (?:beam|banister|loft|rafters?))\b|\bgarage\b[^?]{0,80}?\bengine (?:is |still |was )?(?:running|on|going|ticking over)\b(?! (?:rough\w*|badly|fine|smoothly|well|again))|\bengine (?:is |still )?(?:running|on|going)\b[^?]{0,60}?\b(?:in|inside) (?:the|my|a) (?:shut |closed |locked )?garage\b|\b(?:hose|hosepipe|tube|pipe) (?:\w+ ){0,4}(?:exhaust|car window)\b|\b(?:in|inside) (?:the|my|a|his|her) (?:car|van)\b[^.?!]{0,60}\bwith (?:the |a |my |some )?(?:hose|hosepipe|hose pipe|tube|pipe|charcoal|bbq|barbecue)\b/g,
    "MEANSNOW",
  ],
  // a broken bone anywhere
  [
    /\b(?<!\b(?:heating|boiler|phone|mobile|car|van|tv|telly|laptop|computer|website|site|link|form|button|app|lift|machine|fridge|freezer|kettle|printer|screen|door|window|chair|bed|glasses|watch|system|toilet|shower|oven|cooker|heater|lock|gate|fence|bike|wheelchair|walker|frame|crutch|crutches|stick|zip|brace|boot|splint|tap|radiator|internet|wifi|charger|camera|thermometer|scales|bath|stairlift|hoist)(?: \w+){0,2} )(?:obviously|definitely|clearly|surely|probably|think (?:its|it is|its been)|looks?|looking|might be|could be|must be|is) (?:\w+ )?broken\b(?! (?:heart|promise|record|english|sleep|glass|phone|screen|boiler|car|down))|\bbroken (?:wrist|arm|ankle|leg|collarbone|collar bone|bone|elbow|shoulder|finger|toe|foot|nose|rib|jaw|kneecap|pelvis|femur|thigh bone|shin bone)s?\b|\bbroken (?:his|her|their|my) (?:wrist|arm|ankle|leg|collarbone|collar bone|elbow|shoulder|finger|toe|foot|nose|rib|jaw|kneecap|pelvis|femur|thigh bone|shin bone)s?\b/g,
    "BROKEN",
  ],
  // a break suspected now, in a nurse's shorthand or a relative's words ("query NOF fracture",
  // "?#NOF", "suspected fracture of the wrist", "I think mum has broken her hip"); a broken hip
  // said plainly is most often one already in hospital ("mum's broken her hip, what op will they
  // do?"), and the hip fracture page's subject
  [
    /(?:\?\s*#?|\bquery |\bsuspected |\bpossible |\bprobable |\bpotential )(?:\w+ ){0,3}?(?:fracture|fractured|#)(?!\w)(?! clinic)|#\s?(?:nof|neck of femur)\b|(?:\?\s*|\b(?:query|suspected|possible|likely|probable) )(?:nof|neck of (?:the )?femur)\b|\b(?:nof|neck of (?:the )?femur) fracture\b|\bfractured (?:neck of (?:the )?femur|nof)\b|\b(?:think|thinks|reckon|reckons|worried|afraid|scared|sure|suspect|wonder if|wondering if|in case) (?:\w+ ){0,3}?(?:broken|broke|fractured|cracked|snapped) (?:(?:his|her|my|their|a|the) )?(?:\w+ )?(?:hip|pelvis|femur|wrist|arm|ankle|leg|collarbone|elbow|shoulder|kneecap|bone)\b|\b(?:might|may|could|must) (?:have|of) (?:broken|fractured|cracked) (?:(?:his|her|my|their|a|the) )?(?:\w+ )?(?:hip|pelvis|femur|wrist|arm|ankle|leg|collarbone|elbow|shoulder|kneecap|bone)\b/g,
    " BROKEN SUSPECTBREAK ",
  ],
  // poisoning: too much of a medicine taken, on purpose or not
  [
    /\boverdos\w*\b|\b(?:taken|took|swallowed|had|drunk|drank) (?:\w+ ){0,2}(?:too many|too much|a whole|the whole|all (?:of )?(?:my|his|her|their|the|(?:my |his |her |their )?(?:mums?|moms?|dads?|nans?|grans?|grandads?|wifes?|husbands?|partners?|brothers?|sisters?|flatmates?))(?! (?:morning|evening|night|nighttime|bedtime|lunchtime|breakfast|dinner|teatime|daily|usual|regular|normal)\b)(?=(?:\s+[\w-]+){0,2}\s+(?:tablets|pills|capsules|meds|medication|medicines?|painkillers?|pain killers|pain relief|paracetamol|dihydrocodeine|pregabalin|gabapentin|fentanyl|quetiapine|venlafaxine|co ?codamol|cocodamol|codeine|tramadol|morphine|oramorph|oxycodone|sertraline|citalopram|amitriptyline|diazepam|insulin|sleeping|antidepressants|prescription|supply|box|packet|bottle|strip|dose|doses)\b)(?! (?:\w+ )?(?:painkillers?|pain relief|pain killers|tablets|meds|medication)\b[^.?!]*(?:\b(?:nothing|not|isnt|arent|wont|dont|doesnt|havent|hasnt|no)\b[^.?!]{0,25}\b(?:touch\w*|work\w*|help\w*|shift\w*|eas\w*|dent|difference)\b|\bUNEASED\b|\b(?:its|it is|pain is|pains|im|i am) still (?:in )?(?:agony|(?:really |so |very )?(?:painful|sore|bad|hurting|killing me|unbearable|excruciating|throbbing)|there|the same)\b)| +(?:SEVERE +)?(?:TENSE +)?UNEASED\b)|(?<!\bhad (?:\w+ ){0,2})(?:loads of|a load of|a handful of|a bottle of|a box of|a packet of))\b(?! (?:time|weight|water|exercise|walking|(?:\w+ )?(?:tests?|scans?|checks?|x-?rays?|bloods|investigations|appointments?|questions?|physio\w*|support|help|fun|visitors|people|friends|calls?|letters?|advice|treatment|sessions?|work|swelling|bruising|sleep|rest|food|fluids?|tea|coffee|biscuits|sweets|chocolate|crisps|cake)\b))|\b(?:eaten|ate|eating) (?:\w+ ){0,4}(?:tablets|pills|capsules|medicine|medicines|meds|medication|paracetamol|painkillers|gummies|vitamins)\b|\b(?:taken|took|swallowed|downed|had) (?:every ?thing|every last one|the lot|all of it|all of them|all) (?:that was |that were |i had |he had |she had )?(?:in|from|out of) (?:my|his|her|their|the|mums?|dads?) (?:\w+ )?(?:blister ?packs?|blister strips?|pill ?box\w*|pill organi[sz]er|dosette\w*|medicine (?:cabinet|cupboard|box|drawer)|tablet box\w*|packets|packs|boxes|bottles|prescription bag)\b/g,
    "OVERDOSE",
  ],
  // confusion
  [/\bconfus\w* (?:about|by|as to|with|over|why|what|which|how|whether|if|between)\b/g, "PUZZLED"],
  // the writer's own puzzlement said last ("…the pain isn't that bad. Confused.", "im so confused lol",
  // a question then "bit confused": "so does the robot do the cutting or the surgeon, bit confused")
  [
    /(?<=[.!?]\s*|^\s*|^\s*(?:so |and |but |ok |okay )?(?:does|do|is|are|can|could|will|would|should|how|what|whats|why|when|where|which|who)\b[^.!?,;]*[,;]\s*(?=(?:i'?m|i am|im|a bit|a little|bit|abit) ))(?:(?:i'?m|i am|im) (?:a bit |a little |so |really |very |bit |quite |totally |just |well )?|(?:a bit|a little|bit|abit) )?(?:confused|baffled|puzzled)(?: lol| haha| tbh| sorry)?\s*[.!?]*\s*$/g,
    "PUZZLED",
  ],
  [
    /\b(?:a (?:little |tiny |wee )?bit|a little|slightly|abit|mildly|bit|little bit) (?:more |of a |)?(?:confus\w*|muddled|disorientated|disoriented|woozy|groggy|dopey|spaced out|out of it)\b|\bnot (?:with it|himself|herself|themselves)\b|\bmore (?:confus\w*|muddled|forgetful|vague) than (?:usual|normal|before|he was|she was|they were)\b|\b(?:confus\w*|muddled|forgetful|vague) (?:a )?(?:bit|little bit|little|touch|tad) more than (?:usual|normal|before)\b/g,
    "MILDCONFUSED",
  ],
  [
    /\b(?:doesnt|does not|dont|didnt|cant|isnt) (?:(?:seem|seems|appear|appears) to |really |even )?(?:know|recogni[sz]e|remember) (?!(?:who|where|what)(?: (?:i |we |you |he |she |they |(?:my|his|her|their) \w+ )?(?:to|else|should|can|could|would|might|need|must|ought)\b| ?(?:[.,;!?]|$)))(?!who (?:i|he|she|they|we) (?:am|is|are) (?:any ?more|now|these days|without)\b)(?:where|who|what (?:day|year|month|time)|which (?:day|year)|me|us|anyone|his own|her own|their own)\b|\b(?:cant|cannot|can not|couldnt|unable to|doesnt know|does not know|didnt know) (?:say|tell|work out|remember) (?:where (?:he|she|they|i) (?:is|are|am|was|were)|who (?:i|we|he|she|they) (?:am|are|is)|what day it is)\b|\b(?:talking|speaking|mumbling|muttering|babbling|rambling|spouting) (?:complete |utter |total )?(?:nonsense|gibberish|rubbish)\b|\b(?:not|isnt|wasnt|arent|werent) (?:really |quite |actually |properly )?making (?:any |much )?sense\b|\b(?:wont|will not|doesnt|does not|cant|cannot|can not|isnt able to) (?:really |quite |actually |properly )?make (?:any |much )?sense\b|\b(?:not|isnt|wasnt|arent|werent) (?:really |quite )?(?:answering|responding|talking)(?: (?:to )?(?:us|me|him|her|them|anyone|questions))? (?:properly|right|normally|clearly)\b|\b(?:saying|says|said|talking about|coming out with) (?:really |very |some |such )?(?:odd|strange|weird|bizarre|daft|silly|funny) things\b|\bseeing things\b|\bhallucinat\w*\b|\b(?:keeps?|kept|keeping) (?:on )?(?:asking|saying) (?:(?:the )?same (?:thing|things|question|questions)|what day it is|where (?:he|she|they|i) (?:is|are|am)|who (?:i|we) (?:am|are)|what happened)\b|\basking the same (?:thing|question)s? (?:over and over|again and again)\b/g,
    "CONFUSED",
  ],
  // a joint out of place now, said through what it will not do or is not ("won't go back in",
  // "hasn't popped back", "not in the right place"): words the model reads as a denial
  [
    /\bnot (?:\w+ )?(?:in|at) (?:the |its |his |her |their |my )?(?:right|proper|normal|usual|correct) (?:place|position|spot)\b|\b(?:wont|will not|doesnt|does not|cant|cannot|can not|couldnt) (?:go|pop|slip|get it|put it|get (?:him|her)|be put) back(?: in| into place)?\b(?! (?:to|after|home|for|at|on|till|until|there|since|again|inside|work|yet|with)\b)|\b(?:hasnt|has not|havent|have not|didnt|did not|isnt|not) (?:\w+ )?(?:gone|popped|slipped|clicked|jumped) (?:back in|back into place|back)\b(?! to (?:normal|work|sleep)\b)|\b(?:didnt|did not|hasnt|has not) (?:\w+ )?(?:go|pop|slip|click|jump) back(?: in| into place)?\b(?! (?:to|after|home|for|at|on|till|until|there|since|again|inside|work|yet|with|the end|and)\b)/g,
    "DEFORM OUTNOW",
  ],
  // deformity and dislocation
  [
    /\b(?:out of (?:place|joint|socket|position|line)|dislocat\w*|(?:popped|pop|pops|slipped|slips|jumped|jumps) (?:right )?out(?: of (?:the |its )?(?:socket|joint|place))?|(?:came|come|comes|coming) (?:right )?out of (?:the |its )?(?:socket|joint|place)|(?:wrong|weird|strange|odd|funny|awkward|unnatural|horrible|funny looking) (?:angle|shape|direction)|bent (?:the )?wrong way|bent (?:all )?(?:funny|weird|wrong|strange|oddly|sideways)|(?:facing|pointing|going) (?:the )?(?:wrong|other|opposite) direction|(?:facing|pointing|turned|turning|twisted|rotated|lying|flopped|flopping|splayed) (?:the )?(?:wrong way|out(?!\w| (?:to|that|fine|ok|okay|well|alright|great|badly|to be|i|id|im|ive|it|its|he|hes|she|shes|they|theyre|we|you|there|the|a|an|my|his|her|their|nothing|just|only|not|being|no|ok|lovely|nice|perfect|all right)\b)|outwards?|inwards?|sideways|to the side|at an? (?:\w+ )?angle)|(?:sticking|stuck) (?:out )?(?:outwards?|sideways|to the side|at an? (?:\w+ )?angle)|(?:looks?|looking|appears?) (?:all |really |very |totally |completely |a bit )?(?:wrong|deformed|twisted|crooked|bent|misshapen|out of shape|the wrong shape)|(?:looks?|appears?) (?:all |really |very |totally |completely )?the wrong way(?: round)?|deformed|deformity|misshapen|disfigured|not (?:a |the |its |his |her |their )?(?:normal|right|usual) shape|sticking out (?:funny|weird|oddly|strangely)|turned (?:outwards|inwards)|twisted (?:out|outwards|round|around|inwards)|(?:externally |internally )?rotated(?: out| outwards)?|(?:looks?|is|gone|seems|appears) (?:\w+ )?shorter|(?<=\b(?:leg|foot) (?:\w+ )?)shortened|shortened and (?:\w+ )?(?:rotated|turned)|stuck at an? (?:\w+ )?angle|(?:moved|shifted|slipped|gone|went|goes|going) (?:out |off )?(?:to )?(?:the side|sideways))\b/g,
    "DEFORM",
  ],
  [
    /\b(?:kneecap|patella|knee cap)s? (?:is |has |was )?(?:now |right |moved |gone |shifted |sitting |ended up |slid |slipped |come |came |popped |shot |out )*(?:(?:on|to|round|around|over|across|onto|right|all the way) )+(?:the )?(?:outside|outer side|side|sideways)\b|\b(?:kneecap|patella|knee cap)s? (?:is |has |was )?(?:now |right |moved |gone |shifted |sitting |ended up |slid |slipped |come |came |popped |shot |out )+(?:the )?(?:outside|side|sideways)\b/g,
    "KNEE DEFORM KNEECAPOUT",
  ],
  // a kneecap gone out, in the words of a night out ("my kneecap shot out when I turned… it's
  // still stuck out on the outside of my knee")
  [
    /\b(?:kneecap|patella|knee cap)s? (?:\w+ ){0,2}(?:shot|flew|went|came|slid|moved|jumped|popped|pinged|slipped) (?:right |straight )?(?:out|off|sideways)\b(?! (?:of (?:nowhere|the blue)|fine|ok)\b)|\b(?:stuck|sitting|sat|sits|poking) (?:out )?(?:on|to|round) the (?:outside|side) of (?:my|his|her|their|the) knee\b/g,
    " KNEE DEFORM KNEECAPOUT ",
  ],
  // a part gone out of shape, in words too loose for a joint out of place ("my nose is squint",
  // "a bump sticking up" on a collarbone): read with an injury only (MISSHAPEN alone is a bunion
  // or a cyst)
  [
    /\b(?:is|are|looks?|looking|gone|went|now|all|bit|slightly|totally|really|very) (?:\w+ )?(?:squint|crooked|wonky|flattened|squashed|off to (?:one|the) side|pushed (?:over )?to (?:one|the) side)\b|\b(?:bump|lump|bone|bony bit|knobbly bit|ridge|step|point) (?:\w+ )?(?:sticking|poking|jutting|standing) (?:up|out)\b(?! (?:of|through))/g,
    "MISSHAPEN",
  ],
  // a blow that can break a bone ("took a hockey stick to the face")
  [
    // (the blow kept as a hit, so that one to the head is a head injury: "took a hit to the head")
    /\b(?:took|taken|got|caught) (?:a|an) (?:\w+ ){0,3}(?:to|in) (?:the|my|his|her|their) /g,
    "INJURED hit to the",
  ],
  // weight bearing, standing, walking
  [
    new RegExp(
      `\\b${NOT} (?:\\w+ ){0,2}(?:bear|put|take|carry|weight ?bear)(?: any| my| his| her| their| the)? ?(?:weight|wieght|wait)\\b|\\b${NOT} (?:\\w+ ){0,2}weight ?bear\\w*\\b|\\b${NOT} (?:\\w+ ){0,2}put (?:my|his|her|their|the) (?:\\w+ )?(?:foot|leg) down\\b`,
      "g",
    ),
    "NOWEIGHT",
  ],
  [
    new RegExp(
      `\\b${NOT} (?:\\w+ ){0,2}(?:stand|stand up|get up|get off the floor|get off the ground|get back up|move (?:it|the leg|my leg|his leg|her leg))\\b`,
      "g",
    ),
    "CANTSTAND",
  ],
  [new RegExp(`\\b${NOT} (?:\\w+ ){0,2}(?:walk|walking)\\b`, "g"), "CANTWALK"],
  // someone who has fallen and cannot be got up: an ambulance, not a drive to A&E
  [
    /\b(?:came|come|comes|coming|thrown|knocked|flew|flown) off\b(?! (?:it|that|them|the tablets|the meds|medication|crutches))/g,
    "FALL",
  ],
  // (or whom those with them will not move: "were not moving her")
  [
    new RegExp(
      `\\b${NOT} (?:\\w+ ){0,2}(?:(?:lift|lifting|move|moving|shift|shifting) (?:him|her|them|mum|dad|nan|gran|grandad|grandma|granny|mother|father|husband|wife|partner|my (?!${BODY_PART}\\b)\\w+)(?! ${BODY_PART}\\b)(?: up)?|(?:get|pick) (?:him|her|them|mum|dad|nan|gran|grandad|grandma|granny|mother|father|husband|wife|partner|my \\w+) (?:\\w+ )?(?:up|off the (?:floor|ground|FLOORED)))\\b`,
      "g",
    ),
    "CANTLIFT",
  ],
  // ("she's too heavy for us to lift or move")
  [
    /\b(?:shes|hes|theyre|she is|he is|they are|she was|he was|mum is|dad is) (?:\w+ )?too heavy (?:for (?:us|me|my \w+) )?to (?:lift|move|shift|get (?:him|her|them) up|pick (?:him|her|them) up)\b/g,
    "CANTLIFT",
  ],
  // ("its too painful for us to move her at all", "it hurts her too much for us to lift her")
  [
    /\b(?:too (?:painful|sore|agonising|much (?:pain|agony))|hurts? (?:him|her|them) (?:far |way )?too much) (?:for (?:us|me|anyone|my \w+) )?to (?:move|lift|shift|turn|get (?:him|her|them) up|pick (?:him|her|them) up) (?:him|her|them)?\b/g,
    "CANTLIFT",
  ],
  // sliding or slipping out of a chair or bed onto the floor is a fall
  [
    /\b(?:slid|slipped|slumped|slithered) (?:out of|off) (?:his|her|their|my|the) (?:chair|armchair|bed|wheelchair|seat|sofa)\b/g,
    "FALL",
  ],
  // …or cannot be moved for the pain ("she screams when we try to move her", "he screams if we
  // try to lift him")
  [
    /\b(?:screams?|screaming|screamed|cries out|cried out|yells?|howls?|is in agony) (?:in pain )?(?:when|if|as soon as|whenever) (?:we|i|they|you|the paramedics?|anyone) (?:try|tries|tried) to (?:move|lift|shift|turn|touch) (?:him|her|them|his leg|her leg|their leg)\b|\b(?:every ?time|whenever|when|if|as soon as) (?:we|i|they|you|the paramedics?|anyone) (?:try|tries|tried) to (?:move|lift|shift|turn|touch) (?:him|her|them|his leg|her leg|their leg),? (?:he|she|they) (?:screams?|cries out|yells?|howls?|shrieks?)\b/g,
    "CANTLIFT",
  ],
  [
    /\b(?:stuck|lying|laid|been) +on the (?:floor|ground|FLOORED) +(?:for|since|all)\b|\b(?:still|stuck) +on the (?:floor|ground|FLOORED)\b|\bfound (?:him|her|them|mum|dad|nan|gran|grandad|grandma|granny|my \w+) (?:lying )?(?:on|at the bottom of) (?:the |her |his |their )?(?:\w+ )?(?:floor|ground|FLOORED|stairs)\b/g,
    "STUCKDOWN",
  ],

  // numbness and feeling
  [/\b(?:cant|cannot|can not|unable to|couldnt) feel\b/g, "NUMB"],
  [/\b(?:no|lost (?:all )?|without) (?:feeling|sensation)\b|\bpins and needles\b/g, "NUMB"],
  // bladder and bowel
  [
    /\b(?:cant|cannot|can not|unable to|struggling to|not able to|not been able to|been unable to|havent been able to|hasnt been able to|couldnt) (?:\w+ ){0,2}(?:pee|wee|urinate|pass (?:water|urine)|empty (?:my |his |her |their |the )?bladder|go to the toilet|do a wee|have a wee|poo|control (?:my |his |her |their )?(?:bladder|bowels?|wee|pee|urine|poo)|hold (?:my |his |her |their )?(?:bladder|bowels?|wee|pee|urine|poo)|tell when (?:i|he|she|they) need)\b/g,
    "BLADDER",
  ],
  [
    new RegExp(
      `\\bwet (?:${SELF}|the bed)\\b|\\bwetting (?:${SELF}|the bed)\\b|\\b(?:soiled|pooed|messed) ${SELF}\\b|\\bincontinen\\w*\\b|\\blost control (?:of|over) (?:my |his |her |their )?(?:bladder|bowels?|waterworks|toilet)\\b|\\bno control (?:of|over) (?:my |his |her |their )?(?:bladder|bowels?|waterworks)\\b|\\bleaking (?:urine|wee|pee)\\b`,
      "g",
    ),
    "BLADDER",
  ],
  [
    /\b(?:private parts|down below|between (?:my|his|her|their|the) legs|back passage|bum cheeks|saddle area)\b/g,
    "SADDLE",
  ],
  // compartment syndrome
  [
    /\b(?:out of proportion|worst pain|pain (?:is |keeps )?(?:getting )?(?:worse and worse|unbearable|through the roof)|screaming (?:in|with) pain|painkillers? (?:are |is )?(?:useless|no use|no good|(?:not|arent|isnt|dont|doesnt|do nothing|does nothing|not even) ?(?:\w+ )?(?:working|touching|helping|help|work|touch))|nothing (?:is )?(?:helping|helps|touching) (?:the|it)|(?:going to|gonna|will|could|might|about to|like it ?(?:will|would|could|is going to)) (?:burst|explode|split|pop)|rock hard|off the scale|off the charts|10 out of 10|ten out of ten|worst (?:ever|of my life)|(?:painkillers?|pain relief|morphine|oramorph|codeine|tramadol|oxycodone|paracetamol|ibuprofen|tablets|meds|medication) (?:are |is )?(?:not|arent|isnt|dont|doesnt|do nothing|does nothing|not even) ?(?:\w+ )?(?:working|touching|helping|help|work|touch|doing anything))\b/g,
    "SEVERE TENSE",
  ],
  // a handful or a load of a medicine taken, however far from the verb ("swallowed all my
  // dihydrocodeine and a handful of my husband's amitriptyline")
  [
    new RegExp(
      String
        .raw`\b(?:took|taken|swallowed|downed|necked|had|eaten|ate)\b[^.?!]{0,60}\b(?:a handful|a fistful|a load|loads|a pile|a bunch|a whole (?:box|packet|strip|bottle)|the whole (?:box|packet|strip|bottle)) of (?:(?:my|his|her|their|the|[a-z]+s) )?(?:\w+ )?(?:tablets|pills|capsules|meds|painkillers|paracetamol|${MEDICINE_NAMES})\b`,
      "g",
    ),
    "OVERDOSE",
  ],
  // a day's medicines added up to too much ("lemsip and co-codamol all day… that's loads of
  // paracetamol")
  [
    /\b(?:thats|that is|its|it is|that was|must be|must have been|way|far) (?:\w+ )?(?:loads of|too much|way too much|a lot of|double the|over the (?:max\w*|limit) (?:of|for)) (?:\w+ )?(?:paracetamol|co ?codamol|cocodamol|ibuprofen|codeine|tramadol|tablets|pills)\b/g,
    "OVERDOSE",
  ],
  // …or said to be over the limit after a paracetamol-containing medicine is named ("2 paracetamol
  // every 3 hours… plus lemsip since thursday, just realised thats way over")
  [
    /(?<=\b(?:paracetamol|lemsip|co ?codamol|cocodamol|calpol|beechams|night nurse|panadol|solpadeine|tylenol)\b[\s\S]{0,150})\b(?:thats|that is|its|it is|that was|it was|ive been|i was|been|im|i am|was|way|well|far) (?:way |well |far |miles |a lot |loads |definitely )?(?:over|above|more than)(?: (?:the )?(?:max\w*|limit|dose|recommended|allowed|daily|(?:\d+|eight|8) (?:a|in a|per) day))?\b(?!\s*(?:the (?:counter|moon|top)|there|here|to\b))/g,
    "OVERDOSE",
  ],
  // a whole pen or all of one's insulin injected ("ive injected the whole insulin pen")
  [
    /\b(?:injected|injecting|used|put in|taken|took|done|did) (?:\w+ ){0,2}(?:the |a |my |his |her )?(?:whole|entire|full) (?:\w+ )?(?:insulin )?(?:pen|vial|cartridge|syringe)\b|\b(?:injected|taken|took) (?:all|the whole lot) (?:of )?(?:my|his|her|the) (?:\w+ )?insulin\b/g,
    "OVERDOSE",
  ],
  // a number of tablets taken that is itself an overdose ("took about 20 of my sertraline last
  // night", "swallowed 30 paracetamol")
  [
    /\b(?:took|taken|swallowed|downed|had) (?:about |around |maybe |like |nearly |over |at least |roughly |almost )?(?:[1-9]\d|\d{3}|twenty|thirty|forty|fifty|sixty)\+? (?:of (?:my|his|her|their|the|mums?|dads?) (?!(?:\w+ )?(?:minutes?|mins?|hours?|hrs?|days?|weeks?|steps|exercises|ml|mg|grams?|pages?)\b)(?:\w+ )?\w+|(?:\w+ )?(?:tablets|pills|capsules|paracetamol|co ?codamol|ibuprofen|painkillers|sleeping pills|antidepressants|sertraline|citalopram|fluoxetine|amitriptyline|tramadol|codeine|diazepam|zopiclone))\b(?![^.?!]*\b(?:as prescribed|as directed|as (?:i was|he was|she was|we were) told|like the (?:doctor|gp|nurse|pharmacist) said|over (?:a|the|two|three|\d+) (?:weeks?|months?))\b)/g,
    "OVERDOSE",
  ],
  // a clot suspected
  [
    /\b(?:have|has|got|having|developed|developing|is|be|its|it is|theres|there is|with) (?:got )?(?:a |an )?(?:dvt|clot|blood clot|thrombosis|deep vein thrombosis|pe|pulmonary embolism|embolism)\b|\b(?:dvt|clot|thrombosis) in (?:my|his|her|their|the) (?:leg|calf|lung)s?\b/g,
    "CLOTSUSPECT",
  ],
  // wound infection
  [
    /\b(?:redness|red|red area|red patch|red streaks?|red lines?) (?:\w+[ ,]+){0,12}?(?:its |it is |it has |thats )?(?<!\b(?:not|isnt|hasnt|havent|arent|wasnt|never|no longer|stopped) )(?:spreading|spread|getting bigger|growing|tracking)\b|\bspreading (?:red\w*)\b|\bred (?:streaks?|lines?|tracks?|tracking)\b|\b(?:redness|red) (?:\w+ ){0,3}(?:going|creeping|moving|travell?ing|running|tracking) (?:up|down|along)\b/g,
    "SPREADRED",
  ],
  // a graze or a wound getting redder by the day ("it's got redder and more painful every day")
  [
    /\b(?:got|getting|gone|going|grown|growing|become|becoming|looks?|looking|is|its) (?:\w+ )?(?:redder|more red|more and more red|angrier|more inflamed)\b(?! (?:than|in the|when|after (?:a|the) (?:bath|shower)))/g,
    "SPREADRED",
  ],
  [
    /\b(?:opened up|split open|burst open|come open|came open|coming apart|come apart|gaping|gape|gaped)\b/g,
    "WOUNDSTRONG",
  ],
  [
    /\b(?:hot and (?:cold|shivery)|burning up|high temp\w*|(?:and|with|plus) (?:a )?(?:high |raised )?temp(?:erature)?(?! (?:job|work|agency|staff|contract|control|gauge|setting|of the water))\b|temp\w* of|a temp\w*|got a temp\w*|running a temp\w*|raised temp\w*|temp\w* is (?:high|up)|(?:his|her|their|my|your|the babys|babys) temp(?:erature)?s? (?:keeps |kept |is |has been |still |just )?(?:going up|gone up|creeping up|crept up|shooting up|rising|climbing|spiking|going through the roof)|(?:sweaty|sweating|clammy|feverish|hot)(?: (?!and\b)\w+){0,2} and (?:(?:she|he|they|i) (?:is |s |was |are |am |keeps |has been |cant stop )?)?(?:shaking|shaky|shivering|shivery|trembling)|(?:shaking|shivering|shivery)(?: (?!and\b)\w+){0,2} and (?:sweaty|sweating|hot))\b/g,
    "FEVER",
  ],
  // a temperature of 38 °C (100.4 °F) or more, as NHS 111 counts a high one
  [
    /\b(?:temp\w*|fever|thermometer)(?: (?:is|was|of|at|reading|reads|says|said|now|still|up to|went up to|hit|has hit|gone up to))* (?:3[89](?:\.\d+)?|4[0-2](?:\.\d+)?|10[0-4](?:\.\d+)?)(?!\d|\.\d)|\b(?:3[89]|4[0-2])(?:\.\d+)? ?(?:c|degrees|deg|celsius)\b/g,
    "FEVER",
  ],
  // …or a measured figure at that level said without the word ("I measured 38.2 this morning"):
  // a figure with one decimal from 38.0 to 42.9 is a temperature, unless it is a weight, an index,
  // a size, a price or a time
  [
    /(?<!\b(?:bmi|weight|weigh\w*|score|index|size|version|number|price|cost)(?: \w+){0,3} )(?<![\d.])\b(?:3[89]|4[0-2])\.\d\b(?![\d.]| ?(?:kg|kilos?|st|stone|lbs?|pounds?|%|percent|mg|miles?|km|cm|mm|m|p|quid|weeks?|days?|years?|yrs?|mins?|minutes?|hours?|hrs?|pages?)\b)/g,
    "FEVER",
  ],
  // known causes of numbness, coldness
  [
    /\b(?:nerve block|spinal(?: anaesthetic| anesthetic| injection)?|epidural|block wore off|the block|local anaesthetic|local anesthetic|tourniquet|ice packs?|cold packs?|cryo ?cuff|(?<!\b(?:like|as|feels?|felt|feeling|block of|lump of|cold as) )ice(?! cold| (?:block|cube|to touch)))\b/g,
    "KNOWNCAUSE",
  ],
  // a leg "gone dead" from how one sat or lay ("sitting crossed leg on the floor")
  [
    /\b(?:sitting|sat|sit|kneeling|knelt|lying|lay|slept|sleeping) (?:\w+ ){0,3}(?:cross ?legged|crossed legs?|cross legs?|legs? crossed|on (?:it|my leg|my foot|them|my legs?)|funny|awkwardly|in a funny position|on the loo too long|on the toilet too long)\b|\bcrossed (?:my )?legs?\b|\bpins and needles\b/g,
    "KNOWNCAUSE",
  ],
  // heart attack said outright
  [/\bheart attack\b|\bcardiac arrest\b/g, "CHEST PAIN"],
  [
    /\bchest (?:feels?|is|has gone) (?:\w+ ){0,2}(?:funny|strange|weird|odd|wrong|off|crushed|squashed)\b|\b(?:sitting|pressing|weight|elephant) on (?:my|his|her|their|the) chest\b|\b(?:clutching|clutched|clutches|clutch|gripping|gripped|grabbing|grabbed|holding|held|rubbing) (?:at )?(?:my|his|her|their|the) chest\b(?! (?:drain|x ?ray|scan|infection|of drawers))/g,
    "CHEST PAIN",
  ],
];

/**
 * A chest or breathing said to be all right ("breathing's fine", "chest doesn't hurt", "I can
 * breathe OK") denies the sign, as "no chest pain" does; read first, so "breathing is ok" never
 * reaches the breathing phrases.
 */
PHRASES.unshift(
  [
    new RegExp(
      `\\b(?<!\\b(?:not|isnt|arent|wasnt|cant|cannot|couldnt|hardly|barely) )(?:(?:(?:my |his |her |their |the )?(?:breathing|breath)(?: and (?:swallowing|talking|speaking|eating|drinking))?(?: is| are| feels| feel| seems| seem)?) (?:totally |completely |absolutely |perfectly |pretty |quite )?(?:fine|ok|okay|alright|all right|normal|normally|good|clear|no problem)|(?:i|he|she|they|can|could) (?:can |could )?(?:still )?breathe (?:and (?:swallow|talk|speak|eat|drink) )?(?:totally |completely |absolutely |perfectly |pretty |quite )?(?:fine|ok|okay|alright|all right|normal|normally|good|clear|easily|properly|no problem))\\b(?! until| till| til| before| at first| earlier| yesterday| this morning| when)|\\b(?:${NOT}|no) (?:problems?|trouble|issues?|difficulty) (?:with )?(?:my |his |her |their |the )?(?:breathing|breath|breathe)\\b|\\b(?:im not|i am not|not|isnt|is not|arent|wasnt|never|no|without) (?:\\w+ )?(?:short|out|struggling|strugling|gasping|fighting|having (?:any )?(?:trouble|problems?|difficulty)|any (?:trouble|problems?|difficulty)) (?:of |for |to |with )?(?:my |his |her |the )?${BREATH_WORD}\\b`,
      "g",
    ),
    " not BREATHLESS , ",
  ],
  [
    /\b(?:my |his |her |their |the )?chest (?:(?:is|feels|seems) (?:totally |completely |absolutely |perfectly )?(?:fine|ok|okay|alright|all right|normal|clear|good)(?! until| till| til| before| at first| earlier| yesterday| this morning| when)|(?:doesnt|does not|isnt|is not|didnt|did not|hasnt|has not|wasnt) (?:\w+ )?(?:hurt|hurting|ache|aching|sore|painful|tight|feel tight))\b/g,
    " not CHEST , ",
  ],
);

/** A stitch popped, a small gap starting to open in a wound (the site's "starting to open"). */
PHRASES.unshift([
  /\b(?:stitch|stitches|staple|staples|clip|clips|steri ?strips?)\b (?:\w+ ){0,3}(?:has |have |just )?(?:popped|burst|snapped|come out|came out|pulled out|given way|gave way)\b(?=[\s\S]*\b(?:gap|open\w*|split\w*|apart|hole)\b)|\b(?:small |little |tiny )?(?:gap|split|hole|opening) (?:\w+ ){0,2}(?:starting|beginning|started|begun) to (?:open|appear|form|come apart|split|gape)\b/g,
  " WOUNDOPEN WOUND ",
]);
/** A wound that has started to open: the ward or NHS 111 today (content/care.ts, content/urgent-care.ts); a deep or gaping one is A&E. */
PHRASES.unshift([
  /\b(?:wound|incision|scar|stitches|staples|clips|stitch(?: line| area| site)?|(?:wound|scar|incision|op) (?:area|site|line))s? (?:\w+ ){0,4}(?:(?:has|have|is|are|just|its|it) )?(?:opened|opening|open|split|splitting|burst|gaping|gape|come apart|came apart|coming apart|pulled apart|come undone|came undone)\b|\b(?:opened|split|burst|gaping) (?:up )?(?:wound|incision|scar)\b/g,
  "WOUNDOPEN",
]);

/** Something sharp gone deep into the skin ("put a garden fork through my foot… it went in deep"). */
PHRASES.unshift([
  /\b(?:garden )?(?:fork|nail|knife|blade|screwdriver|spike|skewer|tine|prong|chisel|stake|pitchfork|shard of glass|piece of glass|glass|fish ?hook|hook|barb|dart|arrow|nail gun nail|staple gun staple|splinter of (?:wood|metal|glass)|piece of metal|shard of metal)s? (?:\w+ ){0,2}(?:(?:went |gone |has gone |got |stuck |right |straight )*(?:through|into)|(?:went|gone|has gone|got|stuck|right|straight|deep)(?: \w+)? in) (?:(?:my|his|her|their|the|your|a) )?(?:\w+ )?(?:foot|feet|hand|palm|leg|thigh|calf|arm|shin|sole|heel|toe|finger|thumb)s?\b|\b(?:put|stuck|stabbed|stood on|trod on|trodden on|stepped on|drove|driven|jammed) (?:a |the |my |his |her )?(?:garden )?(?:fork|nail|knife|screwdriver|spike|skewer|chisel|prong)s? (?:right |straight )?(?:through|into|in)\b|\bstood on a (?:rusty )?nail\b|\bwent in (?:quite |really |very |pretty |so |fairly )?deep\b/g,
  "PUNCTURE",
]);

/**
 * Skin torn back in a flap, as an older person's shin tears on a fall ("the skin has peeled right
 * back like a flap"): a wound for A&E to close, as a deep cut is.
 */
PHRASES.unshift([
  /\bskin (?:\w+ ){0,2}(?:peeled|torn|ripped|pulled|come|came|folded|rolled|flapp\w*) (?:\w+ ){0,2}back\b|\b(?:flap|flaps) of (?:\w+ )?skin\b|\bskin (?:flap|tear)s?\b|\b(?:pretibial|pre tibial) (?:laceration|wound|flap)s?\b/g,
  " DEEPCUT ",
]);
/**
 * A cut that is deep or wide open, or open to what is under the skin ("his knee is cut wide open
 * and you can see inside", "a deep gash on her shin", "cut my hand badly… it's deep"): A&E, as
 * NHS guidance sends deep cuts.
 */
PHRASES.unshift([
  /\b(?:cut|cuts|gash|gashed|slashed|sliced|laceration|ripped|torn) (?:\w+ ){0,2}(?:wide |right |clean |clear )open\b|\b(?:cut|gash|gashed|slashed|sliced|laceration) (?:\w+ ){0,2}(?:to|down to) the bone\b|(?<!\b(?:i|he|she|they|we|you|\w+ \w+) had (?:a |an )?(?:really |very |quite |so )?)\b(?:really |very |quite |so )?deep (?:cut|gash|slash|laceration)s?\b|\b(?:cut|gash|laceration) (?:is |looks |that is |thats )?(?:really |very |so |quite )?deep\b|\b(?:cut|sliced|gashed|slashed|slit) (?:\w+[.,]? ){0,7}?(?:its|it is|it looks|and its|and it is) (?:really |very |quite |so |pretty )?deep\b|\b(?:cut|gash|gashed|sliced|slashed)\b[^.?!]*?\b(?:wont|will not|doesnt|does not|cant|cannot) (?:stay )?(?:close|closed|shut|close together|come together|pull together)\b|\b(?:can|could) see (?:right )?(?:inside|in it|into it|the bone|bone|the fat|fat|yellow fat|tendons?|the tendon|muscle|the muscle)\b/g,
  " DEEPCUT ",
]);
// a cut that gapes or needs stitching ("cut my thigh tonight… its gaping open and i think it needs
// stitches", "a deep, gaping cut"): A&E or an urgent treatment centre, as the NHS sends them
PHRASES.unshift([
  /\b(?:cut|cuts|sliced|slashed|gashed|slit) (?:my|his|her|their|myself|himself|herself|it|open)\b[\s\S]{0,80}?\b(?:gaping|gapes|gaped|wide open|needs? (?:\w+ )?(?:stitches|stitching|stitched|gluing|glued|steri ?strips))\b|\b(?:cut|gash|slash|laceration)s? (?:is |are |looks? |thats |that is )?(?:\w+ )?(?:gaping|gapes|wide open)\b|\bgaping (?:cut|gash|slash|laceration)\b|(?<!\b(?:i|he|she|they|we|you|\w+ \w+) had (?:a |an )?(?:really |very |quite |so )?)\bdeep (?:\w+ )?(?:cut|gash|slash|laceration)s?\b/g,
  " DEEPCUT ",
]);

/**
 * A knee that has locked: stuck and will not straighten ("its stuck, cant straighten it fully",
 * "jammed in a bent position and wont straighten"; not a finger jammed and now pointing sideways).
 */
PHRASES.unshift([
  /\bstuck at an angle\b[^?!]{0,60}?\b(?:cant|cannot|can not|unable to|wont|will not|couldnt) (?:\w+ ){0,2}straighten\b|\b(?:locked|locking|stuck|jammed|wedged)[\s,]+(?:(?!(?:fingers?|thumbs?|toes?|wrists?|elbows?|arms?|jaw|neck|back|shoulders?|pointing|sideways|angle)\b)\w+[\s,]+){0,14}(?:cant|cannot|can not|wont|will not|unable to|not able to|couldnt) (?:\w+ ){0,2}straighten\b|\b(?:wont|will not|cant|cannot|can not|doesnt|does not|isnt|not) (?:\w+ )?unlock(?:ing)?\b|\b(?:cant|cannot|can not|wont|will not|unable to|couldnt) (?:\w+ ){0,2}straighten (?:\w+[ ,]+){0,10}?(?:locked|stuck|jammed)\b|\b(?:knee|it)(?:s| is| has| has been|s been)? (?:gone |got )?(?:locked|stuck|jammed) (?:solid|up|(?:half |halfway |partly )?bent|in one position|in a bent position|since)\b/g,
  "LOCKED",
]);

/** Single words (with misspellings and slang) → concept. */
const WORDS = new Map<string, string[]>();
function concept(name: string, words: string): void {
  for (const word of words.split(/\s+/).filter(Boolean)) {
    WORDS.set(word, [...(WORDS.get(word) ?? []), name]);
  }
}
concept("CHEST", "heart chest chst chset chesst chect cheast chesty breastbone sternum");
concept(
  "PAIN",
  "pain pains painful pian pains paine hurt hurts hurting hurtin hurted sore soreness ache aches aching achy agony agonising agonizing stabbing throbbing cramp cramps cramping tender tenderness discomfort killing scream screams screaming screamed",
);
concept(
  "TIGHT",
  "tight tightness tighter tite heavy heaviness pressure crushing crushed squashed squashing squeezing squeezed squeeze elephant vice",
);
concept("COUGH", "cough coughing coughed coughs");
concept(
  "COLLAPSE",
  "collapsed collapse collapses collapsing colapsed collasped unconscious unconcious unresponsive fainted fainting faint",
);
concept("STROKE", "stroke strokes");
concept("LIPS", "lip lips lipps tongue tounge tung tongues mouth");
concept("FACE", "face eyes eye eyelids");
concept(
  "SWELL",
  "swollen swelling swelled swell swells swolen sweling swolled swollan huge massive enormous ballooned ballooning puffy puffed puff bloated enlarged bigger swole lump",
);
concept("HIVES", "hives hive welts rash");
concept(
  "DRUG",
  "antibiotic antibiotics tablets tablet pills pill medicine medicines medication meds drug drugs injection jab penicillin painkillers painkiller",
);
concept(
  "CONFUSED",
  "confused confusion confussed confuzed delirious delirium disorientated disoriented disorientation muddled",
);
concept("DROWSY", "drowsy sleepy sleepier");
PHRASES.push(
  // hard to wake, and speech that makes no sense: "I can barely rouse her and when she does speak
  // it makes no sense"
  [
    /\b(?:can|could|cant|cannot|couldnt) (?:barely|hardly|only just|not|scarcely) (?:rouse|wake|waken|wake up|get a response from) (?:him|her|them|mum|dad|nan|grandad)\b|\b(?:hard|difficult|impossible) to (?:rouse|wake|waken)\b|\b(?:drifting|drifts|drifted|slipping|slips|going|goes|keeps? going) (?:in and out|off)(?! (?:to sleep )?(?:at night|in the evenings?|in front of the (?:tv|telly)|after (?:lunch|dinner|tea)|on the sofa|in (?:his|her|my|the) chair))\b|\b(?:keeps?|kept) (?:nodding|dozing|dropping|drifting) off\b(?! (?:to sleep )?(?:at night|in the (?:evenings?|afternoons?)|in front of the (?:tv|telly)|after (?:lunch|dinner|tea)|on the sofa|in (?:his|her|my|the) chair))/g,
    "DROWSY",
  ],
  [
    /\bwhen (?:she|he|they) (?:does |do |did )?(?:speak|speaks|talk|talks|say anything|says anything)\b[^.?!]{0,20}\b(?:makes?|made|is making) no sense\b|\b(?:talking|speaking|says|saying|words)\b[^.?!]{0,12}\b(?:makes?|making|made) no sense\b/g,
    "CONFUSED",
  ],
  // a person, not a form, making no sense ("suddenly he's making no sense at all")
  [
    /^(?=[\s\S]*?\b(?:he|she|they|hes|shes|theyre|mum|dad|nan|gran|grandad|grandma|husband|wife|partner|resident|patient)\b[^.?!]{0,20}?\b(?:making no sense|not making (?:any )?sense|talking (?:nonsense|rubbish|gibberish)|gibberish)\b)/,
    "CONFUSED",
  ],
);
/**
 * A knock to the head or neck ("banged his head", "a head injury", "landed on my head", "came down
 * on the back of her neck", "went in headfirst").
 */
PHRASES.push(
  [
    /\b(?:bang\w*|hit|hits|hitting|bump\w*|knock\w*|smack\w*|whack\w*|crack\w*|injur\w*|hurt|kick\w*|struck|strike|strikes|punch\w*|thump\w*|clout\w*|clobber\w*) (?:\w+ ){0,4}(?:head|skull)\b|\b(?:walked|walks|walking|ran|run|running|banged|bumped|smacked|crashed) (?:straight |right |head first )?into (?:a |the |an )?(?:open )?(?:door ?frame|door|wall|beam|cupboard(?: door)?|shelf|lamp ?post|post|lintel|low ceiling|window frame)\b|\b(?:blow|blows|kick|knock|bang|whack|hit|smack|thump|elbow|knee|boot|clash|ball) (?:to|on|in) (?:the|his|her|my|their) head\b|\b(?:clash\w*|bump\w*|bang\w*|knock\w*|crack\w*) heads\b|\bhead (?:clash|collision|knock|bang|to head)\b|\bhead (?:injury|injuries|knock|wound)\b|\bconcuss\w*\b|\b(?:land\w*|came down|come down|fell|fallen|dived|dove|thrown)(?: \w+){0,3} (?:on|onto) (?:\w+ ){0,4}(?:neck|head)\b|\bhead ?first\b|\b(?:haematoma|hematoma|lump|egg|gash|laceration) (?:\w+ ){0,2}(?:on |to |at |over )?(?:the |his |her |their |my )?(?:head|occiput|forehead|scalp|temple)\b|\b(?:occipital|occiput|scalp|forehead|frontal) (?:haematoma|hematoma|lump|laceration|wound)\b/g,
    "HEADHIT",
  ],
  // the NHS head-injury page's 999 signs beside drowsiness: problems seeing, fluid from the
  // nose or ears
  [
    /\b(?:seeing|see|sees) (?:two of everything|double|things double|stars (?:still|constantly))\b|\bdouble vision\b|\b(?:vision|eyesight) (?:\w+ ){0,2}(?:blurr\w*|gone|funny|strange|weird|double)\b|\bblurr\w* vision\b|\b(?:cant|cannot|can not|couldnt|struggling to|unable to) see (?:properly|straight|clearly|very well|well|out of)\b/g,
    "VISION",
  ],
  [
    /\b(?:clear|watery|pink) (?:\w+ ){0,3}(?:fluid|liquid|stuff|water|discharge)s? (?:\w+ ){0,4}(?:nose|ears?)\b|\b(?:blood|bleeding) (?:\w+ ){0,2}(?:from|out of|in) (?:his|her|my|their|the|one) ears?\b/g,
    "EARNOSEFLUID",
  ],
  [
    /\b(?:cant|cannot|can not|struggling to|struggles to|hard to|wont|(?:can |could )?(?:barely|hardly)) (?:keep|stay) (?:\w+ ){0,2}(?:awake|eyes open)\b|\b(?:keeps?|keep on) (?:nodding|dozing|drifting|dropping) off\b|\b(?:keeps?|keep on) (?:falling|dropping) asleep\b|\bfalling asleep (?:mid|in the middle of|while|when|as) (?:\w+ )?(?:sentence|talking|speaking|eating)\b|\bgcs (?:of |is |was |now |down to |dropped to |score )?(?:[3-9]|1[0-3])\b|\bnot (?:opening|open) (?:his |her |their )?eyes\b/g,
    "DROWSY",
  ],
);
concept("TESTICLE", "testicle testicles testical testicals testicular scrotum bollock bollocks");
// "ball" is a testicle only when it is someone's ("one of my balls"), not a cricket ball
PHRASES.push([
  /\b(?:my|his|your|one of (?:my|his|your)) (?:left |right )?(?:balls?|nuts)\b/g,
  "TESTICLE",
]);
/**
 * White that is the colour of a wound's or a burn's tissue ("white fatty stuff inside", "the skin
 * has gone white and blistered"), not of a cold, pale limb.
 */
PHRASES.unshift([
  /\b(?:skin|patch|wound|cut|gash|burn|burnt|scald\w*|blister\w*) (?:\w+ ){0,3}white\b(?! (?:and|&) (?:cold|icy|numb))|\bwhite (?:\w+ ){0,2}(?:stuff|fatty|fat|bits?|tissue|bone|layer|leathery|inside|underneath)\b|\b(?:something|bits?|stuff|tissue|fat|bone|layer) (?:\w+ ){0,2}white\b|(?=\b(?:gone|going|turned|turning|looks?|looking|is|are|its|all|bit) )(?<=\b(?:burns?|burnt|burned|scald\w*|kettle|boiling water|flames?|fire|chip pan|iron|oven|hob|blister\w*|hot (?:oil|fat|water|tea|coffee|pan)|steam|spilt|spilled|splashed)\b.*)\b(?:gone|going|turned|turning|looks?|looking|is|are|its|all|bit) (?:\w+ )?white\b(?! (?:and|&) (?:cold|icy|numb))|(?=\bwhite )(?<=\b(?:burns?|burnt|burned|scald\w*|kettle|boiling water|flames?|fire|chip pan|iron|oven|hob|blister\w*|hot (?:oil|fat|water|tea|coffee|pan)|steam|spilt|spilled|splashed)\b.*)\bwhite (?:in the middle|patch\w*|area|centre|center)\b/g,
  " TISSUEWHITE ",
]);
/** Tingling or numb arms or hands (after a blow to the neck, a sign of a broken neck). */
PHRASES.unshift([
  /\b(?:arms?|hands?|fingers) (?:\w+ ){0,3}(?:tingl\w*|numb\w*|dead|pins and needles)\b|\b(?:tingl\w*|numb\w*|pins and needles) (?:\w+ ){0,3}(?:arms?|hands?|fingers)\b/g,
  " ARMNUMB ",
]);
concept("NECK", "neck necks spine spinal");
/**
 * Pain spreading to the jaw or the left arm, or the left arm rubbed or held: a heart attack's sign
 * without chest pain.
 */
PHRASES.unshift([
  /\b(?:ache|aching|achy|pain|painful|hurts?|hurting|tight\w*|heavy|heaviness|pressure) (?:\w+ ){0,4}(?:jaw|left arm)\b|\b(?:jaw|left arm) (?:\w+ ){0,3}(?:ache|aches|aching|achy|pain|painful|hurts?|hurting|tight\w*|heavy)\b|\b(?:rubbing|rubs|rubbed|holding|holds|held|clutching|clutches|clutched|gripping|grips|gripped|massaging|massages|nursing) (?:his|her|my|their|your) left arm\b/g,
  " HEARTSIGN ",
]);
/**
 * "Heartburn" or "indigestion" that spreads to the arm, jaw, neck or back: the NHS's heart attack,
 * whose chest pain can feel like indigestion, not a stomach's ("heartburn that goes down my left
 * arm").
 */
PHRASES.unshift([
  /\b(?:heartburn|indigestion|burning|reflux|wind) (?:\w+ ){0,6}?(?:goes|going|gone|went|spread\w*|radiat\w*|mov\w*|shoot\w*|travel\w*|runs?|running|ran) (?:\w+ ){0,2}(?:down|into|up|to|through|along) (?:\w+ ){0,2}(?:arms?|jaw|neck|shoulder|back)\b/g,
  " HEARTSIGN CHEST PAIN ",
]);
concept("CLAMMY", "clammy sweaty sweating sweats nauseous nausea queasy sick");
/** A limb struck or crushed ("dropped a paving slab on my foot", "stubbed my toe", "trapped it in the door"). */
PHRASES.push([
  /^(?=[\s\S]*?(?:\b(?:dropped|drop|dropping|fell|fallen|landed) (?:\w+ ){0,4}(?:on|onto) (?:my|his|her|their|the|your) (?:\w+ )?(?:foot|feet|toes?|ankle|shin|leg)\b|\b(?:crush\w*|stubb?(?:ed|ing)?|trapped|shut (?:\w+ ){0,3}in (?:the|a) (?:door|car door)|stamped on|run over|ran over|(?:stood|stepped|trod|trodden|stamped|trampled) on (?:my|his|her|their|the|your) (?:\w+ )?(?:foot|feet|toes?|ankle|hand|fingers?))\b))/,
  " STRUCK ",
]);
/**
 * A temperature read out with its decimal beside feeling hot or shivering ("shaking and very hot,
 * 38.9"): a fever, with no word for temperature.
 */
const READING = String
  .raw`(?<![\d.])(?:3[89]|4[0-2])[.,]\d(?:\s*(?:°\s*c?|degrees?|c\b|celsius))?(?!\d|[.,]\d|\s*(?:%|weeks?|wks?|days?|years?|yrs?|months?|kg|kilos?|mg|mm|cm|stone|lbs?|pages?|miles?|km|hours?|hrs?|mins?|minutes?|seconds?|secs?|percent))`;
const FEELING_HOT = String
  .raw`\b(?:hot|boiling|burning up|roasting|shak\w*|shiver\w*|sweat\w*|rigou?rs?|feverish)\b`;
PHRASES.push([
  new RegExp(
    String.raw`(?<=${FEELING_HOT}[^?!]{0,60})${READING}|${READING}(?=[^?!]{0,60}${FEELING_HOT})`,
    "g",
  ),
  " FEVER ",
]);
/**
 * A high temperature in everyday words: the shakes or sweats, shuddering under the blankets,
 * burning hot to the touch (NHS 111's "hot and shivery").
 */
PHRASES.push([
  /\bthe (?:shakes|shivers|sweats)\b|\bnight sweats\b|\b(?:burning|boiling|roasting|really|very) hot to (?:the )?touch\b|\b(?:shak\w*|shiver\w*|shudder\w*|trembl\w*) (?:\w+ ){0,2}(?:under|beneath|in|with) (?:\w+ ){0,3}(?:blankets?|duvets?|covers|quilts?|jumpers?|coats?)\b|\b(?:cant|cannot|can not) (?:stop shivering|get warm)\b/g,
  " FEVER ",
]);
/**
 * A tendon's tear as a patient tells it: a pop or snap, the leg giving way, not being able to
 * straighten or lift it, a dent by the kneecap.
 */
PHRASES.push([
  /^(?=[\s\S]*?(?:\b(?:pop|popped|popping|snap|snapped|snapping|twang\w*|ping|pinged|ripp\w*|tore|torn|tear)\b|\b(?:gave|give|giving|gives) way\b|\b(?:cant|cannot|can not|couldnt|unable to|not able to) (?:\w+ ){0,2}(?:straighten|lift|raise|kick) (?:\w+ ){0,3}(?:leg|knee)\b|\b(?:dent|gap|hollow|dip) (?:\w+ ){0,3}(?:above|below|under) (?:the |my |his |her )?(?:kneecap|knee cap|knee)\b))/,
  " TENDONSIGN ",
]);
/**
 * A mind that will not work clearly ("I can't think straight"): a sign of sepsis with a fever, but
 * said of pain too, so no confusion of its own.
 */
PHRASES.push([
  /\b(?:cant|cannot|can not|couldnt|not) (?:think|thinking) (?:straight|clearly|properly)\b/g,
  " FOGGY ",
]);
/** Skin, lips or face gone a colour that is sepsis's or shock's sign ("blotchy", "gone grey"). */
PHRASES.push([
  /^(?=[\s\S]*?(?:\b(?:blotch\w*|mottl\w*|ashen)\b|\b(?:gone|going|turned|turning|looks?|looking) (?:\w+ ){0,2}(?:grey|gray|blue|bluish|pale|white|pasty)\b|\b(?:grey|gray|blue|bluish|pale|white|pasty) (?:skin|lips|face|tongue)\b|\b(?:skin|lips|face|tongue) (?:\w+ ){0,2}(?:grey|gray|blue|bluish|pale|white|blotchy|mottled)\b))/,
  " SKINCOLOUR ",
]);
/** The calf by its place: "the back of my leg below the knee". */
PHRASES.push([
  /\bback of (?:my|his|her|the|their|your) (?:\w+ )?(?:leg|lower leg) (?:just )?(?:below|under|beneath) (?:the|my|his|her|their) knee\b|\b(?:below|under|beneath) (?:the|my|his|her|their) knee at the back\b/g,
  " CALF ",
]);
/** Loss of feeling or movement in both legs or arms, as after a broken back or neck. */
PHRASES.unshift([
  /\b(?:cant|cannot|can not|unable to|not able to|couldnt) (?:feel|move)(?: or (?:feel|move))? (?:\w+ ){0,2}(?:legs|arms|anything below|from the (?:waist|neck|chest))\b|\bparaly[sz]ed\b/g,
  "PARALYSIS",
]);
/**
 * Out of breath from laughing or from sport chosen for fun ("a bit out of breath today, from
 * laughing at my husband"): the effort's, not a sign (never the stairs, a walk or a hill, which
 * after an operation can be a clot in the lung).
 */
PHRASES.unshift([
  /\b(?:(?:short(?:ness)?|out) of (?:breath|breathe)|puffed(?: out)?|winded|breathless)\b(?:[ ,]+(?!and\b|but\b)\w+){0,3}?[ ,]+(?:from|after|with|while|by) (?:all )?(?:the |that |my |a |some )?(?:laughing|laughter|giggling|giggles|running|jogging|a run|the gym|gym|a workout|working out|dancing|swimming|a swim|cycling|a bike ride|football|netball|tennis|squash|playing (?:with )?(?:the |my )?(?:kids|grandkids|grandchildren|dog))\b|\b(?:laughing|laughed|giggling) (?:so much|so hard|that much) (?:that )?(?:i|we|he|she) (?:was|were|got|am) (?:out of breath|breathless|winded)\b/g,
  " effort ",
]);
/** Breathless said through a double negative ("can't get to the loo without gasping"), or pain on every breath. */
PHRASES.unshift([
  /\b(?:cant|cannot|can not|couldnt) (?:\w+ ){0,5}without (?:gasping|getting breathless|being breathless|puffing|panting|stopping (?:for|to catch my) breath)\b|\bevery breath (?:hurts|is painful|is agony|kills)\b/g,
  " BREATHLESS ",
]);
/** Screaming when trying to stand: cannot stand, in pain. */
PHRASES.unshift([
  /\b(?:screams?|screaming|cries|crying|yells|shouts) (?:out )?(?:in pain )?(?:if|when|whenever) (?:he|she|they|i|we) (?:tries|try|trying|tried) to (?:stand|get up|walk|put weight)\b/g,
  " CANTSTAND PAIN ",
]);
/** Collapsing with laughter: laughing. */
PHRASES.unshift([
  /\bcollapsed? (?:laughing|with laughter|in (?:fits of )?laughter)\b/g,
  " laughed ",
]);
/** A heart condition named ("I have heart failure"): not chest pain. */
PHRASES.unshift([
  /\bheart (?:failure|condition|disease|problems?|trouble|valve|murmur|surgery|op|operation|bypass|stent|rate|doctor|clinic|nurse|specialist|history)\b/g,
  " CARDIAC ",
]);
/** …and a heart medicine, which stays a medicine ("took all his heart tablets"). */
PHRASES.unshift([/\bheart (tablets|pills|meds|medication)\b/g, " CARDIAC $1 "]);
/** Blood measured ("blood pressure tablets", "my blood sugar"): no bleeding, no tight chest. */
PHRASES.unshift([/\bblood (?:pressures?|sugars?|glucose|counts?|group|type)\b/g, " measured "]);
/** The colours of a bruise ("bruising… yellow and purple"): not a cold, pale limb. */
PHRASES.unshift([
  /\bblack and blue\b(?=[^.!?]*\b(?:fading|faded|yellow\w*|green\w*|bruis\w*|going down|settling|after (?:the|his|her|my|their) (?:op|operation|surgery)|since (?:the|his|her|my|their) (?:op|operation|surgery))\b)|\b(?:(?:purple|blue|yellow|green|black|dark|blueish|bluish|bluey|purply|purplish|yellowy|greenish)(?:,? and |, | |-)){1,3}(?:\w+ ){0,2}bruis\w*|\bbruis\w* (?:(?!(?:toes?|foot|feet|fingers?|hand|cold|numb|icy|pale|white)\b)[\w,]+ ){0,20}(?:purple|blue|yellow|green|black|blueish|purply|yellowy)(?:(?: and|,) (?:purple|blue|yellow|green|black))?\b/g,
  " BRUISE ",
]);
/** How a joint is hurt: twisted, knocked, fallen on, crushed… */
const HURT_BY =
  "went over|gone over|going over|rolled|twisted|sprained|turned|tripped|slipped|fell|fallen|kicked|tackled?|knocked|banged|bashed|whacked|smacked|hit|landed|dropped|crushed|trapped|stubbed|slammed|jammed|stood on";
/** What a bruise is not: a limb cold, pale or numb is losing its blood ("crushed and purple and numb"). */
const NOT_A_BRUISE =
  "cold|icy|freezing|white|pale|numb|numbness|mottled|grey|gray|no pulse|cant feel";
const SWOLLEN_AND_PURPLE =
  "(?:swollen|swelled(?: up)?|swelling|huge|massive|big|fat|puffy|(?:like a )?balloon(?:ed)?|flattened|squashed|crushed|battered) (?:(?:and|&) )?(?:purple|blue|black|blueish|bluish|bluey|purply)";
/**
 * A joint twisted or knocked that has swollen up and gone purple or blue ("went over on my ankle,
 * its gone huge and purple"; "dropped a paving slab on my foot, big toe's sort of flattened and
 * purple"): the bruise of the injury, not a limb losing its blood supply.
 */
PHRASES.unshift([
  new RegExp(
    `(?=\\b${SWOLLEN_AND_PURPLE}\\b)(?<![^]*\\b(?:${NOT_A_BRUISE})\\b[^]*)(?:\\b${SWOLLEN_AND_PURPLE}\\b(?=[^]*\\b(?:${HURT_BY})\\b)|(?<=\\b(?:${HURT_BY})\\b[^]*)\\b${SWOLLEN_AND_PURPLE}\\b)(?![^]*\\b(?:${NOT_A_BRUISE})\\b)`,
    "g",
  ),
  " SWELLING BRUISE ",
]);
/**
 * A nurse's or a doctor's shorthand, as relatives who work in health write it ("POD 6 THR, sudden
 * onset SOB, HR 130, sats 90% RA", "pleuritic CP R side", "?SSI", "unable to WB"), in the words
 * the signs are read in (run first, so the phrases below read them).
 */
const CLINICAL_SHORTHAND: Array<[RegExp, string]> = [
  [
    /\b(?:acute|sudden(?: onset)?|new|increas\w*|worsening|worse|very|severe|c ?o|complaining of|more|getting|with|and) sob(?:oe)?\b|\bsob(?:oe)? (?:(?:suddenly|now|again|all of a sudden|really|badly) )?(?:on exertion|at rest|since|today|overnight|this (?:am|morning)|after (?:my|his|her|the) (?:op|operation|surgery))\b/g,
    " short of breath ",
  ],
  // oxygen saturations below 94 %
  [
    /\b(?:sats?|spo2|o2 sats?|oxygen(?: levels?| sats?)?) (?:of |are |is |at |down to |dropped to |only |now |were |was |reading )?(?:[5-8]\d|9[0-3])(?:\s?%| percent)?(?!\d)/g,
    " short of breath ",
  ],
  [
    /\b(?:pleuritic|central|crushing|acute|new|sudden(?: onset)?|(?:left|right|l|r)[- ]?sided|tight|radiating) cp\b|\bcp (?:radiating|(?:r|l|right|left) (?:side|sided)|on (?:breathing|inspiration|deep breath\w*))\b/g,
    " chest pain ",
  ],
  [
    /\b(?:hr|pulse|heart rate) (?:of |is |at |now )?(?:1[3-9]\d|[2-9]\d\d)\b|\btachy(?:cardic|cardia)?\b/g,
    " PALP ",
  ],
  [/\b(?:pyrexial|pyrexia|febrile|spiking temps?)\b/g, " FEVER "],
  [/\b(?:apyrexial|afebrile)\b/g, " "],
  [/\b(?:erythematous|erythema|cellulitic)\b/g, " red "],
  // (a wound edge dehiscing is opening; its exudate a leak: "wound edge dehiscing approx 1cm,
  // serous exudate")
  [/\b(?:dehisc\w*|wound breakdown)\b/g, " opening "],
  [/\b(?:exudate|exudating|exuding)\b/g, " leaking "],
  [/\??\bssi\b/g, " infected "],
  [
    /\b(?:unable to|cant|cannot|can not|not able to|couldnt) (?:fwb|wb|weight bear\w*)\b|\bnwb\b/g,
    " cant put weight ",
  ],
];
PHRASES.unshift(...CLINICAL_SHORTHAND);
/**
 * A joint that has come out ("shoulder's come out again at rugby", "my kneecap popped out"): out
 * of place, said without "of its socket".
 */
PHRASES.unshift([
  /\b(shoulders?|kneecaps?|knees?|hips?|elbows?|fingers?|thumbs?|jaw|ankles?|patella)(?:s|'s| has| have| is)? (?:(?!(?:and|but|or|then|to)\b)\w+ )?(?:come|came|comes|coming|popped|pops|popping|gone|went|goes|going|slipped|slips|slid|slides|sliding|jumped|jumps) (?:right )?out\b(?! (?:of (?:bed|hospital|the car|theatre|surgery|(?:my|his|her|their|your) (?:mind|head|tree|depth)|it|control)|for|to|with|on)\b)/g,
  " $1 DEFORM ",
]);
/**
 * A limb gone purple or blue after an injury (a slip, a fall, something dropped on it), with no
 * word of it being cold, pale or numb: the bruise of the injury, not a limb losing its blood.
 * (Fewer ways of being hurt than HURT_BY: "turned", "sprained" and the like before "went blue"
 * would read a limb losing its blood supply as a bruise; nor "cold and blue", the cold word inside
 * the phrase.)
 */
PHRASES.unshift([
  /(?=\b(?:going|gone|turning|turned|went|is|are|its|look|looks|black)\b)(?<![^]*\b(?:cold|icy|freezing|white|pale|numb|numbness|mottled|grey|gray|no pulse|cant feel)\b[^]*)(?<=\b(?:slipped|slip|fell|fallen|fall|tripped|twisted|went over|rolled|landed|dropped|crushed|trapped|stubbed|kicked|tackled?|knocked|banged|hit|came down on|come down on|ran over|run over|drove over|squashed|smashed|stamped on|trod on|trodden on|stood on)\b[^]*)\b(?:(?:going|gone|turning|turned|went|is|are|its|look|looks) (?:all |really |very |a bit |already )?(?:(?!(?:cold|icy|freezing|white|pale|numb|mottled|grey|gray)\b)[a-z]+ (?:and |& )){0,2}(?:purple|purply|blue|bluey|bluish|blueish|black)|black and blue)\b(?![^]*\b(?:cold|icy|freezing|white|pale|numb|numbness|mottled|grey|gray|no pulse|cant feel)\b)/g,
  " BRUISE ",
]);
/**
 * Pain scored at the top ("10 out of 10", "the worst pain I've ever had") and pain relief that does
 * not ease it ("none of the tablets are touching it"): read before the compartment phrases, with
 * their reading kept (SEVERE TENSE) and what the sudden-severe-pain rule needs added (PAIN, UNEASED).
 */
PHRASES.unshift([
  /\b(?:9|nine|10|ten|11|eleven|12|twelve|100) ?(?:\/|out of) ?(?:10|ten)\b|\bworst pain (?:i'?ve|ive|i have|hes|shes|of (?:my|his|her) life|ever)\b/g,
  " SEVERE TENSE PAIN TOPSCORE ",
], [
  /\b(?:painkillers?|pain ?killers?|tablets?|pills?|meds|medication|medicines?|pain relief|morphine|codeine|co ?codamol|cocodamol|paracetamol|ibuprofen|oramorph|tramadol)\b(?: \w+){0,2} (?:are |is |were |was )(?:useless|no use|no good|a waste of time)\b|\b(?:painkillers?|pain ?killers?|tablets?|pills?|meds|medication|medicines?|pain relief|morphine|codeine|co ?codamol|cocodamol|paracetamol|ibuprofen|oramorph|tramadol)\b(?: \w+){0,2} (?:are |is |do |does |have |has )?(?:not|arent|isnt|dont|doesnt|wont|havent|hasnt|never|barely|hardly) (?:even |really |at all )?(?:touching|touch|touched|helping|help|helped|working|work|worked|easing|ease|eased|shifting|shift|doing anything)\b|\bnone of the (?:painkillers|tablets|pills|meds|medicines|pain relief) (?:are|is|have|has) (?:touching|touched|helping|helped|working|worked|easing)\b|\bnothing (?:is |seems to be |has )?(?:touching|touched|helping|helped|easing|eased) (?:it|the pain)\b|\bnothing (?:helps|is helping|works|is working|has helped|has worked|touches it|eases it)\b/g,
  " SEVERE TENSE UNEASED ",
]);
/** A bone through the skin (an open fracture), and its denial ("bones not through the skin"). */
PHRASES.unshift([
  /\b(?:bones?|it|they) (?:is |are |has |have )?(?:not|isnt|arent|hasnt|havent|didnt|never) (?:\w+ )?(?:through|out of|poking through|sticking through|broken through|broke through|come through|gone through|pierced|broken|broke) (?:the )?skin\b|\b(?:skin|skins) (?:is |isnt |is not |not |hasnt |has not |wasnt )?(?:not )?(?:broken|broke|pierced|split)(?= (?:but|though|and)\b)(?<=\b(?:isnt|not|hasnt|wasnt) (?:broken|broke|pierced|split))|\bno bones? (?:\w+ )?(?:showing|sticking out|poking out|through)\b|\bnot (?:\w+ )?(?:through|out of|poking through|sticking through|breaking|broken|broke|pierc\w*) (?:the )?skin\b/g,
  " not BONEOUT , ",
]);
PHRASES.unshift([
  /\b(?:bones?|it) (?:(?!not\b|isnt\b|arent\b|hasnt\b|havent\b|never\b)\w+ ){0,2}(?:through|out of|poking (?:out of|through)|sticking (?:out of|through)) (?:the |his |her |my |their )?(?:skin|jeans|trousers|leggings|sock|socks|clothes|tights)\b|\b(?:bones?) (?:is |are )?(?:poking|sticking|jutting) out\b|\b(?:open|compound) fracture\b|\bsee (?:the )?bone\b/g,
  " BONEOUT ",
]);
/** A cold caught, the illness ("she had a cold last week"): no cold limb. */
PHRASES.unshift([
  /\b(?:had|has|have|got|getting|caught|catching|with|after|over|from|fighting|shaking off|getting over) (?:a|an|the|this|that|his|her|my|their) (?:bad |nasty |heavy |stinking |streaming |horrible |bit of a |little |slight |chesty |head |chest |summer |winter )?(?:cold|colds)\b(?! (?:and|&) (?:numb|pale|white|blue|grey|gray|mottled))|\b(?:a cold|colds) (?:and|or|with) (?:a )?(?:cough|flu|sore throat|runny nose|sniffles|temperature)\b/g,
  " a CATCHCOLD ",
]);
/** A calf said to be fine ("warm knee 5 weeks on… calf is fine", "calf not tender, no fever"): no
 * sign in the calf (unless one follows: "calf not swollen but red and hot"). */
const CALF_SIGN_WORD = "swollen|sore|painful|hot|red|tender|warm|puffy|hard|achy|aching|tight";
PHRASES.unshift([
  new RegExp(
    String
      .raw`\b(?:my |his |her |their |the |both )?(?:calf|calves) ((?:(?:is|are|seems?|feels?|looks?|look) )?(?:totally |completely |perfectly |absolutely )?(?:fine|ok|okay|normal|alright|all right|good|soft|(?:not|isnt|arent|non) ?(?:at all )?(?:${CALF_SIGN_WORD}))(?:(?:,? (?:and|or|nor) |, )(?:not |non ?)?(?:${CALF_SIGN_WORD}|soft))*)\b(?! (?:until|till|before|at first|earlier|yesterday|this morning|when))(?![^.?!]{0,40}\b(?:but|though|although|except|yet|apart from)\b)`,
    "g",
  ),
  " not CALF , $1 ",
]);
/** Breathing said to be untouched ("its not affecting my breathing"): no breathlessness. */
PHRASES.unshift([
  /\b(?:not|isnt|is not|doesnt|does not|hasnt|has not|wont|didnt|did not|never) (?:\w+ )?(?:affect\w*|chang\w*|bother\w*|impact\w*|interfer\w* with) (?:my |his |her |their |the )?(?:breathing|breath)\b|\b(?:breathing|breath) (?:is |seems |has been |was )?(?:not affected|unaffected|unchanged|not bothered)\b/g,
  " not BREATHLESS , ",
]);
/** Things called cold that are no limb's colour ("a broken cold frame", "a cold compress"). */
PHRASES.unshift([
  /\bcold (?:frames?|compress(?:es)?|packs?|therapy|water|taps?|weather|snap|spell|drinks?|sores?|calls?|feet about|shoulder)\b/g,
  " ",
]);
/** A pet's emergency ("my dog collapsed at the park"): not a person's sign. */
PHRASES.unshift([
  /\b(?:dog|dogs|cat|cats|puppy|kitten|pet|horse|pony|rabbit|hamster|budgie|parrot|guinea pig|tortoise)s? (?:\w+ ){0,3}(?:collapsed|collapses|fainted|had a fit|having a fit|fitting|seizure\w*|stopped breathing|(?:is |was )?bleeding|broke (?:his|her|its|a) leg|is limping|was limping)\b/g,
  " ANIMAL ",
]);
/** No feeling in a limb ("can't feel or move my leg"): numb, and the limb kept for the rules. */
PHRASES.unshift([
  /\b(?:cant|cannot|can not|couldnt|unable to|not able to) feel(?: or move| and move| or even move)? (?:my|his|her|their|the|your) (leg|foot|feet|toes|arm|hand|fingers)\b/g,
  " NUMB $1 ",
]);
/** Said to be clear in the head ("chatting normally and knows what's what"): not confused. */
PHRASES.unshift([
  /(?:(?<!\b(?:doesnt|does not|dont|do not|didnt|did not|cant|cannot|can not|couldnt|wont|not|no longer|hardly|barely) (?:(?:seem|seems|appear|appears) to |really |even )?)\b(?:knows?|knowing) (?:whats what|where (?:she|he|they|i) (?:is|are|am)|who (?:we|i|everyone|everybody) (?:am|are|is))\b|\b(?:chatting|talking|speaking|chatting away) (?:normally|normal|sensibly|sensible|fine|ok|okay|as normal|as usual)\b|(?<!\b(?:not|isnt|wasnt|arent|werent|never) (?:really |quite |actually |properly |always |even )?)\bmaking (?:perfect )?sense\b|(?<!\b(?:was|were|had been) )\b(?:all|completely|fully|totally) with it\b|\bclear ?headed\b|\bcompos mentis\b)(?!(?: \w+){0,2} (?:yesterday|earlier|before|until|till|last night|this morning|the other day)\b)/g,
  " not CONFUSED ",
]);
/** Cold used as a treatment or the weather ("running it under cold water"): not a cold limb. */
PHRASES.unshift([
  /\b(?:under (?:the )?|in |with (?:a )?)?cold (?:running )?(?:water|tap|compress|pack|flannel|cloth|shower|bath|air|weather|snap|day|night|drink|spell)s?\b|\b(?:icy|iced over|freezing|frosty|snowy|cold) (?:front |back |garden |stone )?(?:step|path|pavement|road|ground|patch|drive|driveway|morning|night|weather|conditions|car park|stair|floor|yard|decking|steps|paths|pavements|roads|stairs)\b/g,
  " ",
]);
/** Hot and cold by turns ("freezing one minute and boiling the next", "sweating then shivering"). */
PHRASES.unshift([
  /\b(?<!\b(?:house|home|room|flat|weather|heating|ward|office|car|bedroom|its|place|kitchen|water|shower|bath|radiator|boiler)(?: \w+){0,2} )(?:freezing|frozen|cold|shivery|shaking|chilly|(?:cant|cannot|can not|couldnt) get warm) (?:\w+ ){0,5}(?:then|one minute|next minute|the next|and then)(?: \w+){0,4} (?:boiling|roasting|baking|burning|sweating|sweaty|dripping|hot|pouring with sweat|drenched|soaked|soaking|wringing wet)\b|\b(?<!\b(?:house|home|room|flat|weather|heating|ward|office|car|bedroom|its|place|kitchen|water|shower|bath|radiator|boiler)(?: \w+){0,2} )(?:boiling|roasting|baking|burning|sweating|sweaty|hot) (?:\w+ ){0,4}(?:then|one minute|next minute|the next|and then)(?: \w+){0,4} (?:freezing|frozen|cold|shivery|shivering|shaking)\b/g,
  " FEVER ",
]);
concept("SUDDEN", "sudden suddenly suddently sudenly abruptly");
concept("BLEED", "bleed bleeding bleeds bled blood bloody");
concept(
  "FALL",
  "fell fall fallen falling falls tripped trip trips slipped slip slips tumbled tumble stumbled stumble tackle tackled collision crash crashed accident knocked landed popped pop twisted gave buckled",
);
concept(
  "INJURED",
  "hit hitting whacked smacked punched kicked struck bashed banged thrown flung clattered collided headbutted elbowed",
);
concept(
  "BONEPART",
  "collarbone collarbones clavicle nose jaw cheekbone cheekbones rib ribs arm arms forearm forearms hand hands finger fingers thumb thumbs",
);
concept("KNEE", "knee knees kneecap kneecaps patella patellar nee");
concept("HIP", "hip hips");
concept("LEG", "leg legs thigh thighs shin shins");
concept("NUMB", "numb numbness numbed tingly tingling dead");
concept("CALF", "calf calves calfs carf clave");
concept("FOOT", "foot feet toe toes ankle ankles");
concept("JOINT", "joint joints elbow wrist shoulder");
concept(
  "COLD",
  "cold icy freezing white pale blue bluey bluish blueish purple grey gray mottled dusky",
);
concept(
  "SADDLE",
  "bottom bum buttock buttocks backside anus genitals genital groin privates vagina penis perineum saddle crotch",
);
concept("BLADDER", "incontinent");
concept(
  "CHILD",
  "child children kid kids son sons daughter daughters toddler baby babies boy girl grandson granddaughter grandchild infant lad teenager teen",
);
concept("LIMP", "limp limping limps");
concept(
  "FEVER",
  "fever fevers feverish fevery feverishness shivering shivery shivers shiver rigors rigours chills",
);
concept("HOT", "hot hott hotter warm warmer burning heat boiling");
concept(
  "RED",
  "red redder reddened reddening redness reddish inflamed angry purple erythematous erythema",
);
concept("HARD", "hard firm");
concept(
  "SEVERE",
  "severe severely unbearable excruciating agony agonising agonizing terrible horrendous extreme extremely horrific",
);
concept("TENSE", "tightness tight tense tensed shiny bursting");
concept("CLOT", "dvt clot clots thrombosis embolism");
concept(
  "WOUND",
  "wound wounds woond wond scar scars incision incisions cut cuts stitches stiches stitch staples clips dressing dressings",
);
// pus is never part of normal healing, whatever it comes from after an operation ("a bit of pus
// from one of the keyhole holes")
concept("PUS", "pus puss purulent seropurulent");
concept(
  "INFECTED",
  "infected infection infektion infection infecton infeccion infectd septic sepsis cellulitis abscess",
);
// leaving hospital, not a wound's discharge ("obs fine since discharge, wound clean and dry")
PHRASES.unshift([
  /\b(?:since|after|before|on|at|until|till|from|post|awaiting|for) (?:(?:his|her|my|their|the|hospital) )?discharge\b(?! (?:from (?:the |his |her |my )?(?:wound|scar|cut|incision)|coming|leaking|oozing|seeping))/g,
  " leaving hospital ",
]);
// a wound that keeps leaking, in a patient's words ("the dressing keeps getting wet with pinky
// stuff"): the site's "a wound that leaks… is not normal" (not a dressing wet from the shower)
PHRASES.unshift([
  /\b(?:keeps?|kept|keep on) (?:getting |going |being )?(?:wet|damp|soggy|soaked|sodden|stained)\b(?! (?:in|from|when|during|after|in the) (?:the |a |my )?(?:shower|bath|rain|wash))|\b(?:wet|damp|soggy|soaked|stained) with (?:\w+ ){0,2}(?:stuff|fluid|liquid|goo|gunk|gunge|discharge|muck|gloop)\b|\b(?:stuff|goo|gunk|gunge|muck) (?:keeps |is |still )?(?:coming|leaking|seeping|dripping|oozing) (?:out|from)\b(?! (?:of )?(?:\w+ )?(?:nose|ears?|mouth|eyes?|head)\b)|(?<!\bclear )\b(?:some |a bit of |a little )?(?:water|fluid|liquid|juice) (?:is |keeps |has been |was |still )?(?:coming|leaking|seeping|dripping|oozing)(?: out| from)?\b(?! (?:of )?(?:\w+ )?(?:nose|ears?|mouth|eyes?|head)\b)/g,
  " WOUNDSTRONG ",
]);
concept(
  "WOUNDSTRONG",
  "pus puss soaking soaked soaks oozing ooze oozes oozed oozy discharge discharging weeping weeps leaking leaks leaky leekin leeking leakin leakng leeks yelow yellowy seeping seeps smelly smells smelling stinks stinking stink smell whiff whiffy whiffs pong pongs pongy niff niffy odour odor yellow green gunk gunge",
);
// falling asleep, pregnant or behind is no fall ("fell asleep in the chair with his leg down"),
// read last, after the drowsy ("keeps falling asleep")
PHRASES.push([
  /\b(?:fell|fall|falls|falling|fallen) (?:back |straight |fast |sound )?(?:asleep|to sleep|off to sleep|off asleep|pregnant|behind|in love|out with)\b/g,
  " asleep ",
]);

/** Words that deny what follows them, up to "but" or a comma. */
const DENIALS = new Set(
  "no not never without nor isnt arent wasnt werent havent hasnt hadnt dont doesnt didnt none nothing neither denies deny free"
    .split(" "),
);
const SCOPE_ENDS = new Set([
  "but",
  "however",
  "although",
  "though",
  "yet",
  "except",
  "apart",
  ",",
  ".",
  ";",
  ":",
  "!",
  "?",
  "\n",
  "now",
  "and",
  // ("was chatting fine at tea then all of a sudden shes very confused")
  "then",
]);

/**
 * What a treatment or a thing does not do, after which a denial says no more ("calpol isnt
 * bringing her fever down", "the tablets dont ease the pain").
 */
const FAILING = new Set(
  "working work worked helping help helped touching touch touched bringing bring brought shifting shift lowering lower reducing reduce easing ease eased controlling control settling settle"
    .split(" "),
);
/** A usual state, after which a denial says no more: "not acting right and struggling to breathe". */
const USUAL_STATE = new Set(["right", "usual", "normal", "normally", "well", "ok", "okay", "fine"]);

export interface Concepts {
  /** the concepts the message asserts */
  has(concept: string): boolean;
  /** whether the message denies `concept` ("no chest pain", "breathing is fine") and never asserts it */
  denies(concept: string): boolean;
  /** how many of `names` it asserts */
  count(...names: string[]): number;
  /** every concept it asserts */
  names(): string[];
  /** the plain text, for the context checks (question, past, habit) */
  text: string;
}

export function readConcepts(message: string, { asWritten = false } = {}): Concepts {
  let text = plainText(asWritten ? message : withoutIdioms(message));
  const plain = text;
  // A sign after "no" is cancelled below; phrases that end in a denial word are protected here.
  text = text.replace(
    /\bnot sure\b|\bno idea\b|\bno doubt\b|\b(?:dont|do not|doesnt|does not|didnt) (?:know|understand|get|like|think)\b(?! (?:where|who|what (?:day|year|month|time)|which (?:day|year)|me|us|anyone|his own|her own|their own))/g,
    " ",
  );
  for (const [pattern, name] of PHRASES) text = text.replace(pattern, ` ${name} `);
  const tokens = text.replace(/([.,;:!?\n])/g, " $1 ").split(/[ \t]+/).filter(Boolean);
  const found = new Set<string>();
  const deniedNames = new Set<string>();
  let denied = false;
  for (const [i, token] of tokens.entries()) {
    const newClause = token === "and" &&
      /^(my|his|her|their|i|he|she|they|the|its|it|theres|now|also|one|half|both|suddenly)$/.test(
        tokens[i + 1] ?? "",
      );
    if (SCOPE_ENDS.has(token) && (token !== "and" || newClause)) {
      denied = false;
      continue;
    }
    // ("can not" is "cannot", what someone is unable to do: "he can not say the words correct")
    if (DENIALS.has(token) && !(token === "not" && tokens[i - 1] === "can")) {
      denied = true;
      continue;
    }
    // (a thing that fails ends what it denies: "inhaler isnt working lips going blue")
    if (denied && (FAILING.has(token) || USUAL_STATE.has(token))) {
      denied = false;
      continue;
    }
    const names = /^[A-Z]+$/.test(token)
      ? [token]
      : WORDS.get(token) ?? (token.endsWith("s") ? WORDS.get(token.slice(0, -1)) : undefined) ?? [];
    for (const name of names) (denied ? deniedNames : found).add(name);
  }
  return {
    has: (name) => found.has(name),
    denies: (name) => deniedNames.has(name) && !found.has(name),
    count: (...names) => names.filter((n) => found.has(n)).length,
    names: () => [...found],
    text: plain,
  };
}
