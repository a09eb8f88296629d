import { describe, expect, it } from "vitest";
import { langFromPath, localizePath, mirrorPath, stripLang } from "./lang.ts";

describe("language paths", () => {
  it("reads the language from the URL prefix", () => {
    expect(langFromPath("/")).toBe("pl");
    expect(langFromPath("/uslugi")).toBe("pl");
    expect(langFromPath("/en")).toBe("en");
    expect(langFromPath("/en/kontakt")).toBe("en");
    expect(langFromPath("/enigma")).toBe("pl");
  });

  it("maps every page onto its mirror in the other language", () => {
    expect(mirrorPath("/", "en")).toBe("/en");
    expect(mirrorPath("/en", "pl")).toBe("/");
    expect(mirrorPath("/uslugi/strategia-marki-szczecin", "en")).toBe(
      "/en/uslugi/strategia-marki-szczecin",
    );
    expect(mirrorPath("/en/blog/abc", "pl")).toBe("/blog/abc");
    expect(mirrorPath("/kontakt", "pl")).toBe("/kontakt");
  });

  it("drops trailing slashes so every page has one URL", () => {
    expect(mirrorPath("/uslugi/", "en")).toBe("/en/uslugi");
    expect(mirrorPath("/en/", "pl")).toBe("/");
    expect(stripLang("/en/kontakt/")).toBe("/kontakt");
  });

  it("strips and adds the English prefix symmetrically", () => {
    for (const path of ["/", "/zespol", "/case-study/reliance-wear"]) {
      expect(stripLang(localizePath(path, "en"))).toBe(path);
    }
  });
});
