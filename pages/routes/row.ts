import type { ReactElement } from "react";
import type { Route } from "../routes.ts";
import type { PageBase } from "../../content/schema.ts";

/** A route row: path, search metadata and h1 from the page's content module, rendered by `View`. */
export function pageRoute(
  page: PageBase,
  View: () => ReactElement,
  options: Pick<Route, "structuredData" | "noindex"> = {},
): Route {
  return { path: page.path, meta: page.meta, heading: page.heading, View, ...options };
}
