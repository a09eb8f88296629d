/**
 * The case studies behind the portfolio (/case-study/{id}) and the agency
 * profile shown beside them. Every result is a measured outcome with the
 * period it covers and where the figure comes from: a change needs a baseline
 * to compare with, and a business that had nothing before (a new salon) is
 * measured in absolute terms.
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
      en: "Reliance Wear — an online shop for a clothing brand",
    },
    client: "Reliance Wear",
    year: "2024",
    category: { pl: "Web design i e-commerce", en: "Web design and e-commerce" },
    summary: {
      pl: "Nowy sklep ładuje się na telefonie w mniej niż 2 sekundy. W pół roku po starcie: 3,5 raza więcej zamówień online niż rok wcześniej i konwersja 2,4% zamiast 1,5%.",
      en: "A new shop that loads on a phone in under 2 seconds. In its first six months: 3.5 times the online orders of a year earlier and a 2.4% conversion rate, up from 1.5%.",
    },
    challenge: {
      pl: "Reliance Wear sprzedawała głównie przez media społecznościowe, a stary sklep na gotowym szablonie ładował się na telefonie ponad 6 sekund. Większość klientów porzucała koszyk na etapie dostawy, a zespół tracił godziny na ręczne odpisywanie na pytania o rozmiary i terminy wysyłki.",
      en: "Reliance Wear sold mostly through social media, and its old template-based shop took over 6 seconds to load on a phone. Most customers abandoned their baskets at the delivery step, and the team lost hours answering questions about sizes and shipping times by hand.",
    },
    solution: {
      pl: "Zaprojektowaliśmy sklep od nowa z myślą o telefonie: lekką kartę produktu z tabelą rozmiarów, koszyk i zamówienie na jednej stronie, popularne w Polsce metody płatności i dostawy. Zoptymalizowaliśmy zdjęcia i kod, więc strona ładuje się na telefonie w mniej niż 2 sekundy, a integracja z magazynem pokazuje aktualną dostępność każdego rozmiaru.",
      en: "We redesigned the shop mobile-first: a lightweight product page with a size chart, a one-page basket and checkout, and the payment and delivery methods popular in Poland. We optimised images and code, so the site loads on a phone in under 2 seconds, and a stock integration shows live availability for every size.",
    },
    results: [
      {
        outcome: {
          pl: "1120 zamówień online wobec 320 rok wcześniej (o 250% więcej)",
          en: "1,120 online orders against 320 a year earlier (250% more)",
        },
        period: {
          pl: "od października 2024 do marca 2025 wobec tych samych miesięcy rok wcześniej",
          en: "October 2024 to March 2025 against the same months a year earlier",
        },
        source: { pl: "panel sprzedaży sklepu", en: "the shop's sales dashboard" },
      },
      {
        outcome: {
          pl: "Współczynnik konwersji 2,4% wobec 1,5% (o 60% wyższy)",
          en: "A 2.4% conversion rate against 1.5% (60% higher)",
        },
        period: {
          pl: "pół roku po starcie wobec pół roku przed nim",
          en: "six months after launch against the six months before",
        },
        source: { pl: "Google Analytics 4", en: "Google Analytics 4" },
      },
      {
        outcome: {
          pl: "Strona produktu ładuje się na telefonach w 1,8 s (LCP, 75. percentyl wizyt)",
          en: "Product pages load on phones in 1.8 s (LCP at the 75th percentile of visits)",
        },
        period: { pl: "marzec 2025", en: "March 2025" },
        source: {
          pl: "raport Podstawowe wskaźniki internetowe w Google Search Console",
          en: "the Core Web Vitals report in Google Search Console",
        },
      },
    ],
    images: [workImages.relianceStore, workImages.relianceMobile, workImages.relianceCheckout],
    testimonial: {
      text: {
        pl: "Nowy sklep w końcu nadąża za naszą marką. Klienci kupują z telefonu w kilka kliknięć, a my zamiast odpisywać na pytania o rozmiary, zajmujemy się nowymi kolekcjami.",
        en: "Our new shop finally keeps up with our brand. Customers buy from their phones in a few taps, and instead of answering questions about sizes we focus on new collections.",
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
      pl: "Identyfikacja i strona z rezerwacjami dla nowego barbershopu. W pierwszym półroczu średnio 260 wizyt miesięcznie umówionych online, w tym 9 na 10 pierwszych wizyt.",
      en: "An identity and a booking website for a new barbershop. In its first six months, an average of 260 visits a month booked online, including 9 in 10 first visits.",
    },
    challenge: {
      pl: "Nowy barbershop w centrum Szczecina konkurował z kilkunastoma salonami w promieniu kilometra. Nie miał logo ani strony, a rezerwacje przyjmował telefonicznie w trakcie strzyżenia. Marka musiała od pierwszego dnia wyglądać na miejsce z klasą i charakterem.",
      en: "A new barbershop in central Szczecin competed with a dozen salons within a kilometre. It had no logo or website and took bookings by phone in the middle of haircuts. From day one the brand had to look like a place with class and character.",
    },
    solution: {
      pl: "Zaprojektowaliśmy znak z głową kozła i miedzianą paletę nawiązującą do klasycznych brzytw, a potem przenieśliśmy identyfikację na szyld, wizytówki, karty lojalnościowe i social media. Strona z cennikiem i rezerwacją online pozwala umówić wizytę w 30 sekund, bez dzwonienia.",
      en: "We designed a goat-head mark and a copper palette inspired by classic razors, then carried the identity across the sign, business cards, loyalty cards and social media. A website with prices and online booking lets clients book a visit in 30 seconds, without calling.",
    },
    results: [
      {
        outcome: {
          pl: "Średnio 260 wizyt miesięcznie umówionych przez stronę",
          en: "An average of 260 visits a month booked through the website",
        },
        period: { pl: "styczeń–czerwiec 2025", en: "January–June 2025" },
        source: { pl: "kalendarz rezerwacji salonu", en: "the salon's booking calendar" },
      },
      {
        outcome: {
          pl: "9 na 10 pierwszych wizyt nowych klientów umówionych online",
          en: "9 in 10 first visits by new clients booked online",
        },
        period: { pl: "styczeń–czerwiec 2025", en: "January–June 2025" },
        source: {
          pl: "kalendarz rezerwacji salonu (pierwsza wizyta klienta)",
          en: "the salon's booking calendar (each client's first visit)",
        },
      },
      {
        outcome: {
          pl: "Średnio 85 połączeń i 240 próśb o wyznaczenie trasy miesięcznie z Profilu Firmy w Google",
          en: "An average of 85 calls and 240 direction requests a month from the Google Business Profile",
        },
        period: { pl: "styczeń–czerwiec 2025", en: "January–June 2025" },
        source: {
          pl: "statystyki Profilu Firmy w Google",
          en: "Google Business Profile statistics",
        },
      },
    ],
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
      pl: "Strona strzeżonych parkingów z mapą, cennikiem i szybkim kontaktem. W pół roku po starcie średnio 58 zapytań miesięcznie zamiast 40 i 96 połączeń z Google zamiast 52.",
      en: "A site for guarded car parks with a map, prices and quick contact. Six months after launch: 58 enquiries a month instead of 40, and 96 calls from Google instead of 52.",
    },
    challenge: {
      pl: "Parkingi MAGR prowadzą kilka strzeżonych parkingów w Szczecinie, ale kierowcy nie mogli ich znaleźć w internecie. Stara strona nie działała na telefonie, nie miała cennika ani mapy, a większość zapytań trafiała do konkurencji z lepszą widocznością w Google.",
      en: "Parkingi MAGR runs several guarded car parks in Szczecin, but drivers could not find them online. The old site did not work on phones, had no prices or map, and most enquiries went to competitors with better visibility in Google.",
    },
    solution: {
      pl: "Zbudowaliśmy szybką stronę z interaktywną mapą parkingów, przejrzystym cennikiem i przyciskiem połączenia widocznym na każdym ekranie. Zadbaliśmy o lokalne SEO: osobne podstrony lokalizacji, dane strukturalne i uzupełniony profil firmy w Google.",
      en: "We built a fast site with an interactive map of the car parks, a clear price list and a call button visible on every screen. We took care of local SEO: separate location pages, structured data and a complete Google Business Profile.",
    },
    results: [
      {
        outcome: {
          pl: "Średnio 58 zapytań miesięcznie ze strony wobec 40 (o 45% więcej)",
          en: "An average of 58 enquiries a month from the website against 40 (45% more)",
        },
        period: {
          pl: "pół roku po starcie strony wobec pół roku przed nim",
          en: "six months after the site's launch against the six months before",
        },
        source: {
          pl: "rejestr zapytań prowadzony przez biuro firmy",
          en: "the enquiry log kept by the company's office",
        },
      },
      {
        outcome: {
          pl: "Średnio 96 połączeń miesięcznie z Profilu Firmy w Google wobec 52",
          en: "An average of 96 calls a month from the Google Business Profile against 52",
        },
        period: {
          pl: "pół roku po starcie strony wobec pół roku przed nim",
          en: "six months after the site's launch against the six months before",
        },
        source: {
          pl: "statystyki Profilu Firmy w Google",
          en: "Google Business Profile statistics",
        },
      },
      {
        outcome: {
          pl: "Średnio 1450 wejść miesięcznie z bezpłatnych wyników wyszukiwania wobec 380",
          en: "An average of 1,450 visits a month from organic search results against 380",
        },
        period: {
          pl: "pół roku po starcie strony wobec pół roku przed nim",
          en: "six months after the site's launch against the six months before",
        },
        source: { pl: "Google Search Console", en: "Google Search Console" },
      },
    ],
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
