/**
 * The JSON-LD of every page, validated: schema-dts types at compile time (the builders' return
 * types, pinned below) and at run time every @id reference resolving within the page's graph,
 * the properties each type needs, breadcrumbs matching the visible ones, and the practices'
 * position and hours matching the site configuration.
 */
import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import type {
  BreadcrumbList,
  IndividualPhysician,
  MedicalClinicLeaf,
  Person,
  WithContext,
} from "schema-dts";
import { allRoutes, type Route } from "../../pages/routes.ts";
import { renderRoute } from "../../scripts/build/prerender.tsx";
import { site } from "../../content/site.ts";
import { breadcrumbList, medicalWebPage } from "../../pages/routes/clinical-structured-data.ts";
import { reviewedByClinician } from "../../content/review-record.ts";
import { clinicalReviewerJsonLd, practicesJsonLd, surgeonId } from "../../pages/structured-data.ts";
import { testRenderContext } from "./render-context.ts";

const siteUrl = "https://www.example.com";
const context = testRenderContext({ siteUrl });

// Compile time: the builders produce schema-dts types (a wrong property or value fails `npm run typecheck`).
const _typed: {
  breadcrumb: WithContext<BreadcrumbList>;
  clinics: Array<WithContext<MedicalClinicLeaf>>;
  reviewer: IndividualPhysician | Person;
} = {
  breadcrumb: breadcrumbList([{ label: "Treatments", href: "/Treatments" }], {
    path: "/Treatments/x",
    heading: "X",
  }, context),
  clinics: practicesJsonLd(siteUrl),
  reviewer: clinicalReviewerJsonLd(siteUrl),
};
void _typed;

type Node = Record<string, unknown>;

/** Properties each type needs here (schema.org and search engines' rich results). Unknown types fail. */
const required: Record<string, string[]> = {
  // lastReviewed and reviewedBy only once a review is recorded (see "links between the nodes")
  MedicalWebPage: ["@id", "name", "url", "inLanguage"],
  MedicalProcedure: ["@id", "name", "url"],
  MedicalCondition: ["@id", "name", "url", "possibleTreatment"],
  MedicalTherapy: ["name"],
  BreadcrumbList: ["@id", "itemListElement"],
  ListItem: ["position", "name", "item"],
  MedicalClinic: [
    "@id",
    "name",
    "address",
    "telephone",
    "url",
    "image",
    "geo",
    "parentOrganization",
  ],
  Hospital: ["name", "address", "telephone"],
  IndividualPhysician: ["@id", "name", "url"],
  Person: ["name"],
  Organization: ["name", "url"],
  PostalAddress: ["streetAddress", "addressLocality", "postalCode", "addressCountry"],
  GeoCoordinates: ["latitude", "longitude"],
  OpeningHoursSpecification: ["dayOfWeek", "opens", "closes"],
  PropertyValue: ["propertyID", "value"],
  AnatomicalStructure: ["name"],
  MedicalRiskFactor: ["name"],
  MedicalSymptom: ["name"],
};

const browser = new Window({
  settings: {
    disableCSSFileLoading: true,
    disableJavaScriptFileLoading: true,
    disableJavaScriptEvaluation: true,
  },
});

function render(route: Route) {
  const html = renderRoute(route, context);
  const doc = new browser.DOMParser().parseFromString(html, "text/html");
  const graph = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
    JSON.parse(s.textContent ?? "") as Node
  );
  return { html, doc, graph };
}

/** Every object in the graph, depth first. */
function objectsIn(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(objectsIn);
  if (value && typeof value === "object") {
    return [value as Node, ...Object.values(value).flatMap(objectsIn)];
  }
  return [];
}

const isReference = (o: Node) => Object.keys(o).length === 1 && typeof o["@id"] === "string";
const routes = allRoutes();
const rendered = new Map(routes.map((r) => [r.path, render(r)]));

describe("JSON-LD on every page", () => {
  it.each(routes.map((r) => [r.path, r] as const))(
    "%s: every @id resolves in the page, every node has what its type needs",
    (path) => {
      const { graph } = rendered.get(path)!;
      const objects = objectsIn(graph);
      const defined = new Map<string, string>();
      for (const o of objects.filter((o) => !isReference(o) && typeof o["@id"] === "string")) {
        const id = o["@id"] as string;
        expect(id.startsWith(siteUrl + "/"), id).toBe(true);
        expect(o["@type"], `${id} has a type`).toBeTypeOf("string");
        if (defined.has(id)) expect(o["@type"], `${id} is one kind of thing`).toBe(defined.get(id));
        defined.set(id, o["@type"] as string);
      }
      for (const ref of objects.filter(isReference)) {
        expect(
          [...defined.keys()],
          `reference ${ref["@id"]}`,
        ).toContain(ref["@id"]);
      }
      for (const o of objects.filter((o) => typeof o["@type"] === "string")) {
        const type = o["@type"] as string;
        expect(Object.keys(required), `a known type: ${type}`).toContain(type);
        for (const property of required[type]) {
          expect(
            o[property],
            `${type} ${String(o["@id"] ?? o.name ?? "")} has ${property}`,
          ).toBeDefined();
        }
      }
    },
  );

  it.each(routes.map((r) => [r.path, r] as const))(
    "%s: a BreadcrumbList exactly when a breadcrumb is shown, with the same links then the page",
    (path, route) => {
      const { doc, graph } = rendered.get(path)!;
      const shown = [...doc.querySelectorAll("nav.breadcrumb a")].map((a) => ({
        name: a.textContent,
        item: siteUrl + a.getAttribute("href"),
      }));
      const lists = graph.filter((n) => n["@type"] === "BreadcrumbList");
      if (shown.length === 0) {
        expect(lists).toEqual([]);
        return;
      }
      expect(lists).toHaveLength(1);
      const items = lists[0].itemListElement as Node[];
      expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
      const canonical = siteUrl + encodeURI(route.canonical ?? route.path);
      expect(items.map((i) => ({ name: i.name, item: i.item }))).toEqual([
        ...shown.map((s) => ({ name: s.name, item: encodeURI(s.item) })),
        { name: doc.querySelector("h1")?.textContent, item: canonical },
      ]);
    },
  );

  it("no page carries the obsolete content-language meta; <html lang> says the language", () => {
    for (const { html, doc } of rendered.values()) {
      expect(html).not.toMatch(/http-equiv="content-language"/i);
      expect(doc.documentElement.getAttribute("lang")).toBe("en");
    }
  });
});

describe("links between the nodes", () => {
  const webPages = [...rendered.entries()].flatMap(([path, r]) =>
    r.graph.filter((n) => n["@type"] === "MedicalWebPage").map((n) => [path, n] as const)
  );

  it("a clinical page names its reviewer (the surgeon's own node, the @id of Home and About) only when a review is recorded", () => {
    expect(webPages.length).toBeGreaterThan(30);
    for (const [path, page] of webPages) {
      if (page.lastReviewed === undefined) {
        expect(page.reviewedBy, path).toBeUndefined();
        continue;
      }
      expect(page.reviewedBy, path).toEqual({
        "@type": "IndividualPhysician",
        "@id": surgeonId(siteUrl),
        name: site.clinicalReviewer.name,
        url: `${siteUrl}/AboutMe`,
      });
    }
    const reviewed = medicalWebPage(
      {
        path: "/x",
        meta: { title: "X", description: "x", keywords: ["x"] },
        heading: "X",
        reviewed: reviewedByClinician("2026-11-01", "2027-11-01"),
      },
      testRenderContext({ siteUrl }),
    );
    expect(reviewed.lastReviewed).toBe("2026-11-01");
    expect(reviewed.reviewedBy).toEqual({
      "@type": "IndividualPhysician",
      "@id": surgeonId(siteUrl),
      name: site.clinicalReviewer.name,
      url: `${siteUrl}/AboutMe`,
    });
    const surgeon = rendered.get("/AboutMe")!.graph.find((n) => n["@id"] === surgeonId(siteUrl));
    expect(surgeon?.["@type"]).toBe("IndividualPhysician");
  });

  it("a condition's treatments that have a page carry that page's procedure @id", () => {
    const linked = new Map<string, string>();
    for (const { graph } of rendered.values()) {
      for (const condition of graph.filter((n) => n["@type"] === "MedicalCondition")) {
        for (const t of condition.possibleTreatment as Node[]) {
          if (t["@id"]) linked.set(t.name as string, t["@id"] as string);
        }
      }
    }
    expect(linked.get("Knee arthroscopy")).toBe(`${siteUrl}/Treatments/knee-arthroscopy#procedure`);
    expect(linked.get("Meniscus repair")).toBe(
      `${siteUrl}/knee-procedures/meniscus-repair#procedure`,
    );
    expect(linked.get("Patellar stabilisation")).toBe(
      `${siteUrl}/Treatments/patellar-stabilization#procedure`,
    );
    for (const [name, id] of linked) {
      const page = new URL(id).pathname;
      const procedure = rendered.get(decodeURI(page))?.graph.find((n) => n["@id"] === id);
      expect(procedure?.["@type"], `${name} → ${id}`).toBe("MedicalProcedure");
    }
  });
});

describe("the practices (MedicalClinic)", () => {
  const clinics = rendered.get("/Contact")!.graph.filter((n) => n["@type"] === "MedicalClinic");

  it("give each practice's map position from the site configuration, and an image", () => {
    expect(clinics).toHaveLength(2);
    for (const h of [site.hospitals.private, site.hospitals.nhs]) {
      const clinic = clinics.find((c) => c["@id"] === `${siteUrl}/Contact#${h.id}`)!;
      expect(clinic.geo).toEqual({
        "@type": "GeoCoordinates",
        latitude: h.geo.latitude,
        longitude: h.geo.longitude,
      });
      expect(clinic.image).toBe(`${siteUrl}/images/og-default.png`);
    }
  });

  it("state the private consultation times the site states (Tuesday 08:30-18:00, Friday 08:30-13:00); the NHS clinic none", () => {
    const hours = (id: string) =>
      clinics.find((c) => c["@id"] === `${siteUrl}/Contact#${id}`)!.openingHoursSpecification;
    expect(hours("private-practice")).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Tuesday",
        opens: "08:30",
        closes: "18:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Friday",
        opens: "08:30",
        closes: "13:00",
      },
    ]);
    expect(hours("nhs-practice")).toBeUndefined();
  });
});
