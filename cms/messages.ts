/**
 * The content schemas' own messages (English, as the build prints them) in
 * Polish for the editor. zod's built-in messages come in Polish from its
 * locale (cms/save-checks.ts); a message not listed here is shown as it is.
 */
const polish: Readonly<Record<string, string>> = {
  "must not be empty": "nie może być puste",
  "must be above 0": "musi być większe od 0",
  "must be above the lower number (min), or left empty for a single number":
    "górna granica musi być większa od dolnej (min); przy jednej liczbie zostaw ją pustą",
  "must be a lowercase slug": "tylko małe litery, cyfry i myślniki",
  "must be a URL slug": "tylko małe litery, cyfry i myślniki",
  "must be lower-case words joined by hyphens":
    "małe litery bez polskich znaków, łączone myślnikami",
  "must be an https:// address": "adres musi zaczynać się od https://",
  "must be a site path": "ścieżka do pliku na stronie, np. /blog/covers/okladka.webp",
  "must be an ISO timestamp such as 2025-08-29T09:00:00+02:00":
    "data z godziną, np. 2025-08-29T09:00:00+02:00",
  "is not a real date": "taka data nie istnieje",
  "must be a full name": "imię i nazwisko",
  "must be a portrait under /team/ (SVG or a photo)":
    "portret to plik w /team/: SVG albo zdjęcie (JPG, PNG, WebP, AVIF)",
  "must be an SVG under /clients/": "logo to plik SVG w /clients/",
  "must be an SVG path under /images/": "obraz to plik SVG w /images/",
  "must be a LinkedIn profile": "adres profilu na LinkedIn",
  "must be an Instagram profile": "adres profilu na Instagramie",
  "must be a Facebook page": "adres strony na Facebooku",
  "must list exactly 3 results": "potrzebne są dokładnie 3 wyniki",
  "needs at least 1 image": "potrzebny jest co najmniej 1 obraz",
  "takes at most 3 images": "najwyżej 3 obrazy",
  "the team has two members": "zespół to dwie osoby",
  "the FAQ must hold exactly 17 questions": "FAQ ma dokładnie 17 pytań",
  "every category needs at least one question":
    "każda kategoria potrzebuje co najmniej jednego pytania",
  "totalReviews must equal the number of built-in reviews":
    "liczba opinii musi się zgadzać z liczbą opinii na liście",
  "must be a four-digit year": "rok, cztery cyfry",
  "must be a year such as 2026": "rok, np. 2026",
  'is required by the "checklist" layout and shown by no other':
    "wymagana w układzie „Checklista do pobrania” i tylko w nim",
  "body: is empty": "treść jest pusta",
  "extras: the Polish post has them, the English one not":
    "bloki pod treścią są po polsku, a po angielsku ich brak",
  "extras: shown only beside an English body whose Polish post has extras too":
    "bloki pod treścią po angielsku wymagają angielskiej treści i bloków po polsku",
};

/** Messages that name what they are about: an FAQ answer's placeholder (content/offer-placeholders.ts). */
const patterns: readonly [RegExp, string][] = [
  [
    /^(\{[^}]*\}): the offer \(content\/entries\/offer\.json\) has no figure "(.*)"$/,
    "$1: w Ofercie nie ma liczby „$2”",
  ],
  [/^(\{[^}]*\}): unknown form "(.*)" \(one of (.*)\)$/, "$1: nieznana forma „$2” (jedna z: $3)"],
  [
    /^(\{[^}]*\}): "(.*)" is not a figure, so it takes no form$/,
    "$1: „$2” to nie liczba, więc bez formy po dwukropku",
  ],
];

export function polishMessage(message: string): string {
  const known = polish[message];
  if (known) return known;
  const pattern = patterns.find(([english]) => english.test(message));
  return pattern ? message.replace(pattern[0], pattern[1]) : message;
}
