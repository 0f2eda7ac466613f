/**
 * Back to top, docked in the sticky header beside the chat launcher at every width, so it never
 * floats over the page's text. Its room is always laid out; it is unseen (and out of the tab order)
 * until the page is scrolled more than 300 px, when widgets/site/scroll-top.ts (which finds it by
 * its class) marks it data-scroll-shown, so nothing in the header moves when it appears. Just its icon: its words are
 * its accessible name, and its title shows them to mouse users.
 */
export function ScrollTop() {
  return (
    <a className="scroll-top" href="#top" title="Back to top">
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 19V5M5 12l7-7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">Back to top</span>
    </a>
  );
}
