/**
 * Tabs (WAI-ARIA APG, automatic activation): arrows move and select, Home/End jump, only the
 * selected tab is in the tab order. With `data-stack-below`, below that width the tab list is
 * hidden and every panel is shown in turn under its own heading.
 */
import { belowWidth } from "./motion.ts";

export function initTabGroup(root: HTMLElement): void {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const panels = tabs.map((tab) =>
    document.getElementById(tab.getAttribute("aria-controls") ?? "")!
  );
  let selected = Math.max(0, tabs.findIndex((t) => t.getAttribute("aria-selected") === "true"));
  let stacked = false;

  const select = (index: number, focus: boolean) => {
    selected = index;
    tabs.forEach((tab, i) => {
      const active = i === index;
      tab.setAttribute("aria-selected", String(active));
      tab.tabIndex = active ? 0 : -1;
      if (!stacked) panels[i].hidden = !active;
    });
    if (focus) tabs[index].focus();
  };

  tabs.forEach((tab, i) => {
    tab.addEventListener("click", () => select(i, false));
    tab.addEventListener("keydown", (event) => {
      const next = {
        ArrowRight: (i + 1) % tabs.length,
        ArrowLeft: (i - 1 + tabs.length) % tabs.length,
        Home: 0,
        End: tabs.length - 1,
      }[event.key];
      if (next !== undefined) {
        event.preventDefault();
        select(next, true);
      }
    });
  });

  const stackBelow = Number(root.dataset.stackBelow);
  if (stackBelow > 0) {
    belowWidth(stackBelow, (below) => {
      stacked = below;
      root.classList.toggle("is-stacked", stacked);
      for (const panel of panels) {
        if (stacked) {
          panel.removeAttribute("role");
          panel.removeAttribute("tabindex");
          panel.hidden = false;
        } else {
          panel.setAttribute("role", "tabpanel");
          panel.tabIndex = 0;
        }
      }
      if (!stacked) select(selected, false);
    });
  }
}

export function initTabs(scope: ParentNode): void {
  for (const root of scope.querySelectorAll<HTMLElement>("[data-tabs]")) initTabGroup(root);
}
