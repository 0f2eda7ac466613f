import { pageRoute, type Route } from "./row.ts";
import { homePage } from "../../content/home.ts";
import { aboutPage } from "../../content/about.ts";
import { contactPage } from "../../content/contact.ts";
import { carePage } from "../../content/care.ts";
import { physiotherapyPage } from "../../content/physiotherapy.ts";
import { miopPage } from "../../content/miop.ts";
import { reviewPolicyPage, reviewsPage } from "../../content/reviews-page.ts";
import { practicesJsonLd, surgeonJsonLd } from "../structured-data.ts";
import { Home } from "../views/Home.tsx";
import { About } from "../views/About.tsx";
import { Contact } from "../views/Contact.tsx";
import { PreAndPostCare } from "../views/PreAndPostCare.tsx";
import { Physiotherapy } from "../views/Physiotherapy.tsx";
import { MiopApp } from "../views/MiopApp.tsx";
import { PatientStories } from "../views/PatientStories.tsx";
import { ReviewPolicy } from "../views/ReviewPolicy.tsx";
import { privacyPage } from "../../content/privacy.ts";
import { Privacy } from "../views/Privacy.tsx";
import { usefulLinksRoute } from "./useful-links.ts";
import { enquirySentRoute } from "./enquiry-sent.ts";
import { formAnswerRoutes } from "./form-answers.tsx";

export const generalRoutes: Route[] = [
  pageRoute(homePage, Home, {
    structuredData: ({ siteUrl }) => [surgeonJsonLd(siteUrl), ...practicesJsonLd(siteUrl)],
  }),
  pageRoute(aboutPage, About, { structuredData: ({ siteUrl }) => [surgeonJsonLd(siteUrl)] }),
  pageRoute(contactPage, Contact, { structuredData: ({ siteUrl }) => practicesJsonLd(siteUrl) }),
  pageRoute(carePage, PreAndPostCare),
  pageRoute(physiotherapyPage, Physiotherapy),
  pageRoute(miopPage, MiopApp),
  pageRoute(reviewsPage, PatientStories),
  pageRoute(reviewPolicyPage, ReviewPolicy),
  pageRoute(privacyPage, Privacy),
  usefulLinksRoute,

  enquirySentRoute,
  ...formAnswerRoutes,
];
