/**
 * JSON-LD for the surgeon and his two practices, built from the site configuration only.
 *
 * schema.org's `worksFor` belongs to Person, and IndividualPhysician is an organisation type, so
 * the practices where the surgeon works are given with IndividualPhysician's own `practicesAt`.
 */
import type {
  GeoCoordinates,
  Hospital as HospitalLd,
  IndividualPhysician,
  MedicalClinicLeaf,
  OpeningHoursSpecification,
  Person,
  PostalAddress,
  WithContext,
} from "schema-dts";
import { type Hospital, site, surgeonName } from "../content/site.ts";

const { surgeon, hospitals } = site;

function postalAddress(h: Hospital): PostalAddress {
  return {
    "@type": "PostalAddress",
    streetAddress: h.address.street,
    addressLocality: h.address.town,
    addressRegion: h.address.county,
    postalCode: h.address.postcode,
    addressCountry: "GB",
  };
}

/** +44 form of a number as printed, with its extension (E.123 style). */
function telephone(phone: Hospital["phone"]): string {
  const international = phone.display.replace(/\D/g, "").replace(/^0/, "+44");
  return phone.extension ? `${international} ext. ${phone.extension}` : international;
}

function hospital(h: Hospital): HospitalLd {
  return {
    "@type": "Hospital",
    name: h.name,
    address: postalAddress(h),
    telephone: telephone(h.phone),
    hasMap: h.mapUrl,
  };
}

function geo(h: Hospital): GeoCoordinates {
  return { "@type": "GeoCoordinates", latitude: h.geo.latitude, longitude: h.geo.longitude };
}

/** The picture shown for the surgeon and his practices (the site's social image). */
const practiceImage = (siteUrl: string) => `${siteUrl}/images/og-default.png`;

const openingHours: OpeningHoursSpecification[] = site.consultationTimes.map((s) => ({
  "@type": "OpeningHoursSpecification",
  dayOfWeek: `https://schema.org/${s.day}`,
  opens: s.opens,
  closes: s.closes,
}));

/**
 * One practice as a clinic inside its hospital. The consultation times are the private
 * practice's (site.ts); NHS clinics are booked by the hospital, so that clinic has none.
 */
function practiceClinic(h: Hospital, siteUrl: string): MedicalClinicLeaf {
  return {
    "@type": "MedicalClinic",
    "@id": `${siteUrl}/Contact#${h.id}`,
    name: `${surgeonName}, ${h.kind} practice at ${h.name}`,
    parentOrganization: hospital(h),
    address: postalAddress(h),
    telephone: telephone(h.phone),
    hasMap: h.mapUrl,
    geo: geo(h),
    image: practiceImage(siteUrl),
    url: `${siteUrl}/Contact`,
    medicalSpecialty: ["https://schema.org/Musculoskeletal", "https://schema.org/Surgical"],
    ...(h.kind === "Private" ? { openingHoursSpecification: openingHours } : {}),
  };
}

/** A MedicalClinic node for each practice (Contact, Home). */
export function practicesJsonLd(siteUrl: string): Array<WithContext<MedicalClinicLeaf>> {
  return [hospitals.private, hospitals.nhs].map((h) => ({
    "@context": "https://schema.org",
    ...practiceClinic(h, siteUrl),
  }));
}

/** The surgeon's node id: his full entry is on Home and About; other pages refer to it. */
export const surgeonId = (siteUrl: string) => `${siteUrl}/#surgeon`;

/**
 * Who reviewed the clinical pages (site config): the surgeon's own node when he is the reviewer,
 * so search engines connect the review to him; otherwise the named person.
 */
export function clinicalReviewerJsonLd(siteUrl: string): IndividualPhysician | Person {
  const reviewer = site.clinicalReviewer;
  if (reviewer.name === surgeonName) {
    return {
      "@type": "IndividualPhysician",
      "@id": surgeonId(siteUrl),
      name: surgeonName,
      url: `${siteUrl}/AboutMe`,
    };
  }
  return { "@type": "Person", name: reviewer.name, jobTitle: reviewer.role };
}

/** The surgeon (Home, About). */
export function surgeonJsonLd(siteUrl: string): WithContext<IndividualPhysician> {
  const manager = site.contacts.practiceManager;
  return {
    "@context": "https://schema.org",
    "@type": "IndividualPhysician",
    "@id": surgeonId(siteUrl),
    name: surgeonName,
    description:
      `${surgeon.jobTitle}, ${surgeon.postNominals}. Consultant since ${surgeon.consultantSince}.`,
    url: `${siteUrl}/AboutMe`,
    image: practiceImage(siteUrl),
    telephone: telephone(manager.phone),
    email: manager.email,
    address: postalAddress(hospitals.private),
    medicalSpecialty: ["https://schema.org/Musculoskeletal", "https://schema.org/Surgical"],
    knowsAbout: surgeon.specialties,
    hospitalAffiliation: [hospital(hospitals.private), hospital(hospitals.nhs)],
    practicesAt: [
      practiceClinic(hospitals.private, siteUrl),
      practiceClinic(hospitals.nhs, siteUrl),
    ],
    memberOf: site.societies.map((s) => ({
      "@type": "Organization" as const,
      name: s.name,
      url: s.url,
    })),
    identifier: { "@type": "PropertyValue", propertyID: "GMC", value: surgeon.gmcNumber },
    isAcceptingNewPatients: true,
  };
}
