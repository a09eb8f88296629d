import { type ReactNode, useContext, useEffect } from "react";
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
import { dictionaries, loadDictionary } from "#shared/i18n/dictionaries/index.ts";
import { langFromPath, localizePath } from "#shared/lang.ts";
import { siteFiles } from "#shared/route-table.ts";
import favicon from "../public/favicon.svg?tab-icon";
import { NavigationEffects } from "./components/layout/navigation-effects.tsx";
import { RENDER_ALL_ATTRIBUTE } from "./components/layout/section-scroll.ts";
import { Toaster } from "./components/ui/toaster.tsx";
import { APP_READY_EVENT, announceAppReady, earlyEventsScript } from "./early-events.ts";
import { LanguageProvider, useLanguage } from "./i18n/context.tsx";
import { usePageViews } from "./measurement/page-views.ts";
import { ScriptNonce } from "./script-nonce.ts";
import { decodeTypeface } from "./typeface.ts";

/** What a click or a post does before the app has started: see early-events.ts. */
const earlyEvents = earlyEventsScript({
  readyEvent: APP_READY_EVENT,
  renderAllAttribute: RENDER_ALL_ATTRIBUTE,
});

/**
 * The tab icon travels inside the page: as a file it is one more request before the first
 * paint, and Lighthouse's simulated slow phone counts every request that ends before the
 * paint into its LCP estimate (measured at 4×: an article's LCP 1.37 s with it inline,
 * 1.5 s as a file). It is a PNG drawn from public/favicon.svg by the build (about 0.9 KB):
 * as an SVG it cost the page's main thread a task of 2–12 ms (tooling/tab-icon-plugin.ts).
 * The SVG file stays in public/ for the pages outside the app.
 */
export const links: Route.LinksFunction = () => [{ rel: "icon", href: favicon, type: "image/png" }];

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
  const nonce = useContext(ScriptNonce);
  return (
    <html lang={lang} className="dark">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0c1316" />
        <Meta />
        <link
          rel="alternate"
          type="application/rss+xml"
          title={dictionaries[lang].blog.rssTitle}
          href={siteFiles.blogFeed}
        />
        <Links />
        <script
          nonce={nonce}
          // The browser empties a nonce attribute once read; it never matches on hydration.
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, no outside input
          dangerouslySetInnerHTML={{ __html: decodeTypeface }}
        />
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, no outside input
          dangerouslySetInnerHTML={{ __html: earlyEvents }}
        />
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
    announceAppReady();
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
