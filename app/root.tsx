import latinExtFont from "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-ext-wght-normal.woff2?url";
import latinFont from "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2?url";
import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { type Lang, langFromPath, localizePath } from "#shared/lang.ts";
import { siteFiles } from "#shared/route-table.ts";
import { NavigationEffects } from "./components/layout/navigation-effects.tsx";
import { Toaster } from "./components/ui/toaster.tsx";
import { LanguageProvider, useLanguage } from "./i18n/context.tsx";
import { dictionaries, loadDictionary } from "./i18n/dictionaries/index.ts";
import { usePageViews } from "./measurement/page-views.ts";

/**
 * The typeface files the first screen draws with (the same files app.css
 * declares): Latin everywhere, and Latin Extended on Polish pages, whose
 * navigation and headings always hold letters like ł, ę and ś.
 */
const firstScreenFonts: Record<Lang, string[]> = {
  pl: [latinFont, latinExtFont],
  en: [latinFont],
};

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** A navigation into the other language waits for its texts (usually already fetched while idle). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    await loadDictionary(langFromPath(new URL(request.url).pathname));
    return next();
  },
];

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const lang = langFromPath(pathname);
  return (
    <html lang={lang} className="dark">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0d12" />
        <Meta />
        {firstScreenFonts[lang].map((href) => (
          <link
            key={href}
            rel="preload"
            href={href}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        ))}
        <link
          rel="alternate"
          type="application/rss+xml"
          title={dictionaries[lang].blog.rssTitle}
          href={siteFiles.blogFeed}
        />
        <Links />
      </head>
      <body>
        <LanguageProvider lang={lang}>{children}</LanguageProvider>
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  usePageViews();
  useEffect(() => {
    // Marks the moment the app is live (the E2E suite waits for it). Sections in
    // Suspense boundaries of their own hydrate right after, each in a short task;
    // a click on one not yet hydrated hydrates it first and is then handled.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <NavigationEffects />
      <Outlet />
      <Toaster />
    </>
  );
}

/** Last-resort view for unexpected failures; expected ones (404) are routes of their own. */
export function ErrorBoundary() {
  const { t } = useLanguage();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <p aria-hidden="true" className="text-6xl font-extrabold text-accent">
        {status}
      </p>
      <h1 className="text-3xl font-bold">{t.serverError.heading}</h1>
      <p className="text-muted">{t.serverError.text}</p>
      <a
        className="text-accent underline"
        href={localizePath("/", langFromPath(useLocation().pathname))}
      >
        {t.serverError.home}
      </a>
    </main>
  );
}
