/**
 * Emergency signposting: every page tells a patient where to go when it cannot wait — the Enquire
 * Now form on every page, the chat's notice, the MiOp page, hip fracture surgery and the
 * locked-knee passages — naming the service (999, A&E, NHS 111 or a hospital's number), not only
 * that help is needed.
 */
import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { allRoutes } from "../../pages/routes.ts";
import { renderRoute } from "../../scripts/build/prerender.tsx";
import { phoneLabel, site } from "../../content/site.ts";
import { notForUrgentProblems } from "../../content/enquiry.ts";
import { lockedKneeAdvice, suspectedHipFracture } from "../../content/urgent-help.ts";
import { NOTICE } from "../../widgets/chat/ChatPanel.tsx";
import { ENQUIRY_SECTION_ID } from "../../content/navigation.ts";
import { testRenderContext } from "./render-context.ts";
import { SYMPTOM_PATH } from "../../lib/urgent.ts";
import { elementHtml, textOfHtml } from "./html-text.ts";

const window = new Window();
const squash = (text: string) => text.replace(/\s+/g, " ").trim();
const context = testRenderContext();

/** Each page rendered once, as the prerender renders it. */
const rendered = new Map<string, string>();
function pageHtml(path: string): string {
  let html = rendered.get(path);
  if (html === undefined) {
    const route = allRoutes().find((r) => r.path === path);
    if (!route) throw new Error(`no route ${path}`);
    html = renderRoute(route, context);
    rendered.set(path, html);
  }
  return html;
}

/** A page as a document, for the tests that look at its elements. */
const render = (path: string) =>
  new window.DOMParser().parseFromString(pageHtml(path), "text/html");

/** The text of a page's <main>, white space squashed. */
const mainText = (path: string) => squash(textOfHtml(elementHtml(pageHtml(path), "main")));

describe("the Enquire Now form", () => {
  it("says it is not for urgent problems, with 111 and 999", () => {
    expect(notForUrgentProblems).toMatch(/not for urgent problems/);
    expect(notForUrgentProblems).toMatch(/\bNHS 111\b/);
    expect(notForUrgentProblems).toMatch(/\b999\b/);
  });

  /** The page's Enquire Now section, as HTML (the shared layout puts it on every page). */
  const enquireNow = (path: string) => {
    const html = pageHtml(path);
    const start = html.indexOf(`id="${ENQUIRY_SECTION_ID}"`);
    return start < 0 ? "" : html.slice(start, html.indexOf("</section>", start));
  };

  it.each(allRoutes().map((r) => r.path))("%s shows the line with the form", (path) => {
    const section = enquireNow(path);
    expect(section, path).toContain("<form");
    const doc = new window.DOMParser().parseFromString(section, "text/html");
    const line = [...doc.querySelectorAll("p")].find((p) =>
      squash(p.textContent ?? "") === notForUrgentProblems
    );
    expect(line, path).toBeDefined();
    // …with the numbers to call as links a patient can tap
    expect(
      [...line!.querySelectorAll('a[href^="tel:"]')].map((
        a,
      ) => [a.getAttribute("href"), squash(a.textContent ?? "")]),
    ).toEqual([["tel:111", "NHS 111"], ["tel:999", "999"]]);
  });
});

describe("the chat's notice", () => {
  it("names the emergency and urgent services", () => {
    expect(NOTICE).toMatch(/emergency/i);
    expect(NOTICE).toMatch(/\b999\b/);
    expect(NOTICE).toMatch(/\bNHS 111\b/);
  });
});

describe("the MiOp page", () => {
  const text = mainText("/PreAndPostcare/miop-app");

  it("gives both hospitals' numbers, NHS 111 and 999", () => {
    expect(text).toContain(phoneLabel(site.hospitals.private.phone));
    expect(text).toContain(`${site.hospitals.nhs.name} on ${phoneLabel(site.hospitals.nhs.phone)}`);
    expect(text).toMatch(/call NHS 111/);
    expect(text).toMatch(/In an emergency, call 999/);
  });
});

describe("the shared urgent-help wording", () => {
  it("tells a patient with a locked knee where to go and how soon", () => {
    expect(lockedKneeAdvice).toMatch(/locked/);
    expect(lockedKneeAdvice).toMatch(/the same day/);
    expect(lockedKneeAdvice).toMatch(/NHS 111/);
    expect(lockedKneeAdvice).toMatch(/urgent treatment centre|A&E/);
  });

  it("tells someone after a fall with hip pain who cannot stand to call 999 or go to A&E", () => {
    expect(suspectedHipFracture).toMatch(/fall/);
    expect(suspectedHipFracture).toMatch(/cannot|not being able to stand/);
    expect(suspectedHipFracture).toMatch(/Call 999 or go to A&E/);
  });
});

describe("on the clinical pages", () => {
  it("hip fracture surgery: after a fall with hip pain and not able to stand, call 999 or go to A&E", () => {
    expect(mainText("/hip-procedures/hip-fracture-surgery")).toContain(suspectedHipFracture);
  });

  // The urgent-care card names a locked knee among the signs to call NHS 111 for; it says where
  // to go and how soon itself (below). Every other passage that speaks of one gives the advice.
  const textBesideTheCard = (path: string) => {
    const main = render(path).querySelector("main");
    main?.querySelector(".urgent-card")?.remove();
    return squash(main?.textContent ?? "");
  };

  it("the urgent-care card lists a locked knee under NHS 111, to call now", () => {
    const card = squash(render("/Contact").querySelector(".urgent-111")?.textContent ?? "");
    expect(card).toMatch(
      /^Call NHS 111.*a knee that has locked and will not straighten.*Call NHS 111 now/,
    );
  });

  // (The symptom path's question about it only asks; its answer's page says where to go.)
  it("every page that speaks of a locked knee says where to go and how soon", () => {
    const pages = allRoutes().filter((r) => !r.canonical).map((r) => r.path).filter((path) =>
      !path.startsWith(`${SYMPTOM_PATH}/question-`) && /\blocked\b/i.test(textBesideTheCard(path))
    );
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const path of pages) expect(textBesideTheCard(path), path).toContain(lockedKneeAdvice);
  });

  it.each([
    "/Conditions/cartilage-tear",
    "/knee-procedures",
    "/Treatments/non-surgical-treatment-for-knees",
    "/knee-procedures/loose-body-removal",
  ])(
    "%s gives the locked-knee advice",
    (path) => expect(mainText(path)).toContain(lockedKneeAdvice),
  );
});
