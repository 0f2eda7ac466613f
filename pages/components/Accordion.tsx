import type { ReactNode } from "react";

export interface AccordionItem {
  /** unique within the page; used for the summary and panel ids */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

type HeadingLevel = 2 | 3 | 4;

/**
 * One header and panel of an accordion: a `<details>` whose `<summary>` holds the heading, so it
 * opens and closes in the browser itself — with JavaScript off and before the site script has
 * arrived. Entries that share a `group` (the `name` attribute) are one exclusive accordion: opening
 * one closes the others, natively. `Accordion` renders a list of these; a page may also place them
 * anywhere inside an element marked `data-accordion` (e.g. spread over tab panels) with one group.
 */
export function AccordionEntry({ item, group, headingLevel = 3, region = true }: {
  item: AccordionItem;
  /** the exclusive group's name; none: this entry opens and closes on its own */
  group?: string;
  headingLevel?: HeadingLevel;
  /** label the panel as a region (APG: only in short accordions, to avoid landmark clutter) */
  region?: boolean;
}) {
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  return (
    <details className="accordion-item" name={group}>
      <summary className="accordion-trigger" id={`${item.id}-trigger`}>
        <Heading className="accordion-heading">
          <span className="accordion-title">{item.title}</span>
        </Heading>
        <span className="accordion-icon" aria-hidden="true"></span>
      </summary>
      <div
        className="accordion-panel"
        id={`${item.id}-panel`}
        role={region ? "region" : undefined}
        aria-labelledby={`${item.id}-trigger`}
      >
        <div className="accordion-body">{item.content}</div>
      </div>
    </details>
  );
}

/**
 * An accordion of `<details>` entries, every panel's words in the HTML (search engines and
 * find-in-page reach them; the browser opens a closed entry that find-in-page lands in). One open
 * at a time (one `name`) unless `multiple`. With `collapseBelow`, it is an accordion only below
 * that width: from it up, the stylesheet shows every entry's content under its heading, and hides
 * the summary around the heading (`visibility`), so there is no button that could not close —
 * the same with JavaScript on, off, or not yet arrived. `widgets/site/accordion.ts` adds APG's
 * arrow keys between headers; nothing else needs a script.
 *
 * Markup contract (the stylesheets and the site script rely on it): the root `[data-accordion]`
 * (with `data-multiple`, `data-collapse-below`); each entry `details.accordion-item` >
 * `summary.accordion-trigger#{id}-trigger` > `h2–h4.accordion-heading` > `.accordion-title`, then
 * `.accordion-icon`; and `.accordion-panel#{id}-panel` > `.accordion-body`.
 */
export function Accordion(
  { items, headingLevel = 3, multiple = false, collapseBelow, className, label }: {
    items: AccordionItem[];
    headingLevel?: HeadingLevel;
    multiple?: boolean;
    collapseBelow?: number;
    className?: string;
    label?: string;
  },
) {
  // Regions help navigation only in short accordions (APG: avoid landmark proliferation).
  const regions = items.length <= 6;
  const group = multiple || items.length === 0 ? undefined : `${items[0].id}-accordion`;
  return (
    <div
      className={["accordion", className].filter(Boolean).join(" ")}
      data-accordion=""
      data-multiple={multiple ? "" : undefined}
      data-collapse-below={collapseBelow}
      aria-label={label}
      role={label ? "group" : undefined}
    >
      {items.map((item) => (
        <AccordionEntry
          key={item.id}
          item={item}
          group={group}
          headingLevel={headingLevel}
          region={regions}
        />
      ))}
    </div>
  );
}
