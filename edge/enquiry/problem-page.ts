/**
 * Renders the "Check your enquiry" page (pages/views/EnquiryProblem.tsx) with react-dom/server, the
 * same form markup the prerendered pages use. Loaded on first use only: most requests never need
 * React on the edge.
 */
import type { EnquiryProblemProps } from "../../pages/views/EnquiryProblem.tsx";

export type { EnquiryProblemProps };

export async function renderProblemPage(props: EnquiryProblemProps): Promise<string> {
  const [{ createElement }, { renderToStaticMarkup }, { EnquiryProblem }] = await Promise.all([
    import("react"),
    import("react-dom/server"),
    import("../../pages/views/EnquiryProblem.tsx"),
  ]);
  return "<!DOCTYPE html>" + renderToStaticMarkup(createElement(EnquiryProblem, props));
}
