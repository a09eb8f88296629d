import { describe, expect, it } from "vitest";
import { inLanguage } from "./in-language.ts";

describe("inLanguage", () => {
  it("replaces every pl/en pair, however deep, with the chosen language", () => {
    const content = {
      id: "serviceWeb",
      headline: { pl: "Strony", en: "Websites" },
      features: [{ icon: "code", title: { pl: "Szybkie", en: "Fast" } }],
      areas: ["Szczecin", "Police"],
      price: 4900,
    };
    expect(inLanguage(content, "en")).toEqual({
      id: "serviceWeb",
      headline: "Websites",
      features: [{ icon: "code", title: "Fast" }],
      areas: ["Szczecin", "Police"],
      price: 4900,
    });
    expect(inLanguage(content, "pl").features[0]?.title).toBe("Szybkie");
  });

  it("leaves objects that merely contain a pl key alongside others untouched", () => {
    const value = { pl: "a", en: "b", note: "c" };
    expect(inLanguage(value, "pl")).toEqual(value);
  });
});
