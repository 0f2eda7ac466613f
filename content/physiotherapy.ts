/**
 * Physiotherapy directory (`/PreAndPostcare/physiotherapy`): seven physiotherapy centres grouped
 * by region, and two brace providers. Every centre, company and person here is fictional:
 * websites and emails use example.com, phone numbers are in Ofcom's 01632 960xxx drama range.
 */
import { z } from "zod";
import { inlineText, pageBase, richText, slugify } from "./schema.ts";

export const regions = [
  "North Warwickshire",
  "Central Warwickshire",
  "South Warwickshire",
  "Other areas",
] as const;
export const region = z.enum(regions);
export type Region = z.infer<typeof region>;

/**
 * Which region each town belongs to (spec §9). Whole words only, any case: "Warwick" does not
 * match inside "Warwickshire"; "Leamington Spa" and "Royal Leamington Spa" both contain the word
 * "Leamington"; "Stratford-upon-Avon" contains the word "Stratford".
 */
const townRegions: ReadonlyArray<{ town: RegExp; region: Region }> = [
  { town: /\bcoventry\b/gi, region: "North Warwickshire" },
  { town: /\b(?:kenilworth|warwick|leamington|stoneleigh)\b/gi, region: "Central Warwickshire" },
  { town: /\bstratford\b/gi, region: "South Warwickshire" },
];

/**
 * The region of a centre, read from its address text.
 *
 * UK addresses run from the street to the town, and a street is often named after another town
 * ("Warwick Road, Kenilworth"; "Leamington Road, Coventry"). So when several known towns appear,
 * the one named LAST decides.
 *
 * An address naming none of the known towns (for example "Rugby" or "Warwickshire" alone) gets
 * the region "Other areas". That region is listed after the three named regions, so such a centre
 * is always shown and never dropped.
 */
export function regionFor(address: string): Region {
  let found: { at: number; region: Region } | undefined;
  for (const { town, region } of townRegions) {
    for (const match of address.matchAll(town)) {
      if (!found || match.index > found.at) found = { at: match.index, region };
    }
  }
  return found?.region ?? "Other areas";
}

const phone = z.object({
  display: z.string().regex(
    /^01632 960 \d{3}$/,
    "use the 01632 960xxx drama range, printed as 01632 960 123",
  ),
}).strict();

const exampleWebsite = z.url({ protocol: /^https$/ }).regex(
  /^https:\/\/[a-z0-9.-]+\.example\.com\/?$/,
  "use an example.com website",
);
const exampleEmail = z.email().regex(/@[a-z0-9.-]+\.example\.com$/, "use an example.com email");

const openStreetMapSearch = "https://www.openstreetmap.org/search?query=";

/** A map link that searches for the address. */
export function mapLinkFor(address: string): string {
  return openStreetMapSearch + encodeURIComponent(address);
}

export const physiotherapyCentre = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().trim().min(1),
  address: z.string().trim().min(1),
  website: exampleWebsite,
  email: exampleEmail.optional(),
  phone,
  mapUrl: z.url().startsWith(openStreetMapSearch),
}).strict();

export const braceProvider = z.object({
  company: z.string().trim().min(1),
  contactPerson: z.string().trim().min(1),
  services: inlineText,
  website: exampleWebsite,
  email: exampleEmail,
  phone,
}).strict();

export type PhysiotherapyCentre = z.infer<typeof physiotherapyCentre>;
export type BraceProvider = z.infer<typeof braceProvider>;

function centre(
  name: string,
  address: string,
  site: string,
  phoneEnding: string,
  emailUser?: string,
): PhysiotherapyCentre {
  return {
    id: slugify(name),
    name,
    address,
    website: `https://www.${site}.example.com`,
    ...(emailUser ? { email: `${emailUser}@${site}.example.com` } : {}),
    phone: { display: `01632 960 ${phoneEnding}` },
    mapUrl: mapLinkFor(address),
  };
}

export const physiotherapyCentres: PhysiotherapyCentre[] = z.array(physiotherapyCentre).length(7)
  .parse([
    centre(
      "Canal Basin Physiotherapy",
      "Unit 5, Canal Basin, St Nicholas Street, Coventry CV1 4LY",
      "canal-basin-physio",
      "401",
      "hello",
    ),
    centre(
      "Earlsdon Sports Physio",
      "118 Earlsdon Avenue North, Coventry CV5 6GA",
      "earlsdon-sports-physio",
      "402",
      "appointments",
    ),
    centre(
      "Abbey Fields Physiotherapy",
      "7 Warwick Road, Kenilworth CV8 1HD",
      "abbey-fields-physio",
      "403",
      "reception",
    ),
    centre(
      "Castle Bridge Physiotherapy",
      "21 Smith Street, Warwick, Warwickshire CV34 4HS",
      "castle-bridge-physio",
      "404",
      "info",
    ),
    centre(
      "Jephson Physiotherapy and Rehab",
      "30 Clarendon Avenue, Royal Leamington Spa CV32 4RZ",
      "jephson-physio",
      "405",
      "hello",
    ),
    centre(
      "Stoneleigh Park Sports Clinic",
      "Unit 12, Stoneleigh Park, Stoneleigh, Warwickshire CV8 2LG",
      "stoneleigh-sports-clinic",
      "406",
    ),
    centre(
      "Avonside Physiotherapy",
      "9 Birmingham Road, Stratford-upon-Avon CV37 0AA",
      "avonside-physio",
      "407",
      "bookings",
    ),
  ]);

export const braceProviders: BraceProvider[] = z.array(braceProvider).length(2).parse([
  {
    company: "Midland Orthotic Supplies",
    contactPerson: "Sarah Quinn",
    services: "Knee braces and supports, measured and fitted by appointment.",
    website: "https://www.midland-orthotics.example.com",
    email: "sarah.quinn@midland-orthotics.example.com",
    phone: { display: "01632 960 511" },
  },
  {
    company: "Avon Bracing Services",
    contactPerson: "Tom Hadley",
    services: "Knee and hip braces, with fitting at home or in clinic.",
    website: "https://www.avon-bracing.example.com",
    email: "tom.hadley@avon-bracing.example.com",
    phone: { display: "01632 960 512" },
  },
]);

export interface RegionGroup {
  id: string;
  region: Region;
  centres: PhysiotherapyCentre[];
  count: number;
}

/**
 * Centres grouped by region, in the fixed order of `regions`. Regions with no centres are left
 * out (no empty cards); every centre appears in exactly one group, in its original order.
 */
export function centresByRegion(
  centres: readonly PhysiotherapyCentre[] = physiotherapyCentres,
): RegionGroup[] {
  return regions
    .map((r) => {
      const inRegion = centres.filter((c) => regionFor(c.address) === r);
      return { id: slugify(r), region: r, centres: inRegion, count: inRegion.length };
    })
    .filter((group) => group.count > 0);
}

/** "1 centre available", "4 centres available" — the count on each region card. */
export function centreCountLabel(count: number): string {
  return `${count} ${count === 1 ? "centre" : "centres"} available`;
}

export const physiotherapyPageSchema = pageBase.extend({
  path: z.literal("/PreAndPostcare/physiotherapy"),
  intro: richText,
  centresHeading: z.string().trim().min(1),
  braceHeading: z.string().trim().min(1),
  braceIntro: richText,
  labels: z.object({
    address: z.string().min(1),
    website: z.string().min(1),
    email: z.string().min(1),
    phone: z.string().min(1),
    map: z.string().min(1),
    contactPerson: z.string().min(1),
  }).strict(),
  disclaimer: inlineText,
}).strict();

export type PhysiotherapyPage = z.infer<typeof physiotherapyPageSchema>;

export const physiotherapyPage: PhysiotherapyPage = physiotherapyPageSchema.parse({
  path: "/PreAndPostcare/physiotherapy",
  meta: {
    title: "Physiotherapy Centres and Brace Providers | Warwickshire",
    description:
      "Physiotherapy centres in Coventry and North, Central and South Warwickshire for recovery after knee or hip surgery, plus two knee and hip brace providers.",
    keywords: [
      "physiotherapy Coventry",
      "physiotherapy Warwickshire",
      "physio after knee replacement",
      "knee brace fitting",
      "sports physiotherapy Leamington Spa",
    ],
  },
  heading: "Physiotherapy",
  intro: [
    "Physiotherapy is a key part of getting better after knee or hip surgery. It is also often the first treatment to try before surgery.",
    "Below are physiotherapy centres across Coventry and Warwickshire, grouped by area. Open a centre to see its address and contact details.",
    "If you are an NHS patient, the hospital will usually arrange NHS physiotherapy for you. If you have health insurance, check with your insurer which centres it covers before you book.",
  ],
  centresHeading: "Physiotherapy centres",
  braceHeading: "Brace Providers",
  braceIntro: [
    "After some operations, such as kneecap surgery, you may need a brace for a few weeks. Your surgeon or physiotherapist will tell you if you need one and which type.",
    "These companies can supply and fit knee and hip braces.",
  ],
  labels: {
    address: "Address",
    website: "Website",
    email: "Email",
    phone: "Phone",
    map: "View on map",
    contactPerson: "Contact",
  },
  disclaimer:
    "These centres and companies are independent. They are listed to help you find care near you. Please check their fees, opening times and insurance cover with them directly.",
});
