import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { startingAfterFirstPaint } from "./app-after-first-paint.ts";

const moduleCode = `;
import * as route0 from "/assets/root-abc.js";
  window.__reactRouterRouteModules = {"root":route0};
  window.note = "<!-- a<b -->";
import("/assets/entry.client-abc.js");`;

const page = `<html><head></head><body><main>Text</main><script>window.__reactRouterContext = {};</script><script type="module" async="">${moduleCode}</script><script>$RC("B:1","S:1")</script></body></html>`;

interface Inserted {
  type: string;
  textContent: string;
}

/** Runs the page's classic inline scripts against a stand-in browser; returns what they insert and a way to report paints. */
function runInBrowser(html: string, { paintTiming }: { paintTiming: boolean }) {
  const inserted: Inserted[] = [];
  let observerCallback: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "resource"] : ["resource"];
    constructor(callback: typeof observerCallback) {
      observerCallback = callback;
    }
    observe() {}
    disconnect() {
      observerCallback = undefined;
    }
  }
  const document = {
    createElement: () => ({ type: "", textContent: "" }),
    body: { appendChild: (element: Inserted) => inserted.push(element) },
  };
  const window = { PerformanceObserver, __reactRouterContext: {} };
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body);
  const starter = scripts.find((body) => body?.includes("createElement")) ?? "";
  runInNewContext(starter, { window, document });
  return {
    inserted,
    paint(name: string) {
      observerCallback?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    },
  };
}

describe("a pre-rendered page's app script", () => {
  it("is no longer a module script in the markup, and its code is returned for the CSP", () => {
    const { html, moduleCode: code } = startingAfterFirstPaint(page);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(code).toBe(moduleCode);
    // The other inline scripts stay where they were.
    expect(html).toContain("<script>window.__reactRouterContext = {};</script><script>(function");
    expect(html).toMatch(/<\/script><script>\$RC\("B:1","S:1"\)<\/script><\/body>/);
  });

  it("carries the code without a single <, so no markup in it can end or escape its script element", () => {
    const { html } = startingAfterFirstPaint(page);
    const starter = html.split("<script>")[2]?.split("</script>")[0] ?? "";
    expect(starter).toContain("route0");
    expect(starter).not.toContain("<");
  });

  it("inserts the module, with its code unchanged, at the first contentful paint and only once", () => {
    const { html } = startingAfterFirstPaint(page);
    const browser = runInBrowser(html, { paintTiming: true });
    expect(browser.inserted).toEqual([]);
    browser.paint("first-paint");
    expect(browser.inserted).toEqual([]);
    browser.paint("first-contentful-paint");
    expect(browser.inserted).toEqual([{ type: "module", textContent: moduleCode }]);
    browser.paint("first-contentful-paint");
    expect(browser.inserted).toHaveLength(1);
  });

  it("inserts the module at once where the browser does not report paints", () => {
    const { html } = startingAfterFirstPaint(page);
    const browser = runInBrowser(html, { paintTiming: false });
    expect(browser.inserted).toEqual([{ type: "module", textContent: moduleCode }]);
  });

  it("leaves a page without an app script as it is", () => {
    const plain = "<html><body><p>No scripts</p></body></html>";
    expect(startingAfterFirstPaint(plain)).toEqual({ html: plain, moduleCode: undefined });
  });
});
