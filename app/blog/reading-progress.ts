/** Scroll progress through an element, in whole percent between 0 and 100. */
export function readingProgress(scrolled: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((scrolled / total) * 100)));
}
