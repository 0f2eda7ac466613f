import { ENQUIRY_SECTION_ID } from "../../content/navigation.ts";
import { site } from "../../content/site.ts";
import { PhoneLink } from "../components/ContactLinks.tsx";

/** The strip above the header: jump to either practice or to the enquiry form. */
export function TopBar() {
  const manager = site.contacts.practiceManager;
  return (
    <div className="top-bar">
      <div className="container top-bar-inner">
        <nav className="top-bar-actions" aria-label="Book an appointment">
          <a className="top-bar-button" href="#private-practice">Private</a>
          <a className="top-bar-button" href="#nhs-practice">NHS</a>
          <a className="top-bar-button" href={`#${ENQUIRY_SECTION_ID}`}>Contact</a>
        </nav>
        <p className="top-bar-phone">
          <span className="visually-hidden">Practice manager:{" "}</span>
          <PhoneLink phone={manager.phone} />
        </p>
      </div>
    </div>
  );
}
