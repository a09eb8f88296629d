/**
 * Client logos for the home clients carousel, under public/clients/. The ones
 * shipped are samples: made-up local brands whose logos we drew
 * (`sample: true`), shown under a heading that says so. A real client's logo
 * goes here only with the client's recorded consent (`consentRecorded`).
 * Checked at build time (content/clients.schema.ts).
 */
import type { Client } from "./clients.schema.ts";

export type { Client };

const logo = { width: 240, height: 96 } as const;

/** Every logo below: drawn by us for made-up brands, so no client has consented to anything. */
const sampleLogo = { ...logo, sample: true, consentRecorded: false } as const;

export const clients: readonly Client[] = [
  {
    id: "piekarnia-pod-walami",
    name: "Piekarnia Pod Wałami",
    logo: "/clients/piekarnia-pod-walami.svg",
    ...sampleLogo,
    industry: { pl: "rzemieślnicza piekarnia", en: "craft bakery" },
  },
  {
    id: "usmiech-pogodno",
    name: "Klinika Uśmiech Pogodno",
    logo: "/clients/usmiech-pogodno.svg",
    ...sampleLogo,
    industry: { pl: "klinika stomatologiczna", en: "dental clinic" },
  },
  {
    id: "auto-serwis-dabie",
    name: "Auto Serwis Dąbie",
    logo: "/clients/auto-serwis-dabie.svg",
    ...sampleLogo,
    industry: { pl: "warsztat samochodowy", en: "car repair workshop" },
  },
  {
    id: "lasztownia-apartamenty",
    name: "Łasztownia Apartamenty",
    logo: "/clients/lasztownia-apartamenty.svg",
    ...sampleLogo,
    industry: { pl: "biuro nieruchomości", en: "real estate agency" },
  },
  {
    id: "przystan-nad-odra",
    name: "Przystań nad Odrą",
    logo: "/clients/przystan-nad-odra.svg",
    ...sampleLogo,
    industry: { pl: "restauracja i bistro", en: "riverside restaurant" },
  },
  {
    id: "kancelaria-wrzos",
    name: "Kancelaria Wrzos i Wspólnicy",
    logo: "/clients/kancelaria-wrzos.svg",
    ...sampleLogo,
    industry: { pl: "kancelaria prawna", en: "law firm" },
  },
  {
    id: "lniane",
    name: "Lniane",
    logo: "/clients/lniane.svg",
    ...sampleLogo,
    industry: { pl: "marka odzieżowa", en: "clothing brand" },
  },
  {
    id: "fizjo-warszewo",
    name: "Fizjo Warszewo",
    logo: "/clients/fizjo-warszewo.svg",
    ...sampleLogo,
    industry: { pl: "gabinet fizjoterapii", en: "physiotherapy practice" },
  },
  {
    id: "jasne-blonia-eventy",
    name: "Jasne Błonia Eventy",
    logo: "/clients/jasne-blonia-eventy.svg",
    ...sampleLogo,
    industry: { pl: "organizator wydarzeń", en: "event organiser" },
  },
];
