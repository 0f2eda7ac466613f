/**
 * The content-neutral reasons a story may be declined for: the one list that the review policy
 * (/review-policy), the reviewer's email, the decline confirmation page and the moderation record
 * all read. A star rating or criticism is never a reason (the policy says so); the ids are stored
 * in the moderation record and counted in the transparency report, so never rename one.
 */
export interface DeclineReason {
  /** stored in the moderation record; lower-case words joined by hyphens */
  id: string;
  /** short, for the reviewer's form and the transparency report */
  label: string;
  /** what it means, for the review policy */
  description: string;
}

export const declineReasons = [
  {
    id: "not-genuine",
    label: "Not about a real experience of this practice",
    description:
      "it is not about a real experience of care with this practice, or is written by someone on another person's behalf without their agreement",
  },
  {
    id: "personal-information",
    label: "Contains someone's personal information",
    description:
      "it contains personal details, such as an address, a phone number or another patient's name",
  },
  {
    id: "offensive-or-unlawful",
    label: "Offensive or unlawful",
    description:
      "it contains abuse, such as threats or hateful or offensive language, or defamation: untrue statements that could harm someone's reputation",
  },
  {
    id: "clinical-advice",
    label: "Gives medical advice or promises results",
    description:
      "it makes clinical claims: medical advice to others, or promises about what a treatment will do",
  },
  {
    id: "duplicate",
    label: "A duplicate",
    description: "it repeats a story the same person has already sent",
  },
  {
    id: "advertising",
    label: "Advertising",
    description: "it advertises a product, a service or another business, or links to one",
  },
] as const satisfies readonly DeclineReason[];

export type DeclineReasonId = (typeof declineReasons)[number]["id"];

/** What is never a reason, said wherever the reasons are listed. */
export const neverADeclineReason =
  "A low star rating, criticism of the practice or a negative experience is never a reason to decline a story.";

export function declineReasonById(id: string): DeclineReason | undefined {
  return declineReasons.find((reason) => reason.id === id);
}
