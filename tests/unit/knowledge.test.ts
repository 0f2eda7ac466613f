/**
 * The chat's knowledge index as the build writes it (dist/knowledge.json): every page of the
 * route table is in it, every entry points at a real page (and a real anchor), the clinical
 * figures of spec §9 sit under the page that shows them, and the offline assistant answers the
 * chat's question table from it (the edge tests run that table against a small fixture).
 */
import { describe, expect, it } from "vitest";
import type { KnowledgeSection } from "../../lib/wire-types.ts";
import { phoneLabel, site } from "../../pages/content/site.ts";
import { physiotherapyCentres } from "../../pages/content/physiotherapy.ts";
import { allRoutes } from "../../pages/routes.ts";
import { knowledgeSections, type PagePassage } from "../../scripts/build/knowledge.ts";
import { distFile, requireDist } from "./dist.ts";
import { Retriever } from "../../edge/chat/retriever.ts";
import { offlineAnswer } from "../../edge/chat/offline.ts";
import { answeredQuestions, unansweredQuestions } from "../../tests/edge/chat-questions.ts";

const manifest = requireDist();
const { sections } = JSON.parse(distFile("/knowledge.json").toString("utf8")) as { sections: KnowledgeSection[] };
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

  it("points only at pages of the route table, and at anchors those pages have", () => {
    const paths = new Set(pages.map((r) => r.path));
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
  ["/Treatments/knee-arthroscopy", /Driving: after 4-5 days/],
  ["/Treatments/knee-arthroscopy", /Desk work: within 14 days/],
  ["/Treatments/knee-arthroscopy", /Competitive sport: after 6 weeks/],
  ["/Treatments/knee-arthroscopy", /80-90%/],
  ["/Treatments/knee-arthroscopy", /10-12 days/],
  ["/Treatments/acl-reconstruction", /about 2 hours/],
  ["/Treatments/acl-reconstruction", /Jogging: 6 months/],
  ["/Treatments/acl-reconstruction", /Contact sport: 9-12 months/],
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
  ["/Contact", new RegExp(site.consultationTimes.map((t) => `${t.day} ${t.opens} to ${t.closes}`).join(" and "))],
  ["/AboutMe", new RegExp(`from age ${site.surgeon.minimumPatientAge}\\b`)],
  ["/AboutMe", new RegExp(`consultant since ${site.surgeon.consultantSince}`)],
  ["/PreAndPostcare/physiotherapy", new RegExp(`There are ${physiotherapyCentres.length} physiotherapy centres`)],
];

describe("the index holds the figures under the right page", () => {
  it.each(figures.map(([page, figure]) => [page, figure.source, figure]))("%s: %s", (page, _source, figure) => {
    const found = sectionsOf(page).filter((s) => (figure as RegExp).test(plain(s.text)));
    expect(found.map((s) => s.title)).not.toEqual([]);
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

  it.each(answeredQuestions.map((q) => [q.question, q]))("%s", (_question, { question, figure, page }) => {
    const { reply, sources } = offlineAnswer(retriever.retrieve(question));
    expect(plain(reply).replace(/(\d) ?- ?(\d)/g, "$1-$2")).toMatch(figure);
    expect(sources.map((s) => pathOf(s.url))).toContain(page);
  });

  it.each(unansweredQuestions.map((q) => [q]))("%s: not on the site", (question) => {
    const { reply, sources } = offlineAnswer(retriever.retrieve(question));
    expect(reply).toMatch(/couldn't find an answer to that on this website/);
    expect(sources.map((s) => s.url)).toEqual(["/Contact"]);
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
