import { clinicalLabels } from "../../../content/clinical-labels.ts";

/** Links to the pages a reader of this one is likely to want next. */
export function RelatedLinks({ links }: { links: Array<{ label: string; href: string }> }) {
  if (links.length === 0) return null;
  return (
    <nav className="clinical-section related" aria-labelledby="related-heading">
      <h2 id="related-heading">{clinicalLabels.related}</h2>
      <ul className="related-list">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
