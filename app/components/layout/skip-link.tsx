import { useLanguage } from "../../i18n/context.tsx";
import { MAIN_ID } from "./main-id.ts";

export function SkipLink() {
  const { t } = useLanguage();
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-[60] rounded-md bg-accent px-4 py-2 font-semibold text-accent-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t.skipToContent}
    </a>
  );
}
