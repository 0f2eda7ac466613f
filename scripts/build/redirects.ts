/**
 * The redirects the build writes into dist/_site.json: the route table's own, plus one for every
 * procedure in the knee and hip link groups that is linked to a /Treatments page. Such a procedure
 * once had (and in patients' bookmarks and search results still has) an address under its hub,
 * /knee-procedures/{slug} or /hip-procedures/{slug}; that address answers 301 to the treatment page.
 */
import type { Redirect } from "../../pages/routes.ts";
import { type ProcedureHub, procedureSlug } from "../../content/procedures/schema.ts";

/** The hub address of every link-group procedure: where its link points, keyed by its own slug path. */
export function linkGroupProcedures(hubs: ProcedureHub[]): Array<{ path: string; href: string }> {
  return hubs.flatMap((hub) =>
    hub.linkGroups.flatMap((group) =>
      group.links.map((link) => ({
        path: `${hub.path}/${procedureSlug(link.label)}`,
        href: link.href,
      }))
    )
  );
}

/**
 * A 301 from each link-group procedure's hub address to the page its link points at, unless that
 * address is itself a page. Throws when a link points at no page (the build must not ship it).
 */
export function linkGroupRedirects(hubs: ProcedureHub[], pagePaths: Iterable<string>): Redirect[] {
  const pages = new Set(pagePaths);
  const redirects: Redirect[] = [];
  for (const { path, href } of linkGroupProcedures(hubs)) {
    if (!pages.has(href)) {
      throw new Error(`Link-group procedure ${path} links to ${href}, which is not a page`);
    }
    if (!pages.has(path)) redirects.push({ from: path, to: href });
  }
  return redirects;
}
