import { type MouseEvent, type ReactNode, useId, useState } from "react";
import { useNavigate } from "react-router";

const ATTRIBUTE = "data-static-region";

/** The markup the server rendered for this region, if the document being hydrated has it. */
function serverMarkup(id: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`)?.innerHTML;
}

/**
 * A plain left click on a link to one of our pages, which the router can take over, and
 * whether the link asks for a view transition (`data-view-transition`, see MoreLink).
 */
function internalLink(
  event: MouseEvent<HTMLElement>,
): { path: string; viewTransition: boolean } | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return undefined;
  const link = (event.target as Element).closest("a[href]");
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return undefined;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return undefined;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return undefined;
  return {
    path: `${url.pathname}${url.search}${url.hash}`,
    viewTransition: link.hasAttribute("data-view-transition"),
  };
}

/**
 * Markup that never changes after load (text, headings, images, links): the
 * server renders its children; hydration keeps that markup as it is, without
 * running or even loading the children's code, so it costs no hydration work.
 * A region the browser renders itself (a client-side visit) renders its
 * children like any other. Links inside stay client-side navigations: one
 * listener on the region hands plain clicks on our own pages to the router.
 *
 * `useId` is the same on the server and while hydrating, and different for
 * anything the browser renders itself, so a region never takes another's markup.
 * Interactive parts (state, effects, handlers) do not belong inside.
 */
export function StaticRegion({ children }: { children: ReactNode }) {
  const id = useId();
  const [markup] = useState(() => serverMarkup(id));
  const navigate = useNavigate();
  const props = {
    [ATTRIBUTE]: id,
    // The wrapper takes no part in the layout.
    className: "contents",
    onClick(event: MouseEvent<HTMLElement>) {
      if (markup === undefined) return;
      const link = internalLink(event);
      if (link === undefined) return;
      event.preventDefault();
      void navigate(link.path, { viewTransition: link.viewTransition });
    },
  };
  if (markup === undefined) return <div {...props}>{children}</div>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup our own server rendered into this document
  return <div {...props} dangerouslySetInnerHTML={{ __html: markup }} />;
}
