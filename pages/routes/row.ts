/** A row of the route table: its type and the one helper that makes a page's row. */
import type { ReactElement } from "react";
import type { RenderContext } from "../render-context.ts";
import type { PageBase, PageMeta } from "../../content/schema.ts";

export interface Route {
  path: string;
  /** for alias rows: the path of the page this row shows */
  canonical?: string;
  meta: PageMeta;
  /** the page's h1 */
  heading: string;
  View: () => ReactElement;
  /** pages that must not be indexed (the 404 page, the enquiry thank-you page); never in the sitemap */
  noindex?: boolean;
  /** JSON-LD objects for the page */
  structuredData?: (context: RenderContext) => object[];
}

/** A route row: path, search metadata and h1 from the page's content module, rendered by `View`. */
export function pageRoute(
  page: PageBase,
  View: () => ReactElement,
  options: Pick<Route, "structuredData" | "noindex"> = {},
): Route {
  return { path: page.path, meta: page.meta, heading: page.heading, View, ...options };
}
