/**
 * Questions the assistant declines, through the API: another body part or specialty, medicine
 * doses and interactions, and anything not about health. Each gets its own signpost and the
 * safety net, and quotes nothing from the site.
 */
import assert from "node:assert/strict";
import { SAFETY_NET } from "../../edge/chat/safety-replies.ts";
import { outOfScope } from "../../edge/chat/scope.ts";
import { type ChatAnswerBody, chatApp, readKnowledge } from "./chat-helpers.ts";

const cases = {
  "body-part": {
    messages: [
      "my shoulder is really painful",
      "does he take gallbladders out too?",
      "do you do hand surgery",
      "problems with my lower back",
    ],
    signpost: /treats knees and hips only[\s\S]*GP[\s\S]*NHS 111 online/,
  },
  medicine: {
    messages: [
      "how many paracetamol can i take in a day",
      "can i have ibuprofen with my warfarin",
      "what dose of tramadol should my dad take",
      "my GP wants me on atorvastatin, are the side effects bad?",
      "is glucosamine worth taking for my knees?",
      "which antibiotic works best for a sinus infection?",
    ],
    signpost: /medicine doses[\s\S]*pharmacist[\s\S]*GP/,
  },
  "not-health": {
    messages: [
      "what time does the football start",
      "write a poem about spring",
      "whats the weather doing",
      "first time growing potatoes in bags, how often should i water them?",
    ],
    signpost: /can't help with that[\s\S]*knee and hip care/,
  },
} as const;

Deno.test("scope: each kind of question is recognised as out of scope", () => {
  for (const [kind, { messages }] of Object.entries(cases)) {
    for (const message of messages) assert.equal(outOfScope(message), kind, message);
  }
  for (
    const message of [
      "when can i drive after a hip replacement",
      "my knee and shoulder hurt",
      "can i take a bath after my knee op",
      "what are the side effects of a steroid injection in the knee",
      "when can i get back to gardening after my op",
    ]
  ) {
    assert.equal(outOfScope(message), undefined, message);
  }
});

Deno.test("scope: declines name where to go, end with the safety net and quote nothing from the site", async () => {
  const chat = await chatApp({
    knowledge: readKnowledge(Deno.env.get("CHAT_KNOWLEDGE") || undefined),
  });
  try {
    for (const [kind, { messages, signpost }] of Object.entries(cases)) {
      for (const message of messages) {
        const res = await chat.ask({ message });
        assert.equal(res.status, 200);
        const body: ChatAnswerBody = await res.json();
        assert.equal(body.kind, "out-of-scope", `${message} (${kind})`);
        assert.match(body.reply, signpost, message);
        assert.ok(body.reply.endsWith(SAFETY_NET), `${message}: the safety net`);
        assert.deepEqual(body.sources, [], message);
      }
    }
  } finally {
    await chat.close();
  }
});

Deno.test("scope: a hand that is not the subject ('which hand do I hold my walking stick in', 'the hand rail', 'on the other hand') is no other body part; the hand itself still is", () => {
  for (
    const message of [
      "Which hand am I supposed to hold my walking stick in?",
      "which hand should the crutch go in when I'm down to one",
      "is it ok to use the hand rail on the stairs at home",
      "on the other hand, would a steroid jab do the same job",
      "what hand should i hold the walking stick in",
      "should i carry the stick in my left hand or my right",
    ]
  ) {
    assert.equal(outOfScope(message), undefined, message);
  }
  for (
    const message of [
      "my hand goes numb at night",
      "do you operate on hands",
      "i cut my hand on a knife",
    ]
  ) {
    assert.equal(outOfScope(message), "body-part", message);
  }
});

Deno.test("scope: a tradesman asked for with any word before him ('a reliable electrician') is not health", () => {
  assert.equal(
    outOfScope("can you recommend a reliable electrician in Leamington? ours has let us down"),
    "not-health",
  );
});

Deno.test("scope: feet (flat feet, walking on tiptoes, heel pain) are another part of the body; feet after a knee operation are not", () => {
  assert.equal(
    outOfScope(
      "My 6 year old has really flat feet and walks on her tiptoes. Could he sort that out?",
    ),
    "body-part",
  );
  assert.equal(outOfScope("does he treat heel pain"), "body-part");
  assert.equal(outOfScope("my feet swell in the evening after my knee replacement"), undefined);
});

Deno.test("scope (zzzm): a medicine named by its family's ending ('methotrexate', 'ramipril', 'bisoprolol', 'adalimumab') is a medicine; stopping one before an operation gets the pre-op nurse, and 'April' or 'stockings' are no medicine", async () => {
  for (
    const message of [
      "should I stop my methotrexate before my knee replacement, and for how many days?",
      "do I carry on with my ramipril the morning of the op",
      "can i take my bisoprolol as normal before surgery",
      "is it ok to keep having adalimumab injections before the hip op",
    ]
  ) {
    assert.equal(outOfScope(message), "medicine", message);
  }
  for (
    const message of [
      "My operation is in April, when should I stop driving?",
      "how long do I wear the stockings after a hip replacement",
      "can I stop using the crutches at 4 weeks",
    ]
  ) {
    assert.equal(outOfScope(message), undefined, message);
  }
  const chat = await chatApp({
    knowledge: readKnowledge(Deno.env.get("CHAT_KNOWLEDGE") || undefined),
  });
  try {
    const res = await chat.ask({
      message: "should I stop my methotrexate before my knee replacement?",
    });
    const body: ChatAnswerBody = await res.json();
    assert.equal(body.kind, "out-of-scope");
    assert.match(body.reply, /pre-op nurse[^.]*stop[\s\S]*Do not stop any medicine unless/);
  } finally {
    await chat.close();
  }
});

Deno.test("scope: whether someone on tablets can have the operation is no medicine question; whether they can take or have the tablets is", () => {
  for (
    const message of [
      "dad is on tablets for his blood pressure, can he still have the knee replacement?",
      "she takes metformin, could she have an arthroscopy",
    ]
  ) {
    assert.equal(outOfScope(message), undefined, message);
  }
  for (
    const message of [
      "can i have my tablets with the painkillers they gave me",
      "can he take ibuprofen with his blood pressure pills",
    ]
  ) {
    assert.equal(outOfScope(message), "medicine", message);
  }
});

Deno.test("scope: the weather and parking in a town centre are not health; the knee that aches when it rains is", () => {
  for (
    const message of [
      "will it rain in leamington tomorrow, we're meant to be going out",
      "where's cheapest to park in the city centre on a weekday",
    ]
  ) {
    assert.equal(outOfScope(message), "not-health", message);
  }
  assert.equal(
    outOfScope("my knee aches whenever it is going to rain, is that arthritis"),
    undefined,
  );
});

Deno.test("scope: whether to stop the blood thinner early is the team's or the GP's; how long it is given for is the site's", () => {
  assert.equal(
    outOfScope("got 6 blood thinning injections left, can i just stop them, im walking fine"),
    "medicine",
  );
  assert.equal(outOfScope("when can i stop the blood thinning injections"), undefined);
  assert.equal(outOfScope("how long are the blood thinning injections for"), undefined);
});
Deno.test("scope: whether to stop a blood thinner before the operation is the site's to answer (tell the team; do not stop unless told)", () => {
  assert.equal(
    outOfScope("dad is on blood thinners, should he stop them before his op"),
    undefined,
  );
});

Deno.test("scope: whether tablets may be crushed or dissolved is the pharmacist's", () => {
  assert.equal(outOfScope("can i crush my painkillers into jam, theyre too big"), "medicine");
  assert.equal(outOfScope("is it ok to dissolve the tablets in water"), "medicine");
});

Deno.test("scope (zzzzz223, after its first run): the opening times of the post office, a library or a shop are not health; the practice's and a physio centre's stay in scope", () => {
  for (
    const message of [
      "what time does the post office in kenilworth shut",
      "what time does the library open",
      "is tesco in warwick open on sunday",
    ]
  ) assert.equal(outOfScope(message), "not-health", message);
  for (
    const message of [
      "what are the opening hours of the practice",
      "what time does the physio open in kenilworth",
      "when does the knee clinic open",
    ]
  ) assert.equal(outOfScope(message), undefined, message);
});
