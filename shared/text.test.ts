import { describe, expect, it } from "vitest";
import { escapeHtml, escapeXml, htmlToText } from "./text.ts";

describe("text and markup", () => {
  it("escapes every character that could end an element or an attribute", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;",
    );
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&#60;a href=&#34;x&#34;&#62;Tom &#38; Jerry&#39;s&#60;/a&#62;",
    );
  });

  it("reads escaped text back as it was written", () => {
    const text = `Cena "od 800 zł" & więcej: <tylko> dziś, Jerry's`;
    expect(htmlToText(`<p>${escapeHtml(text)}</p>`)).toBe(text);
  });

  it("turns HTML into one line of text without a space before punctuation", () => {
    expect(
      htmlToText("<p>Zwykle <strong>3–6 tygodni</strong> .</p>\n<p>Potem&nbsp;start</p>"),
    ).toBe("Zwykle 3–6 tygodni. Potem start");
  });
});
