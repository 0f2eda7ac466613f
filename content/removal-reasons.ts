/**
 * Why a published story was taken down: the reviewer chooses one on the unpublish page, the
 * transparency report counts each (no personal data about the story is kept), and the review
 * policy names both. The ids are stored in the removal record, so never rename one.
 */
export interface RemovalReason {
  id: "author-request" | "practice";
  /** the reviewer's choice and the report's row */
  label: string;
}

export const removalReasons: readonly RemovalReason[] = [
  { id: "author-request", label: "Removed at the author's request" },
  { id: "practice", label: "Removed by the practice" },
];

export type RemovalReasonId = RemovalReason["id"];

export function removalReasonById(id: string): RemovalReason | undefined {
  return removalReasons.find((reason) => reason.id === id);
}
