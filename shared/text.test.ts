import { describe, expect, it } from "vitest";
import { bindSingleLetterWords, escapeHtml, escapeXml, htmlToText } from "./text.ts";

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

  it("binds every Polish one-letter word to the next one, one after another too", () => {
    expect(
      bindSingleLetterWords(
        "Spotkanie w biurze i u Ciebie, a w razie potrzeby z nami (o ile zdążymy).",
      ),
    ).toBe(
      "Spotkanie w\u00a0biurze i\u00a0u\u00a0Ciebie, a\u00a0w\u00a0razie potrzeby z\u00a0nami (o\u00a0ile zdążymy).",
    );
    expect(bindSingleLetterWords("W Szczecinie „i tak” jest dobrze")).toBe(
      "W\u00a0Szczecinie „i\u00a0tak” jest dobrze",
    );
  });
});
