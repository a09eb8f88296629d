import { languageNames, languages, mirrorPath } from "#shared/lang.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { useLocation } from "../../navigation/address.ts";
import { Link } from "../../navigation/links.tsx";

/**
 * PL | EN: the same page in the other language (another document, opened at
 * its top). A navigation landmark in the header; inside the mobile menu a named
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
