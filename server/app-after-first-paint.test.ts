import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { startingAfterFirstPaint } from "./app-after-first-paint.ts";

const moduleCode = `;
import * as route0 from "/assets/root-abc.js";
  window.__reactRouterRouteModules = {"root":route0};
  window.note = "<!-- a<b -->";
import("/assets/entry.client-abc.js");`;

const preloads = [
  "/assets/entry.client-Aa1_bC2d.js",
  "/assets/framework-Fw3-xY9z.js",
  "/assets/site-St4_uV5w.js",
  "/assets/site-layout-1HKRmiGC.js",
  "/assets/root-Rt6-aB7c.js",
];

const page = `<html><head>${preloads.map((url) => `<link rel="modulepreload" href="${url}"/>`).join("")}<link rel="stylesheet" href="/assets/root.css"/></head><body><main>Text</main><script>window.__reactRouterContext = {};</script><script type="module" async="">${moduleCode}</script><script>$RC("B:1","S:1")</script></body></html>`;

const chunksEvaluatedApart = ["framework", "site"];

interface Inserted {
  type: string;
  nonce?: string;
  textContent: string;
  src: string;
  onload?: () => void;
  onerror?: () => void;
}

/** Runs the page's classic inline scripts against a stand-in browser; returns what they insert and ways to report paints and loads and to run the tasks they queue. */
function runInBrowser(
  html: string,
  {
    paintTiming,
    fontsReady,
    nonce = "",
  }: { paintTiming: boolean; fontsReady?: Promise<unknown>; nonce?: string },
) {
  const inserted: Inserted[] = [];
  const timers: (() => void)[] = [];
  const frames: (() => void)[] = [];
  const delayed: { delay: number; callback: () => void }[] = [];
  const loadListeners: (() => void)[] = [];
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
  class MessageChannel {
    port1: { onmessage?: () => void } = {};
    port2 = { postMessage: () => this.port1.onmessage && timers.push(this.port1.onmessage) };
  }
  const document = {
    createElement: (): Inserted => ({ type: "", textContent: "", src: "" }),
    body: { appendChild: (element: Inserted) => inserted.push(element) },
    fonts: fontsReady ? { ready: fontsReady } : undefined,
    // The script running; a browser hides a nonce from the markup but keeps this property.
    currentScript: { nonce },
  };
  const window = {
    PerformanceObserver,
    MessageChannel,
    __reactRouterContext: {},
    addEventListener: (type: string, listener: () => void) => {
      if (type === "load") loadListeners.push(listener);
    },
  };
  const requestAnimationFrame = (callback: () => void) => frames.push(callback);
  const setTimeout = (callback: () => void, delay = 0) => delayed.push({ delay, callback });
  const scripts = [...html.matchAll(/<script(?: nonce="[^"]*")?>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => body,
  );
  const starter = scripts.find((body) => body?.includes("createElement")) ?? "";
  runInNewContext(starter, {
    window,
    document,
    MessageChannel,
    requestAnimationFrame,
    setTimeout,
  });
  const last = () => inserted.at(-1);
  return {
    inserted,
    paint(name: string) {
      observerCallback?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    },
    /** The page's load event, and what it awaits (the typeface) as far as it has arrived. */
    load() {
      for (const listener of loadListeners.splice(0)) listener();
    },
    /** The browser draws frames until none is asked for, then runs the tasks queued by then. */
    drawFrames() {
      while (frames.length) for (const frame of frames.splice(0)) frame();
      for (const timer of timers.splice(0)) timer();
    },
    /** `ms` pass: the timeouts due by then run. */
    wait(ms: number) {
      for (const timeout of delayed.filter(({ delay }) => delay <= ms)) {
        delayed.splice(delayed.indexOf(timeout), 1);
        timeout.callback();
      }
    },
    /** The last inserted script loads (or fails), and the task it queued runs. */
    finishLast(outcome: "load" | "error" = "load") {
      last()?.[outcome === "load" ? "onload" : "onerror"]?.();
      for (const timer of timers.splice(0)) timer();
    },
  };
}

/** The page as the build leaves it, its scripts running in a stand-in browser. */
const startedPage = (browser: Parameters<typeof runInBrowser>[1]) =>
  runInBrowser(startingAfterFirstPaint(page, chunksEvaluatedApart).html, browser);

const asInserted = ({ type, textContent, src }: Inserted) => ({ type, textContent, src });

describe("a pre-rendered page's app script", () => {
  it("is no longer a module script in the markup, nor are its chunks hinted, and its code is returned for the CSP", () => {
    const {
      html,
      moduleCode: code,
      chunksApart,
    } = startingAfterFirstPaint(page, chunksEvaluatedApart);
    expect(chunksApart).toEqual(["/assets/framework-Fw3-xY9z.js", "/assets/site-St4_uV5w.js"]);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(code).toBe(moduleCode);
    // The other inline scripts stay where they were.
    expect(html).toContain("<script>window.__reactRouterContext = {};</script><script>(function");
    expect(html).toMatch(/<\/script><script>\$RC\("B:1","S:1"\)<\/script><\/body>/);
  });

  it("carries the code without a single <, so no markup in it can end or escape its script element", () => {
    const { html } = startingAfterFirstPaint(page, chunksEvaluatedApart);
    const starter = html.split("<script>")[2]?.split("</script>")[0] ?? "";
    expect(starter).toContain("route0");
    expect(starter).not.toContain("<");
  });

  it("at the first contentful paint, runs the framework, then the shared site code, each after the previous one has loaded and in a later task, then the app's module, once", () => {
    const browser = startedPage({ paintTiming: true });
    browser.paint("first-paint");
    browser.drawFrames();
    expect(browser.inserted).toEqual([]);

    browser.paint("first-contentful-paint");
    expect(browser.inserted.map(asInserted)).toEqual([
      { type: "module", textContent: "", src: "/assets/framework-Fw3-xY9z.js" },
    ]);
    browser.paint("first-contentful-paint");
    browser.drawFrames();
    expect(browser.inserted).toHaveLength(1);

    browser.finishLast();
    expect(browser.inserted.map(asInserted).at(-1)).toEqual({
      type: "module",
      textContent: "",
      src: "/assets/site-St4_uV5w.js",
    });
    browser.finishLast();
    expect(browser.inserted.map(asInserted).at(-1)).toEqual({
      type: "module",
      textContent: moduleCode,
      src: "",
    });
    expect(browser.inserted).toHaveLength(3);
  });

  it("starts a second after the load event where the browser never reports the first contentful paint (Firefox, on a page opened at an anchor)", () => {
    const browser = startedPage({ paintTiming: true });
    browser.paint("first-paint");
    browser.load();
    browser.drawFrames();
    browser.wait(999);
    expect(browser.inserted).toEqual([]);

    browser.wait(1000);
    expect(browser.inserted.map(asInserted)).toEqual([
      { type: "module", textContent: "", src: "/assets/framework-Fw3-xY9z.js" },
    ]);
    browser.paint("first-contentful-paint");
    browser.drawFrames();
    expect(browser.inserted).toHaveLength(1);
  });

  it("after the load event, counts that second from the typeface's arrival: until then the text is hidden and nothing is painted to read", async () => {
    let typefaceArrives = () => {};
    const fontsReady = new Promise<void>((resolve) => {
      typefaceArrives = resolve;
    });
    const browser = startedPage({ paintTiming: true, fontsReady });
    browser.load();
    browser.wait(5000);
    expect(browser.inserted).toEqual([]);

    typefaceArrives();
    await fontsReady;
    browser.wait(1000);
    expect(browser.inserted.map(asInserted)).toEqual([
      { type: "module", textContent: "", src: "/assets/framework-Fw3-xY9z.js" },
    ]);
  });

  it("starts once when the first contentful paint comes before the load event", () => {
    const browser = startedPage({ paintTiming: true });
    browser.paint("first-contentful-paint");
    browser.drawFrames();
    browser.load();
    browser.wait(1000);
    expect(browser.inserted).toHaveLength(1);
  });

  it("still starts the app when a shared chunk fails to load", () => {
    const browser = startedPage({ paintTiming: true });
    browser.paint("first-contentful-paint");
    browser.drawFrames();
    browser.finishLast("error");
    browser.finishLast("error");
    expect(browser.inserted.at(-1)?.textContent).toBe(moduleCode);
  });

  it("starts at once where the browser does not report paints", () => {
    const browser = startedPage({ paintTiming: false });
    expect(browser.inserted.map(asInserted)).toEqual([
      { type: "module", textContent: "", src: "/assets/framework-Fw3-xY9z.js" },
    ]);
  });

  it("inserts the app's module directly on a page that loads none of the named chunks", () => {
    const { html } = startingAfterFirstPaint(page, ["vendor"]);
    const browser = runInBrowser(html, { paintTiming: true });
    browser.paint("first-contentful-paint");
    browser.drawFrames();
    expect(browser.inserted.map(asInserted)).toEqual([
      { type: "module", textContent: moduleCode, src: "" },
    ]);
  });

  it("leaves a page without an app script as it is", () => {
    const plain = "<html><body><p>No scripts</p></body></html>";
    expect(startingAfterFirstPaint(plain, chunksEvaluatedApart)).toEqual({
      html: plain,
      moduleCode: undefined,
      chunksApart: [],
    });
  });
});

describe("a page rendered on demand", () => {
  const nonce = "P0327SPq84ZNJ9FOkMv4mA==";
  const onDemand = page
    .replaceAll('"/>', `" nonce="${nonce}"/>`)
    .replace('<script type="module"', `<script nonce="${nonce}" type="module"`);

  it("starts the same way, its starter carrying the response's nonce and no chunk hinted", () => {
    const { html, chunksApart } = startingAfterFirstPaint(onDemand, chunksEvaluatedApart);
    expect(chunksApart).toEqual(["/assets/framework-Fw3-xY9z.js", "/assets/site-St4_uV5w.js"]);
    expect(html).not.toContain("modulepreload");
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain(`<script nonce="${nonce}">(function`);
  });

  it("gives every script it inserts that nonce, so the page's policy allows them", () => {
    const { html } = startingAfterFirstPaint(onDemand, chunksEvaluatedApart);
    const browser = runInBrowser(html, { paintTiming: true, nonce });
    browser.paint("first-contentful-paint");
    browser.finishLast();
    browser.finishLast();
    expect(browser.inserted.map(({ nonce, src }) => ({ nonce, src }))).toEqual([
      { nonce, src: "/assets/framework-Fw3-xY9z.js" },
      { nonce, src: "/assets/site-St4_uV5w.js" },
      { nonce, src: "" },
    ]);
  });
});
