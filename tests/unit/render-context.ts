import { parseDataHosting } from "../../lib/config.ts";
import type { RenderContext } from "../../pages/document.tsx";

/** What the build passes to every page, fixed for tests: no guides built, placeholder asset names. */
export function testRenderContext(overrides: Partial<RenderContext> = {}): RenderContext {
  return {
    siteUrl: "https://www.example.com",
    assets: {
      css: "/assets/styles.X.css",
      noscriptCss: "/assets/noscript.X.css",
      siteScript: "/assets/site.X.js",
      font: "/assets/font.X.woff2",
    },
    year: 2026,
    enquiryAction: "/api/enquiry",
    dataHosting: parseDataHosting({ DATA_HOSTING: "deno-deploy" }),
    documents: {},
    ...overrides,
  };
}
