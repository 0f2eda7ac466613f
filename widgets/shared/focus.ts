/** Moves keyboard and screen-reader focus to `element` and brings it into view, calmly. */
export function focusAndReveal(element: HTMLElement | null, block: ScrollLogicalPosition = "nearest"): void {
  if (!element) return;
  const reduceMotion = typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.focus({ preventScroll: true });
  element.scrollIntoView?.({ behavior: reduceMotion ? "auto" : "smooth", block });
}
