/**
 * How long personal data is kept: the single source for the privacy page, the review policy and
 * the code that deletes it (edge/stories/store.ts, edge/enquiry/store.ts, edge/mail/outbox.ts), so words and behaviour cannot drift.
 */
export const DAY_MS = 24 * 3600_000;

export const retention = {
  /** a story nobody decided on (its moderation links last 14 days) is deleted after this */
  pendingStoryDays: 30,
  /** a declined story and all its personal data are deleted this long after the decision */
  declinedStoryDays: 30,
  /** an approved story's email and phone are deleted this long after approval */
  approvedContactDetailsDays: 365,
  /** a story removed from the website, and all its personal data, are deleted this long after removal */
  removedStoryDays: 30,
  /**
   * a request made with the form on /privacy (the address and what was asked) is kept this long:
   * the month the law gives the practice to answer, and a little more
   */
  dataRequestDays: 40,
  /** enquiries are deleted this long after they arrive */
  enquiryDays: 90,
  /** once an email is sent its contents are deleted; the delivery record (recipient, subject) after this */
  sentMailRecordDays: 30,
  /**
   * the moderation record of each decision (action, reason, times, a hash of the reviewer's
   * address; no patient data) and the count of stories received: a little over a year, so the
   * review policy's 12-month transparency report is always complete
   */
  moderationRecordDays: 400,
} as const;
