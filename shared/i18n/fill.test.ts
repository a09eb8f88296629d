import { describe, expect, it } from "vitest";
import { fill } from "./fill.ts";

describe("fill", () => {
  it("puts every named value into its placeholder and leaves unknown ones as they are", () => {
    expect(fill("{count} z 5 gwiazdek", { count: 4 })).toBe("4 z 5 gwiazdek");
    expect(fill("Logo {name} — {industry}", { name: "Lniane" })).toBe("Logo Lniane — {industry}");
  });
});
