import type { ReactNode } from "react";
import { ExternalLink, isExternal } from "./ExternalLink.tsx";

/**
 * A link styled as a button (a call to action). Links that leave the site open in a new tab
 * through ExternalLink; in-page and internal links stay plain links.
 */
export function ActionLink({ href, children, variant = "primary", className }: {
  href: string;
  children: ReactNode;
  variant?: "primary" | "secondary";
  className?: string;
}) {
  const classes = ["button", `button-${variant}`, className].filter(Boolean).join(" ");
  return isExternal(href)
    ? <ExternalLink href={href} className={classes}>{children}</ExternalLink>
    : <a href={href} className={classes}>{children}</a>;
}
