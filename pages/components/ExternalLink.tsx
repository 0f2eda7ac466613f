import type { ReactNode } from "react";

export function isExternal(href: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(href);
}

/**
 * A link that leaves the site (websites, mailto, tel, maps): opens in a new tab, shares no
 * referrer, and tells screen-reader users that it opens a new tab. A `tel:` link starts a call
 * and opens no tab, so it is a plain link named by the number it shows ("NHS 111", "01632 960 250").
 */
export function ExternalLink({ href, children, className, label }: {
  href: string;
  children: ReactNode;
  className?: string;
  /** an accessible name when the visible text is not enough */
  label?: string;
}) {
  if (href.startsWith("tel:")) {
    // A number never breaks across lines, with or without the stylesheet: its spaces do not break.
    const shown = typeof children === "string" ? children.replaceAll(" ", "\u00a0") : children;
    return <a href={href} className={className} aria-label={label}>{shown}</a>;
  }
  return (
    <a
      href={href}
      className={className}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label ? `${label} (opens in a new tab)` : undefined}
    >
      {children}
      {label ? null : <span className="visually-hidden">{" "}(opens in a new tab)</span>}
    </a>
  );
}
