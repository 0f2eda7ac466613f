import type { Image } from "../content/schema.ts";

/**
 * An image with its intrinsic size (no layout shift) and alt text. Below-the-fold images load
 * lazily; the page's main image is marked as a priority instead.
 */
export function Img({ image, priority = false, className, sizes }: {
  image: Image;
  priority?: boolean;
  className?: string;
  sizes?: string;
}) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      sizes={sizes}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
