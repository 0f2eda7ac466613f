/**
 * The offline assistant over HTTP: the question table (figure quoted, page linked), questions the
 * site does not answer, follow-ups, and no figure that is not on the site.
 * Set CHAT_KNOWLEDGE=dist/knowledge.json to run the table against the real index.
 */
import assert from "node:assert/strict";
import { phoneLabel, site } from "../../content/site.ts";
import type { KnowledgeSection } from "../../lib/wire-types.ts";
import { SAFETY_NET } from "../../edge/chat/safety-replies.ts";
import { type ChatAnswerBody, chatApp, readKnowledge } from "./chat-helpers.ts";
import { answeredQuestions, unansweredQuestions } from "./chat-questions.ts";

const knowledgePath = Deno.env.get("CHAT_KNOWLEDGE");
const knowledge = readKnowledge(knowledgePath || undefined);
const practicePhone = phoneLabel(site.contacts.practiceManager.phone);

const plain = (text: string) =>
  text.replace(/[\u2012-\u2015]/g, "-").replace(/(\d) ?- ?(\d)/g, "$1-$2");
const numbersIn = (text: string) => plain(text).match(/\d+(?:[.:]\d+)*/g) ?? [];
const pathOf = (url: string) => url.split("#")[0];

/** Every number in the reply must be in a passage it cites or in the site configuration. */
function assertNoInventedNumbers(
  question: string,
  body: ChatAnswerBody,
  sections: KnowledgeSection[],
) {
  const cited = body.sources.map((s) =>
    sections.find((k) => k.url === s.url && k.title === s.title)
  );
  const allowed = new Set([
    ...cited.flatMap((
      k,
    ) => (k ? [...numbersIn(k.text), ...numbersIn(k.title), ...numbersIn(k.url)] : [])),
    ...numbersIn(JSON.stringify(site)),
    // the fixed safety wording: 999, NHS 111
    "999",
    "111",
  ]);
  for (const n of numbersIn(body.reply)) {
    assert.ok(
      allowed.has(n),
      `"${question}": the reply's number ${n} is in no cited passage: ${body.reply}`,
    );
  }
}

Deno.test("offline assistant: each question in the table gets its figure and a link to its page", async () => {
  const chat = await chatApp({ knowledge, chatLimit: 1000 });
  try {
    const failures: string[] = [];
    for (const { question, figure, page } of answeredQuestions) {
      const res = await chat.ask({ message: question, conversationHistory: [] });
      assert.equal(res.status, 200, question);
      const body: ChatAnswerBody = await res.json();
      if (!figure.test(plain(body.reply))) {
        failures.push(`"${question}": expected ${figure} in: ${body.reply}`);
      }
      if (!body.sources.some((s) => [page].flat().includes(pathOf(s.url)))) {
        failures.push(
          `"${question}": expected a source on ${page}, got ${
            body.sources.map((s) => s.url).join(", ")
          }`,
        );
      }
      assert.ok(
        body.reply.includes(`](${body.sources[0].url})`),
        `"${question}": the reply links its page`,
      );
      assertNoInventedNumbers(question, body, knowledge);
    }
    assert.deepEqual(failures, []);
  } finally {
    await chat.close();
  }
});

Deno.test("offline assistant: a question the site does not answer gets the enquiry form, the practice phone and the safety net", async () => {
  const chat = await chatApp({ knowledge });
  try {
    for (const question of unansweredQuestions) {
      const body: ChatAnswerBody = await (await chat.ask({ message: question })).json();
      assert.equal(body.kind, "not-found", question);
      assert.match(body.reply, /couldn't find an answer to that on this website/, question);
      assert.ok(body.reply.includes(practicePhone), `${question}: the practice phone`);
      assert.ok(body.reply.includes("](/Contact)"), `${question}: a link to the enquiry form`);
      assert.ok(body.reply.endsWith(SAFETY_NET), `${question}: ends with the safety net`);
      assert.deepEqual(body.sources.map((s) => s.url), ["/Contact"], question);
      assertNoInventedNumbers(question, body, knowledge);
    }
  } finally {
    await chat.close();
  }
});

Deno.test("offline assistant: a follow-up question is read in the light of the previous one", async () => {
  const chat = await chatApp();
  try {
    const followUp = async (previous: string) => {
      const res = await chat.ask({
        message: "And when can I drive?",
        conversationHistory: [
          {
            role: "system",
            content: "Hi, what can I help you with?",
            timestamp: "2026-06-01T08:59:00.000Z",
          },
          { role: "user", content: previous, timestamp: "2026-06-01T09:00:00.000Z" },
          {
            role: "assistant",
            content: "Here is what the site says.",
            timestamp: "2026-06-01T09:00:01.000Z",
          },
        ],
      });
      return (await res.json()) as ChatAnswerBody;
    };
    const afterArthroscopy = await followUp("Tell me about recovery from a knee arthroscopy");
    assert.match(afterArthroscopy.reply, /4-5 days/);
    assert.equal(pathOf(afterArthroscopy.sources[0].url), "/Treatments/knee-arthroscopy");
    const afterReplacement = await followUp("Tell me about recovery from a total knee replacement");
    assert.match(afterReplacement.reply, /6 weeks/);
    assert.equal(pathOf(afterReplacement.sources[0].url), "/Treatments/total-knee-replacement");
  } finally {
    await chat.close();
  }
});

Deno.test("offline assistant: a greeting gets an offer of help, and an empty index says it cannot find answers", async () => {
  const chat = await chatApp();
  const empty = await chatApp({ knowledge: [] });
  try {
    const hello: ChatAnswerBody = await (await chat.ask({ message: "Hello!" })).json();
    assert.equal(hello.kind, "help");
    assert.match(
      hello.reply,
      /I can answer questions about Mr Edward Ashcombe's knee and hip care/,
    );
    assert.ok(hello.reply.endsWith(SAFETY_NET));
    const nothing: ChatAnswerBody =
      await (await empty.ask({ message: "When can I drive after knee arthroscopy?" })).json();
    assert.match(nothing.reply, /couldn't find an answer/);
    assert.ok(nothing.reply.includes(practicePhone));
    assert.ok(nothing.reply.endsWith(SAFETY_NET));
  } finally {
    await chat.close();
    await empty.close();
  }
});
