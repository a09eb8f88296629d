import { describe, expect, it } from "vitest";
import { measuredToolsText, readMeasurement, thirdPartySources } from "./measurement.ts";

describe("measurement settings", () => {
  it("measure nothing and need no third party without an id", () => {
    const none = readMeasurement("", "");
    expect(none).toEqual({ gaId: null, adsConversion: null });
    expect(thirdPartySources(none)).toEqual({ connect: [], img: [] });
    expect(measuredToolsText("pl", none)).toBeNull();
  });

  it("name GA4 and Google Ads in each language, and allow Google's hosts to be reached, never to serve scripts", () => {
    const both = readMeasurement("G-ABC123XYZ", "AW-123456789/AbC-lead_1");
    expect(both.adsConversion).toEqual({ id: "AW-123456789", label: "AbC-lead_1" });
    expect(measuredToolsText("pl", both)).toBe("Google Analytics 4 i Google Ads");
    expect(measuredToolsText("en", both)).toBe("Google Analytics 4 and Google Ads");
    const sources = thirdPartySources(both);
    expect(Object.keys(sources)).toEqual(["connect", "img"]);
    expect(sources.connect).toContain("https://*.google-analytics.com");
    expect(sources.connect).toContain("https://www.google.com");
    expect(sources.img).toContain("https://*.google-analytics.com");
    expect(thirdPartySources(readMeasurement("G-ABC123XYZ", "")).connect).toContain(
      "https://*.googletagmanager.com",
    );
  });

  it("stop the build on a malformed value, naming the variable", () => {
    expect(() => readMeasurement("UA-1234-1", "")).toThrow("VITE_GA_MEASUREMENT_ID");
    expect(() => readMeasurement("G-ABC123XYZ", "AW-123")).toThrow("VITE_GOOGLE_ADS_CONVERSION");
    expect(() => readMeasurement("", "AW-123456789/lead")).toThrow("needs VITE_GA_MEASUREMENT_ID");
  });
});
