/** @jsxImportSource preact */
/**
 * The reviews widget: mounts on `[data-widget="reviews"]` (on our pages or another site's),
 * reading `data-api-base` (default /api) and the theme attributes of widgets/shared/shadow.ts.
 */
import { render } from "preact";
import { apiBase, shadowMount } from "../shared/shadow.ts";
import { ReviewsWidget } from "./ReviewsWidget.tsx";
import { css } from "./styles.ts";

export function mount(element: HTMLElement): void {
  const { container } = shadowMount(element, css);
  render(
    <ReviewsWidget apiBase={apiBase(element)} knownEmpty={element.dataset.feed === "empty"} />,
    container,
  );
}
