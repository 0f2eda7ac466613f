import { describe, expect, it } from "vitest";
import { allRoutes } from "../../pages/routes.ts";
import { procedureHubs } from "../../content/procedure-hubs.ts";
import type { ProcedureHub } from "../../content/procedures/schema.ts";
import { linkGroupProcedures, linkGroupRedirects } from "../../scripts/build/redirects.ts";
import { requireDist } from "./dist.ts";

const pagePaths = allRoutes().map((r) => r.path);

describe("link-group procedure redirects", () => {
  const redirects = linkGroupRedirects(procedureHubs, pagePaths);

  it("sends every link-group procedure with a treatment page from its hub address to that page", () => {
    expect(redirects).toContainEqual({
      from: "/knee-procedures/knee-arthroscopy",
      to: "/Treatments/knee-arthroscopy",
    });
    expect(redirects).toContainEqual({
      from: "/hip-procedures/hip-replacement",
      to: "/Treatments/hip-replacement",
    });
    expect(redirects).toContainEqual({
      from: "/knee-procedures/patellar-stabilisation",
      to: "/Treatments/patellar-stabilization",
    });
    for (const { path, href } of linkGroupProcedures(procedureHubs)) {
      if (href.startsWith("/Treatments/")) {
        expect(redirects, path).toContainEqual({ from: path, to: href });
      } else expect(pagePaths, path).toContain(path);
    }
  });

  it("never redirects an address that is a page, and always lands on a page", () => {
    for (const r of redirects) {
      expect(pagePaths).not.toContain(r.from);
      expect(pagePaths).toContain(r.to);
    }
  });

  it("refuses a link group whose link points at no page", () => {
    const broken: ProcedureHub = {
      ...procedureHubs[0],
      linkGroups: [{
        title: "Broken",
        links: [{ label: "Knee Arthroscopy", href: "/Treatments/no-such-page" }],
      }],
    };
    expect(() => linkGroupRedirects([broken], pagePaths)).toThrow(/no-such-page/);
  });

  it("is what the build wrote into dist/_site.json", () => {
    const manifest = requireDist();
    for (const r of redirects) expect(manifest.redirects).toContainEqual(r);
  });
});
