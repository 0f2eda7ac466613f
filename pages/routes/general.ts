import { createElement, type ReactElement } from "react";
import type { Route } from "../routes.ts";
import { InfoPage } from "../views/InfoPage.tsx";
import { usefulLinksRoute } from "./useful-links.ts";
import { enquirySentRoute } from "./enquiry-sent.ts";

/** Home, About, Contact, care, directory, app, stories and guides pages. */
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

export const generalRoutes: Route[] = [
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
  usefulLinksRoute,

  enquirySentRoute,
];
