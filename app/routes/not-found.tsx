import { data } from "react-router";
import { dictionaries } from "#shared/i18n/dictionaries/index.ts";
import { langFromPath } from "#shared/lang.ts";
import { MAIN_ID } from "../components/layout/main-id.ts";
import { ButtonRow } from "../components/ui/actions.tsx";
import { usePageHref } from "../hooks/use-page-href.ts";
import { useLanguage } from "../i18n/context.tsx";
import { noindexMeta } from "../seo/meta.ts";
import type { Route } from "./+types/not-found";

/** Any unknown path: the 404 page with HTTP status 404 and one of the jokes, picked on the server. */
export function loader() {
  const joke = Math.floor(Math.random() * dictionaries.pl.notFound.jokes.length);
  return data({ joke }, { status: 404 });
}

/** A post to an unknown path is not found either (without this the router would say 405). */
export function action() {
  return data({ joke: 0 }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location }) => {
  const texts = dictionaries[langFromPath(location.pathname)].notFound;
  return noindexMeta(texts.title, texts.description);
};

export default function NotFound({ loaderData }: Route.ComponentProps) {
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
      <p className="text-lg text-muted">{t.notFound.jokes[loaderData.joke]}</p>
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
