/**
 * Server rendering (pre-rendering at build time and pages rendered on demand).
 * React Router's default entry, with one change: React never moves a large
 * finished section out of place. By default React streams any <Suspense>
 * boundary bigger than ~12 KB as a hidden <div> at the end of <body> that an
 * inline script moves into place later — which would leave the home page's
 * below-the-fold sections (each in its own boundary so their code can load
 * on demand) invisible without JavaScript and off-screen in the raw HTML.
 *
 * Pages rendered on demand get a nonce from the server (`cspNonce` in the load
 * context) for every inline script, matching their Content-Security-Policy.
 * Pre-rendered pages get the build's (react-router.config.ts): postbuild allows
 * the scripts that carry it by hash, and no other, then takes it out.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { createContext, ServerRouter } from "react-router";
import { ScriptNonce } from "./script-nonce.ts";

export const streamTimeout = 5_000;

/** The nonce of this response's inline scripts; empty while pre-rendering. Read by the server from the build. */
export const cspNonce = createContext<string>("");

/** While pages are pre-rendered: the build's nonce (server/build-layout.ts, PRERENDER_NONCE_VARIABLE). */
const prerenderNonce = () => process.env.ODRA_PRERENDER_NONCE || undefined;

/** Where the server hands the pages' actions its form intake (forms/page-post.ts); found in the build by the server. */
export { formPosts } from "./forms/page-post.ts";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonce) || prerenderNonce();
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Crawlers and SPA-mode renders wait for all content before the response starts.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort after streamTimeout so rejected boundaries still get flushed.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ScriptNonce value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ScriptNonce>,
      {
        nonce,
        // Finished boundaries are written where they belong, whatever their size.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
