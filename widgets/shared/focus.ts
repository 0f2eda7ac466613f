/**
 * Moves keyboard and screen-reader focus to `element` and brings `reveal` (the element itself
 * unless given) into view, smoothly unless the reader asked for reduced motion.
 */
export function focusAndReveal(
  element: HTMLElement | null,
  block: ScrollLogicalPosition = "nearest",
  reveal: HTMLElement | null = element,
): void {
  if (!element) return;
  const reduceMotion = typeof matchMedia === "function" &&
    matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.focus({ preventScroll: true });
  reveal?.scrollIntoView?.({ behavior: reduceMotion ? "auto" : "smooth", block });
}
