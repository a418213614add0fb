import type { ImgHTMLAttributes } from "react";

type SiteImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "loading" | "decoding" | "fetchPriority"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The first screen's main picture (the hero's first slide): fetched first and decoded at once. */
  priority?: boolean;
  /** Loaded at once but not ahead of the rest (a carousel's first slide further down the page). */
  eager?: boolean;
};

/**
 * One of the site's own pictures (illustrations, slides, thumbnails; uploads use
 * ResponsiveImage): width and height set, so nothing shifts as it loads, and lazy with
 * off-thread decoding unless it is `priority` or `eager`.
 */
export function SiteImage({ alt, priority = false, eager = false, ...image }: SiteImageProps) {
  return (
    <img
      alt={alt}
      loading={priority || eager ? "eager" : "lazy"}
      decoding={priority ? "auto" : "async"}
      fetchPriority={priority ? "high" : undefined}
      {...image}
    />
  );
}
