/**
 * The agency's five services: the home page's index and the services accordion.
 * Prices and times come from the offer (content/offer.ts), the pictures from
 * content/entries/service-images.json.
 */
import { typesetPolishTree } from "#shared/typography.ts";
import serviceImagesFile from "./entries/service-images.json" with { type: "json" };
import { checkedAtBuild } from "./entries.ts";
import { offer } from "./offer.ts";
import { inEnglish, inPolish, monthlyFrom } from "./offer-format.ts";
import type { ServiceImagesFile } from "./service-images.schema.ts";
import type { Service } from "./services.schema.ts";

export type { Service };

/** Each service's picture, edited in the CMS (content/entries/service-images.json). */
const serviceImages = checkedAtBuild<ServiceImagesFile>(serviceImagesFile);

const entries: readonly Service[] = [
  {
    id: 1,
    page: "serviceBranding",
    icon: "palette",
    title: { pl: "Branding i design", en: "Branding and design" },
    description: {
      pl: "Logo, identyfikacja wizualna i brand book, dzięki którym Twoja firma wygląda tak profesjonalnie, jak pracuje.",
      en: "Logos, visual identities and brand books that make your business look as professional as it works.",
    },
    details: {
      pl: `Zaczynamy od warsztatu o Twoich klientach i konkurencji, potem projektujemy znak, paletę kolorów, typografię i zasady ich użycia. Projekt logo kosztuje ${inPolish(offer.logo.price, "nominative", "fromTo")} netto. Podstawowa identyfikacja wizualna powstaje zwykle w ${inPolish(offer.identity.basic.delivery)}, a pełna, z brand bookiem, w ${inPolish(offer.identity.full.delivery)}.`,
      en: `We start with a workshop about your customers and competitors, then design the mark, colour palette, typography and the rules for using them. A logo costs ${inEnglish(offer.logo.price)} net. A basic visual identity usually takes ${inEnglish(offer.identity.basic.delivery)}, and a full one with a brand book ${inEnglish(offer.identity.full.delivery)}.`,
    },
    image: serviceImages.branding,
    cardReadMore: true,
  },
  {
    id: 2,
    page: "serviceWeb",
    icon: "code",
    title: { pl: "Strony i aplikacje", en: "Websites and apps" },
    description: {
      pl: "Szybkie strony firmowe, sklepy internetowe i aplikacje webowe, które zamieniają odwiedzających w klientów.",
      en: "Fast company websites, online shops and web apps that turn visitors into customers.",
    },
    details: {
      pl: `Projektujemy i programujemy strony, które ładują się w mniej niż 2 sekundy na telefonie, są zgodne z WCAG 2.2 AA i gotowe na SEO. Strona jednostronicowa kosztuje od ok. ${inPolish(offer.website.priceFrom)} netto, a typowa strona firmowa (${inPolish(offer.website.typicalPages)}) powstaje w ${inPolish(offer.website.delivery)}; aplikacje webowe planujemy etapami, zaczynając od MVP.`,
      en: `We design and build sites that load in under 2 seconds on a phone, meet WCAG 2.2 AA and are ready for SEO. A one-page site starts at about ${inEnglish(offer.website.priceFrom)} net, and a typical company website (${inEnglish(offer.website.typicalPages)}) takes ${inEnglish(offer.website.delivery)}; web apps are planned in stages, starting with an MVP.`,
    },
    image: serviceImages.web,
    cardReadMore: true,
  },
  {
    id: 3,
    page: "serviceMarketing",
    icon: "megaphone",
    title: { pl: "Marketing cyfrowy", en: "Digital marketing" },
    description: {
      pl: "Kampanie Google Ads i w social mediach, SEO, e-mail marketing i analityka — oceniane po wynikach, nie po kliknięciach.",
      en: "Google Ads and social media campaigns, SEO, email marketing and analytics — judged by results, not clicks.",
    },
    details: {
      pl: `Ustawiamy kampanie z geotargetowaniem na Szczecin i okolice, mierzymy każde zapytanie i ${offer.campaigns.optimisationCadence.pl} optymalizujemy budżet. Obsługa jednego kanału kosztuje ${monthlyFrom(offer.marketing.singleChannelFrom).pl}, a stała obsługa kilku kanałów ${monthlyFrom(offer.marketing.ongoingFrom).pl}; pierwsze efekty SEO widać zwykle po ${inPolish(offer.seo.firstEffects, "locative")}, pełne po ${inPolish(offer.seo.fullEffects, "locative")}.`,
      en: `We set up campaigns geotargeted at Szczecin and the surrounding area, track every enquiry and optimise the budget ${offer.campaigns.optimisationCadence.en}. Managing one channel costs ${monthlyFrom(offer.marketing.singleChannelFrom).en} and ongoing care of several channels ${monthlyFrom(offer.marketing.ongoingFrom).en}; SEO usually shows first effects after ${inEnglish(offer.seo.firstEffects)} and full results after ${inEnglish(offer.seo.fullEffects)}.`,
    },
    image: serviceImages.marketing,
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
      pl: `Fotografujemy i filmujemy ${offer.studio.pl} albo u Ciebie — w sklepie, w biurze, na produkcji. Dostajesz gotowe materiały po retuszu i montażu, przycięte do formatów strony, sklepu, Instagrama, Facebooka i TikToka.`,
      en: `We shoot photos and video ${offer.studio.en} or on your premises — in the shop, the office or on the production floor. You get finished, retouched and edited material cut to the formats of your website, online shop, Instagram, Facebook and TikTok.`,
    },
    image: serviceImages.video,
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
    image: serviceImages.strategy,
    cardReadMore: true,
  },
];

export const services: readonly Service[] = typesetPolishTree(entries);

export function findService(id: number): Service | undefined {
  return services.find((service) => service.id === id);
}
