import AxeBuilder from "@axe-core/playwright";
import axe from "axe-core";
import type { Page } from "@playwright/test";

/** The axe rule sets we hold every page to: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * Every rule axe marks experimental: those testing a WCAG criterion (label-content-name-mismatch,
 * p-as-heading, css-orientation-lock, …) and the rest (focus-order-semantics, hidden-content), as an
 * audit run with the "experimental" tag has them. A tag filter leaves experimental rules out, so
 * each is switched on by name (axe's per-rule option outranks its tag filter).
 */
export const EXPERIMENTAL_RULES = axe.getRules(["experimental"]).map((rule) => rule.ruleId);

/** An axe run over `page` with every WCAG A/AA rule, and every experimental rule. */
export function wcagAxe(page: Page): AxeBuilder {
  const rules = Object.fromEntries(EXPERIMENTAL_RULES.map((id) => [id, { enabled: true }]));
  // options() replaces the whole option object, so it goes before withTags().
  return new AxeBuilder({ page }).options({ rules }).withTags(WCAG_TAGS);
}

/** axe's violations on the page as it is now, one readable line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await wcagAxe(page).analyze();
  return results.violations.map((v) =>
    `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(", ")}`
  );
}
