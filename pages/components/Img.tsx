import { preload } from "react-dom";
import type { Image } from "../content/schema.ts";
import { useRenderContext } from "../render-context.ts";

const DEFAULT_SIZES = "(min-width: 1200px) 600px, 100vw";

/**
 * An image with its intrinsic size (no layout shift) and alt text. Below-the-fold images load
 * lazily; the page's main (LCP) image is fetched first instead and preloaded from the <head>.
 * Raster images come as AVIF and WebP at several widths with the original as the fallback.
 */
export function Img({ image, priority = false, className, sizes = DEFAULT_SIZES }: {
  image: Image;
  priority?: boolean;
  className?: string;
  sizes?: string;
}) {
  const variants = useRenderContext().images?.[image.src];
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
      loading={priority ? "eager" : "lazy"}
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
