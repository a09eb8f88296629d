import { Suspense } from "react";
import { Outlet } from "react-router";
import { Breadcrumbs } from "../components/layout/breadcrumbs.tsx";
import { Footer } from "../components/layout/footer.tsx";
import { Header } from "../components/layout/header.tsx";
import { MAIN_ID } from "../components/layout/main-id.ts";
import { ScrollToTopButton } from "../components/layout/scroll-to-top-button.tsx";
import { SkipLink } from "../components/layout/skip-link.tsx";
import { StaticRegion } from "../components/static-region.tsx";
import { useLanguage } from "../i18n/context.tsx";

/** The frame shared by every page except case studies and 404. */
export default function SiteLayout() {
  const { lang } = useLanguage();
  return (
    <>
      <SkipLink />
      {/* Hydrated apart (see Suspense in routes/home.tsx): the header, then the page. */}
      <Suspense>
        <Header />
      </Suspense>
      <Breadcrumbs />
      <main id={MAIN_ID} tabIndex={-1} className="outline-none">
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      {/* The layout stays across a language switch; the footer is rendered anew in the other language. */}
      <StaticRegion key={lang}>
        <Footer />
      </StaticRegion>
      <ScrollToTopButton />
    </>
  );
}
