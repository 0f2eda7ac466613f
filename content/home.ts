/**
 * Home page (`/`): hero, the biography summary with its five Read More panels, and the booking
 * section. Facts about the surgeon and the practices come from `site.ts`; nothing here retypes them.
 */
import { illustrationBySrc } from "./illustrations.ts";
import { z } from "zod";
import { image, linkItem, pageBase, richText, section } from "./schema.ts";
import { hospitalAddress, site, surgeonName } from "./site.ts";
import {
  consultationTimesText,
  emailLink,
  inSentence,
  phoneLink,
  surgeonShortName,
} from "./phrases.ts";
import { awaitingClinicalReview, reviewRecord } from "./review-record.ts";
import { ENQUIRY_SECTION_ID } from "./navigation.ts";

const { surgeon, hospitals, contacts } = site;
const practiceManager = contacts.practiceManager;
const nhsSecretary = contacts.nhsSecretary;

const bookingOption = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().trim().min(1),
  content: richText,
}).strict();

export const homePageSchema = pageBase.extend({
  path: z.literal("/"),
  /** the hero's h1 is the page `heading` */
  hero: z.object({
    /** shown under the h1 */
    subheading: z.string().trim().min(1),
    lead: z.string().trim().min(1),
    image,
    primaryAction: linkItem,
    secondaryAction: linkItem,
  }).strict(),
  biography: z.object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    heading: z.string().trim().min(1),
    summary: richText,
    readMoreLabel: z.string().trim().min(1),
    readLessLabel: z.string().trim().min(1),
    panels: z.array(section).length(5),
  }).strict(),
  /** facts under the h1: what a patient checks first (the rating is the server's to add) */
  trust: z.object({
    label: z.string().trim().min(1),
    consultantSince: z.string().trim().min(1),
    gmc: z.string().trim().min(1),
    insurers: linkItem,
  }).strict(),
  /** ways in to the conditions and treatments, by joint */
  problems: z.object({
    heading: z.string().trim().min(1),
    groups: z.array(z.object({ title: z.string().trim().min(1), links: z.array(linkItem).min(3) }))
      .length(2),
  }).strict(),
  /** the two latest published stories, filled in by the server (edge/home-page.ts) */
  stories: z.object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    heading: z.string().trim().min(1),
    /** shown while no story is published: nothing invented */
    none: z.string().trim().min(1),
    allLink: linkItem,
  }).strict(),
  booking: z.object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    heading: z.string().trim().min(1),
    intro: richText,
    options: z.array(bookingOption).min(3),
    note: richText,
  }).strict(),
  reviewed: reviewRecord,
}).strict();

export type HomePage = z.infer<typeof homePageSchema>;

export const homePage: HomePage = homePageSchema.parse({
  path: "/",
  meta: {
    title: `${surgeonName} | Knee and Hip Surgeon, ${hospitals.private.address.town}`,
    description:
      `${surgeonName} is a consultant knee and hip surgeon seeing private and NHS patients in ${hospitals.private.address.town} and ${hospitals.nhs.address.town}. Read about his work and how to book.`,
    keywords: [
      `knee surgeon ${hospitals.private.address.town}`,
      "hip surgeon Warwickshire",
      "orthopaedic surgeon",
      "knee replacement",
      "hip replacement",
      "sports knee injury",
      surgeonName,
    ],
  },
  heading: surgeonName,
  hero: {
    subheading: surgeon.jobTitle,
    lead:
      `Consultant knee and hip surgeon. He helps adults and young people with knee and hip pain, sports injuries and worn joints. He sees private patients and NHS patients.`,
    image: illustrationBySrc("/images/home/hero.svg"),
    primaryAction: { label: "Book a consultation", href: `#${ENQUIRY_SECTION_ID}` },
    secondaryAction: { label: `About ${surgeonShortName}`, href: "/AboutMe" },
  },
  trust: {
    label: "Qualifications and registration",
    consultantSince: `Consultant since ${surgeon.consultantSince}`,
    gmc: `GMC number ${surgeon.gmcNumber}`,
    insurers: {
      label: `Recognised by ${site.insurers.length} health insurers`,
      href: "#insurers",
    },
  },
  problems: {
    heading: "Find your problem",
    groups: [
      {
        title: "Knee problems",
        links: [
          { label: "Knee arthritis", href: "/Conditions/knee-arthritis" },
          { label: "Cartilage and meniscus tear", href: "/Conditions/cartilage-tear" },
          {
            label: "ACL and ligament injury",
            href: "/Conditions/acl/-ligament-injury-(sports-knee-injury)",
          },
          { label: "Kneecap pain and instability", href: "/Conditions/anterior-knee-pain" },
          { label: "Total knee replacement", href: "/Treatments/total-knee-replacement" },
          { label: "Partial knee replacement", href: "/Treatments/partial-knee-replacement" },
          { label: "Knee arthroscopy", href: "/Treatments/knee-arthroscopy" },
          { label: "All knee procedures", href: "/knee-procedures" },
        ],
      },
      {
        title: "Hip problems",
        links: [
          {
            label: "Hip pain without surgery",
            href: "/Treatments/non-surgical-treatment-for-hips",
          },
          { label: "Hip replacement", href: "/Treatments/hip-replacement" },
          { label: "Hip arthroscopy", href: "/hip-procedures/hip-arthroscopy" },
          { label: "Hip bursitis", href: "/hip-procedures/hip-bursitis-treatment" },
          { label: "Hip injections", href: "/hip-procedures/hip-injections" },
          { label: "All hip procedures", href: "/hip-procedures" },
        ],
      },
    ],
  },
  stories: {
    id: "patient-stories",
    heading: "Patient stories",
    none: "No patient stories have been published on this website yet.",
    allLink: {
      label: "Read all patient stories, or share yours",
      href: "/patient-success-stories",
    },
  },
  biography: {
    id: "biography",
    heading: `About ${surgeonShortName}`,
    summary: [
      `${surgeonName} is a ${
        inSentence(surgeon.jobTitle)
      }. He has been a consultant since ${surgeon.consultantSince}.`,
      `He treats knee and hip problems in adults and young people. This includes worn joints (arthritis), torn cartilage, ligament injuries and kneecap problems. He offers treatment without surgery first where it is likely to help.`,
      `He sees private patients at ${hospitals.private.name} and NHS patients at ${hospitals.nhs.name}.`,
    ],
    readMoreLabel: "Read more",
    readLessLabel: "Read less",
    panels: [
      {
        id: "current-position",
        title: "Current Position",
        content: [
          `${surgeonName} is a ${
            inSentence(surgeon.jobTitle)
          }. He has been a consultant since ${surgeon.consultantSince}.`,
          `He has been clinical director for his hospital's orthopaedic department for ${surgeon.clinicalDirectorYears} years. In this role he helps plan services and keep care safe.`,
          {
            list: [
              `Private practice: ${hospitals.private.name}, ${hospitals.private.department}. Clinics on ${consultationTimesText()}.`,
              `NHS practice: ${hospitals.nhs.name}, ${hospitals.nhs.department}.`,
            ],
          },
        ],
      },
      {
        id: "areas-of-expertise",
        title: "Areas of Expertise",
        content: [
          "He looks after people with:",
          {
            list: [
              "[Knee arthritis](/Conditions/knee-arthritis) — wear and tear of the knee joint",
              "[Cartilage and meniscus tears](/Conditions/cartilage-tear)",
              "ACL and other ligament injuries, often from sport",
              "[Kneecap pain and instability](/Conditions/anterior-knee-pain)",
              "Hip arthritis and hip pain",
            ],
          },
          `He sees children and young people from age ${surgeon.minimumPatientAge}. Children under ${surgeon.minimumPatientAge} are seen only if they have an injury to the knee alone.`,
        ],
      },
      {
        id: "surgical-procedures",
        title: "Surgical Procedures",
        content: [
          "Surgery is one choice among several. He will talk you through the options, including not having an operation.",
          {
            subtitle: "Knee",
            details: [
              "[Knee arthroscopy](/Treatments/knee-arthroscopy) (keyhole surgery)",
              "[ACL reconstruction](/Treatments/acl-reconstruction)",
              "[Total knee replacement](/Treatments/total-knee-replacement), including robotic-arm assisted surgery",
              "[Partial knee replacement](/Treatments/partial-knee-replacement)",
              "[Knee osteotomy](/Treatments/knee-osteotomy) (realigning the leg bones)",
              "[Patellar realignment](/Treatments/patellar-realignment) and [patellar stabilisation](/Treatments/patellar-stabilization)",
            ],
          },
          {
            subtitle: "Hip",
            details: ["[Hip replacement](/Treatments/hip-replacement)"],
          },
          {
            subtitle: "Without surgery",
            details: [
              "[Non-surgical treatment for knees](/Treatments/non-surgical-treatment-for-knees)",
              "[Non-surgical treatment for hips](/Treatments/non-surgical-treatment-for-hips)",
            ],
          },
        ],
      },
      {
        id: "education-and-experience",
        title: "Education & Experience",
        content: [
          `His qualifications are ${surgeon.postNominals}.`,
          {
            list: [
              "Medical degree, then training in surgery and in trauma and orthopaedics in the West Midlands",
              "A master's degree (MSc) with research on knee injuries",
              "A fellowship year spent on knee surgery and sports injuries",
              `Consultant orthopaedic surgeon since ${surgeon.consultantSince}`,
              `Clinical director for ${surgeon.clinicalDirectorYears} years`,
            ],
          },
          `He is on the General Medical Council's specialist register for trauma and orthopaedic surgery (GMC number ${surgeon.gmcNumber}).`,
        ],
      },
      {
        id: "professional-contributions",
        title: "Professional Contributions",
        content: [
          {
            list: [
              "Teaches and supervises junior doctors, physiotherapists and nurses",
              "Sends the results of his joint replacements to the National Joint Registry, which tracks how well joints last",
              "Takes part in regular audit of his results, as every NHS consultant does",
              "Gives talks for patients and GPs about knee and hip problems",
            ],
          },
          `He is a member of: ${site.societies.map((s) => s.name).join("; ")}.`,
        ],
      },
    ],
  },
  booking: {
    id: "booking",
    heading: "Booking an appointment",
    intro: [
      `You can see ${surgeonShortName} privately, using health insurance or paying for yourself. You can also see him on the NHS if your GP refers you.`,
    ],
    options: [
      {
        id: "insured",
        title: "Private, with health insurance",
        content: [
          {
            list: [
              "Call your insurer first. Ask them to approve the consultation and give you an authorisation number.",
              "Most insurers also ask for a letter from your GP.",
              `Then call ${practiceManager.name}, our ${inSentence(practiceManager.role)}, on ${
                phoneLink(practiceManager.phone)
              }, or send an enquiry below.`,
            ],
            ordered: true,
          },
          "Check with your insurer what your policy covers, such as scans and physiotherapy.",
        ],
      },
      {
        id: "self-pay",
        title: "Private, paying for yourself",
        content: [
          `Call ${practiceManager.name} on ${phoneLink(practiceManager.phone)} or email ${
            emailLink(practiceManager.email)
          }. You do not always need a GP letter, but it helps if you have one.`,
          "We will tell you the fee for the consultation before you book. If you need tests, scans or surgery, we will give you a written price first.",
        ],
      },
      {
        id: "nhs",
        title: "NHS",
        content: [
          `To be seen on the NHS, ask your GP to refer you to the orthopaedic knee and hip service at ${hospitals.nhs.name}. You can ask to see ${surgeonName}.`,
          `If you already have an NHS referral or appointment, the ${
            inSentence(nhsSecretary.role)
          } can help on ${phoneLink(nhsSecretary.phone)}.`,
        ],
      },
    ],
    note: [
      `Private clinics are at ${hospitals.private.name}, ${
        hospitalAddress(hospitals.private)
      }. NHS clinics are at ${hospitals.nhs.name}, ${hospitalAddress(hospitals.nhs)}.`,
      "If you have a new, sudden injury and cannot stand or move your leg, go to an urgent treatment centre or A&E. In an emergency, call 999.",
    ],
  },
  reviewed: awaitingClinicalReview,
});
