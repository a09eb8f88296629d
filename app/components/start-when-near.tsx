import { type ReactNode, Suspense, use, useId, useLayoutEffect } from "react";
import { useHydrating } from "../hooks/use-hydrating.ts";
import {
  STARTS_WHEN_NEAR_ATTRIBUTE as ATTRIBUTE,
  STARTED_ATTRIBUTE,
} from "./layout/section-scroll.ts";

/** How far ahead of the viewport a section starts: a screen's height, so a scrolling visitor finds it live. */
const AHEAD = "100% 0px";

const nearing = new Map<string, Promise<void>>();

const sectionOf = (id: string) => document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`);

/** Settles once the section `id` of the served page comes within a screen of the viewport. */
function near(id: string): Promise<void> {
  let promise = nearing.get(id);
  if (promise) return promise;
  const section = sectionOf(id);
  promise = new Promise<void>((resolve) => {
    // The wrapper draws no box of its own (`contents`): what it holds is what comes near.
    const parts = section ? Array.from(section.children) : [];
    if (parts.length === 0 || typeof IntersectionObserver === "undefined") {
      resolve();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: AHEAD },
    );
    for (const part of parts) observer.observe(part);
  });
  nearing.set(id, promise);
  return promise;
}

/** While the served page hydrates, holds this section's hydration (and its code) until it is near. */
function UntilNear({ id }: { id: string }) {
  const hydrating = useHydrating();
  if (hydrating && typeof document !== "undefined") use(near(id));
  return null;
}

/** Rendered after the section: once React has hydrated it, the app sends its forms. */
function Started({ id }: { id: string }) {
  useLayoutEffect(() => {
    sectionOf(id)?.setAttribute(STARTED_ATTRIBUTE, "");
  }, [id]);
  return null;
}

/**
 * A section below the first screen that the app starts only when the visitor
 * comes within a screen of it: until then the page keeps the server's HTML and
 * neither loads the section's code (when it is loaded lazily) nor hydrates it, so
 * a visitor who never scrolls there pays nothing for it, and one who does pays
 * as they arrive, not while the page starts. Until then its links, disclosures
 * and forms work as they do without scripts (a form sent then is posted by the
 * browser, stamped by early-events.ts). So a section with buttons only the app
 * can answer does not belong in one: a click on it would be lost. A section the
 * browser renders itself (a client-side visit, Back) starts at once, like any
 * other. The section sits in a Suspense boundary of its own.
 */
export function StartWhenNear({ children }: { children: ReactNode }) {
  const id = useId();
  return (
    <div {...{ [ATTRIBUTE]: id }} className="contents">
      <Suspense>
        <UntilNear id={id} />
        {children}
        <Started id={id} />
      </Suspense>
    </div>
  );
}
