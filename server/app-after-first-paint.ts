/**
 * A pre-rendered page starts its JavaScript once it has painted its content,
 * and runs it in a few tasks rather than one.
 *
 * React Router hints every chunk of a page with <link rel=modulepreload> at the
 * top of <head> and ends the body with one inline module script whose imports
 * fetch them all (about 150 KB) and evaluate them in one go. On a slow
 * connection those requests share the bandwidth the first paint is waiting for,
 * and nothing on the page needs them to be shown or used: links and forms work
 * without JavaScript. And on a slow phone one evaluation of everything is a long
 * task. So the build takes the hints out and replaces the module script with a
 * classic one that, when the browser reports the page's first contentful
 * paint, or a second after the load event and the typeface where no such paint
 * is reported (or at once where paint timing is unknown):
 *   1. runs the shared chunks (tooling/client-chunks.ts) one per task, each as
 *      a module script of its own, the next in the task after the previous
 *      one's load;
 *   2. then inserts React Router's module script, whose imports find those
 *      chunks already evaluated, so it evaluates only the page's own modules.
 * The hints are not put back: every request a script starts is work on the
 * main thread, while the browser's module loader fetches the imports by itself.
 * A tab opened in the background starts the app when it is first shown, since
 * it paints then (and runs no frames before).
 *
 * Not sooner: a request that ends before the paint Lighthouse records counts
 * into its simulated LCP (measured: on the phone at 4×, a page's LCP 1.8–2.2 s
 * instead of 1.2–1.5 s when the app started in the frame after the load event,
 * which in Chromium often comes before the paint). Nor in a later frame: an
 * animation frame is held back by a stopped test clock, and by nothing else the
 * app needs.
 *
 * The text is hidden until the typeface arrives (font-display: block), which
 * may be after the load event, so the second counts from the typeface.
 *
 * The start after the load event is there because a browser may never report
 * the paint: Firefox reports no first contentful paint for a page opened at an
 * anchor it scrolls to (`/#kontakt`, measured in Firefox 153 ESR), and Safari
 * before 16 is known to drop a paint recorded before the observer was made
 * (`buffered`). Without it the app would never start there, and every link
 * would load a whole page. Where the paint came first, the load event leaves the
 * typeface alone: asking for `document.fonts.ready` makes Chromium lay the page out
 * then and there, inside the load event's task (13 ms of it in a trace of home on a
 * host short of CPU, 2026-11-27).
 *
 * The inserted script's text is the module's code unchanged, so the CSP of a
 * pre-rendered page allows it by its hash like any other inline script of the
 * page. A page rendered on demand (the not-found page, a form answered with its
 * errors) starts the same way: the server applies this to its HTML, and the
 * starter gives what it inserts its own nonce. The chunks are our own files.
 */

/** A chunk's hint; a page rendered on demand gives it this response's nonce. */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]*)"(?: nonce="[^"]*")?\/>/g;

/** React Router's script that imports the page's route modules and starts the client entry. */
const APP_MODULE_SCRIPT =
  /<script(?: nonce="([^"]*)")? type="module" async="">([\s\S]*?)<\/script>/;

/** A JSON literal that can never close the script element it travels in. */
/**
 * How long after the load event (and the typeface) the app waits for a first
 * contentful paint the browser may never report before it starts anyway.
 */
const UNREPORTED_PAINT_MS = 1000;

const literal = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");

/** The classic script that starts the app after the first contentful paint. ES5, as it runs before anything else is known about the browser. */
export function starter(code: string, chunksApart: string[]): string {
  // The next chunk waits for a message the page posts to itself (a zero timeout
  // where there is no MessageChannel), so each runs in a task of its own. A task
  // queued in an animation frame runs once that frame is painted.
  return `(function(code,apart){var started=false;var current=document.currentScript;var nonce=current&&current.nonce;function later(next){if(!window.MessageChannel)return setTimeout(next,0);var channel=new MessageChannel();channel.port1.onmessage=next;channel.port2.postMessage(null)}function evaluate(i){var script=document.createElement("script");script.type="module";if(nonce)script.nonce=nonce;if(i===apart.length){script.textContent=code}else{script.src=apart[i];script.onload=script.onerror=function(){later(function(){evaluate(i+1)})}}document.body.appendChild(script)}function start(){if(started)return;started=true;evaluate(0)}var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")===-1)return start();function unreported(){setTimeout(start,${UNREPORTED_PAINT_MS})}window.addEventListener("load",function(){if(started)return;var fonts=document.fonts;if(fonts)fonts.ready.then(unreported,unreported);else unreported()});var observer=new P(function(list){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}});observer.observe({type:"paint",buffered:true})})(${literal(code)},${literal(chunksApart)})`;
}

/** The file of a named chunk: `/assets/<name>-<8-character hash>.js`, so "site" is not "site-layout". */
const isChunkNamed = (url: string, name: string) =>
  new RegExp(`/${name}-[\\w-]{8}\\.js$`).test(url);

export interface PageStartingAfterFirstPaint {
  html: string;
  /** The module code the page inserts after its first paint (its CSP hash must be allowed); undefined when the page has no app script. */
  moduleCode: string | undefined;
  /** The files of the named chunks the page runs apart before its own modules, in order. */
  chunksApart: string[];
}

/**
 * The page with its module preloads and app module script replaced by one
 * script that starts the app after the first contentful paint, evaluating the
 * named shared chunks first, one per task, in the order given.
 */
export function startingAfterFirstPaint(
  html: string,
  chunksEvaluatedApart: readonly string[],
): PageStartingAfterFirstPaint {
  const match = APP_MODULE_SCRIPT.exec(html);
  if (!match) return { html, moduleCode: undefined, chunksApart: [] };
  const [script, nonce, code = ""] = match;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, url = ""]) => url);
  const apart = chunksEvaluatedApart.flatMap((name) =>
    preloads.filter((url) => isChunkNamed(url, name)),
  );
  return {
    html: html
      .replace(MODULE_PRELOAD, "")
      .replace(
        script,
        () => `<script${nonce ? ` nonce="${nonce}"` : ""}>${starter(code, apart)}</script>`,
      ),
    moduleCode: code,
    chunksApart: apart,
  };
}
