/** Whether the visitor asked the system for less motion (read at call time). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function smoothBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? "auto" : "smooth";
}
