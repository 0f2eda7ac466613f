/**
 * An answer quotes its passage under the passage's title and links to it once ("Read more: …").
 * A title that is a question ends in "?" already, so nothing is added after it: no "?:" or "?."
 * (issue 25, "in the panel").
 */
import assert from "node:assert/strict";
import { type ChatAnswerBody, chatApp } from "./chat-helpers.ts";

const question = {
  title: "Knee Arthroscopy — When can I drive after keyhole knee surgery?",
  url: "/Treatments/knee-arthroscopy#faq",
  text: "Most people can drive 4-5 days after knee arthroscopy, once they can stop the car safely.",
};
const statement = {
  title: "Knee Arthroscopy — Returning to work",
  url: "/Treatments/knee-arthroscopy#work",
  text: "Most people return to a desk job 14 days after knee arthroscopy.",
};

Deno.test("offline answers: a question title gets no colon or full stop after its question mark", async () => {
  const chat = await chatApp({ knowledge: [question, statement], chatLimit: 100 });
  try {
    const res = await chat.ask({
      message: "When can I drive after knee arthroscopy?",
      conversationHistory: [],
    });
    const body: ChatAnswerBody = await res.json();
    assert.equal(body.kind, "answer", body.reply);
    assert.match(body.reply, /^Knee Arthroscopy — When can I drive after keyhole knee surgery\?\n/);
    assert.match(body.reply, /Read more: \[[^\]]+\?\]\([^)]+\)$/);
    assert.doesNotMatch(body.reply, /\?[:.]/);
  } finally {
    await chat.close();
  }
});

Deno.test("offline answers: a title that is not a question is still followed by a colon, and the link by a full stop", async () => {
  const chat = await chatApp({ knowledge: [question, statement], chatLimit: 100 });
  try {
    const res = await chat.ask({
      message: "When can I go back to work after knee arthroscopy?",
      conversationHistory: [],
    });
    const body: ChatAnswerBody = await res.json();
    assert.equal(body.kind, "answer", body.reply);
    assert.match(body.reply, /^Knee Arthroscopy — Returning to work:\n/);
    assert.match(body.reply, /Read more: \[Knee Arthroscopy — Returning to work\]\([^)]+\)\.$/);
  } finally {
    await chat.close();
  }
});
