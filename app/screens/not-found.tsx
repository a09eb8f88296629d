import { MAIN_ID } from "../components/layout/main-id.ts";
import { ButtonRow } from "../components/ui/actions.tsx";
import { usePageHref } from "../hooks/use-page-href.ts";
import { useLanguage } from "../i18n/context.tsx";

/** The 404 page's view: the number, a heading, one of the jokes (`joke`, its index) and the ways on. */
export function NotFound({ joke }: { joke: number }) {
  const { t } = useLanguage();
  const href = usePageHref();
  return (
    <main
      id={MAIN_ID}
      className="mx-auto flex min-h-dvh max-w-2xl flex-col items-center justify-center gap-6 px-4 text-center"
    >
      <p
        aria-hidden="true"
        className="text-[9rem] leading-none font-extrabold text-accent sm:text-[12rem]"
      >
        404
      </p>
      <h1 className="text-title font-bold text-balance">{t.notFound.heading}</h1>
      <p className="text-lg text-muted">{t.notFound.jokes[joke]}</p>
      <ButtonRow
        className="flex flex-wrap justify-center gap-3"
        links={[
          { to: href("home"), label: t.notFound.home },
          { to: href("contact"), label: t.notFound.contact },
        ]}
      />
    </main>
  );
}
