/** Pictures that fall back to a default: any image, and the blog's banners and author portraits. */
import type { ImgHTMLAttributes } from "react";
import { type BlogAuthor, DEFAULT_AVATAR } from "#content/blog/authors.ts";
import { rasterSources } from "#shared/artwork.ts";

export const DEFAULT_BANNER = "/blog/default-banner.svg";

type FallbackImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  fallbackSrc: string;
  alt: string;
  width: number;
  height: number;
};

/**
 * An image that swaps to a default picture when its own fails to load. It is
 * plain markup: one listener on the document does the swap (see
 * image-fallbacks.ts, which reads `data-fallback-src`), so it also works inside never-hydrated regions
 * and for images that failed before the page's code ran. Artwork served as
 * WebP (shared/artwork.ts) comes in the widths `sizes` asks for.
 */
export function FallbackImage({
  src,
  fallbackSrc,
  alt,
  sizes = "100vw",
  ...rest
}: FallbackImageProps) {
  const raster = rasterSources(src);
  return (
    <img
      {...rest}
      src={raster?.src ?? src}
      srcSet={raster?.srcSet}
      sizes={raster ? sizes : undefined}
      alt={alt}
      // The default as WebP too: an SVG shown in its place would be built as a
      // document of its own on the main thread (shared/artwork.ts).
      data-fallback-src={rasterSources(fallbackSrc)?.src ?? fallbackSrc}
    />
  );
}

/** An article's banner (1200 × 630), the blog's default one if it cannot load. */
export function PostBanner({
  src,
  alt,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, "width" | "height"> & { src: string; alt: string }) {
  return (
    <FallbackImage
      src={src}
      fallbackSrc={DEFAULT_BANNER}
      alt={alt}
      width={1200}
      height={630}
      {...rest}
    />
  );
}

/**
 * An author's square portrait, the default one if theirs cannot load. A photo
 * that is not square fills the square, cropped to its middle.
 */
export function AuthorAvatar({
  author,
  size,
  alt = "",
  className,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, "width" | "height" | "src"> & {
  author: BlogAuthor;
  size: number;
}) {
  return (
    <FallbackImage
      src={author.avatar}
      fallbackSrc={DEFAULT_AVATAR}
      alt={alt}
      width={size}
      height={size}
      sizes={`${size}px`}
      className={
        className ? `aspect-square object-cover ${className}` : "aspect-square object-cover"
      }
      {...rest}
    />
  );
}
