/**
 * `/embed`: the page for the surgeon (and whoever edits a hospital's website) with a copy-paste
 * snippet per widget, the theme options and a live preview of each. Not indexed, not in the
 * sitemap, linked from nowhere public.
 */
import type { PageMeta } from "./schema.ts";
import { site, surgeonName } from "./site.ts";
import { retention } from "./retention.ts";
import { SYMPTOM_PATH } from "../lib/urgent.ts";

export const EMBED_PATH = "/embed";

export interface EmbeddableWidget {
  /** a `data-widget` name that lib/widget-registry.ts marks embeddable (checked where the page renders) */
  widget: string;
  heading: string;
  description: string;
  /**
   * what the element shows until the widget mounts, and instead of it without JavaScript (only
   * without JavaScript when `noscript`: lib/embed-snippet.ts)
   */
  fallback?: { path: string; label: string; noscript?: boolean };
  previewNote: string;
}

export interface EmbedAttribute {
  name: string;
  values: string;
  does: string;
}

export const embedPage: {
  path: string;
  meta: PageMeta;
  heading: string;
  summary: string;
  steps: { title: string; points: string[] };
  theme: {
    title: string;
    intro: string;
    themeLegend: string;
    light: string;
    dark: string;
    accentLabel: string;
    accentReset: string;
  };
  widgets: EmbeddableWidget[];
  snippetLabel: string;
  copyLabel: string;
  copied: string;
  copyFallback: string;
  previewHeading: string;
  /** `tableLabel` names the table's scrolling box, a region of its own beside the section */
  attributes: { title: string; intro: string; tableLabel: string; rows: EmbedAttribute[] };
  notes: { title: string; points: string[] };
} = {
  path: EMBED_PATH,
  meta: {
    title: "Embed the Widgets | Mr Edward Ashcombe",
    description:
      `Copy-paste snippets that show ${surgeonName}'s patient reviews, story form and chat assistant on hospital profile pages and other websites.`,
    keywords: ["embed reviews", "reviews widget", "chat widget", "hospital profile"],
  },
  heading: "Show the reviews and the chat on other websites",
  summary:
    "Each widget is one script tag and one element, pasted into another website's page — a hospital profile, for example. It looks after itself there: the page around it cannot change how it looks, and it cannot change the page.",
  steps: {
    title: "How to add a widget",
    points: [
      "Copy the snippet of the widget you want from this page (the theme options below change the snippets).",
      "Paste it into the other website's page, where the widget should appear. If the page shows several widgets, the script tag is needed only once.",
      "Ask whoever runs this website to add the other website's address (for example https://www.hospital.example) to the list of websites allowed to use the widgets. Until then the reviews show examples, and stories and questions cannot be sent.",
    ],
  },
  theme: {
    title: "Theme",
    intro:
      "Light or dark, and an accent colour to match the other website. The snippets and previews on this page follow your choice; the same attributes are listed in the table further down.",
    themeLegend: "Light or dark",
    light: "Light",
    dark: "Dark",
    accentLabel: "Accent colour",
    accentReset: "Use the widgets' own colours",
  },
  widgets: [
    {
      widget: "reviews",
      heading: "Patient stories",
      description:
        "The average rating, the number of reviews and the published reviews themselves, newest first, a page at a time. It holds the room it needs on the page before it loads, so nothing below it jumps.",
      fallback: {
        path: "/patient-success-stories",
        label: `Read patient stories about ${surgeonName}`,
      },
      previewNote: "The reviews as they appear on another website, loaded by the same snippet.",
    },
    {
      widget: "story-form",
      heading: "Share your story form",
      description:
        "The form patients use to send their story. Stories sent from another website come to the reviewer by email like any other and appear only once approved.",
      fallback: {
        path: "/patient-success-stories#share-your-story",
        label: "Share your story with the practice",
      },
      previewNote: "This form is live: a story sent from here goes to the reviewer like any other.",
    },
    {
      widget: "chat",
      heading: "Chat assistant",
      description:
        "A button fixed to the bottom right corner of the window that opens the chat assistant, which answers from this website's own pages. The element itself takes no room on the page, so it can go anywhere in it. Without JavaScript it shows a link to the symptom check, which works without it.",
      // The assistant needs JavaScript; its "worried about a symptom now?" path does not.
      fallback: { path: SYMPTOM_PATH, label: "Worried about a symptom now?", noscript: true },
      previewNote:
        "The chat's button is at the bottom right of this page, where it will be on the other website too.",
    },
  ],
  snippetLabel: "Snippet",
  copyLabel: "Copy snippet",
  copied: "Copied to the clipboard.",
  copyFallback: "The snippet is selected: press Ctrl+C (or ⌘C on a Mac) to copy it.",
  previewHeading: "Preview",
  attributes: {
    title: "Options",
    intro: "Everything about a widget is set by attributes on its element:",
    tableLabel: "Widget attributes",
    rows: [
      {
        name: "data-widget",
        values: "reviews, story-form or chat",
        does: "Which widget the element shows. Elements with other names are left alone.",
      },
      {
        name: "data-theme",
        values: "light (the default) or dark",
        does: "Dark text on light, or light text for a dark page.",
      },
      {
        name: "data-accent",
        values: "any CSS colour, for example #b03060",
        does: "The colour of buttons, links and highlights.",
      },
      {
        name: "data-surgeon",
        values: `for example ${site.surgeon.honorific} ${site.surgeon.lastName}`,
        does: "How the chat's greeting names the surgeon.",
      },
      {
        name: "data-api-base",
        values: "an address ending in /api",
        does:
          "Where the widgets send their requests; by default this website, where the script comes from.",
      },
    ],
  },
  notes: {
    title: "Good to know",
    points: [
      "The widgets set no cookies. The chat keeps the conversation in the visitor's own browser (local storage), as it does on this website; nothing else is stored.",
      `Stories sent through the form are kept and deleted exactly as on this website: undecided stories after ${retention.pendingStoryDays} days, declined ones ${retention.declinedStoryDays} days after the decision.`,
      "If this website cannot be reached, the reviews show three clearly labelled examples, the form and the chat say that sending failed, and the other website's page carries on working.",
      "The snippet holds the room the widget needs on a phone and in a typical content column, so nothing on the page moves when it appears. In a column 960 px wide or more the reviews need less (you may lower the min-height to 870px); in a very narrow column they need more, and the script adds it as it starts.",
    ],
  },
};
