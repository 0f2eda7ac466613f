import { ENQUIRY_SECTION_ID } from "../../content/navigation.ts";

/**
 * The strip above the header: jump to either practice or to the enquiry form. (The practice's
 * number is the header's call button, which stays in reach as the page scrolls.)
 */
export function TopBar({ practicesPage = "" }: {
  /** where the practice cards are, when not on this page (the edge's own enquiry page) */
  practicesPage?: string;
}) {
  return (
    <div className="top-bar">
      <div className="container top-bar-inner">
        <nav className="top-bar-actions" aria-label="Book an appointment">
          <a className="top-bar-button" href={`${practicesPage}#private-practice`}>Private</a>
          <a className="top-bar-button" href={`${practicesPage}#nhs-practice`}>NHS</a>
          <a className="top-bar-button" href={`#${ENQUIRY_SECTION_ID}`}>Contact</a>
        </nav>
      </div>
    </div>
  );
}
