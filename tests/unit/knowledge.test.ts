/**
 * The chat's knowledge index as the build writes it (dist/knowledge.json): every page of the
 * route table is in it, every entry points at a real page (and a real anchor), the clinical
 * figures of spec §9 sit under the page that shows them, and the offline assistant answers the
 * chat's question table from it (the edge tests run that table against a small fixture).
 */
import { describe, expect, it } from "vitest";
import type { KnowledgeSection } from "../../lib/wire-types.ts";
import { phoneLabel, site } from "../../content/site.ts";
import { physiotherapyCentres } from "../../content/physiotherapy.ts";
import { allRoutes } from "../../pages/routes.ts";
import { knowledgeSections, type PagePassage } from "../../scripts/build/knowledge.ts";
import { chatProcessing } from "../../content/privacy.ts";
import { knowledgeFor } from "../../edge/chat/knowledge.ts";
import { distFile, requireDist } from "./dist.ts";
import { Retriever } from "../../edge/chat/retriever.ts";
import { offlineAnswer } from "../../edge/chat/offline.ts";
import { answeredQuestions, unansweredQuestions } from "../../tests/edge/chat-questions.ts";

const manifest = requireDist();
const { sections } = JSON.parse(distFile("/knowledge.json").toString("utf8")) as {
  sections: KnowledgeSection[];
};
const pathOf = (url: string) => url.split("#")[0];
const plain = (text: string) => text.replace(/[\u2012-\u2015]/g, "-");
const sectionsOf = (path: string) => sections.filter((s) => pathOf(s.url) === path);
const pageHtml = (path: string) => {
  const row = manifest.routes.find((r) => r.path === path);
  if (!row) throw new Error(`${path} is not a built route`);
  return distFile(`/${row.file}`).toString("utf8");
};

describe("the knowledge index covers the site", () => {
  // Every content page; not aliases, and not pages kept out of search such as the enquiry thank-you page.
  const pages = allRoutes().filter((route) => !route.canonical && !route.noindex);

  it.each(pages.map((r) => [r.path]))("%s has passages in the index", (path) => {
    expect(sectionsOf(path).length).toBeGreaterThan(0);
  });

  // (the chat may also answer from a page kept out of search: the widgets page, the symptom check)
  it("points only at pages of the route table, and at anchors those pages have", () => {
    const paths = new Set(allRoutes().filter((route) => !route.canonical).map((r) => r.path));
    for (const section of sections) {
      expect(paths.has(pathOf(section.url)), section.url).toBe(true);
      const anchor = section.url.split("#")[1];
      if (anchor) expect(pageHtml(pathOf(section.url))).toContain(` id="${anchor}"`);
    }
  });

  it("titles each passage 'Page heading — Section title' with plain sentences as its text", () => {
    for (const { title, text } of sections) {
      expect(title).toMatch(/^[^—]+ — .+$/);
      expect(text.length, title).toBeGreaterThan(10);
      expect(text, title).not.toMatch(/\]\(|\.\.(?!\.)|\.;|\{pages\}/);
    }
  });
});

/** [page, figure] — figures from spec §9, each on the page that shows it. */
const figures: Array<[page: string, figure: RegExp]> = [
  ["/Treatments/knee-arthroscopy", /driving:? after 4-5 days/i],
  ["/Treatments/knee-arthroscopy", /desk work:? within 14 days/i],
  ["/Treatments/knee-arthroscopy", /competitive sport:? after 6 weeks/i],
  ["/Treatments/knee-arthroscopy", /80-90%/],
  ["/Treatments/knee-arthroscopy", /10-12 days/],
  ["/Treatments/acl-reconstruction", /about 2 hours/],
  ["/Treatments/acl-reconstruction", /jogging:? 6 months/i],
  ["/Treatments/acl-reconstruction", /contact sport:? 9-12 months/i],
  ["/Treatments/acl-reconstruction", /dry for 7 days/],
  ["/Treatments/total-knee-replacement", /1-3 days/],
  ["/Treatments/total-knee-replacement", /10-20 years/],
  ["/Treatments/total-knee-replacement", /shower after 48 hours/],
  ["/Treatments/partial-knee-replacement", /30-50%/],
  ["/Treatments/partial-knee-replacement", /90-95%/],
  ["/Treatments/partial-knee-replacement", /3-4 months/],
  ["/Treatments/knee-osteotomy", /4-6 months/],
  ["/Treatments/patellar-stabilization", /12 days/],
  ["/Treatments/patellar-realignment", /5-10 mm/],
  ["/Treatments/non-surgical-treatment-for-knees", /Relief usually lasts 1-3 months/],
  ["/Treatments/non-surgical-treatment-for-hips", /40-60%/],
  ["/Treatments/hip-replacement", /infection .*under 1%/],
  [
    "/Contact",
    new RegExp(
      site.consultationTimes.map((t) => `${t.day} ${t.opens} to ${t.closes}`).join(" and "),
    ),
  ],
  ["/AboutMe", new RegExp(`from age ${site.surgeon.minimumPatientAge}\\b`)],
  ["/AboutMe", new RegExp(`consultant since ${site.surgeon.consultantSince}`)],
  [
    "/PreAndPostcare/physiotherapy",
    new RegExp(`There are ${physiotherapyCentres.length} physiotherapy centres`),
  ],
];

describe("the index holds the figures under the right page", () => {
  it.each(figures.map(([page, figure]) => [page, figure.source, figure]))(
    "%s: %s",
    (page, _source, figure) => {
      const found = sectionsOf(page).filter((s) => (figure as RegExp).test(plain(s.text)));
      expect(found.map((s) => s.title)).not.toEqual([]);
    },
  );

  it("gives each guide to download its real page count and size, as the page shows them", () => {
    const guides = sections.filter((s) => s.title.endsWith(" — Guides to download"));
    expect(guides.length).toBeGreaterThan(0);
    for (const section of guides) {
      const html = pageHtml(pathOf(section.url));
      for (const line of section.text.split("\n")) {
        const details = line.match(/\((PDF, \d+ pages?, [\d.]+ [KM]B)\)/)?.[1];
        expect(details, `${section.title}: ${line}`).toBeDefined();
        expect(html, `${section.title}: ${line}`).toContain(details);
      }
    }
  });

  it("holds every practice contact's phone number and email on the Contact page", () => {
    const contact = sectionsOf("/Contact").map((s) => s.text).join("\n");
    for (const person of Object.values(site.contacts)) {
      expect(contact).toContain(person.name);
      expect(contact).toContain(phoneLabel(person.phone));
      expect(contact).toContain(person.email);
    }
    for (const hospital of Object.values(site.hospitals)) {
      expect(contact).toContain(hospital.address.postcode);
      expect(contact).toContain(phoneLabel(hospital.phone));
    }
  });
});

describe("the offline assistant answers from the built index", () => {
  const retriever = new Retriever(sections);

  it.each(answeredQuestions.map((q) => [q.question, q]))(
    "%s",
    (_question, { question, figure, page }) => {
      const { reply, sources } = offlineAnswer(retriever.retrieve(question));
      expect(plain(reply).replace(/(\d) ?- ?(\d)/g, "$1-$2")).toMatch(figure);
      expect([page].flat()).toContain(pathOf(sources[0].url));
    },
  );

  it.each(unansweredQuestions.map((q) => [q]))("%s: not on the site", (question) => {
    const { reply, sources } = offlineAnswer(retriever.retrieve(question));
    expect(reply).toMatch(/couldn't find an answer to that on this website/);
    expect(sources.map((s) => s.url)).toEqual(["/Contact"]);
  });
});

describe("the offline assistant reads a patient's question", () => {
  const retriever = new Retriever(sections);
  const ask = (
    question: string,
    history: Array<{ role: "user" | "assistant"; content: string }> = [],
  ) => offlineAnswer(retriever.retrieve(question, history));
  const page = (question: string) => pathOf(ask(question).sources[0]?.url ?? "");

  it("answers a yes/no question with the page's own verdict", () => {
    const { reply, sources } = ask("is keyhole surgery worth it for arthritis in my knee");
    expect(pathOf(sources[0].url)).toBe("/Treatments/knee-arthroscopy");
    expect(reply).toMatch(/Usually not/);
  });

  it("answers a question about the hip only from hip pages (and the knee only from knee pages)", () => {
    for (
      const question of [
        "will hip arthroscopy help arthritis",
        "what is the infection risk after a hip replacement",
        "hip steroid injection how long does it last",
      ]
    ) {
      expect(page(question), question).toMatch(/hip/);
    }
    expect(page("how long does a steroid injection last in my knee")).toMatch(/knee/);
  });

  it("matches phrases, not near spellings of other words", () => {
    const { reply } = ask("how long do I do the blood thinning injections");
    expect(reply).toMatch(/blood[- ]thinning injections|stockings or injections/i);
    expect(reply).not.toMatch(/thinning or lightening of the skin/);
    expect(ask("how do i look after my wound").reply).toMatch(/Wound care/);
  });

  it("corrects spelling against the site's words and writes out shorthand", () => {
    expect(page("how long in hosp after a knee replacment")).toBe(
      "/Treatments/total-knee-replacement",
    );
    expect(page("tkr when can i drive")).toBe("/Treatments/total-knee-replacement");
    expect(ask("how do i book an appt").reply).toMatch(/01632 960 120|enquiry/);
    expect(ask("do you take AXA").reply).toMatch(/AXA Health/);
  });

  it("ignores numbers and conversational words when judging whether the site answers", () => {
    const { kind } = ask(
      "hi there, just wondering, 2 weeks after my acl recon when can i go back to my desk job thanks",
    );
    expect(kind).toBe("answer");
  });

  it("quotes the whole short section under its subject, and links to it", () => {
    const { reply, sources } = ask("how long does acl surgery take");
    // (a title that is a question keeps its "?" with nothing added after it)
    const title = sources[0].title;
    expect(reply.startsWith(`${title}${/[?!.:]$/.test(title) ? "" : ":"}\n`)).toBe(true);
    expect(reply).toContain(`](${sources[0].url})`);
  });

  it("keeps a follow-up on the page of the previous answer", () => {
    const first = ask("what is acl reconstruction");
    expect(pathOf(first.sources[0].url)).toBe("/Treatments/acl-reconstruction");
    const followUp = ask("and how long does it take?", [
      { role: "user", content: "what is acl reconstruction" },
      { role: "assistant", content: first.reply },
    ]);
    expect(pathOf(followUp.sources[0].url)).toBe("/Treatments/acl-reconstruction");
    expect(followUp.reply).toMatch(/2 hours/);
  });
});

describe("the practical knowledge patients ask for", () => {
  const text = (path: string) => sectionsOf(path).map((s) => `${s.title}\n${s.text}`).join("\n");

  it("names every insurer, and how to book insured, self-pay and on the NHS", () => {
    const all = sections.map((s) => s.text).join("\n");
    for (const insurer of site.insurers) expect(all).toContain(insurer.name);
    // on the home page, whose trust strip links to the list ("Recognised by 15 health insurers")
    const insurers = sections.find((s) => s.url === "/#insurers")?.text ?? "";
    for (const insurer of site.insurers) expect(insurers).toContain(insurer.name);
    expect(insurers).toContain(`recognised by these ${site.insurers.length} health insurers`);
    expect(text("/")).toMatch(/health insurance/);
    expect(text("/")).toMatch(/paying for yourself/);
    expect(text("/")).toMatch(/GP refers you/);
  });

  it("gives each subtitled block of Pre & Post Care its own passage, under its subject", () => {
    const titles = sectionsOf("/PreAndPostcare").map((s) => s.title);
    for (
      const subject of [
        "Wound care",
        "Preventing blood clots",
        "What is normal after surgery",
        "Stop smoking",
      ]
    ) {
      expect(titles.some((t) => t.endsWith(`: ${subject}`)), subject).toBe(true);
    }
    expect(text("/PreAndPostcare")).toMatch(/bruising/i);
    expect(text("/PreAndPostcare")).toMatch(/tired/i);
    expect(text("/PreAndPostcare")).toMatch(/numb skin near the scar/i);
  });

  it("gives the extensions of the team's phone numbers in words", () => {
    const ext = site.contacts.nhsSecretary.phone.extension!;
    expect(text("/Contact")).toContain(`extension ${ext}`);
  });
});

describe("knowledgeSections", () => {
  const passage = (path: string, anchor?: string): PagePassage => ({
    path,
    page: "Page",
    title: "Section",
    anchor,
    content: ["Read the [guide](/UsefulLinks).", { list: ["one", "two"] }],
  });

  it("keeps an anchor only where the page has it, and leaves out pages the site does not serve", () => {
    const result = knowledgeSections(
      [passage("/a", "here"), passage("/a", "missing"), passage("/not-routed", "here")],
      new Set(["/a"]),
      (_path, anchor) => anchor === "here",
    );
    expect(result).toEqual([
      { title: "Page — Section", url: "/a#here", text: "Read the guide.\none; two." },
      { title: "Page — Section", url: "/a", text: "Read the guide.\none; two." },
    ]);
  });
});

describe("the privacy notice's lines about Google, in the chat's index", () => {
  const chat = sections.find((s) => s.url === "/privacy#chat");

  it("says, as the served notice does, that questions go to no other company where the chat answers offline, and to Google where Gemini writes the answers", () => {
    expect(chat?.text).toContain(chatProcessing.offline);
    expect(chat?.text).not.toMatch(/Google|Gemini/);
    expect(chat?.geminiText).toContain(chatProcessing.gemini);
    expect(chat?.geminiText).not.toContain(chatProcessing.offline);
  });

  it("reads as the server's configuration says (edge/chat/load.ts)", () => {
    const offline = knowledgeFor(sections, false).find((s) => s.url === "/privacy#chat");
    const gemini = knowledgeFor(sections, true).find((s) => s.url === "/privacy#chat");
    expect(offline).toEqual({ title: chat?.title, url: chat?.url, text: chat?.text });
    expect(gemini?.text).toBe(chat?.geminiText);
    expect(gemini).not.toHaveProperty("geminiText");
    // (sections without a Gemini text read the same either way)
    const plainOnes = (gemini: boolean) =>
      knowledgeFor(sections, gemini).filter((_, i) => sections[i].geminiText === undefined);
    expect(plainOnes(true)).toEqual(plainOnes(false));
  });

  it("names the companies the notice's table names, and where, with Google only where Gemini writes the answers", () => {
    const processors = sections.find((s) => s.url === "/privacy#who-handles-your-data");
    expect(processors?.text).toMatch(/Resend, our email provider: the United States\./);
    expect(processors?.text).not.toMatch(/Google|Gemini/);
    expect(processors?.geminiText).toMatch(/Google \(the Gemini service\): the United States/);
  });
});
