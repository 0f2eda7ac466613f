/**
 * The copy-paste snippet for one widget: the loader's script tag and the widget's element. The
 * /embed page renders it on the server and its theme controls rewrite it in the browser, both
 * through this one function.
 */
import { type EmbeddableWidgetName, reservedHeight } from "./widget-registry.ts";
import { EMBED_LOADER_PATH } from "./embed-paths.ts";
import { escapeHtml } from "./html-escape.ts";

export interface EmbedTheme {
  theme: "light" | "dark";
  /** a CSS colour, e.g. "#0b6e8a"; none for the widgets' own */
  accent?: string;
}

export interface SnippetOptions {
  widget: EmbeddableWidgetName;
  /** the site's origin, e.g. "https://www.example.com" */
  origin: string;
  /** how the chat's greeting names the surgeon, e.g. "Mr Ashcombe" */
  surgeon: string;
  /**
   * shown inside the element until the widget mounts, and instead of it without JavaScript; with
   * `noscript`, only without JavaScript (for a widget that holds no room, whose link would
   * otherwise show and then vanish as it mounts)
   */
  fallback?: { path: string; label: string; noscript?: boolean };
}

/**
 * The room the snippet holds before any script runs: what the widget needs on a phone and in the
 * usual content column (three rows of review cards, the one-column form). The loader raises it
 * where that is not enough. The chat's launcher is fixed to the window's corner: no room at all.
 */
export function snippetHeight(widget: EmbeddableWidgetName): number {
  return reservedHeight(widget, 390, 390);
}

/** The data attributes of the widget's element, in the order the snippet writes them. */
export function widgetAttributes(
  widget: EmbeddableWidgetName,
  surgeon: string,
  theme: EmbedTheme,
): Array<[string, string]> {
  const attributes: Array<[string, string]> = [["data-widget", widget]];
  if (widget === "chat") attributes.push(["data-surgeon", surgeon]);
  if (theme.theme === "dark") attributes.push(["data-theme", "dark"]);
  if (theme.accent) attributes.push(["data-accent", theme.accent]);
  return attributes;
}

export function embedSnippet(options: SnippetOptions, theme: EmbedTheme): string {
  const { widget, origin, surgeon, fallback } = options;
  const height = snippetHeight(widget);
  const attributes = widgetAttributes(widget, surgeon, theme).map(([name, value]) =>
    ` ${name}="${escapeHtml(value)}"`
  );
  // !important: a page whose stylesheet resets everything still keeps the room.
  if (height) attributes.push(` style="display:block!important;min-height:${height}px!important"`);
  const link = fallback &&
    `<a href="${escapeHtml(origin + fallback.path)}">${escapeHtml(fallback.label)}</a>`;
  const inside = link ? `\n  ${fallback.noscript ? `<noscript>${link}</noscript>` : link}\n` : "";
  return [
    `<script async src="${escapeHtml(origin + EMBED_LOADER_PATH)}"></script>`,
    `<div${attributes.join("")}>${inside}</div>`,
  ].join("\n");
}
