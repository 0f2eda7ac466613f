import { describe, expect, it } from "vitest";
import { site, siteConfigSchema } from "../../content/site.ts";

describe("site configuration", () => {
  it("names the clinical reviewer with a role and a seven-digit GMC number", () => {
    expect(site.clinicalReviewer.name).toMatch(/^(Mr|Ms|Mrs|Miss|Dr|Prof) \S+/);
    expect(site.clinicalReviewer.role.length).toBeGreaterThan(5);
    expect(site.clinicalReviewer.gmcNumber).toMatch(/^\d{7}$/);
  });

  it("rejects a GMC number that is not seven digits, and map positions outside Great Britain", () => {
    const withReviewerGmc = (gmcNumber: string) => ({
      ...site,
      clinicalReviewer: { ...site.clinicalReviewer, gmcNumber },
    });
    expect(siteConfigSchema.safeParse(withReviewerGmc("1234567")).success).toBe(true);
    expect(siteConfigSchema.safeParse(withReviewerGmc("123456")).success).toBe(false);
    expect(siteConfigSchema.safeParse(withReviewerGmc("GMC1234")).success).toBe(false);
    const private_ = site.hospitals.private;
    const misplaced = {
      ...site,
      hospitals: {
        ...site.hospitals,
        private: { ...private_, geo: { ...private_.geo, latitude: -52.39 } },
      },
    };
    expect(siteConfigSchema.safeParse(misplaced).success).toBe(false);
  });

  it("gives each practice a map position", () => {
    for (const h of [site.hospitals.private, site.hospitals.nhs]) {
      expect(h.geo.latitude, h.name).toBeGreaterThan(49);
      expect(h.geo.longitude, h.name).toBeLessThan(2);
    }
  });
});
