import { describe, expect, it } from "vitest";
import { unsafeMarkup } from "./markup-rules.ts";

const linesOf = (markdown: string) => unsafeMarkup(markdown).map((problem) => problem.line);

describe("what an article's Markdown may not carry", () => {
  it("refuses script, iframe and other embedding elements, on the line they are on", () => {
    const markdown = [
      "Intro.",
      "",
      "<div>",
      "<SCRIPT src=/x.js></SCRIPT>",
      "</div>",
      "",
      "Text <iframe src=https://example.com></iframe> inline.",
      "",
      "<object data=x></object>",
    ].join("\n");
    expect(unsafeMarkup(markdown)).toEqual([
      { line: 4, problem: expect.stringContaining("a <script> element") },
      { line: 7, problem: expect.stringContaining("a <iframe> element") },
      { line: 9, problem: expect.stringContaining("a <object> element") },
    ]);
  });

  it("refuses event-handler attributes in raw HTML", () => {
    const markdown = [
      'A <span onclick="steal()">word</span>.',
      "",
      "- <img src=x ONERROR=steal()>",
      "",
      '<a href="/"',
      "   onmouseover=steal()>x</a>",
    ].join("\n");
    expect(unsafeMarkup(markdown)).toEqual([
      { line: 1, problem: expect.stringContaining("(onclick=)") },
      { line: 3, problem: expect.stringContaining("(onerror=)") },
      { line: 6, problem: expect.stringContaining("(onmouseover=)") },
    ]);
  });

  it("refuses javascript: and vbscript: addresses however they are spelled", () => {
    const markdown = [
      "[a](javascript:alert(1))",
      "",
      "[b]( JaVaScRiPt:alert(1))",
      "",
      "![c](javascript:alert(1))",
      "",
      "<javascript:alert(1)>",
      "",
      "[d][ref]",
      "",
      "[ref]: vbscript:msgbox(1)",
      "",
      '<a href="&#106;avascript&colon;alert(1)">e</a>',
      "",
      '<a href="java',
      'script:alert(1)">f</a>',
      "",
      "| x |",
      "|---|",
      "| [g](javascript:alert(1)) |",
    ].join("\n");
    expect(linesOf(markdown)).toEqual([1, 3, 5, 7, 9, 13, 15, 20]);
    for (const { problem } of unsafeMarkup(markdown)) expect(problem).toMatch(/runs a script/);
  });

  it("allows the same words as text, in code and in safe HTML", () => {
    const markdown = [
      "JavaScript: the language; an onclick= handler; a <b>bold</b> claim.",
      "",
      "Write `<script>` or `javascript:` in code.",
      "",
      "```html",
      '<script>console.log("example")</script>',
      '<a href="javascript:void(0)" onclick="x()">x</a>',
      "```",
      "",
      "&lt;script&gt; as text, <img/onerror=x> as text too.",
      "",
      '<abbr title="Search engine optimisation">SEO</abbr>, [a link](https://example.com/?on=1), [mail](mailto:a@b.pl).',
    ].join("\n");
    expect(unsafeMarkup(markdown)).toEqual([]);
  });
});
