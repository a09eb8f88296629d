import { type ImgHTMLAttributes, useEffect, useRef, useState } from "react";

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
