import type { LinkGroup } from "../../../content/procedures/schema.ts";
import { slugify } from "../../../content/schema.ts";
import { clinicalLabels } from "../../../content/clinical-labels.ts";

/** A hub's procedures, in their groups: each a list of links to a treatment or procedure page. */
export function LinkGroups({ groups }: { groups: LinkGroup[] }) {
  return (
    <section className="clinical-section link-groups" aria-labelledby="link-groups-heading">
      <h2 id="link-groups-heading">{clinicalLabels.chooseProcedure}</h2>
      <div className="link-group-grid">
        {groups.map((group) => (
          <div key={group.title} className="link-group">
            <h3 id={`${slugify(group.title)}-group`}>{group.title}</h3>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
