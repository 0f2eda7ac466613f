/**
 * The site script: progressive enhancement only. Every page is complete without it, and it arrives
 * after the first paint (added by the page's inline loader, lib/site-loader.ts). With it, menus,
 * accordions, tabs and disclosures behave as the WAI-ARIA Authoring Practices describe, broken
 * images fall back to a placeholder, the typeface comes in, widgets mount where their placeholders
 * are and the chat launcher loads the chat on first use. Once all that is set up, <html> is marked
 * `data-enhanced`.
 */
import { initAccordions } from "./accordion.ts";
import { initTabs } from "./tabs.ts";
import { initDisclosures } from "./disclosure.ts";
import { initNavigation } from "./navigation.ts";
import { initImageFallback } from "./image-fallback.ts";
import { initScrollTop } from "./scroll-top.ts";
import { mountWidgets } from "./widgets.ts";
import { initChatLauncher } from "./chat-launcher.ts";
import { fetchTypefaceAfterFirstPaint } from "./typeface.ts";

function start() {
  fetchTypefaceAfterFirstPaint();
  initNavigation();
  initAccordions(document);
  initTabs(document);
  initDisclosures(document);
  initImageFallback();
  initScrollTop();
  for (const year of document.querySelectorAll<HTMLElement>("[data-current-year]")) {
    year.textContent = String(new Date().getFullYear());
  }
  mountWidgets(document);
  initChatLauncher();
  const embedTools = document.querySelector<HTMLElement>("[data-embed-tools]");
  if (embedTools?.dataset.embedLoader) {
    // the /embed page's previews, mounted by the real embed loader as on another website
    const loader = document.createElement("script");
    loader.src = embedTools.dataset.embedLoader;
    document.body.append(loader);
  }
  if (embedTools) {
    import("../embed/page-tools.ts").then(
      (tools) => tools.initEmbedTools(embedTools),
      (error) => console.error("The /embed page's controls could not start", error),
    );
  }
  document.documentElement.toggleAttribute("data-enhanced", true);
}

if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", start, { once: true });
} else start();
