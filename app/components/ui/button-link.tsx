import type { ReactNode } from "react";
import { Link } from "react-router";

const styles = {
  primary: "bg-accent text-accent-ink hover:bg-accent-strong",
  secondary: "border border-line text-fg hover:border-fg",
} as const;

/** A link that looks like a button: the site's calls to action. */
export function ButtonLink({
  to,
  variant = "primary",
  children,
}: {
  to: string;
  variant?: keyof typeof styles;
  children: ReactNode;
}) {
  const className = `inline-flex items-center justify-center rounded-full px-6 py-3 font-semibold transition-colors ${styles[variant]}`;
  if (/^(mailto:|tel:|https?:)/.test(to) || to.startsWith("#")) {
    return (
      <a href={to} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
