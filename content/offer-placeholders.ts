/**
 * The offer's figures named inside a text: "od {logo.price:fromTo} netto"
 * reads "od od 800 do 2500 zł netto" in Polish. The FAQ's answers are written
 * this way (content/entries/faq.json), so a price changed in the offer changes
 * every answer that states it, and content/blog/offer-statements.ts lists the
 * articles' passages the same way.
 *
 * A placeholder is {name} or {name:form}, the name a path in content/offer.ts:
 * - {logo.delivery} → "7–15 dni roboczych" / "7–15 working days";
 * - {seo.firstEffects:locative} → "3–6 miesiącach" (after "po"), {reply:genitive} → "24 godzin"
 *   (after "w ciągu"); English has no cases and writes the figure as it is;
 * - {logo.price:fromTo} → "od 800 do 2500 zł" / "from 800 to 2,500 PLN";
 * - {logo.price:min} → "800 zł" (the lower end), {webApp.advanced.price:max} (the upper end);
 * - {consultation:number} → "30" (the numbers alone, as in "30-minutową");
 * - {year} → "2026" and {studio} → the text in the language: a number or a text of the offer;
 * - {identity.basic.includes} → what a package hands over, as a list: "typografia, wizytówka
 *   i stopka e-mail" / "typography, a business card and an email signature".
 */
import type { Localized } from "#shared/lang.ts";
import { offer } from "./offer.ts";
import { type Figure, inEnglish, inNumbers, inPolish, lowest } from "./offer-format.ts";

type Lang = keyof Localized;

/** Every {…} in a text. */
const PLACEHOLDER = /\{([^{}]+)\}/g;

/** The forms a placeholder may ask for after its colon. */
const forms = ["genitive", "locative", "fromTo", "min", "max", "number"] as const;

function isFigure(value: unknown): value is Figure {
  return typeof value === "object" && value !== null && "unit" in value && "min" in value;
}

function isLocalized(value: unknown): value is Localized {
  return (
    typeof value === "object" &&
    value !== null &&
    "pl" in value &&
    "en" in value &&
    typeof value.pl === "string"
  );
}

function isList(value: unknown): value is readonly Localized[] {
  return Array.isArray(value) && value.length > 0 && value.every(isLocalized);
}

/** Items as one phrase: "a, b i c" in Polish, "a, b and c" in English. */
export function listIn(items: readonly Localized[], lang: Lang): string {
  const texts = items.map((item) => item[lang]);
  const last = texts.pop();
  if (last === undefined) return "";
  return texts.length === 0 ? last : `${texts.join(", ")} ${lang === "pl" ? "i" : "and"} ${last}`;
}

/** The offer's value under a dotted name such as "logo.packages.basic.price". */
function lookUp(name: string): unknown {
  let value: unknown = offer;
  for (const key of name.split(".")) {
    value = typeof value === "object" && value !== null ? Reflect.get(value, key) : undefined;
  }
  return value;
}

/** Why a placeholder cannot be written out, or undefined when it can. */
function problemWith(placeholder: string): string | undefined {
  const [name = "", form, ...rest] = placeholder.split(":");
  const value = lookUp(name);
  if (rest.length > 0) return `{${placeholder}} has more than one form`;
  if (
    value === undefined ||
    (typeof value === "object" && !isFigure(value) && !isLocalized(value) && !isList(value))
  )
    return `{${placeholder}}: the offer (content/entries/offer.json) has no figure "${name}"`;
  if (form === undefined) return undefined;
  if (!isFigure(value)) return `{${placeholder}}: "${name}" is not a figure, so it takes no form`;
  if (!(forms as readonly string[]).includes(form))
    return `{${placeholder}}: unknown form "${form}" (one of ${forms.join(", ")})`;
  return undefined;
}

/** The placeholders of a text that name nothing the offer has, each with why. */
export function placeholderProblems(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].flatMap(([, placeholder = ""]) => {
    const problem = problemWith(placeholder);
    return problem ? [problem] : [];
  });
}

/** A {name} or {name:form} placeholder written out in the language. */
function figureFor(placeholder: string, lang: Lang): string {
  const problem = problemWith(placeholder);
  if (problem) throw new Error(problem);
  const [name = "", form] = placeholder.split(":");
  const value = lookUp(name);
  if (isList(value)) return listIn(value, lang);
  if (!isFigure(value)) return isLocalized(value) ? value[lang] : String(value);
  const write = (figure: Figure) => (lang === "pl" ? inPolish(figure) : inEnglish(figure));
  switch (form) {
    case "genitive":
    case "locative":
      return lang === "pl" ? inPolish(value, form) : inEnglish(value);
    case "fromTo":
      return lang === "pl" ? inPolish(value, "nominative", "fromTo") : inEnglish(value, "fromTo");
    case "min":
      return write(lowest(value));
    case "max":
      return write({ unit: value.unit, min: value.max ?? value.min });
    case "number":
      return inNumbers(value, lang);
    default:
      return write(value);
  }
}

/** The text with the offer's figures in place of its placeholders. */
export function fillOffer(text: string, lang: Lang): string {
  return text.replace(PLACEHOLDER, (_, placeholder: string) => figureFor(placeholder, lang));
}
