/**
 * The route table: every page of the site. The prerender, the sitemap, the edge's redirects, the
 * link checker and the tests all read it. An alias row shows another row's page and names it as
 * `canonical`.
 */
import { createElement, type ReactElement } from "react";
import type { RenderContext } from "./document.tsx";
import { conditionLinks, hipTreatments, kneeTreatments } from "./navigation.ts";
import { InfoPage } from "./views/InfoPage.tsx";

export interface PageMeta {
  title: string;
  description: string;
  keywords: string[];
}

export interface Route {
  path: string;
  /** for alias rows: the path of the page this row shows */
  canonical?: string;
  meta: PageMeta;
  /** the page's h1 */
  heading: string;
  View: () => ReactElement;
  /** pages that must not be indexed (the 404 page) */
  noindex?: boolean;
  /** JSON-LD objects for the page */
  structuredData?: (context: RenderContext) => object[];
}

export interface Redirect {
  from: string;
  to: string;
}

function info(heading: string, summary: string, cards?: Parameters<typeof InfoPage>[0]["cards"]) {
  return () => createElement(InfoPage, { heading, summary, cards });
}

const kneeCards = kneeTreatments.map((t) => ({ title: t.label, href: t.href, summary: `About ${t.label.toLowerCase()}.` }));
const hipCards = hipTreatments.map((t) => ({ title: t.label, href: t.href, summary: `About ${t.label.toLowerCase()}.` }));

const page = (
  path: string,
  heading: string,
  title: string,
  description: string,
  keywords: string[],
  View: () => ReactElement,
): Route => ({ path, heading, meta: { title, description, keywords }, View });

export const routes: Route[] = [
  page("/", "Mr Edward Ashcombe, Consultant Knee and Hip Surgeon", "Mr Edward Ashcombe | Knee & Hip Surgeon, Coventry & Warwickshire",
    "Consultant orthopaedic knee and hip surgeon seeing private and NHS patients in Coventry and Warwickshire. Conditions, treatments, guides and how to book.",
    ["knee surgeon", "hip surgeon", "orthopaedic surgeon Coventry", "knee replacement Warwickshire"],
    info("Mr Edward Ashcombe, Consultant Knee and Hip Surgeon", "Specialist care for knee and hip problems, from sports injuries to joint replacement, for private and NHS patients.")),
  page("/AboutMe", "About Mr Edward Ashcombe", "About Mr Edward Ashcombe | Consultant Knee & Hip Surgeon",
    "Training, experience and specialist interests of Mr Edward Ashcombe, consultant knee and hip surgeon since 2007, including robotic-arm assisted knee replacement.",
    ["about the surgeon", "consultant orthopaedic surgeon", "knee specialist"],
    info("About Mr Edward Ashcombe", "A consultant orthopaedic surgeon since 2007 with a special interest in the knee and hip.")),
  page("/Contact", "Contact the practice", "Contact the Practice | Mr Edward Ashcombe",
    "Telephone numbers and email addresses for the practice manager, NHS secretary and theatre booking coordinator, with directions to both hospitals.",
    ["contact", "book appointment", "practice manager", "NHS secretary"],
    info("Contact the practice", "How to reach the practice team for private and NHS appointments.")),
  page("/Conditions", "Knee conditions", "Knee Conditions We Treat | Mr Edward Ashcombe",
    "Plain-English guides to common knee problems: arthritis, cartilage and meniscus tears, ACL and ligament injuries, and kneecap pain and instability.",
    ["knee conditions", "knee pain", "knee arthritis", "ACL injury", "meniscus tear"],
    info("Knee conditions", "Information about common knee problems, their causes and how they are treated.",
      conditionLinks.map((c) => ({ title: c.label, href: c.href, summary: `Read about ${c.label.toLowerCase()}.` })))),
  page("/Conditions/knee-arthritis", "Knee arthritis", "Knee Arthritis: Symptoms and Treatment | Mr Edward Ashcombe",
    "What knee arthritis is, who gets it, its symptoms, how it is diagnosed, and the treatments from exercise and injections to partial or total knee replacement.",
    ["knee arthritis", "osteoarthritis of the knee", "worn knee"],
    info("Knee arthritis", "Knee arthritis is wear of the smooth cartilage that lines the joint, causing pain and stiffness.")),
  page("/Conditions/cartilage-tear", "Cartilage tear", "Cartilage and Meniscus Tears | Mr Edward Ashcombe",
    "Torn knee cartilage (meniscus tear): how it happens, the symptoms of catching and locking, scans, and when keyhole surgery to repair or trim it helps.",
    ["cartilage tear", "meniscus tear", "torn cartilage knee"],
    info("Cartilage tear", "A tear in the knee's shock-absorbing cartilage (meniscus) can cause pain, swelling and catching.")),
  page("/Conditions/acl/-ligament-injury-(sports-knee-injury)", "ACL and ligament injury (sports knee injury)",
    "ACL and Ligament Injuries of the Knee | Mr Edward Ashcombe",
    "Anterior cruciate ligament (ACL) and other knee ligament injuries: how they happen, symptoms of instability, diagnosis, rehabilitation and reconstruction.",
    ["ACL injury", "anterior cruciate ligament", "sports knee injury", "knee ligament"],
    info("ACL and ligament injury (sports knee injury)", "Ligaments hold the knee steady. A twisting injury can tear them, most often the anterior cruciate ligament (ACL).")),
  page("/Conditions/anterior-knee-pain", "Anterior knee pain and kneecap problems", "Anterior Knee Pain and Kneecap Problems | Mr Edward Ashcombe",
    "Pain at the front of the knee and kneecap (patella) instability or dislocation: causes, symptoms, physiotherapy first, and when surgery may help.",
    ["anterior knee pain", "kneecap dislocation", "patella instability", "patellofemoral pain"],
    info("Anterior knee pain and kneecap problems", "Pain around the kneecap is common, and most people get better with the right exercises.")),
  page("/Treatments", "Treatments", "Knee and Hip Treatments | Mr Edward Ashcombe",
    "An overview of knee and hip treatments offered: non-surgical care, keyhole surgery, ligament reconstruction, osteotomy and partial or total joint replacement.",
    ["knee treatments", "hip treatments", "orthopaedic surgery"],
    info("Treatments", "Treatment always starts with the simplest option that could work for you.", [...kneeCards, ...hipCards])),
  page("/knee-procedures", "Knee procedures", "Knee Procedures A to Z | Mr Edward Ashcombe",
    "Answers to common questions about knee surgery and a list of knee procedures: keyhole (arthroscopic) operations, joint replacement and other knee surgery.",
    ["knee procedures", "knee surgery", "arthroscopic procedures"],
    info("Knee procedures", "The knee operations offered, grouped by type.", kneeCards)),
  page("/hip-procedures", "Hip procedures", "Hip Procedures A to Z | Mr Edward Ashcombe",
    "Answers to common questions about hip surgery and a list of hip procedures, from injections and non-surgical care to total hip replacement.",
    ["hip procedures", "hip surgery", "hip replacement"],
    info("Hip procedures", "The hip treatments offered, grouped by type.", hipCards)),
  ...[...kneeTreatments, ...hipTreatments].map((t) =>
    page(t.href, t.label, `${t.label} | Mr Edward Ashcombe`,
      `${t.label}: what it involves, how to prepare, recovery times, risks and what results to expect. Patient information from a consultant surgeon.`,
      [t.label.toLowerCase(), "knee surgery", "recovery"],
      info(t.label, `Patient information about ${t.label.toLowerCase()}.`))
  ),
  page("/PreAndPostcare", "Pre and post care", "Before and After Your Operation | Mr Edward Ashcombe",
    "How to prepare for knee or hip surgery and recover well afterwards: planning, getting fit for surgery, rehabilitation, physiotherapy and support.",
    ["pre-operative care", "post-operative care", "rehabilitation"],
    info("Pre and post care", "Good preparation and steady rehabilitation make a real difference to your recovery.", [
      { title: "Physiotherapy", href: "/PreAndPostcare/physiotherapy", summary: "Physiotherapy centres and brace providers near you." },
      { title: "MiOp App", href: "/PreAndPostcare/miop-app", summary: "A recovery app to follow your exercise plan." },
    ])),
  page("/PreAndPostcare/physiotherapy", "Physiotherapy", "Physiotherapy Centres and Brace Providers | Mr Edward Ashcombe",
    "Physiotherapy centres across North, Central and South Warwickshire that work with the practice, and brace providers, with addresses and contact details.",
    ["physiotherapy Warwickshire", "physio Coventry", "knee brace"],
    info("Physiotherapy", "Physiotherapy centres that work with the practice, grouped by area.")),
  page("/PreAndPostcare/miop-app", "MiOp app", "MiOp Recovery App | Mr Edward Ashcombe",
    "The MiOp companion app helps you follow your recovery plan after knee or hip surgery: exercises, progress tracking and messages from the care team.",
    ["MiOp app", "recovery app", "rehabilitation app"],
    info("MiOp app", "A companion app that helps you follow your recovery plan.")),
  page("/patient-success-stories", "Patient stories", "Patient Reviews and Stories | Mr Edward Ashcombe",
    "Read what patients say about their care and share your own experience. Every story is read before it is published, and negative reviews are published too.",
    ["patient reviews", "testimonials", "patient stories"],
    info("Patient stories", "Patients' own words about their treatment and care.")),
  page("/UsefulLinks", "Useful links and patient guides", "Patient Guides to Download | Mr Edward Ashcombe",
    "Free printable patient guides to download as PDF: hip and knee replacement guides, preparing for surgery and exercises after your operation.",
    ["patient guides", "PDF", "hip replacement guide", "knee replacement guide"],
    info("Useful links and patient guides", "Printable guides to read at home and share with your family.")),
];

export const aliases: Array<{ path: string; of: string }> = [
  { path: "/Conditions/anterior-knee-pain-&-kneecap-problems", of: "/Conditions/anterior-knee-pain" },
  { path: "/Conditions/kneecap-problems", of: "/Conditions/anterior-knee-pain" },
];

/** Paths that answer 301 to a page (the spelling the treatments index and footer once used). */
export const redirects: Redirect[] = [
  { from: "/Treatments/patellar-stabilisation", to: "/Treatments/patellar-stabilization" },
];

/** Every row to prerender: pages, then aliases pointing at their canonical page. */
export function allRoutes(): Route[] {
  const byPath = new Map(routes.map((r) => [r.path, r]));
  const aliasRows = aliases.map(({ path, of }) => {
    const target = byPath.get(of);
    if (!target) throw new Error(`Alias ${path} points at unknown route ${of}`);
    return { ...target, path, canonical: of };
  });
  return [...routes, ...aliasRows];
}
