/** Pictures that fall back to a default: any image, and the blog's banners and author portraits. */
import { type ImgHTMLAttributes, useEffect, useRef, useState } from "react";
import { type BlogAuthor, DEFAULT_AVATAR } from "#content/blog/authors.ts";

export const DEFAULT_BANNER = "/blog/default-banner.svg";

type FallbackImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string;
  fallbackSrc: string;
  alt: string;
  width: number;
  height: number;
};

/**
 * An image that swaps to a default picture when its own fails to load — also
 * when it failed before hydration, which a pre-rendered page cannot catch with onError alone.
 */
export function FallbackImage({ src, fallbackSrc, alt, ...rest }: FallbackImageProps) {
  const [current, setCurrent] = useState(src);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    setCurrent(src);
  }, [src]);

  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0 && current !== fallbackSrc) {
      setCurrent(fallbackSrc);
    }
  }, [current, fallbackSrc]);

  return (
    <img
      {...rest}
      ref={ref}
      src={current}
      alt={alt}
      onError={() => {
        if (current !== fallbackSrc) setCurrent(fallbackSrc);
      }}
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

/** An author's square portrait, the default one if theirs cannot load. */
export function AuthorAvatar({
  author,
  size,
  alt = "",
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
      {...rest}
    />
  );
}
