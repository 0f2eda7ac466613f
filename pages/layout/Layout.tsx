import type { ReactNode } from "react";
import { TopBar } from "./TopBar.tsx";
import { Header } from "./Header.tsx";
import { EnquireNow } from "./EnquireNow.tsx";
import { Affiliations } from "./Affiliations.tsx";
import { Footer } from "./Footer.tsx";

export interface LayoutProps {
  currentPath: string;
  year: number;
  enquiryAction: string;
  children: ReactNode;
}

/** Pages that show both practice cards in their own content, so Enquire Now leaves them out. */
export const PAGES_WITH_PRACTICE_CARDS = new Set(["/Contact"]);

/** The shared layout of every page (spec §2). */
export function Layout({ currentPath, year, enquiryAction, children }: LayoutProps) {
  return (
    <>
      <a className="skip-link" href="#main">Skip to main content</a>
      <TopBar />
      <Header currentPath={currentPath} />
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
