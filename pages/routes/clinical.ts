import { createElement, type ReactElement } from "react";
import type { Route } from "../routes.ts";
import { conditionLinks, hipTreatments, kneeTreatments } from "../navigation.ts";
import { InfoPage } from "../views/InfoPage.tsx";

/** Conditions, treatments and procedure pages. */
function info(heading: string, summary: string, cards?: Parameters<typeof InfoPage>[0]["cards"]) {
  return () => createElement(InfoPage, { heading, summary, cards });
}

const page = (
  path: string,
  heading: string,
  title: string,
  description: string,
  keywords: string[],
  View: () => ReactElement,
): Route => ({ path, heading, meta: { title, description, keywords }, View });

const kneeCards = kneeTreatments.map((t) => ({ title: t.label, href: t.href, summary: `About ${t.label.toLowerCase()}.` }));
const hipCards = hipTreatments.map((t) => ({ title: t.label, href: t.href, summary: `About ${t.label.toLowerCase()}.` }));

export const clinicalRoutes: Route[] = [
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
];
