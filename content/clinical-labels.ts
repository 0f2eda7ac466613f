/**
 * The fixed words around the clinical pages' content: headings of the page parts, the review
 * line, download details. Kept here so the views hold no wording of their own.
 */
export const clinicalLabels = {
  breadcrumb: "Breadcrumb",
  commonQuestions: "Common questions",
  about: (heading: string) => `About ${heading}`,
  chooseProcedure: "Choose a procedure",
  related: "Related pages",
  downloads: "Patient guides to download",
  download: "Download",
  pdf: "PDF",
  beforeAndAfter: "Before and after a partial knee replacement",
  hubLink: { knee: "See all knee procedures", hip: "See all hip procedures" },
  getInTouchSubmit: "Send message",
  onThisPage: "On this page",
  recoveryTable: {
    caption: "Typical recovery times",
    columns: ["Activity", "Typical time"] as [string, string],
  },
} as const;
