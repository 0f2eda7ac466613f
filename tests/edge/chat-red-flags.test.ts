/**
 * Red flags: which messages get the fixed emergency or self-harm answer instead of an answer
 * from the site. Each row states the decision and, where it is not obvious, why.
 */
import assert from "node:assert/strict";
import { phoneLabel, site } from "../../pages/content/site.ts";
import { findRedFlags } from "../../edge/chat/red-flags.ts";
import { type ChatAnswerBody, chatApp } from "./chat-helpers.ts";

interface Row {
  message: string;
  /** the rule that must trigger, or null when nothing may trigger */
  expect: string | null;
  why?: string;
}

const emergencies: Row[] = [
  { message: "I have chest pain", expect: "chest-pain" },
  { message: "My chest feels tight and I can't breathe properly", expect: "breathing" },
  { message: "I can’t breathe", expect: "breathing", why: "typographic apostrophe" },
  { message: "I'm really short of breath since my hip replacement", expect: "breathing" },
  {
    message: "is chest pain a side effect of anaesthetic?",
    expect: "chest-pain",
    why: "chest pain is signposted however it is asked: it may be happening now",
  },
  {
    message: "No swelling, but I have chest pain",
    expect: "chest-pain",
    why: "the denial covers only what comes before 'but'",
  },
  { message: "I've been coughing up blood", expect: "coughing-blood" },
  { message: "My calf is hot, swollen and painful after my knee replacement", expect: "calf-dvt" },
  { message: "my calf is swollen and sore 5 days after surgery", expect: "calf-dvt" },
  {
    message: "swollen red calf after op",
    expect: "calf-dvt",
    why: "a bare statement is a description",
  },
  {
    message: "Is it normal to have a hot swollen calf after surgery?",
    expect: "calf-dvt",
    why: "'is it normal to have' describes the asker",
  },
  {
    message: "My dad had his knee replaced and now his calf is red and hot",
    expect: "calf-dvt",
    why: "a relative counts",
  },
  { message: "my leg is hot, red and swollen", expect: "calf-dvt" },
  { message: "I think I have a DVT", expect: "clot-suspected" },
  { message: "Do I have a DVT?", expect: "clot-suspected" },
  { message: "could this be a blood clot in my leg?", expect: "clot-suspected" },
  {
    message: "I'm not sure but I think I have a clot",
    expect: "clot-suspected",
    why: "'not sure' is not a denial",
  },
  { message: "I've got a temperature and my wound is oozing pus", expect: "wound-infection" },
  { message: "I have a fever after my knee surgery", expect: "fever" },
  { message: "the redness around my scar is spreading", expect: "wound-infection" },
  { message: "There's yellow discharge coming from my wound", expect: "wound-infection" },
  { message: "my wound won't stop bleeding", expect: "heavy-bleeding" },
  { message: "My foot has gone cold and blue", expect: "cold-numb-foot" },
  { message: "my toes are numb and pale since the operation", expect: "cold-numb-foot" },
  { message: "I fell over and now I can't put any weight on my leg", expect: "cannot-bear-weight" },
  { message: "I fell down the stairs and can't walk", expect: "cannot-bear-weight" },
  { message: "sudden severe pain in my hip after a fall", expect: "sudden-severe-pain" },
  { message: "I think my hip replacement has dislocated", expect: "hip-dislocated" },
];

const selfHarm: Row[] = [
  { message: "I want to kill myself", expect: "self-harm" },
  { message: "I've been having suicidal thoughts since my injury", expect: "self-harm" },
  { message: "I keep thinking about self-harm", expect: "self-harm" },
  { message: "I don't want to live anymore with this pain", expect: "self-harm" },
  {
    message: "I’m not suicidal but I feel very low",
    expect: "self-harm",
    why: "self-harm is signposted even when denied: kind, and harmless if not needed",
  },
];

const mustNotTrigger: Row[] = [
  {
    message: "How long until the swelling goes down after knee replacement?",
    expect: null,
    why: "knee swelling after surgery is expected, and the site explains it",
  },
  {
    message: "my knee is swollen after arthroscopy, is that normal?",
    expect: null,
    why: "the knee, not the calf",
  },
  { message: "Can I drive after arthroscopy?", expect: null },
  { message: "What is a DVT?", expect: null, why: "naming a condition is not having its signs" },
  { message: "What is the risk of DVT after a knee replacement?", expect: null },
  {
    message: "What is my risk of getting a blood clot after surgery?",
    expect: null,
    why: "asked about in the abstract",
  },
  { message: "How do you prevent blood clots after surgery?", expect: null },
  { message: "How long should I wear the stockings to stop clots?", expect: null },
  {
    message: "what happens if you have a DVT?",
    expect: null,
    why: "a general question, nobody described",
  },
  {
    message: "is a swollen calf a sign of DVT?",
    expect: null,
    why: "a general question; the site's risk pages answer it",
  },
  {
    message: "Can I have a knee replacement if I had a DVT years ago?",
    expect: null,
    why: "in the past",
  },
  { message: "Can I fly after a hip replacement? I'm worried about blood clots.", expect: null },
  { message: "I have no chest pain but my knee clicks", expect: null, why: "denied" },
  { message: "my calf is not swollen or hot, just a bit stiff", expect: null, why: "denied" },
  { message: "When can I put weight on my leg after an osteotomy?", expect: null },
  { message: "Will I be able to walk after a hip replacement?", expect: null },
  {
    message: "I hurt my knee skiing, do I need an ACL reconstruction?",
    expect: null,
    why: "'hurt my knee' is an injury, not self-harm",
  },
  { message: "The pain is killing me, when can I get a knee replacement?", expect: null },
  {
    message: "I have severe arthritis pain in my knee, what are my options?",
    expect: null,
    why: "long-standing, not sudden, no fall",
  },
  {
    message: "I twisted my knee last week and it is swollen",
    expect: null,
    why: "a sports injury the site covers; no sign of an emergency",
  },
  { message: "My knee gives way when I play football", expect: null },
  { message: "When are the stitches removed from the wound?", expect: null },
  { message: "What are the signs of infection after a hip replacement?", expect: null },
  { message: "How cold should the ice pack be on my knee?", expect: null },
  {
    message: "My feet get cold in winter, is that arthritis?",
    expect: null,
    why: "a long-standing habit, not a foot that has gone cold",
  },
  {
    message: "Is numbness around the scar normal after knee replacement?",
    expect: null,
    why: "around the scar, not a numb foot",
  },
  { message: "How long does a hip replacement last?", expect: null },
  { message: "When can I go back to work?", expect: null },
];

Deno.test("red flags: the table of messages that must and must not trigger", () => {
  const wrong: string[] = [];
  for (const row of [...emergencies, ...selfHarm, ...mustNotTrigger]) {
    const rules = findRedFlags(row.message).map((f) => f.rule);
    if (row.expect === null ? rules.length > 0 : !rules.includes(row.expect)) {
      wrong.push(
        `"${row.message}": expected ${row.expect ?? "nothing"}, got ${
          rules.join(", ") || "nothing"
        }${row.why ? ` (${row.why})` : ""}`,
      );
    }
  }
  assert.deepEqual(wrong, []);
});

Deno.test("red flags: an emergency gets 999, NHS 111 and the hospitals' numbers, and no answer from the site", async () => {
  const chat = await chatApp();
  try {
    const res = await chat.ask({
      message: "My calf is hot and swollen since my knee replacement, when can I drive?",
    });
    assert.equal(res.status, 200);
    const body: ChatAnswerBody = await res.json();
    assert.match(body.reply, /call 999/);
    assert.match(body.reply, /NHS 111/);
    assert.ok(
      body.reply.includes(phoneLabel(site.hospitals.private.phone)),
      "the private hospital's number",
    );
    assert.ok(
      body.reply.includes(phoneLabel(site.hospitals.nhs.phone)),
      "the NHS hospital's number",
    );
    assert.doesNotMatch(body.reply, /weeks/, "no answer from the site's pages");
    assert.deepEqual(body.sources, []);
    assert.doesNotMatch(body.reply, /Samaritans/);
  } finally {
    await chat.close();
  }
});

Deno.test("red flags: thoughts of self-harm are signposted to 999, Samaritans and NHS 111 option 2", async () => {
  const chat = await chatApp();
  try {
    const body: ChatAnswerBody =
      await (await chat.ask({ message: "Since the operation I just want to die" })).json();
    assert.match(body.reply, /999/);
    assert.match(body.reply, /Samaritans[^\n]*116 123/);
    assert.match(body.reply, /NHS 111 and choose option 2/);
    assert.doesNotMatch(body.reply, /Sowe Valley/, "only the self-harm message");
    const both: ChatAnswerBody =
      await (await chat.ask({ message: "I have chest pain and I want to end my life" })).json();
    assert.match(both.reply, /Samaritans/);
    assert.match(both.reply, /chest pain, difficulty breathing/);
  } finally {
    await chat.close();
  }
});
