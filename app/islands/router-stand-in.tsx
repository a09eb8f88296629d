/**
 * The few React Router parts the components use, answered from the page
 * context on an Astro page: a link is a plain <a> (the browser navigates), the
 * location is the page's own. Aliased for "react-router" in the Astro build
 * only, while the components still serve the React Router build too.
 */
import { type AnchorHTMLAttributes, type ReactNode, useMemo, useSyncExternalStore } from "react";
import { usePage } from "./page-context.tsx";

type To = string | { pathname?: string; search?: string; hash?: string };

const hrefOf = (to: To) =>
  typeof to === "string" ? to : `${to.pathname ?? ""}${to.search ?? ""}${to.hash ?? ""}`;

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: To;
  prefetch?: string;
  viewTransition?: boolean;
  preventScrollReset?: boolean;
  replace?: boolean;
  reloadDocument?: boolean;
  discover?: string;
  state?: unknown;
};

export function Link({
  to,
  prefetch: _prefetch,
  viewTransition: _viewTransition,
  preventScrollReset: _preventScrollReset,
  replace: _replace,
  reloadDocument: _reloadDocument,
  discover: _discover,
  state: _state,
  ...rest
}: LinkProps) {
  return <a href={hrefOf(to)} {...rest} />;
}

type NavLinkState = { isActive: boolean; isPending: boolean; isTransitioning: boolean };

export function NavLink({
  to,
  end = false,
  className,
  children,
  ...rest
}: Omit<LinkProps, "className" | "children"> & {
  end?: boolean;
  className?: string | ((state: NavLinkState) => string);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
}) {
  const { pathname } = usePage();
  const href = hrefOf(to);
  const isActive = pathname === href || (!end && pathname.startsWith(`${href}/`));
  const state = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      to={to}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className(state) : className}
      {...rest}
    >
      {typeof children === "function" ? children(state) : children}
    </Link>
  );
}

export function useLocation() {
  const { pathname, search: drawnWith = "" } = usePage();
  const search = typeof window === "undefined" ? drawnWith : window.location.search;
  const hash = typeof window === "undefined" ? "" : window.location.hash;
  return { pathname, search, hash, state: null, key: "default" };
}

/** Who hears of a query written by the page itself (history does not tell). */
const queryListeners = new Set<() => void>();

function subscribeToQuery(onChange: () => void) {
  queryListeners.add(onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    queryListeners.delete(onChange);
    window.removeEventListener("popstate", onChange);
  };
}

/**
 * The address's query as state: written with the history API (a filter is not
 * a new page), read back on going back or forward. The first render reads it
 * as the build did (none), so an island hydrates over its HTML, then follows it.
 */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams, options?: { replace?: boolean }) => void,
] {
  const { search: drawnWith = "" } = usePage();
  const search = useSyncExternalStore(
    subscribeToQuery,
    () => window.location.search,
    () => drawnWith,
  );
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = (next: URLSearchParams, options?: { replace?: boolean }) => {
    const query = next.toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`;
    if (options?.replace) window.history.replaceState(window.history.state, "", url);
    else window.history.pushState(window.history.state, "", url);
    for (const listener of queryListeners) listener();
  };
  return [params, setParams];
}

export function useNavigate() {
  return (to: To) => window.location.assign(hrefOf(to));
}

export const useNavigationType = () => "POP" as const;

export function useMatches() {
  const page = usePage();
  return [
    {
      id: page.routeId,
      pathname: page.pathname,
      params: { slug: page.slug?.slug },
      loaderData: page.slug ? { title: page.slug.label } : undefined,
      handle: undefined,
    },
  ];
}

/** The answer to a form posted to this page, where the page is that answer (pages/per-request/). */
export const useActionData = () => usePage().posted;
export const createContext = <T,>(value: T) => ({ defaultValue: value });
export const data = <T,>(value: T) => value;
export const redirect = (to: string) =>
  new Response(null, { status: 302, headers: { Location: to } });
