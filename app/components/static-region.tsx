import { type ReactNode, useId, useState } from "react";

const ATTRIBUTE = "data-static-region";

/** The markup the build drew for this region, if the document being hydrated has it. */
function drawnMarkup(id: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`)?.innerHTML;
}

/**
 * A part of an island that never changes once drawn (a card: text, a picture,
 * links): as the island hydrates, the region keeps the HTML the page came with,
 * without running or even loading its children's code, so it costs the
 * visitor's first touch no work. A region the island draws itself (the cards
 * another filter shows) renders its children like any other.
 *
 * `useId` is the same at build time and while hydrating, and different for
 * anything the browser draws itself, so a region never takes another's markup.
 * Interactive parts (state, effects, handlers) do not belong inside; links are
 * plain links.
 */
export function StaticRegion({ children }: { children: ReactNode }) {
  const id = useId();
  const [markup] = useState(() => drawnMarkup(id));
  // The wrapper takes no part in the layout.
  const props = { [ATTRIBUTE]: id, className: "contents" };
  if (markup === undefined) return <div {...props}>{children}</div>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup our own build drew into this document
  return <div {...props} dangerouslySetInnerHTML={{ __html: markup }} />;
}
