/**
 * Honest review records: a rendered page names its reviewer (from the site configuration) and both
 * dates as "1 November 2026", or says plainly that the practice team wrote it and it awaits
 * clinical review; no page claims a review that is not recorded; the build refuses an overdue
 * page in production and warns otherwise; and the schedule lists every record for launch-check.
 */
import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { Window } from "happy-dom";
import { ReviewRecordNote } from "../../pages/components/ReviewedNote.tsx";
import {
  awaitingClinicalReview,
  combinedReview,
  reviewedByClinician,
  reviewRecord,
} from "../../content/review-record.ts";
import {
  awaitingReview,
  reviewSchedule,
  reviewsDueBy,
  type ScheduledReview,
} from "../../content/review-schedule.ts";
import { site } from "../../content/site.ts";
import { allRoutes } from "../../pages/routes.ts";
import { renderRoute } from "../../scripts/build/prerender.tsx";
import { checkReviewDates, OverdueReviewError } from "../../scripts/build/review-dates.ts";
import { testRenderContext } from "./render-context.ts";

const window = new Window();
const parse = (html: string) => new window.DOMParser().parseFromString(html, "text/html");
const squash = (text: string) => text.replace(/\s+/g, " ").trim();

function renderedPage(path: string) {
  const route = allRoutes().find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return parse(renderRoute(route, testRenderContext()));
}

describe("the review note", () => {
  it("names the reviewer from the site configuration, with both dates written out", () => {
    const doc = parse(
      renderToStaticMarkup(
        <ReviewRecordNote record={reviewedByClinician("2026-11-01", "2027-11-01")} />,
      ),
    );
    const { name, role, gmcNumber } = site.clinicalReviewer;
    expect(squash(doc.body.textContent ?? "")).toBe(
      `Reviewed by ${name}, ${role} (GMC ${gmcNumber}) on 1 November 2026. Next review due 1 November 2027.`,
    );
    expect([...doc.querySelectorAll("time")].map((t) => t.getAttribute("datetime"))).toEqual([
      "2026-11-01",
      "2027-11-01",
    ]);
  });

  it("says plainly that a page nobody has reviewed is awaiting clinical review, with no date and no name", () => {
    const doc = parse(renderToStaticMarkup(<ReviewRecordNote record={awaitingClinicalReview} />));
    const text = squash(doc.body.textContent ?? "");
    expect(text).toBe(
      "This page was written by the practice team and is awaiting clinical review.",
    );
    expect(doc.querySelector("time")).toBeNull();
    expect(text).not.toContain(site.clinicalReviewer.name);
  });
});

describe("review records on rendered pages", () => {
  const pages = reviewSchedule().filter((s) =>
    s.where.startsWith("/") && !s.where.startsWith("/documents/")
  );

  it.each(pages.map((s) => [s.where, s]))("%s shows its record", (path, scheduled) => {
    const doc = renderedPage(path as string);
    const text = squash(doc.querySelector("main")?.textContent ?? "");
    const record = (scheduled as ScheduledReview).record;
    if (record.status === "pending") {
      expect(text).toContain(
        "This page was written by the practice team and is awaiting clinical review.",
      );
      expect(text).not.toMatch(/Reviewed by|last reviewed/i);
    } else {
      expect(text).toMatch(
        /Reviewed by .+ on \d{1,2} [A-Z][a-z]+ \d{4}\. Next review due \d{1,2} [A-Z][a-z]+ \d{4}\./,
      );
    }
  });

  it("no record claims a review, since none is recorded", () => {
    expect(reviewSchedule().filter((s) => s.record.status === "reviewed").map((s) => s.where))
      .toEqual([]);
  });
});

describe("the records themselves", () => {
  it("reject a next review that does not come after the review, and a GMC number without seven digits", () => {
    expect(() => reviewedByClinician("2026-11-01", "2026-10-01")).toThrow();
    expect(
      reviewRecord.safeParse({
        status: "reviewed",
        reviewedOn: "2026-11-01",
        nextReview: "2027-11-01",
        reviewedBy: { name: "Mr A", role: "Surgeon", gmcNumber: "123" },
      }).success,
    )
      .toBe(false);
  });

  it("a guide built from several pages is reviewed only when all of them are, and due at the earliest date", () => {
    const early = reviewedByClinician("2026-10-01", "2027-06-01");
    const late = reviewedByClinician("2026-11-01", "2027-11-01");
    expect(combinedReview([early, late])).toEqual({ ...early, nextReview: "2027-06-01" });
    expect(combinedReview([early, awaitingClinicalReview])).toEqual(awaitingClinicalReview);
    expect(combinedReview([])).toEqual(awaitingClinicalReview);
  });
});

describe("the build's review-date check", () => {
  const schedule: ScheduledReview[] = [
    {
      where: "/Treatments/knee-arthroscopy",
      title: "Knee Arthroscopy",
      record: reviewedByClinician("2025-11-01", "2026-11-01"),
      nextReview: "2026-11-01",
    },
    {
      where: "/AboutMe",
      title: "About",
      record: reviewedByClinician("2026-11-01", "2027-11-01"),
      nextReview: "2027-11-01",
    },
    { where: "/UsefulLinks", title: "Useful Links", record: awaitingClinicalReview },
  ];

  it("fails a production build when a page's next review date has passed, naming the page and the date", () => {
    expect(() => checkReviewDates({ today: "2026-11-02", production: true, schedule })).toThrow(
      OverdueReviewError,
    );
    expect(() => checkReviewDates({ today: "2026-11-02", production: true, schedule })).toThrow(
      /\/Treatments\/knee-arthroscopy \(Knee Arthroscopy\): next review was due 1 November 2026/,
    );
  });

  it("lets a production build through on the due date itself", () => {
    expect(checkReviewDates({ today: "2026-11-01", production: true, schedule, warn: () => {} }))
      .toEqual([]);
  });

  it("only warns in a development build", () => {
    const warnings: string[] = [];
    const overdue = checkReviewDates({
      today: "2026-11-02",
      production: false,
      schedule,
      warn: (m) => warnings.push(m),
    });
    expect(overdue.map((s) => s.where)).toEqual(["/Treatments/knee-arthroscopy"]);
    expect(warnings).toEqual([
      "Warning: clinical review overdue: /Treatments/knee-arthroscopy (Knee Arthroscopy): next review was due 1 November 2026",
    ]);
  });

  it("passes the site's own records today", () => {
    expect(() =>
      checkReviewDates({ today: new Date().toISOString().slice(0, 10), production: true })
    ).not.toThrow();
  });
});

describe("the schedule launch-check reads", () => {
  it("lists every record with its next-review date, and which await review", () => {
    const schedule = reviewSchedule();
    expect(schedule.length).toBeGreaterThan(0);
    for (const s of schedule) {
      expect(s.nextReview).toBe(s.record.status === "reviewed" ? s.record.nextReview : undefined);
    }
    expect(awaitingReview(schedule).length).toBe(
      schedule.filter((s) => s.record.status === "pending").length,
    );
  });

  it("finds the reviews due by a date, soonest first", () => {
    const schedule: ScheduledReview[] = [
      {
        where: "/b",
        title: "B",
        record: reviewedByClinician("2026-01-01", "2026-12-20"),
        nextReview: "2026-12-20",
      },
      {
        where: "/a",
        title: "A",
        record: reviewedByClinician("2026-01-01", "2026-12-01"),
        nextReview: "2026-12-01",
      },
      {
        where: "/c",
        title: "C",
        record: reviewedByClinician("2026-01-01", "2027-06-01"),
        nextReview: "2027-06-01",
      },
      { where: "/d", title: "D", record: awaitingClinicalReview },
    ];
    expect(reviewsDueBy("2026-12-24", schedule).map((s) => s.where)).toEqual(["/a", "/b"]);
  });
});
