import type { ImageRef } from "#content/schema.ts";
import { artworkIn, rasterSources } from "#shared/artwork.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { type InLanguage, textIn } from "../../i18n/in-language.ts";

/**
 * One of our content images with its intrinsic size (no layout shift) and alt
 * text in the page language, in the widths `sizes` asks for where it is served
 * as WebP (shared/artwork.ts); a drawing with words shows its version in the
 * page language. Images below the fold load lazily.
 */
export function ContentImage({
  image,
  eager = false,
  sizes = "(min-width: 64rem) 36rem, calc(100vw - 2rem)",
  className,
}: {
  /** Both languages' alt text, or (from a page's data) the page's own. */
  image: ImageRef | InLanguage<ImageRef>;
  /** Above the fold: load at once with high priority. */
  eager?: boolean;
  /** How wide it is shown, for the choice of width (the default: a column of a wide page). */
  sizes?: string;
  className?: string;
}) {
  const { lang } = useLanguage();
  const src = artworkIn(image.src, lang);
  const raster = rasterSources(src);
  return (
    <img
      src={raster?.src ?? src}
      srcSet={raster?.srcSet}
      sizes={raster ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={textIn(image.alt, lang)}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
}
