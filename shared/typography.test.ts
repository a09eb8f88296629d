import { describe, expect, it } from "vitest";
import { typesetPolish, typesetPolishHtml, typesetPolishTree } from "./typography.ts";

/** No-break spaces shown as "~", so a test reads as the rule it checks. */
const shown = (text: string) => text.replaceAll("\u00a0", "~");
const typeset = (text: string) => shown(typesetPolish(text));

describe("Polish typesetting", () => {
  it("binds every one-letter word to the next one, one after another too", () => {
    expect(
      typeset("Spotkanie w biurze i u Ciebie, a w razie potrzeby z nami (o ile zdążymy)."),
    ).toBe("Spotkanie w~biurze i~u~Ciebie, a~w~razie potrzeby z~nami (o~ile zdążymy).");
    expect(typeset("W Szczecinie „i tak” jest dobrze")).toBe("W~Szczecinie „i~tak” jest dobrze");
    expect(typeset("Aplikacja i Zespół, O nas, U nas, Z nami, A potem, I jeszcze")).toBe(
      "Aplikacja i~Zespół, O~nas, U~nas, Z~nami, A~potem, I~jeszcze",
    );
  });

  it("leaves words of two letters and letters inside words alone", () => {
    expect(typeset("od do na we ze, Pon.–pt., e-mail, Google Ads")).toBe(
      "od do na we ze, Pon.–pt., e-mail, Google Ads",
    );
  });

  it("keeps a sum on one line: thousands grouped, the currency bound to the number", () => {
    expect(typeset("od 800 zł do 15 000 zł")).toBe("od 800~zł do 15~000~zł");
    expect(typeset("koszt 2500 zł, czyli ok. 3 tys. zł")).toBe(
      "koszt 2500~zł, czyli ok. 3~tys.~zł",
    );
    expect(typeset("budżet 150 000 PLN")).toBe("budżet 150~000~PLN");
  });

  it("writes a range one way: en dash without spaces, a 4-digit end grouped beside a grouped one", () => {
    expect(typeset("8000–15 000 zł")).toBe("8~000–15~000~zł");
    expect(typeset("8000 – 15 000 zł")).toBe("8~000–15~000~zł");
    expect(typeset("800–2500 zł")).toBe("800–2500~zł");
    expect(typeset("3 — 6 tygodni")).toBe("3–6~tygodni");
  });

  it("binds a number to what it counts", () => {
    expect(typeset("w 5 tygodni, po 3–6 miesiącach, w 2025 r.")).toBe(
      "w~5~tygodni, po 3–6~miesiącach, w~2025~r.",
    );
    expect(typeset("{count} pytania")).toBe("{count}~pytania");
    expect(typeset("GA4 i Meta")).toBe("GA4 i~Meta");
    expect(typeset("od 800 do 2500 zł, 3 lub 4 dni")).toBe("od 800 do 2500~zł, 3 lub 4~dni");
  });

  it("sets a dash in prose as a spaced en dash that never opens a line", () => {
    expect(typeset("Logo — ile kosztuje")).toBe("Logo~– ile kosztuje");
    expect(typeset("Logo – ile kosztuje")).toBe("Logo~– ile kosztuje");
  });

  it("leaves addresses, e-mails, slugs, dates and phone links as they are", () => {
    for (const value of [
      "https://odracreative.pl/uslugi/branding-i-design?a=1",
      "biuro@odracreative.pl",
      "identyfikacja-wizualna-szczecin-krok-po-kroku",
      "2026-11-18T09:00:00+01:00",
      "tel:+48910000000",
    ]) {
      expect(typesetPolish(value)).toBe(value);
    }
  });

  it("changes nothing more when a text is typeset twice", () => {
    const text = "W 2025 r. – od 8000 do 15 000 zł i 8000–15 000 zł, a potem z nami";
    expect(typesetPolish(typesetPolish(text))).toBe(typesetPolish(text));
  });
});

describe("Polish typesetting of HTML", () => {
  it("typesets the text between tags and never a tag or its attributes", () => {
    expect(
      shown(
        typesetPolishHtml(
          '<p title="a b">Cena w <strong>15 000 zł</strong> — <a href="/a b">i tak</a></p>',
        ),
      ),
    ).toBe('<p title="a b">Cena w~<strong>15~000~zł</strong>~– <a href="/a b">i~tak</a></p>');
  });
});

describe("Polish typesetting of a tree of texts", () => {
  it("typesets the Polish side of { pl, en } pairs and leaves the English and other values", () => {
    const tree = {
      id: "a b",
      count: 3,
      title: { pl: "Strony i sklepy", en: "Sites and a shop" },
      items: [{ pl: "w biurze", en: "a b" }],
    };
    expect(typesetPolishTree(tree)).toEqual({
      id: "a b",
      count: 3,
      title: { pl: "Strony i\u00a0sklepy", en: "Sites and a shop" },
      items: [{ pl: "w\u00a0biurze", en: "a b" }],
    });
  });

  it("typesets every string of a Polish dictionary and keeps its functions", () => {
    const format = () => "x";
    const tree = typesetPolishTree({ a: "i tak", nested: { list: ["o tym"] }, format }, true);
    expect(tree).toEqual({ a: "i\u00a0tak", nested: { list: ["o\u00a0tym"] }, format });
  });
});
