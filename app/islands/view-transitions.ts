/**
 * Moving to another page of the site is a cross-document view transition (app.css). One
 * the browser gives up (a page posted to, a page fetched again on Back) rejects its
 * promises, which nothing awaits: reported as an error of the page, though nothing failed.
 * Both pages' events are heard from the first parse, before the page's own script runs:
 * an inline script at the top of the body.
 */
export const quietSkippedViewTransitions = `for(const t of["pageswap","pagereveal"])addEventListener(t,function(e){var v=e.viewTransition;if(v)[v.ready,v.finished,v.updateCallbackDone].forEach(function(p){if(p)p.catch(function(){})})})`;
