/**
 * The patients' words lexicon (edge/chat/patient-words.ts): every entry points at words the
 * site's passages use, and everyday questions and follow-ups it exists for find the right
 * passage (needs a build: dist/knowledge.json).
 */
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { analyse } from "../../edge/chat/analysis.ts";
import { inSiteWords, PATIENT_WORDS } from "../../edge/chat/patient-words.ts";
import { readKnowledge } from "./chat-helpers.ts";
import { askingSentence, Retriever } from "../../edge/chat/retriever.ts";
import { NOT_ANSWERED, QuestionIndex } from "../../edge/chat/understanding/question-index.ts";
import { loadChatModels } from "../../edge/chat/load.ts";
import { assistantReply } from "../../edge/chat/assistant.ts";
import { outOfScope } from "../../edge/chat/scope.ts";
import { partlyInAnotherLanguage } from "../../edge/chat/english.ts";
import { HELP_NOW, INTERPRETERS } from "../../edge/chat/safety-replies.ts";

const DIST = fileURLToPath(new URL("../../dist", import.meta.url));
const knowledge = readKnowledge(`${DIST}/knowledge.json`);
const siteTerms = new Set(knowledge.flatMap((s) => analyse(`${s.title} ${s.text}`)));
const models = await loadChatModels(DIST);
const retriever = new Retriever(knowledge, models?.questions);

Deno.test("patients' words: every entry's words are words the site uses", () => {
  for (const [pattern, words] of PATIENT_WORDS) {
    for (const term of analyse(words)) {
      assert.ok(siteTerms.has(term), `${pattern}: "${term}" is on no page`);
    }
  }
});

Deno.test("patients' words: a job, a stay, a name left off and a joint out of place are put in the site's words", () => {
  assert.match(inSiteWords("im a plasterer, when can i go back"), /manual work/);
  assert.match(inSiteWords("she works as a receptionist"), /desk work/);
  assert.match(inSiteWords("how many nights will they keep him in"), /stay in hospital/);
  assert.match(inSiteWords("can i post it without my name"), /anonymous/);
  assert.match(inSiteWords("can my new hip pop out"), /dislocation/);
  // and leaves alone what only sounds like them
  assert.doesNotMatch(inSiteWords("when do the stitches come out"), /dislocation/);
  assert.doesNotMatch(inSiteWords("the nurse said to rest"), /manual work/);
  assert.doesNotMatch(inSiteWords("a ring of bruising round the knee"), /call/);
});

/** The offline assistant's reply to `question` after `earlier` questions. */
const ask = (question: string, earlier: string[]) =>
  assistantReply(
    { retriever, triageModel: models?.triage },
    question,
    earlier.map((content) => ({ role: "user" as const, content })),
  );

/** The passage found first for `question`, after `earlier` questions (oldest first). */
const asked = (question: string, ...earlier: string[]) =>
  retriever.retrieve(
    question,
    earlier.flatMap((content) => [
      { role: "user" as const, content },
      { role: "assistant" as const, content: "…" },
    ]),
  ).passages[0]?.section;

Deno.test("patients' words: everyday questions find the passage with the fact", () => {
  assert.match(asked("my husband is a roofer, how long off after a total knee")!.text, /3 months/);
  assert.match(
    asked("how many nights will mum be kept in after her knee replacement")!.text,
    /1-3 days/,
  );
  assert.match(asked("would a keyhole clean out help my arthritic knee")!.text, /not recommended/);
});

Deno.test("follow-ups: the subject named turns ago, and a fragment that asks the last question again", async () => {
  // the subject two questions back, with the one before it on the same joint
  assert.match(
    asked(
      "so when can he play again",
      "my son tore his acl at rugby",
      "hes having the reconstruction",
    )!
      .url,
    /acl-reconstruction/,
  );
  // "and for a knee replacement?" asks the question before about another operation
  const knee = asked(
    "and for a knee replacement?",
    "whats the infection risk with a hip replacement",
  )!;
  assert.match(knee.url, /total-knee-replacement/);
  assert.match(knee.text, /under 1%/);
  // "when do they come out?" is read with the turn that says what "they" are
  assert.match(
    asked(
      "when do they normally come out",
      "had my new knee done ten days ago",
      "the wound is dry and the metal clips are still in",
    )!.text,
    /10-12 days/,
  );
  // a sport named in a conversation about a knee is not a question about a match
  const tennis = await ask("how long before i can get back to the tennis", [
    "having a full knee replacement next month",
  ]);
  assert.notEqual(tennis.kind, "out-of-scope");
  // a fallback's enquiry link is not the page the conversation is about
  const office = retriever.retrieve("when can i get back to the office", [
    { role: "user", content: "i had a total knee done 2 weeks ago" },
    {
      role: "assistant",
      content: "I couldn't find an answer to that. Please [send an enquiry](/Contact).",
    },
  ]).passages[0]?.section;
  assert.match(office!.url, /total-knee-replacement/);
});

Deno.test("patients' questions: one naming an operation in words its page does not use is answered from that operation's page, by the questions written for it", () => {
  const cases: Array<[string, RegExp, RegExp]> = [
    [
      "i work in a warehouse lifting boxes all day, how long off after my acl op",
      /^ACL Reconstruction — /,
      /6 weeks/,
    ],
    ["what are the odds of an infection after acl surgery", /^ACL Reconstruction — /, /1-2%/],
  ];
  for (const [question, title, fact] of cases) {
    const top = retriever.retrieve(question).passages[0];
    assert.match(top?.section.title ?? "nothing", title, question);
    assert.match(top.bestSentences.join(" "), fact, question);
  }
  // and never from another operation's page, nor for what its page does not say
  assert.equal(retriever.retrieve("How much does a knee replacement cost?").passages.length, 0);
});

Deno.test("follow-ups: the operation's page answers what the condition's page does not say", () => {
  const history = [
    { role: "user" as const, content: "my daughter had keyhole surgery for a torn cartilage" },
    { role: "assistant" as const, content: "…" },
  ];
  const top = retriever.retrieve("when is she ok to drive", history).passages[0];
  assert.match(top?.section.title ?? "nothing", /^Knee Arthroscopy/);
  assert.match(top.bestSentences.join(" "), /4-5 days/);
  // and a section title naming another operation ("Partial or Total?") lets in no other page
  const stay = retriever.retrieve("how long will i be in hospital", [
    { role: "user", content: "tell me about total knee replacement" },
    { role: "assistant", content: "…" },
  ]).passages[0];
  assert.match(stay?.section.title ?? "nothing", /^Total Knee Replacement/);
});

Deno.test("answers: among passages that both hold the question's words, the one whose patients' questions it resembles ranks first", () => {
  const sections = [
    {
      title: "Recovery — Back to work",
      url: "/recovery#work",
      text:
        "After the operation you can return to work at 8 weeks. Drive to work only once you can drive safely, at 6 weeks.",
    },
    {
      title: "Recovery — Getting about",
      url: "/recovery#getting-about",
      text: "After the operation you can drive at 6 weeks and return to work at 8 weeks.",
    },
  ];
  const index = QuestionIndex.build([
    { text: "when can i go back to my job after the op", section: 0 },
    { text: "how long off work after surgery", section: 0 },
    { text: "when can i drive my car after the operation", section: 1 },
    { text: "how soon can i get behind the wheel", section: 1 },
    // everyday messages the site does not answer, so the words above are rare enough to count
    ...[
      "what time does the chemist shut",
      "is it going to rain tomorrow",
      "best pizza near me",
      "how tall is ben nevis",
      "who won the cup final",
      "recipe for a sponge cake",
      "cheap flights to spain",
      "what day is bin collection",
      "how do i reset my router",
      "train times to london",
    ].map((text) => ({ text, section: NOT_ANSWERED })),
  ]);
  const top = new Retriever(sections, index).retrieve("after the operation when can i drive")
    .passages[0];
  assert.equal(top?.section.url, "/recovery#getting-about");
});

Deno.test("answers: a long message is searched through the sentence that asks, and declined as that sentence would be", async () => {
  const long =
    "I sit at a computer all day for work, though I walk to the printer now and then. After a knee arthroscopy where they trim the torn cartilage, how long should I take off? My manager keeps asking and I'd like to give her one date.";
  const found = retriever.retrieve(long);
  assert.equal(
    found.askingSentence?.sentence,
    "After a knee arthroscopy where they trim the torn cartilage, how long should I take off?",
  );
  assert.match(
    found.passages[0]?.bestSentences.join(" ") ?? "nothing",
    /desk work:? within 14 days/i,
  );
  const hernia = await ask(
    "does he do hernia repairs? theres a bulge in my groin when i lift things",
    [],
  );
  assert.equal(hernia.kind, "out-of-scope");
  // a message of one sentence, or of several that all ask, is searched whole
  assert.equal(askingSentence("when can i drive after my new hip"), undefined);
  assert.equal(askingSentence("can i drive? can i fly?"), undefined);
  // in one sentence, the clause that asks, unless it points back at the rest
  assert.equal(
    askingSentence("my daughter is at uni, when could she get back to lectures")?.sentence,
    "when could she get back to lectures",
  );
  assert.equal(askingSentence("thumb arthritis, is a joint replacement possible there"), undefined);
  assert.deepEqual(askingSentence("New hip in May. When can I fly to Spain"), {
    sentence: "When can I fly to Spain",
    rest: "New hip in May.",
  });
});

Deno.test("follow-ups: one that points back and names nothing of its own is answered from the passage just quoted", async () => {
  const first = await ask("are there any physios near kenilworth", []);
  assert.match(first.reply, /Kenilworth/);
  const history = [
    { role: "user" as const, content: "are there any physios near kenilworth" },
    { role: "assistant" as const, content: first.reply },
  ];
  const top = retriever.retrieve("whats their phone number", history).passages[0];
  assert.match(
    top?.bestSentences.join(" ") ?? "nothing",
    /Kenilworth CV8 1HD\. Phone: 01632 960 403/,
  );
});

Deno.test("follow-ups: a general page quoted before does not hold a follow-up about one operation it lists", async () => {
  const first = "looking into the half knee replacement for my mum";
  const answer = await ask(first, []);
  const top = retriever.retrieve("how long does that op take", [
    { role: "user", content: first },
    { role: "assistant", content: answer.reply },
  ]).passages[0];
  assert.match(top?.section.title ?? "nothing", /^Partial Knee Replacement/);
  assert.match(top.bestSentences.join(" "), /1-2 hours/);
});

Deno.test("patients' words: the morning, a whole operation, a living and a waiting list", () => {
  assert.match(inSiteWords("why so stiff first thing when i get out of bed"), /morning/);
  assert.match(inSiteWords("how long is the acl op, start to finish"), /take, the acl op/);
  assert.doesNotMatch(inSiteWords("how long is the acl op, start to finish"), /start|finish/);
  assert.match(inSiteWords("i drive for a living"), /drive\s+work/);
  assert.doesNotMatch(inSiteWords("dad's on the list for one"), /list/);
  assert.doesNotMatch(inSiteWords("the other one i'm considering is a hip"), /consider/);
  // and leaves alone what only sounds like them
  assert.doesNotMatch(inSiteWords("how long is the op recovery"), /take/);
  assert.doesNotMatch(inSiteWords("what's on the list of risks"), /^ $/);
});

Deno.test("patients' words: forms of a word, letters the site writes out, and who said it", () => {
  // "anaemic" is the site's "anaemia"; "the GP told me" says nothing about what is asked
  assert.match(
    asked("I've been told I'm a bit anaemic, will that stop my op going ahead?")!.title,
    /Anaemia/,
  );
  // "privately" is "private": the insurer's authorisation, not the list of clinics
  assert.match(
    asked("what do I need to do first?", "I'd like to see him privately, I'm with AXA")!.text,
    /authorisation number/,
  );
  // "an MUA" is the page the site writes out as "Manipulation Under Anaesthetic (MUA)"
  assert.match(
    asked("do they have to cut it open for an MUA")!.text,
    /no cut is made/,
  );
  assert.match(asked("why are my knees so stiff first thing in the day")!.title, /Knee Arthritis/);
});

Deno.test("follow-ups: the same question asked of another operation carries what it asked", () => {
  // "is it any different for…" asks the infection risk again, of the knee replacement
  assert.match(
    asked(
      "is it any different for a knee replacement? dad's on the list for one",
      "My mum is having a hip replacement in January",
      "what's the infection risk with that?",
    )!.text,
    /Infection: under 1%/,
  );
  assert.match(
    asked(
      "is that higher for a knee replacement?",
      "What's the chance of getting an infection after a hip replacement?",
    )!.url,
    /total-knee-replacement/,
  );
  // "how long is the ACL operation, start to finish?" asks how long it takes
  assert.match(asked("how long is the ACL operation, start to finish?")!.text, /About 2 hours/);
});

Deno.test("follow-ups: read alone or with the question before, whichever speaks to what is asked", () => {
  // read with the question before, "how many can I have" finds the cortisone passage, which
  // says nothing of how often; read alone (the subject carried) it finds the one that does
  assert.match(
    asked("how many of them can I have?", "What's a cortisone injection in the knee like?")!.text,
    /a few a year/,
  );
  // …but not when the one read alone loses what the question before named (the gel injection)
  assert.match(
    asked("how long do they work for", "what about the gel ones, hyaluronic, for the knee")!.text,
    /3-6 months/,
  );
});

Deno.test("patients' words: on the operating table, what to take into hospital, old enough", () => {
  assert.match(
    asked("how long am I on the operating table for a partial knee?")!.text,
    /1-2 hours/,
  );
  assert.match(
    asked("What should I take into hospital with me for my operation?")!.title,
    /What to bring to hospital/,
  );
  assert.match(inSiteWords("is she old enough for him to see"), / age /);
});

Deno.test("patients' words: a story taken down after a change of mind; 'the very first thing I need to do' is no morning", () => {
  assert.match(
    asked(
      "I wrote a story on your site last year and I've changed my mind. How do I get it taken down?",
    )!.title,
    /Changing or removing your story/,
  );
  assert.doesNotMatch(inSiteWords("so what's the very first thing i need to do"), /morning/);
  assert.match(asked("how long is the partial knee replacement op itself")!.text, /1-2 hours/);
});

Deno.test("follow-ups: a question before that asked something of its own gives way to what is asked now; 'before it needs redoing' asks how long it lasts", () => {
  assert.match(
    asked(
      "and how long do they usually last before needing redoing",
      "how long is the hospital stay for a total knee replacement",
    )!.text,
    /10-20 years/,
  );
  assert.match(
    asked("how long will a partial knee last before it needs redoing")!.text,
    /10-15 years/,
  );
});

Deno.test("patients' words: 'sort it out', the camera op, a proper match, making or noticing a difference", () => {
  assert.match(
    asked("is the hip camera op any good for arthritis")!.text,
    /does not help hip arthritis/,
  );
  assert.match(
    asked("i play sunday league, when can i play a proper match after the keyhole op")!.text,
    /competitive sport:? after 6 weeks/i,
  );
  assert.match(
    asked("how long before physio starts making a difference to my knee")!.text,
    /4-6 weeks/,
  );
  assert.doesNotMatch(inSiteWords("would keyhole surgery sort my arthritis out"), /\bout\b/);
  assert.match(inSiteWords("how long before she notices a difference"), /notice improvement/);
});

Deno.test("patients' words: a contraction is no misspelt word ('haven't' is not 'haven'), and what has not arrived is what is asked about", () => {
  assert.deepEqual(
    retriever.terms("a clinic letter I haven't received"),
    retriever.terms("a clinic letter"),
  );
  assert.match(
    asked("who do I speak to about a clinic letter I haven't received?")!.title,
    /NHS Secretary/,
  );
});

Deno.test("patients' words: whether something is compulsory, how keen someone is, and where a sport is played", () => {
  assert.match(asked("is the app compulsory")!.text, /optional/);
  assert.match(inSiteWords("is physio mandatory after a knee replacement"), /optional/);
  // (where to download it is not whether one must)
  assert.doesNotMatch(inSiteWords("where do i download the miop app from"), /optional/);
  assert.deepEqual(
    retriever.terms("she's desperate to play again"),
    retriever.terms("she wants to play again"),
  );
  // "court" is where netball is played, not a misspelt "count"
  assert.ok(retriever.terms("she wants to get back on court").includes("sport"));
  assert.ok(!retriever.terms("she wants to get back on court").includes("count"));
});

Deno.test("a story told before the question weighs less than the sentence that asks, unless that sentence points back at it", () => {
  // (read whole, "stiff" and "new knee" found the knee replacement's complications)
  assert.match(
    asked(
      "My new knee won't bend enough and they've mentioned an MUA. Do they cut me open again?",
    )!.title,
    /Manipulation Under Anaesthetic/,
  );
  assert.match(
    asked("Dad's hip replacement is 15 years old and loosening. Can they redo it?")!.title,
    /Revision Hip Replacement|redone/,
  );
  assert.match(
    asked("I've got gout. Does that make arthritis in my knee more likely?")!.text,
    /gout/i,
  );
});

Deno.test("a common English word is meant as written ('court', 'thought'), unless the site's nearest word is another form of it ('diabetic', 'broke')", () => {
  assert.ok(retriever.terms("back on court").every((t) => t !== "count"));
  assert.ok(retriever.terms("what other patients thought").includes("thought"));
  assert.ok(!retriever.terms("what other patients thought").includes("through"));
  assert.match(
    asked("mum broke her hip, what sort of operation will they do")!.title,
    /Hip Fracture/,
  );
  // a misspelling that is no word is still corrected
  assert.ok(retriever.terms("knee replacment").includes("replacement"));
});

Deno.test("a vowel left out is the likelier slip ('showr' is 'shower', not 'show'), and the patients' questions are searched with the spelling corrected", () => {
  assert.ok(retriever.terms("showr after my hip op").includes("shower"));
  assert.match(asked("when can i showr after knee replacment")!.text, /shower after 48 hours/);
  assert.match(asked("exrcises after hip replacment")!.title, /^Hip Replacement/);
});

Deno.test("zzzzz133: worn out said of oneself is tired ('shattered after the op'); another part treated while under for the knee, or piles, is declined; ankles pumped and bruising down to the ankle are the operation's", () => {
  assert.ok(retriever.terms("is it normal to be shattered after the op").includes("tire"));
  assert.match(
    asked("is it normal to be shattered after the op")!.title,
    /What is normal after surgery/,
  );
  assert.equal(outOfScope("can he sort out my bunions while im under for the knee"), "body-part");
  assert.equal(outOfScope("could he look at my shoulder too while he does my hip"), "body-part");
  assert.equal(outOfScope("ive got piles from the codeine, who should i see"), "body-part");
  assert.equal(outOfScope("whats the point of moving my ankles up and down all day"), undefined);
  assert.equal(outOfScope("bruising has gone right down to my ankle is that ok"), undefined);
  assert.equal(outOfScope("can he do my knee and hip at the same time"), undefined);
});

Deno.test("a reward asked for a review is what the review policy says is never paid or offered", () => {
  assert.match(
    asked("do you give people anything for leaving a good review")!.text,
    /never pay or offer/,
  );
  assert.match(
    asked("do patients get vouchers for writing a 5 star review?")!.text,
    /never pay or offer/,
  );
});

Deno.test("'how much is a knee replacement privately' asks the cost (which the site does not give), not the private hospital's phone number among the complications", () => {
  assert.ok(retriever.terms("how much is a knee replacement privately").includes("cost"));
  assert.ok(retriever.terms("how much is a knee replacement privately").includes("knee"));
  assert.ok(!retriever.terms("how much is too much walking after a hip op").includes("cost"));
  assert.doesNotMatch(
    asked("how much is a knee replacement privately")?.title ?? "",
    /complications/i,
  );
});

Deno.test("a 'hemi' is the half hip replacement; a code to get onto the app is no programming", () => {
  assert.match(
    asked("my mum broke her hip, the doctor mentioned a 'hemi' - what's that")!.text,
    /hemiarthroplasty/,
  );
  assert.equal(
    outOfScope("how do i actually get onto the recovery app, do i need a code"),
    undefined,
  );
  assert.ok(outOfScope("can you write some code for my website"));
});

Deno.test("an everyday word the site never uses is no aspect a passage must speak to ('realistically')", () => {
  assert.match(
    asked("im a scaffolder, when could i realistically go back to work after a total knee")!.text,
    /3 months/,
  );
});

Deno.test("a four-letter English word is meant as written ('rush' is not 'rash'), unless the site's word is another form of it ('knew' → 'knee')", () => {
  assert.ok(!retriever.terms("why the rush to operate").includes("rash"));
  assert.ok(retriever.terms("my knew is swollen").includes("knee"));
  // ("tell-tale signs" are signs: neither word is a subject)
  assert.deepEqual(
    retriever.terms("the tell-tale signs of a torn tendon"),
    retriever.terms("the signs of a torn tendon"),
  );
});

Deno.test("patients' words: a surname is the site's last name", () => {
  assert.match(asked("would they put my surname on the site with my story?")!.text, /last name/);
});

Deno.test("replies: someone described whom the model is all but sure needs help now, unsure which sign, gets where to get help first when nothing on the site answers", async () => {
  const message = "my dad is really not right tonight, he is not himself at all";
  const reply = (urgent: number) =>
    assistantReply({ retriever, triageModel: models?.triage }, message, [], {
      emergencies: [],
      lookalikes: [],
      urgent,
    });
  assert.equal((await reply(0.95)).kind, "help-now");
  assert.equal((await reply(0.2)).kind, "not-found");
});

Deno.test("replies: a message written partly in another language gets where to get help first, and that NHS 111 and 999 have interpreters; English with a borrowed word does not", async () => {
  for (
    const message of [
      "mi padre se cayó en la cocina, he had hip operation, what i do",
      "moja mama nie może chodzić after her knee op, please help",
      "mein Vater hat Schmerzen, knee replacement last week, who i call",
    ]
  ) {
    assert.ok(partlyInAnotherLanguage(message), message);
    const reply = await ask(message, []);
    assert.equal(reply.kind, "help-now", message);
    assert.ok(reply.reply.startsWith(HELP_NOW), message);
    assert.ok(reply.reply.includes(INTERPRETERS), message);
    assert.equal(reply.reply.split(HELP_NOW).length, 2, `${message}: help-now once`);
  }
  for (
    const message of [
      "can i have a coffee at the café in the hospital",
      "is the pre-op a formality or a proper check",
      "my mum is Polish and her English is not great, can she bring my sister to translate",
    ]
  ) {
    assert.ok(!partlyInAnotherLanguage(message), message);
  }
});
