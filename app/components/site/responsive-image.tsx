import type { ImageInfo } from "#app/lib/responsive-image";
import { cn } from "#app/lib/utils";

/**
 * An image with its width and height set (no layout shift) and, for stored uploads, AVIF
 * and WebP srcsets of the responsive variants. Lazy unless `priority` (above the fold).
 */
export function ResponsiveImage({
  image,
  alt,
  sizes = "100vw",
  priority = false,
  className,
  pictureClassName,
}: {
  image: ImageInfo;
  alt: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
  pictureClassName?: string;
}) {
  return (
    <picture className={cn("block", pictureClassName)}>
      {image.avifSrcSet ? <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} /> : null}
      {image.webpSrcSet ? <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} /> : null}
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "auto" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={cn("h-auto w-full", className)}
      />
    </picture>
  );
}
