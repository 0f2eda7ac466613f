/** @jsxImportSource preact */
/**
 * The story form widget: mounts on `[data-widget="story-form"]` (on our pages or another site's),
 * reading `data-api-base` (default /api) and the theme attributes of widgets/shared/shadow.ts.
 */
import { render } from "preact";
import { apiBase, shadowMount } from "../shared/shadow.ts";
import { StoryForm } from "./StoryForm.tsx";
import { css } from "./styles.ts";

export function mount(element: HTMLElement): void {
  const { container } = shadowMount(element, css);
  render(<StoryForm apiBase={apiBase(element)} />, container);
}
