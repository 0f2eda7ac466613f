/**
 * Site configuration: everything that identifies the practice. A real practice edits this file
 * and nothing else. All values here are fictional: telephone numbers are in Ofcom's 01632 960xxx
 * drama range, email addresses use reserved example domains, identifiers are all zeros and the
 * map coordinates are unverified. `npm run launch-check` lists every such placeholder left.
 */
import { z } from "zod";
import { emailSuggestionHosts } from "../lib/email-suggestion-hosts.ts";
import { image } from "./schema.ts";

const phone = z.object({
  /** as printed, e.g. "01632 960 120" */
  display: z.string(),
  extension: z.string().optional(),
});

const contact = z.object({
  role: z.string(),
  name: z.string(),
  phone,
  email: z.email(),
});

const hospital = z.object({
  id: z.enum(["private-practice", "nhs-practice"]),
  kind: z.enum(["Private", "NHS"]),
  name: z.string(),
  department: z.string(),
  address: z.object({
    street: z.string(),
    town: z.string(),
    county: z.string(),
    postcode: z.string(),
  }),
  phone,
  /** the orthopaedic ward, answered day and night: the chat gives it to people recovering from an operation there */
  wardPhone: phone,
  mapUrl: z.url(),
  /** the entrance's map position (WGS 84), for search results */
  geo: z.object({
    latitude: z.number().min(49).max(61),
    longitude: z.number().min(-9).max(2),
    /** false until someone has checked the position on a map; launch-check lists unverified positions */
    verified: z.boolean(),
  }),
  /** where this practice's appointments are booked */
  bookingNote: z.string(),
});

const session = z.object({
  day: z.enum(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]),
  opens: z.string().regex(/^\d{2}:\d{2}$/),
  closes: z.string().regex(/^\d{2}:\d{2}$/),
});

const affiliate = z.object({
  name: z.string(),
  /** two to five letters: the organisation's short name */
  initials: z.string().min(2).max(5),
  url: z.url(),
  /**
   * the organisation's logo, an SVG the practice has permission to use, put under static/ (e.g.
   * "/images/logos/boa.svg"); without one the name is shown in type
   */
  logo: z.string().regex(/^\/images\/[\w./-]+\.svg$/).optional(),
});

/** GMC reference numbers have seven digits. */
const gmcNumber = z.string().regex(/^\d{7}$/);

export const siteConfigSchema = z.object({
  siteName: z.string(),
  /**
   * The surgeon's portrait photograph: a JPEG or PNG under static/images (the build serves it as
   * AVIF and WebP at several widths, preloaded where it is a page's main image). Until one is
   * given, the home, About and Contact pages show a card with his monogram and credentials.
   */
  portrait: image.refine((i) => /\.(jpe?g|png)$/i.test(i.src), "a JPEG or PNG photograph")
    .optional(),
  surgeon: z.object({
    /** "Mr" — UK surgeons are addressed as Mr/Ms/Miss/Mrs, not Dr */
    honorific: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    postNominals: z.string(),
    jobTitle: z.string(),
    specialties: z.array(z.string()).min(1),
    gmcNumber,
    consultantSince: z.number().int(),
    clinicalDirectorYears: z.number().int(),
    minimumPatientAge: z.number().int(),
  }),
  contacts: z.object({
    practiceManager: contact,
    nhsSecretary: contact,
    theatreBooking: contact,
  }),
  /** the clinician who signs off the clinical pages and guides */
  clinicalReviewer: z.object({
    /** as shown on the pages, e.g. "Mr Edward Ashcombe" */
    name: z.string().trim().min(1),
    role: z.string().trim().min(1),
    gmcNumber,
  }),
  hospitals: z.object({ private: hospital, nhs: hospital }),
  /** private consultation times at the private hospital */
  consultationTimes: z.array(session).min(1),
  societies: z.array(affiliate).length(4),
  insurers: z.array(affiliate).length(15),
  enquiry: z.object({ subject: z.string() }),
  /** the MiOp recovery app's own addresses, linked from its page */
  miopApp: z.object({
    appStoreUrl: z.url().regex(/^https:\/\/apps\.apple\.com\//),
    websiteUrl: z.url({ protocol: /^https$/ }),
  }),
  /** suggested while a patient types an email address with no "@" yet */
  emailSuggestionHosts: z.array(z.string()).length(5),
  /**
   * Who is responsible for patients' data (the controller), its entry in the ICO's register of
   * data protection fee payers, and whom patients contact about their data. The privacy notice
   * names them; requests made with the form on /privacy are emailed to `contact.email`.
   */
  dataProtection: z.object({
    controller: z.string().trim().min(1),
    /** the ICO registration number, e.g. "ZA123456" (ico.org.uk, "Register of fee payers") */
    icoRegistrationNumber: z.string().regex(/^Z[A-Z0-9]\d{6}$/),
    contact,
  }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type Hospital = z.infer<typeof hospital>;
export type Contact = z.infer<typeof contact>;
export type Phone = z.infer<typeof phone>;

const surgeon = {
  honorific: "Mr",
  firstName: "Edward",
  lastName: "Ashcombe",
  postNominals: "MB ChB, MSc, FRCS (Tr & Orth)",
  jobTitle: "Consultant Orthopaedic Knee and Hip Surgeon",
  specialties: [
    "Knee surgery",
    "Hip surgery",
    "Sports injuries",
    "Robotic-arm assisted joint replacement",
  ],
  gmcNumber: "0000000",
  consultantSince: 2007,
  clinicalDirectorYears: 9,
  minimumPatientAge: 10,
};

export const site: SiteConfig = siteConfigSchema.parse({
  siteName: "Mr Edward Ashcombe — Knee & Hip Surgeon",
  surgeon,
  // The surgeon reviews his own pages; a practice with another reviewer gives that person here.
  clinicalReviewer: {
    name: `${surgeon.honorific} ${surgeon.firstName} ${surgeon.lastName}`,
    role: surgeon.jobTitle,
    gmcNumber: surgeon.gmcNumber,
  },
  contacts: {
    practiceManager: {
      role: "Practice Manager",
      name: "Helen Marsh",
      phone: { display: "01632 960 120" },
      email: "practice@ashcombe-orthopaedics.example.com",
    },
    nhsSecretary: {
      role: "NHS Secretary",
      name: "Priya Shah",
      phone: { display: "01632 960 340", extension: "4417" },
      email: "orthopaedic.secretary@arden-valley-nhs.example.org",
    },
    theatreBooking: {
      role: "Theatre Booking Coordinator",
      name: "Mark Ellison",
      phone: { display: "01632 960 250", extension: "212" },
      email: "theatre.bookings@sowe-valley-hospital.example.com",
    },
  },
  hospitals: {
    private: {
      id: "private-practice",
      kind: "Private",
      name: "Sowe Valley Private Hospital",
      department: "Outpatient Department",
      address: {
        street: "14 Riverside Way",
        town: "Coventry",
        county: "West Midlands",
        postcode: "CV3 9ZZ",
      },
      phone: { display: "01632 960 250" },
      wardPhone: { display: "01632 960 255" },
      mapUrl: "https://www.openstreetmap.org/search?query=Riverside%20Way%20Coventry",
      geo: { latitude: 52.3925, longitude: -1.4637, verified: false },
      bookingNote: "Private and insured patients: call the practice manager or send an enquiry.",
    },
    nhs: {
      id: "nhs-practice",
      kind: "NHS",
      name: "Arden Valley General Hospital",
      department: "Trauma & Orthopaedics, Clinic 4",
      address: {
        street: "Hospital Lane",
        town: "Warwick",
        county: "Warwickshire",
        postcode: "CV34 9ZZ",
      },
      phone: { display: "01632 960 340" },
      wardPhone: { display: "01632 960 345" },
      mapUrl: "https://www.openstreetmap.org/search?query=Hospital%20Lane%20Warwick",
      geo: { latitude: 52.2852, longitude: -1.5849, verified: false },
      bookingNote:
        "NHS patients need a referral from their GP; the NHS secretary can help with appointments.",
    },
  },
  consultationTimes: [
    { day: "Tuesday", opens: "08:30", closes: "18:00" },
    { day: "Friday", opens: "08:30", closes: "13:00" },
  ],
  societies: [
    { name: "British Orthopaedic Association", initials: "BOA", url: "https://www.boa.ac.uk/" },
    {
      name: "British Association for Surgery of the Knee",
      initials: "BASK",
      url: "https://www.baskonline.com/",
    },
    {
      name: "Royal College of Surgeons of England",
      initials: "RCS",
      url: "https://www.rcseng.ac.uk/",
    },
    {
      name: "European Society of Sports Traumatology, Knee Surgery and Arthroscopy",
      initials: "ESSKA",
      url: "https://www.esska.org/",
    },
  ],
  insurers: [
    { name: "Bupa", initials: "Bupa", url: "https://www.bupa.co.uk/" },
    { name: "AXA Health", initials: "AXA", url: "https://www.axahealth.co.uk/" },
    { name: "Aviva", initials: "AV", url: "https://www.aviva.co.uk/health/" },
    { name: "Vitality", initials: "VH", url: "https://www.vitality.co.uk/" },
    { name: "WPA", initials: "WPA", url: "https://www.wpa.org.uk/" },
    { name: "Cigna Healthcare", initials: "CIG", url: "https://www.cigna.co.uk/" },
    { name: "Allianz Care", initials: "ALZ", url: "https://www.allianzcare.com/" },
    { name: "Simplyhealth", initials: "SH", url: "https://www.simplyhealth.co.uk/" },
    { name: "Healix Health Services", initials: "HX", url: "https://www.healix.com/" },
    { name: "The Exeter", initials: "EX", url: "https://www.the-exeter.com/" },
    {
      name: "Freedom Health Insurance",
      initials: "FHI",
      url: "https://www.freedomhealthinsurance.co.uk/",
    },
    { name: "Benenden Health", initials: "BH", url: "https://www.benenden.co.uk/" },
    { name: "General & Medical", initials: "G&M", url: "https://www.generalandmedical.com/" },
    { name: "CS Healthcare", initials: "CSH", url: "https://www.cshealthcare.co.uk/" },
    { name: "National Friendly", initials: "NF", url: "https://www.nationalfriendly.co.uk/" },
  ],
  enquiry: { subject: "New enquiry from the practice website" },
  // The id 0000000000 belongs to no app.
  miopApp: {
    appStoreUrl: "https://apps.apple.com/gb/app/miop/id0000000000",
    websiteUrl: "https://www.miop-app.example.com",
  },
  emailSuggestionHosts: [...emailSuggestionHosts],
  // ZA000000 is no one's registration: launch-check lists it until the real number is given.
  dataProtection: {
    controller:
      `The private practice of ${surgeon.honorific} ${surgeon.firstName} ${surgeon.lastName}`,
    icoRegistrationNumber: "ZA000000",
    contact: {
      role: "Data protection contact",
      name: "Helen Marsh",
      phone: { display: "01632 960 120" },
      email: "privacy@ashcombe-orthopaedics.example.com",
    },
  },
});

export const surgeonName =
  `${site.surgeon.honorific} ${site.surgeon.firstName} ${site.surgeon.lastName}`;

/** tel: URI for a UK number as printed (spaces removed, +44 form). */
export function telHref(phone: Phone): string {
  const digits = phone.display.replace(/\D/g, "").replace(/^0/, "+44");
  return phone.extension ? `tel:${digits},${phone.extension}` : `tel:${digits}`;
}

export function phoneLabel(phone: Phone): string {
  return phone.extension ? `${phone.display} ext. ${phone.extension}` : phone.display;
}

export function hospitalAddress(h: Hospital): string {
  return `${h.address.street}, ${h.address.town}, ${h.address.county} ${h.address.postcode}`;
}
