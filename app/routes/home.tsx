import { ConsultationCta } from "../components/sections/consultation-cta.tsx";
import { ButtonLink } from "../components/ui/button-link.tsx";
import { usePageHref } from "../hooks/use-page-href.ts";
import { useLanguage } from "../i18n/context.tsx";
import { dictionaries } from "../i18n/dictionaries/index.ts";
import { langFromPath } from "../i18n/lang.ts";
import { jsonLd, localBusiness, organization } from "../seo/json-ld.ts";
import { pageMeta } from "../seo/meta.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ location }) => {
  const description = dictionaries[langFromPath(location.pathname)].pages.home.description;
  return pageMeta({
    page: "home",
    pathname: location.pathname,
    structuredData: [jsonLd(organization(description)), jsonLd(localBusiness(description))],
  });
};

export default function Home() {
  const { t } = useLanguage();
  const href = usePageHref();
  const texts = t.pages.home;
  return (
    <>
      <section className="relative overflow-hidden px-4 pt-36 pb-20 sm:px-6">
        <div className="mx-auto max-w-4xl text-center">
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">
            {texts.heading}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-muted text-pretty">
            {texts.intro}
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <ButtonLink to={href("portfolio")}>{texts.primary}</ButtonLink>
            <ButtonLink to={href("contact")} variant="secondary">
              {texts.secondary}
            </ButtonLink>
          </div>
        </div>
      </section>
      <ConsultationCta />
    </>
  );
}
