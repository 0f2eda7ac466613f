/**
 * Desktop dropdowns open on hover and keyboard focus with CSS alone; this keeps their
 * aria-expanded honest, lets the toggle button open them and Escape close them. The mobile panel
 * is a native popover; this closes it when the window reaches the desktop width (1280 px) or a
 * link inside it is followed, and keeps the Menu button's aria-expanded in step.
 */
import { belowWidth } from "./motion.ts";

export const DESKTOP_MENU_MIN_WIDTH = 1280;

function initDropdowns() {
  for (const item of document.querySelectorAll<HTMLElement>("[data-dropdown]")) {
    const toggle = item.querySelector<HTMLButtonElement>(".dropdown-toggle");
    const link = item.querySelector<HTMLAnchorElement>(".nav-link");
    if (!toggle) continue;
    const sync = () => {
      const shown = !item.classList.contains("is-closed") &&
        (item.classList.contains("is-open") || item.matches(":hover") ||
          item.matches(":focus-within"));
      toggle.setAttribute("aria-expanded", String(shown));
    };
    const close = () => {
      item.classList.remove("is-open");
      item.classList.add("is-closed");
      sync();
    };
    toggle.addEventListener("click", () => {
      const open = toggle.getAttribute("aria-expanded") !== "true";
      item.classList.toggle("is-open", open);
      item.classList.toggle("is-closed", !open);
      sync();
    });
    item.addEventListener("keydown", (event) => {
      if (event.key === "Escape") {
        close();
        (link ?? toggle).focus();
      }
    });
    item.addEventListener("mouseenter", () => {
      item.classList.remove("is-closed");
      sync();
    });
    item.addEventListener("mouseleave", () => {
      item.classList.remove("is-open");
      sync();
    });
    item.addEventListener("focusin", (event) => {
      // Focus arriving from outside reopens a dropdown closed with Escape.
      if (!item.contains(event.relatedTarget as Node | null)) item.classList.remove("is-closed");
      sync();
    });
    item.addEventListener("focusout", (event) => {
      if (!item.contains(event.relatedTarget as Node | null)) {
        item.classList.remove("is-open", "is-closed");
        queueMicrotask(sync);
      }
    });
    sync();
  }
}

function initMobileMenu() {
  const panel = document.getElementById("mobile-menu");
  const button = document.querySelector<HTMLButtonElement>(".menu-button");
  if (!panel || !button || typeof panel.hidePopover !== "function") return;
  const isOpen = () => panel.matches(":popover-open");
  button.setAttribute("aria-expanded", "false");
  button.setAttribute("aria-controls", panel.id);
  panel.addEventListener("toggle", () => {
    button.setAttribute("aria-expanded", String(isOpen()));
    if (isOpen()) panel.querySelector<HTMLElement>(".mobile-menu-close")?.focus();
  });
  panel.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a[href]") && isOpen()) panel.hidePopover();
  });
  belowWidth(DESKTOP_MENU_MIN_WIDTH, (below) => {
    if (!below && isOpen()) panel.hidePopover();
  });
}

export function initNavigation(): void {
  initDropdowns();
  initMobileMenu();
}
