/**
 * Which measurement tools the site uses: set at build time, read here once.
 * The consent banner, the privacy policy, the browser's measurement module
 * (app/measurement/) and the Content-Security-Policy (tooling/postbuild.ts)
 * all take it from this module, so the texts name exactly the tools that run.
 *
 * - `VITE_GA_MEASUREMENT_ID` (`G-…`): Google Analytics 4 through gtag.js, in
 *   Google Consent Mode v2, basic implementation: loaded only after "accept".
 * - `VITE_GOOGLE_ADS_CONVERSION` (`AW-…/label`): the lead conversion is also
 *   reported to Google Ads (needs the GA id: it rides on the same tag).
 *
 * Without them the site makes no third-party request at all.
 */
import type { Lang } from "#shared/lang.ts";
import { fromSharedEnv } from "./shared-env.ts";

export interface AdsConversion {
  /** The Google Ads tag id, `AW-123456789`. */
  id: string;
  /** The conversion action's label. */
  label: string;
}

export interface Measurement {
  /** The GA4 measurement id, or null when the site measures nothing. */
  gaId: string | null;
  /** The Google Ads lead conversion, or null. */
  adsConversion: AdsConversion | null;
}

const GA_ID = /^G-[A-Z0-9]{4,20}$/;
const ADS_CONVERSION = /^(AW-\d{6,15})\/([\w-]{1,80})$/;

/** Reads both settings; a malformed value stops the build with the variable's name. */
export function readMeasurement(ga: string, ads: string): Measurement {
  if (ga && !GA_ID.test(ga)) {
    throw new Error(`VITE_GA_MEASUREMENT_ID must look like G-XXXXXXXXXX, not "${ga}"`);
  }
  const conversion = ADS_CONVERSION.exec(ads);
  if (ads && !conversion) {
    throw new Error(`VITE_GOOGLE_ADS_CONVERSION must look like AW-123456789/label, not "${ads}"`);
  }
  if (ads && !ga) {
    throw new Error(
      "VITE_GOOGLE_ADS_CONVERSION needs VITE_GA_MEASUREMENT_ID (the same tag sends it)",
    );
  }
  return {
    gaId: ga || null,
    adsConversion: conversion ? { id: conversion[1] ?? "", label: conversion[2] ?? "" } : null,
  };
}

export const measurement: Measurement = readMeasurement(
  fromSharedEnv("VITE_GA_MEASUREMENT_ID", ""),
  fromSharedEnv("VITE_GOOGLE_ADS_CONVERSION", ""),
);

/**
 * Extra Content-Security-Policy sources, by directive, that the configured
 * tools need. None for scripts: the policy trusts the scripts our own trusted
 * scripts add ('strict-dynamic'), and gtag.js is one, so no host is ever
 * allowed to serve scripts (Google's hosts also serve JSONP and gadgets that
 * would let injected markup run code).
 */
export interface ThirdPartySources {
  connect: string[];
  img: string[];
}

/** The hosts Google documents for gtag.js with GA4 and with Google Ads conversions: what the tag connects to and loads as images. */
export function thirdPartySources({ gaId, adsConversion }: Measurement): ThirdPartySources {
  const sources: ThirdPartySources = { connect: [], img: [] };
  if (gaId) {
    sources.connect.push(
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    );
    sources.img.push("https://*.google-analytics.com", "https://*.googletagmanager.com");
  }
  if (adsConversion) {
    sources.connect.push(
      "https://www.google.com",
      "https://googleads.g.doubleclick.net",
      "https://www.googleadservices.com",
    );
    sources.img.push("https://www.google.com", "https://googleads.g.doubleclick.net");
  }
  return sources;
}

/** The tools the build measures with, named for people ("Google Analytics 4 i Google Ads"), or null. */
export function measuredToolsText(lang: Lang, { gaId, adsConversion }: Measurement = measurement) {
  const tools = [gaId && "Google Analytics 4", adsConversion && "Google Ads"].filter(
    (tool): tool is string => Boolean(tool),
  );
  if (tools.length === 0) return null;
  return new Intl.ListFormat(lang, { type: "conjunction" }).format(tools);
}
