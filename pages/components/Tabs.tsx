import type { ReactNode } from "react";

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * WAI-ARIA tabs (automatic activation, arrow keys, Home/End). Every panel is in the HTML; the
 * first is shown by default. Below `stackBelow` px, or with JavaScript off, the tab list is
 * hidden and the panels are stacked, each under its own heading.
 */
export function Tabs({ items, label, stackBelow, headingLevel = 2 }: {
  items: TabItem[];
  label: string;
  stackBelow?: number;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as "h2" | "h3";
  return (
    <div className="tabs" data-tabs="" data-stack-below={stackBelow}>
      <div className="tab-list" role="tablist" aria-label={label}>
        {items.map((item, i) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            className="tab"
            id={`${item.id}-tab`}
            aria-selected={i === 0 ? "true" : "false"}
            aria-controls={`${item.id}-tabpanel`}
            tabIndex={i === 0 ? 0 : -1}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.id}
          className="tab-panel"
          role="tabpanel"
          id={`${item.id}-tabpanel`}
          aria-labelledby={`${item.id}-tab`}
          tabIndex={0}
          hidden={i !== 0}
        >
          <Heading className="tab-panel-heading">{item.label}</Heading>
          {item.content}
        </div>
      ))}
    </div>
  );
}
