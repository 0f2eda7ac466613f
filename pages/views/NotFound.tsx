import { createElement } from "react";
import type { Route } from "../routes/row.ts";
import { PageHero } from "../components/PageHero.tsx";
import { type Card, CardGrid } from "../components/CardGrid.tsx";

const suggestions: Card[] = [
  {
    title: "Knee conditions",
    href: "/Conditions",
    summary: "Arthritis, cartilage tears, ligament injuries and kneecap problems.",
  },
  {
    title: "Treatments",
    href: "/Treatments",
    summary: "Knee and hip treatments, from physiotherapy to joint replacement.",
  },
  {
    title: "Before and after surgery",
    href: "/PreAndPostcare",
    summary: "Preparing for your operation and recovering well.",
  },
  {
    title: "Contact the practice",
    href: "/Contact",
    summary: "Telephone numbers, email addresses and how to find us.",
  },
];

function NotFound() {
  return (
    <>
      <PageHero
        heading="Page not found"
        summary="Sorry, we cannot find that page. It may have moved, or the address may be mistyped."
      />
      <div className="container page-body">
        <p>
          Try the <a href="/">home page</a>, or one of these:
        </p>
        <CardGrid cards={suggestions} headingLevel={2} />
      </div>
    </>
  );
}

/** Rendered to dist/404.html; the edge answers it with status 404. */
export const notFoundRoute: Route = {
  path: "/404",
  meta: {
    title: "Page Not Found | Mr Edward Ashcombe",
    description:
      "The page you asked for could not be found. Find knee and hip information, treatments and contact details from the home page.",
    keywords: ["page not found"],
  },
  heading: "Page not found",
  noindex: true,
  View: () => createElement(NotFound),
};
