import { site, surgeonName } from "../../content/site.ts";
import { SYMPTOM_PATH } from "../../lib/urgent.ts";

/** What the launcher offers without JavaScript: the symptom check, which needs none. */
export const LAUNCHER_FALLBACK = "Worried about a symptom now?";

const chatIcon = (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M4 5h16v11H9l-5 4z"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * The chat's launcher, docked in the sticky header beside the menu at every width, so it is always
 * in reach and never floats over the page's text. Just its icon: its words are its accessible name.
 * Shown once JavaScript runs (widgets/site/chat-launcher.ts marks it data-chat-ready); until then
 * it keeps its room, unseen. Not `hidden`: the first paint's critical CSS must lay out its room too.
 * With JavaScript off, the same place holds a link to the "worried about a symptom now?" path,
 * which works without it (noscript.css swaps them).
 */
export function ChatLauncher() {
  const name = `Ask ${surgeonName.split(" ")[0]} ${surgeonName.split(" ").at(-1)}'s assistant`;
  // The title shows a mouse user the words the icon stands for.
  return (
    <>
      <button
        type="button"
        className="chat-launcher"
        data-chat-launcher=""
        data-surgeon={`${site.surgeon.honorific} ${site.surgeon.lastName}`}
        title={name}
      >
        {chatIcon}
        <span className="visually-hidden">{name}</span>
      </button>
      <noscript>
        <a className="chat-launcher" href={SYMPTOM_PATH} title={LAUNCHER_FALLBACK}>
          {chatIcon}
          <span className="visually-hidden">{LAUNCHER_FALLBACK}</span>
        </a>
      </noscript>
    </>
  );
}
