import type { ReactNode } from "react";
import { TopBar } from "./TopBar.tsx";
import { Header } from "./Header.tsx";
import { EnquireNow } from "./EnquireNow.tsx";
import { Affiliations } from "./Affiliations.tsx";
import { Footer } from "./Footer.tsx";
import { conditions } from "../../content/conditions.ts";
import { treatments } from "../../content/treatments.ts";
import { procedurePages } from "../../content/procedures.ts";

export interface LayoutProps {
  currentPath: string;
  year: number;
  enquiryAction: string;
  children: ReactNode;
}

/** Pages that show both practice cards in their own content, so Enquire Now leaves them out. */
export const PAGES_WITH_PRACTICE_CARDS = new Set(["/Contact"]);

/**
 * Pages that show the urgent-care card (pages/components/UrgentCard.tsx): home, Contact and every
 * treatment, condition and procedure page. Their header's "Urgent help" jumps to it in place;
 * every other page's goes to /Contact's.
 */
export const PAGES_WITH_URGENT_CARD = new Set([
  "/",
  "/Contact",
  ...[...treatments, ...conditions, ...procedurePages].map((page) => page.path),
]);

/** The shared layout of every page (spec §2). */
export function Layout({ currentPath, year, enquiryAction, children }: LayoutProps) {
  return (
    <>
      <a className="skip-link" href="#main">Skip to main content</a>
      <TopBar />
      <Header currentPath={currentPath} urgentCard={PAGES_WITH_URGENT_CARD.has(currentPath)} />
      <main id="main" tabIndex={-1}>{children}</main>
      <EnquireNow
        formAction={enquiryAction}
        practices={!PAGES_WITH_PRACTICE_CARDS.has(currentPath)}
      />
      <Affiliations />
      <Footer year={year} />
    </>
  );
}
