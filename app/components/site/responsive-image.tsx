import type { ImageInfo } from "#app/lib/responsive-image";
import { cn } from "#app/lib/utils";
import { SiteImage } from "./site-image";

/**
 * An image with its width and height set (no layout shift) and, for stored uploads, AVIF
 * and WebP srcsets of the responsive variants. Lazy unless `priority` (above the fold), by
 * SiteImage's loading rule (the <img> is a SiteImage).
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
      <SiteImage
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        priority={priority}
        className={cn("h-auto w-full", className)}
      />
    </picture>
  );
}
