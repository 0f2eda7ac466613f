import { mainMenu, type MenuEntry } from "../../content/navigation.ts";
import { phoneLabel, site, surgeonName, telHref } from "../../content/site.ts";
import { urgentHelp } from "../../content/urgent-care.ts";
import { ChatLauncher } from "./ChatLauncher.tsx";
import { ScrollTop } from "./ScrollTop.tsx";

function isCurrent(entry: { href: string }, currentPath: string): boolean {
  return entry.href === currentPath;
}

function isInSection(entry: MenuEntry, currentPath: string): boolean {
  return currentPath === entry.href ||
    (entry.groups ?? []).some((g) => g.links.some((l) => l.href === currentPath));
}

function Brand() {
  return (
    <a className="brand" href="/">
      <svg
        className="brand-mark"
        width="40"
        height="40"
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path
          d="M12 5v8.5a4 4 0 0 0 8 0V5M12 27v-7.5a4 4 0 0 1 8 0V27"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      </svg>
      <span className="brand-text">
        <span className="brand-name">{surgeonName}</span>
        <span className="brand-role">{site.surgeon.jobTitle}</span>
      </span>
    </a>
  );
}

/** The practice's number: the one the header's call button and the menu dial. */
const practicePhone = site.contacts.practiceManager.phone;

/**
 * Help one tap away: the practice's number as a call button, and "Urgent help", which jumps to
 * the urgent-care card (on this page when it has one, else on /Contact). In the sticky header at
 * every width, and again at the top of the mobile menu.
 */
export function HelpLinks({ urgentHref, className }: { urgentHref: string; className: string }) {
  const number = phoneLabel(practicePhone);
  return (
    <div className={className}>
      <a
        className="help-call"
        href={telHref(practicePhone)}
        aria-label={`Call the practice on ${number}`}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          <path d="M6 3h3l2 5-2 1a11 11 0 0 0 6 6l1-2 5 2v3a2 2 0 0 1-2 2A17 17 0 0 1 4 5a2 2 0 0 1 2-2z" />
        </svg>
        {number.replaceAll(" ", "\u00a0")}
      </a>
      <a className="help-urgent" href={urgentHref}>
        {urgentHelp.heading}
      </a>
    </div>
  );
}

/** Desktop menu (≥ 1280 px): dropdowns open on hover and on keyboard focus, without JavaScript. */
function DesktopMenu({ currentPath }: { currentPath: string }) {
  return (
    <nav className="desktop-nav" aria-label="Main">
      <ul className="desktop-nav-list">
        {mainMenu.map((entry) => (
          <li
            key={entry.label}
            className={entry.groups ? "nav-item has-dropdown" : "nav-item"}
            data-dropdown={entry.groups ? "" : undefined}
          >
            <a
              className={isInSection(entry, currentPath) ? "nav-link is-active" : "nav-link"}
              href={entry.href}
              aria-current={isCurrent(entry, currentPath) ? "page" : undefined}
            >
              {entry.label}
            </a>
            {entry.groups && (
              <>
                <button
                  type="button"
                  className="dropdown-toggle"
                  aria-expanded="false"
                  aria-controls={`dropdown-${entry.label.toLowerCase().replace(/\W+/g, "-")}`}
                >
                  <span className="visually-hidden">{entry.label} menu</span>
                </button>
                <div
                  className="dropdown"
                  id={`dropdown-${entry.label.toLowerCase().replace(/\W+/g, "-")}`}
                >
                  {entry.groups.map((group, gi) => (
                    <div className="dropdown-group" key={gi}>
                      {group.category && <p className="dropdown-category">{group.category}</p>}
                      <ul>
                        {group.links.map((link) => (
                          <li key={link.href}>
                            <a
                              href={link.href}
                              aria-current={isCurrent(link, currentPath) ? "page" : undefined}
                            >
                              {link.label}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Mobile menu (< 1280 px): a slide-in panel built on the Popover API, so the Menu button works
 * even with JavaScript off; each section is a <details> of one exclusive group, so one opens at
 * a time. `widgets/site` closes the panel when the window grows to 1280 px.
 */
function MobileMenu({ currentPath, urgentHref }: { currentPath: string; urgentHref: string }) {
  return (
    <>
      <button type="button" className="menu-button" popoverTarget="mobile-menu">
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M3 6h18M3 12h18M3 18h18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span>Menu</span>
      </button>
      <nav id="mobile-menu" className="mobile-menu" popover="auto" aria-label="Site menu">
        <div className="mobile-menu-header">
          <p className="mobile-menu-title">Menu</p>
          <button
            type="button"
            className="mobile-menu-close"
            popoverTarget="mobile-menu"
            popoverTargetAction="hide"
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            <span className="visually-hidden">Close menu</span>
          </button>
        </div>
        <HelpLinks urgentHref={urgentHref} className="menu-help" />
        <ul className="mobile-menu-list">
          {mainMenu.map((entry) => (
            <li key={entry.label}>
              {entry.groups
                ? (
                  <details name="mobile-menu-section" className="mobile-menu-section">
                    <summary>{entry.label}</summary>
                    <ul>
                      <li>
                        <a
                          href={entry.href}
                          aria-current={isCurrent(entry, currentPath) ? "page" : undefined}
                        >
                          All {entry.label.toLowerCase()}
                        </a>
                      </li>
                      {entry.groups.flatMap((group) =>
                        group.links.map((link) => (
                          <li key={link.href}>
                            <a
                              href={link.href}
                              aria-current={isCurrent(link, currentPath) ? "page" : undefined}
                            >
                              {group.category ? `${group.category}: ` : ""}
                              {link.label}
                            </a>
                          </li>
                        ))
                      )}
                    </ul>
                  </details>
                )
                : (
                  <a
                    className="mobile-menu-link"
                    href={entry.href}
                    aria-current={isCurrent(entry, currentPath) ? "page" : undefined}
                  >
                    {entry.label}
                  </a>
                )}
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/**
 * The sticky header: the brand, help one tap away (call, urgent help), back to top, the chat and
 * the menu. Under 768 px the help links take a row of their own under the brand; from 1280 px the
 * full menu takes a row under them. `urgentCard`: the page shows the urgent-care card itself.
 */
export function Header({ currentPath, urgentCard = false }: {
  currentPath: string;
  urgentCard?: boolean;
}) {
  const urgentHref = urgentCard ? `#${urgentHelp.id}` : urgentHelp.fallbackHref;
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Brand />
        <HelpLinks urgentHref={urgentHref} className="header-help" />
        <div className="header-actions">
          <ScrollTop />
          <ChatLauncher />
          <MobileMenu currentPath={currentPath} urgentHref={urgentHref} />
        </div>
        <DesktopMenu currentPath={currentPath} />
      </div>
    </header>
  );
}
