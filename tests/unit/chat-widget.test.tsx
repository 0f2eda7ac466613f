// @vitest-environment happy-dom
/**
 * The chat widget as a patient uses it: the layout's launcher button, the panel it opens (in a
 * shadow root), every state of the conversation, the history kept in localStorage, and what is
 * done with whatever the server sends back. `fetch` is the only thing replaced: it answers as
 * the /api/gemini endpoint would (or fails the way a network or server can).
 *
 * No JSX here: this file is compiled like the React page code, while the widget's own .tsx files
 * use Preact's JSX runtime (widgets/tsconfig.json, and a pragma so any tsconfig reads them so).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initChatLauncher } from "../../widgets/site/chat-launcher.ts";
import { widgetLoaders } from "../../widgets/site/widgets.ts";
import { STORAGE_KEY } from "../../widgets/chat/messages.ts";
import { SYMPTOM_PATH_JSON } from "../../lib/symptom-path.ts";
import type { ChatReply } from "../../lib/wire-types.ts";
import { symptomPathData } from "../../content/symptom-path.ts";
import { Retriever } from "../../edge/chat/retriever.ts";
import { offlineAnswer } from "../../edge/chat/offline.ts";

const GREETING =
  "Hi, what can I help you with? I'm Mr Ashcombe's assistant and can guide you through our services, treatments, and help you find the right information.";
const ERROR =
  "I'm sorry, I encountered an error while processing your request. Please try again later.";
const NOTICE =
  "General information only, not medical advice. In an emergency call 999; for urgent help call NHS 111. Please do not enter personal details.";

interface SentRequest {
  url: string;
  body: {
    message: string;
    conversationHistory: Array<{ role: string; content: string; timestamp: string }>;
  };
}

/** What the fake /api/gemini does with the next request. */
type Answer = () => Response | Promise<Response>;
const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

let requests: SentRequest[];
let answer: Answer;
let confirmAnswer: boolean;
/** What the fake server answers for the symptom path's file (GET /widgets/urgent-care.json). */
let pathFile: Answer;
let pathRequests: string[];

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = "";
  requests = [];
  answer = json(200, { reply: "Most people can drive after 4-5 days.", sources: [] });
  confirmAnswer = true;
  pathFile = json(200, symptomPathData());
  pathRequests = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith(SYMPTOM_PATH_JSON)) {
        pathRequests.push(url);
        return await pathFile();
      }
      requests.push({ url, body: JSON.parse(String(init!.body)) });
      return await answer();
    }),
  );
  vi.stubGlobal("confirm", vi.fn(() => confirmAnswer));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function waitFor<T>(check: () => T | null | undefined | false, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A page as the layout renders it: the hidden launcher button, then the site script. */
function loadPage(): HTMLButtonElement {
  document.body.innerHTML =
    `<main><a href="/">Home</a></main><button type="button" class="chat-launcher" data-chat-launcher="" data-surgeon="Mr Ashcombe" hidden><span>Ask Mr Ashcombe's assistant</span></button>`;
  initChatLauncher();
  return document.querySelector<HTMLButtonElement>("[data-chat-launcher]")!;
}

/** The panel's parts, found inside its shadow root. */
function chat(launcher: HTMLElement) {
  const root = (launcher.nextElementSibling as HTMLElement | null)?.shadowRoot ?? null;
  const $ = <T extends Element>(selector: string) => root?.querySelector<T>(selector) ?? null;
  return {
    root,
    dialog: () => $<HTMLElement>("[role=dialog]"),
    textarea: () => $<HTMLTextAreaElement>("textarea")!,
    messages: () => [...(root?.querySelectorAll<HTMLLIElement>(".log > li") ?? [])],
    texts: () =>
      [...(root?.querySelectorAll<HTMLLIElement>(".log > li") ?? [])].map((li) => li.textContent),
    button: (name: string) =>
      [...(root?.querySelectorAll<HTMLButtonElement>("button") ?? [])].find((b) =>
        b.textContent?.trim() === name || b.getAttribute("aria-label") === name
      )!,
    live: () => $<HTMLElement>("[aria-live=polite]")!.textContent,
    isOpen: () => !!$<HTMLElement>("[role=dialog]") && !$<HTMLElement>("[role=dialog]")!.hidden,
  };
}

async function openChat(launcher: HTMLButtonElement) {
  launcher.click();
  await waitFor(() => chat(launcher).isOpen(), "the panel to open");
  return chat(launcher);
}

function type(textarea: HTMLTextAreaElement, text: string) {
  textarea.value = text;
  textarea.dispatchEvent(new Event("input", { bubbles: true }));
}

function pressEnter(textarea: HTMLTextAreaElement, shiftKey = false): KeyboardEvent {
  const event = new KeyboardEvent("keydown", {
    key: "Enter",
    shiftKey,
    bubbles: true,
    cancelable: true,
  });
  textarea.dispatchEvent(event);
  return event;
}

async function ask(panel: ReturnType<typeof chat>, question: string) {
  const before = panel.messages().length;
  type(panel.textarea(), question);
  pressEnter(panel.textarea());
  // the question, then the reply (the "Thinking..." line in between goes away)
  await waitFor(
    () => panel.messages().length === before + 2 && !panel.root!.querySelector(".thinking"),
    "a reply",
  );
}

const stored = () =>
  JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]") as Array<Record<string, unknown>>;

describe("opening and closing", () => {
  it("shows the launcher once the script runs and opens a labelled, non-modal dialog with focus in the input", async () => {
    const launcher = loadPage();
    expect(launcher.hidden).toBe(false);
    expect(launcher.getAttribute("aria-expanded")).toBe("false");
    const panel = await openChat(launcher);
    const dialog = panel.dialog()!;
    expect(dialog.getAttribute("aria-modal")).toBe("false");
    const title = panel.root!.getElementById(dialog.getAttribute("aria-labelledby")!)!;
    expect(title.textContent).toBe("Mr Ashcombe's assistant");
    expect(launcher.getAttribute("aria-expanded")).toBe("true");
    await waitFor(() => panel.root!.activeElement === panel.textarea(), "focus in the input");
    expect(panel.textarea().getAttribute("rows")).toBe("1");
    expect(panel.root!.querySelector(".notice")!.textContent).toBe(NOTICE);
  });

  it("closes with Escape and with the close button, and focus goes back to the launcher", async () => {
    const launcher = loadPage();
    let panel = await openChat(launcher);
    panel.textarea().dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    await waitFor(() => !panel.isOpen(), "Escape to close the panel");
    expect(document.activeElement).toBe(launcher);
    expect(launcher.getAttribute("aria-expanded")).toBe("false");

    panel = await openChat(launcher);
    panel.button("Close chat").click();
    await waitFor(() => !panel.isOpen(), "the close button to close the panel");
    expect(document.activeElement).toBe(launcher);
  });

  it("toggles with the launcher", async () => {
    const launcher = loadPage();
    const panel = await openChat(launcher);
    launcher.click();
    await waitFor(() => !panel.isOpen(), "a second click to close the panel");
  });
});

describe("the greeting", () => {
  it("is seeded once, on first open, with the surgeon's name", async () => {
    const launcher = loadPage();
    let panel = await openChat(launcher);
    expect(panel.texts()).toEqual([`Assistant:${GREETING}`]);
    expect(stored()).toEqual([{
      role: "system",
      content: GREETING,
      timestamp: expect.any(String),
    }]);

    launcher.click(); // close
    panel = await openChat(launcher); // and open again
    expect(panel.messages()).toHaveLength(1);

    // another page
    panel = await openChat(loadPage());
    expect(panel.messages()).toHaveLength(1);
    expect(stored()).toHaveLength(1);
  });
});

describe("sending", () => {
  it("Enter sends: the question shows, then 'Thinking...', then the reply, which is announced", async () => {
    let release!: () => void;
    answer = () =>
      new Promise((resolve) => {
        release = () =>
          resolve(
            new Response(
              JSON.stringify({ reply: "Most people can drive after 4-5 days.", sources: [] }),
              { status: 200 },
            ),
          );
      });
    const panel = await openChat(loadPage());
    type(panel.textarea(), "  When can I drive after knee arthroscopy?  ");
    const enter = pressEnter(panel.textarea());
    expect(enter.defaultPrevented).toBe(true);

    await waitFor(() => panel.root!.querySelector(".thinking"), "Thinking...");
    expect(panel.root!.querySelector(".thinking")!.textContent).toBe("Thinking...");
    expect(panel.texts()[1]).toBe("You:When can I drive after knee arthroscopy?");
    expect(panel.textarea().value).toBe("");
    expect(requests).toHaveLength(1);
    expect(requests[0].url).toBe("/api/gemini");
    expect(requests[0].body.message).toBe("When can I drive after knee arthroscopy?");

    release();
    await waitFor(() => !panel.root!.querySelector(".thinking"), "the reply");
    expect(panel.texts()[2]).toBe("Assistant:Most people can drive after 4-5 days.");
    expect(panel.live()).toBe("Most people can drive after 4-5 days.");
  });

  it("Shift+Enter adds a newline instead of sending", async () => {
    const panel = await openChat(loadPage());
    type(panel.textarea(), "First line");
    const event = pressEnter(panel.textarea(), true);
    expect(event.defaultPrevented).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(0);
    expect(panel.textarea().value).toBe("First line");
  });

  it("does not send empty or whitespace-only messages (Enter or the Send button)", async () => {
    const panel = await openChat(loadPage());
    for (const text of ["", "   ", "\n\t "]) {
      type(panel.textarea(), text);
      pressEnter(panel.textarea());
      panel.button("Send").click();
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toHaveLength(0);
    expect(panel.messages()).toHaveLength(1);
  });

  it("sends only the last 5 messages as history, each with role, content and timestamp", async () => {
    const earlier = Array.from({ length: 8 }, (_, i) => ({
      role: i % 2 ? "assistant" : "user",
      content: `message ${i + 1}`,
      timestamp: `2026-06-01T09:00:0${i}.000Z`,
    }));
    localStorage.setItem(STORAGE_KEY, JSON.stringify(earlier));
    const panel = await openChat(loadPage());
    expect(panel.messages()).toHaveLength(8);
    await ask(panel, "And when can I drive?");
    expect(requests[0].body.conversationHistory).toEqual(earlier.slice(-5));
  });
});

describe("history", () => {
  it("is kept in localStorage (role, content, timestamp) and is there again on the next page", async () => {
    answer = json(200, {
      reply:
        "Driving: after 4-5 days.\n\nRead more: [Knee arthroscopy](/Treatments/knee-arthroscopy).",
      sources: [{
        title: "Knee Arthroscopy — Returning to Activities",
        url: "/Treatments/knee-arthroscopy",
      }],
    });
    let panel = await openChat(loadPage());
    await ask(panel, "When can I drive after knee arthroscopy?");
    expect(stored().map((m) => [m.role, m.content])).toEqual([
      ["system", GREETING],
      ["user", "When can I drive after knee arthroscopy?"],
      [
        "assistant",
        "Driving: after 4-5 days.\n\nRead more: [Knee arthroscopy](/Treatments/knee-arthroscopy).",
      ],
    ]);
    for (const message of stored()) expect(Date.parse(String(message.timestamp))).not.toBeNaN();

    panel = await openChat(loadPage()); // another page
    expect(panel.texts()).toEqual([
      `Assistant:${GREETING}`,
      "You:When can I drive after knee arthroscopy?",
      // the source is the page the reply links to: one link, no "Sources" repeating it
      "Assistant:Driving: after 4-5 days.\n\nRead more: Knee arthroscopy.",
    ]);
    expect(panel.root!.querySelector<HTMLAnchorElement>(".log a")!.getAttribute("href")).toBe(
      `${location.origin}/Treatments/knee-arthroscopy`,
    );
  });

  it("ignores stored data that is not a conversation", async () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify([{ role: "admin", content: "x" }, "text", null, { role: "user", content: 3 }]),
    );
    let panel = await openChat(loadPage());
    expect(panel.texts()).toEqual([`Assistant:${GREETING}`]);
    localStorage.setItem(STORAGE_KEY, "{not json");
    panel = await openChat(loadPage());
    expect(panel.texts()).toEqual([`Assistant:${GREETING}`]);
  });

  it("is cleared when the patient accepts the confirm prompt, and the greeting starts again", async () => {
    const panel = await openChat(loadPage());
    await ask(panel, "When can I drive after knee arthroscopy?");
    panel.button("Clear").click();
    expect(confirm).toHaveBeenCalledTimes(1);
    await waitFor(() => panel.messages().length === 1, "the conversation to clear");
    expect(panel.texts()).toEqual([`Assistant:${GREETING}`]);
    expect(stored().map((m) => m.role)).toEqual(["system"]);
  });

  it("is kept when the patient refuses the confirm prompt", async () => {
    confirmAnswer = false;
    const panel = await openChat(loadPage());
    await ask(panel, "When can I drive after knee arthroscopy?");
    panel.button("Clear").click();
    expect(confirm).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(panel.messages()).toHaveLength(3);
    expect(stored()).toHaveLength(3);
  });
});

describe("when the call fails", () => {
  const failures: Array<[string, Answer]> = [
    ["the network fails", () => Promise.reject(new TypeError("Failed to fetch"))],
    [
      "the server answers 500",
      json(500, { success: false, error: "Something went wrong on our side." }),
    ],
    [
      "the server answers 400",
      json(400, { success: false, error: "Please type a message before sending." }),
    ],
    [
      "the answer is not JSON",
      () => new Response("<html>Bad gateway</html>", { status: 502 }),
    ],
    ["a 200 answer has no reply", json(200, { sources: [] })],
  ];

  it.each(failures)("%s: the error message is shown", async (_what, failure) => {
    answer = failure;
    const panel = await openChat(loadPage());
    await ask(panel, "When can I drive after knee arthroscopy?");
    expect(panel.texts().at(-1)).toBe(`Assistant:${ERROR}`);
    expect(panel.live()).toBe(ERROR);
  });

  it("a 429 shows the server's friendly message", async () => {
    const friendly =
      "You have sent a lot of messages in a short time. Please wait a few minutes and try again.";
    answer = json(429, { success: false, error: friendly });
    const panel = await openChat(loadPage());
    await ask(panel, "When can I drive after knee arthroscopy?");
    expect(panel.texts().at(-1)).toBe(`Assistant:${friendly}`);
  });

  it("an error notice is not sent back as history", async () => {
    answer = json(500, {});
    const panel = await openChat(loadPage());
    await ask(panel, "First question");
    answer = json(200, { reply: "An answer.", sources: [] });
    await ask(panel, "Second question");
    expect(requests[1].body.conversationHistory.map((m) => m.content)).toEqual([
      GREETING,
      "First question",
    ]);
  });
});

describe("what the server sends is text", () => {
  it("renders site links and sources as links", async () => {
    answer = json(200, {
      reply:
        "See [knee arthroscopy](/Treatments/knee-arthroscopy) and [the ACL page](/Conditions/acl/-ligament-injury-(sports-knee-injury)).",
      sources: [{
        title: "Knee Arthroscopy — Recovery",
        url: "/Treatments/knee-arthroscopy#recovery",
      }],
    });
    const panel = await openChat(loadPage());
    await ask(panel, "When can I drive after knee arthroscopy?");
    const links = [...panel.messages().at(-1)!.querySelectorAll("a")].map((
      a,
    ) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["knee arthroscopy", `${location.origin}/Treatments/knee-arthroscopy`],
      ["the ACL page", `${location.origin}/Conditions/acl/-ligament-injury-(sports-knee-injury)`],
      ["Knee Arthroscopy — Recovery", `${location.origin}/Treatments/knee-arthroscopy#recovery`],
    ]);
  });

  it("makes the numbers a reply or the notice tells the patient to call tel: links, and leaves other figures as text", async () => {
    answer = json(200, {
      reply:
        "What you describe can be a sign of a life-threatening emergency.\n• Call 999 now.\n• Or ring the ward on 01632 960 120.\nMost of 999 patients go home in 3 days.",
      sources: [],
    });
    const panel = await openChat(loadPage());
    await ask(panel, "my chest is tight and hurts");
    const last = panel.messages().at(-1)!;
    const links = [...last.querySelectorAll("a")].map((
      a,
    ) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([["999", "tel:999"], ["01632 960 120", "tel:+441632960120"]]);
    expect(last.textContent).toContain("Most of 999 patients go home in 3 days.");
    const notice = [...panel.root!.querySelectorAll(".notice a")].map((
      a,
    ) => [a.textContent, a.getAttribute("href")]);
    expect(notice).toEqual([["999", "tel:999"], ["NHS 111", "tel:111"]]);
  });

  it.each([
    [
      "HTML",
      "<img src=x onerror=alert(1)> <b>bold</b>",
      "<img src=x onerror=alert(1)> <b>bold</b>",
    ],
    ["a javascript: link", "Click [x](javascript:alert(1)) now", "Click x now"],
    [
      "a link to another site",
      "See [our partner](https://elsewhere.example/page)",
      "See our partner",
    ],
    ["a protocol-relative link", "See [this](//elsewhere.example/page)", "See this"],
    ["a data: link", "See [this](data:text/html,hi)", "See this"],
  ])("renders %s as plain text", async (_what, reply, shown) => {
    answer = json(200, {
      reply,
      sources: [{ title: "Bad", url: "javascript:alert(1)" }, {
        title: "<b>x</b>",
        url: "https://elsewhere.example/",
      }],
    });
    const panel = await openChat(loadPage());
    await ask(panel, "A question");
    const last = panel.messages().at(-1)!;
    expect(last.textContent).toBe(`Assistant:${shown}`);
    expect(last.querySelectorAll("a, img, b, script")).toHaveLength(0);
  });
});

describe("embedded with [data-widget=chat]", () => {
  it("mounts a launcher that opens the panel, talking to the configured API and linking to its site", async () => {
    answer = json(200, {
      reply: "See [knee arthroscopy](/Treatments/knee-arthroscopy).",
      sources: [],
    });
    document.body.innerHTML =
      `<div data-widget="chat" data-surgeon="Mr Ashcombe" data-api-base="https://surgeon.example/api/"></div>`;
    const element = document.querySelector<HTMLElement>("[data-widget=chat]")!;
    const widget = await widgetLoaders.chat();
    await widget.mount(element);
    const launcher = element.shadowRoot!.querySelector<HTMLButtonElement>("button.launcher")!;
    expect(launcher.textContent).toBe("Ask Mr Ashcombe's assistant");
    const panel = await openChat(launcher);
    expect(panel.texts()).toEqual([`Assistant:${GREETING}`]);
    await ask(panel, "When can I drive after knee arthroscopy?");
    expect(requests[0].url).toBe("https://surgeon.example/api/gemini");
    expect(panel.root!.querySelector(".log a")!.getAttribute("href")).toBe(
      "https://surgeon.example/Treatments/knee-arthroscopy",
    );
  });
});

/** The links of an element as [text, href]. */
const linksOf = (element: Element) =>
  [...element.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]);

describe("urgent replies show as an urgent card", () => {
  const emergency: ChatReply = {
    reply: [
      "What you describe — chest pain — can be a sign of a life-threatening emergency.",
      "• Call 999 now.",
      "• If the person is not breathing or not responding, stay on the line.",
      "Please don't wait for a reply here: this chat cannot send help.",
    ].join("\n"),
    sources: [],
    kind: "emergency",
    urgent: { service: "999", calls: [{ label: "Call 999", tel: "999" }] },
  };

  it("a 999 reply: its heading, a big tap-to-call button, the words as a list, announced heading first", async () => {
    answer = json(200, emergency);
    const panel = await openChat(loadPage());
    await ask(panel, "my chest is tight and hurts");
    const card = panel.messages().at(-1)!;
    expect(card.classList.contains("urgent")).toBe(true);
    expect(card.querySelector("h3")!.textContent).toBe("Call 999 now");
    const buttons = [...card.querySelectorAll<HTMLAnchorElement>("a.call")];
    expect(buttons.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Call 999", "tel:999"],
    ]);
    // the typed bullets became a list a screen reader can count
    expect([...card.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "Call 999 now.",
      "If the person is not breathing or not responding, stay on the line.",
    ]);
    expect(card.textContent).not.toContain("•");
    expect(card.textContent).toContain("this chat cannot send help");
    expect(panel.live()).toBe(
      `Call 999 now. ${emergency.reply}`,
    );
  });

  it.each(
    [
      ["999", "Call 999 now", [["Call 999", "999"]]],
      ["ae", "Go to A&E now", [["Call 999 if the person cannot be moved", "999"]]],
      ["111", "Call NHS 111 now", [["Call NHS 111", "111"], [
        "Call the ward at Sowe Valley Private Hospital",
        "+441632960255",
      ]]],
      ["samaritans", "Talk to Samaritans now", [["Call Samaritans on 116 123", "116123"], [
        "Call 999 if in danger now",
        "999",
      ]]],
    ] as const,
  )("service %s: heading %s and a tel: button for each number", async (service, heading, calls) => {
    answer = json(200, {
      ...emergency,
      reply: "What to do now.",
      urgent: { service, calls: calls.map(([label, tel]) => ({ label, tel })) },
    });
    const panel = await openChat(loadPage());
    await ask(panel, "help");
    const card = panel.messages().at(-1)!;
    expect(card.querySelector("h3")!.textContent).toBe(heading);
    expect(linksOf(card).filter(([, href]) => href!.startsWith("tel:"))).toEqual(
      calls.map(([label, tel]) => [label, `tel:${tel}`]),
    );
  });

  it("a help-now reply: 'Get help now', its numbers in the order sent, then the answer with one link to its page", async () => {
    answer = json(
      200,
      {
        reply:
          "If this is happening now and you're worried, please get help now rather than wait for a reply here:\n• Call 999 for chest pain.\n• Otherwise call NHS 111.\n\nBruising: it often spreads down the leg.\n\nRead more: [After surgery](/PreAndPostcare).",
        sources: [{ title: "After surgery", url: "/PreAndPostcare" }],
        kind: "help-now",
        urgent: {
          service: "111",
          calls: [{ label: "Call 999", tel: "999" }, { label: "Call NHS 111", tel: "111" }],
        },
      } satisfies ChatReply,
    );
    const panel = await openChat(loadPage());
    await ask(panel, "my leg is bruised and swollen");
    const card = panel.messages().at(-1)!;
    expect(card.querySelector("h3")!.textContent).toBe("Get help now");
    expect(linksOf(card)).toEqual([
      ["Call 999", "tel:999"],
      ["Call NHS 111", "tel:111"],
      ["999", "tel:999"],
      ["NHS 111", "tel:111"],
      ["After surgery", `${location.origin}/PreAndPostcare`],
    ]);
    expect(card.querySelector(".sources")).toBeNull();
    expect(panel.live()).toMatch(/^Get help now\. If this is happening now/);
  });

  it("stays a card on the next page (the history keeps kind and urgent)", async () => {
    answer = json(200, emergency);
    let panel = await openChat(loadPage());
    await ask(panel, "my chest is tight and hurts");
    panel = await openChat(loadPage());
    expect(panel.messages().at(-1)!.querySelector("h3")!.textContent).toBe("Call 999 now");
    expect(panel.messages().at(-1)!.querySelector("a.call")!.getAttribute("href")).toBe("tel:999");
  });

  it.each([
    ["an emergency without urgent", { ...emergency, urgent: undefined }],
    ["an unknown service", { ...emergency, urgent: { service: "police", calls: [] } }],
    ["a service that is an Object property", {
      ...emergency,
      urgent: { service: "constructor", calls: [] },
    }],
    ["urgent on an ordinary answer", { ...emergency, kind: "answer" }],
  ])("%s: an ordinary message, nothing guessed from its words", async (_what, body) => {
    answer = json(200, body);
    const panel = await openChat(loadPage());
    await ask(panel, "my chest is tight and hurts");
    const last = panel.messages().at(-1)!;
    expect(last.classList.contains("urgent")).toBe(false);
    expect(last.querySelector("h3, a.call")).toBeNull();
  });

  it("offers a button only for a number: anything else sent as one is left out", async () => {
    answer = json(200, {
      ...emergency,
      urgent: {
        service: "999",
        calls: [
          { label: "Call 999", tel: "999" },
          { label: "Bad", tel: "javascript:alert(1)" },
          { label: "Bad", tel: "999;x" },
          { label: 5, tel: "999" },
          "999",
          null,
        ],
      },
    });
    const panel = await openChat(loadPage());
    await ask(panel, "my chest is tight and hurts");
    expect(linksOf(panel.messages().at(-1)!.querySelector(".call")!.parentElement!)).toEqual([
      ["Call 999", "tel:999"],
      ["999", "tel:999"],
    ]);
  });
});

describe("an answer links to its page once, with clean punctuation", () => {
  // A passage whose title is a question, answered by the real offline assistant (edge/chat).
  const sections = [
    {
      title: "Knee Arthroscopy — When can I drive after keyhole knee surgery?",
      url: "/Treatments/knee-arthroscopy#faq",
      text:
        "Most people can drive 4-5 days after knee arthroscopy, once they can stop the car safely.",
    },
    {
      title: "Knee Arthroscopy — Returning to work",
      url: "/Treatments/knee-arthroscopy#work",
      text: "Most people return to a desk job 14 days after knee arthroscopy.",
    },
  ];

  it("the offline assistant's answer: one link to the page (no Sources repeating it), no '?:' or '?.'", async () => {
    const body = offlineAnswer(
      new Retriever(sections).retrieve("When can I drive after knee arthroscopy?"),
    );
    expect(body.sources).toHaveLength(1);
    answer = json(200, body);
    const panel = await openChat(loadPage());
    await ask(panel, "When can I drive after knee arthroscopy?");
    const reply = panel.messages().at(-1)!;
    expect(linksOf(reply)).toEqual([[sections[0].title, `${location.origin}${sections[0].url}`]]);
    expect(reply.querySelector(".sources")).toBeNull();
    expect(reply.textContent).toContain("keyhole knee surgery?\n");
    expect(reply.textContent).not.toMatch(/\?[:.]/);
  });

  it("a source the reply does not link to is still listed", async () => {
    answer = json(200, {
      reply:
        "Driving: after 4-5 days.\n\nRead more: [Knee arthroscopy](/Treatments/knee-arthroscopy).",
      sources: [
        { title: "Knee arthroscopy", url: "/Treatments/knee-arthroscopy" },
        { title: "Recovery", url: "/Treatments/knee-arthroscopy#recovery" },
      ],
    });
    const panel = await openChat(loadPage());
    await ask(panel, "When can I drive?");
    const reply = panel.messages().at(-1)!;
    expect(linksOf(reply.querySelector(".sources")!)).toEqual([
      ["Recovery", `${location.origin}/Treatments/knee-arthroscopy#recovery`],
    ]);
    expect(
      linksOf(reply).filter(([, href]) =>
        href === `${location.origin}/Treatments/knee-arthroscopy`
      ),
    ).toHaveLength(1);
  });
});

describe("worried about a symptom now?", () => {
  const path = symptomPathData();
  /** The path's parts in the panel. */
  const view = (panel: ReturnType<typeof chat>) => ({
    heading: () => panel.root!.querySelector<HTMLElement>(".path h3"),
    text: () => panel.root!.querySelector(".path")?.textContent ?? "",
    button: (name: string) =>
      [...panel.root!.querySelectorAll<HTMLButtonElement>(".path button")].find((b) =>
        b.textContent === name
      ),
  });

  async function startPath(panel: ReturnType<typeof chat>) {
    panel.button("Worried about a symptom now?").click();
    await waitFor(() => view(panel).heading()?.textContent?.startsWith("Question 1"), "question 1");
    return view(panel);
  }

  /** Answers No until question `n` (from 1) shows, then `yes`. */
  async function answerAt(panel: ReturnType<typeof chat>, n: number, yes: boolean) {
    const path = view(panel);
    for (let i = 1; i < n; i++) {
      path.button("No")!.click();
      await waitFor(
        () => path.heading()?.textContent?.startsWith(`Question ${i + 1} of`),
        `question ${i + 1}`,
      );
    }
    path.button(yes ? "Yes" : "No")!.click();
  }

  it("fetches the questions only when started, and asks them one at a time with focus on each", async () => {
    const panel = await openChat(loadPage());
    expect(pathRequests).toEqual([]);
    const path = await startPath(panel);
    expect(pathRequests).toEqual([`${location.origin}${SYMPTOM_PATH_JSON}`]);
    const { questions } = symptomPathData();
    expect(path.heading()!.textContent).toBe(
      `Question 1 of ${questions.length}${questions[0].text}`,
    );
    await waitFor(() => panel.root!.activeElement === path.heading(), "focus on the question");
    expect(path.text()).toContain("If you think someone's life is at risk");
    expect(panel.root!.querySelector("textarea")).toBeNull(); // the path takes the chat's place
    path.button("No")!.click();
    await waitFor(() => path.heading()?.textContent?.startsWith("Question 2 of"), "question 2");
    expect(path.heading()!.textContent).toContain(questions[1].text);
    await waitFor(() => panel.root!.activeElement === path.heading(), "focus on question 2");
    expect(requests).toEqual([]); // nothing is sent to the assistant
  });

  const firstOf = (service: string) => path.questions.findIndex((q) => q.service === service) + 1;
  const lastOf = (service: string) =>
    path.questions.map((q) => q.service).lastIndexOf(service as never) + 1;
  it.each(
    [
      ["999", firstOf("999"), "Call 999 now", [["Call 999", "tel:999"]]],
      ["999", lastOf("999"), "Call 999 now", [["Call 999", "tel:999"]]],
      ["ae", firstOf("ae"), "Go to A&E now", [[
        "Call 999 if they cannot get there safely",
        "tel:999",
      ]]],
      ["ae", lastOf("ae"), "Go to A&E now", [[
        "Call 999 if they cannot get there safely",
        "tel:999",
      ]]],
      ["111", firstOf("111"), "Call NHS 111 now", [
        ["Call NHS 111", "tel:111"],
        ["Call the ward at Sowe Valley Private Hospital", "tel:+441632960255"],
        ["Call the ward at Arden Valley General Hospital", "tel:+441632960345"],
      ]],
      ["111", lastOf("111"), "Call NHS 111 now", [
        ["Call NHS 111", "tel:111"],
        ["Call the ward at Sowe Valley Private Hospital", "tel:+441632960255"],
        ["Call the ward at Arden Valley General Hospital", "tel:+441632960345"],
      ]],
    ] as const,
  )(
    "yes to a %s sign (question %i) ends at its card: %s, its call buttons and what to do",
    async (service, n, heading, calls) => {
      const panel = await openChat(loadPage());
      await startPath(panel);
      await answerAt(panel, n, true);
      const card = await waitFor(() => panel.root!.querySelector(".path .card"), "the card");
      expect(card.querySelector("h3")!.textContent).toBe(heading);
      await waitFor(() => panel.root!.activeElement === card.querySelector("h3"), "focus");
      expect(linksOf(card).filter(([, href]) => href!.startsWith("tel:")).slice(0, calls.length))
        .toEqual(calls);
      // what to do, as read (its inline links' words, not their markdown)
      const action = symptomPathData().outcomes[service].action.replace(
        /\[([^\]]+)\]\([^)]+\)/g,
        "$1",
      );
      expect(card.textContent).toContain(action.slice(0, 40));
    },
  );

  it("no to every question ends with the safety advice, and Back to the chat returns to the conversation", async () => {
    const panel = await openChat(loadPage());
    await startPath(panel);
    await answerAt(panel, path.questions.length, false);
    const path_ = view(panel);
    await waitFor(() => path_.heading()?.textContent === path.none.heading, "the advice");
    await waitFor(() => panel.root!.activeElement === path_.heading(), "focus on the advice");
    expect(path_.text()).toContain("If you are still worried, use NHS 111 online");
    expect(path_.text()).toContain("GP practice");
    expect(panel.root!.querySelector(".path .card")).toBeNull();
    path_.button("Back to the chat")!.click();
    await waitFor(() => panel.root!.querySelector("textarea"), "the chat again");
    expect(panel.texts()).toEqual([`Assistant:${GREETING}`]); // the path left no messages
    await waitFor(() => panel.root!.activeElement === panel.textarea(), "focus in the input");
  });

  it("Back goes to the previous question, and from an outcome back to its question", async () => {
    const panel = await openChat(loadPage());
    const path_ = await startPath(panel);
    await answerAt(panel, 2, true);
    await waitFor(() => panel.root!.querySelector(".path .card"), "the card");
    path_.button("Back")!.click();
    await waitFor(() => path_.heading()?.textContent?.startsWith("Question 2 of"), "question 2");
    path_.button("Back")!.click();
    await waitFor(() => path_.heading()?.textContent?.startsWith("Question 1 of"), "question 1");
    expect(path_.button("Back")).toBeUndefined();
  });

  it.each([
    ["the file cannot be fetched", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["the file is not the path", json(200, { questions: [] })],
    ["the server fails", json(500, {})],
  ])("%s: links to the same path's pages, which need no script", async (_what, failure) => {
    pathFile = failure;
    const panel = await openChat(loadPage());
    panel.button("Worried about a symptom now?").click();
    const link = await waitFor(
      () => panel.root!.querySelector<HTMLAnchorElement>(".path a"),
      "the fallback link",
    );
    expect(link.textContent).toBe("answer them on the website");
    expect(link.getAttribute("href")).toBe(`${location.origin}/worried-about-a-symptom`);
    expect(view(panel).button("Back to the chat")).toBeDefined();
  });
});
