import type { ReactNode } from "react";
import { Helmet, HelmetProvider } from "react-helmet-async";
import { Layout } from "./layout/Layout.tsx";
import type { Route } from "./routes/row.ts";
import { site } from "../content/site.ts";
import { type RenderContext, RenderContextValue } from "./render-context.ts";
import { SITE_LOADER, SITE_SCRIPT_ATTRIBUTE, STYLESHEET_ATTRIBUTE } from "../lib/site-loader.ts";

export type { Assets, RenderContext } from "./render-context.ts";

/** JSON for a <script type="application/ld+json">, safe to embed in HTML. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

function Head({ route, context }: { route: Route; context: RenderContext }) {
  const canonical = context.siteUrl + encodeURI(route.canonical ?? route.path);
  const image = `${context.siteUrl}/images/og-default.png`;
  const { title, description, keywords } = route.meta;
  return (
    <Helmet>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords.join(", ")} />
      <meta name="robots" content={route.noindex ? "noindex, follow" : "index, follow"} />
      <meta name="geo.region" content="GB" />
      {route.noindex ? null : <link rel="canonical" href={canonical} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.siteName} />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </Helmet>
  );
}

/** The whole HTML document of one route. */
export function Document(
  { route, context, children }: { route: Route; context: RenderContext; children: ReactNode },
) {
  const structuredData = route.structuredData?.(context) ?? [];
  return (
    <RenderContextValue.Provider value={context}>
      <HelmetProvider context={{}}>
        <html lang="en" id="top">
          <head>
            <meta charSet="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="theme-color" content="#08536a" />
            <Head route={route} context={context} />
            <link rel="stylesheet" href={context.assets.css} />
            <noscript>
              <link rel="stylesheet" href={context.assets.noscriptCss} />
            </noscript>
            <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
            {/* adds the site script after the first paint (lib/site-loader.ts) */}
            <script
              {...{
                [SITE_SCRIPT_ATTRIBUTE]: context.assets.siteScript,
                [STYLESHEET_ATTRIBUTE]: context.assets.css,
              }}
              // deno-lint-ignore react-no-danger -- a fixed text of ours, allowed by its hash in the CSP
              dangerouslySetInnerHTML={{ __html: SITE_LOADER }}
            />
          </head>
          <body>
            <Layout
              currentPath={route.canonical ?? route.path}
              year={context.year}
              enquiryAction={context.enquiryAction}
            >
              {children}
            </Layout>
            {structuredData.map((data, i) => (
              <script
                key={i}
                type="application/ld+json"
                // deno-lint-ignore react-no-danger -- JSON with every "<" escaped (jsonLd)
                dangerouslySetInnerHTML={{ __html: jsonLd(data) }}
              />
            ))}
          </body>
        </html>
      </HelmetProvider>
    </RenderContextValue.Provider>
  );
}
