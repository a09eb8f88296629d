import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html.ts";

describe("the preview's HTML", () => {
  it("keeps what an article's Markdown renders to", () => {
    const html = marked.parse(
      [
        "## Krok 1: Cel",
        "",
        'Tekst z **pogrubieniem**, *kursywą*, `kodem` i [linkiem](https://example.com/a?b=1&c=2 "tytuł"), [kontakt](/kontakt), [mail](mailto:a@b.pl).',
        "",
        "- [x] zrobione",
        "- punkt",
        "",
        "1. pierwszy",
        "",
        "> cytat",
        "",
        "| Pakiet | Cena |",
        "|:---|---:|",
        "| Basic | 800 zł |",
        "",
        '![okładka](/blog/covers/a.webp "opis")',
        "",
        "```",
        '<script>alert("przykład")</script>',
        "```",
      ].join("\n"),
      { async: false },
    );
    // The same markup; quotes in text need no escaping.
    expect(sanitizeHtml(html)).toBe(html.replaceAll("&quot;", '"').replaceAll("&#39;", "'"));
  });

  it("drops scripts, frames and styles with what they hold", () => {
    expect(
      sanitizeHtml(
        '<p>a</p><script>alert(1)</script><SCRIPT src="x.js"></SCRIPT><iframe src="https://e.com">x</iframe><style>p{}</style><svg><script>alert(2)</script></svg><object data=x><embed src=x></object><p>b</p>',
      ),
    ).toBe("<p>a</p><p>b</p>");
  });

  it("drops event-handler attributes and script addresses, however they are written", () => {
    const html = [
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">a</a>',
      '<a href="&#106;ava&#x73;cript&colon;alert(1)">b</a>',
      '<a href=" java\tscript:alert(1)">c</a>',
      '<a href="data:text/html,<script>alert(1)</script>">d</a>',
      '<img src="vbscript:x">',
      '<p style="background:url(x)" onmouseover="x()">e</p>',
      '<input type="text" value="x" onfocus="x()" autofocus>',
    ].join("");
    expect(sanitizeHtml(html)).toBe('<img src="x"><a>a</a><a>b</a><a>c</a><a>d</a><img><p>e</p>');
  });

  it("escapes text, so nothing in it becomes markup", () => {
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; "x"</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; "x"</p>',
    );
    expect(sanitizeHtml('<a title="&quot;><script>alert(1)</script>" href="/">x</a>')).toBe(
      '<a title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" href="/">x</a>',
    );
  });
});
