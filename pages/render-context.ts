/**
 * What the build knows while rendering (origin, asset URLs, facts read from built files such as
 * each PDF's page count) — available to any component through `useRenderContext()`.
 */
import { createContext, useContext } from "react";

/** Files produced by the build, by role. */
export interface Assets {
  css: string;
  noscriptCss: string;
  siteScript: string;
  /** widget bundles by name (reviews, story-form, enquiry, chat) */
  widgets: Record<string, string>;
}

/** Facts read from a generated or dropped-in PDF at build time. */
export interface DocumentFacts {
  pages: number;
  bytes: number;
}

export interface RenderContext {
  siteUrl: string;
  assets: Assets;
  year: number;
  enquiryAction: string;
  /** PDF facts by href (/documents/….pdf) */
  documents: Record<string, DocumentFacts>;
}

export const RenderContextValue = createContext<RenderContext | null>(null);

export function useRenderContext(): RenderContext {
  const value = useContext(RenderContextValue);
  if (!value) throw new Error("useRenderContext() outside a prerendered document");
  return value;
}

/** Page count and size of a PDF, or an error that fails the build if the file is missing. */
export function useDocumentFacts(href: string): DocumentFacts {
  const facts = useRenderContext().documents[href];
  if (!facts) throw new Error(`No PDF at ${href}: the build must generate it or static/ must contain it`);
  return facts;
}
