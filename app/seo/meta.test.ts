import { describe, expect, it } from "vitest";
import { pageMeta } from "./meta.ts";

function property(meta: ReturnType<typeof pageMeta>, name: string): unknown {
  const tag = meta.find((each) => "property" in each && each.property === name);
  return tag && "content" in tag ? tag.content : undefined;
}

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
