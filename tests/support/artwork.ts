/** What the pages serve for artwork drawn as SVG (WebP variants, shared/artwork.ts). */
import type { Locator } from "@playwright/test";
import { artworkIn, rasterSources } from "../../shared/artwork.ts";
import type { Lang } from "../../shared/lang.ts";

/** The `src` a picture is rendered with on a page in `lang`: its WebP variant where it has one, else the file itself. */
export const servedSrc = (src: string, lang: Lang = "pl") => {
  const drawing = artworkIn(src, lang);
  return rasterSources(drawing)?.src ?? drawing;
};

/** The file the browser decoded for an image, once it has one ("" before). */
export const loadedSource = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) =>
    element.complete && element.naturalWidth > 0 ? element.currentSrc : "",
  );
