import { Link, useLocation } from "react-router";
import { languageNames, languages, mirrorPath } from "#shared/lang.ts";
import { useLanguage } from "../../i18n/context.tsx";

const SWITCH_STATE = { languageSwitch: true } as const;

export function isLanguageSwitch(state: unknown): boolean {
  return typeof state === "object" && state !== null && "languageSwitch" in state;
}

/**
 * PL | EN: a client-side jump to the same page in the other language, scroll
 * kept. A navigation landmark in the header; inside the mobile menu a named
 * group (`landmark={false}`), so the page holds one landmark of that name.
 */
export function LanguageSwitch({
  className = "",
  landmark = true,
}: {
  className?: string;
  landmark?: boolean;
}) {
  const { lang, t } = useLanguage();
  const location = useLocation();
  const Wrapper = landmark ? "nav" : "div";
  return (
    <Wrapper
      role={landmark ? undefined : "group"}
      aria-label={t.header.languageSwitch}
      className={className}
    >
      <ul className="flex items-center gap-1 rounded-full border border-line p-1 text-sm font-semibold">
        {languages.map((target) => (
          <li key={target}>
            <Link
              to={{
                pathname: mirrorPath(location.pathname, target),
                search: location.search,
                hash: location.hash,
              }}
              state={SWITCH_STATE}
              preventScrollReset
              hrefLang={target}
              lang={target}
              aria-current={target === lang ? "true" : undefined}
              className={`block rounded-full px-3 py-1 transition-colors ${
                target === lang ? "bg-accent text-accent-ink" : "text-muted hover:text-fg"
              }`}
            >
              {target.toUpperCase()}
              <span className="sr-only"> {languageNames[target]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Wrapper>
  );
}
