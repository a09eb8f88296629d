/**
 * The case studies behind the portfolio (/case-study/{id}) and the agency
 * profile shown beside them. Results are the figures measured with each client.
 */

import type { Localized } from "#shared/lang.ts";
import type { CaseStudy } from "./case-studies.schema.ts";
import { site } from "./site.ts";
import { workImages } from "./work-images.ts";

export type { CaseStudy };

/**
 * The testimonials shipped are samples written by us, not words a client said:
 * the page labels them as examples, and none has a client's recorded consent.
 */
const sampleTestimonial = { sample: true, consentRecorded: false } as const;

const entries: readonly CaseStudy[] = [
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
    challenge: {
      pl: "Reliance Wear sprzedawała głównie przez media społecznościowe, a stary sklep na gotowym szablonie ładował się na telefonie ponad 6 sekund. Większość klientów porzucała koszyk na etapie dostawy, a zespół tracił godziny na ręczne odpisywanie na pytania o rozmiary i terminy wysyłki.",
      en: "Reliance Wear sold mostly through social media, and its old template-based store took over 6 seconds to load on a phone. Most customers abandoned their carts at the delivery step, and the team lost hours answering questions about sizes and shipping times by hand.",
    },
    solution: {
      pl: "Zaprojektowaliśmy sklep od nowa z myślą o telefonie: lekką kartę produktu z tabelą rozmiarów, koszyk i zamówienie na jednej stronie, popularne w Polsce metody płatności i dostawy. Zoptymalizowaliśmy zdjęcia i kod, więc strona ładuje się na telefonie w mniej niż 2 sekundy, a integracja z magazynem pokazuje aktualną dostępność każdego rozmiaru.",
      en: "We redesigned the store mobile-first: a lightweight product page with a size chart, a one-page cart and checkout, and the payment and delivery methods popular in Poland. We optimised images and code, so the site loads on a phone in under 2 seconds, and a stock integration shows live availability for every size.",
    },
    results: {
      pl: [
        "O 250% wyższa sprzedaż online w pierwszych 6 miesiącach",
        "O 60% wyższy współczynnik konwersji",
        "85% klientów ocenia zakupy jako bardzo łatwe",
      ],
      en: [
        "250% more online sales in the first 6 months",
        "60% higher conversion rate",
        "85% of customers rate shopping as very easy",
      ],
    },
    images: [workImages.relianceStore, workImages.relianceMobile, workImages.relianceCheckout],
    testimonial: {
      text: {
        pl: "Nowy sklep w końcu nadąża za naszą marką. Klienci kupują z telefonu w kilka kliknięć, a my zamiast odpisywać na pytania o rozmiary, zajmujemy się nowymi kolekcjami.",
        en: "Our new store finally keeps up with our brand. Customers buy from their phones in a few taps, and instead of answering questions about sizes we focus on new collections.",
      },
      author: "Michał Kowalczyk",
      position: { pl: "Założyciel Reliance Wear", en: "Founder, Reliance Wear" },
      ...sampleTestimonial,
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
    challenge: {
      pl: "Nowy barbershop w centrum Szczecina konkurował z kilkunastoma salonami w promieniu kilometra. Nie miał logo ani strony, a rezerwacje przyjmował telefonicznie w trakcie strzyżenia. Marka musiała od pierwszego dnia wyglądać na miejsce z klasą i charakterem.",
      en: "A new barbershop in central Szczecin competed with a dozen salons within a kilometre. It had no logo or website and took bookings by phone in the middle of haircuts. From day one the brand had to look like a place with class and character.",
    },
    solution: {
      pl: "Zaprojektowaliśmy znak z głową kozła i miedzianą paletę nawiązującą do klasycznych brzytw, a potem przenieśliśmy identyfikację na szyld, wizytówki, karty lojalnościowe i social media. Strona z cennikiem i rezerwacją online pozwala umówić wizytę w 30 sekund, bez dzwonienia.",
      en: "We designed a goat-head mark and a copper palette inspired by classic razors, then carried the identity across the sign, business cards, loyalty cards and social media. A website with prices and online booking lets clients book a visit in 30 seconds, without calling.",
    },
    results: {
      pl: [
        "O 200% wyższa rozpoznawalność marki w okolicy",
        "O 80% lepsza ocena profesjonalizmu w ankietach klientów",
        "90% nowych klientów rezerwuje wizytę przez stronę",
      ],
      en: [
        "200% higher brand recognition in the area",
        "80% better professionalism rating in client surveys",
        "90% of new clients book through the website",
      ],
    },
    images: [workImages.goatIdentity, workImages.goatWebsite, workImages.goatStationery],
    testimonial: {
      text: {
        pl: "Klienci mówią, że przyszli, bo zobaczyli nasz szyld albo Instagram. Telefon już nie przerywa mi strzyżenia — kalendarz zapełnia się sam.",
        en: "Clients tell us they came in because they saw our sign or Instagram. The phone no longer interrupts my haircuts — the calendar fills itself.",
      },
      author: "Tomasz Wiśniewski",
      position: { pl: "Właściciel The Goat Beard", en: "Owner, The Goat Beard" },
      ...sampleTestimonial,
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
    challenge: {
      pl: "Parkingi MAGR prowadzą kilka strzeżonych parkingów w Szczecinie, ale kierowcy nie mogli ich znaleźć w internecie. Stara strona nie działała na telefonie, nie miała cennika ani mapy, a większość zapytań trafiała do konkurencji z lepszą widocznością w Google.",
      en: "Parkingi MAGR runs several guarded car parks in Szczecin, but drivers could not find them online. The old site did not work on phones, had no prices or map, and most enquiries went to competitors with better visibility in Google.",
    },
    solution: {
      pl: "Zbudowaliśmy szybką stronę z interaktywną mapą parkingów, przejrzystym cennikiem i przyciskiem połączenia widocznym na każdym ekranie. Zadbaliśmy o lokalne SEO: osobne podstrony lokalizacji, dane strukturalne i uzupełniony profil firmy w Google.",
      en: "We built a fast site with an interactive map of the car parks, a clear price list and a call button visible on every screen. We took care of local SEO: separate location pages, structured data and a complete Google Business Profile.",
    },
    results: {
      pl: [
        "O 45% więcej zapytań od kierowców",
        "Miejsce w pierwszej trójce wyników wyszukiwania na kluczowe frazy",
        "Ocena użyteczności strony 4,9/5",
      ],
      en: [
        "45% more enquiries from drivers",
        "A top-three search ranking for key phrases",
        "A 4.9/5 website usability rating",
      ],
    },
    images: [workImages.magrWebsite],
    testimonial: {
      text: {
        pl: "Kierowcy w końcu znajdują nas w Google i od razu widzą ceny. Telefon dzwoni częściej, a pytań o dojazd jest o połowę mniej.",
        en: "Drivers finally find us on Google and see our prices straight away. The phone rings more often and there are half as many questions about directions.",
      },
      author: "Marek Grabowski",
      position: { pl: "Prezes Parkingi MAGR", en: "CEO, Parkingi MAGR" },
      ...sampleTestimonial,
    },
  },
];

export const caseStudies: readonly CaseStudy[] = entries;

export function findCaseStudy(slug: string | undefined): CaseStudy | undefined {
  return caseStudies.find((study) => study.id === slug);
}

export interface AgencyProfile {
  logo: string;
  about: Localized;
  industry: Localized;
  location: Localized;
  website: string;
  topics: Localized<string[]>;
}

/** The agency card shown beside every case study. */
export const agencyProfile: AgencyProfile = {
  logo: site.logo,
  about: {
    pl: "Odra Creative to agencja marketingowa, brandingowa i interaktywna ze Szczecina. Projektujemy marki, budujemy strony i prowadzimy kampanie dla firm z Pomorza Zachodniego i całej Polski.",
    en: "Odra Creative is a marketing, branding and web agency from Szczecin. We design brands, build websites and run campaigns for businesses in West Pomerania and all over Poland.",
  },
  industry: { pl: "Marketing, branding i web design", en: "Marketing, branding and web design" },
  location: { pl: "Szczecin, Polska", en: "Szczecin, Poland" },
  website: `${site.url}/`,
  topics: {
    pl: ["Branding", "Strony www", "E-commerce", "Marketing cyfrowy", "SEO lokalne"],
    en: ["Branding", "Websites", "E-commerce", "Digital marketing", "Local SEO"],
  },
};
