import { describe, expect, it } from "vitest";
import { encodeAttribution } from "../../shared/forms/attribution.ts";
import { parseAttribution } from "./attribution.ts";

describe("lead attribution header", () => {
  it("comes back as sent, Polish characters included", () => {
    const sent = {
      page: "/en/kontakt",
      landingPage: "/blog/projekt-logo",
      referrer: "https://www.facebook.com/",
      utmSource: "facebook",
      utmMedium: "paid_social",
      utmCampaign: "wiosna „2027”",
      utmTerm: "logo dla piekarni",
      utmContent: "karuzela-3",
    };
    expect(parseAttribution(encodeAttribution(sent))).toEqual(sent);
  });

  it("drops what is malformed field by field: foreign or scheme-less paths, scripts, control, bidi and zero-width characters, overlong values", () => {
    const stored = parseAttribution(
      new URLSearchParams({
        page: "https://evil.example/kontakt",
        landingPage: "/\\evil.example",
        referrer: "javascript:alert(1)",
        utmSource: "a".repeat(151),
        utmMedium: "c\u0007pc",
        utmCampaign: "zima",
        utmTerm: "faktura\u202Egpj.exe",
        utmContent: "baner\u200B",
      }).toString(),
    );
    expect(stored).toEqual({
      page: null,
      landingPage: null,
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: "zima",
      utmTerm: null,
      utmContent: null,
    });
    for (const unseen of ["\u2066", "\u200F", "\u061C", "\u2060", "\uFEFF", "\u00AD", "\u3164"]) {
      expect(parseAttribution(`page=/kon${encodeURIComponent(unseen)}takt`).page).toBeNull();
    }
    expect(Object.values(parseAttribution(undefined)).every((value) => value === null)).toBe(true);
  });
});
