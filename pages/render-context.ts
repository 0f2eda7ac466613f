/**
 * What the build knows while rendering (origin, asset URLs, facts read from built files such as
 * each PDF's page count) — available to any component through `useRenderContext()`.
 */
import { createContext, useContext } from "react";
import type { DataHosting } from "../lib/config.ts";

/** Files produced by the build, by role. */
export interface Assets {
  css: string;
  noscriptCss: string;
  siteScript: string;
  /** the typeface (woff2), loaded by the full stylesheet (pages/styles/fonts.css) */
  font: string;
}

/** Facts read from a generated or dropped-in PDF at build time. */
export interface DocumentFacts {
  pages: number;
  bytes: number;
}

/** AVIF and WebP srcsets for raster images, by original src (scripts/build/images.ts). */
export type ImageVariants = Record<string, { avif: string; webp: string }>;

export interface RenderContext {
  siteUrl: string;
  assets: Assets;
  year: number;
  enquiryAction: string;
  /** where patients' data is stored (DATA_HOSTING, lib/config.ts), for the privacy notice */
  dataHosting: DataHosting;
  /** PDF facts by href (/documents/….pdf) */
  documents: Record<string, DocumentFacts>;
  /** responsive versions of raster images; absent for SVG */
  images?: ImageVariants;
  /** false: the page's main SVG picture stays an <img> (inlined, the page would exceed its HTML budget) */
  inlineSvg?: boolean;
}

export const RenderContextValue = createContext<RenderContext | null>(null);

export function useRenderContext(): RenderContext {
  const value = useContext(RenderContextValue);
  if (!value) throw new Error("useRenderContext() outside a prerendered document");
  return value;
}

/**
 * Page count and size of a PDF, read from the built file. Undefined only while a document is
 * missing from the build — the link checker fails the tests in that case.
 */
export function useDocumentFacts(href: string): DocumentFacts | undefined {
  return useRenderContext().documents[href];
}
