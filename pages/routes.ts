/**
 * The route table: every page of the site. The prerender, the sitemap, the edge's redirects, the
 * link checker and the tests all read it. An alias row shows another row's page and names it as
 * `canonical`.
 */
import type { Route } from "./routes/row.ts";
import { generalRoutes } from "./routes/general.ts";
import { clinicalRoutes } from "./routes/clinical.ts";
import { conditions } from "../content/conditions.ts";
import { embedRoute } from "./routes/embed.ts";
import { symptomPathRoutes } from "./routes/symptom-path.ts";

export type { Route };

export interface Redirect {
  from: string;
  to: string;
}

/** Every page: home first, then the clinical pages, then the rest of the site. */
export const routes: Route[] = [
  generalRoutes[0],
  ...clinicalRoutes,
  ...generalRoutes.slice(1),
  ...symptomPathRoutes,
  embedRoute,
];

/** Paths that show another page (rel=canonical to it), from the condition pages' `aliases`. */
export const aliases: Array<{ path: string; of: string }> = conditions.flatMap((page) =>
  (page.aliases ?? []).map((path) => ({ path, of: page.path }))
);

/** Paths that answer 301 to a page (the spelling the treatments index and footer once used). */
export const redirects: Redirect[] = [
  { from: "/Treatments/patellar-stabilisation", to: "/Treatments/patellar-stabilization" },
];

/** Every row to prerender: pages, then aliases pointing at their canonical page. */
export function allRoutes(): Route[] {
  const byPath = new Map(routes.map((r) => [r.path, r]));
  const aliasRows = aliases.map(({ path, of }) => {
    const target = byPath.get(of);
    if (!target) throw new Error(`Alias ${path} points at unknown route ${of}`);
    return { ...target, path, canonical: of };
  });
  return [...routes, ...aliasRows];
}
