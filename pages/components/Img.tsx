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

export function Img({ image, priority = false, className, sizes = DEFAULT_SIZES, narrowSrc }: {
  image: Image;
  priority?: boolean;
  className?: string;
  sizes?: string;
  /** a copy of the drawing for narrow screens (a labelled diagram's numbered copy), with the
   * widest window it is for, in px */
  narrowSrc?: { src: string; upTo: number };
}) {
  const context = useRenderContext();
  const variants = context.images?.[image.src];
  // The page's main picture, when it is one of our SVG drawings, is part of the HTML: no request
  // to wait for, and (an inline <svg> is no LCP candidate) the largest text paints as LCP. The
  // build renders the page again with `inlineSvg: false` when the drawing would take its HTML
  // over budget (scripts/build/html-budget.ts); then the <img> below is preloaded instead.
  // A labelled diagram with a numbered copy comes inline as both, the stylesheet showing the one
  // for the window's width (pictures.css: `inline-up-to-N` / `inline-from-N`).
  const inline = (src: string, idPrefix: string, widthClass?: string) => {
    const parts = inlineSvgParts(staticSvg(src), idPrefix);
    if (!parts) return undefined;
    const titleId = `${idPrefix}-title`;
    return (
      <svg
        className={[className, "inline-picture", widthClass].filter(Boolean).join(" ")}
        width={parts.width}
        height={parts.height}
        viewBox={parts.viewBox}
        role="img"
        aria-labelledby={titleId}
        // deno-lint-ignore react-no-danger -- our own SVG file's inside, the alt text escaped
        dangerouslySetInnerHTML={{ __html: svgTitle(titleId, image.alt) + parts.inner }}
      />
    );
  };
  if (priority && context.inlineSvg !== false) {
    if (!narrowSrc) {
      const whole = inline(image.src, INLINE_SVG_ID);
      if (whole) return whole;
    } else {
      const narrow = inline(
        narrowSrc.src,
        `${INLINE_SVG_ID}-narrow`,
        `inline-up-to-${narrowSrc.upTo}`,
      );
      const wide = inline(image.src, INLINE_SVG_ID, `inline-from-${narrowSrc.upTo}`);
      if (narrow && wide) {
        return (
          <>
            {narrow}
            {wide}
          </>
        );
      }
    }
  }
  const narrowQuery = narrowSrc && `(max-width: ${narrowSrc.upTo - 0.02}px)`;
  if (priority && narrowSrc) {
    // each width fetches only the copy it shows
    preload(narrowSrc.src, { as: "image", fetchPriority: "high", media: narrowQuery });
    preload(image.src, {
      as: "image",
      fetchPriority: "high",
      media: `(min-width: ${narrowSrc.upTo}px)`,
    });
  } else if (priority) {
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
  if (narrowSrc) {
    return (
      <picture>
        <source media={narrowQuery} srcSet={narrowSrc.src} type="image/svg+xml" />
        {img}
      </picture>
    );
  }
  if (!variants) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={variants.avif} sizes={sizes} />
      <source type="image/webp" srcSet={variants.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
