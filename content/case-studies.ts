import type { Localized } from "./localized.ts";

export interface CaseStudy {
  /** URL slug, also the portfolio project id. */
  id: string;
  title: Localized;
  client: string;
  year: string;
  category: Localized;
  summary: Localized;
}

export const caseStudies: readonly CaseStudy[] = [
  {
    id: "reliance-wear",
    title: {
      pl: "Reliance Wear — sklep internetowy marki odzieżowej",
      en: "Reliance Wear — an online store for a clothing brand",
    },
    client: "Reliance Wear",
    year: "2024",
    category: { pl: "Web design i e-commerce", en: "Web design and e-commerce" },
    summary: {
      pl: "Nowy sklep internetowy, który ładuje się na telefonie w mniej niż 2 sekundy. Efekt: o 250% wyższa sprzedaż online i o 60% lepsza konwersja.",
      en: "A new online store that loads on a phone in under 2 seconds. The result: 250% more online sales and a 60% higher conversion rate.",
    },
  },
  {
    id: "the-goat-beard",
    title: {
      pl: "The Goat Beard — branding i strona barbershopu",
      en: "The Goat Beard — branding and website for a barbershop",
    },
    client: "The Goat Beard",
    year: "2024",
    category: { pl: "Branding i web design", en: "Branding and web design" },
    summary: {
      pl: "Identyfikacja wizualna i strona z rezerwacjami dla barbershopu. Rozpoznawalność marki wzrosła o 200%, a 90% nowych klientów trafia przez stronę.",
      en: "A visual identity and a booking website for a barbershop. Brand recognition grew by 200% and 90% of new clients now arrive through the site.",
    },
  },
  {
    id: "parkingi-magr",
    title: {
      pl: "Parkingi MAGR — strona firmy parkingowej",
      en: "Parkingi MAGR — a website for a parking company",
    },
    client: "Parkingi MAGR",
    year: "2024",
    category: { pl: "Strona internetowa", en: "Website" },
    summary: {
      pl: "Strona strzeżonych parkingów z mapą, cennikiem i szybkim kontaktem. O 45% więcej zapytań i miejsce w pierwszej trójce wyników wyszukiwania.",
      en: "A site for guarded car parks with a map, prices and quick contact. 45% more enquiries and a place in the top three search results.",
    },
  },
];

export function findCaseStudy(slug: string | undefined): CaseStudy | undefined {
  return caseStudies.find((study) => study.id === slug);
}
