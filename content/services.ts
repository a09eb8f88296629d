/**
 * The agency's five services: the home page cards and the services accordion.
 * Figures follow the agency's price list (websites from about 1500 PLN net,
 * delivery 3–6 weeks; branding 2–4 weeks; logo 800–2500 PLN net; marketing
 * from 500 PLN a month; SEO first effects in 3–6 months).
 */
import type { Service } from "./services.schema.ts";

export type { Service };

const entries: readonly Service[] = [
  {
    id: 1,
    page: "serviceBranding",
    icon: "palette",
    title: { pl: "Branding i design", en: "Branding and design" },
    description: {
      pl: "Logo, identyfikacja wizualna i brand book, które sprawiają, że Twoja firma wygląda tak profesjonalnie, jak pracuje.",
      en: "Logos, visual identities and brand books that make your business look as professional as it works.",
    },
    details: {
      pl: "Zaczynamy od warsztatu o Twoich klientach i konkurencji, potem projektujemy znak, paletę kolorów, typografię i zasady ich użycia. Projekt logo kosztuje od 800 do 2500 zł netto, a pełna identyfikacja wizualna powstaje zwykle w 2–4 tygodnie.",
      en: "We start with a workshop about your customers and competitors, then design the mark, colour palette, typography and the rules for using them. A logo costs 800–2,500 PLN net, and a full visual identity usually takes 2–4 weeks.",
    },
    image: {
      src: "/images/services/branding.svg",
      width: 800,
      height: 600,
      alt: {
        pl: "Tablica identyfikacji wizualnej: znak marki, paleta kolorów i próbki typografii",
        en: "A visual identity board: brand mark, colour palette and typography samples",
      },
    },
    cardReadMore: true,
  },
  {
    id: 2,
    page: "serviceWeb",
    icon: "code",
    title: { pl: "Strony i aplikacje", en: "Websites and apps" },
    description: {
      pl: "Szybkie strony firmowe, sklepy internetowe i aplikacje webowe, które zamieniają odwiedzających w klientów.",
      en: "Fast company websites, online stores and web apps that turn visitors into customers.",
    },
    details: {
      pl: "Projektujemy i programujemy strony, które ładują się w mniej niż 2 sekundy na telefonie, są zgodne z WCAG i gotowe na SEO. Strona firmowa kosztuje od ok. 1500 zł netto i powstaje w 3–6 tygodni; aplikacje webowe planujemy etapami, zaczynając od MVP.",
      en: "We design and build sites that load in under 2 seconds on a phone, meet WCAG and are ready for SEO. A company website starts at about 1,500 PLN net and takes 3–6 weeks; web apps are planned in stages, starting with an MVP.",
    },
    image: {
      src: "/images/services/web.svg",
      width: 800,
      height: 600,
      alt: {
        pl: "Makieta strony internetowej w oknie przeglądarki obok widoku na telefonie",
        en: "A website mock-up in a browser window next to its phone view",
      },
    },
    cardReadMore: true,
  },
  {
    id: 3,
    page: "serviceMarketing",
    icon: "megaphone",
    title: { pl: "Marketing cyfrowy", en: "Digital marketing" },
    description: {
      pl: "Kampanie Google Ads i w social mediach, SEO, e-mail marketing i analityka — rozliczane z wyników, nie z kliknięć.",
      en: "Google Ads and social media campaigns, SEO, e-mail marketing and analytics — judged by results, not clicks.",
    },
    details: {
      pl: "Ustawiamy kampanie z geotargetowaniem na Szczecin i okolice, mierzymy każde zapytanie i co tydzień optymalizujemy budżet. Obsługa marketingu zaczyna się od 500 zł miesięcznie; pierwsze efekty SEO widać zwykle po 3–6 miesiącach, pełne po 6–12.",
      en: "We set up campaigns geotargeted at Szczecin and the surrounding area, track every enquiry and optimise the budget every week. Marketing management starts at 500 PLN a month; SEO usually shows first effects after 3–6 months and full results after 6–12.",
    },
    image: {
      src: "/images/services/marketing.svg",
      width: 800,
      height: 600,
      alt: {
        pl: "Panel wyników kampanii z rosnącym wykresem zapytań i konwersji",
        en: "A campaign dashboard with a rising chart of enquiries and conversions",
      },
    },
    cardReadMore: true,
  },
  {
    id: 4,
    page: "serviceVideo",
    icon: "camera",
    title: { pl: "Video i fotografia", en: "Video and photography" },
    description: {
      pl: "Zdjęcia produktowe, portretowe i eventowe oraz filmy reklamowe i krótkie formy wideo do mediów społecznościowych.",
      en: "Product, portrait and event photography plus advertising films and short-form video for social media.",
    },
    details: {
      pl: "Fotografujemy i filmujemy w studiu albo u Ciebie — w sklepie, w biurze, na produkcji. Dostajesz gotowe materiały po retuszu i montażu, przycięte do formatów strony, sklepu, Instagrama, Facebooka i TikToka.",
      en: "We shoot photos and video in the studio or on your premises — in the shop, the office or on the production floor. You get finished, retouched and edited material cut to the formats of your website, store, Instagram, Facebook and TikTok.",
    },
    image: {
      src: "/images/services/video.svg",
      width: 800,
      height: 600,
      alt: {
        pl: "Obiektyw aparatu i klatki filmu z nagraniem reklamowym",
        en: "A camera lens and film frames from an advertising shoot",
      },
    },
    cardReadMore: false,
  },
  {
    id: 5,
    page: "serviceStrategy",
    icon: "compass",
    title: { pl: "Strategia marki", en: "Brand strategy" },
    description: {
      pl: "Analiza rynku, pozycjonowanie i plan komunikacji, dzięki którym każda złotówka wydana na marketing ma cel.",
      en: "Market analysis, positioning and a communication plan, so every złoty spent on marketing has a purpose.",
    },
    details: {
      pl: "Badamy Twoich klientów i konkurencję, wyznaczamy miejsce marki na rynku i zamieniamy je w konkretny plan: przekaz, kanały, budżet i harmonogram. Strategię dostajesz w formie dokumentu, który możesz przekazać każdemu wykonawcy.",
      en: "We research your customers and competitors, define where your brand stands in the market and turn it into a concrete plan: message, channels, budget and schedule. You receive the strategy as a document you can hand to any supplier.",
    },
    image: {
      src: "/images/services/strategy.svg",
      width: 800,
      height: 600,
      alt: {
        pl: "Mapa pozycjonowania marki z osiami i wyróżnionym miejscem marki",
        en: "A brand positioning map with two axes and the brand's highlighted position",
      },
    },
    cardReadMore: true,
  },
];

export const services: readonly Service[] = entries;

export function findService(id: number): Service | undefined {
  return services.find((service) => service.id === id);
}
