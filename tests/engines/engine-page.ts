/**
 * One tab of a real browser of each engine behind the same few calls, for the
 * three-engine suite (engines.test.ts). Clicks and typing are each engine's own
 * input events, not script calls, so what a visitor's click would do is what
 * happens.
 *
 * - Chromium: Playwright, with Debian's Chromium (as the end-to-end suite).
 * - Gecko: puppeteer-core over WebDriver BiDi, with Debian's Firefox ESR.
 *   Playwright's own Firefox is a patched build it downloads; its `moz-firefox`
 *   channel drives a stock Firefox over BiDi but sends a command Firefox 153 ESR
 *   does not know (`emulation.setMediaFeaturesOverride`) with every new page.
 * - WebKit: selenium-webdriver over WebDriver, with WebKitGTK's WebKitWebDriver
 *   driving its MiniBrowser on a virtual X display (Xvfb). Playwright's WebKit is a
 *   patched build too (MiniBrowser refuses its `--inspector-pipe`), and
 *   WebKitWebDriver 2.50 offers no BiDi session to connect puppeteer to.
 *
 * A missing browser or driver fails with the Debian package that brings it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, globSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import puppeteer from "puppeteer-core";
import { Builder, By, error, until, type WebDriver } from "selenium-webdriver";

export const engines = ["chromium", "firefox", "webkit"] as const;
export type Engine = (typeof engines)[number];

/** What travels into a page and back out of it. */
export type Json =
  | string
  | number
  | boolean
  | null
  | readonly Json[]
  | { readonly [key: string]: Json };

/**
 * A function and its argument as one expression, which each engine's protocol
 * evaluates alike (and awaits, when it is a promise): the function may use nothing
 * from outside itself but its argument.
 */
function call<Arg extends Json, Result>(fn: (arg: Arg) => Result, arg: Arg): string {
  return `(${fn.toString()})(${JSON.stringify(arg)})`;
}

/**
 * Scrolls an element to the middle of the viewport (not under the fixed header) until it
 * holds still there: `aim` scrolls, `top` reads where its top is in the viewport (null while
 * it is not wholly inside). Sections a long jump brings near are laid out in a later frame,
 * and Gecko's scroll anchoring gives up when they grow by more than the screen (WebKit has
 * none), so where the first scroll put the element may not last. Waited for from here, not
 * in the page, whose frames do not run when its scripts are off.
 */
async function centerInView(aim: () => Promise<unknown>, top: () => Promise<number | null>) {
  for (let attempt = 0; attempt < 10; attempt++) {
    await aim();
    const aimedAt = await top();
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (aimedAt !== null && (await top()) === aimedAt) return;
  }
}

/** In the page: the element's top in the viewport, or null while it is not wholly inside. */
function topInViewport(target: Element): number | null {
  const box = target.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight ? box.top : null;
}

/** What a check can do with a page; paths are the site's, the origin is the engine's own. */
export interface EnginePage {
  readonly engine: Engine;
  /** Loads a page of the site, as typed into the address bar, and waits for its load event. */
  goto(path: string): Promise<void>;
  /** Clicks the middle of the first element the selector finds, scrolled into view. */
  click(selector: string): Promise<void>;
  /** Clicks into the field, then types the text key by key. */
  fill(selector: string, text: string): Promise<void>;
  /** Runs the function in the page (it may use nothing from outside itself but its argument). */
  evaluate<Arg extends Json, Result>(fn: (arg: Arg) => Result, arg: Arg): Promise<Awaited<Result>>;
  /** The visible part of the page, as PNG. */
  screenshot(): Promise<Buffer>;
  /** The size of the page's viewport, in CSS pixels. */
  resize(width: number, height: number): Promise<void>;
  /**
   * The current document's uncaught exceptions and console errors since the last call
   * (in WebKit, since its load event).
   */
  takeErrors(): Promise<string[]>;
  close(): Promise<void>;
}

interface Requirement {
  /** What the engine runs on. */
  what: string;
  /** Where it is looked for (a glob where the path names the architecture). */
  path: string;
  /** The Debian package that installs it. */
  debian: string;
}

const requirements: Record<Engine, Requirement[]> = {
  chromium: [
    { what: "Chromium", path: process.env.CHROME_PATH ?? "/usr/bin/chromium", debian: "chromium" },
  ],
  firefox: [
    {
      what: "Firefox",
      path: process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr",
      debian: "firefox-esr",
    },
  ],
  webkit: [
    { what: "WebKitWebDriver", path: "/usr/bin/WebKitWebDriver", debian: "webkit2gtk-driver" },
    {
      what: "WebKitGTK's MiniBrowser",
      path: "/usr/lib/*/webkit2gtk-4.1/MiniBrowser",
      debian: "libwebkit2gtk-4.1-0",
    },
    { what: "Xvfb", path: "/usr/bin/Xvfb", debian: "xvfb" },
  ],
};

/** The file behind each requirement of the engine; throws naming whatever is missing. */
function located(engine: Engine): string[] {
  const found = requirements[engine].map((need) =>
    need.path.includes("*")
      ? globSync(need.path)[0]
      : existsSync(need.path)
        ? need.path
        : undefined,
  );
  const missing = requirements[engine].filter((_, index) => !found[index]);
  if (missing.length > 0) {
    throw new Error(
      `${engine} cannot run: ${missing.map((need) => `${need.what} is missing (${need.path}; Debian: apt-get install ${need.debian})`).join("; ")}`,
    );
  }
  return found.filter((file) => file !== undefined);
}

export interface OpenOptions {
  /** The site's origin, http://127.0.0.1:port. */
  origin: string;
  width: number;
  height: number;
  /** False: the page's own scripts never run, as for a visitor whose scripts are off or failed. */
  javaScript?: boolean;
}

export async function openEngine(engine: Engine, options: OpenOptions): Promise<EnginePage> {
  const files = located(engine);
  if (engine === "chromium") return openChromium(files, options);
  if (engine === "firefox") return openFirefox(files, options);
  return openWebKit(files, options);
}

async function openChromium([browserPath]: string[], options: OpenOptions): Promise<EnginePage> {
  const browser = await chromium.launch({
    executablePath: browserPath,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  const page = await browser.newPage({
    viewport: { width: options.width, height: options.height },
    javaScriptEnabled: options.javaScript ?? true,
  });
  await page.addInitScript(watchErrors);
  await page.addInitScript(reportPhoneCores);
  return {
    engine: "chromium",
    goto: async (path) => {
      await page.goto(new URL(path, options.origin).href, { waitUntil: "load" });
    },
    click: (selector) => page.locator(selector).first().click(),
    fill: (selector, text) => page.locator(selector).first().pressSequentially(text),
    evaluate: (fn, arg) => page.evaluate<Awaited<ReturnType<typeof fn>>>(call(fn, arg)),
    screenshot: () => page.screenshot(),
    resize: (width, height) => page.setViewportSize({ width, height }),
    takeErrors: () => page.evaluate(takeErrors),
    close: () => browser.close(),
  };
}

async function openFirefox([browserPath]: string[], options: OpenOptions): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: browserPath,
    headless: true,
    // No tab icons: for a plain-text page Firefox asks for /favicon.ico, which the
    // site's policy for such files refuses, and reports it as an error of the page.
    extraPrefsFirefox: {
      "browser.chrome.site_icons": false,
      "javascript.enabled": options.javaScript ?? true,
    },
  });
  const page = await browser.newPage();
  await page.setViewport({ width: options.width, height: options.height });
  await page.evaluateOnNewDocument(watchErrors);
  await page.evaluateOnNewDocument(reportPhoneCores);

  const element = async (selector: string) => {
    // Polled from here: puppeteer's own wait runs in the page, which has no scripts when
    // they are off (Firefox 153 knows no BiDi command that turns off the page's alone).
    const deadline = Date.now() + 15_000;
    for (;;) {
      const handle = await page.$(selector);
      if (handle) return handle;
      if (Date.now() > deadline) throw new Error(`nothing matches ${selector}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  // Puppeteer's own click first waits, in the page, for the element to be in view: with
  // the page's scripts off that never ends. The mouse goes to its middle instead, as in
  // WebKit, once it is in the middle of the screen (not under the fixed header).
  const clickMiddle = async (selector: string) => {
    const handle = await element(selector);
    await centerInView(
      () => handle.evaluate((target) => target.scrollIntoView({ block: "center" })),
      () => handle.evaluate(topInViewport),
    );
    const box = await handle.boundingBox();
    if (!box) throw new Error(`${selector} is not displayed`);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    return handle;
  };
  return {
    engine: "firefox",
    goto: async (path) => {
      await page.goto(new URL(path, options.origin).href, { waitUntil: "load" });
    },
    click: async (selector) => {
      await clickMiddle(selector);
    },
    fill: async (selector, text) => {
      const handle = await clickMiddle(selector);
      await handle.type(text);
    },
    evaluate: (fn, arg) => page.evaluate<[], () => Awaited<ReturnType<typeof fn>>>(call(fn, arg)),
    screenshot: async () => Buffer.from(await page.screenshot()),
    resize: (width, height) => page.setViewport({ width, height }),
    takeErrors: () => page.evaluate(takeErrors),
    close: () => browser.close(),
  };
}

/** A TCP port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/** Starts a virtual X display; resolves with its name once the server accepts clients. */
function startDisplay(xvfb: string): Promise<{ display: string; process: ChildProcess }> {
  // -displayfd: Xvfb picks a free display and writes its number to that descriptor when ready.
  const child = spawn(
    xvfb,
    ["-displayfd", "3", "-screen", "0", "1920x1200x24", "-nolisten", "tcp"],
    {
      stdio: ["ignore", "ignore", "pipe", "pipe"],
    },
  );
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdio[3]?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("\n")) resolve({ display: `:${output.trim()}`, process: child });
    });
    child.once("exit", (code) =>
      reject(new Error(`Xvfb exited (${code}) before its display was ready`)),
    );
  });
}

/** Resolves once the WebDriver server answers that it is ready for a session. */
async function driverReady(url: string, deadline = Date.now() + 30_000): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/status`);
      const status: unknown = await response.json();
      const value = status && typeof status === "object" && "value" in status ? status.value : null;
      if (value && typeof value === "object" && "ready" in value && value.ready) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}`);
}

/**
 * Records uncaught errors and console errors of the current document, in the
 * document itself: what a page that is being left reports (Firefox fails the
 * downloads it abandons, as uncaught errors) goes with it, as the visitor never
 * sees it. WebKitWebDriver reports none of them anyway, and can only start
 * watching at the load event.
 */
function watchErrors() {
  const page = window as Window & { engineErrors?: string[] };
  if (page.engineErrors) return;
  const errors: string[] = [];
  page.engineErrors = errors;
  window.addEventListener("error", (event) => errors.push(`exception: ${event.message}`));
  window.addEventListener("unhandledrejection", (event) =>
    errors.push(`exception: ${String(event.reason)}`),
  );
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(`console: ${args.map(String).join(" ")}`);
    original(...args);
  };
}

/**
 * The device reports a phone's eight cores, whatever machine runs the suite: the hero's
 * particles draw in a worker only where a core is to spare (decision 0010), and a
 * phone has one. WebKit's driver cannot run a script before the page's own, and WebKit
 * draws the particles on the page anyway.
 */
function reportPhoneCores() {
  Object.defineProperty(Navigator.prototype, "hardwareConcurrency", { get: () => 8 });
}

function takeErrors(): string[] {
  const page = window as Window & { engineErrors?: string[] };
  return page.engineErrors?.splice(0) ?? [];
}

async function openWebKit(
  [driverPath, browserPath, xvfb]: string[],
  options: OpenOptions,
): Promise<EnginePage> {
  if (!driverPath || !browserPath || !xvfb) throw new Error("webkit: incomplete installation");
  const { display, process: displayProcess } = await startDisplay(xvfb);
  const port = await freePort();
  // MiniBrowser's toolbar keeps its window at least 447 px wide, wider than a phone: a
  // style sheet for GTK of the suite's own lets it shrink (the page's own controls are
  // drawn by WebKit, not by GTK, and keep their look).
  const gtkConfig = await mkdtemp(path.join(tmpdir(), "engines-gtk-"));
  await mkdir(path.join(gtkConfig, "gtk-3.0"));
  await writeFile(
    path.join(gtkConfig, "gtk-3.0", "gtk.css"),
    "* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n",
  );
  const driverProcess = spawn(driverPath, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: gtkConfig },
    stdio: "ignore",
  });
  const stopProcesses = () => {
    driverProcess.kill();
    displayProcess.kill();
    void rm(gtkConfig, { recursive: true, force: true });
  };
  let driver: WebDriver;
  try {
    const url = `http://127.0.0.1:${port}`;
    await driverReady(url);
    driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": {
          binary: browserPath,
          // Markup's scripts only: the driver's own still run, in a world of their own.
          args: [
            "--automation",
            ...(options.javaScript === false ? ["--enable-javascript-markup=false"] : []),
          ],
        },
      })
      .build();
  } catch (error) {
    stopProcesses();
    throw error;
  }
  const session = driver;

  const pageSize = () =>
    session.executeScript<[number, number]>("return [window.innerWidth, window.innerHeight]");
  /** Until the page has the size asked for: the window's new size reaches it a moment later. */
  const pageBecomes = async (width: number, height?: number): Promise<[number, number]> => {
    const failure = `webkit: the page did not become ${width}×${height ?? "any"}`;
    const size = await session.wait(
      async () => {
        const now = await pageSize();
        return now[0] === width && (height === undefined || now[1] === height) ? now : false;
      },
      5000,
      failure,
    );
    if (!size) throw new Error(failure);
    return size;
  };
  const resize = async (width: number, height: number) => {
    // The window's rectangle includes MiniBrowser's toolbar above the page: sized twice,
    // the second time by what the first left for the page.
    await session.manage().window().setRect({ x: 0, y: 0, width, height });
    const [, pageHeight] = await pageBecomes(width);
    await session
      .manage()
      .window()
      .setRect({ x: 0, y: 0, width, height: height + (height - pageHeight) });
    await pageBecomes(width, height);
  };
  const element = async (selector: string) => {
    // As the other two engines' drivers do: wait for the element, the page may still be rendering it.
    const found = await session.wait(until.elementLocated(By.css(selector)), 15_000);
    // WebDriver scrolls an element into view by itself, but to its nearest edge, under
    // the fixed header: the middle of the viewport is where a visitor would see it.
    await centerInView(
      () => session.executeScript("arguments[0].scrollIntoView({ block: 'center' })", found),
      () =>
        session.executeScript<number | null>(
          `return (${topInViewport.toString()})(arguments[0])`,
          found,
        ),
    );
    return found;
  };
  await resize(options.width, options.height);

  return {
    engine: "webkit",
    goto: async (path) => {
      await session.get(new URL(path, options.origin).href);
      await session.executeScript(watchErrors);
    },
    click: async (selector) => {
      // Waits, as Playwright does before a click, until the element can take it: WebKit's
      // WebDriver refuses a click while something else is hit at the element's centre (the
      // view transition of the page just arrived at, for a moment), as not interactable.
      const deadline = Date.now() + 5_000;
      for (;;) {
        try {
          await (await element(selector)).click();
          return;
        } catch (refused) {
          if (!(refused instanceof error.ElementNotInteractableError) || Date.now() > deadline)
            throw refused;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
    fill: async (selector, text) => {
      const field = await element(selector);
      await field.click();
      await field.sendKeys(text);
    },
    evaluate: (fn, arg) =>
      session.executeScript<Awaited<ReturnType<typeof fn>>>(`return ${call(fn, arg)}`),
    screenshot: async () => Buffer.from(await session.takeScreenshot(), "base64"),
    resize,
    takeErrors: () => session.executeScript(takeErrors),
    close: async () => {
      try {
        await session.quit();
      } finally {
        stopProcesses();
      }
    },
  };
}
