import bcd from "@mdn/browser-compat-data" with { type: "json" };
import { describe, expect, it } from "vitest";
import { type Browser, oldestSupported, platformFeatures } from "./browser-support.ts";

interface Support {
  version_added: string | boolean | null;
  flags?: unknown[];
  prefix?: string;
  alternative_name?: string;
  partial_implementation?: boolean;
}

/** The first version of `browser` with the feature unprefixed, unflagged and complete; Infinity when none. */
function firstFullVersion(key: string, browser: Browser): number {
  let node: unknown = bcd;
  for (const part of key.split(".")) {
    node =
      node && typeof node === "object" && part in node
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  const compat =
    node && typeof node === "object" && "__compat" in node
      ? (node.__compat as { support: Record<string, Support | Support[]> })
      : undefined;
  if (!compat) throw new Error(`MDN has no compatibility data for ${key}`);
  const entries = [compat.support[browser] ?? []].flat();
  const versions = entries
    .filter(
      (entry) =>
        !entry.flags && !entry.prefix && !entry.alternative_name && !entry.partial_implementation,
    )
    .map((entry) =>
      typeof entry.version_added === "string"
        ? Number.parseFloat(entry.version_added.replace("≤", ""))
        : Number.NaN,
    )
    .filter((version) => Number.isFinite(version));
  return versions.length > 0 ? Math.min(...versions) : Number.POSITIVE_INFINITY;
}

const browsers = Object.keys(oldestSupported) as Browser[];

describe("the platform features the site is built on, against the oldest browsers it supports", () => {
  for (const feature of platformFeatures) {
    it(`${feature.bcd}: ${feature.without ? "has a fallback where it is missing" : "is in every supported browser"}`, () => {
      const missing = browsers.filter(
        (browser) => firstFullVersion(feature.bcd, browser) > oldestSupported[browser],
      );
      if (feature.without) {
        // A fallback for a feature every supported browser has is a note that has gone stale.
        expect(missing).not.toEqual([]);
      } else {
        expect(missing).toEqual([]);
      }
    });
  }
});
