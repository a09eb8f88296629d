/**
 * The few React Router parts the components use, answered from the page
 * context on an Astro page: a link is a plain <a> (the browser navigates), the
 * location is the page's own. Aliased for "react-router" in the Astro build
 * only, while the components still serve the React Router build too.
 */
import type { AnchorHTMLAttributes, ReactNode } from "react";
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
  const { pathname } = usePage();
  const search = typeof window === "undefined" ? "" : window.location.search;
  const hash = typeof window === "undefined" ? "" : window.location.hash;
  return { pathname, search, hash, state: null, key: "default" };
}

export function useSearchParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const { search } = useLocation();
  return [new URLSearchParams(search), (next) => window.location.assign(`?${next}`)];
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

/** A page rendered at build time answers no post; a refused post is answered by the server (see the islands decision). */
export const useActionData = () => undefined;
export const createContext = <T,>(value: T) => ({ defaultValue: value });
export const data = <T,>(value: T) => value;
export const redirect = (to: string) =>
  new Response(null, { status: 302, headers: { Location: to } });
