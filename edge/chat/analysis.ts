/**
 * Turns text into search terms, the same way for the site's passages and for a patient's
 * question: lower case, no stop words, plurals folded, and everyday words mapped onto the words
 * the site uses (keyhole → arthroscopy, TKR ↔ total knee replacement, driving → drive).
 */
import { inSiteWords } from "./patient-words.ts";

/** Words that carry no meaning for finding a passage, including question and filler words. */
const STOP_WORDS = new Set(
  (
    "a an the and or but if of to in on at by for with about as from into onto over under than then so " +
    "is are was were be been being am do does did doing done have has had having get gets got getting " +
    "i me my mine myself you your yours we us our he him his she her it its they them their " +
    "this that these those there here what which who whom whose when where why how " +
    "can could would should will shall may might must need needs want wants like " +
    "not no any some much many more most very too also just only still even really quite " +
    "after before beforehand afterwards until till during while again once soon long usually normally ever ago all already yet extra " +
    "go goes going went gone back come comes able let lets tell tale tales know say says please thank thanks " +
    "play plays playing played " +
    "hi hello hey yes ok okay im ive id dont doesnt cant wont isnt arent " +
    "havent hasnt hadnt didnt wasnt werent wouldnt couldnt shouldnt ill youll youve youd " +
    "treat treats treated treatment treatments help helps problem problems issue issues " +
    "question questions advice time thing things stuff " +
    "proportion percentage percent chance chances likelihood likely " +
    // conversational words: they say how someone asks, not what about
    "wondering wonder asking ask asked curious hoping hope anyone someone something anything else reckon reckons reckoned reckoning " +
    "maybe perhaps probably specifically particularly personally " +
    "january february march april june july august september october november december actual actually totally tend tends basically honest honestly frankly candidly realistically realistic genuinely truthfully roughly approximately approx generally typically kind sort bit lot lots " +
    "guys mate cheers thx ty pls plz yeah yep nope hmm um umm er well sure exactly " +
    "mr mrs ms dr ashcombe edward big bigger large small size worth accept accepted matter matters " +
    "whens hows whats wheres earliest latest soonest off speak speaking talk talking though tho although anyway anyways hes shes theyre youre weve " +
    // who is asking or for whom says nothing about what they ask
    "dad daddy mum mom mummy mother father parent parents nan nana nanna gran granny grandma grandad grandpa grandmother grandfather " +
    "husband wife hubby partner boyfriend girlfriend fiance fiancee brother sister aunt auntie uncle cousin friend neighbour neighbor " +
    "son sons daughter daughters lad lass grandson granddaughter nephew niece stepson stepdaughter " +
    "idea ideas meant supposed possible allowed fine happy happen happens happened happening itself themselves yourself himself herself " +
    "one two three four five six seven eight nine ten first second next"
  ).split(" "),
);

/** Single words that mean the same thing, folded onto one term (after plural folding). */
const WORD_SYNONYMS: Record<string, string> = {};
function synonyms(canonical: string, words: string): void {
  for (const word of words.split(" ")) WORD_SYNONYMS[word] = canonical;
}
synonyms("arthroscopy", "keyhole arthroscopic arthroscopie scope scoped scoping");
synonyms("pharmacist", "chemist chemists pharmacy pharmacies");
synonyms("drive", "driving drove driven car van lorry truck");
synonyms("operation", "op surgery surgerie surgical procedure operated operating");
synonyms("replacement", "replace replaced arthroplasty swap swapped swapping");
synonyms("physiotherapy", "physio physiotherapist physiotherapie rehab rehabilitation exercise");
synonyms("chat", "chatbot chatbots");
// (with "-ed" or "-ing" taken off: "having her kneecap stabilised")
synonyms(
  "stabilisation",
  "stabilization stabilise stabilize stabilising stabilizing stabilis stabiliz",
);
synonyms("kneecap", "patella patellar patellae");
synonyms("realignment", "realign realigned realigning realigns");
synonyms("steroid", "cortisone corticosteroid");
// ("is there a cure?" asks whether it can be cured; "will it cure it?" only hopes: see below)
synonyms("cure", "curable incurable");
synonyms("tooth", "teeth");
synonyms("temperature", "temp temps temperatures fever fevers feverish pyrexia");
// ("Preparing for Surgery", "prepare for your operation", "getting ready for surgery")
synonyms("prepare", "prepar prepares preparation preparations");
// ("Enquire Now" is where an enquiry is sent)
synonyms("enquiry", "enquire enquired enquiring inquiry inquire");
// ("heard nothing back", "no response yet": the enquiry pages' "reply" and "hear from us")
synonyms("hear", "heard");
synonyms("reply", "replied replies response responded respond");
// "too old at 48?" asks whom it suits: "It can suit younger, active people"
synonyms("age", "younger");
// the days of the week are days ("which days is he at the private hospital?")
synonyms("day", "monday tuesday wednesday thursday friday saturday sunday weekday");
// a comparison asks what its adjective asks: "which lasts longer?" is how long each lasts
synonyms("long", "longer longest");
// "what's the lifespan of a new knee?" asks how long it lasts
synonyms("last", "lifespan lifespans longevity durability durable lifetime");
synonyms("soon", "sooner soonest");
// ("ask your GP to refer you" answers "how do I get a referral?")
synonyms("refer", "referral referrals");
synonyms("jog", "jogging running");
synonyms("cycle", "cycling bike biking bicycle");
synonyms("swim", "swimming");
synonyms("shower", "showering");
synonyms("bath", "bathe bathing baths soak soaking");
synonyms("success", "successful successfully effective effectiveness");
synonyms("persist", "persistent persisting persists ongoing chronic");
synonyms("risk", "risks complication complications");
synonyms("reduce", "reduction reductions reduced reduces reducing");
// (a sign of an illness is a symptom; "sign in" and "sign up" are read as getting started first)
synonyms("symptom", "symptoms sign signs");
synonyms("drawback", "drawbacks downside downsides disadvantage disadvantages");
synonyms("quick", "quickly fast faster rapid rapidly urgent urgently");
synonyms("warm", "warmth warmer");
synonyms("bring", "pack packing");
synonyms(
  "guide",
  "leaflet leaflets booklet booklets brochure brochures pdf pdfs handout handouts resource resources",
);
synonyms("extension", "ext");
synonyms("work", "job");
synonyms("desk", "office");
synonyms("child", "children kid kids childrens");
synonyms("patient", "people person");
synonyms("stiff", "stiffness stiffen stiffened stiffening");
synonyms("anaemia", "anaemic anemia anemic");
synonyms("diabetes", "diabetic diabetics");
synonyms("infection", "infected infect");
synonyms("clot", "dvt thrombosis embolism");
synonyms("swelling", "swollen swell swelled");
synonyms("appointment", "consultation consult clinic");
synonyms("torn", "tore tear teared ripped rupture ruptured");
synonyms("recovery", "recover recovering recovered convalescence");
synonyms("insurer", "insurance insured");
synonyms("hospital", "hospitals");
synonyms("book", "booking booked");
synonyms("heal", "healed healing heals mend mends mended mending");
synonyms("stitch", "stitche suture clip staple");
// ("a bit muddled in the evenings" after a broken hip's operation is its confusion, delirium)
synonyms("confusion", "confused confus muddled muddle muddl delirium disorientated disoriented");
synonyms("cost", "price fee charge pay paying afford affordable");
synonyms("crutch", "crutche");
synonyms("walk", "walking walked");
synonyms(
  "sport",
  "sporting football footy footie league rugby netball tennis squash basketball hockey cricket skiing ski golf golfing gym badminton padel bowls dancing dance " +
    "gymnastic gymnastics gymnast trampoline trampolining karate judo taekwondo boxing volleyball lacrosse handball",
);
synonyms("robotic", "robot robots robotically");
synonyms("revision", "redo redoing redone revise revised revising");
// ("the parts have worn or loosened" answers "if it wears out")
synonyms("wear", "worn wore");
synonyms("provider", "supplier supply supplies supplied provide provides provided");
synonyms("prevent", "preventing prevention prevents prevented stop stopping");
synonyms("injury", "injure injured injuries injuring damage damaged damaging");
synonyms("consider", "considering think thinking");
synonyms(
  "smoke",
  "smoking smoker smokes cigarette cigarettes vape vaping fag fags cig cigs ciggie ciggies tobacco",
);
synonyms("drink", "drinking drinks");
synonyms("information", "info details");
synonyms("injection", "jab");
synonyms("qualification", "qual credential");
// (parking is not a park: "Stoneleigh Park" is an address)
synonyms("parking", "parking parked");
// ("should i stop my tablets": "Do not stop any medicine")
synonyms("medicine", "medication tablet pill med");
synonyms("arthritis", "osteoarthritis arthritic");
synonyms("benefit", "benefits improvement improvements improve improves improving improved");
// "-ing" and "-ed" come off as "dislocat", the plural as "dislocate": one term for them all
synonyms("dislocation", "dislocate dislocat");

/**
 * Words folded only in questions: on the site "run" mostly says where something lies ("the
 * ligament runs down the side of the knee"), but a patient asking when they can run means jogging.
 */
const QUESTION_SYNONYMS: Record<string, string> = {
  run: "jog",
  hto: "osteotomy",
  dfo: "osteotomy",
  // "recover fully" asks when recovery is full ("Full recovery takes 3-4 months")
  fully: "full",
  // "see him privately" is the site's private practice, clinics and fees
  privately: "private",
};
/** Words that only say what a patient hopes for ("will physio fix it?", "is it good for…?"). */
const QUESTION_STOP_WORDS = new Set(
  (
    // "how long should I put the ice pack on each time?": how long, at a time
    "each " +
    "fix fixes fixed cure cures cured good bad dodgy duff knackered sort sorted alright allright ok okay fine proper " +
    "brilliant fantastic amazing wonderful marvellous superb nice " +
    // which side ("mine's the left hip"): never what is asked
    "left " +
    "properly great odds keep keeps kept now " +
    // who said it: "the surgeon mentioned an MUA", "I've been told I'm anaemic"
    "told mention mentioned mentions said ahead " +
    // "a letter I haven't received": the letter is what is asked about
    "receive received receiving arrived " +
    // "before they'll do my op", "you've got": who, not what
    "theyll youll itll thatll therell theyve youve weve ive theyre youre theyd youd hed itd " +
    // "how much less pain": how much, not "less" ("less worried")
    "less " +
    // "whether my insurance covers it", "take along": how it is asked, not what
    "whether actually along " +
    // "she's lost the letter with her clinic date on": the letter is what is asked about
    "lost mislaid misplaced forgot forgotten " +
    // text-speak that asks nothing: "when can he drive down the pub again lol", "cooking etc"
    "lol lols haha hahaha lmao etc xx xxx thx thanks cheers pls plz please ta"
  ).split(" "),
);

/**
 * Abbreviations and shorthand patients type, written out in the site's words (questions only).
 * An unqualified "knee replacement" is the total one, as on the site's own pages.
 */
const NEW_KNEE = /\b(?:new|artificial|false|fake|metal|replaced|replacement|prosthetic) knees?\b/g;

/** Something the site keeps, said to be kept ("my enquiry form data kept"). */
const DETAILS_KEPT = String
  .raw`\b(data|details|information|info|enquiry|enquiries|message|messages|story|stories|review|reviews|emails?|records?|form|name|address|number)\b((?: \w+){0,3}?) (?:is |are |get |gets |being |be )?(?:kept|stored|retained)\b`;
const ABBREVIATIONS: Array<[RegExp, string]> = [
  // ("an app with Mr A", "my app for Tuesday"; not the recovery app: "can I use the MiOp app for
  // my hip op?", "is there an app for after the op?")
  [
    /\bappts?\b|\bapt\b|(?<!\b(?:miop|the|recovery|phone|this|that|your) )\bapps? ?(?=with\b|for (?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|next|tomorrow|the \d|\d))/g,
    "appointment ",
  ],
  [/\btkr\b|\btka\b/g, "total knee replacement"],
  [/\bhemi\b/g, "hemiarthroplasty"],
  // ("a total hip", "the full hip": the replacement, as a total or full knee is)
  [
    /\bthr\b|\btha\b|\b(?:total|full|whole|complete) hip(?: replacement)?\b(?! (?:pain|arthroscopy|injection|resurfacing)\b)/g,
    "hip replacement",
  ],
  [
    /\b(?:pkr|ukr|uka|uni knees?|unicompartmental knees?|half knees?)(?: replacements?)?\b/g,
    "partial knee replacement",
  ],
  [/\bacl recon\b/g, "acl reconstruction"],
  [/\bpartial knee(?! replacement)\b/g, "partial knee replacement"],
  [
    /\b(?:the|a) partial(?: one)?\b(?! (?:knee|hip|meniscectomy|menisectomy|tear|thickness|replacement|tendon))/g,
    "the partial knee replacement",
  ],
  // "the cruciate" is the anterior one unless named otherwise
  [/\b(?<!(?:anterior|posterior|back) )cruciate(?: ligament)?\b/g, "acl"],
  [/\brecon\b/g, "reconstruction"],
  // the site's one app is the recovery app ("is there an app for after the op?")
  [/(?<!\bmiop )\bapps?\b/g, "miop app"],
  [/\bhosp\b|\bhospi\b/g, "hospital"],
  [/\bwks?\b/g, "weeks"],
  [/\bmths?\b|\bmnths?\b|\bmos\b/g, "months"],
  [/\byrs?\b/g, "years"],
  [/\bhrs?\b/g, "hours"],
  [/\bops\b/g, "operations"],
  [/\bu\b/g, "you"],
  // "what r the two kinds", "r there any": are (never "my r knee", the right one)
  [
    /\br\b(?= (?:there|they|the|these|those|you|we|it|any|all|your)\b)|(?<=\b(?:what|how|where|who|when|why|which|there|they|you|we|these|those|whats) )r\b/g,
    "are",
  ],
  [/\b(?:wat|wot|wht|whta)\b/g, "what"],
  [/\bwen\b/g, "when"],
  [/\b(?:ppl|peeps|pple)\b/g, "people"],
  // conversational asides: "I see. Would that help in my case, do you think?", "he's driving me
  // mad" (no driving asked of)
  [
    /^(?:i see|ah i see|oh i see|right i see)\b|\bin (?:my|his|her|their|our) case\b|\b(?:do|would) you (?:think|reckon)\b|\b(?:driving|drives|drove|driven|sending) (?:me|us|everyone) (?:mad|crazy|nuts|insane|bonkers|barmy|potty|round the bend|round the twist|up the wall|to distraction)\b/g,
    " ",
  ],
  // "is there a cure?" asks whether it can be cured ("There is no cure, but…")
  [
    /\b(?:is there|there is|isnt there|isn't there|any|no|find a|a permanent|an actual|a real) (?:a |any )?cures?\b|\bcan (?:it|this|that|\w+ arthritis|arthritis) (?:ever )?be cured\b|\bcure (?:for|to) (?:knee |hip )?(?:arthritis|osteoarthritis|it)\b/g,
    "curable",
  ],
  // getting ready for an operation is preparing for it (not "ready for a hip replacement?")
  [
    /\b(?:get|gets|getting|got) (?:\w+ )?ready (?=for (?:the |my |his |her |an? |your )?(?:\w+ ){0,2}?(?:op|ops|operation|surgery|hospital|replacement|reconstruction|arthroscopy|resurfacing|osteotomy|procedure)\b)/g,
    "prepare ",
  ],
  // "can this site help me…": what it helps with is asked, not the site
  [/\b(?:can|could|does|will|would) (?:this|the|your) (?:web ?)?(?:site|page) help\b/g, "help"],
  // "why do they care about my teeth?" asks why it matters, not about care
  [
    /\b(?:why )?(?:do|does|would|should) (?:they|you|he|the surgeon|the hospital|anyone) (?:even )?care (?:about|if|that|whether)\b/g,
    "why",
  ],
  // "these days" says now, not about days
  [/\b(?:these days|nowadays|now ?a ?days)\b/g, " "],
  // "how quickly" asks how soon, not about being quick
  [/\bhow (?:quick|quickly|fast)\b/g, "how soon"],
  // "how do i get referred for a knee replacement?" asks how to be referred, whatever for: the
  // booking pages answer it, not the operation's
  [
    /\b(referred|referral|refer (?:me|him|her|us|them)|appointment|consultation) (?:for|about) (?:a |an |my |his |her |the )?(?:[a-z]+ ){0,2}?(?:replacement|arthroscopy|reconstruction|surgery|operation|op|scope|injection)s?\b/g,
    "$1",
  ],
  // "i think ive torn my meniscus" tells what happened, hedged: not someone considering something
  [
    /\b(?:i|we|he|she|they) (?:think|thinks|thought|reckon|reckons|suspect|suspects) (?=(?:i|ive|id|im|we|weve|he|hes|she|shes|they|theyve|its|it|my|his|her|their|that|this|there)\b)/g,
    " ",
  ],
  // "does it mean less pain?" asks whether it gives less pain, not what a word means
  [
    /\b(does|do|will|would|did) (it|that|this|they|the \w+) mean (?=(?:less|more|fewer|quicker|faster|slower|better|worse|shorter|longer|a (?:quicker|faster|shorter|longer|better|smaller|bigger)|i (?:can|will|need|have|get|dont)|no)\b)/g,
    "$1 $2 ",
  ],
  // "what could go wrong?", "the chance of something going wrong": the risks (but "if anything
  // goes wrong, who do I call?" asks whom to call)
  [
    /\bwhat (?:else )?(?:(?:could|can|might|may|will|would|usually|normally|commonly) )?(?:go|goes) wrong\b|\b(?:chances?|odds|likelihood|risks?) (?:of|that) (?:\w+ ){0,2}(?:going|go|goes) wrong\b|\bhow (?:likely|common) is (?:it|something|anything) (?:to )?(?:go|going|goes) wrong\b/g,
    "what are the risks",
  ],
  [
    /\b(?:if|when) (?:anything|something|it|things) (?:goes|go|went|is going) wrong\b/g,
    "if there is a problem",
  ],
  // "how many years does a new hip last?" asks how long it lasts: the years are the answer's unit,
  // not something to find (the biography's "for 9 years" is no answer)
  [/\bhow many (?:more )?(?:years|yrs|decades)\b(?=.*\b(?:last|lasts|lasting)\b)/g, "how long"],
  // …as does being up, home or back "quickly" ("will they get her up walking quickly?")
  [
    /\b(up|walking|moving|mobile|home|back|better|recovered|healed|on (?:my|his|her|their|your) feet)((?: \w+){0,2}?) (?:quick|quickly|fast)\b(?! (?:as|than)\b)/g,
    "$1$2 soon",
  ],
  [/\b(?:til|till)\b/g, "until"],
  // "glute" is gym talk for gluteal ("signs of a torn glute tendon")
  [/\bglutes?\b(?= (?:tendons?|tendinopathy|tear|tears|muscles?|medius|minimus)\b)/g, "gluteal"],
  // …and the bottom's muscle is the gluteal ("torn the tendon in your bum muscle")
  [
    /\b(?:bum|buttock|buttocks|backside|bottom|butt) muscles?\b/g,
    "gluteal",
  ],
  [/\b(?:tmrw|tmw|tmoz|tomoz|2moro|2morrow)\b/g, "tomorrow"],
  [/\bur\b/g, "your"],
  [/\bb4\b/g, "before"],
  [/\babt\b/g, "about"],
  [/\bw\/(?=\s)/g, "with"],
  [
    /\bself[- ]?(?:pay|paying|fund|funding|funded)\b|\bpay(?:ing)? (?:for )?(?:(?:it|this|that|the op|the operation|my \w+|his \w+|her \w+|my \w+'s \w+|(?:my|his|her|our) (?:dad|mum|mother|father|husband|wife|partner)'?s? \w+) )?(?:myself|ourselves|himself|herself|themselves)\b/g,
    "paying for yourself",
  ],
  // no insurance: paying for yourself ("and if I haven't got insurance, do I still need a GP letter?")
  [
    /\b(?:(?:i|we|he|she|they) (?:haven'?t|have not|hasn'?t|has not|don'?t|do not|doesn'?t|does not)(?: got| have)?(?: any)?|no|without(?: any)?|not (?:got |having )?(?:any )?) (?:private )?(?:health |medical )?insurance\b|\b(?:uninsured|not insured)\b/g,
    "paying for yourself",
  ],
  [
    /\bprivate(?:ly)? (?:health ?care|medical) (?:insurance|cover)\b|\bhealth ?insurance\b|\bmedical insurance\b|\binsurance(?: compan(?:y|ies)| providers?| firms?)?\b|\binsured\b|\binsurers?\b/g,
    "insurer",
  ],
  // moving or cancelling an appointment is the practice team's ("need to talk to someone about
  // moving my appointment")
  [
    /\b(?:move|moving|change|changing|rearrange|rearranging|reschedule|rescheduling|postpone|postponing|cancel|cancell?ing|cancell?ed) (?:my |an |the |our |his |her )?(?:\w+ )?appointments?\b/g,
    "appointments practice team",
  ],
  [/\b(?:bill|invoice)s?\b/g, "fees"],
  // metalwork that "has to come out" is removed later; the operation that moved a kneecap is a
  // realignment ("will the screws from moving my kneecap have to come out?")
  [
    /\b(screws?|pins?|wires?|plates?|metalwork|op|operation|surgery|procedure) (?:from|for|to|of|that) (?:the )?mov(?:e|ed|ing) (?:my|the|his|her|their) kneecaps?\b/g,
    "$1 patellar realignment",
  ],
  [
    /\b(screws?|pins?|wires?|plates?|metalwork)\b((?: \w+){0,6}?) (?:have|has|need|needs|will need|got) to (?:come|be taken|be) out\b/g,
    "$1$2 need removing",
  ],
  [
    /\b(?:take|taking|took|get|getting|have|having) (?:the |my |his |her |their )?(?:metal )?(plates?|screws?|pins?|wires?|metalwork) (?:taken )?out\b/g,
    "$1 need removing",
  ],
  // what an operation "involves" is what happens in it ("what does a redo involve?")
  [
    /\bwhat (?:does|do|will|would) ((?:an? |the |my |his |her )?(?:[\w-]+ ){0,4}?(?:replacement|surgery|operation|op|arthroscopy|osteotomy|reconstruction|repair|revision|redo|re do|realignment|stabilisation|stabilization|hemiarthroplasty)) involve\b/g,
    "what happens in $1 operation",
  ],
  // whether the surgeon sees children is his own page's ("does he treat teenagers?")
  [
    /\b(?:does|will|would|can|do) (?:he|mr ashcombe|mr a|the surgeon|the consultant|the doctor|you) (?:treat|see|operate on|take on|take|accept|look at|deal with) (?:\w+ ){0,2}?(?:children|child|kids?|teenagers?|teens?|young people|youngsters|minors|(?:someone|anyone|somebody|anybody|people|patients|a child|a kid) (?:that|so|this) young|under (?:18|16)s?|adolescents?|(?:\d{1,2}|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen) ?(?:year|yr)s? olds?)\b/g,
    "he sees children and young people from age",
  ],
  // the check-up after an operation is its follow-up appointment ("when's the first check up
  // after the operation?")
  [
    /(?<!\b(?:book|booking|make|making|arrange|arranging|get|need|want|request|cancel|move|change|ask for)\s+(?:(?:an?|my|the|another|a new)\s+)?)\b(?:check ?ups?|check-ups?|checks?|reviews?|appointments?|follow ?ups?|follow-ups?)\b(?=\s+(?:\w+\s+){0,2}(?:after|following|post)\s+(?:(?:the|my|his|her|your|an?)\s+)?(?:op|operation|surgery|procedure)\b)/g,
    "appointment to check your progress",
  ],
  // what one can do for oneself is the treatment without surgery ("what can I do myself for hip
  // bursitis?")
  [
    /\bwhat (?:can|could|should|do) (?:i|we|he|she|you|they) (?:do|try) (?:for )?(?:myself|ourselves|himself|herself|themselves|at home)\b|\bself[- ]?help\b|\bhelp (?:myself|himself|herself|ourselves)\b|\b(?:things?|anything|something) (?:i|we|you|he|she) (?:can|could) do (?:myself|at home|ourselves|(?:myself |at home )?to help(?: it| (?:my|his|her) \w+)?)\b/g,
    "what treatment",
  ],
  [/\bmcl\b/g, "medial collateral ligament mcl"],
  [/\blcl\b/g, "lateral collateral ligament lcl"],
  // a knee that "stays stiff" is stiff, not a stay in hospital ("what can they do if the knee stays
  // very stiff after a knee replacement")
  [
    /\b(?:stays?|stayed|staying|remains?|remained|remaining) (?=(?:very |really |quite |so |too |a bit |still )?(?:stiff|swollen|sore|painful|numb|bent|weak|red|hot|warm|puffy|tight)\b)/g,
    " ",
  ],
  // lying, not down ("what helps hip bursitis at night when lying down")
  [/\b(lying|lie|lay|laying) down\b/g, "$1"],
  // a long time, not an age ("am i under for ages")
  [/\b(?:for|in|takes?|took|taking|last(?:s|ed)?) (?:absolute |literally )?ages\b/g, " long "],
  // where the writer came across it, not what is asked ("the robotic knee thing I keep seeing")
  [/\b(?:keep|kept|keeps) (?:seeing|hearing|reading)(?: about)?\b/g, " "],
  // "how much time should I plan for?" asks how long, not about planning
  [/(?<=\bhow (?:much|long|many)\b[^?.]{0,40})\b(?:plan|budget|allow|prepare) (?:for|on)\b/g, " "],
  // a widget to match a dark page is its dark theme
  [/\bdark (?:background|page|website|site|colou?r scheme|mode|design)s?\b/g, "dark theme"],
  // insurance "through work" is the employer's policy, not a question about going back to work
  [
    /(?<=\b(?:insur\w*|insured|cover|covered|policy|axa|bupa|aviva|vitality|wpa|cigna|simplyhealth|healix|benenden|private(?:ly)?)\b[^?.]{0,30})\b(?:through|via|from|with) (?:my |his |her |our |their |the )?(?:(?:husband|wife|partner|dad|mum|father|mother|hubby|spouse)'?s )?(?:work|employer|job|company|firm)\b|\b(?:through|via|from) (?:my |his |her |our |their |the )?(?:work|employer|job|company|firm)(?= (?:insurance|cover|policy|scheme|health (?:insurance|cover|plan))\b)/g,
    " ",
  ],
  [/\bknee scope\b/g, "knee arthroscopy"],
  // "having her hip replaced": a hip replacement
  [/\b(hip|knee)s? (?:replaced|replacing)\b/g, "$1 replacement"],
  // "dad had his hip done": a hip's operation is, in everyday words, its replacement
  [
    /\b(?:had|having|has had|got) (?:my|his|her|their|your|a|the) (?:(?!broken|fractured|cracked|snapped)\w+ )?hips? (?:done|sorted|operated on)\b/g,
    "hip replacement",
  ],
  // "why do some people get arthritis and others don't": what makes it more likely
  [
    /\bwhy (?:do|does|did) (?:some )?(?:people|patients|folk|women|men|some)(?: \w+)? (?:get|develop|suffer from)\b/g,
    "risk factors more likely to get",
  ],
  [/\band (?:others|other people|some people|some) (?:don'?t|do not)\b/g, " "],
  // what the website keeps of a form, and for how long: the privacy page
  [
    /\b(?:what|which details|what details|what information|what data|what info) (?:do |will |would |does )?(?:you|they|u|the website|the site) (?:keep|store|save|hold|record)\b/g,
    "what privacy details we keep",
  ],
  [
    /\bhow long (?:do |will |would |does )?(?:you|they|u|the website|the site) (?:keep|store|save|hold)\b/g,
    "how long we keep your details",
  ],
  // "how long is my enquiry kept", "enquiry form data kept how long" (but "is my information stored
  // on this site?" asks whether, not how long)
  [new RegExp(String.raw`(?<=\bhow long\b.*)${DETAILS_KEPT}`, "g"), "$1$2 we keep your details"],
  [new RegExp(String.raw`${DETAILS_KEPT}(?=.*\bhow long\b)`, "g"), "$1$2 we keep your details"],
  // "I run a physio clinic": who the writer is, not running
  [/\b(?:i|we) (?:run|runs|manage|own) (?=(?:a|an|the|our|my) )/g, "i have "],
  // "is PRP free on the NHS?", "does the NHS pay for it": whether it is available on the NHS
  [
    /\b(?:free|funded|paid for|covered) (?:on|by|through|with|from|under) the nhs\b|\b(?:does|will|would) the nhs (?:pay|fund|cover)(?: for)?\b/g,
    "available on the nhs",
  ],
  // pain "taken down" is pain eased ("how much can it take the pain down by?")
  [
    /\b(?:take|takes|taken|took|taking|bring|brings|bringing|get|gets|getting|knock|knocks|knocking) (?:the |my |your |his |her )?(pain|swelling|ache|aching) down\b/g,
    "reduce $1",
  ],
  // a story "taken down": removed
  [
    /\b(?:take|takes|taken|took|taking) (?:it |them |this |that |(?:my|the|our) (?!pain\b|swelling\b|temperature\b|temp\b|fever\b|inflammation\b)\w+ )?down\b(?! by\b)/g,
    "remove",
  ],
  // how long a story may be: its characters
  [
    /\b(?:minimum|maximum|max|min|shortest|longest) (?:length|size|number of (?:words|letters))\b|\bhow (?:long|short|many words) (?:can|should|does|must|has) (?:my|the|a|your) (?:story|review)(?: (?:be|to be|have))?\b/g,
    "$& characters",
  ],
  // "what's wrong with me": a diagnosis; the symptom pages are the "symptom checker"
  [
    /\bwhat(?:'s|s| is) wrong with (?:me|him|her|them|(?:my|his|her|their) \w+)\b|\bwhat (?:i|he|she|they)(?:'ve| have| has|ve) got\b/g,
    "diagnose",
  ],
  // (spelling correction reads "checker" as "checked"); and a way to work out which service to
  // use ("whether to ring 111 or go to A&E", "where to go if I'm worried about a symptom")
  [
    /\bsymptom ?check(?:er|ed)?\b|\b(?:(?:helps? (?:me |us |you )?)?(?:(?:work|figure|find) out|check|see|tell|know|decide) )?(?:whether|if|when) (?:to|i should|we should|i need to|i have to|i must|to) (?:ring|call|phone|dial|go to|use|contact) (?:nhs )?(?:111|999|a ?(?:&|and|n)? ?e)(?: or (?:go to |call |ring |phone )?(?:nhs )?(?:111|999|a ?(?:&|and|n)? ?e))?\b|\b(?:111|999) or (?:go to )?(?:a ?(?:&|and|n)? ?e|999|111)\b|\bwhere (?:to|should i|do i|can i) (?:go|turn|get help) (?:if|when) (?:i'?m |im |i am |we'?re |i get |i feel |you'?re )?(?:worried|concerned|unsure|something (?:happens|goes wrong))\b/g,
    "worried about a symptom",
  ],
  // "…on your site": where the writer saw it, not what is asked
  [/\b(?:on|in|from) (?:your|this|the) (?:web ?)?site\b|\b(?:on|in) here\b/g, " "],
  // a story turned down is a declined one
  [
    /\b(?:turned down|rejected|refused|knocked back|not (?:published|accepted|approved|put up)|(?:wasnt|wasn't|was not|never got|didnt get|did not get) (?:published|accepted|approved|put up))\b/g,
    "declined",
  ],
  // reviews shown on another website: the widget the site offers for it
  [
    /\b(?:show|put|display|add|use|embed|include|feature)\w* (?:[\w']+ ){0,4}(?:reviews?|stories|testimonials|chat)\b (?:\w+ ){0,2}(?:on|in) (?:my|our|their|an?other|other|(?:a|the) (?:hospital|clinic|practice|company|club|gym|charity)(?:'?s)?) (?:own )?(?:\w+ )?(?:website|site|web ?page|blog|profile(?: page)?|page)s?\b|(?<=\b(?:website|site|web ?page|blog)\b[^?]*)\b(?:show|put|display|add|embed|include|feature)\w* (?:[\w']+ ){0,4}(?:reviews?|stories|testimonials|chat)\b(?: (?:on|in) (?:it|there))?/g,
    "$& widget other websites",
  ],
  [/\bembed(?:s|ded|ding)?\b/g, "show"],
  // "do half knees last as long as full ones?": the full one is the total knee replacement
  [
    /\b(?:full|whole) (?:knee )?(?:ones?|knees?|knee replacements?)\b/g,
    "the total knee replacement",
  ],
  [/\b(?:work|deal)s? with\b/g, " "],
  // "my x-ray came back clear but they think it's torn cartilage": the x-ray did not show it
  [
    /\b(?:came|come|comes|coming) back (?:all )?(?:clear|normal|fine|ok|okay|negative)\b/g,
    "did not show",
  ],
  // "I read somewhere that…", "my neighbour reckons…": where the writer heard it, not what is asked
  [
    /\b(?:i(?:ve| have)?|someone|somebody|people|a friend|my friend|friends) (?:has |have )?(?:read|heard|seen) (?:somewhere|online|on (?:the )?(?:internet|facebook|google|a forum|social media|tiktok)|in (?:the|a) (?:paper|newspaper|magazine))(?: that)?\b/g,
    " ",
  ],
  // "what do I do first to get seen?": how to book an appointment
  [
    /\b(?:get|getting|got) (?:him |her |them |me |us )?seen\b(?! (?:to|by (?:a|the|my|his|her) (?:gp|physio\w*|nurse|dentist)))/g,
    "book an appointment",
  ],
  // "what if it ends up being the keyhole one instead": the other operation, asked the same
  // (or "if it turns out they need to do the ligament reconstruction instead"; "I'd rather go
  // through the NHS" says what the writer prefers, not what is compared)
  [
    /\b(?:ends?|ended|ending) up (?:being|having|needing|with|as)\b|\binstead\b|\b(?:i'?d|i would|we'?d|we would|he'?d|she'?d) (?:much )?rather\b(?! than)|\b(?:if |what if )?it (?:turns|turned) out(?: that)?\b/g,
    " ",
  ],
  // "how long does it take to heal?": how long, not something taken ("how long does the operation
  // take", "how long does a partial knee take to do" keep it)
  [
    /(?<=\b(?:it|that|this|they|that one|this one|the other one|each one|either one) )(?:take|takes|took|taking) (?:(?:me|you|him|her|them|us|people|patients|most people|someone|a person|one) )?(?=to +(?!(?:do|the|a|an|my|his|her|their|our|your|hospital|work|school)\b)\w)/g,
    " ",
  ],
  // "how long does recovery take?", "how long does a total hip take to recover from?": how long
  // the recovery is, not something taken
  [
    /(?<=\b(?:recovery|recovering|healing|rehab|rehabilitation|getting better|getting back to normal) )(?:take|takes|took|taking)\b|\b(?:take|takes|took|taking) (?:(?:me|you|him|her|them|us|people|patients|most people|someone|a person|one) )?(?=to (?:recover|heal|get (?:better|over it|back to normal)|mend|settle)\b)/g,
    " ",
  ],
  // "thinking about having a partial knee replacement" asks about the operation, not when to consider one
  [
    /\b(?:thinking|think|thought|considering|wondering) (?:about|of|over)? ?(?:having|getting|going for|booking|doing)\b/g,
    " ",
  ],
  [
    /\bhow long (will|does|do|did|would|should|is|are|might|may|could|can) (it|they|this|that|the \w+) (?:(?:be )?(?:likely|going|expected|supposed|meant) to |gonna )?(?:work|help|keep working|keep helping|do any good)\b/g,
    "how long $1 $2 last",
  ],
  [
    /\b(?:see|seeing|meet|visit) (?:the |my |a |your )?(?:surgeon|consultant|doctor|specialist|mr \w+)\b|(?<=\b(?:i|we|to)\b(?: \w+){0,2} )see him\b/g,
    "appointment",
  ],
  // (the site's "follow-up appointment", its words kept, and so a bare "follow-up"; a "follow-up
  // clinic date" only an appointment's date; a check-up is ./patient-words.ts's)
  [/\bfollow[- ]?up appointments?\b/g, "follow-up appointment"],
  [/\bfollow[- ]?up\b(?= (?:clinic )?(?:dates?|letters?|times?|slots?)\b)/g, "appointment"],
  [/\bfollow[- ]?up\b(?! appointment)/g, "follow-up appointment"],
  [/\blook(?:ing)? after\b|\btake care of\b|\bcare for\b/g, "care"],
  [/\btkr\b|\btka\b/g, "total knee replacement"],
  [
    /(?<!\b(?:partial|uni|unicompartmental|half|robotic|robotically|robot|revision|redo|redone) )\bknee replacement(?! (?:\w+ ){0,2}(?:redo\w*|redone|revis\w*))/g,
    "total knee replacement",
  ],
  [NEW_KNEE, "total knee replacement"],
  [
    /\b(?:new|artificial|false|fake|metal|replaced|replacement|prosthetic) hips?\b/g,
    "hip replacement",
  ],
];

/**
 * A knee replacement the question qualifies: then it is not the total one. (A revision qualifies
 * only the words it stands before: "how long does a new knee last before it needs redoing?" asks
 * about the total one.)
 */
const QUALIFIED_REPLACEMENT = /\b(?:partial|uni|unicompartmental|half|robot\w*|pkr|ukr)\b/;

/**
 * Phrase terms whose words still count in a question ("blood-thinning injections"), with those
 * words: they describe the phrase's subject, they do not name a procedure ("knee injections").
 */
export const DESCRIPTIVE_PHRASES = new Map([
  ["bloodthinner", ["blood", "thin", "injection"]],
  // (a question that asks for an address keeps the word: "Address:" heads the clinics' own lines)
  ["whereabouts", []],
]);

/** Phrases that add a term of their own (both spellings of a name then find each other). */
const PHRASE_SYNONYMS: Array<[RegExp, string]> = [
  [/\banterior cruciate ligament\b/, "acl"],
  [/\bposterior cruciate ligament\b/, "pcl"],
  // pain at the front of the knee is the site's "anterior knee pain" ("front knee pain physio")
  [
    /\banterior knee pain\b|\bpain (?:at|in|on|round|around|across) the front of (?:the|my|his|her|your|their|our) knees?\b|\bfront(?:[- ]of)?(?:[- ](?:the|my|his|her|your|their))?[- ]knees?[- ]pain\b|\bknee pain (?:at|in|on) the front\b/,
    "anteriorkneepain",
  ],
  [
    /\bblood[- ]?thinn\w*(?: (?:injections?|jabs?|medicines?|tablets?|drugs?))?|\banticoagula\w*|\bclexane\b|\bheparin\b|\benoxaparin\b/,
    "bloodthinner",
  ],
  [/\bmedial patellofemoral ligament\b/, "mpfl"],
  // the check after an operation, however named: "follow-up appointment", "seen in clinic at 6
  // weeks", "check-up in clinic", "regular check-ups" (one idea, however many words a question
  // gives it: "when's the first check up in clinic after patella realignment"; not the date or
  // letter of one: "lost the letter with her follow-up clinic date on" asks whom to call)
  [
    /\b(?:check[- ]?ups?|follow[- ]?ups?|(?:be |been |being |get |gets |getting )?seen (?:again )?in (?:the )?clinic|clinic (?:checks?|reviews?))(?: (?:check[- ]?ups?|follow[- ]?ups?))*\b(?! (?:appointments? )?(?:clinic )?(?:dates?|letters?|times?|slots?)\b)/,
    "followup",
  ],
  [/\bphysical therapy\b/, "physiotherapy"],
  [/\bblood clot\b/, "clot"],
  [/\bpulmonary embolism\b/, "clot"],
  [/\bbehind the wheel\b/, "drive"],
  [/\bcar ?parks?\b/, "parking"],
  // (the guides on the Useful Links page are the downloads: "is there a download with exercises
  // for after my op?")
  [/\b(?:treatment guide|patient resource)\b/, "download"],
  // where a place is: a postal address, with its postcode ("CV34 9ZZ"), and a question that asks
  // for one ("where are his nhs clinics?", "where's he based", "whats the address"), but not an
  // email address
  [
    /\b[a-z]{1,2}\d[a-z\d]? \d[a-z]{2}\b|(?<!\be-?mail )\baddress(?:es)?\b|\bwhere(?: is| are|'s|s| was| were)?(?= (?:[\w']+ ){0,5}?(?:clinics?|hospitals?|practice|rooms|offices?|based)\b)/,
    "whereabouts",
  ],
  // the stay in hospital, however long: "Most people stay in hospital for 1-3 days" and "Most
  // people go home the same day" both answer "how long will i be in hospital after…"
  [
    /\b(?:stay|stays|staying|stayed|be|being|kept|keep \w+) in hospital\s+(?:for|longer|overnight|after|afterwards)\b|\bhospital stay (?:is|of|lasts|usually)\b|\bhow long (?:is|will be|would be) (?:the |my |his |her )?(?:hospital )?stay\b|\bnights? in hospital\b|\bgo(?:es|ing)? home (?:the same day|the next day|on the same day|on the day of (?:the |your )?(?:surgery|operation)|that day|the day after)\b|\bhome the same day\b|\bday[- ]case\b|\bhow long (?:\w+ ){1,3}in hospital\b|\b(?:when|how soon) (?:can|will|could|would|do|does|should) (?:i|he|she|you|we|they|mum|dad|my \w+) (?:go|get|be sent|be allowed|be let) home\b/,
    "hospitalstay",
  ],
  // ("how long will he be in": in hospital, "Most people stay in hospital for 1-3 days")
  [
    /\bhow long (?:will|would|do|does|did|is|are|am|should|might|can) (?:i|he|she|you|they|we|mum|dad|my \w+) (?:be |have to be |need to be |have to stay |stay )?in(?: for)?(?= *[?.!]?$| hospital\b| after\b| for\b)/,
    "stay",
  ],
  // ("how long does it usually work": how long it lasts)
  [
    /\bhow long (?:does|do|will|would|did|should|can) (?:it|they|that|this|these|those|that one|this one)(?: \w+)? (?:work|help|keep working|keep helping|be effective|stay effective)\b/,
    "last",
  ],
  // ("what is the knee replacement made of": "metal and plastic parts"; the hip's cup "may be
  // plastic, or metal with a plastic or ceramic lining", its ball metal as well)
  [/\b(?:made (?:of|from|out of)|materials?)\b/, "plastic"],
  // ("how long is acl surgery": how long the operation takes, "It usually takes 1-2 hours"; not
  // the recovery, the stay or the wait after or before it)
  [
    /\bhow long (?:is|was|are|will be|would be) (?:the |an? |my |his |her |their |your )?(?:(?!recover\w*|off|stay\w*|wait\w*|lists?|after|before|since|until|rehab\w*|physio\w*|in\b|out\b)[\w-]+ ){0,3}(?:op|ops|operation|operations|surgery|surgeries|procedure|procedures)\b(?! (?:recovery|wait\w*|lists?|for\b|after|before|scar|wound))/,
    "take",
  ],
  // ("will a torn acl grow back by itself": "a torn ACL does not usually heal")
  [
    /\bgrows? back\b|\bgrowing back\b|\b(?:mend|mends|repair|repairs|knit|knits) (?:back )?(?:by )?(?:it|them)sel(?:f|ves)\b/,
    "heal",
  ],
  // ("lasting pain after a tkr": "pain that persists even when the new joint is working well")
  [
    /\b(?:long[- ]?lasting|lasting|permanent|lingering|continuing|long[- ]term) pain\b|\bpain (?:that|which) (?:lasts|stays|never goes|doesnt go|does not go|wont go)\b/,
    "persist",
  ],
  // ("what's another name for a partial knee replacement": "It is also called a half knee…")
  [
    /\b(?:another|other|different|medical|technical|proper|correct|real|official|scientific|actual|clinical|posh) (?:names?|words?|terms?) (?:for|of)\b|\b(?:also|otherwise) (?:called|known as)\b/,
    "called",
  ],
  // ("my mum wants her knee done privately, who do i call": how to book, "Call Helen Marsh on…";
  // not who to ask about fees or a letter, the Contact page's people)
  [
    /\b(?:done|operated on|replaced|fixed|sorted) (?:privately|private|on the nhs)\b(?=[^?.!]*\b(?:who|how) (?:do|should|can|would|could) (?:i|we|she|he|they) (?:call|ring|phone|contact|speak to|talk to|get in touch with|go about|start)\b)(?![^?.!]*\b(?:fees?|costs?|price|secretary|letter|bill|invoice)\b)/,
    "book",
  ],
  // ("what temperature should i worry about after an op": "When to call us: …a temperature of
  // 38°C or more")
  [
    /\b(?:should|do|would|must) (?:i|we|you|she|he|they) (?:start to |begin to )?(?:worry|be worried|be concerned|get worried)(?: about)?\b|\bwhen (?:to|do i|should i) (?:worry|be worried|be concerned)\b/,
    "call",
  ],
  // ("what's the success rate of a partial knee": "90-95% … are still working at 10 years")
  [
    /\b(?:success(?:ful)? rates?|rates? of success|how successful|still working|how well (?:does|do|did|will|would)(?=(?: \w+){1,4}? work\b))\b/,
    "success",
  ],
  // ("does the robot do the operation alone?": "The robot does not operate on its own")
  [/\b(?:on (?:its|it's|their) own|by itself|by themselves|alone|unaided)\b/, "alone"],
  // ("how many steroid jabs can you have": how often, "limited to a few a year")
  [
    /\bhow many(?=(?:\s+\w+){1,3}\s+(?:can|could|should|may|would)\s+(?:i|you|u|one|we|he|she|they)\s+(?:have|get)\b)/,
    "often",
  ],
  // ("Heavy work: 6 weeks" is what a builder asks as manual work)
  [/\b(?:heavy|physical) (?:work|jobs?)\b/, "manual"],
];

/** Folds plurals and possessives so "knees", "knee's" and "knee" are one term. */
function fold(word: string, kind: "passage" | "question"): string {
  let w = word.replace(/'s$/, "").replace(/'/g, "");
  if (w.length > 4 && w.endsWith("ies")) w = w.slice(0, -3) + "y";
  else if (w.length > 3 && w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  const known = (kind === "question" ? QUESTION_SYNONYMS[w] : undefined) ?? WORD_SYNONYMS[w];
  if (known) return known;
  return WORD_SYNONYMS[stem(w)] ?? stem(w);
}

/** "-ing" and "-ed" taken off, the same way everywhere ("working" → "work", "injected" → "inject"). */
function stem(word: string): string {
  let w = word;
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed") && !w.endsWith("eed")) w = w.slice(0, -2);
  else return w;
  if (/([bdfgmnprt])\1$/.test(w)) return w.slice(0, -1);
  // a short stem whose "e" went with the ending is the word with it: "taking" is "take", "moved"
  // "move", "caring" "care" (not a car); not a word said for nothing ("giving way" keeps its "giv")
  return /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(w) && !STOP_WORDS.has(`${w}e`) ? `${w}e` : w;
}

/** A question in lower case with its abbreviations and shorthand written out. */
export function expandShorthand(text: string): string {
  let lower = inSiteWords(normalise(text));
  for (const [pattern, words] of ABBREVIATIONS) {
    if (words === "total knee replacement" && QUALIFIED_REPLACEMENT.test(lower)) {
      // (a new knee is still a knee replacement: "what proportion of people who need a new knee
      // can have just a partial one")
      if (pattern === NEW_KNEE) lower = lower.replace(pattern, "knee replacement");
      continue;
    }
    lower = lower.replace(pattern, words);
  }
  return lower.replace(/\bops?\b/g, "operation")
    // "which bit of the knee" asks which part
    .replace(/\b(which|what) bits?\b/g, "$1 part");
}

/** Lower case with typographic quotes and dashes made plain. */
export function normalise(text: string): string {
  return text.toLowerCase().replace(/[\u2018\u2019\u2032`]/g, "'").replace(/[\u2010-\u2015]/g, "-")
    // one word however it is written ("X-ray", "x ray", "xray")
    .replace(/\bx[- ]?(ray)s?\b/g, "xray")
    // a word in quotation marks is the word ("my GP mentioned a 'uni' knee")
    .replace(/(^|[\s(])['"]([a-z][a-z -]{0,30}?)['"](?=[\s.,;:!?)]|$)/g, "$1$2");
}

/**
 * The search terms of a text, in order, repeats kept (term frequency matters for ranking).
 * In a passage a known phrase adds its term and keeps its words; in a question it is replaced
 * by its term, so "anterior cruciate ligament" weighs as one idea, like "ACL".
 */
export function analyse(text: string, kind: "passage" | "question" = "passage"): string[] {
  let lower =
    (kind === "question" ? expandShorthand(text).replace(RIGHT_SIDE, " ") : normalise(text))
      .replace(LAST_AS_LATEST, " ")
      // (a thing "prepared from" blood is made, not a patient preparing: "how PRP is prepared from
      // your own blood" is no guide to getting ready for an operation)
      .replace(/\bprepared (?=from|with|using|in a\b)/g, "made ")
      // (driving's "emergency stop" is no emergency: "what is an emergency after hip surgery?")
      .replace(/\bemergency stops?\b/g, "sudden stop")
      // (signing up, in or a form is registering or agreeing, not a sign of illness)
      .replace(SIGNING, "register");
  const phraseTerms: string[] = [];
  // whether an operation is needed: a passage's "Do I need an operation?" or "heal without surgery",
  // a question that asks it ("does it usually need surgery?"; not a story's "they say she needs an
  // operation", nor "without an operation", which asks what else there is)
  if (
    kind === "passage"
      ? SURGERY_NEEDED.test(lower) || WITHOUT_SURGERY.test(lower)
      : ASKS_IF_SURGERY_NEEDED.test(lower)
  ) phraseTerms.push("surgeryneeded");
  for (const [phrase, term] of PHRASE_SYNONYMS) {
    if (!phrase.test(lower)) continue;
    phraseTerms.push(term);
    // a name ("anterior cruciate ligament") weighs as one idea; a description keeps its words
    if (kind === "question" && !DESCRIPTIVE_PHRASES.has(term)) {
      lower = lower.replace(new RegExp(phrase.source, "g"), " ");
    }
  }
  const terms: string[] = [];
  for (const word of lower.match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? []) {
    if (STOP_WORDS.has(word) || STOP_WORDS.has(word.replace(/'/g, ""))) continue;
    if (kind === "question" && QUESTION_STOP_WORDS.has(word.replace(/'/g, ""))) continue;
    // a number says how much, not what about: it never counts for or against a passage
    if (kind === "question" && /^\d/.test(word)) continue;
    const term = fold(word, kind);
    if (term && !STOP_WORDS.has(term)) terms.push(term);
  }
  // a telephone number written out is a number to call ("whats their number?")
  if (kind === "passage") {
    for (const _ of lower.matchAll(TELEPHONE_NUMBER)) terms.push("number");
  }
  return [...terms, ...phraseTerms];
}

/** Signing up, in, on or a form ("how do i sign up", "Sign in, read and agree"). */
const SIGNING =
  /\bsign(?:s|ed|ing)?(?= (?:up|in|on|off|out)\b)|(?<!\b(?:a|the|any|first|early|warning|no|one|main|only|another|that|this|what) )\bsign(?:ed|ing)?(?= (?:the|a|an|consent|forms?|here)\b)/g;

/** Treated or healed without an operation ("Most injuries to the MCL heal without surgery"). */
const WITHOUT_SURGERY = /\bwithout (?:an? |any )?(?:surgery|an operation|operation)\b/;
const NEEDS_SURGERY = String
  .raw`(?:need|needs|needed|needing|require|requires|required|have to have|has to have|end up needing|end up having) (?:an? |the |any |another )?(?:surgery|operation|op|operating|procedure)\b`;
/** A passage on whether an operation is needed ("Do I need surgery for a torn ACL?"). */
const SURGERY_NEEDED = new RegExp(
  String
    .raw`\b${NEEDS_SURGERY}|\b(?:surgery|an operation) (?:is|isnt|is not) (?:usually |always |often |rarely )?(?:needed|necessary|required)\b`,
);
/** A question whether one is needed ("does it usually need surgery?", "do pcl tears always need an op"). */
const ASKS_IF_SURGERY_NEEDED = new RegExp(
  String
    .raw`\b(?:do|does|did|will|would|is|are|am|should|could|might|must|can)\b(?: [\w']+){0,5} ${NEEDS_SURGERY}|\b(?:is|will) (?:surgery|an operation|an op) (?:\w+ )?(?:needed|necessary|required)\b|\bunder the knife\b`,
);

/** "right" for a side ("my right knee", "on the right"), never asked about, unlike "right for me". */
const RIGHT_SIDE =
  /\bright(?= (?:knee|hip|leg|side|one|foot|kneecap|thigh|calf|shin|buttock|bum|groin|ankle|hand|arm)s?\b)|(?<=\b(?:on|to) the )right\b(?! (?:one|thing|way|time|choice|decision|op|operation|treatment)\b)/g;

const TELEPHONE_NUMBER = /\b0\d{3,4} ?\d{3} ?\d{3,4}\b/g;
/** "last" that says when ("in the last few weeks", "last night"), not how long something lasts. */
const LAST_AS_LATEST =
  /(?<=\bthe (?:very )?)last(?= (?:few|couple|several|\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|days?|weeks?|months?|years?|nights?|time)\b)|\blast(?= (?:day|week|month|year|night|time|summer|winter|spring|autumn|christmas|weekend|visit|appointment)\b)|\bat last\b/g;

/**
 * Splits a passage into sentences: at line breaks, after a full stop, question or exclamation
 * mark followed by a capital or a digit (but not after an abbreviation such as "ext. 4417"), and
 * between the items of a list ("a; b; c").
 */
export function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])(?<!\b(?:[Ee]xt|[Aa]pprox|[Nn]o|[Tt]el)\.)\s+(?=[A-Z0-9"“(])|;\s+/)
    .map((s) => s.trim())
    .filter((s) => /[a-z0-9]/i.test(s))
    .map((s) => (/[.!?:)]$/.test(s) ? s : s + "."));
}
