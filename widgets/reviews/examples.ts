/**
 * Shown only when the stories feed cannot be loaded: three cards that are plainly examples of
 * how a story looks, each labelled "Example review". They describe no real or invented patient.
 */
import type { Review } from "./feed.ts";

export const exampleReviews: Review[] = [
  {
    id: "example-1",
    name: "Example story",
    stars: 5,
    surgeryType: "Knee replacement",
    text:
      "This is an example of how a patient's story appears on this page. A story might describe the first consultation, how the operation and the stay in hospital went, and how recovery has been since.",
    example: true,
  },
  {
    id: "example-2",
    name: "Example story",
    stars: 4,
    surgeryType: "Knee arthroscopy",
    text:
      'Another example. Stories are published in the patient\'s own words, with their first name and the first letter of their last name, or as "Anonymous" if they prefer.',
    example: true,
  },
  {
    id: "example-3",
    name: "Example story",
    stars: 5,
    surgeryType: "Hip replacement",
    text:
      "A third example. Every story is read before it is published, and no story is held back for being critical. Our review policy explains how stories are checked.",
    example: true,
  },
];
