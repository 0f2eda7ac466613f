import type { ReactNode } from "react";

export interface AccordionItem {
  /** unique within the page; used for the button and panel ids */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/**
 * WAI-ARIA accordion: heading buttons with aria-expanded/aria-controls, panels in the HTML (so
 * readers with JavaScript off and search engines get every word — the no-script stylesheet
 * shows them all). `widgets/site` adds the behaviour: one open at a time unless `multiple`;
 * with `collapseBelow`, panels are an accordion only below that width and all open above it.
 */
export function Accordion({ items, headingLevel = 3, multiple = false, collapseBelow, className, label }: {
  items: AccordionItem[];
  headingLevel?: 2 | 3 | 4;
  multiple?: boolean;
  collapseBelow?: number;
  className?: string;
  label?: string;
}) {
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
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
        <div className="accordion-item" key={item.id}>
          <Heading className="accordion-heading">
            <button
              type="button"
              className="accordion-trigger"
              id={`${item.id}-trigger`}
              aria-expanded="false"
              aria-controls={`${item.id}-panel`}
            >
              <span className="accordion-title">{item.title}</span>
              <span className="accordion-icon" aria-hidden="true"></span>
            </button>
          </Heading>
          <div
            className="accordion-panel"
            id={`${item.id}-panel`}
            role={regions ? "region" : undefined}
            aria-labelledby={`${item.id}-trigger`}
            hidden
          >
            <div className="accordion-body">{item.content}</div>
          </div>
        </div>
      ))}
    </div>
  );
}
