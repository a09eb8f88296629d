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
      pl: "Sklep internetowy marki odzieżowej: nowa karta produktu, zamówienie na jednej stronie i ładowanie poniżej 2 sekund na telefonie. W pierwszym półroczu 3,5 raza więcej zamówień online niż rok wcześniej.",
      en: "An online shop for a clothing brand: a new product page, one-page checkout and loading in under 2 seconds on a phone. In its first six months, 3.5 times as many online orders as a year earlier.",
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
      pl: "Branding i strona nowego barbershopu: znak, kolory, wizytówki i strona z rezerwacjami online. Średnio 260 wizyt miesięcznie umówionych przez stronę w pierwszym półroczu.",
      en: "Branding and a website for a new barbershop: the mark, colours, business cards and a site with online booking. An average of 260 visits a month booked online in its first six months.",
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
      pl: "Strona firmy prowadzącej strzeżone parkingi: mapa lokalizacji, czytelny cennik i kontakt jednym kliknięciem. Średnio 58 zapytań miesięcznie zamiast 40 przez pół roku po starcie.",
      en: "A website for a guarded car park operator: a map of locations, clear prices and one-tap contact. An average of 58 enquiries a month instead of 40 in the six months after launch.",
    },
    tags: ["Web design", "Local SEO", "Maps"],
    website: "https://parkingimagr.pl",
  },
];

export const projects: readonly Project[] = entries;
