/**
 * Renders the "Check your request" page (pages/views/DataRequestProblem.tsx) with
 * react-dom/server, the same form the prerendered policy pages carry. Loaded on first use only.
 */
import type { DataRequestProblemProps } from "../../pages/views/DataRequestProblem.tsx";

export async function renderDataRequestProblemPage(
  props: DataRequestProblemProps,
): Promise<string> {
  const [{ createElement }, { renderToStaticMarkup }, { DataRequestProblem }] = await Promise.all([
    import("react"),
    import("react-dom/server"),
    import("../../pages/views/DataRequestProblem.tsx"),
  ]);
  return "<!DOCTYPE html>" + renderToStaticMarkup(createElement(DataRequestProblem, props));
}
