import type { ReactNode } from "react";

export function isExternal(href: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(href);
}

/**
 * A link that leaves the site (websites, mailto, tel, maps): opens in a new tab, shares no
 * referrer, and tells screen-reader users that it opens a new tab.
 */
export function ExternalLink({ href, children, className, label }: {
  href: string;
  children: ReactNode;
  className?: string;
  /** an accessible name when the visible text is not enough */
  label?: string;
}) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" aria-label={label ? `${label} (opens in a new tab)` : undefined}>
      {children}
      {label ? null : <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  );
}
