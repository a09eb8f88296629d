/** Portfolio projects: the masonry grid on /portfolio and the home portfolio section. */

import type { Project } from "./portfolio.schema.ts";
import { workImages } from "./work-images.ts";

export type { Project, ProjectCategory } from "./portfolio.schema.ts";

const entries: readonly Project[] = [
  {
    id: "reliance-wear",
    title: "Reliance Wear",
    category: "web",
    image: workImages.relianceStore,
    description: {
      pl: "Sklep internetowy marki odzieżowej: nowa karta produktu, zamówienie na jednej stronie i ładowanie poniżej 2 sekund na telefonie. Sprzedaż online wzrosła o 250%.",
      en: "An online store for a clothing brand: a new product page, one-page checkout and loading in under 2 seconds on a phone. Online sales grew by 250%.",
    },
    tags: ["E-commerce", "UX/UI", "Web design", "Performance"],
    website: "https://reliancewear.pl",
    additionalImages: [workImages.relianceMobile, workImages.relianceCheckout],
  },
  {
    id: "the-goat-beard",
    title: "The Goat Beard",
    category: "branding",
    image: workImages.goatIdentity,
    description: {
      pl: "Branding i strona barbershopu: znak, kolory, wizytówki i strona z rezerwacjami online. Rozpoznawalność marki wzrosła o 200%.",
      en: "Branding and a website for a barbershop: the mark, colours, business cards and a site with online booking. Brand recognition grew by 200%.",
    },
    tags: ["Branding", "Logo", "Web design", "Print"],
    website: "https://thegoatbeard.pl",
    additionalImages: [workImages.goatWebsite, workImages.goatStationery],
  },
  {
    id: "parkingi-magr",
    title: "Parkingi MAGR",
    category: "web",
    image: workImages.magrWebsite,
    description: {
      pl: "Strona firmy prowadzącej strzeżone parkingi: mapa lokalizacji, czytelny cennik i kontakt jednym kliknięciem. O 45% więcej zapytań.",
      en: "A website for a guarded car park operator: a map of locations, clear prices and one-tap contact. 45% more enquiries.",
    },
    tags: ["Web design", "Local SEO", "Maps"],
    website: "https://parkingimagr.pl",
  },
];

export const projects: readonly Project[] = entries;
