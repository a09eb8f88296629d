import { describe, expect, it } from "vitest";
import { pageMeta } from "./meta.ts";

const property = (meta: ReturnType<typeof pageMeta>, name: string) =>
  meta.find((tag) => "property" in tag && tag.property === name)?.content;

describe("page meta", () => {
  it("tells link previews the English pages are in British English", () => {
    const meta = pageMeta({ page: "services", pathname: "/en/uslugi" });
    expect(property(meta, "og:locale")).toBe("en_GB");
    expect(property(meta, "og:locale:alternate")).toBe("pl_PL");
  });

  it("gives Polish pages the Polish locale with British English as the alternate", () => {
    const meta = pageMeta({ page: "services", pathname: "/uslugi" });
    expect(property(meta, "og:locale")).toBe("pl_PL");
    expect(property(meta, "og:locale:alternate")).toBe("en_GB");
  });
});
