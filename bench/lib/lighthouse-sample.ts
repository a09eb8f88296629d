/** What one Lighthouse run tells about a page, and the medians of several. */
import type { Result } from "lighthouse";
import { median } from "./report.ts";

export interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  requests: number;
  benchmarkIndex: number;
}

export function sampleOf(lhr: Result): Sample {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: Record<string, unknown>[] } | undefined)
      ?.items ?? [];
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    jsBytes: requests
      .filter((item) => item.resourceType === "Script")
      .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0),
    requests: requests.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

export function medians(samples: readonly Sample[]): Sample {
  const result = {} as Sample;
  for (const key of Object.keys(samples[0] ?? {}) as (keyof Sample)[]) {
    result[key] = median(samples.map((sample) => sample[key]));
  }
  return result;
}
