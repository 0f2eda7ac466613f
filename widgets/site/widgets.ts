/**
 * Mounts the interactive widgets on this site's own pages: each `[data-widget]` element names a
 * widget; its bundle is fetched only when the page has one (esbuild splits each into its own
 * chunk), so content pages carry none of their weight.
 */
export interface WidgetModule {
  mount(element: HTMLElement): void | Promise<void>;
}

/** Widget name → loader. Each widget adds its entry here. */
export const widgetLoaders: Record<string, () => Promise<WidgetModule>> = {};

export function mountWidgets(scope: ParentNode): void {
  for (const element of scope.querySelectorAll<HTMLElement>("[data-widget]")) {
    const load = widgetLoaders[element.dataset.widget ?? ""];
    if (!load || element.dataset.widgetMounted) continue;
    element.dataset.widgetMounted = "true";
    load().then((widget) => widget.mount(element)).catch((error) => {
      // The server-rendered fallback stays in place; the page remains usable.
      console.error(`The ${element.dataset.widget} widget could not start`, error);
      delete element.dataset.widgetMounted;
    });
  }
}
