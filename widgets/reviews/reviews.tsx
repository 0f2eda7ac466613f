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
  if (element.dataset.feed !== undefined) fitTheRoomHeld(element, container);
}

/**
 * On our stories page (its slot says `data-feed`), the room held for a page of the tallest cards
 * is given back once the cards are in, so no empty band is left under the pager: never so much
 * that anything below the widget comes into view (nothing seen moves); a page of taller cards
 * simply grows it.
 */
function fitTheRoomHeld(element: HTMLElement, content: HTMLElement): void {
  new ResizeObserver(() => {
    const { top, height } = element.getBoundingClientRect();
    const room = Math.ceil(Math.max(content.getBoundingClientRect().height, innerHeight - top));
    if (room < height - 1) element.style.setProperty("min-height", `${room}px`, "important");
  }).observe(content);
}
