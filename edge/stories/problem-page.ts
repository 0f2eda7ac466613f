/**
 * Renders the "Check your story" page (pages/views/StoryProblem.tsx) with react-dom/server, the
 * same form markup the prerendered stories page carries for readers with JavaScript off. Loaded on
 * first use only: most requests never need React on the edge.
 */
import type { StoryProblemProps } from "../../pages/views/StoryProblem.tsx";
export type { StoryFormValues } from "../../pages/components/StoryFormPlain.tsx";

export async function renderStoryProblemPage(props: StoryProblemProps): Promise<string> {
  const [{ createElement }, { renderToStaticMarkup }, { StoryProblem }] = await Promise.all([
    import("react"),
    import("react-dom/server"),
    import("../../pages/views/StoryProblem.tsx"),
  ]);
  return "<!DOCTYPE html>" + renderToStaticMarkup(createElement(StoryProblem, props));
}
