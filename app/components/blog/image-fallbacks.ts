/**
 * The swap behind every FallbackImage (fallback-image.tsx): one listener on the
 * document, so it also serves pictures that no script renders and pictures
 * that failed before any script ran. Plain DOM, for pages without a framework.
 */
export const FALLBACK_ATTRIBUTE = "data-fallback-src";

function showFallback(image: HTMLImageElement) {
  const fallback = image.getAttribute(FALLBACK_ATTRIBUTE);
  // Never again once the default is shown: a missing default must not loop.
  if (!fallback || image.getAttribute("src") === fallback) return;
  // The widths would win over the new src.
  image.removeAttribute("srcset");
  image.src = fallback;
}

/**
 * Serves every FallbackImage: load errors do not bubble, so the listener
 * catches them on their way down (capture phase); images that already failed
 * before it was added are swapped at once.
 */
export function listenForImageFallbacks(): void {
  document.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement) showFallback(event.target);
    },
    true,
  );
  for (const image of document.querySelectorAll<HTMLImageElement>(`img[${FALLBACK_ATTRIBUTE}]`)) {
    if (image.complete && image.naturalWidth === 0) showFallback(image);
  }
}
