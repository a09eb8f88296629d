/**
 * For tests that render a whole page through the router (`createRoutesStub`): the app's
 * root as far as a page needs it, the language its loader gives. Imported by tests only.
 */
import { Outlet, useLoaderData } from "react-router";
import type { Lang } from "#shared/lang.ts";
import { LanguageProvider } from "./context.tsx";

export function LanguageRoot() {
  const { lang } = useLoaderData<{ lang: Lang }>();
  return (
    <LanguageProvider lang={lang}>
      <Outlet />
    </LanguageProvider>
  );
}
