/**
 * Accordions are `<details>` entries (pages/components/Accordion.tsx): the browser opens and closes
 * them, one at a time through their shared `name`, and opens a closed one that find-in-page lands
 * in — with JavaScript off and before this script arrives alike; on wide screens the stylesheet
 * turns the `data-collapse-below` ones into plain headed sections. This adds the one optional part
 * of the WAI-ARIA APG pattern the browser lacks: Up/Down/Home/End move between an accordion's
 * headers.
 */
export function initAccordion(root: HTMLElement): void {
  const summaries = [...root.querySelectorAll<HTMLElement>("details.accordion-item > summary")]
    .filter((summary) => summary.closest("[data-accordion]") === root);
  for (const summary of summaries) {
    summary.addEventListener("keydown", (event) => {
      const index = summaries.indexOf(summary);
      const target = {
        ArrowDown: summaries[(index + 1) % summaries.length],
        ArrowUp: summaries[(index - 1 + summaries.length) % summaries.length],
        Home: summaries[0],
        End: summaries[summaries.length - 1],
      }[event.key];
      if (target) {
        event.preventDefault();
        target.focus();
      }
    });
  }
}

export function initAccordions(scope: ParentNode): void {
  for (const root of scope.querySelectorAll<HTMLElement>("[data-accordion]")) initAccordion(root);
}
