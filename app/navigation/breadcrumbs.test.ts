import { describe, expect, it } from "vitest";
import { breadcrumbTrail } from "./breadcrumbs.ts";

describe("breadcrumb trail", () => {
  it("walks from home through the parent pages in the page's language", () => {
    expect(breadcrumbTrail("serviceStrategy", "pl")).toEqual([
      { label: "Strona główna", path: "/" },
      { label: "Usługi", path: "/uslugi" },
      { label: "Strategia marki", path: "/uslugi/strategia-marki-szczecin" },
    ]);
    expect(breadcrumbTrail("serviceStrategy", "en").map((crumb) => crumb.path)).toEqual([
      "/en",
      "/en/uslugi",
      "/en/uslugi/strategia-marki-szczecin",
    ]);
  });

  it("ends dynamic pages with their own title and URL", () => {
    const trail = breadcrumbTrail("blogPost", "en", { slug: "my-post", label: "My post" });
    expect(trail.at(-1)).toEqual({ label: "My post", path: "/en/blog/my-post" });
    expect(trail.at(-2)).toEqual({ label: "Blog", path: "/en/blog" });
  });
});
