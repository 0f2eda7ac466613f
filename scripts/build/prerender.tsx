/** Renders every route of the route table to static HTML with react-dom/server. */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { Document, type RenderContext } from "../../pages/document.tsx";
import type { Route } from "../../pages/routes.ts";

export function renderRoute(route: Route, context: RenderContext): string {
  const { View } = route;
  return "<!DOCTYPE html>" + renderToStaticMarkup(
    <Document route={route} context={context}>
      <View />
    </Document>,
  );
}

/** dist-relative file for a route path: "/" → index.html, "/a/b" → a/b/index.html */
export function routeFile(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
}

export async function writeRoute(dist: string, file: string, html: string): Promise<number> {
  const target = join(dist, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, html);
  return Buffer.byteLength(html);
}
