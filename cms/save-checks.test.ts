/**
 * What the editor refuses to save, and says why, with the schemas the build
 * applies: an article without its English title, a price whose upper end is
 * below its lower one, an FAQ answer naming a figure the offer lacks.
 */
import { beforeAll, describe, expect, it } from "vitest";
import faq from "#content/entries/faq.json" with { type: "json" };
import offer from "#content/entries/offer.json" with { type: "json" };
import {
  checkArticle,
  checkDataFile,
  emptyFields,
  RefusedEntry,
  speakPolish,
  withoutEmpty,
} from "./save-checks.ts";

const words = (count: number) =>
  Array.from({ length: count }, (_, index) => `słowo${index}`).join(" ");

const polish = {
  id: "99",
  slug: "nowy-artykul-testowy",
  title: "Nowy artykuł o cenach stron w Szczecinie",
  excerpt:
    "Ile kosztuje strona firmowa w Szczecinie i od czego zależy cena? Krótki przewodnik po pakietach.",
  author: "tomasz-nowicki",
  category: "web-design",
  tags: ["strony internetowe"],
  publishedAt: "2026-11-20T09:00:00+01:00",
  updatedAt: "2026-11-20T09:00:00+01:00",
  featuredImage: "/blog/covers/nowy.webp",
  featured: false,
  layout: "default",
  pricingTable: false,
  seo: {
    title: "Ile kosztuje strona firmowa w Szczecinie",
    description: "Ceny stron firmowych w Szczecinie: od czego zależą i co dostajesz w pakiecie.",
    keywords: ["strona firmowa Szczecin"],
  },
  body: words(620),
};

const english = {
  title: "What a company website costs in Szczecin",
  excerpt:
    "What does a company website cost in Szczecin and what drives the price? A short guide to the packages.",
  seo: {
    title: "What a company website costs in Szczecin",
    description: "Company website prices in Szczecin: what they depend on and what you get.",
    keywords: ["company website Szczecin"],
  },
  body: words(600),
};

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof RefusedEntry) return error.message;
    throw error;
  }
  return "";
}

beforeAll(() => speakPolish());

describe("before an article is saved", () => {
  it("sets the read time from the Polish body, as the build counts it", () => {
    expect(checkArticle({ polish, english })).toEqual({ readTime: 3 });
  });

  it("refuses an article without its English title, naming the side and the field", () => {
    const { title: _, ...untitled } = english;
    expect(refusal(() => checkArticle({ polish, english: untitled }))).toBe(
      "Popraw przed zapisem — Po angielsku (en) › Tytuł (title): to pole jest wymagane",
    );
  });

  it("refuses a Polish body too short for a read time of a minute", () => {
    expect(refusal(() => checkArticle({ polish: { ...polish, body: words(40) }, english }))).toBe(
      "Popraw przed zapisem — Po polsku (pl) › Treść (body): za krótka — artykuł potrzebuje co najmniej 150 słów",
    );
  });

  it("refuses a body that carries a script or a javascript: link, naming the side and the line", () => {
    const scripted = `${words(620)}\n\n<script>alert(1)</script>`;
    const linked = `${words(600)}\n\n[kliknij](javascript:alert(1))`;
    const message = refusal(() =>
      checkArticle({
        polish: { ...polish, body: scripted },
        english: { ...english, body: linked },
      }),
    );
    expect(message).toContain("Po polsku (pl) › Treść (body), wiersz 3: niedozwolony kod");
    expect(message).toContain("<script>");
    expect(message).toContain("Po angielsku (en) › Treść (body), wiersz 3: niedozwolony kod");
  });

  it("refuses a slug with capitals or Polish letters, in Polish", () => {
    expect(
      refusal(() => checkArticle({ polish: { ...polish, slug: "Nowy-Artykuł" }, english })),
    ).toContain("Po polsku (pl) › Adres /blog/… (slug): małe litery bez polskich znaków");
  });
});

describe("before a data file is saved", () => {
  it("refuses a price whose upper end is below its lower end, naming the figure", () => {
    const broken = structuredClone(offer);
    broken.website.priceFrom = {
      unit: "pln",
      min: 1500,
      max: 900,
    } as typeof offer.website.priceFrom;
    expect(refusal(() => checkDataFile("offer", broken))).toBe(
      "Popraw przed zapisem — Strona internetowa (website) › Cena od (priceFrom) › Górna granica (max): górna granica musi być większa od dolnej (min); przy jednej liczbie zostaw ją pustą",
    );
  });

  it("refuses a price left empty", () => {
    const broken = structuredClone(offer);
    Reflect.deleteProperty(broken.website.priceFrom, "min");
    expect(refusal(() => checkDataFile("offer", broken))).toContain(
      "Cena od (priceFrom) › Liczba lub dolna granica (min): to pole jest wymagane",
    );
  });

  it("refuses an FAQ answer that names a figure the offer does not have", () => {
    const broken = structuredClone(faq);
    const item = broken.items[0];
    if (item) item.answer.pl = "Od {website.cena} netto.";
    expect(refusal(() => checkDataFile("faq", broken))).toContain(
      "Pytania (items) › #1 › Odpowiedź (answer) › po polsku (pl): {website.cena}: w Ofercie nie ma liczby „website.cena”",
    );
  });

  it("saves the files as they are shipped", () => {
    expect(() => checkDataFile("offer", offer)).not.toThrow();
    expect(() => checkDataFile("faq", faq)).not.toThrow();
  });
});

describe("what is saved", () => {
  it("leaves out optional fields the editor emptied, and keeps the items of lists", () => {
    const edited = {
      website: { priceFrom: { unit: "pln", min: 1900, max: "" } },
      authorPosition: { pl: "", en: "" },
      tags: ["a", ""],
    };
    expect(emptyFields(edited)).toEqual([
      ["website", "priceFrom", "max"],
      ["authorPosition", "pl"],
      ["authorPosition", "en"],
      ["authorPosition"],
    ]);
    expect(withoutEmpty(edited)).toEqual({
      website: { priceFrom: { unit: "pln", min: 1900 } },
      tags: ["a", ""],
    });
  });
});
