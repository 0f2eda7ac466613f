import { createElement, type ReactElement } from "react";
import type { Route } from "../routes.ts";
import { homePage } from "../content/home.ts";
import { aboutPage } from "../content/about.ts";
import { contactPage } from "../content/contact.ts";
import { carePage } from "../content/care.ts";
import { physiotherapyPage } from "../content/physiotherapy.ts";
import { miopPage } from "../content/miop.ts";
import { reviewPolicyPage, reviewsPage } from "../content/reviews-page.ts";
import { practicesJsonLd, surgeonJsonLd } from "../structured-data.ts";
import { Home } from "../views/Home.tsx";
import { About } from "../views/About.tsx";
import { Contact } from "../views/Contact.tsx";
import { PreAndPostCare } from "../views/PreAndPostCare.tsx";
import { Physiotherapy } from "../views/Physiotherapy.tsx";
import { MiopApp } from "../views/MiopApp.tsx";
import { PatientStories } from "../views/PatientStories.tsx";
import { ReviewPolicy } from "../views/ReviewPolicy.tsx";
import { privacyPage } from "../content/privacy.ts";
import { Privacy } from "../views/Privacy.tsx";
import { usefulLinksRoute } from "./useful-links.ts";
import { enquirySentRoute } from "./enquiry-sent.ts";
import type { PageMeta } from "../content/schema.ts";

/** A row whose path, search metadata and h1 come from the page's content module. */
const fromContent = (
  content: { path: string; meta: PageMeta; heading: string },
  View: () => ReactElement,
  structuredData?: Route["structuredData"],
): Route => ({ path: content.path, heading: content.heading, meta: content.meta, View, structuredData });

export const generalRoutes: Route[] = [
  fromContent(homePage, Home, ({ siteUrl }) => [surgeonJsonLd(siteUrl), ...practicesJsonLd(siteUrl)]),
  fromContent(aboutPage, About, ({ siteUrl }) => [surgeonJsonLd(siteUrl)]),
  fromContent(contactPage, Contact, ({ siteUrl }) => practicesJsonLd(siteUrl)),
  fromContent(carePage, PreAndPostCare),
  fromContent(physiotherapyPage, Physiotherapy),
  fromContent(miopPage, MiopApp),
  fromContent(reviewsPage, PatientStories),
  fromContent(reviewPolicyPage, ReviewPolicy),
  fromContent(privacyPage, Privacy),
  usefulLinksRoute,

  enquirySentRoute,
];
