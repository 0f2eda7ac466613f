/**
 * Each drawing's description (its alt text, content/illustrations.ts) against what the generator
 * draws (scripts/illustrations/: the builders record what they draw with `depict()`). A
 * description names everything a drawing shows, and claims nothing it does not: the non-surgical
 * knees drawing was once described as a person "sitting on a chair" while it drew a leg raise on
 * a mat, and the non-surgical hips one "with a physiotherapist" while it drew one person alone.
 */
import { describe, expect, it } from "vitest";
import { illustrations } from "../../content/illustrations.ts";
import { drawings } from "../../scripts/illustrations/drawings/index.ts";
import { whatIsDrawn } from "../../scripts/illustrations/svg.ts";

/** Things a drawing may show, and the words that name them in a description. */
const vocabulary: Record<string, RegExp> = {
  chair: /\bchairs?\b/i,
  couch: /\bcouch\b/i,
  desk: /\bdesk\b/i,
  "exercise band": /\bexercise band\b/i,
  mat: /\bmat\b/i,
  screen: /\bscreens?\b/i,
  computer: /\bcomputer\b/i,
  window: /\bwindow\b/i,
  phone: /\bphone\b/i,
  calendar: /\bcalendar\b/i,
  clipboard: /\bclipboard\b/i,
  checklist: /\bchecklist\b/i,
  "operating table": /\boperating table\b/i,
  "ceiling lights": /\b(ceiling|overhead) (lights?|lamps?)\b/i,
  trolley: /\btrolley\b/i,
  "robotic arm": /\brobotic arm\b/i,
  "knee model": /\bmodel of (a|the) knee\b/i,
  needle: /\bneedle\b/i,
};

/** The people a description names (each word one person: "a physiotherapist helping a patient" is two). */
const peopleWords =
  /\b(person|patient|physiotherapist|surgeon|nurse|man|woman|child)\b(?! guide)/gi;

const cases = Object.entries(illustrations).flatMap(([name, image]) => {
  const draw = drawings[name as keyof typeof drawings];
  return draw ? [[name, image.alt, whatIsDrawn(draw)] as const] : [];
});

describe("every drawing's description says what the generator draws, and only that", () => {
  it("the generator records what it draws", () => {
    expect(cases.length).toBeGreaterThan(25);
    expect(cases.filter(([, , drawn]) => drawn.length > 0).length).toBeGreaterThanOrEqual(8);
  });

  it.each(cases)("%s", (_name, alt, drawn) => {
    for (const [thing, words] of Object.entries(vocabulary)) {
      expect(
        words.test(alt),
        `"${thing}": described ${words.test(alt)}, drawn ${drawn.includes(thing)}`,
      )
        .toBe(drawn.includes(thing));
    }
    const people = drawn.filter((thing) => thing === "person").length;
    expect(alt.match(peopleWords)?.length ?? 0, `people described vs ${people} drawn`).toBe(people);
  });

  it("would catch a description that claims what is not drawn", () => {
    const [, , drawn] = cases.find(([name]) => name === "nonSurgicalKnees")!;
    const wrong =
      "Illustration of a person doing a knee-strengthening exercise, sitting on a chair.";
    expect(vocabulary.chair.test(wrong) && !drawn.includes("chair")).toBe(true);
    const [, , hips] = cases.find(([name]) => name === "nonSurgicalHips")!;
    const withPhysio = "A person lying on their side, with a physiotherapist guiding them.";
    expect(withPhysio.match(peopleWords)!.length).not.toBe(
      hips.filter((t) => t === "person").length,
    );
  });
});
