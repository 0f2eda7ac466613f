/** Accordion entries (pages/components/Accordion.tsx: `<details>`) in the e2e tests. */
import { expect, type Locator, type Page } from "@playwright/test";

const exactly = (text: string) =>
  new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*$`);

/** An entry by its heading's text: the `<details>`, its summary (the control) and its panel. */
export function accordionEntry(scope: Page | Locator, title: string) {
  const page = "page" in scope ? scope.page() : scope;
  const item = scope.locator("details.accordion-item").filter({
    has: page.locator(":scope > summary .accordion-title").filter({ hasText: exactly(title) }),
  });
  return {
    item,
    trigger: item.locator(":scope > summary"),
    panel: item.locator(":scope > .accordion-panel"),
  };
}

export type AccordionEntry = ReturnType<typeof accordionEntry>;

/** Open (the element says so, and its panel shows) or closed (and hidden). */
export async function expectOpen(entry: AccordionEntry, open: boolean): Promise<void> {
  await expect(entry.item).toHaveJSProperty("open", open);
  if (open) await expect(entry.panel).toBeVisible();
  else await expect(entry.panel).toBeHidden();
}
