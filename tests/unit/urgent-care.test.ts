import { describe, expect, it } from "vitest";
import { whenToGetHelp } from "../../content/clinical-common.ts";
import { urgentCare } from "../../content/urgent-care.ts";

describe("urgent care (content/urgent-care.ts)", () => {
  it("lists 999, then A&E, then NHS 111, each with signs and an action naming the service", () => {
    expect(urgentCare.map((service) => service.id)).toEqual(["999", "ae", "111"]);
    expect(urgentCare[0].action).toMatch(/^Call 999 now/);
    expect(urgentCare[1].action).toMatch(/^Go to A&E now/);
    expect(urgentCare[2].action).toMatch(/^Call NHS 111 now/);
    for (const service of urgentCare) {
      for (const sign of service.signs) expect(sign.question).toMatch(/\?$/);
    }
  });

  it("names the wards' numbers for people who had an operation recently", () => {
    expect(urgentCare[2].action).toMatch(/ward: 01632 960 255\..*ward: 01632 960 345\./);
  });

  it("every sign the clinical pages' 'when to get help' lists is on the card, word for word", () => {
    const list = whenToGetHelp.find((block) => typeof block === "object" && "list" in block);
    expect(list && "list" in list ? list.list : []).toHaveLength(4);
    const cardSigns = urgentCare.flatMap((service) => service.signs.map((sign) => sign.text));
    for (const item of list && "list" in list ? list.list : []) expect(cardSigns).toContain(item);
  });
});
