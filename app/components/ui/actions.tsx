/** What a visitor acts with: buttons, links drawn as buttons, and the link back to a list. */
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link } from "../../navigation/links.tsx";

const variants = {
  primary: "bg-accent text-accent-ink hover:bg-accent-strong",
  // Its own ground, so nothing drawn behind it (the river line) runs through its label.
  secondary: "border border-line bg-ink text-fg hover:border-fg",
  // The call to action on the deep-brick field, where a brick button would not stand out.
  paper: "bg-fg text-ink hover:bg-white",
} as const;

const sizes = {
  large: "px-6 py-3",
  medium: "px-5 py-2 text-sm",
  small: "px-4 py-2 text-sm",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** The look of a pill-shaped button. */
export function buttonClass(variant: ButtonVariant, size: ButtonSize = "large"): string {
  // A label never breaks inside its pill: a row of them wraps between pills instead.
  return `whitespace-nowrap rounded-full font-semibold ${sizes[size]} ${variants[variant]}`;
}

/** A button (type="button" unless told otherwise); `className` adds spacing or states. */
export function Button({
  variant = "primary",
  size = "large",
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return (
    <button
      type="button"
      {...props}
      className={
        className ? `${buttonClass(variant, size)} ${className}` : buttonClass(variant, size)
      }
    />
  );
}

/** A link that looks like a button: the site's calls to action. */
export function ButtonLink({
  to,
  variant = "primary",
  size = "large",
  children,
}: {
  to: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
}) {
  const className = `inline-flex items-center justify-center gap-2 transition-colors ${buttonClass(variant, size)}`;
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

/** Where a button of a row leads and what it says. */
export interface LinkTarget {
  to: string;
  label: ReactNode;
}

/** A call to action followed by secondary ways on, side by side. */
export function ButtonRow({
  links,
  className,
}: {
  links: readonly LinkTarget[];
  className: string;
}) {
  return (
    <div className={className}>
      {links.map((link, index) => (
        <ButtonLink key={link.to} to={link.to} variant={index === 0 ? "primary" : "secondary"}>
          {link.label}
        </ButtonLink>
      ))}
    </div>
  );
}

/** The secondary button under a section that leads to the whole list (all projects, all articles). */
export function SeeAllLink({ to, label, className = "" }: LinkTarget & { className?: string }) {
  return (
    <div className={className}>
      <ButtonLink to={to} variant="secondary">
        {label}
      </ButtonLink>
    </div>
  );
}

const moreLinkLooks = {
  text: "inline-flex items-center gap-2 font-semibold text-accent underline-offset-4 hover:underline",
  button: `inline-flex items-center justify-center gap-2 tracking-wide transition-colors ${buttonClass("primary")}`,
} as const;

/** "Read more →" about one item of a list; screen readers hear which item. */
export function MoreLink({
  to,
  label,
  subject,
  look = "text",
  className,
}: {
  to: string;
  /** "Read more"; screen readers hear "Read more: {subject}". */
  label: string;
  subject: string;
  look?: keyof typeof moreLinkLooks;
  className?: string;
}) {
  return (
    <Link
      to={to}
      aria-label={`${label}: ${subject}`}
      className={className ? `${className} ${moreLinkLooks[look]}` : moreLinkLooks[look]}
    >
      {label}
      <span aria-hidden="true">→</span>
    </Link>
  );
}

/** The way back to the list a page belongs to, above its heading. */
export function BackLink({
  to,
  className = "",
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      // 24 px tall (the least touch target) while its 20 px line stays as it was.
      className={`-my-0.5 inline-flex items-center gap-2 py-0.5 text-sm font-semibold text-accent hover:underline ${className}`.trim()}
    >
      <span aria-hidden="true">←</span> {children}
    </Link>
  );
}
