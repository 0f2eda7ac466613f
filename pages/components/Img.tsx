import { preload } from "react-dom";
import type { Image } from "../../content/schema.ts";
import { useRenderContext } from "../render-context.ts";
import { inlineSvgParts, staticSvg, svgTitle } from "./static-svg.ts";

const DEFAULT_SIZES = "(min-width: 1200px) 600px, 100vw";
/** ids inside the page's one inlined picture start with this */
export const INLINE_SVG_ID = "main-picture";

/**
 * An image with its intrinsic size (no layout shift) and alt text. Below-the-fold images load
 * lazily; the page's main (LCP) image is fetched first instead and preloaded from the <head> — or,
 * when it is one of the site's SVG drawings, inlined.
 * Raster images come as AVIF and WebP at several widths with the original as the fallback.
 */
export function Img({ image, priority = false, className, sizes = DEFAULT_SIZES }: {
  image: Image;
  priority?: boolean;
  className?: string;
  sizes?: string;
}) {
  const context = useRenderContext();
  const variants = context.images?.[image.src];
  // The page's main picture, when it is one of our SVG drawings, is part of the HTML: no request
  // to wait for, and (an inline <svg> is no LCP candidate) the largest text paints as LCP. The
  // build renders the page again with `inlineSvg: false` when the drawing would take its HTML
  // over budget (scripts/build/html-budget.ts); then the <img> below is preloaded instead.
  const parts = priority && context.inlineSvg !== false
    ? inlineSvgParts(staticSvg(image.src), INLINE_SVG_ID)
    : undefined;
  if (parts) {
    const titleId = `${INLINE_SVG_ID}-title`;
    return (
      <svg
        className={className ? `${className} inline-picture` : "inline-picture"}
        width={parts.width}
        height={parts.height}
        viewBox={parts.viewBox}
        role="img"
        aria-labelledby={titleId}
        // deno-lint-ignore react-no-danger -- our own SVG file's inside, the alt text escaped
        dangerouslySetInnerHTML={{ __html: svgTitle(titleId, image.alt) + parts.inner }}
      />
    );
  }
  if (priority) {
    preload(image.src, {
      as: "image",
      fetchPriority: "high",
      ...(variants ? { imageSrcSet: variants.webp, imageSizes: sizes, type: "image/webp" } : {}),
    });
  }
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      sizes={variants ? sizes : undefined}
      loading={priority ? undefined : "lazy"}
      decoding={priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
  if (!variants) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={variants.avif} sizes={sizes} />
      <source type="image/webp" srcSet={variants.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
