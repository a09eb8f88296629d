import { Outlet } from "react-router";
import { Breadcrumbs } from "../components/layout/breadcrumbs.tsx";
import { Footer } from "../components/layout/footer.tsx";
import { Header } from "../components/layout/header.tsx";
import { ScrollToTopButton } from "../components/layout/scroll-to-top-button.tsx";
import { MAIN_ID, SkipLink } from "../components/layout/skip-link.tsx";

/** The frame shared by every page except case studies and 404. */
export default function SiteLayout() {
  return (
    <>
      <SkipLink />
      <Header />
      <Breadcrumbs />
      <main id={MAIN_ID} tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollToTopButton />
    </>
  );
}
