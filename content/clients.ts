/**
 * Local brands the agency has worked for, shown in the home clients carousel.
 * Logos are our own SVG drawings under public/clients/. Checked at build time
 * (content/clients.schema.ts).
 */
import type { Client } from "./clients.schema.ts";

export type { Client };

const logo = { width: 240, height: 96 } as const;

export const clients: readonly Client[] = [
  {
    id: "piekarnia-pod-walami",
    name: "Piekarnia Pod Wałami",
    logo: "/clients/piekarnia-pod-walami.svg",
    ...logo,
    industry: { pl: "rzemieślnicza piekarnia", en: "craft bakery" },
  },
  {
    id: "usmiech-pogodno",
    name: "Klinika Uśmiech Pogodno",
    logo: "/clients/usmiech-pogodno.svg",
    ...logo,
    industry: { pl: "klinika stomatologiczna", en: "dental clinic" },
  },
  {
    id: "auto-serwis-dabie",
    name: "Auto Serwis Dąbie",
    logo: "/clients/auto-serwis-dabie.svg",
    ...logo,
    industry: { pl: "warsztat samochodowy", en: "car repair workshop" },
  },
  {
    id: "lasztownia-apartamenty",
    name: "Łasztownia Apartamenty",
    logo: "/clients/lasztownia-apartamenty.svg",
    ...logo,
    industry: { pl: "biuro nieruchomości", en: "real estate agency" },
  },
  {
    id: "przystan-nad-odra",
    name: "Przystań nad Odrą",
    logo: "/clients/przystan-nad-odra.svg",
    ...logo,
    industry: { pl: "restauracja i bistro", en: "riverside restaurant" },
  },
  {
    id: "kancelaria-wrzos",
    name: "Kancelaria Wrzos i Wspólnicy",
    logo: "/clients/kancelaria-wrzos.svg",
    ...logo,
    industry: { pl: "kancelaria prawna", en: "law firm" },
  },
  {
    id: "lniane",
    name: "Lniane",
    logo: "/clients/lniane.svg",
    ...logo,
    industry: { pl: "marka odzieżowa", en: "clothing brand" },
  },
  {
    id: "fizjo-warszewo",
    name: "Fizjo Warszewo",
    logo: "/clients/fizjo-warszewo.svg",
    ...logo,
    industry: { pl: "gabinet fizjoterapii", en: "physiotherapy practice" },
  },
  {
    id: "jasne-blonia-eventy",
    name: "Jasne Błonia Eventy",
    logo: "/clients/jasne-blonia-eventy.svg",
    ...logo,
    industry: { pl: "organizator wydarzeń", en: "event organiser" },
  },
];
