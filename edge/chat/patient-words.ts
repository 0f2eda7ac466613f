/**
 * Patients' everyday words for what the site says in its own (lay phrase → the site's words),
 * applied to questions only, before the abbreviations of ./analysis.ts. Each entry stands for a
 * way of asking, not for one message: a job named instead of "manual work", "kept in" instead of
 * "stay in hospital". tests/edge/chat-patient-words.test.ts checks that every entry's words are
 * words the site's passages use, so an entry can never point at nothing.
 */

import { MEDICINE_NAMES } from "./concepts.ts";

const JOBS_ON_ONES_FEET =
  "builder|plasterer|labourer|laborer|bricklayer|brickie|scaffolder|roofer|electrician|sparky|plumber|joiner|carpenter|chippy|mechanic|farmer|gardener|landscaper|tradesman|tradesperson|decorator|painter|tiler|warehouse worker|factory worker|delivery driver|courier|postman|postwoman|cleaner|carer|care worker|care assistant|nurse|healthcare assistant|chef|cook|waiter|waitress|hairdresser|shop assistant|retail worker|teacher|pe teacher|fitness instructor|personal trainer|soldier|police officer|firefighter|paramedic|porter|engineer on site|groundworker|landscape gardener";
const DESK_JOBS =
  "office worker|accountant|receptionist|administrator|admin worker|programmer|developer|software engineer|civil servant|secretary|call centre worker|bank clerk|lawyer|solicitor|designer|writer|student";
/** "I'm a…", "my husband is a…", "dad's a…", "works as a…" */
const WHO_IS =
  "(?:am|i'?m|is|are|was|as|he'?s|she'?s|they'?re|(?:dad|mum|husband|wife|son|daughter|partner|brother|sister)'?s)";

/** Not going private, which is the NHS ("without going private", "can't afford to go private"). */
export const NOT_PRIVATE =
  /\b(?:without (?:going |paying |being seen )?(?:private(?:ly)?|paying)|not (?:going |paying )?private(?:ly)?|(?:cant|cannot|can not|couldnt) afford (?:to (?:go|pay) )?private(?:ly)?)\b/i;

/** Words that name a way of being seen: insured, private, self-pay or the NHS. */
const PATHWAY_WORDS = String
  .raw`insur\w*|bupa|axa|aviva|vitality|wpa|cigna|private(?:ly)?|nhs|self[- ]?pay\w*|paying`;
/** "what do I do first", "the first step", "where do I start" */
const FIRST_STEP = String
  .raw`what (?:do|should|would) (?:i|we) (?:(?:have|need) to )?do (?:first|before)|what(?:'s| is| are)? (?:the |my )?first steps?|where do (?:i|we) start`;

export const PATIENT_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  // the usual operation is the operation ("whats the usual operation called for a kneecap that
  // keeps coming out")
  [
    /(?<!\b(?:than|as|like|with|from|or|and|over|versus|vs) (?:the |a |an |my )?)\b(?:usual|typical|standard|common|commonest|most common|normal|usual type of|standard type of) (?=(?:op|ops|operation|operations|surgery|surgeries|procedure|procedures)\b)/g,
    " ",
  ],
  // an operation named by what it is for is that operation ("kneecap surgery to stop it
  // dislocating" is the stabilisation, "surgery to stop your kneecap slipping out of place")
  [
    /\b(?:surgery|operation|op|procedure)\b (?:\w+ ){0,2}?to (?:stop|prevent) (?:it|them|the kneecaps?|(?:my|his|her|their) kneecaps?|kneecaps?) (?:from )?(?:dislocat\w*|slipping(?: out)?|popping out|coming out|going out)\b/g,
    " stabilisation ",
  ],
  // (…or for a kneecap that keeps coming out: "whats the main operation for a kneecap that keeps
  // popping out")
  [
    /\b(?:surgery|operation|op|procedure)\b (?:\w+ ){0,2}?for (?:a |the |my |his |her |their )?kneecaps? (?:that|which) (?:keeps? |has |keep on |always )?(?:dislocat\w*|slipping(?: out)?|slips(?: out)?|popping out|pops out|coming out|comes out|going out|goes out)\b/g,
    " stabilisation ",
  ],
  // answering a request for one's data is replying to it ("how long do you take to answer a
  // request for my data": "We reply within one month"), read before the request itself
  [
    /\b(?:respond|responds|response|answer|answers|deal with|handle|reply|replies) (?:to )?(?:my |a |an |the |your )?requests? for (?:my|our|his|her|their|the) (?:personal )?(?:data|info|information)\b/g,
    " reply when you ask to see the details we hold about you ",
  ],
  // asking for one's data is asking to see the details held ("how quick do you reply if i ask for
  // my data": the privacy notice's rights, "We reply within one month")
  [
    /(?<!\bwho (?:can|could|will|would|else can) )\b(?:ask|asking|asked|request|requesting|get|getting|see|seeing|access|accessing|download)(?: for)?(?: a copy of| copies of| access to)? (?:my|our|his|her|their|the) (?:personal )?(?:data|info|information)\b/g,
    " see the details we hold about you ",
  ],
  // …and answering a request for one's data is replying to it ("how quickly do you answer a data
  // request": "We reply within one month")
  [
    /\b(?:respond|responds|response|answer|answers|deal with|handle) (?:to )?(?:my |a |an |the |your )?(?:(?:personal )?data|subject access|information|info) requests?\b/g,
    " reply when you ask to see the details we hold about you ",
  ],
  // getting hold of someone is contacting them ("how do i get hold of him": the practice's
  // contact details), not the details a practice holds
  [
    /\b(?:get|getting|got) (?:a )?hold of\b|\bget (?:in )?touch with\b/g,
    " contact ",
  ],
  // how something is fixed is the operation ("how do they fix a torn gluteal tendon"), not what it
  // is
  [
    /\bhow (?:do|does|did|will|would|can|could) (?:they|he|she|the surgeons?|surgeons|mr ashcombe|the doctors?|doctors) (?:\w+ )?(?:fix|repair|mend|operate on)\b|\bhow (?:do|does|did|will|would|can|could) (?:you|i|we|people) (?:\w+ )?(?:fix|repair|mend)\b|\bhow (?:is|are|was|were) (?:\w+ ){0,5}?(?:fixed|repaired|mended|carried out|performed|operated on)\b/g,
    "$& operation ",
  ],
  // how long something "works for" is how long it lasts ("how long does a steroid jab usually
  // work for", "how long does a half knee usually keep going")
  [
    /\b(how long (?:does|do|will|would|should|can|did) (?!(?:\w+ ){0,3}(?:take|takes|taking)\b)(?!(?:i|you|u|we|he|she|they|people|patients?|one)\b)(?:\w+ ){1,8}?)(?:usually |normally |typically )?(?<!\b(?:off|to|at|from|back|of|for|in|into|out of|my|his|her|their|the|desk|office|manual|heavy|light|physical|home|shift|full) )(?:work|keep working|keep going|keep ticking(?: over)?|stay working|do (?:its|the) (?:job|trick))(?: for)?\b/g,
    "$1 last ",
  ],
  // "because of it" points back at what was asked, and says nothing of what is asked now ("will
  // the knee last longer because of it?")
  [/\b(?:because|cos|coz|cuz) of (?:it|that|this|them)\b/g, " "],
  // which email or number to use for something is its contact ("what email do i use for a data
  // protection question")
  [
    /\b(?:what|which) (?:email|e-mail|email address) (?:do|should|can|would) (?:i|we|you) (?:use|write to|send (?:it |this |them )?to)\b/g,
    " contact email ",
  ],
  // a bad review or story is a negative one ("will you delete my review if its a bad one", "will
  // you still put it up if it's a bad one?")
  [
    /(?<=\b(?:reviews?|story|stories|ratings?|feedback|testimonials?|(?:put|putting|stick) (?:it|them) up|publish\w*)\b[^.?!]*)\b(?:bad|poor|low|harsh|nasty|critical|one star|1 star|unhappy|angry|rubbish|terrible)(?= (?:one|review|story|rating|feedback)\b)/g,
    " negative ",
  ],
  // "as good as the first one" asks how a redo's results compare ("is a revision knee
  // replacement as good as the first one": riskier, results less predictable)
  [
    /\bas (?:good|successful|effective|reliable|long[- ]lasting) as the (?:first|original|last|old) (?:one|op|operation|replacement|time)\b/g,
    " results riskier than the first operation ",
  ],
  // a cost known before agreeing to it is the written price given first ("will i know the cost of
  // the operation before i agree to it", "told the cost before hand")
  [
    /(?<=\b(?:cost|costs|price|prices|fee|fees|charge|charges|quote|how much)\b[^.?!]*)\b(?:before (?:i|we|you|he|she|they) (?:agree|commit|sign|decide|go ahead|book|say yes|have it)(?: to (?:it|anything|the \w+))?|before ?hand|in advance|up ?front)\b/g,
    " written price first ",
  ],
  // scans and their reports sent ahead are medical records or scan results ("can i email you my mri
  // report and xrays before the appointment")
  [
    /(?<=\b(?:send|sending|sent|email|emailing|emailed|upload|uploading|attach|attaching|forward|forwarding|post|posting)\b[^.?!]{0,30})\b(?:mri|ct|x-?rays?|xrays?|ultrasound|scan)s?(?: (?:reports?|results?|images?|pictures?|films?|discs?|cds?|letters?))?(?: and (?:my |the |his |her )?(?:mri|ct|x-?rays?|xrays?|ultrasound|scan)s?(?: (?:reports?|results?|images?))?)?\b/g,
    " medical records or scan results ",
  ],
  // "more risky" is riskier ("is a redo knee op more risky": the revision's "Is it riskier than
  // the first operation?", not the list of its complications)
  [/\bmore (?:risky|dangerous)\b/g, " riskier "],
  // a bone cut to straighten the leg is an osteotomy ("they mentioned cutting the shin bone to
  // straighten it")
  [
    /\b(?:cut|cuts|cutting|break|breaking|realign\w*|reshap\w*) (?:the |his |her |my |their )?(?:shin|thigh) ?bone (?:\w+ ){0,3}(?:to )?(?:straighten|realign|correct|line)\w*\b|\b(?:shin|thigh) ?bone (?:realign\w*|straighten\w*|reshap\w*)\b/g,
    " osteotomy ",
  ],
  // (…or told in other orders: "if they cut and straighten the shin", "they want to cut my thigh
  // bone above the knee")
  [
    /\b(?:cut|cuts|cutting|break|breaking) and (?:straighten|realign|reshap|correct)\w* (?:the |his |her |my |their )?(?:shin|thigh|leg|bone)s?(?: ?bones?)?\b|\b(?:cut|cuts|cutting) (?:the |his |her |my |their )?(?:shin|thigh) ?bones?\b/g,
    // (the bone kept: "the thigh bone one" is the distal femoral osteotomy, below)
    " osteotomy $& ",
  ],
  // the bones by their everyday names, beside the site's adjectives for them ("the thigh bone one"
  // is the distal femoral osteotomy)
  [/\bthigh ?bones?\b/g, " thigh bone femoral "],
  [/\bshin ?bones?\b/g, " shin bone tibial "],
  // how long in hospital
  [
    /\b(?:kept in(?! (?:a |an |the |his |her |my |their |your )?(?:brace|splint|cast|plaster|sling|bandage|dressing|boot|place|position|mind|touch|check)s?\b)|keep (?:me|him|her|them|you|us|mum|dad|people|patients|(?:my|your|our|his|her|their) \w+) in(?! (?:a |an |the |his |her |my |their |your )?(?:brace|splint|cast|plaster|sling|bandage|dressing|boot|place|position|mind|touch|check)s?\b)|(?:how many|how long|number of|several|few) nights?|overnight stay|nights? in hospital|stay(?:ing)? over)\b/g,
    " stay in hospital ",
  ],
  [
    /\bstuck in (?:the )?(?:hospital|ward)\b|\b(?:be|been|being|am|i'?m|is|are|he'?s|she'?s) stuck (?:in )?(?:there|here)\b/g,
    " stay in hospital ",
  ],
  // a child's age ("would he see my 8 year old?"; "my son is 8": under 10, the age the site
  // names, as older children's questions are of their knees, not of whether he sees them)
  [
    /\b(?:[1-9]|1[0-7])[- ]?(?:years?|yrs?)[- ]old\b|\b(?:[1-9]|1[0-7]) ?(?:yo|y\/o)\b|(?<=\b(?:hes|shes|he'?s|she'?s|he is|she is|theyre|they'?re|they are|(?:son|daughter|brother|sister|boy|girl|child|kid|grandson|granddaughter|nephew|niece) is) (?:only |just )?)[1-9]\b(?! ?(?:stone|st|kg|lbs?|weeks?|wks?|days?|months?|hours?|hrs?|mins?|minutes?|times|%|percent|out of|\/))/g,
    " child age ",
  ],
  // children of an age are children ("can kids his age have the op": children, not an age; but
  // whom he sees is asked by age: "does he see kids her age?")
  [
    /(?<!\b(?:see|sees|seeing|treat|treats|treating|operate on|operates on|take on|takes on|accept|accepts|deal with|deals with) )\b(kids|children|boys|girls|lads|teenagers|teens|youngsters) (?:of )?(?:his|her|their|that|this|my) age\b/g,
    " $1 ",
  ],
  // "every" or "all" asked of a kind is the kind ("does every torn acl need an operation": does a
  // torn ACL need one)
  // (not whether every one can be: "can every meniscus tear be stitched" asks if all can)
  [
    /\b(does|do|will|would) (?:every|each|any|all) (?:single )?(?=(?:\w+ ){1,4}(?:need|needs|needing|have to|has to|require|requires)\b)/g,
    " $1 a ",
  ],
  // getting an app onto a phone is downloading it ("how do i get the MiOp thing on my phone")
  [
    /\b(?:get|put|install|load|have) (?:it|(?:the |this |that |your )?(?:\w+ )?(?:app|thing|programme|program)) (?:on|onto) (?:my|your|his|her|the|a|our) (?:phone|mobile|iphone|android|tablet|ipad)\b/g,
    " download the app ",
  ],
  // how long one operation lasts before another is needed asks how long the first lasts ("how long
  // does an osteotomy last before i need a new knee": "The results often last 10 years or more")
  [
    /\b(last|lasts|work|works|keep going|hold off|buy me|give me)\b (?:\w+ )?before (?:i|you|he|she|they|we|people|someone) (?:would |will |might )?(?:need|needs|have to have|has to have|end up needing|ends up needing|get|go for) (?:a |an |the )?(?:new|total|full|whole) (?:knee|hip)(?: replacement)?\b|\b(last|lasts|work|works)\b (?:\w+ )?before (?:i|you|he|she|they|we|people|someone) (?:would |will |might )?(?:need|needs|have to have|has to have|end up needing) (?:a |an )?(?:knee|hip) replacement\b/g,
    " $1$2 ",
  ],
  // when a kind of operation is done or needed asks when it is used ("when is a manipulation under
  // anaesthetic done": "When is it used?"), not a date
  [
    /\b(when (?:is|are|would|do|does|might|should) (?:a|an|you|they|people|someone) (?:\w+ ){0,4}?)(?:be )?(?:done|carried out|performed|needed|recommended|offered|given|advised|necessary|have|get)\b(?=\s*(?:[?.!]|$))/g,
    " $1 used ",
  ],
  // a child's age asked about ("will he see someone that young?")
  [
    /\b(?:someone|anyone|people|patients|kids|children|a child|a kid|teenagers|teens) (?:that|so|this|as) young\b|\b(?:that|so) young\b|\bhow old (?:does|do|must|should|would|will|has|have) (?:my|a|the|your|our|his|her) (?:child|son|daughter|kid|boy|girl|grandson|granddaughter|teenager) (?:have |need |got )?(?:to )?be\b|\b(?:minimum|youngest|lowest) age\b/g,
    " children young people age ",
  ],
  // work: the job named instead of the kind of work
  [new RegExp(`\\b${WHO_IS} (?:a |an )?(?:${JOBS_ON_ONES_FEET})s?\\b`, "g"), " manual work "],
  [
    /\b(?:physical|heavy|manual|labouring|lifting|building|construction|trade|warehouse|factory|farm|site|shop floor|retail|delivery|kitchen|care home|cleaning) (?:job|work|jobs|trade|shifts?)\b|\bon (?:my|his|her|their) feet all day(?: (?:and )?(?:lifting|carrying|bending|kneeling))?\b|\b(?:heavy lifting|lifting (?:all day|heavy (?:\w+ )?(?:things|stuff|loads|boxes|patients)))\b|,? (?:and )?(?:lifting|carrying|shifting|moving|stacking) (?:heavy )?(?:boxes|crates|sacks|pallets|stock|parcels)\b|\b(?:(?:weekend|saturday|sunday|part[- ]?time|evening|holiday|summer) )?(?:work|works|working|job) (?:in|at|on) (?:a |the )?(?:warehouse|factory|farm|building site|construction site|kitchen|care home|shop floor)\b|\b(?:on|at|to) a building site\b/g,
    " manual work ",
  ],
  [
    /\b(?:back|go|going|get|getting|return|returning) (?:back )?(?:on|to|onto) (?:the |a )?(?:building )?site\b/g,
    " manual work ",
  ],
  [new RegExp(`\\b${WHO_IS} (?:a |an )?(?:${DESK_JOBS})s?\\b`, "g"), " desk work "],
  [
    /\b(?:office|desk|computer|admin|sitting down|sit down|sedentary|desk based|office based) (?:job|work|jobs|based job)\b|\bwork(?:ing)? from home\b|\bwfh\b|\bat a desk\b/g,
    " desk work ",
  ],
  // time off is time off work ("how much time off will I need?"; not off crutches or tablets)
  [
    /\b(?:time|days?|weeks?|months?|long) off\b(?! (?:of |from )?(?:the |my |his |her |your |their |all )?(?:crutches|sticks?|frame|painkillers?|tablets?|pills?|medic\w*|meds|blood thinners?|injections?|bed|sport|football|rugby|running|driving|the \w+))/g,
    " off work ",
  ],
  // how long the operation takes ("how long will he be in theatre for?", "on the operating table")
  [
    /\b(?:in|into) (?:the )?(?:theatre|theater|surgery)(?=\s+for\b|\s*\?|\s*$)|\bon (?:the )?(?:operating )?table(?: for)?\b/g,
    " operation take ",
  ],
  // walking again
  [
    /\b(?:up|back|stood|standing) on (?:my|his|her|their|your|our|the|your own|their own) (?:own )?feet\b|\bup and about\b|\bup and walking\b/g,
    " walking ",
  ],
  // being alone after a day-case operation ("if I go home the same day, can I be on my own?")
  [
    /\b(?:can|could|should|will|would|may) (?:i|he|she|they|you|we|(?:my |your |our |his |her )?(?:mum|dad|mother|father|husband|wife|partner|nan|gran|son|daughter)) (?:be|stay|go home|sleep) (?:on (?:my|his|her|their|your) own|alone|by (?:myself|himself|herself|themselves))(?: (?:that|the first|for the first|for the|overnight|at) night)?\b/g,
    " adult stay with you ",
  ],
  // a day case goes home the same day
  [/\bday[- ]?case\b/g, " go home same day "],
  // who someone lives with says nothing about what they ask
  [
    /\b(?:lives?|living) (?:on (?:her|his|my|their) own|alone|by (?:herself|himself|myself))\b/g,
    " ",
  ],
  // the practice's answer to an enquiry
  [
    /\b(?:get|gets|getting|got) back to (?:me|us|you|him|her|them)\b(?! (?!(?:about|with|by|soon|quickly|today|tomorrow|in|within|if|when|after|before|on|and|or|please|asap|yet|usually|normally)\b)[a-z])|\bhear(?:ing)? back\b|\bhear from (?:you|someone|anyone|the practice|the team)\b|\b(?:respond|responds|response|answer|answers) (?:to )?(?:my |an |a |the |your )?(?:enquiry|enquiries|message|email|form)\b/g,
    " reply ",
  ],
  // the outside of a joint is its outer side ("pain on the outside of my hip"; not the inside,
  // which patients say of the inner ligament as of arthritis, and the site in both ways)
  [
    /\b(?:the )?outside (?:bit |part |edge )?(?:of )?(?=(?:my|the|his|her|their|your|mums?|dads?) (?:knee|hip|thigh|leg|kneecap)s?\b)/g,
    " outer side of ",
  ],
  // what a condition feels like: its symptoms ("what does hip bursitis feel like?")
  [
    /\bwhat (?:does|do|would|will|did) (?!(?:it|that|this|they|you|one|i|we|he|she)\b)(?:(?:a|an|the|my|his|her|their) )?([a-z]+(?: [a-z]+){0,3}) feel like\b|\bhow (?:does|do|would|will) (?!(?:it|that|this|they|you|one|i|we|he|she)\b)(?:(?:a|an|the|my|his|her|their) )?([a-z]+(?: [a-z]+){0,3}) (?:feel|present)\b/g,
    " symptoms $1$2 ",
  ],
  // the letters after a name are qualifications ("what letters does he have after his name?")
  [
    /\b(?:letters|initials) (?:\w+ ){0,4}?after (?:his|her|the surgeon'?s|mr ashcombe'?s|ashcombe'?s|their|your) name\b/g,
    " qualifications ",
  ],
  // a guide to print ("a checklist I can print out"), and how long it is in pages
  [
    /(?<!\b(?:small|fine) )\b(?:print|printed|printing|printable)(?: (?:it|them|this|that|one))?(?: (?:out|off))?\b/g,
    " guide ",
  ],
  [
    /\bhow (?:long|big|thick) (?:is|are) (?:the|that|this|it|each|those|these)\b(?=(?: \w+){0,5} (?:leaflets?|guides?|booklets?|pdfs?|documents?|handouts?|checklists?)\b)/g,
    " how many pages ",
  ],
  // put up on the site: published ("you won't put my phone number up on the site, will you?")
  [
    /\b(?:put|puts|putting|post|posts|posting|posted|stick|sticks|stuck|show|shows|showing|shown|display|displays|displayed|displaying|share|shares|shared|sharing) ((?:\w+ ){0,4}?)(?:up )?(?:on|onto) (?:the |your |this )?(?:site|website|web ?site|internet|web|page)\b/g,
    " publish $1 ",
  ],
  [
    /\b(?:put|puts|putting|post|posts|posting|posted|stick|sticks|stuck) ((?:\w+ ){0,4}?)(?:up )?online\b/g,
    " publish $1 ",
  ],
  // (a story or a review put up, or it alone after one: "will you actually put it up or hide it")
  [
    /\b(?:put|puts|putting|stick|sticks) (it|them|my review|my story|the review|the story|reviews|stories) up\b(?! (?:on|onto|online|with|to)\b)/g,
    " publish $1 ",
  ],
  // …and a name put on a story ("will you put my full name on it?")
  [
    /\b(?:put|puts|putting|use|uses|using|show|shows|showing|print|prints|printing|publish|publishes|publishing|display|displays) (?:my|his|her|their|our) (?:full |real |whole |first |last |sur)?name (?:on|in|against|with|under|at the (?:top|bottom) of) (?:it|them|that|this|the (?:review|story|post|testimonial)|my (?:review|story))\b/g,
    " publish name ",
  ],
  // …and a detail of one's own "shown" or "visible" ("will my phone number be shown?")
  [
    /\b((?:my|his|her|their|our) (?:\w+ ){0,2}?(?:name|surname|phone|number|email|address|details|photo|picture|age)s? )(?:be |get |gets |is |are )(?:shown|displayed|visible|made public|public|seen by (?:everyone|anyone|people|the public))\b/g,
    " $1 publish ",
  ],
  // a story without one's name
  [
    /\bwithout (?:my|his|her|their|a) (?:full |real )?name\b|\b(?:not|never|dont|don't) (?:use|show|put|give|publish|print) (?:my|his|her|their) (?:full |real )?name\b|\bno name\b|\banonymously\b|\bnameless\b/g,
    " anonymous ",
  ],
  // the operation that stops a kneecap coming out of place (the site's patellar stabilisation)
  [
    /\b(?:op|ops|operation|operations|surgery|procedure|one) (?:to|that|which|for|so as to) (?:stop|stops|prevent|prevents|keep|keeps|hold|holds|stabilise|stabilize|stabilises|stabilizes)(?: \w+){0,2} (?:kneecap|kneecaps|knee cap|knee caps|patella)(?: \w+){0,2} (?:dislocating|dislocate|dislocation|popping|pop|slipping|slip|coming|come|going|sliding|slide|moving|move|jumping|in place|in its place|where it should be)(?: out)?(?: of (?:place|joint))?\b/g,
    " patellar stabilisation operation ",
  ],
  // a joint coming out of place
  [
    /\b(?:pop|pops|popped|popping|slip|slips|slipped|slipping) (?:right )?out\b(?! of (?:bed|the car|hospital|the house|hand|(?:the |its |their |it'?s )?(?:joint|socket|place)\b))|\b(?:come|comes|came|coming|jump|jumps|jumped|go|goes|gone|went|fall|falls|fell|pop|pops|popped|popping|slip|slips|slipped|slipping) (?:right )?out of (?:the |its |their |it'?s )?(?:joint|socket|place)\b|\bout of (?:joint|socket)\b|(?<=\b(?:kneecap|kneecaps|knee cap|knee caps|patella|hip)(?:'s|s)? (?:\w+ ){0,2})(?<!\bto )(?:come|comes|came|coming|go|goes|gone|going|went) (?:right |straight )?out\b(?! of (?:bed|the car|hospital|the house|hand))/g,
    " dislocation ",
  ],
  // a keyhole wash-out
  [
    /\b(?:clean|cleaned|cleaning|clear|cleared|clearing|flush|flushed|flushing|wash|washed|washing) (?:it |the knee |the joint )?out\b|\b(?:tidy|tidied|tidying) (?:it |the knee |the joint )?up\b|\b(?:washout|wash-out|washouts|clean-out|cleanout|clearout|tidy-up)\b/g,
    " wash out ",
  ],
  // the check-up after an operation
  [
    /\b(?:be |get |being |getting )?(?:seen|checked|looked at|followed up) again\b|\b(?:see|sees|seeing) (?:me|him|her|them|us|you|the surgeon|mr ashcombe|the consultant) again\b/g,
    " follow-up appointment ",
  ],
  // (special or extra check-ups are checks of their own: "any special checkups after?" after hip
  // resurfacing is its metal levels)
  [/\b(?:special|extra|particular|additional|other) check[- ]?ups?\b/g, " special checks "],
  // (a check-up keeps its word: "regular check-ups" after hip resurfacing)
  [/\bcheck[- ]?ups?\b/g, " check-up follow-up appointment "],
  // the operation that cuts and realigns a bone
  [
    /\b(?:bone[- ]cut(?:ting)?(?= (?:op|operation|surgery|one|procedure)\b)|bone[- ]cutting|cutting (?:the |a )?bone|cut (?:the |a )?bone|break (?:the |a )?bone)(?: (?:and )?(?:realignment|realigning|straightening))?(?: (?:op|operation|surgery|one|procedure))?\b/g,
    " osteotomy ",
  ],
  // a new ligament's source
  [
    /\b(?:new|replacement) (?:ligament|tendon)s? (?:from|made (?:of|out of|from))\b|\bwhere (?:do|does|will) (?:they|you|he|the surgeon) (?:get|take) the (?:new )?(?:ligament|tendon|graft)\b|\bmade (?:of|out of|from) what\b|\bwhat (?:do|does|will|would|did) (?:they|you|he|the surgeon) (?:use|put in) (?:to|for) (?:replace|rebuild|reconstruct)\b/g,
    " graft taken from ",
  ],
  // how much it helps
  [
    /\b(?:help|helps|ease|eases) (?:with )?(?:the |my |his |her |their )?pain\b|\b(?:take|takes|taking|took) (?:the |my |his |her |all the |all of the )?pain away\b|\bget(?:s|ting)? rid of (?:the |my |his |her )?pain\b|\b(?:stop|stops|end|ends) (?:the |my |his |her )?pain\b|\bhow much (?:pain )?relief\b|\bhow much less pain\b/g,
    " pain reduction ",
  ],
  // how it feels says nothing of what is asked ("her hip arthritis is really getting her down")
  [/\b(?:getting|gets|got|get) (?:me|her|him|them|us|you) down\b/g, " "],
  // running a department is the clinical director's work ("has he run a department?")
  [
    /\b(?:run|runs|ran|running|head|heads|headed|heading|lead|leads|led|leading|in charge of|managed?|manages|managing) (?:a |an |the |his |their )?(?:\w+ )?(?:department|dept|unit|service)\b|\bhead of (?:\w+ )?(?:department|dept|unit|service)\b/g,
    " clinical director department ",
  ],
  // results reported or published are those sent to the registry and audited
  [
    /\b(?:report|reports|reported|reporting|publish|publishes|published|publishing|share|shares|submit|submits|record|records|track|tracks|audit|audits) (?:his |their |your |the )?(?:own )?(?:results|outcomes|success rates?|figures|data|numbers)\b/g,
    " results national joint registry audit ",
  ],
  // other treatments first, before an operation or instead of one ("how long should i try other
  // stuff before a hip replacement", "what can she try before surgery", "trying to avoid an op")
  [
    /\b(?:other|different) (?:stuff|things|treatments?|options|approaches) (?=(?:\w+ ){0,2}(?:first|before)\b)|\b(?:what|anything|something) (?:else )?(?:can|could|should|would|to) (?:i|we|he|she|they|you)? ?(?:try|do) (?:first |else )?(?:before|instead of|rather than) (?:an? |the |having (?:an? |the )?)?(?:op|operation|surgery)\b|\b(?:alternatives?|options?) (?:to|other than|apart from|besides) (?:an? |the )?(?:op|operation|surgery)\b|\b(?:(?:try|trying|want|wanting|hoping|hope|like) to )?(?:avoid|put off|delay|hold off) (?:having )?(?:an? |the )?(?:op|operation|surgery)\b/g,
    " non-surgical treatment ",
  ],
  // how soon it helps ("how long till it starts helping?"; not "when does physio kick in", which
  // may ask when it starts)
  [
    /\b(?:start|starts|started|starting|begin|begins|began|beginning) (?:to )?(?:help|helping|work|working|make a difference|making a difference)\b/g,
    " benefit ",
  ],
  // "…or is that just something doctors say?": doubt, not what is asked
  [
    /\b(?:or )?(?:is|was) (?:that|it|this) (?:just |only |all )?(?:something|what|a thing|stuff) (?:\w+ ){0,2}(?:say|says|said|tell you|tells you|claim|claims|make up|like to say)\b/g,
    " ",
  ],
  // "does exercise actually do anything for it?" asks whether it helps
  [
    /\b(?:do|does|did|will|would|can|could) ((?:\w+ ){0,3}?)(?:really |actually |honestly )?(?:do|make) (?:anything|any good|much|owt|any difference|a difference)(?: at all)?\b(?! (?:to|with) (?:my|his|her|their|the|your)\b)/g,
    " $1 benefit ",
  ],
  // "will it leave a scar?" asks whether there is a cut ("…a manipulation under anaesthetic → will
  // it leave me with another scar?"; "extra" or "more" scars are the robot's, and stay scars)
  [
    /\b(?:leave|leaves|leaving|left|give|gives) (?:me |you |him |her |them )?(?:with )?(?:a|another|any|a big|a new|new) scars?\b/g,
    " is there a cut ",
  ],
  // "when would they do it?" asks when it is used ("…a manipulation under anaesthetic → when would
  // they do it?")
  [
    /\bwhen (?:would|do|does|will|might|should) (?:they|you|he|surgeons?|doctors?|someone|people) (?:\w+ )?(?:do|use|need|recommend|suggest|offer|choose|go for) (?:it|one|this|that|them)\b/g,
    " when used ",
  ],
  // "will they do anything to my kneecap?" asks what the operation does to it
  [
    /\b(?:do|doing|done) (?:anything|something|much) (?:to|with) (?=(?:my|his|her|their|the|your) )/g,
    " operation on ",
  ],
  // "sort my arthritis out" asks whether it helps ("sort" says nothing, nor its "out")
  [/(?<=\bsort(?:s|ed|ing)? (?:\w+ ){0,3})out\b/g, " "],
  // "how quick do you get back to people?": how soon the practice replies
  [/\bget(?:s|ting)? back to (?:people|patients)\b/g, " reply "],
  // "cut the knee open" is cut open: the incision ("do they have to cut the knee open?")
  [
    /\b(cut|cuts|cutting) (?:it|him|her|me|them|the (?:knee|hip|leg|joint)|my (?:knee|hip|leg)) (?:back )?open\b/g,
    " $1 open ",
  ],
  // the camera op: keyhole surgery
  [/\bcamera (?=op\b|ops\b|operation|surgery|procedure|job)/g, " keyhole "],
  // a proper match, league football: competitive sport
  [
    /\b(?:a |any )?(?:proper|full|competitive|league|club|county|sunday league|saturday league|5-a-side|five-a-side|11-a-side|eleven-a-side) (?:matche?s?|games?|football|rugby|hockey|netball|fixtures?)\b|\b(?:sunday|saturday) league\b/g,
    " competitive sport ",
  ],
  // the operation for a kneecap that keeps coming out is its stabilisation ("my daughter dislocates
  // her kneecap, after the op when can she do sport again")
  [
    /\b(?:(?:kneecap|patella)s? (?:keeps? |that )?(?:dislocat\w*|popping out|pops out|popped out|slipping out|slips out|coming out|comes out)|dislocat\w* (?:her|his|my|their|a|the) (?:kneecap|patella)s?)\b(?=[^?]*\b(?:op|operation|surgery|after it|fix it|fixes it)\b)/g,
    "$& stabilisation",
  ],
  // "the main risks" are the risks ("the main treatment" is the site's own words, kept)
  [
    /\b(?:main|biggest|key|major) (?=(?:risks?|complications?|dangers?|side ?effects?|problems?)\b)/g,
    "",
  ],
  // how common something is, is its risk ("how common is infection after it")
  [
    /\bhow (?:common|likely|rare|often) (?:is|are|would|does|do)(?= (?:an? |the )?(?:infection|clots?|dvt|dislocation|complications?|nerve damage|stiffness|problems?)\b)/g,
    " risk of",
  ],
  // lawn or indoor bowls is a sport, not a bow-legged knee ("back to bowls after his knee op")
  [/\b(?:lawn |indoor |crown green )?bowls\b|\bbowling\b/g, " sport "],
  // playing again is sport
  [
    /\b(?:back (?:(?:to|into) )?)?(?:play|playing|plays) (?:again|sport|sports|football|footie|rugby|netball|tennis|hockey|cricket|golf|squash|badminton|basketball|matches|games|competitively|for (?:the|his|her|a) (?:team|club|school))\b|\bback (?:(?:to|into) )?playing\b|\bback (?:to|into) (?:actual |real |the )?(?:matches|fixtures|games|competing|competition)\b|\b(?:back )?(?:on|onto) (?:the )?(?:pitch|field|court|track|slopes|piste|rink|ice|golf course|tennis court|squash court|mat)\b/g,
    " sport ",
  ],
  [/\b(?:mend|mends|mended|mending)\b/g, " heal "],
  // how common the complications are is what the complications are, with their figures ("are the
  // complications common": not the overview's "the most common operation")
  [
    /\b(?:complications?|risks?|side ?effects?|problems) (?:\w+ ){0,2}(?:common|likely|frequent|rare)\b|\b(?:how )?(?:common|likely|frequent|rare) (?:are|is) (?:the )?(?:\w+ )?(?:complications?|risks?|side ?effects?)\b/g,
    " complications ",
  ],
  // close by is near ("any physio close by me"), not a wound that is closed
  [
    /\b(?:close (?:by|to)|closest)\b/g,
    " near ",
  ],
  // glue is the surgeon's bone cement; the loo is the toilet
  [/\b(?:glued?|glueing|gluing|stuck in with glue)\b/g, " cement "],
  [/\b(?:loo|lavatory|lav|bog)\b/g, " toilet "],
  // a medicine named, to be stopped before an operation ("should I stop my statins before
  // surgery?"): the site's medicines before an operation, not a misspelling of a word it has
  [
    new RegExp(
      String
        .raw`\b(?:stop|stopping|come off|coming off|pause|pausing|carry on|carry on with|keep taking|continue|continuing)(?: taking)? (?:my |his |her |their |the )?(?:${MEDICINE_NAMES})\b(?= (?:\w+ ){0,4}before\b)`,
      "g",
    ),
    " stop medicines ",
  ],
  // one leg longer or shorter than the other: the site's "a difference in leg length"
  [
    /\b(?:one )?legs? (?:is |being |ends? up |feels? |feeling |looks? )?(?:\w+ )?(?:longer|shorter)(?: than the other(?: one)?)?\b|\b(?:different|uneven|unequal) leg lengths?\b|\blegs? (?:of |at )?(?:different|uneven|unequal) lengths?\b/g,
    " difference in leg length ",
  ],
  // a knee bent or freed under anaesthetic, or a stiff knee after its replacement asked about a
  // procedure: the manipulation under anaesthetic ("is there a procedure without a cut")
  [
    /\b(?:bend|bending|bent|move|moving|moved|force|forcing|forced|loosen\w*|free|freeing|freed) (?:it|the knee|my knee|his knee|her knee|the joint) (?:\w+ ){0,3}?(?:under (?:an |a )?(?:anaesthetic|anesthetic|general)|while (?:i'?m|he'?s|she'?s|you'?re|they'?re|im|hes|shes|youre) asleep|asleep)\b|\b(?:stiff|(?:wont|will not|doesnt|does not|cant|cannot|still wont|still doesnt) bend (?:properly|enough|far enough|much|fully|right|very far))\b(?=[^?.]*\b(?:after|since|following|from) (?:(?:the|my|his|her|a|their) )?(?:knee )?(?:replacement|tkr|new knee)\b)(?=[^?]*\b(?:procedure|treatment|something|anything|fix|loosen|what can|can they|is there)\b)/g,
    " stiff manipulation under anaesthetic ",
  ],
  // what an injury feels like is its symptoms ("what does it feel like when you tear your acl")
  [
    /\bwhat (?:does|do|did|would|will) (?:it|that|they|a [\w-]+|an [\w-]+|[\w-]+) (?:\w+ )?feel like (?=when|if|to)\b/g,
    " symptoms ",
  ],
  // an insurer named: health insurance; what to do before booking with it
  [
    /\b(?:with|insured (?:with|by|through)|covered by|through|have|got|(?:using|claim(?:ing)? on)|(?:insurer|insurance|insurance company|health insurance|provider|cover) (?:is|s|are)) ?(?:my |his |her |our |their )?(?:bupa|axa(?: health| ppp)?|aviva|vitality|wpa|cigna|allianz|simplyhealth|the exeter|exeter|freedom health|healix|benenden|aetna)\b/g,
    " health insurance ",
  ],
  [
    /\bwhat (?:do|should) (?:i|we) (?:have|need) to (?:do|get|have|sort out|arrange) (?:first|before)\b/g,
    " first ",
  ],
  // the first step when seen with insurance, privately or on the NHS is how to book that way
  // ("what do i do first if im using my bupa insurance"; "how does it work if i use my insurance",
  // not how a knee replacement works)
  [
    new RegExp(
      String
        .raw`\b(?:${FIRST_STEP})\b(?=[^?]*\b(?:${PATHWAY_WORDS})\b)|(?<=\b(?:${PATHWAY_WORDS})\b[^?]*)\b(?:${FIRST_STEP})\b|\bhow (?:does|do|will|would) (?:it|this|that|things) work(?= (?:if|when|with|for|through|on) (?:[\w']+ ){0,3}(?:${PATHWAY_WORDS})\b)|\bclaim(?:ing)? on (?=(?:my |his |her |our |their |the )?(?:health |private )?insurance\b)`,
      "g",
    ),
    " first book ",
  ],
  [
    /\b(?:make|made|making) (?:the |a )?(?:new )?(acl|ligament|tendon) (?:out of|from|with)\b/g,
    " $1 graft taken from ",
  ],
  // a blood thinner by its name is what the site calls a blood thinner ("im on apixaban, does that
  // matter for my operation": "Tell the nurse if you take blood thinners")
  [
    /\b(?:warfarin|apixaban|eliquis|rivaroxaban|xarelto|edoxaban|lixiana|dabigatran|pradaxa|clopidogrel)\b/g,
    " blood thinners ",
  ],
  // the blood thinner injected after an operation
  [
    /\b(?:injections?|jabs?|needles?) (?:in|into) (?:the |my |her |his |their )?(?:tummy|stomach|belly)\b|\b(?:tummy|stomach|belly) (?:injections?|jabs?)\b/g,
    " blood-thinning injections ",
  ],
  // how long something works, when it starts to, whether it keeps on ("how long do half knees
  // go on for?", not how long the swelling goes on)
  [
    /\b(?:keeps?|kept) (?:on )?working\b|\bwears? off\b|\bwore off\b|\b(?:still )?going strong\b|\bstill (?:be )?(?:going|working|good|fine|ok|okay)(?= (?:after|in|at|by) )|(?<=\bhow long (?:(?!swell|pain|ache|aching|stiff|numb|bruis|sore|limp|click|recover|physio|exercis|rehab)\w+ ){1,6})(?:go|goes|keep going|keeps going) on(?: for)?\b/g,
    " last ",
  ],
  [/\b(?:kick|kicks|kicked) in\b/g, " start "],
  [
    /\b(?:(?:start|starts|started|starting|begin|begins) (?:to )?)?(?:make|makes|making|made) (?:a |any |much |some )?(?:real |big )?difference\b/g,
    " notice benefit ",
  ],
  [/\b(?:start|starts|begin|begins) (?:to )?(?:help|helping|work|working)\b/g, " $& benefit "],
  [
    /\b(?:keeps?|kept|still|carries on|carry on) (?:on )?(?:hurt|hurts|hurting|ache|aches|aching|be painful|be sore|being painful|being sore)\b|\bnever (?:stops|stopped) (?:hurting|aching)\b|\bstill (?:have|having|get|getting|got|be in|in|feel|feeling) (?:some |any |a lot of |much )?pain\b|\b(?:will|would|is|does) (?:the |my |his |her |all the |all my )?pain (?:be |ever |all )?(?:go away|gone(?: away)?|disappear\w*|stop|stops|vanish\w*)(?: (?:completely|totally|for good|entirely|altogether))?\b|\bpain[- ]free\b/g,
    " pain persists ",
  ],
  [/\b(?:went|goes|go|gone) (?:fine|well|ok|okay|perfectly|to plan|smoothly)\b/g, " working well "],
  // "even if they do it right": the operation done well, not "right for me"
  [
    /\b(?:done|do it|does it|did it|do the (?:op|operation|surgery|job)|did the (?:op|operation|surgery|job)|goes|went|gone|going) (?:\w+ )?right\b/g,
    " working well ",
  ],
  [/\b(?:sorts out|sort out|sorted out|sorts|fixes|cures)\b/g, " helps "],
  // the leg straightened by cutting the bone (not by its owner: "it went back when she
  // straightened her leg", "i cant straighten my leg")
  [
    /\b(?:leg|legs|bone|bones) (?:realign\w*|straighten\w*)\b|(?<!\b(?:i|he|she|cant|cannot|couldnt|wont|doesnt|didnt|can|could|unable to) )\b(?:realign\w*|straighten\w*) (?:the |my |his |her )?(?:leg|legs|bone|bones)\b/g,
    " osteotomy ",
  ],
  // how much one may drink
  [
    /\bhow much (?:can|should|could|may) (?:i|he|she|you|we) drink\b|\b(?:booze|boozing|pints? of (?:beer|lager|bitter)|glass(?:es)? of wine|(?:a few|few|couple of|a couple of|some|several|\d+|two|three|four|five|six) (?:pints|beers|lagers|glasses of wine|drinks)(?= (?:\w+ )?(?:at (?:the )?weekends?|a week|a night|every \w+|most (?:nights|days)|on (?:a )?(?:friday|saturday|weekend)s?)\b)|(?:the|my|his|her) (?:drink|drinking)(?= ?(?:\?|$|,|\.)))\b/g,
    " alcohol units ",
  ],
  // the new ligament
  [
    /\b(?:use|used|using|take|taken) (?:for|as) (?:the |a )?new (?:ligament|tendon)\b/g,
    " graft ",
  ],
  // "what do they use to make the new ligament?": the new ligament is the graft
  [/\b(?:the |a )?new (?:cruciate|ligament)s?\b/g, " graft "],
  [/\b(?:the |a )?new acls?\b/g, " acl graft "],
  // how long someone is kept in
  [
    /\bhow long (?:will|would|is|does|do) (?:\w+ ){0,2}(?:be |stay )?in for\b|\b(?:be|stay|stays|staying) in (?:for )?(?:long|how long)\b/g,
    " how long stay in hospital ",
  ],
  // giving exercises a fair try before an operation
  [
    /\b(?:put up with|stick (?:with|at)|persevere with|keep (?:at|going with|trying|doing)|try|trying|give|giving) (?:\w+ ){0,2}(?:exercises?|physio\w*|rehab)\b(?=.*\b(?:op|operation|surgery|surgeon)\b)/g,
    " try non-surgical treatment ",
  ],
  [/\b(?:in )?the run[- ]?up to\b/g, " before "],
  // whether something is required
  [
    /\b(?:do|does) (?:i|he|she|we|they|you|(?:my|your|his|her|our|their) \w+) (?:really )?(?:have|need|got) to (?:use|download|install)\b|\bmust (?:i|he|she|we|they|you) (?:use|download|install)\b|\b(?:is it|is that|its) (?:compulsory|mandatory|required|a must)\b|\b(?:compulsory|mandatory|obligatory)\b/g,
    " optional your choice ",
  ],
  [/\b(?:5|five|6|six|7|seven|11|eleven) a side\b/g, " football "],
  // how keen someone is says nothing of what they ask ("she's desperate to play again")
  [
    /\b(?:desperate|dying|itching|raring|keen|eager|impatient|gagging|chomping at the bit) to\b/g,
    " want to ",
  ],
  [/\bbike rides?\b|\bride (?:a |my |his |her |their )?bike\b/g, " cycling "],
  // a cold pack by what is in the freezer
  [
    /\bice packs?\b|\bicing\b|\bice (?=(?:my|his|her|the|it|your)\b)|\b(?:bag|pack|packet) of (?:frozen )?peas\b|\bfrozen peas\b/g,
    " cold pack ",
  ],
  [/\bback ligament\b|\bligament at the back\b/g, " posterior cruciate ligament "],
  // pain cut, knocked back or taken down is pain reduced ("how much can physio cut the pain?")
  [
    /\b(?:cut|cuts|cutting|slash\w*|knock\w* (?:back|down|off)|take\w* (?:down|away)|bring\w* down|dial\w* down) (?:(?:the|my|his|her|your|their) )?(?:pain|ache|aches|aching|discomfort)\b/g,
    " reduce pain ",
  ],
  // the subject set aside in a correction ("the hip rather than the knee", "a kneecap
  // stabilisation, not a replacement", "it's my knee they want to scope not my hip"): not asked of
  [
    /\b(?:rather than|instead of|as opposed to) (?:the |a |an |my |his |her |their )?(?:knee|hip)s?\b|(?<=,\s?)not (?:the |a |an |my |his |her |their )?(?:\w+ )?(?:knee|hip|replacement|op|operation|arthroscopy|scope)s?\b|\bnot (?:my|the|his|her|their) (?:knee|hip)\b(?=\s*(?:[.,;!?]|$))/g,
    " ",
  ],
  // which operation: the whole knee or half of it
  [
    /\b(?:not|rather than|instead of|as opposed to) (?:the |a )?(?:half|partial|full|whole|complete|total)(?: knee)?(?: one| replacement)?\b/g,
    " ",
  ],
  [
    /\b(?:full|whole|complete|entire|total) (?:knee )?(?:replacement|one|knee(?! pain))\b|\bwhole (?:new )?knee\b/g,
    " total knee replacement ",
  ],
  [/\bhalf (?:a )?knees?\b/g, " partial knee replacement "],
  // (a half one of a hip is the broken hip's half hip replacement: the joint is the conversation's)
  [/\bhalf (?:a )?(?:one|ones|replacement|replacements)\b/g, " partial replacement "],
  // "compared to a normal one", "a standard hip replacement": the usual operation, no aspect of it
  [
    /\b(?:normal|standard|conventional|regular|ordinary|usual|traditional) (?=(?:ones?|(?:knee |hip )?replacements?)\b)/g,
    " ",
  ],
  [/\bmpfl(?: reconstruction| op| operation| surgery)?\b/g, " mpfl patellar stabilisation "],
  [
    /\b(?:gel|lubricant|lubricating|hyaluronic)(?: acid)? (?:injections?|jabs?|shots?|ones?)\b/g,
    " hyaluronic acid injection ",
  ],
  // ("a cortisone shot": an injection, not a misspelt "short")
  [
    /\b(steroid|cortisone|prp|knee|hip|joint|booster|another|second|third|next|last) shots?\b/g,
    " $1 injection ",
  ],
  [
    /\b(?:trim|trims|trimmed|trimming|shave|shaved|shaving|cut|cuts) (?:away |off |out )?(?:the |a |some |my |his |her )?(?:torn |damaged |loose )?(?:bit |piece |part )?(?:of )?(?:the )?(?:cartilage|meniscus)\b|\b(?:cartilage|meniscus) (?:(?:torn|if|they|just|was|is|got|being|been|had|have|it|has|when|and|after|gets|will|be) ){0,4}(?:trim|trims|trimmed|trimming|shave|shaves|shaved|shaving)\b/g,
    " partial meniscectomy ",
  ],
  // getting ready at home
  [
    /\b(?:get|getting|make|making|have|set|setting) (?:the |my |our |her |his |their )?(?:house|home|flat|place|bungalow) (?:ready|set up|sorted)\b|\b(?:get|getting|buy|buying|set up|sort|sorting|prepare|preparing) (?!(?:\w+ ){0,3}(?:fitted|fitting|delivered|seen|visited|checked|done|treated|dressed|changed)\b)(?:\w+ ){0,3}(?:ready )?(?:in|for|at|around) (?:the |my |our |her |his |their )?(?:house|home|flat|place)\b/g,
    " get your home ready ",
  ],
  // joining the recovery app ("how do I get set up on the MiOp app?")
  [
    /\b(?:get(?:ting)? (?:\w+ ){0,2}set up|set(?:ting)? (?:\w+ ){0,2}up|sign(?:ing)? (?:\w+ )?up)\b(?=[^.?!]*\b(?:app|miop)\b)|(?<=\b(?:app|miop)\b[^.?!]*)\b(?:get(?:ting)? (?:\w+ ){0,2}set up|set(?:ting)? (?:\w+ ){0,2}up|sign(?:ing)? (?:\w+ )?up)\b/g,
    " get started ",
  ],
  // who can have an operation: "what are the chances I'm ok for a half knee?", "how many people
  // can have a partial one?" ask who is suitable for it
  [
    /\b(?:how many (?:people|patients|of us|folk)|what (?:proportion|portion|percentage|share|fraction|number|amount) of (?:people|patients)|(?:lots of|a lot of|loads of|plenty of|many|most) (?:people|patients|folk)(?=[^?]*\bhow many\b)|(?:what are |whats )?(?:the )?(?:chances?|odds|likelihood)(?: are| is)?(?: that)?)(?= (?:\w+ ){0,5}(?:can|could|would|will|might|are|is|be|im|i am|get to) (?:\w+ ){0,2}(?:have|get|ok|okay|eligible|suitable|candidates?|a candidate)\b)/g,
    " suitable patients ",
  ],
  [
    /\b(?:ok|okay|eligible|(?:a )?(?:good )?candidates?) for (?=(?:a |the )?(?:half|partial|unicompartmental|robotic|keyhole|resurfacing|hip resurfacing)\b)/g,
    " suitable for ",
  ],
  // whom an operation is meant for is whom it suits ("what kind of person is the metal cap hip op
  // meant for", "who is the partial knee aimed at")
  [
    /\b(?:what (?:kind|sort|type) of (?:person|people|patients?|folk)|who) (?:is|are|was|would be) ((?:\w+ ){1,6}?)(?:meant|designed|intended|aimed|best|ideal|made|suited|suitable|recommended) (?:for|at)\b/g,
    " who is $1 for suit suitable ",
  ],
  // a meniscus stitched or sewn back is repaired ("why would they stitch my meniscus instead of
  // trimming it")
  [
    /\b(?:stitch|stitches|stitching|stitched|sew|sews|sewing|sewn|sewed)(?: (?:up|back))? (?:my |his |her |their |the |a |your )?(?:torn )?(?:meniscus|menisci|cartilage|tear)\b/g,
    " repair the meniscus ",
  ],
  // the torn part cut out is trimmed ("instead of just cutting the torn bit out")
  [
    /\b(?:cut|cuts|cutting|snip|snipping|shave|shaving|take|taking|remove|removing)(?: out| away| off)? (?:the |that |a )?(?:torn|damaged|broken|loose|ripped) (?:bit|bits|part|parts|piece|pieces|flap)(?: out| away| off)?\b/g,
    " trim ",
  ],
  // packing a habit in is stopping it ("how far ahead of my hip op should I pack it in?")
  [/\bpack(?:s|ing|ed)? (?:it|that|them|those|the \w+) in\b/g, " stop "],
  // an injection put in the right place is guided there ("how do they make sure the hip injection
  // goes in the right place": an X-ray or ultrasound scan guides the needle)
  [
    /\b(?:get|gets|getting|goes|go|going|put|puts|putting|lands?|ends? up|is) (?:\w+ )?in(?:to)? (?:the )?(?:right|correct|exact|proper) (?:place|spot|bit|joint|position)\b/g,
    " guide the needle ",
  ],
  // how far ahead is how long before ("how far ahead should I stop smoking?")
  [/\bhow far (?:ahead|in advance|before(?:hand)?)\b/g, " how long before "],
  // the metal cap of a hip resurfacing
  [
    /\b(?:metal|metal on metal) (?:cap|caps|capped|capping|cover|covering)(?: (?:hip|op|operation|surgery|procedure|one|thing))*\b|\b(?:cap|caps|capping|capped) (?:on |over )?(?:the |my |his |her )?(?:hip|ball)(?: (?:op|operation|surgery|procedure|one|joint))*\b/g,
    " hip resurfacing ",
  ],
  // "who gets offered one?", "who can have it?": whom it suits
  [
    /\bwho (?:gets|get|is|are|would be|can be) (?:offered|given|suitable for|eligible for) (?:one|it|them|this|that)\b|\bwho (?:can|could) (?:have|get) (?:one|it|them)\b/g,
    " who is it for suitable ",
  ],
  // "is a half knee replacement a thing?": what it is
  [/\b(?:is|are) (?=(?:\w+ ){1,6}(?:even |actually |really )?an? (?:real )?thing\b)/g, " what is "],
  [/\b(?:even |actually |really )?an? (?:real )?thing\b(?=\s*(?:[?.!,]|$))/g, " "],
  // getting over an operation is recovering from it ("how long to get over a new hip?")
  [
    /\b(?:get|gets|getting|got|be|feel) (?:fully |completely |properly |totally )?(?:over|back to normal after|back to normal from)(?! (?:to|there|here|the road|the line|it all)\b)\b/g,
    " recovery from ",
  ],
  // feeling the benefit: "how soon would I notice a difference?" asks when it improves
  [
    /\b(?:notice|notices|noticing|noticed|see|sees|seeing|feel|feels|feeling|felt|get|gets|getting|find|finds|finding) (?:a |any |much |some |the )?(?:real |big |noticeable )?(?:difference|benefit|change for the better)\b/g,
    " notice improvement ",
  ],
  // an operation "done again" is a revision ("why would a knee replacement need doing again?")
  [
    /\b(?:doing|done|do|did|redoing) (?:all )?(?:over )?again\b|\b(?:second|another|repeat) (?:operation|op|replacement)\b(?= [^.?!]*\b(?:wear|worn|fail|loose|last)\w*)/g,
    " revision ",
  ],
  // "how long am I under for?": how long the operation takes
  [
    /\bhow long (?:am i|will i be|would i be|are you|is (?:he|she|my \w+)|will (?:he|she|my \w+) be|are they|will they be) (?:under|asleep|put under|knocked out|in theatre)\b/g,
    " how long does the operation take ",
  ],
  // (the writing of a review supposed, at the end, is no part of what is asked: "would you publish a
  // bad review if i wrote one"; "what if i send it twice" asks of the sending)
  [
    /\bif (?:i|we|he|she|they|my \w+) (?:wrote|write|writes|left|leave|leaves|posted|post|posts|submitted|submit|submits|sent|send|sends|gave|give|gives) (?:one|it|them|that|this)\s*[?.!]*\s*$/g,
    " ",
  ],
  // a bad review is what the review policy calls a negative story
  [
    /\b(?:bad|poor|negative|critical|harsh|low|one[- ]star|1[- ]star|two[- ]star|2[- ]star|rubbish|terrible|unhappy|angry) (?:reviews?|stor(?:y|ies)|feedback|comments?|write[- ]?ups?|ratings?)\b/g,
    " negative story ",
  ],
  // ("my review is only 2 stars")
  [
    /\b(?:my |the |a |her |his )?(?:reviews?|stor(?:y|ies)|ratings?) (?:is|was|are|were|would be|will be|of|with|giving) (?:only |just |a )?(?:one|1|two|2|low|bad|poor)(?:[- ]stars?)?\b/g,
    " negative story ",
  ],
  // a detail that shows on a story is published ("will my phone number show on the review?")
  [
    /(?<=\b(?:name|surname|email|e-mail|phone|number|address|details|age|photo|picture)\b[^.?!]{0,20})\b(?:show|shows|shown|showing|appear|appears|appearing|displayed|visible|go up|goes up)\b(?=[^.?!]{0,30}\b(?:reviews?|stor(?:y|ies)|website|site|page|online)\b)/g,
    " publish ",
  ],
  // turning a story down is declining it ("what would make you turn down someones story"; "turned
  // down" is the site's "declined" already)
  [
    /\b(?:turn|turns|turning) down\b(?=(?: \w+){0,3} (?:story|stories|review|reviews)\b)|(?<=\b(?:story|stories|review|reviews)\b(?: \w+){0,3} )(?:turn|turns|turning) (?:it |them )?down\b/g,
    " decline ",
  ],
  // …and getting rid of one is declining or hiding it ("will you just bin it?")
  [
    /(?<=\bnegative story\b[^.?!]*?)\b(?:bin|binned|binning|delete|deleted|deleting|take (?:it |them )?down|taken down|censor\w*|bury|buried|block\w*|reject\w*|refuse\w*|get rid of|chuck\w* (?:it |them )?out|remove|removed)\b|\b(?:bin|delete|take down|censor|bury|block|reject|get rid of|remove)\b(?=\s+(?:(?:a|my|the|any)\s+)?negative story)/g,
    " decline hide ",
  ],
  // "is it the same story for hips?": the same, not a patient story
  [/\b(?:the )?same story\b/g, " same "],
  // up on one's feet after an operation is up and walking
  [
    /\b(?:up on|back on|onto|on to|be on|being on|get on) (?:your|my|his|her|their|our) feet\b(?! all day)/g,
    " up and walking ",
  ],
  // gadgets for the home are aids
  [
    /\b(?:gadgets?|gizmos?|contraptions?|bits of kit|bits and bobs|odds and ends|bits and pieces)\b/g,
    " aids ",
  ],
  // …and so is equipment for the home ("what equipment will i need at home after my hip op?")
  [
    /\b(?:equipment|kit|gear)\b(?= (?:\w+ ){0,5}?(?:at|for|in|around) (?:the |my |our )?(?:home|house|flat|bungalow)\b)/g,
    " aids ",
  ],
  // "do i have to sort my own physio": arranging it
  [
    /\b(?:sort|sorting|sorted) (?:out )?(?:my|his|her|their|your|our) own\b|\b(?:sort|sorting) out (?=(?:my|his|her|their|your|our|the) (?:physio\w*|appointments?|follow ?ups?|transport|aftercare)\b)/g,
    " arrange ",
  ],
  // telephoning
  [
    /\b(?:ring|ringing|rang)(?= (?:you|the|them|him|her|up|someone|anyone|for|to|back|about|regarding|re|if|when|with|at|on|in)\b)|(?<=\b(?:i|we|you|to|do|should|can|could|shall) )ring(?=\s*[?.!]*\s*$)|\bphone up\b|\bgive (?:them|you|him|her|the practice|someone) a (?:ring|bell|call)\b/g,
    " call ",
  ],
  // "first thing", "when I get out of bed": the morning (but "when will I get out of bed after
  // the op" asks when one is up and about)
  [
    /(?<!\b(?:the|very) )\bfirst thing(?: in the morning)?\b(?! (?:i|you|we|he|she|they|to)\b)|\b(?:when|after|as soon as|once) (?:i|you|we|he|she|they) (?:first )?(?:get|gets|got|wake|wakes|climb|climbs|roll|rolls) (?:up|out of bed)\b|(?<!\b(?:will|can|could|do|should|would|soon|long till|long until) (?:i|you|we|he|she|they|people|patients) (?:first |be able to |usually |normally )?)\b(?:getting|get) out of bed\b(?! (?:after|following|post|on the day|the day|the next day)\b)|\bon waking\b/g,
    " morning ",
  ],
  // how long an operation takes "from start to finish" is how long it takes
  [/\b(?:from )?(?:start|beginning) to (?:finish|end)\b|\ball (?:told|in all)\b/g, " "],
  // how long the operation is, is how long it takes ("how long is the ACL op?")
  [
    /\bhow long (?:is|will be|would be|was|are) (?:the|an?|my|his|her|their|your) (?:actual |whole |real )?(?=(?:[a-z]+ ){0,4}(?:operation|op|surgery|procedure)\b(?!\s+(?:recovery|wait|waiting|list|scar|cut)))/g,
    " how long does it take, the ",
  ],
  // who is weighing up an operation says nothing about what they ask of it
  [
    /\b(?:i'?m|i am|we'?re|we are|he'?s|she'?s|they'?re|been|was|were) (?:considering|thinking (?:about|of)|looking (?:at|into)|weighing up)\b/g,
    " ",
  ],
  // on the (waiting) list for one: having one
  [
    /\b(?:on|onto|joined|join) (?:the|a) (?:waiting )?list\b(?: for (?:one|it|surgery|an? op\w*|the op\w*|his|hers|theirs))?/g,
    " ",
  ],
  // ringing in the evening, at night or at the weekend asks when the lines are open ("Can I ring
  // the practice in the evening? I work days")
  [
    /(?<=\b(?:ring|ringing|call|calling|phone|phones|phoning|answer\w*|contact|reach|get through to|speak to|talk to)\b[^.?!]{0,40})\b(?:in the evenings?|at night|after work|after (?:5|6|five|six)(?: ?pm| o'?clock)?|(?:at|on) (?:the )?weekends?|on (?:a )?(?:saturday|sunday)s?|evenings|out of hours)\b/g,
    " opening hours out of hours ",
  ],
  // nobody getting back to one is no reply heard ("sent an enquiry ages ago and nobody has got back
  // to me")
  [
    /\b(?:(?:no ?one|nobody|no body|noone|you|they|the practice|the team|anyone|anybody) (?:has |have |hasnt |havent |didnt |did not |never |still hasnt |still havent )?(?:got|gotten|get|come|came) back to (?:me|us)|(?:not|never|havent|hasnt|not yet) (?:been )?(?:got|gotten|had) back to|(?:no|not (?:had|got) (?:a|any)) (?:word|reply|answer|response) back)\b/g,
    " no reply heard ",
  ],
  // the times one can ring asks when the lines are open ("what times can i ring the office")
  [
    /\b(?:(?:what|which) +(?:times?|hours?|days?)|what +time|when|how +late|how +early|until +when|till +when) +(?:can|could|do|should|shall|may|is +it +ok +to) +(?:i|we|you|u|people|patients|my +\w+) +(?:ring|call|phone|contact|reach|get +through +to|speak +to|talk +to)\b/g,
    " when are the phone lines open ",
  ],
  // another each time the last wears off is how often ("can I just have another one every time it
  // wears off?")
  [
    /\b(?:have|get|go for|book) (?:another|a new|a fresh|a repeat|more)(?: one| ones| injection| jab| shot| of them)? (?:(?:every|each|any) time|whenever|when ever|as soon as|once)\b(?: (?:it|they|the last one|that one|the effect|the injection|the jab)\b[^.?!,]*)?/g,
    " how often can i have ",
  ],
  // how many one can have is how often ("how many of them can I have?")
  [
    /\bhow many (?:of (?:them|those|these|it|the \w+) )?(?:can|could|should|would|will|may|am|are|is)(?: (?:i|you|he|she|we|they|one|someone|a person|people|my \w+))? (?:allowed (?:to )?)?(?:have|get|be given|take|go for)\b/g,
    " how often can i have ",
  ],
  // booking privately, or "who do I ring to book?", is an appointment, not an operation's date
  [
    /\b(?:book|booking)(?: in| myself in)?(?= privately\b)|\bto book(?: in)?(?=\s*[?.!]*\s*$)/g,
    " book appointment ",
  ],
  // "how long will it last before it needs redoing?" asks how long it lasts
  [
    /\b(?:before|until|till|til) (?:(?:it|they|one|the \w+|that|this) (?:needs?|has to be|have to be|wants?|must be|will need|would need)|needing|requiring|it needs) (?:to be )?(?:a )?(?:redo\w*|re-?done|replac\w*|revis\w*|done again|changed|swapped)\b/g,
    " ",
  ],
  // changing one's mind about something given is withdrawing it
  [/\bchang(?:e|ed|es|ing) (?:my|his|her|our|their|your) minds?\b/g, " withdraw "],
  // awake or asleep for an operation is its anaesthetic ("will she be awake for it?", "do they
  // put you under?"); not awake at night with pain
  [
    /\b(?:be|being|stay|staying|kept|keep (?:me|him|her|them|you)) (?:\w+ )?(?:awake|asleep)\b(?! (?:at|all|through the|during the) night)|\b(?:awake|asleep) (?:for|during|through|in) (?:it|the (?:op|operation|surgery|procedure))\b|\b(?:put|putting) (?:me|him|her|them|you) (?:to sleep|under)\b|\bgo(?:ing)? under\b/g,
    " anaesthetic ",
  ],
  // when, in the past, says nothing of what is asked ("I put a review up last year…", "had it done
  // two years ago", "has gone stiff a few months on")
  [
    /\b(?:last|this past|the other) (?:year|month|week|summer|winter|spring|autumn|christmas|easter)\b|\b(?:a|one|two|three|four|five|six|\d+|a few|few|a couple of|couple of|several|many) (?:years?|months?|weeks?|yrs?) (?:ago|on|down the (?:line|road|track))\b/g,
    " ",
  ],
  // what others will see of a story is what the site publishes ("will people see my phone number?")
  [
    /\b(?:will|would|can|could|do|does) (?:other )?(?:people|everyone|anyone|everybody|anybody|the public|others|strangers|the world) (?:be able to )?(?:see|read|find)\b|\b(?:shown|displayed|visible) (?:to )?(?:people|everyone|anyone|the public|others)\b/g,
    " publish ",
  ],
  // "long term" asks how long it lasts ("what's the success rate long term for a partial knee")
  [/\b(?:in the )?long[- ]term\b/g, " last "],
  // seeing him is booking an appointment ("how do i see him private?", "how can my mum get to see
  // mr ashcombe on the nhs")
  [
    /\bhow (?:do|can|could|would|should|might) (?:i|we|you|u|she|he|they|my \w+) (?:go about |get to |arrange to )?(?:see|get seen by|be seen by|get an appointment with) (?:him|mr ashcombe|mr edward ashcombe|the surgeon|the consultant|a consultant)\b/g,
    " how do i book an appointment ",
  ],
  // not private is the NHS ("how can my dad see him without going private?")
  [new RegExp(NOT_PRIVATE.source, "g"), " nhs "],
  // a story "taken down" is removed
  [
    /\b(?:take|taking|took|taken|get|got|have|had) (?:it|them|this|that|(my (?:story|review|post|comment)s?)) (?:taken )?(?:down|off(?= (?:the|your) (?:site|website|web ?site|page|internet)\b))\b|\b(?:taken|took) (?:down|off(?= (?:the|your) (?:site|website|web ?site|page|internet)\b))\b/g,
    " remove $1 ",
  ],
  // how long a story must be is its least length ("is there a minimum length for the story")
  [
    /\b(?:minimum|min|shortest) (?:length|number of (?:words|characters|letters)|word count|amount of (?:words|text))\b|\bhow (?:long|short|many (?:words|characters|letters)) (?:does|do|should|must|can|has|have|will) (?:my|the|a|your|our) (?:story|review|message|testimonial) (?:need to |have to |got to |has to )?(?:be|have|contain)\b|\b(?:story|review|testimonial) (?:is |was )?too short\b/g,
    " at least characters long ",
  ],
  // a story not published is a declined one ("and if i send my story but you dont publish it?")
  [
    /\b(?:dont|do not|didnt|did not|wont|will not|never|decide not to|choose not to) (?:end up )?(?:publish|post|put up|use)(?:ing)? (?:it|them|my story|my review|the story|the review)\b|\b(?:isnt|is not|wasnt|was not|not|never) (?:get |gets |got )?(?:published|posted|put up)\b/g,
    " declined ",
  ],
  // a story that "goes up" is published ("how long do you keep my number after my story goes up")
  [
    /(?<=\b(?:story|stories|review|reviews|testimonial|it)\b) (?:goes|go|went|has gone|gone|is|gets|get|got|was|has been) (?:put )?(?:up|live|online|on (?:the )?(?:site|website))\b/g,
    " is published ",
  ],
  // details held on to are kept ("how long do you hang on to my phone number")
  [
    /\b(?:hang|hangs|hanging|hold|holds|holding) (?:on ?to|onto)(?= (?:my|our|his|her|their|the|your|people'?s|patients'?) (?:\w+ )?(?:details|data|info|information|numbers?|email|emails|address|records?|story|stories|reviews?|messages?|photos?|notes)\b)/g,
    " keep ",
  ],
  // a broken hip is a hip fracture ("what is a broken hip operation, do they always replace it")
  [
    /\b(?:broken|broke|fractured|cracked|bust) (?:(?:his|her|my|their|your|a|the|an? (?:old|older|elderly) (?:person|persons|person's|lady's|man's)) )?hips?\b/g,
    " hip fracture ",
  ],
  // the kinds or sorts of operation are its types ("what kinds of operation do they do for a
  // broken hip": "What type of operation will I have?")
  [/\b(?:kinds?|sorts?) of (?=(?:operations?|ops?|surgery|surgeries|procedures?)\b)/g, " type of "],
  // …and "what op do they do", "which operation is done" asks the same (of a subject it names:
  // "what op would he do for that" asks which one, of the one before)
  [
    /\b(?:what|which) (?=(?:ops?|operations?|surgery|procedures?) (?:do|does|did|will|would|is|are|should|can|could)(?: they| you| he| the surgeons?| the doctors?| i| we)?(?: \w+)? (?:do|done|use|used|perform|performed|have|get|need|needed|offer|offered|give|given|recommend\w*) (?:for|on|with|to|after) (?!(?:that|it|this|them|those|these|him|her|me|us)\b)\w)/g,
    " what type of ",
  ],
  // the chat by its everyday names ("who writes the chat bot answers")
  [
    /\b(?:chat ?bots?|the bot|ai (?:assistant|bot|chat)|virtual assistant|this chat|(?:the |this |your )?chat (?:thing|box|window|feature|service)|(?:what|which) (?:ai|a\.i\.|artificial intelligence)(?: (?:is|does|do you|are you|powers|runs))?|(?:an? |the )?(?:ai|a\.i\.|artificial intelligence)(?= (?:behind|running|powering|answering|writing|that (?:answers|writes|runs)|does the|do you use)\b))\b/g,
    " chat assistant ",
  ],
  // photos by their everyday names ("can i send pics of my wound through the app")
  [
    /\b(?:pics|pix|piccies|pictures|fotos|photies)\b|(?<=\b(?:a|the|my|some) )pic\b/g,
    " photos ",
  ],
  // what to take into hospital is what to bring
  [
    /\b(?:take|taking|pack|packing) (?:in |into |with (?:me|him|her|us|them) (?:in|into|to) |to )(?:the )?hospital\b/g,
    " bring to hospital ",
  ],
  // (and so is what to bring on the day, or take with one: "what does she need to bring on the day";
  // not how long an operation takes on the day)
  [
    /\b(bring|pack|(?<=\bwhat (?:\w+ ){1,4})take)(?: (?:with (?:me|him|her|us|them)|along))? (?:on|for) the (?:day|morning)(?: of (?:the |my |his |her |your )?(?:op|operation|surgery))?\b/g,
    " bring to hospital ",
  ],
  // slang for "definitely" ("does he defo need the op") is no misspelt word of the site's
  [/\b(?:defo|deffo|defos|defs|def|deffinitely|definately|definatly)\b/g, " "],
  // worn out, said of oneself ("is it normal to be shattered after the op"): tired, not a bone
  [
    /\b(?:be|being|been|feel|feels|feeling|felt|am|im|hes|shes|get|gets|getting) (?:so |totally |completely |absolutely |really |just )?(?:shattered|knackered|exhausted|wiped out|worn out|drained|cream crackered|done in)\b/g,
    " tired ",
  ],
  // a reward for a review ("do you give people anything for leaving a good review", "any
  // vouchers for writing a story?"): what the review policy says is never paid or offered
  [
    /\b(?:give|giving|offer|offering|pay|paying|get|getting|reward\w*) (?:people |patients |you |me |us |them )?(?:anything|something|money|cash|vouchers?|gifts?|discounts?|incentives?|rewards?|freebies?|paid)(?: back)? (?:for|if (?:i|we|you|they)) (?:leav\w*|writ\w*|giv\w*|post\w*|send\w*|do\w*|put\w*) (?:a |an |the )?(?:good |positive |nice |great |glowing |five[- ]star |5[- ]star )?(?:reviews?|stor(?:y|ies)|ratings?|testimonials?)\b/g,
    " pay or offer anything in return for a story ",
  ],
  // what it costs ("how much is it to see him privately?"), and an insurance policy's excess
  [
    /\bhow much (?:is|will|would) it (?:be |cost )?(?=to |for )|\bhow much (?:is|are|would|will|does|do)\b(?=(?: \w+){1,5}? (?:privately|private|self ?pay\w*|self funded|on insurance|through insurance|with insurance|if i pay)\b)|\bhow much (?:do|does|will|would) (?:you|he|they|it) (?:charge|cost)\b/g,
    " cost ",
  ],
  [/\b(?:the|my|an|policy|insurance) excess(?:es)?\b/g, " insurer cost "],
  // a bill not told beforehand is what it costs ("will i get a price first or a nasty surprise
  // bill after", "any hidden costs")
  [
    /\b(?:(?:a|any) )?(?:(?:nasty|big|horrible|huge|unexpected|shock) )?(?:surprise|shock|hidden|unexpected|unforeseen) (?:bills?|costs?|charges?|fees?|invoices?|extras?)\b/g,
    " cost ",
  ],

  // the checks before an operation are the site's pre-operative assessment ("the pre-op check")
  [
    /\bpre[- ]?op(?:eration|erative)?(?: (?:health )?(?:checks?|check ?ups?|appointments?|assessments?|clinic|tests?|screening))\b/g,
    " pre-op assessment ",
  ],
  // something on the site is what it does ("is there something on the site to check a symptom")
  [
    /\b(?:something|anything|a tool|a page|a thing|a way|a quiz|a form) (?:on|in) (?:the |this |your |ur )?(?:web ?site|site)\b/g,
    " ",
  ],
  // asking whether the site has something on a subject asks about the subject ("do you have info on a
  // kneecap that keeps slipping out", "is there a page about hip bursitis")
  [
    /\b(?:do (?:you|u) (?:have|got)|have (?:you|u) got|is there|are there|got) (?:any |a |an |some )?(?:info|information|details|pages?|anything|something|stuff|advice) (?:on|about|for|regarding|re|covering)\b/g,
    " ",
  ],
  // the site's symptom check, asked for by what it does ("a quick checker for whether i need 999 or
  // a and e", "something that asks yes no questions to tell me where to go")
  [
    /\b(?:symptom ?check(?:er)?s?|(?:quick |online |little )?checker|(?<=\b(?:is there|have you got|do you have|theres|is there not) (?:a |an )?)(?:quick|online|little|simple) (?:symptom )?check|check(?:ing)? (?:a |my |his |her |the )?symptoms?|yes (?:or |and |\/ ?)?no questions|(?:work|figure|find) out where to go|tells? (?:me|you|us) where to go|where (?:i|we) should go (?:for help|with (?:a|my) symptoms?)|whether (?:i|we|you) need (?:999|a ?(?:&|and|n) ?e|111)(?: or (?:999|a ?(?:&|and|n) ?e|111|nhs 111))?|(?:page|tool|something|thing) (?:on (?:here|the site) )?(?:to|that|which|where (?:i|you) can) (?:check\w*|tells? (?:me|you|us)|helps? (?:me|you|us) (?:decide|work out)) (?:if|whether|when|what) (?:\w+ ){0,4}?(?:symptoms?|urgent|emergency|999|111|a ?(?:&|and|n) ?e|help)(?: (?:needs?|is|are|requires?) (?:urgent |emergency |medical )?(?:help|care|attention|treatment)| help| care| attention| treatment)?)\b/g,
    " worried about a symptom yes or no questions where to get help now ",
  ],
  // "what else is it called?", "what else do they call it": another name for it
  [
    /\bwhat else (?:is (?:it|that|this|the \w+) called|(?=(?:is|are) (?:a |an |the )?(?:\w+ ){1,4}called\b)|(?:do |does |would |might )?(?:they|people|doctors|surgeons|you|u|one|it) (?:calls?|called) (?:it|that|this|them)?)\b/g,
    " another name for it ",
  ],
  // "what's the op called?" asks its name, it is no telephone call
  [
    /(?<=\bwhat(?:'?s| is| are| was| were| do you call| do they call)? (?:[a-z']+ ){0,5})(?:called|call it|call them)\b|\bwhat do (?:you|they|we|doctors|surgeons) call\b/g,
    " ",
  ],
  // bending a stiff knee while the patient is asleep is a manipulation under anaesthetic
  [
    /\b(?:bend|bends|bent|bending|move|moves|moved|moving|force|forces|forced|forcing|push|pushes|pushed|pushing|stretch|stretches|stretched|stretching|loosen|loosens|loosened|loosening|free|freed|freeing)\b(?: (?:it|them|(?:(?:the|my|his|her|their|your|a) )?(?:\w+ ){0,2}(?:knee|joint|leg))(?: back| up)?)?(?: (?:right )?(?:up|back|round|about|properly|more))? (?:(?:while|whilst|when|as|once) (?:i'?m|im|i am|you'?re|youre|your|ur|you are|he'?s|hes|she'?s|shes|they'?re|theyre|they are|he is|she is|being|you|i|he|she|they)? ?(?:are |is |am )?(?:asleep|sedated|knocked out|under|out cold|put to sleep|unconscious)|under (?:an? |the |general )?(?:anaesthetic|anesthetic|general|sedation))\b/g,
    " manipulation under anaesthetic ",
  ],
  // where the writer heard of it says nothing of what is asked ("this PRP I keep reading about
  // in the Sunday paper", "I saw it on the news")
  [
    /\b(?:i )?(?:keep |kept |have been |ive been |been |was |were )?(?:reading|read|hearing|heard|seeing|seen|saw|watching|watched) (?:about )?(?:it |them |this |that )?(?:in|on) (?:the |a |my )?(?:\w+ )?(?:paper|papers|newspaper|newspapers|news|internet|online|telly|tv|television|radio|magazine|facebook|social media|tiktok|youtube|web)\b/g,
    " ",
  ],
  // a surname is the site's last name ("will my surname go up on the website?")
  [/\b(?:surnames?|family names?)\b/g, " last name "],
  // blood sugar is diabetes ("my sugar control isn't brilliant")
  [/\b(?:blood )?sugars?(?: (?:control|levels?|readings?))?\b/g, " blood sugar diabetes "],
  // who mentioned it says nothing of what is asked ("my GP mentioned a 'uni' knee, what's that?",
  // "the doc thinks it's my PCL")
  [
    /\b(?:my |the |our |his |her |their )?(?:gp|doctor|doc|dr|physio|physiotherapist|surgeon|consultant|nurse|specialist|friend|neighbour)(?:'s)? (?:has |had |have )?(?:just )?(?:mentioned|said|says|suggested|suggests|recommended|recommends|talked about|brought up|told (?:me|him|her|us|them) about|referred to|thinks|thought|reckons|reckoned|suspects|suspected|believes)\b/g,
    " ",
  ],
  // what holds an operation up puts it off ("could a rotten tooth hold up my hip op?")
  [
    /\b(?:hold|holds|holding|held) (?:it |things |them |my \w+ |his \w+ |her \w+ )?up\b/g,
    " put off ",
  ],
  // stories put up on the site are published ("do you put up bad reviews?"), bad ones negative
  [
    /\b(?:bad|poor|negative|critical|unhappy|unfavourable|low|one star|1 star) (?:reviews?|stor(?:y|ies)|feedback|ratings?|comments?)\b/g,
    " negative stories ",
  ],
  [
    /\b(?:put|puts|putting) (?:\w+ ){0,2}up\b(?=[^.?!]*\b(?:reviews?|stor(?:y|ies)|comments?)\b)/g,
    " publish ",
  ],
  // how often an operation works is how well it works (the site's "How well does it work?")
  [
    /\bhow (?:often|well|likely) (?:does|do|will|would|is) (?:it|they|that|this|the (?:op|operation|surgery|procedure)) (?:actually |really |usually )?(?:work|works|help|helps|succeed|successful)\b|\b(?:chances?|odds) of (?:it|them|that|the (?:op|operation|surgery)) (?:working|helping)\b/g,
    " how well does it work ",
  ],
  // …and of an operation named ("how often does keyhole surgery actually sort out a torn
  // cartilage")
  [
    /\bhow (?:often|likely) (?:does|do|will|would|is|are) (?!(?:i|you|u|we|he|she|they|people|patients?|one)\b)((?:\w+ ){1,4}?)(?:actually |really |usually |normally )?(?:sorts?(?: (?:it|things|them))?(?: out)?|fix(?:es)?|cures?|works?|helps?|succeeds?|does the trick|do the trick)\b/g,
    " how well does $1 work ",
  ],
  // an operation that would sort out, fix or cure a trouble is one that helps it ("would keyhole
  // surgery on my hip sort my arthritis out")
  [
    /\b(?:sort|sorts|sorted|sorting|fix|fixes|fixed|cure|cures|cured|get rid of|gets rid of|clear up|clears up) (?:out )?((?:my|his|her|their|the|your|mums?|dads?) (?:\w+ )?(?:arthritis|pain|problems?|symptoms?|cartilage|tear|clicking|locking|swelling|stiffness|instability|bursitis|impingement))(?: out)?\b/g,
    " help $1 ",
  ],
  // done "in one go" asks whether it is done at once or in stages ("if a replacement joint is
  // infected do they redo it in one go", "can they fix the meniscus and the acl in one go")
  [
    /\b(?:in|at|all in|all at) one (?:go|sitting|hit)\b|\ball at once\b|\bin (?:a single|one) (?:operation|op|procedure)\b/g,
    " at the same time or in stages ",
  ],
  // a smart phone is the site's smartphone
  [/\bsmart ?phones?\b/g, " smartphone "],
  // walking "straight away" asks how soon one is up and walking ("will i walk straight away after a
  // partial knee"), not the warning signs to call about "straight away"
  [
    /\b(walk|walking|be walking|up and walking|on my feet|stand|standing|weight bear\w*|bear weight) (?:straight|right) away\b|\b(walk|walking|be walking|up and walking|stand|standing) (?:immediately|at once)\b/g,
    " $1$2 how soon ",
  ],
  // a bigger job is a bigger operation
  [
    /\b(?:bigger|larger|more major|more serious|harder|more complicated|trickier) (?:job|jobs|thing|affair|deal)\b/g,
    " bigger operation ",
  ],
  // old enough, too young: an age
  [/\b(?:old|young) enough\b|\btoo (?:young|old)\b/g, " age "],
  // a job named by what one does "for a living"
  [/\bfor a living\b/g, " work "],
  // "what's the catch?": its drawbacks (not a knee that catches)
  [/\b(?:the|a|any) catch\b(?! (?:in|on|when|as) )|\bcons\b/g, " drawback "],
  // how long a guide is: its pages ("how long is your hip replacement guide, I want to print it")
  [
    /\bhow (?:long|big|thick) (?:is|are) (?:the|your|his|this|that|these|those|a) ((?:\w+ ){0,3}(?:guides?|leaflets?|booklets?|documents?|pdfs?|brochures?))\b/g,
    " how many pages $1 ",
  ],
  // asking for it simply says nothing of what is asked ("in a nutshell, what's an osteotomy?")
  [
    /\b(?:in a nutshell|in plain english|in simple (?:terms|words|english)|in laym[ae]n'?s terms|in (?:normal|everyday|simple|plain) (?:speak|language|terms)|simply put|put simply|in short|in brief|explain like (?:i'?m|im) (?:five|5)|eli5|tl;?dr)\b/g,
    " ",
  ],
  // an injury with nobody touching is one without contact ("nobody even touched me")
  [
    /\b(?:nobody|no ?one|no other player|no other person) (?:even |else )?(?:touched|tackled|hit|went near|came near|bumped into) (?:me|him|her|them)\b|\b(?:wasnt|was not|werent|didnt get|did not get|not even) (?:even )?(?:touched|tackled)\b|\bno (?:contact|tackle|collision)\b/g,
    " without contact ",
  ],
  // what is left inside after an operation is its metal ("do they leave anything in there?")
  [
    /\b(?:leave|leaves|left|put|puts|stay|stays) (?:anything|something|any metal|metal|bits|hardware) (?:\w+ )?(?:in|inside|behind)\b|\b(?:anything|something|metal|bits|hardware) (?:left|stays?|staying|kept) (?:in|inside)\b/g,
    " metal plate screws ",
  ],
  // "a plain keyhole arthroscopy", "just a simple scope": the operation itself
  [
    /\b(?:plain old|plain|simple|ordinary|basic|bog standard|straightforward)(?= (?:knee |hip )?(?:keyhole|arthroscop\w*|scope|knee scope|clean ?out|wash ?out|op|operation|surgery|procedure|injection|steroid|jab|x-?ray|scan)\b)/g,
    " ",
  ],
  // whether something is any use is whether it helps ("does exercise really do anything for
  // arthritic knees?")
  [
    /\b(?:do|does|will|would|can|could) (?:\w+ ){1,3}(?:really |actually |even )?do anything\b/g,
    " help ",
  ],
  // whether or when a trouble will stop asks how long it lasts ("it still aches and swells, will
  // this ever stop?", "when will the swelling go down")
  [
    /\b(?:will|does|do|is) (it|this|that|they|these|the (?:\w+ ){0,2}\w+) ever (?:stop|go|go away|go down|settle(?: down)?|ease(?: off)?|end|clear(?: up)?|get better)\b|\bwhen (?:will|does|do|should) (it|this|that|they|these|the (?:\w+ ){0,2}\w+) (?:stop|go away|go down|settle(?: down)?|ease(?: off)?|clear(?: up)?|calm down|die down)\b/g,
    " how long $1$2 ",
  ],
  // physio sorted or organised for someone is arranged ("will the nhs sort my physio after the op")
  [
    /\b(?:sort|sorts|sorting|sorted|organi[sz]e|organi[sz]es|organi[sz]ing|organi[sz]ed|set up|sets up|setting up)(?: out)? (?:(?:my|the|his|her|their|your|any) )?(physio\w*)\b/g,
    " arrange $1 ",
  ],
  // someone named by what they do is one of the practice team, asked about by it ("whats the name
  // of the lady who does the nhs appointments and letters")
  [
    /\b(?:(?:the |her |his |their )?(?:full |first )?name of )?(?:the |that |this )?(?:lady|woman|man|person|guy|chap|bloke|gentleman|girl|fella|someone|somebody|one) (?:who|that|which) (?:(?:does|do|did|handles?|deals? with|sorts?(?: out)?|looks? after|organi[sz]es?|runs?|types?(?: up)?|sends?(?: out)?|manages?|answers?|is in charge of|takes? care of)\b|(?=books?|arranges?))/g,
    " practice team who does ",
  ],
  // a review written, left or posted is a story shared ("how do i write a review for mr
  // ashcombe", "can i leave feedback on here")
  [
    /\b(?:write|writing|leave|leaving|post|posting|give|giving|submit|submitting|add|adding|do|send|sending) (?:a |an |my |some )?(?:quick |short |good |nice |positive |glowing |proper |honest )?(?:reviews?|testimonials?|feedback|ratings?|write[- ]?ups?)\b/g,
    " share your story ",
  ],
];

/** A question with patients' everyday words put in the site's. */
export function inSiteWords(question: string): string {
  let text = question;
  for (const [pattern, words] of PATIENT_WORDS) text = text.replace(pattern, words);
  return text;
}
