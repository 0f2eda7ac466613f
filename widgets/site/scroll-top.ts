// deno-lint-ignore-file no-window -- browser code: `window` is the page's
/** The back-to-top button appears once the page is scrolled more than 300 px (spec §9). */
export const SCROLL_TOP_THRESHOLD = 300;

export function initScrollTop(): void {
  const button = document.querySelector<HTMLElement>(".scroll-top");
  if (!button) return;
  let queued = false;
  const update = () => {
    queued = false;
    // Shown or unseen in the room the header always keeps for it (pages/layout/ScrollTop.tsx).
    button.toggleAttribute("data-scroll-shown", window.scrollY > SCROLL_TOP_THRESHOLD);
  };
  addEventListener("scroll", () => {
    if (!queued) {
      queued = true;
      requestAnimationFrame(update);
    }
  }, { passive: true });
  button.addEventListener("click", (event) => {
    // Scroll to 0 ourselves: Chromium's smooth scroll to the fragment (<html id="top">) stops
    // short on a long page under the sticky header. Without the script the link still jumps.
    event.preventDefault();
    const still = matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: still ? "auto" : "smooth" });
    // Move keyboard focus back to the start of the page along with the scroll.
    document.querySelector<HTMLElement>(".skip-link")?.focus({ preventScroll: true });
  });
  update();
}
