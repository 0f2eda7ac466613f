/**
 * `/widgets/embed.js`: the one script another website adds to show our widgets, as a classic
 * script (`<script async src="https://…/widgets/embed.js">`). It
 * - finds `[data-widget]` elements now and whenever the page adds one later (MutationObserver);
 * - holds each widget's room at once (lib/widget-sizes.ts), so the host page never shifts;
 * - loads only the bundles those widgets need, by dynamic `import()` of the content-hashed module
 *   URLs the build bakes in, from the origin this script came from;
 * - mounts each inside its own shadow root (widgets/shared/shadow.ts).
 * The API base defaults to this script's origin + `/api`; `data-api-base` overrides it. Unknown
 * widget names get a console warning and nothing else; a widget that cannot load leaves the
 * element's own fallback content in place. One global, `AshcombeWidgets`: `mount(element)` for
 * pages that render into places the observer cannot see, and `version`. No cookies, no storage.
 *
 * The build (scripts/build/embed.ts) defines the constants below.
 */
import { reservedHeight } from "../../lib/widget-registry.ts";
import { EMBED_LOADER_PATH } from "../../lib/embed-paths.ts";

/** widget name → [its module, the chunks it imports], as paths on the site's origin */
declare const EMBED_BUNDLES: Record<string, string[]>;
declare const EMBED_VERSION: string;
/** the production origin, used only if this script cannot tell where it came from */
declare const EMBED_SITE_URL: string;
/** how the chat's greeting names the surgeon unless `data-surgeon` says otherwise */
declare const EMBED_SURGEON: string;

interface WidgetModule {
  mount(element: HTMLElement): void | Promise<void>;
}

export interface EmbedApi {
  version: string;
  /** Mounts `target` if it is a widget element, and every widget element inside it. */
  mount(target?: ParentNode): Promise<void>;
}

const GLOBAL = "AshcombeWidgets";
const host = window as unknown as Record<string, EmbedApi | undefined>;

if (!host[GLOBAL]) {
  const script =
    (document.currentScript ?? document.querySelector(`script[src*="${EMBED_LOADER_PATH}"]`)) as
      | HTMLScriptElement
      | null;
  const origin = new URL(script?.src || EMBED_SITE_URL, location.href).origin;
  const started = new WeakSet<Element>();
  const warned = new Set<string>();
  const warn = (...details: unknown[]) => console.warn("Ashcombe widgets:", ...details);

  const start = (element: HTMLElement): Promise<void> | undefined => {
    const name = element.dataset.widget ?? "";
    if (started.has(element)) return;
    started.add(element);
    if (!Object.prototype.hasOwnProperty.call(EMBED_BUNDLES, name)) {
      if (!warned.has(name)) warn(`no widget called "${name}"; ignored`);
      warned.add(name);
      return;
    }
    // Hold the room first, !important so the page's own rules cannot collapse it.
    const style = element.style;
    if (!element.hidden) style.setProperty("display", "block", "important");
    // An element not laid out yet (in a hidden tab, say) has no width: guess the window's.
    const width = element.clientWidth || innerWidth;
    const height = Math.max(
      parseFloat(style.minHeight) || 0,
      reservedHeight(name, width, innerWidth),
    );
    if (height) style.setProperty("min-height", `${height}px`, "important");
    element.dataset.apiBase ??= `${origin}/api`;
    if (name === "chat") element.dataset.surgeon ??= EMBED_SURGEON;
    // The chunks a widget imports load alongside it rather than after it.
    return Promise.all(
      EMBED_BUNDLES[name].map((path) => import(origin + path) as Promise<WidgetModule>),
    )
      .then(([widget]) => widget.mount(element))
      .catch((error) => warn(`the ${name} widget could not start`, error));
  };

  const mount = (target: ParentNode = document): Promise<void> => {
    const elements = [...target.querySelectorAll<HTMLElement>("[data-widget]")];
    if (target instanceof HTMLElement && target.matches("[data-widget]")) elements.unshift(target);
    return Promise.all(elements.map(start)).then(() => undefined);
  };

  host[GLOBAL] = { version: EMBED_VERSION, mount };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "attributes") mount(record.target as HTMLElement);
      else for (const node of record.addedNodes) if (node instanceof HTMLElement) mount(node);
    }
  }).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["data-widget"],
  });
  mount();
}
