/**
 * Every page's and guide's review record in one list, with when each is next due: read by the
 * build (which refuses to ship an overdue page in production) and by `npm run launch-check`
 * (which lists reviews due within 30 days and pages still awaiting review).
 */
import type { ReviewRecord } from "./review-record.ts";
import { aboutPage } from "./about.ts";
import { carePage } from "./care.ts";
import { miopPage } from "./miop.ts";
import { guides as patientResources, usefulLinksPage } from "./useful-links.ts";
import { homePage } from "./home.ts";
import { conditions } from "./conditions.ts";
import { treatments } from "./treatments.ts";
import { procedurePages } from "./procedures.ts";
import { procedureHubs } from "./procedure-hubs.ts";
import { patientGuides } from "./patient-guides.ts";
import { guideReview } from "./guide-chapters.ts";

export interface ScheduledReview {
  /** the page's path, or the guide's /documents/… address */
  where: string;
  /** its heading or title */
  title: string;
  record: ReviewRecord;
  /** ISO date the next review is due; absent while the page awaits its first review */
  nextReview?: string;
}

function entry(where: string, title: string, record: ReviewRecord): ScheduledReview {
  return {
    where,
    title,
    record,
    nextReview: record.status === "reviewed" ? record.nextReview : undefined,
  };
}

/** Every review record the site carries: pages first, then the guides (PDFs). */
export function reviewSchedule(): ScheduledReview[] {
  const pages = [homePage, ...conditions, ...treatments, ...procedureHubs, ...procedurePages];
  return [
    ...pages.map((page) => entry(page.path, page.heading, page.reviewed)),
    entry(aboutPage.path, aboutPage.heading, aboutPage.reviewed),
    entry(carePage.path, carePage.heading, carePage.reviewed),
    entry(miopPage.path, miopPage.heading, miopPage.reviewed),
    entry(usefulLinksPage.path, usefulLinksPage.heading, usefulLinksPage.reviewed),
    ...patientResources.map((guide) => entry(guide.href, guide.title, guide.reviewed)),
    ...patientGuides.map((guide) => entry(guide.href, guide.title, guideReview(guide))),
  ];
}

/** The reviews whose next date falls on or before `date` (ISO), soonest first. */
export function reviewsDueBy(
  date: string,
  schedule: ScheduledReview[] = reviewSchedule(),
): ScheduledReview[] {
  return schedule.filter((s) => s.nextReview !== undefined && s.nextReview <= date)
    .sort((a, b) => a.nextReview!.localeCompare(b.nextReview!));
}

/** The pages and guides nobody has reviewed yet. */
export function awaitingReview(schedule: ScheduledReview[] = reviewSchedule()): ScheduledReview[] {
  return schedule.filter((s) => s.record.status === "pending");
}
