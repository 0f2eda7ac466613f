/**
 * Disclosure buttons such as Read More / Read Less: `data-disclosure` on a button whose
 * aria-controls names the panel; optional `data-label-expanded` / `data-label-collapsed`.
 */
import { animateHeight } from "./motion.ts";

export function initDisclosures(scope: ParentNode): void {
  for (const button of scope.querySelectorAll<HTMLButtonElement>("[data-disclosure]")) {
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (!panel) continue;
    const label = button.querySelector("[data-disclosure-label]") ?? button;
    const update = (open: boolean) => {
      button.setAttribute("aria-expanded", String(open));
      const text = open ? button.dataset.labelExpanded : button.dataset.labelCollapsed;
      if (text) label.textContent = text;
    };
    button.addEventListener("click", () => {
      const open = button.getAttribute("aria-expanded") !== "true";
      update(open);
      if (open) {
        panel.hidden = false;
        void animateHeight(panel, 0, panel.scrollHeight);
      } else {
        void animateHeight(panel, panel.scrollHeight, 0).then(() => {
          if (button.getAttribute("aria-expanded") !== "true") panel.hidden = true;
        });
      }
    });
  }
}
