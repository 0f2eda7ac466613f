import type { ReactNode } from "react";

export interface AccordionItem {
  /** unique within the page; used for the button and panel ids */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

type HeadingLevel = 2 | 3 | 4;

/**
 * One header and panel of an accordion. `Accordion` renders a list of these; a page may also
 * place them anywhere inside an element marked `data-accordion` (e.g. spread over tab panels), and
 * the site script treats every entry whose nearest `data-accordion` ancestor is that element as
 * one accordion.
 */
export function AccordionEntry({ item, headingLevel = 3, region = true }: {
  item: AccordionItem;
  headingLevel?: HeadingLevel;
  /** label the panel as a region (APG: only in short accordions, to avoid landmark clutter) */
  region?: boolean;
}) {
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  return (
    <div className="accordion-item">
      <Heading className="accordion-heading">
        <button
          type="button"
          className="accordion-trigger"
          id={`${item.id}-trigger`}
          aria-expanded="true"
          aria-controls={`${item.id}-panel`}
        >
          <span className="accordion-title">{item.title}</span>
          <span className="accordion-icon" aria-hidden="true"></span>
        </button>
      </Heading>
      <div
        className="accordion-panel"
        id={`${item.id}-panel`}
        role={region ? "region" : undefined}
        aria-labelledby={`${item.id}-trigger`}
      >
        <div className="accordion-body">{item.content}</div>
      </div>
    </div>
  );
}

/**
 * WAI-ARIA accordion: heading buttons with aria-expanded/aria-controls, panels in the HTML (so
 * readers with JavaScript off and search engines get every word). The HTML says what a reader
 * without JavaScript sees: every panel open, every button aria-expanded="true". With scripting
 * on, the stylesheet keeps panels closed until the site script has marked the accordion ready
 * (`data-accordion-ready`) and set each button's state, so nothing shifts. `widgets/site` adds the behaviour: one open at a time unless `multiple`;
 * with `collapseBelow`, panels are an accordion only below that width and all open above it.
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
        <AccordionEntry key={item.id} item={item} headingLevel={headingLevel} region={regions} />
      ))}
    </div>
  );
}
