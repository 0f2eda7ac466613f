/** Height animations for panels, skipped for people who prefer reduced motion. */
export const ANIMATION_MS = 300;

export function reducedMotion(): boolean {
  return matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Animates an element's height between two values; resolves when done. */
export function animateHeight(el: HTMLElement, from: number, to: number): Promise<void> {
  if (reducedMotion() || typeof el.animate !== "function") return Promise.resolve();
  const animation = el.animate(
    [{ height: `${from}px` }, { height: `${to}px` }],
    { duration: ANIMATION_MS, easing: "ease" },
  );
  return animation.finished.then(() => undefined, () => undefined);
}

/** Runs `onChange(matches)` now and whenever the window crosses `maxWidth`. */
export function belowWidth(maxWidth: number, onChange: (below: boolean) => void): void {
  const query = matchMedia(`(max-width: ${maxWidth - 0.02}px)`);
  onChange(query.matches);
  query.addEventListener("change", (e) => onChange(e.matches));
}
