/**
 * Project artwork shared by the portfolio and the case studies (the files are
 * drawn by scripts/generate-artwork.ts into public/images/work/).
 */
import type { ImageRef } from "./schema.ts";

export const workImages = {
  relianceStore: {
    src: "/images/work/reliance-wear-store.svg",
    width: 1200,
    height: 900,
    alt: {
      pl: "Strona główna sklepu Reliance Wear w oknie przeglądarki: nowa kolekcja i siatka produktów",
      en: "The Reliance Wear shop home page in a browser window: the new collection and a product grid",
    },
  },
  relianceMobile: {
    src: "/images/work/reliance-wear-mobile.svg",
    width: 1200,
    height: 800,
    alt: {
      pl: "Karta produktu i koszyk sklepu Reliance Wear na dwóch ekranach telefonu",
      en: "The Reliance Wear product page and basket on two phone screens",
    },
  },
  relianceCheckout: {
    src: "/images/work/reliance-wear-checkout.svg",
    width: 1200,
    height: 800,
    alt: {
      pl: "Jednostronicowe zamówienie w sklepie Reliance Wear z wyborem dostawy i płatności",
      en: "The one-page Reliance Wear checkout with delivery and payment options",
    },
  },
  goatIdentity: {
    src: "/images/work/the-goat-beard-identity.svg",
    width: 1200,
    height: 900,
    alt: {
      pl: "Identyfikacja wizualna The Goat Beard: znak z głową kozła, kolory i krój pisma",
      en: "The Goat Beard visual identity: a goat-head mark, colours and typeface",
    },
  },
  goatWebsite: {
    src: "/images/work/the-goat-beard-website.svg",
    width: 1200,
    height: 800,
    alt: {
      pl: "Strona barbershopu The Goat Beard z cennikiem usług i przyciskiem rezerwacji",
      en: "The Goat Beard barbershop website with a price list and a booking button",
    },
  },
  goatStationery: {
    src: "/images/work/the-goat-beard-stationery.svg",
    width: 1200,
    height: 800,
    alt: {
      pl: "Wizytówki i karta lojalnościowa The Goat Beard w nowej identyfikacji",
      en: "The Goat Beard business cards and loyalty card in the new identity",
    },
  },
  magrWebsite: {
    src: "/images/work/parkingi-magr-website.svg",
    width: 1200,
    height: 900,
    alt: {
      pl: "Strona Parkingi MAGR z mapą parkingów, cennikiem i przyciskiem szybkiego kontaktu",
      en: "The Parkingi MAGR website with a map of car parks, prices and a quick contact button",
    },
  },
} as const satisfies Record<string, ImageRef>;
