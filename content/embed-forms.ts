/**
 * The /embed page's section on the forms that need no script — an iframe, the rating badge and a
 * plain link — for hospital and directory pages whose editors allow only those. Snippets are
 * built by lib/frame-snippets.ts.
 */
import { reviewsPage } from "./reviews-page.ts";
import { surgeonName } from "./site.ts";

export type EmbedFormKind = "iframe-reviews" | "iframe-story-form" | "badge" | "link";

/** The iframe pages' titles (their <title>, h1 and the iframe's title attribute). */
export const frameTitles = {
  reviews: `Patient stories about ${surgeonName}`,
  "story-form": `Share your story with ${surgeonName}'s practice`,
} as const;

export interface EmbedForm {
  kind: EmbedFormKind;
  heading: string;
  description: string;
}

export const embedForms = {
  overview: {
    title: "Four ways to add the reviews",
    intro: "Use the first that the other website allows:",
    forms: [
      "Script: the widgets above, which fit in with the page and update themselves. Most content systems allow it; some do not.",
      "Iframe: the reviews or the story form in a frame of their own, for pages that allow an iframe but no script.",
      "Badge: an image of the average rating and the number of stories, linked to the stories page, for pages and email signatures that allow only an image and a link.",
      "Plain link: for anywhere else.",
    ],
    chatNote:
      "The chat assistant is offered as a script only: its button floats over the corner of the page, which a frame or an image cannot do.",
  },
  title: "Without a script: iframe, badge or link",
  intro:
    "These need no script on the other website. The frames size themselves to their content when the small resize script after them is pasted too; without it they keep the height in the snippet and scroll inside it.",
  storiesPath: reviewsPage.path,
  badgeAlt: `Patient stories about ${surgeonName}: average rating and number of stories`,
  linkLabel: `Read patients' stories about ${surgeonName}`,
  forms: [
    {
      kind: "iframe-reviews",
      heading: "Reviews in an iframe",
      description:
        "The published stories, newest first, with the practice's replies. Readable without any script.",
    },
    {
      kind: "iframe-story-form",
      heading: "Story form in an iframe",
      description:
        "The form patients use to send their story; it goes to the reviewer like any other.",
    },
    {
      kind: "badge",
      heading: "Rating badge",
      description:
        "The average rating and the number of published stories, updated within an hour of a new story. Until five stories are published it says “Patient stories” with no number.",
    },
    {
      kind: "link",
      heading: "Plain link",
      description: "A link to the patient stories page.",
    },
  ] satisfies EmbedForm[],
  previewHeading: "Preview",
  oembedNote:
    "Content systems that embed from a pasted link (WordPress and others, through oEmbed) turn the stories page's address into the reviews iframe by themselves.",
};
