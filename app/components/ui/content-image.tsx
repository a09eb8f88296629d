import type { ImageRef } from "#content/schema.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { type InLanguage, textIn } from "../../i18n/in-language.ts";

/**
 * One of our content images with its intrinsic size (no layout shift) and alt
 * text in the page language. Images below the fold load lazily.
 */
export function ContentImage({
  image,
  eager = false,
  className,
}: {
  /** Both languages' alt text, or (from loader data) the page's own. */
  image: ImageRef | InLanguage<ImageRef>;
  /** Above the fold: load at once with high priority. */
  eager?: boolean;
  className?: string;
}) {
  const { lang } = useLanguage();
  return (
    <img
      src={image.src}
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
