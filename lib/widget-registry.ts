/**
 * Every widget, once: its `data-widget` name, its module (which exports `mount(element)`), whether
 * other websites may embed it, when this site's script loads it, and the room it reserves before
 * it mounts. Read by the pages (`<WidgetSlot>`), the site script (widgets/site/widgets.ts), the
 * embed loader and its build (scripts/build/embed.ts) and the /embed page's snippets.
 *
 * Plain data with no dependencies beyond the reserve arithmetic, so the embed loader can bundle it.
 */
import { reviewsHeight, storyFormHeight } from "./widget-sizes.ts";

/** When the site script fetches the widget: as its element nears the viewport, or on the first interaction with it. */
export type WidgetLoad = "visible" | "interaction";

export interface WidgetEntry {
  /** the module, from the repository root */
  module: string;
  /** offered to other websites by the embed loader and the /embed page */
  embeddable: boolean;
  load: WidgetLoad;
  /** the min-height (px) to hold in a container `width` px wide, in a window `windowWidth` px wide */
  reserve(width: number, windowWidth: number): number;
}

const none = () => 0;

export const widgetRegistry = {
  reviews: {
    module: "widgets/reviews/reviews.tsx",
    embeddable: true,
    load: "visible",
    reserve: reviewsHeight,
  },
  "story-form": {
    module: "widgets/story-form/story-form.tsx",
    embeddable: true,
    load: "visible",
    reserve: storyFormHeight,
  },
  // The chat's launcher is fixed to the window's corner: it needs no room.
  chat: { module: "widgets/chat/chat.tsx", embeddable: true, load: "visible", reserve: none },
  // The review policy's moderation report is server-filled; the script only refreshes its figures.
  "moderation-report": {
    module: "widgets/reviews/report.ts",
    embeddable: false,
    load: "visible",
    reserve: none,
  },
  // The enquiry form is server-rendered and enhanced in place: its room is its own.
  enquiry: {
    module: "widgets/enquiry/enquiry.ts",
    embeddable: false,
    load: "interaction",
    reserve: none,
  },
} as const satisfies Record<string, WidgetEntry>;

export type WidgetName = keyof typeof widgetRegistry;
export type EmbeddableWidgetName = {
  [Name in WidgetName]: (typeof widgetRegistry)[Name]["embeddable"] extends true ? Name : never;
}[WidgetName];

export const widgetNames = Object.keys(widgetRegistry) as WidgetName[];
export const embeddableWidgetNames = widgetNames.filter((name) =>
  widgetRegistry[name].embeddable
) as EmbeddableWidgetName[];

export function isWidgetName(name: string): name is WidgetName {
  return Object.prototype.hasOwnProperty.call(widgetRegistry, name);
}

export function isEmbeddable(name: string): name is EmbeddableWidgetName {
  return isWidgetName(name) && widgetRegistry[name].embeddable;
}

/** The min-height to hold for widget `name` (none for unknown names) in a container `width` px wide. */
export function reservedHeight(name: string, width: number, windowWidth: number): number {
  return isWidgetName(name) ? widgetRegistry[name].reserve(width, windowWidth) : 0;
}

/** The attributes that make an element a widget's placeholder (`data-widget-load` only where not the default). */
export function widgetElementAttributes(name: WidgetName): Record<string, string> {
  const { load } = widgetRegistry[name];
  return load === "visible"
    ? { "data-widget": name }
    : { "data-widget": name, "data-widget-load": load };
}
