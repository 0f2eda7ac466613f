/**
 * The site's menu (spec §2, shared layout) and the footer's specialties list. Labels and paths
 * only; the route table gives every path its page.
 */
export interface MenuLink {
  label: string;
  href: string;
}

export interface MenuGroup {
  /** e.g. "Knee" and "Hip" under Treatments */
  category?: string;
  links: MenuLink[];
}

export interface MenuEntry {
  label: string;
  href: string;
  /** entries with groups open a dropdown (desktop) or a section (mobile panel) */
  groups?: MenuGroup[];
}

export const kneeTreatments: MenuLink[] = [
  {
    label: "Non-surgical treatment for knees",
    href: "/Treatments/non-surgical-treatment-for-knees",
  },
  { label: "Knee arthroscopy", href: "/Treatments/knee-arthroscopy" },
  { label: "ACL reconstruction", href: "/Treatments/acl-reconstruction" },
  { label: "Total knee replacement", href: "/Treatments/total-knee-replacement" },
  { label: "Partial knee replacement", href: "/Treatments/partial-knee-replacement" },
  { label: "Knee osteotomy", href: "/Treatments/knee-osteotomy" },
  { label: "Patellar realignment", href: "/Treatments/patellar-realignment" },
  { label: "Patellar stabilisation", href: "/Treatments/patellar-stabilization" },
];

export const hipTreatments: MenuLink[] = [
  { label: "Non-surgical treatment for hips", href: "/Treatments/non-surgical-treatment-for-hips" },
  { label: "Hip replacement", href: "/Treatments/hip-replacement" },
];

export const conditionLinks: MenuLink[] = [
  { label: "Knee arthritis", href: "/Conditions/knee-arthritis" },
  { label: "Cartilage tear", href: "/Conditions/cartilage-tear" },
  {
    label: "ACL / ligament injury (sports knee injury)",
    href: "/Conditions/acl/-ligament-injury-(sports-knee-injury)",
  },
  { label: "Anterior knee pain & kneecap problems", href: "/Conditions/anterior-knee-pain" },
];

/** In the menu, Contact jumps to the Enquire Now section of the current page (spec §2). */
export const ENQUIRY_SECTION_ID = "enquire-now";

export const mainMenu: MenuEntry[] = [
  { label: "Home", href: "/" },
  { label: "About Me", href: "/AboutMe" },
  { label: "Contact", href: `#${ENQUIRY_SECTION_ID}` },
  { label: "Conditions", href: "/Conditions", groups: [{ links: conditionLinks }] },
  {
    label: "Treatments",
    href: "/Treatments",
    groups: [{ category: "Knee", links: kneeTreatments }, {
      category: "Hip",
      links: hipTreatments,
    }],
  },
  {
    label: "Pre/Post Care",
    href: "/PreAndPostcare",
    groups: [{
      links: [
        { label: "Physiotherapy", href: "/PreAndPostcare/physiotherapy" },
        { label: "MiOp App", href: "/PreAndPostcare/miop-app" },
      ],
    }],
  },
  { label: "Patient stories", href: "/patient-success-stories" },
  { label: "Useful Links", href: "/UsefulLinks" },
];
