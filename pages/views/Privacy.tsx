import { privacyPage } from "../../content/privacy.ts";
import { PolicyPage } from "./PolicyPage.tsx";

/** `/privacy`: what the website keeps about you and for how long. */
export function Privacy() {
  return <PolicyPage page={privacyPage} />;
}
