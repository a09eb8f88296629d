/** URL- and id-safe ASCII slugs of Polish and English text. */
const translit: Record<string, string> = {
  ą: "a",
  ć: "c",
  ę: "e",
  ł: "l",
  ń: "n",
  ó: "o",
  ś: "s",
  ź: "z",
  ż: "z",
};

/** "Krok 1: Analiza marki" → "krok-1-analiza-marki" (ASCII, valid as an HTML id). */
export function slugify(text: string): string {
  const ascii = text
    .toLowerCase()
    .replace(/[ąćęłńóśźż]/g, (char) => translit[char] ?? char)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
  const slug = ascii.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return /^[a-z]/.test(slug) ? slug : `s-${slug || "section"}`;
}
