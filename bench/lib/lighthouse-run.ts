/**
 * One Lighthouse run in a browser of its own, and the phone it simulates:
 * shared by bench/lighthouse.ts (scores) and bench/blocking-tasks.ts (where
 * the blocking time comes from).
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config, desktopConfig, type RunnerResult } from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";

/** DevTools' CPU calibration score of a Moto G Power (2022), the phone of Lighthouse's mobile preset. */
const PHONE_BENCHMARK_INDEX = 264;

/** The CPU slowdown of a sitting and where it came from. */
export interface CpuSlowdown {
  /** The multiplier every measured run uses. */
  multiplier: number;
  /** True when it is this machine's benchmarkIndex / PHONE_BENCHMARK_INDEX. */
  calibrated: boolean;
  /** The machine's benchmarkIndex from the calibration run (NaN with a fixed slowdown). */
  benchmarkIndex: number;
  /** One line for the report, e.g. "CPU slowdown 14.3× = benchmarkIndex / 264". */
  description: string;
}

/**
 * The slowdown a `--cpu` option asks for: a number is used as it is;
 * `calibrated` runs `calibrationUrl` once with the default preset, reads the
 * machine's benchmarkIndex (Lighthouse measures it at the start of a run) and
 * slows the CPU by benchmarkIndex / 264, to one decimal.
 */
export async function resolveCpuSlowdown(
  option: string | undefined,
  calibrationUrl: string,
): Promise<CpuSlowdown> {
  if (option !== "calibrated") {
    const multiplier = Number(option);
    if (!(multiplier > 0)) throw new Error("--cpu is `calibrated` or a number");
    return {
      multiplier,
      calibrated: false,
      benchmarkIndex: Number.NaN,
      description: `CPU slowdown ${multiplier}× (fixed)`,
    };
  }
  const first = await runLighthouse(calibrationUrl, configFor("mobile", 4));
  if (!first)
    throw new Error("The calibration run was not scored; run again on a quieter machine.");
  const benchmarkIndex = first.lhr.environment.benchmarkIndex;
  const multiplier = Math.round((benchmarkIndex / PHONE_BENCHMARK_INDEX) * 10) / 10;
  return {
    multiplier,
    calibrated: true,
    benchmarkIndex,
    description: `CPU slowdown ${multiplier}× = benchmarkIndex / ${PHONE_BENCHMARK_INDEX}`,
  };
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
