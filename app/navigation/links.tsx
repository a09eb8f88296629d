/**
 * Links to the site's pages: plain <a> elements (the browser navigates; see
 * decision 0017), and the main navigation's links, which know the page they
 * are on.
 */
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { usePage } from "../islands/page-context.tsx";

/** Where a link leads: a path, or a path with a query and a fragment. */
export type To = string | { pathname?: string; search?: string; hash?: string };

const hrefOf = (to: To) =>
  typeof to === "string" ? to : `${to.pathname ?? ""}${to.search ?? ""}${to.hash ?? ""}`;

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: To };

export function Link({ to, ...rest }: LinkProps) {
  return <a href={hrefOf(to)} {...rest} />;
}

/** Whether a main-navigation link leads to the page it is on (or, unless `end`, above it). */
export type NavLinkState = { isActive: boolean };

/** A main-navigation link: `aria-current="page"` on the page it leads to, and a look for it. */
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
  const state = { isActive };
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
