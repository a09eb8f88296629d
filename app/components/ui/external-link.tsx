import type { ReactNode } from "react";
import { useLanguage } from "../../i18n/context.tsx";

/**
 * A link to another site. It opens in a new tab without giving that site a
 * handle on ours, and screen readers hear that it does (after `hiddenLabel`,
 * when the visible content is an icon).
 */
export function ExternalLink({
  href,
  className,
  hiddenLabel,
  children,
}: {
  href: string;
  className: string;
  hiddenLabel?: string;
  children: ReactNode;
}) {
  const { t } = useLanguage();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only">
        {hiddenLabel} {t.newTab}
      </span>
    </a>
  );
}
