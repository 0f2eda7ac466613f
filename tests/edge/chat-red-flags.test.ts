/**
 * Triage: every rule, in several phrasings (first and third person, typos, any word order), names
 * its service; lookalikes are answered with one safety line; definite emergencies get their fixed
 * reply through the API, with no search, never rate limited.
 */
import assert from "node:assert/strict";
import { phoneLabel, site, surgeonName } from "../../content/site.ts";
import { RULES, triage } from "../../edge/chat/red-flags.ts";
import { type ChatAnswerBody, chatApp } from "./chat-helpers.ts";

/** Messages for each rule: none of them is in the evaluation sets (tests/chat-eval). */
const byRule: Record<string, string[]> = {
  "chest-pain": [
    // ("heartburn" that spreads to the arm, jaw or neck is the NHS's heart attack)
    "got heartburn thats going down my left arm, gaviscon not touching it",
    "my indigestion is spreading up into my jaw and wont go",
    "pain across my chest",
    "my dads chest is tight and heavy",
    "chest hurts really bad",
  ],
  breathing: [
    "i cant breath",
    "mum is struggling for air",
    "my husband is so short of breath he cant talk",
  ],
  "coughing-blood": [
    "coughed up blood twice today",
    "my wife is bringing up blood when she coughs",
  ],
  collapse: [
    "my uncle hit the floor and isnt moving",
    "heart racing and i feel like im about to black out",
    "dad has passed out on the floor",
    "my mum wont wake up",
    "he collapsed in the garden",
  ],
  stroke: [
    "one side of his face is frozen",
    "she suddenly cant follow what im saying and her arm is weak",
    "her face is drooping on the left",
    "his speech has gone slurred",
    "my nan cant lift her arm and her face has dropped",
  ],
  anaphylaxis: [
    "his tongue has gone thick since the jab",
    "her mouth is ballooning up after the tablets",
    "my lips have swollen up since the antibiotic",
    "tongue swelling after the new tablets",
    "think im having an allergic reaction, my face is swelling",
  ],
  "heavy-bleeding": [
    "his nose has been bleeding for over an hour, pouring, he is on warfarin, it wont stop",
    "the cut is still bleeding, soaked the towel, pouring out",
    "the scar is bleeding and wont stop",
    "blood pouring from his wound",
    "my dressing is soaked in blood",
  ],
  confusion: [
    "mum is really confused and doesnt know where she is",
    "she's very drowsy and not really making sense",
    "dad has gone delirious since the op",
    "my aunt doesnt know what day it is, started today",
    "gran is a bit muddled all of a sudden",
  ],
  overdose: [
    "my brother has swallowed a handful of his sleeping tablets",
    "i think dad took too many of his heart pills",
    // an extra dose by mistake is an overdose's 999 once its danger signs show
    "mum had her oxycodone twice as she forgot she'd taken it and her pupils are like pinpricks",
    "grandad took his evening tramadol again by mistake and keeps dozing off while we talk",
  ],
  deformity: [
    "his foot is pointing sideways after the tackle",
    "my ankle looks all twisted since i landed on it",
    "her kneecap has shifted round to the outside",
    "my hip has popped out of the socket",
    "his knee looks deformed after he fell",
    "her leg is turned outwards after the fall",
  ],
  "crisis-danger": [
    "standing on the ledge of the car park roof, i want to end it",
    "the tablets are lined up in front of me and i want to die",
  ],
  "broken-bone": [
    "i think my arm is broken, it hurts so much",
    "my son has a broken collarbone from rugby",
    "suspected fracture of the wrist, what do i do",
    "fell at home, query NOF fracture, leg shortened and externally rotated",
    "i think shes fractured her hip",
  ],
  "cast-cutting-off": [
    "her cast is too tight and her fingers have gone white",
    "the plaster on his leg is digging in and his toes are cold and blue",
    "my cast feels tight and i cant move my fingers",
  ],
  "cast-too-tight": [
    "my sons cast on his broken wrist feels really tight tonight and his fingers are puffy, still pink and he can wiggle them",
    "after ankle surgery the cast feels way too tight and my toes are tingly but still pink and warm",
    "her arm is in plaster and her fingers have swollen up since this afternoon",
  ],
  "hypo-not-improving": [
    "im type 1 and my sugar is 2.4, had 3 jelly babies and a juice and its still not going up",
    "dad is diabetic, his bms are low and hes gone really drowsy on us",
  ],
  "diabetic-ketoacidosis-drowsy": [
    "type 1, ketones 4.1, been sick all night and now hes so drowsy we can barely keep him awake",
  ],
  "high-blood-sugar": [
    "type 2 diabetic, sugars have been 22 all day since the steroid jab, thirsty all the time and feel awful",
  ],
  "black-stools": [
    "my poo has gone black and sticky like tar since yesterday, on the blood thinning jabs",
  ],
  "urinary-retention": [
    "havent been able to pass any water since i got home from my hip op yesterday, my tummy is swollen",
  ],
  "animal-bite": [
    "next doors dog bit my hand, its punctured the skin in two places",
    "the neighbours dog nipped my ankle and broke the skin a bit",
  ],
  "deep-bite": ["a dog went for my son, theres a deep bite on his leg, you can see a hole"],
  "blistered-burn": [
    "caught my stomach on the hot oven tray, red patch with a blister",
    "sunburnt shoulders from the beach and theyre blistering",
  ],
  "blistered-burn-exposed": [
    "scalded my hand with the kettle and a blister has come up on my palm",
    "steam from the pan burnt my face, little blisters on my cheek",
  ],
  "infected-burn": [
    "burnt my hand on the iron 3 days ago and now it's red hot round it and weeping green stuff",
  ],
  "pregnancy-bump-injury": ["20 weeks pregnant and I fell down the stairs onto my bump"],
  "pregnancy-itching": ["32 weeks pregnant and my hands and feet are so itchy, worse at night"],
  "more-confused": ["mum is a bit more confused than usual since her hip op"],
  "joint-very-swollen": ["grandad knee swollen huge overnight no injury"],
  "shingles": ["blistery painful rash on one side of my chest, im 71"],
  "gout-flare": ["my gout has flared up again, big toe red hot and swollen"],
  "throat-abscess": ["sore throat for 5 days and now i can hardly swallow, one side is swollen"],
  "meningitis": ["his neck is very stiff and the light hurts his eyes, hes got a fever"],
  "thunderclap-headache": ["worst headache of my life came on suddenly an hour ago"],
  "missed-blood-thinner": ["i forgot to do my clexane jab last night, hip replaced a week ago"],
  "possible-ectopic": [
    "my period is a week late and ive got a dull ache low down on my right side",
  ],
  "ectopic-danger": ["missed my period, bad pain low on the left and now pain in my shoulder tip"],
  "twisted-joint-swollen": [
    "landed awkwardly at netball this morning and my knee has swollen right up",
  ],
  "limb-cut-off": ["his hand was cut clean off by the machine at work"],
  "fingertip-cut-off": [
    "sorry my english not good. i cut my finger at work with the machine, part of the finger tip is missing",
  ],
  "fewer-baby-movements": ["34 weeks pregnant and the baby has hardly moved since this morning"],
  "object-stuck": ["she's got a bead stuck up her nose and we can't get it out"],
  "stuck-in-throat": ["a fish bone is stuck in my throat and it hurts when i swallow"],
  "asthma-worse": ["my asthma is getting worse, using my blue inhaler more than usual"],
  "repeated-falls": ["my nan keeps falling over this week and she is wobbly on her feet"],
  "tick-bite-rash": [
    "found a tick on my leg after camping and now a red ring is spreading round it",
  ],
  "high-inr": ["my inr came back at 7 this morning on warfarin, no bleeding"],
  "infected-bite": ["a mosquito bite on my leg has gone hot and the redness is spreading"],
  "bite-swelling-large": [
    "bee stung me on the hand, now my whole hand and forearm are swollen and red",
    "horsefly bite on my thigh, the red swollen patch is about 12 cm across",
  ],
  "object-in-wound": [
    "theres a big bit of glass stuck in my daughters knee, we cant get it out",
    "a nail went into my foot and its still in",
  ],
  "carbon-monoxide-drowsy": [
    "in the tent with the bbq inside, my partner is really hard to wake",
    "the heater was on in the caravan with the windows shut and now hes confused and drowsy",
  ],
  "splinter-infected": [
    "wood splinter deep in my palm, cant get it out, now its red and throbbing",
    "thorn in my finger from the roses, its gone red and swollen",
  ],
  "diabetic-foot": ["im diabetic and the ulcer on my foot has gone red and smelly"],
  "run-out-of-medicine": ["ran out of my heart tablets and the gp is shut till monday"],
  "urine-infection-signs": ["it really stings when i pee and i keep needing to go"],
  "appendicitis": [
    "pain started round my belly button and has moved to the lower right, feel sick",
  ],
  "pregnancy-bleeding": ["28 weeks pregnant and bleeding a lot, with bad cramps in my tummy"],
  "swallowed-object": [
    "my 4 year old just swallowed a marble, she seems ok",
    "my son swallowed a 5p an hour ago, eating and drinking normally, no pain",
  ],
  "swallowed-battery-or-magnet": [
    "i think my toddler ate a button battery from the remote",
    "my son swallowed two magnets an hour ago, hes fine in himself",
  ],
  "swallowed-object-stuck": [
    "toddler swallowed a 10p and now she is drooling and keeps retching",
    "my dad swallowed a pound coin by accident and cant swallow anything now, chest hurts",
  ],
  "testicle-pain-slow": [
    "my left testicle has been sore and swollen for three days, it came on slowly",
  ],
  "sudden-hearing-loss": ["woke up this morning and cant hear anything in my right ear"],
  "product-in-mouth": ["my 2 year old licked a dishwasher tablet, she spat it out and seems fine"],
  "copd-flare": ["i have copd and my phlegm has gone green, a bit more breathless than usual"],
  "electrical-injury": ["touched a bare wire in the garage and now theres a burn mark on my palm"],
  "chickenpox-in-pregnancy": [
    "im 20 weeks pregnant and my nephew who I cuddled yesterday has come out in chickenpox",
  ],
  "swallowed-sharp": ["my son just swallowed a drawing pin, hes crying"],
  "mild-product-swallowed": ["my toddler drank some shampoo from the bottle, shes fine"],
  "two-anti-inflammatories": ["took my naproxen and then two nurofen an hour later by mistake"],
  "child-into-medicines": [
    "found my 2 year old with my blood pressure tablets, the packet is open and some are missing",
  ],
  "plant-eaten": [
    "my toddler ate a couple of berries off a bush in the park, she seems fine",
    "chewed a leaf off the plant in the office, no idea if its poisonous",
  ],
  "child-earache-fever": ["my 4 year old has earache and a temperature of 38.5 since this morning"],
  "child-limp": ["my son is 6 and has started limping since yesterday, no fall that we know of"],
  "heart-failure-worse": ["i have heart failure and my ankles are much more swollen this week"],
  "tetanus-risk": [
    "grazed my arm on a rusty gate, cant remember when i last had a tetanus jab",
  ],
  "pregnancy-spotting": ["11 weeks pregnant and ive had a bit of spotting today, only mild cramps"],
  "head-injury-vomiting": ["my son banged his head on the climbing frame and has been sick since"],
  "overdose-while-well": ["took 15 of my naproxen over the day for my back, feel totally fine"],
  "chest-pain-on-and-off": [
    "a pain in my chest comes and goes, been like that for a couple of weeks, fine at the moment",
  ],
  "unexplained-faint": [
    "my son fainted at football training earlier for no reason, came round straight away and seems fine",
  ],
  "chest-infection": ["been coughing up yellow phlegm for a fortnight and feel awful"],
  "dehydration": ["mum is 88 and has not been drinking, her wee is dark and she is dizzy"],
  "pre-eclampsia": [
    "im 30 weeks pregnant with a pounding headache and flashing lights in my eyes",
  ],
  "urine-infection": [
    "dad keeps wetting himself and his pee stinks, hes been a bit more muddled than usual this week",
    "i think i have a water infection, it stings when i wee and i have a fever",
  ],
  "hot-swollen-joint-fever": [
    "the knee they scoped has gone big and hot this morning and im sweating buckets",
  ],
  nosebleed: [
    "nosebleed for over an hour, pouring, we have pinched it and it wont stop",
    "im on apixaban and my nose has been bleeding for 20 minutes, been pinching it, wont stop",
  ],
  "diabetic-ketoacidosis": [
    "my daughter has type 1, ketones are 3.2 and she keeps throwing up",
    "my blood sugar meter just says HI and im breathing really fast and deep, im diabetic",
  ],
  "head-injury-serious": [
    "he hit his head on the kerb and now we cant keep him awake",
    "banged her head on the cupboard, been sick and shes getting really drowsy",
    "knocked my head falling off the bike, keep nodding off",
    "hit the back of my head on the shelf and now im seeing double",
    "fell and banged his head, theres clear fluid coming out of his nose",
    "my son got kicked in the head at football and now we can barely keep him awake",
    "she was struck on the head by a falling branch and keeps drifting off",
  ],
  "heart-attack-signs": [
    "not my chest really, an ache in my jaw and down my left arm and im clammy",
    "my left arm feels heavy and my jaw aches, sweating and feel sick",
  ],
  "spinal-injury": [
    "went in headfirst on a tackle, his neck hurts and both arms are tingling",
    "she came down on the back of her neck off the trampoline, pins and needles in both hands",
    "fell off the roof and now he cant feel his legs",
    "she slipped down the stairs, landed on her back and cant move her legs",
  ],
  "testicle-pain": [
    "my son has sudden really bad pain in his testicle",
    "one of my balls is swollen and agony since this morning",
  ],
  "fallen-cannot-get-up": [
    "my wife tripped on the stairs and we cant lift her",
    "dad is still on the floor after his fall and cant get up",
  ],
  "weight-lost-after-operation": [
    "walked fine on my new hip until yesterday, now i cant put any weight on it",
    "mum had her knee replacement 3 weeks ago, since this morning she cant stand on it at all",
  ],
  "worsening-after-operation": [
    "the swelling round my new knee is getting worse every day, not better",
    "two weeks since my hip op and the pain is worse than yesterday and the day before",
  ],
  "cannot-bear-weight": [
    "i slipped and now i cant put weight on my leg",
    "my grandma fell and she cant stand up",
  ],
  "dental-abscess": [
    "got toothache and the side of my face has swollen up",
    "my wisdom teeth are throbbing and my jaw is swollen",
  ],
  "medicine-rash": [
    "come out in an itchy rash since starting the new painkillers",
    "my dad has a red blotchy rash on his back after taking the new antibiotic",
  ],
  "face-injury": [
    "took an elbow to the cheek playing football and now im seeing double",
    "he got punched in the face and his jaw wont close properly",
  ],
  "stab-wound": [
    "my mates been stabbed in the belly lot of blood",
    "my son has just been stabbed outside the chip shop",
  ],
  "trapped-under": [
    "my brother is trapped under the tractor and we cant shift it",
    "a tree came down in the storm and fell on top of him",
  ],
  "rib-injury": [
    "came off a horse yesterday, ribs aching when i breathe deep but not short of breath",
    "took a knee to the ribs at rugby and it hurts to cough",
    "slipped on the ice this morning onto my side, ribs hurt every time i breathe in",
  ],
  "whiplash": [
    "whiplash from a car crash this morning, neck stiff and sore, no tingling",
    "car accident on the way to work this morning, my neck is really stiff now",
  ],
  "breathless-on-effort": [
    "been getting out of breath walking up the stairs for the last couple of weeks, fine at rest",
    "my husband is short of breath going up hills lately, no chest pain",
  ],
  "carbon-monoxide": [
    "the carbon monoxide alarm is beeping and we all have banging headaches and feel sick",
    "think the boiler is leaking fumes, my wife is dizzy and has a headache, we have opened the windows",
  ],
  "fumes-breathed": [
    "mixed bleach and limescale remover cleaning the loo, got a lungful, bit of a cough",
    "breathed in chlorine fumes at the pool plant room, throat sore",
  ],
  "floaters-flashes": [
    "suddenly lots of new floaters and flashes of light in my left eye since this afternoon",
    "a shadow coming across the edge of my vision since this morning and new floaters",
  ],
  "snake-bite-spreading": [
    "bitten by an adder on the heath and now im being sick and dizzy",
    "a snake bit my son on the ankle and the swelling is spreading up his leg",
  ],
  "snake-bite": [
    "i think a snake bit me on the ankle in the long grass, two little marks",
    "adder bite on my hand while gardening",
  ],
  "road-collision": [
    "my mum was knocked down by a car outside the shops and shes lying in the road",
    "cyclist hit by a van outside our house, his leg is bent the wrong way",
  ],
  "hives-spreading": [
    "teen son has itchy lumpy hives all over after new washing powder, no swelling of the face, breathing fine",
    "come out in hives since using a new shower gel, lips and breathing fine",
  ],
  "mental-health-crisis": [
    "my mum has not slept for days, talking really fast about odd things and spending money like mad, she isnt herself, im worried about her mental health and want help today",
    "my brother is hearing voices and acting really strange, he isnt himself",
  ],
  "blood-in-urine": [
    "grandad says theres blood in his wee since this morning, he feels ok otherwise",
    "my pee has gone pink and bloody today",
  ],
  "food-rash": [
    "baby tried egg for the first time and has come out in hives round her mouth, breathing fine",
    "my son ate a cashew at a party and now has an itchy hives rash on his tummy",
  ],
  "bleeding-on-blood-thinner": [
    "on the blood thinning injections after my knee op and my gums keep bleeding when i brush",
    "im on rivaroxaban and theres blood in my wee",
  ],
  "hip-after-fall": [
    "mum (86) tripped in the garden, her hip hurts a lot and she is limping",
    "my 79 year old dad fell this morning and his hip is really sore, he can walk a bit",
  ],
  "cold-limb": [
    "my foot is white and cold",
    "his toes have gone blue",
    "my leg is agony and i cant feel my foot",
  ],
  "numb-limb": ["cant feel my leg at all", "my foot has gone completely numb since lunch"],
  "bled-heavily": [
    "cut my leg on the strimmer, a lot of blood but its slowed right down with a towel pressed on",
    "the bleeding has more or less stopped now but there was so much blood, does it need stitches",
  ],
  "locked-knee": [
    "my knee has locked and i cant straighten it",
    "knee jammed since this morning, wont straighten",
    "my knee's jammed in a bent position and won't straighten, happened an hour ago",
  ],
  "misshapen-after-injury": [
    "fell off my bike and theres a bump sticking up on my collarbone",
    "got hit in the face with a cricket ball and my nose is all crooked now",
    "she was punched at school and her nose looks squint",
  ],
  "puncture-wound": [
    "put a garden fork through my foot, it went in quite deep",
    "stood on a nail and it went right into my heel",
  ],
  "extra-dose": [
    "took 2 oxycodone instead of 1 last night, feel a bit sick but fine",
    "i accidentally took my evening tablets twice",
    "took my husbands antibiotics by mistake this morning",
    "did two of my blood thinning injections today instead of one",
    "forgot i'd had my paracetamol and took another 2 an hour later, feel fine",
    "gave mum double her co-codamol by mistake this morning",
  ],
  // (one dose too many is NHS 111: "1 or 2 extra tablets by accident are unlikely to harm")
  "paracetamol-extra-dose": [
    "forgot i'd had my paracetamol and took another 8 an hour later, feel fine",
    "gave mum her co-codamol three times this morning by mistake",
  ],
  "deep-cut": [
    "my son's knee is cut wide open after coming off his bike, you can see inside",
    "slipped with a knife, theres a really deep cut in my thigh",
    "she gashed her shin on the step and you can see yellow fat",
  ],
  "wound-open": [
    "the wound has split open",
    "my stitches have come apart and the scar is gaping",
    "her incision opened up this morning",
  ],
  "cauda-equina": [
    "numb around my bum and i cant pee",
    "i have lost control of my bladder",
    "numbness in my groin and private parts",
  ],
  "child-hot-joint": [
    "my son has a fever and his knee is swollen and hot",
    "my 6 year old is limping with a high temperature",
  ],
  "severe-pain": [
    "the pain in my hip has suddenly gone to 10 out of 10",
    "worst pain ive ever had in my knee and the painkillers arent touching it",
    "my pain is 9 out of 10 and none of the tablets are helping",
  ],
  compartment: [
    "my thigh is so tense it could split and the oxycodone isnt doing anything",
    "unbearable pain in my calf and it feels tight and swollen",
    "my shin is rock hard and the pain is the worst ever",
  ],
  clot: ["my calf is red and swollen", "hot swollen calf since my hip op", "i think he has a dvt"],
  "numb-after-operation": [
    "two days after my knee op my toes are tingly and a bit numb, still warm and pink",
    "since the hip replacement my foot feels numb, its not cold",
  ],
  "wound-infection": [
    "red lines creeping up my leg from the cut",
    "the stitches look infected to me",
    "pus coming from my wound",
    "my scar is red hot and oozing",
    "the dressing keeps soaking through with pink fluid",
    "the dressing on my hip keeps getting wet with pinky stuff and its day 12",
    "i have a high temperature after my knee op",
  ],
  "black-stools-faint": [
    "dad is very pale and clammy and keeps passing out when he stands up, his poo has gone black",
    "my poo is black and tarry and i fainted in the bathroom",
    "black sticky poo since yesterday and she collapsed this morning",
  ],
  "fever-not-settling": [
    "had a fever and headache for 2 days, no rash, drinking ok, but not getting better with paracetamol",
    "calpol isnt bringing her fever down, shes 4",
    "my temperature has been 38.6 for five days now",
    "still burning up with a temperature, paracetamol isnt touching it",
  ],
  "self-harm": [
    "i cant see a way out of this anymore",
    "some nights i wish i just wouldnt wake up",
    "ive started hitting my bad knee on purpose til it bleeds",
    "whats the point of the op when i wont be around next year anyway",
    "honestly whats the point anymore",
    "ive been stockpiling my painkillers",
    "no one would care if i was gone",
    "i dream about never waking up",
    "i want to end my life",
    "theres no point in living anymore",
    "my wife says we would be better off without her",
  ],
};

const lookalikes: Array<{ message: string; why: string }> = [
  {
    message:
      "My sister overdosed on her painkillers back in the summer. She's okay now and getting support. She needs a knee op",
    why: "a past overdose, dated by the season",
  },
  {
    message: "I've heard a new hip can come out of its socket. Is that common?",
    why: "what a new hip can do, heard of",
  },
  { message: "i read that knee replacements can get infected, how often?", why: "read of" },
  { message: "i wont be around next year, were moving to spain", why: "away, not gone" },
  { message: "my neck is stiff and my hands tingle on the crutches", why: "no injury" },
  { message: "i went to bed and my neck aches and my arms tingle", why: "no injury" },
  { message: "got hit by a cricket ball on the knee, its sore", why: "a ball, not a testicle" },
  {
    message: "my left arm aches from using the crutches and im sweaty after physio",
    why: "strain",
  },
  { message: "is swelling normal after a knee replacement", why: "what is normal" },
  { message: "how long will my leg be swollen after the op", why: "how long something lasts" },
  { message: "i had a high temperature a few months ago", why: "in the past" },
  { message: "what are the chances of getting a dvt", why: "a risk question" },
  { message: "my leg has been numb since the nerve block", why: "a known cause" },
  { message: "my kneecap sometimes slips out of place when i dance", why: "a habit, not now" },
  { message: "can a knee replacement dislocate", why: "what could happen" },
  { message: "i have no chest pain but my knee is stiff", why: "denied" },
  { message: "what can i do to prevent my kneecap dislocating", why: "prevention" },
  { message: "my calf was sore and puffy on monday but thats settled now", why: "resolved" },
  {
    message: "i get short of breath on hills, will that affect my anaesthetic",
    why: "a long-standing condition asked about for surgery",
  },
  {
    message: "my calf aches after my physio session",
    why: "an ache after exercise, no swelling or heat",
  },
  {
    message: "my scar is a bit red and warm at 2 weeks, is that normal",
    why: "usual healing signs asked about as such",
  },
  { message: "dad is slightly confused from the anaesthetic", why: "mild, with a known cause" },
  { message: "what happens if i get an infection in my wound", why: "hypothetical" },
  { message: "it turned out to be arthritis in my knee", why: "turned out is not a deformity" },
  { message: "whats the point of physio before the op", why: "an ordinary question" },
  {
    message: "blood everywhere in the film we watched last night, now im scared of my op",
    why: "a sign in a film",
  },
  { message: "a man collapsed on the news tonight and it scared me", why: "on the news" },
  { message: "when is my fracture clinic appointment after a broken wrist last year", why: "past" },
];

Deno.test("red flags: every rule has messages, and each names its rule and service however it is phrased", () => {
  assert.deepEqual(Object.keys(byRule).sort(), [...RULES.map((r) => r.id), "self-harm"].sort());
  const wrong: string[] = [];
  for (const [rule, messages] of Object.entries(byRule)) {
    for (const message of messages) {
      const found = triage(message).emergencies.map((f) => f.rule);
      if (!found.includes(rule)) {
        wrong.push(`"${message}": expected ${rule}, got ${found.join(", ") || "nothing"}`);
      }
    }
  }
  assert.deepEqual(wrong, []);
});

Deno.test("red flags: lookalikes are not emergencies but still carry a red flag for the safety line", () => {
  for (const { message, why } of lookalikes) {
    const result = triage(message);
    assert.deepEqual(result.emergencies, [], `${message} (${why})`);
  }
  for (
    const message of [
      "is swelling normal after a knee replacement",
      "i had a high temperature a few months ago",
      "what are the chances of getting a dvt",
    ]
  ) {
    assert.ok(triage(message).lookalikes.length > 0, message);
  }
});

/** The reply's words for each service. */
const serviceText = {
  "999": /Call 999 now/,
  ae: /Go to A&E now[\s\S]*cannot be moved[\s\S]*call 999/,
  "111": /Call NHS 111 now/,
  samaritans: /Samaritans: call 116 123, free, any time[\s\S]*immediate danger, call 999/,
};

Deno.test("red flags: through the API, every rule gets the fixed reply of its service, with nothing from the site", async () => {
  const chat = await chatApp();
  try {
    for (const [rule, messages] of Object.entries(byRule)) {
      const service = rule === "self-harm"
        ? "samaritans"
        : RULES.find((r) => r.id === rule)!.service;
      const res = await chat.ask({ message: messages[0] });
      assert.equal(res.status, 200);
      const body: ChatAnswerBody = await res.json();
      assert.equal(body.kind, "emergency", messages[0]);
      assert.match(body.reply, serviceText[service], messages[0]);
      assert.deepEqual(body.sources, [], `${messages[0]}: no passage quoted`);
      assert.ok(!body.reply.includes("Read more"), messages[0]);
      assert.ok(
        !body.reply.includes(surgeonName),
        `${messages[0]}: never assumes a patient of the surgeon`,
      );
    }
  } finally {
    await chat.close();
  }
});

Deno.test("red flags: NHS 111 replies give both hospitals' ward numbers from the site configuration", async () => {
  const chat = await chatApp();
  try {
    const body: ChatAnswerBody = await (await chat.ask({ message: "my calf is hot and swollen" }))
      .json();
    assert.match(body.reply, /Call NHS 111 now/);
    for (const hospital of Object.values(site.hospitals)) {
      assert.ok(
        body.reply.includes(`${hospital.name} on ${phoneLabel(hospital.wardPhone)}`),
        hospital.name,
      );
    }
    assert.match(
      body.reply,
      /If you had an operation/,
      "says when the ward applies, assuming nothing",
    );
  } finally {
    await chat.close();
  }
});

Deno.test("red flags: the most urgent service leads; self-harm and an emergency get both replies", async () => {
  const chat = await chatApp();
  try {
    const both: ChatAnswerBody =
      await (await chat.ask({ message: "my calf is swollen and now i cant breathe" })).json();
    assert.match(both.reply, /Call 999 now/);
    assert.doesNotMatch(both.reply, /Call NHS 111 now/, "one service, the most urgent");
    const mixed: ChatAnswerBody =
      await (await chat.ask({ message: "i have chest pain and i want to end it all" })).json();
    assert.match(mixed.reply, /116 123/);
    assert.match(mixed.reply, /Call 999 now/);
    assert.match(mixed.reply, /^What you describe/, "the physical danger first");
  } finally {
    await chat.close();
  }
});

Deno.test("red flags: a lookalike gets an answer and exactly one safety line", async () => {
  const chat = await chatApp();
  try {
    const body: ChatAnswerBody =
      await (await chat.ask({ message: "what is the risk of a dvt after knee arthroscopy" }))
        .json();
    assert.equal(body.kind, "answer");
    assert.ok(body.sources.length > 0);
    assert.equal(body.reply.match(/If this is happening now/g)?.length, 1, body.reply);
    assert.match(body.reply, /call NHS 111/);
  } finally {
    await chat.close();
  }
});

Deno.test("red flags: thoughts of self-harm that are denied or past are answered, with where to talk", async () => {
  for (
    const message of [
      "feeling low after my hip op, no thoughts of harming myself, just bored. tips for the rehab?",
      "i used to self harm as a teenager, years ago now and im well. will the scars matter for surgery",
      "im not suicidal, i just want to know how long the pain lasts after a knee replacement",
    ]
  ) {
    const found = triage(message);
    assert.ok(!found.emergencies.some((f) => f.service === "samaritans"), message);
    assert.ok(found.lookalikes.some((f) => f.service === "samaritans"), message);
  }
  for (
    const message of [
      "used to self harm years ago, lately the urges are back",
      "not suicidal but everyone would be better off without me",
      "im not going to kill myself tonight but i have the pills ready",
      "i have not been able to stop thinking about killing myself",
      "when it all gets too much i burn my arm with a lighter",
    ]
  ) {
    assert.ok(triage(message).emergencies.some((f) => f.service === "samaritans"), message);
  }
  const accident = triage(
    "i burnt my hand on the oven when i was cooking, will it matter for my op",
  );
  assert.ok(
    ![...accident.emergencies, ...accident.lookalikes].some((f) => f.service === "samaritans"),
  );
  const chat = await chatApp();
  try {
    const body: ChatAnswerBody = await (await chat.ask({
      message:
        "i self harmed as a teenager, its years ago and im fine. can i still have a new knee",
    })).json();
    assert.notEqual(body.kind, "emergency");
    assert.equal(body.reply.match(/116 123/g)?.length, 1, body.reply);
  } finally {
    await chat.close();
  }
});

Deno.test("red flags: an emergency reply is never rate limited", async () => {
  const chat = await chatApp({ chatLimit: 1 });
  try {
    assert.equal(
      (await chat.ask({ message: "When can I drive after knee arthroscopy?" })).status,
      200,
    );
    const limited = await chat.ask({ message: "When can I drive after knee arthroscopy?" });
    assert.equal(limited.status, 429);
    assert.match((await limited.json()).error, /999 in an emergency/);
    const emergency = await chat.ask({ message: "my wife has collapsed and is not breathing" });
    assert.equal(emergency.status, 200);
    const body: ChatAnswerBody = await emergency.json();
    assert.equal(body.kind, "emergency");
    assert.match(body.reply, /Call 999 now/);
  } finally {
    await chat.close();
  }
});

Deno.test("red flags (zzzp): wondering whether it is worth carrying on, or dark thoughts, are thoughts of suicide however calm the message; not whether the physio is worth carrying on with", () => {
  for (
    const message of [
      "Is there anyone I can talk to at 2am? Not about my knee. Just dark thoughts, the sort where you wonder if it's worth carrying on. Kids are asleep, I'm ok physically.",
      "some nights I question whether its worth going on",
    ]
  ) {
    assert.ok(triage(message).emergencies.some((f) => f.service === "samaritans"), message);
  }
  for (
    const message of [
      "I wonder if it's worth carrying on with the physio",
      "I'm not sure its worth going on the waiting list",
      "I'm not in any danger and not having dark thoughts, I'm just fed up that my knee is slow",
    ]
  ) {
    assert.deepEqual(triage(message).emergencies, [], message);
  }
});

Deno.test("red flags (zzzn, zzzo): a past overdose dated by the season, or what a joint in general can do, is no emergency; the same told of one's own joint, or brought back to now, still is", () => {
  for (
    const [message, rule] of [
      ["I took an overdose over the summer and I want to do it again tonight", "self-harm"],
      ["my new hip has come out of its socket, leg is turned out", "deformity"],
      ["a new knee can get infected, and my wound is red, hot and oozing pus", "wound-infection"],
      ["I heard a crack in my hip and now my leg is twisted out and shorter", "deformity"],
    ]
  ) {
    assert.ok(
      triage(message).emergencies.some((flag) => flag.rule === rule),
      `${message}: ${JSON.stringify(triage(message))}`,
    );
  }
});
