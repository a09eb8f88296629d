/**
 * One Lighthouse run in a browser of its own, and the phone it simulates:
 * shared by bench/lighthouse.ts (scores) and bench/blocking-tasks.ts (where
 * the blocking time comes from).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config, desktopConfig, type RunnerResult } from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";

/** DevTools' CPU calibration score of a Moto G Power (2022), the phone of Lighthouse's mobile preset. */
export const PHONE_BENCHMARK_INDEX = 264;

/** The slowdown that turns a machine with this benchmarkIndex into that phone, to one decimal. */
export function calibratedSlowdown(benchmarkIndex: number): number {
  return Math.round((benchmarkIndex / PHONE_BENCHMARK_INDEX) * 10) / 10;
}

/** The mobile preset with this CPU slowdown, or the desktop preset as it is. */
export function configFor(form: "mobile" | "desktop", cpuSlowdown: number): Config {
  if (form === "desktop") return desktopConfig;
  return {
    extends: "lighthouse:default",
    settings: { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } },
  };
}

/**
 * One run in a fresh browser, so no cache or warm process carries over.
 * Undefined (with a warning) when Lighthouse could not score the page; the
 * caller decides whether to run again.
 */
export async function runLighthouse(
  url: string,
  config: Config,
): Promise<RunnerResult | undefined> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error" },
      config,
    );
    const lhr = result?.lhr;
    const unscored = lhr
      ? Object.values(lhr.categories).filter((category) => category.score === null)
      : [];
    if (result && lhr && !lhr.runtimeError && unscored.length === 0) return result;
    console.warn(
      `${url}: Lighthouse run not scored (${lhr?.runtimeError?.code ?? unscored.map((category) => category.id).join(", ")}); running again`,
    );
    return undefined;
  } finally {
    chrome.kill();
  }
}
