/**
 * A pre-rendered page starts its JavaScript once it has painted its content.
 *
 * React Router ends the body with one inline module script whose imports fetch
 * every chunk of the page (about 150 KB) as soon as the parser reaches it, while
 * the stylesheet is still arriving. On a slow connection those requests share
 * the bandwidth the first paint is waiting for, and nothing on the page needs
 * them to be shown or used: links and forms work without JavaScript. So the
 * build replaces that script with a classic one that holds the module's code and
 * inserts it as a module script when the browser reports the page's first
 * contentful paint (or at once where paint timing is unknown). A tab opened in
 * the background starts the app when it is first shown, since it paints then.
 *
 * The inserted script's text is the module's code unchanged, so the CSP allows
 * it by its hash like any other inline script of the page.
 */

/** React Router's script that imports the page's route modules and starts the client entry. */
const APP_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** Runs `code` as a module script after the first contentful paint. ES5, as it runs before anything else is known about the browser. */
function starter(code: string): string {
  // `<` escaped so the code can never close the script element it travels in.
  const literal = JSON.stringify(code).replaceAll("<", "\\u003c");
  return `(function(code){var started=false;function start(){if(started)return;started=true;var script=document.createElement("script");script.type="module";script.textContent=code;document.body.appendChild(script)}var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")===-1)return start();var observer=new P(function(list){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}});observer.observe({type:"paint",buffered:true})})(${literal})`;
}

export interface PageStartingAfterFirstPaint {
  html: string;
  /** The module code the page inserts after its first paint (its CSP hash must be allowed); undefined when the page has no app script. */
  moduleCode: string | undefined;
}

/** The page with its app module script replaced by one that inserts it after the first contentful paint. */
export function startingAfterFirstPaint(html: string): PageStartingAfterFirstPaint {
  const match = APP_MODULE_SCRIPT.exec(html);
  if (!match) return { html, moduleCode: undefined };
  const [script, code = ""] = match;
  return {
    html: html.replace(script, () => `<script>${starter(code)}</script>`),
    moduleCode: code,
  };
}
