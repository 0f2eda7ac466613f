/**
 * Mounts the interactive widgets on this site's own pages. Each `[data-widget]` element names a
 * widget; its bundle (its own chunk) is fetched only when needed, so a content page's initial
 * JavaScript is the site script alone:
 *   data-widget-load="visible"      (default) when the element nears the viewport
 *   data-widget-load="interaction"  on the first pointer, focus or key event inside it
 * Until a widget has mounted, the server-rendered markup keeps working (forms post natively).
 */
import type { WidgetName } from "../../lib/widget-registry.ts";

export interface WidgetModule {
  mount(element: HTMLElement): void | Promise<void>;
}

/**
 * Widget name → its module (`module` in lib/widget-registry.ts), written out as `import()` calls so
 * esbuild gives each widget its own chunk; the type makes it list every registered widget.
 */
export const widgetLoaders: Record<WidgetName, () => Promise<WidgetModule>> = {
  reviews: () => import("../reviews/reviews.tsx"),
  "moderation-report": () => import("../reviews/report.ts"),
  "story-form": () => import("../story-form/story-form.tsx"),
  chat: () => import("../chat/chat.tsx"),
  enquiry: () => import("../enquiry/enquiry.ts"),
};

/** Only the registry's names (the type above lists them), so the site script carries no reserve arithmetic. */
function isWidgetName(name: string): name is WidgetName {
  return Object.prototype.hasOwnProperty.call(widgetLoaders, name);
}

function mount(element: HTMLElement) {
  const name = element.dataset.widget ?? "";
  if (!isWidgetName(name) || element.dataset.widgetMounted) return;
  const load = widgetLoaders[name];
  element.dataset.widgetMounted = "true";
  load().then((widget) => widget.mount(element)).catch((error) => {
    // The server-rendered fallback stays in place; the page remains usable.
    console.error(`The ${element.dataset.widget} widget could not start`, error);
    delete element.dataset.widgetMounted;
  });
}

const interactionEvents = ["pointerenter", "focusin", "keydown", "touchstart"] as const;

export function mountWidgets(scope: ParentNode): void {
  const visible = typeof IntersectionObserver === "function"
    ? new IntersectionObserver((entries, observer) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        mount(entry.target as HTMLElement);
      }
    }, { rootMargin: "400px" })
    : null;

  for (const element of scope.querySelectorAll<HTMLElement>("[data-widget]")) {
    if (!isWidgetName(element.dataset.widget ?? "")) continue;
    // The /embed page's previews are mounted by the embed loader, as on another website.
    if (element.closest("[data-embed-preview]")) continue;
    if (element.dataset.widgetLoad === "interaction") {
      const start = () => {
        for (const type of interactionEvents) element.removeEventListener(type, start);
        mount(element);
      };
      for (const type of interactionEvents) {
        element.addEventListener(type, start, { passive: true });
      }
    } else if (visible) {
      visible.observe(element);
    } else {
      mount(element);
    }
  }
}
