/**
 * Accordions (WAI-ARIA APG): Enter/Space toggle, Up/Down/Home/End move between headers, one
 * panel open at a time unless `data-multiple`, clicking the open one closes it. The HTML arrives
 * with every panel open (as readers without JavaScript see it); this closes them and marks the
 * root `data-accordion-ready`. Closed panels are `hidden="until-found"`, so find-in-page still reaches their text and opens them.
 * With `data-collapse-below`, the panels form an accordion only below that width; above it
 * they are all shown and the headers are marked aria-disabled (APG: a panel that cannot close).
 */
import { animateHeight, belowWidth } from "./motion.ts";

interface Item {
  trigger: HTMLButtonElement;
  panel: HTMLElement;
}

function hide(panel: HTMLElement) {
  panel.setAttribute("hidden", "until-found");
}

export function initAccordion(root: HTMLElement): void {
  const multiple = root.hasAttribute("data-multiple");
  const items: Item[] = [];
  for (const trigger of root.querySelectorAll<HTMLButtonElement>(".accordion-trigger")) {
    if (trigger.closest("[data-accordion]") !== root) continue;
    const panel = document.getElementById(trigger.getAttribute("aria-controls") ?? "");
    if (panel) items.push({ trigger, panel });
  }
  let alwaysOpen = false;

  const isOpen = (item: Item) => item.trigger.getAttribute("aria-expanded") === "true";

  const setOpen = (item: Item, open: boolean, animate = true) => {
    if (isOpen(item) === open) return;
    item.trigger.setAttribute("aria-expanded", String(open));
    const { panel } = item;
    if (open) {
      panel.removeAttribute("hidden");
      if (animate) void animateHeight(panel, 0, panel.scrollHeight);
    } else if (animate) {
      const from = panel.scrollHeight;
      void animateHeight(panel, from, 0).then(() => {
        if (!isOpen(item)) hide(panel);
      });
    } else {
      hide(panel);
    }
  };

  const open = (item: Item) => {
    if (!multiple) { for (const other of items) if (other !== item) setOpen(other, false); }
    setOpen(item, true);
  };

  for (const item of items) {
    setOpen(item, false, false);
    item.trigger.addEventListener("click", () => {
      if (alwaysOpen) return;
      if (isOpen(item)) setOpen(item, false);
      else open(item);
    });
    item.panel.addEventListener("beforematch", () => {
      if (!alwaysOpen) open(item);
    });
    item.trigger.addEventListener("keydown", (event) => {
      const index = items.indexOf(item);
      const target = {
        ArrowDown: items[(index + 1) % items.length],
        ArrowUp: items[(index - 1 + items.length) % items.length],
        Home: items[0],
        End: items[items.length - 1],
      }[event.key];
      if (target) {
        event.preventDefault();
        target.trigger.focus();
      }
    });
  }

  const collapseBelow = Number(root.dataset.collapseBelow);
  if (collapseBelow > 0) {
    belowWidth(collapseBelow, (below) => {
      alwaysOpen = !below;
      root.classList.toggle("is-expanded-layout", alwaysOpen);
      for (const item of items) {
        if (alwaysOpen) {
          item.trigger.setAttribute("aria-expanded", "true");
          item.trigger.setAttribute("aria-disabled", "true");
          item.panel.removeAttribute("hidden");
        } else {
          item.trigger.removeAttribute("aria-disabled");
          item.trigger.setAttribute("aria-expanded", "false");
          hide(item.panel);
        }
      }
    });
  }
  root.setAttribute("data-accordion-ready", "");
}

export function initAccordions(scope: ParentNode): void {
  for (const root of scope.querySelectorAll<HTMLElement>("[data-accordion]")) initAccordion(root);
}
