/**
 * The team shown on the home page and on /zespol; the blog uses the same
 * portraits. Checked at build time (content/team.schema.ts).
 */
import type { Partner, TeamMember } from "./team.schema.ts";

export type { Partner, TeamMember };

/** Path of the avatar used when a member's portrait cannot be loaded. */
export const defaultAvatar = "/team/default-avatar.svg";

/** Intrinsic size of every portrait under public/team/. */
export const portraitSize = { width: 400, height: 400 } as const;

export const team: readonly TeamMember[] = [
  {
    id: "tomasz-nowicki",
    name: "Tomasz Nowicki",
    position: { pl: "Dyrektor kreatywny", en: "Creative Director" },
    image: "/team/tomasz-nowicki.svg",
    samplePortrait: true,
    imageAlt: {
      pl: "Ilustrowany portret Tomasza Nowickiego, dyrektora kreatywnego Odra Creative",
      en: "Illustrated portrait of Tomasz Nowicki, Creative Director at Odra Creative",
    },
    bio: {
      pl: "Od ponad dziesięciu lat projektuje marki dla firm z Pomorza Zachodniego — od rodzinnych piekarni po spółki technologiczne. Odpowiada za identyfikacje wizualne, strony internetowe i to, żeby każdy projekt był nie tylko ładny, ale przede wszystkim czytelny dla klientów.",
      en: "For more than ten years he has been designing brands for companies across West Pomerania — from family bakeries to tech firms. He leads visual identities and websites, and makes sure every project is not only good-looking but, above all, clear to customers.",
    },
    linkedin: "https://www.linkedin.com/in/tomasz-nowicki-odracreative",
    instagram: "https://www.instagram.com/tomasz.odracreative",
  },
  {
    id: "karolina-zielinska",
    name: "Karolina Zielińska",
    position: { pl: "Ekspertka marketingu cyfrowego", en: "Digital Marketing Expert" },
    image: "/team/karolina-zielinska.svg",
    samplePortrait: true,
    imageAlt: {
      pl: "Ilustrowany portret Karoliny Zielińskiej, ekspertki marketingu cyfrowego Odra Creative",
      en: "Illustrated portrait of Karolina Zielińska, Digital Marketing Expert at Odra Creative",
    },
    bio: {
      pl: "Prowadzi kampanie Google Ads i Meta Ads, SEO oraz analitykę. Zaczyna od celów sprzedażowych, a kończy na raporcie, z którego wprost widać, ile kosztował każdy klient. Certyfikowana specjalistka Google Ads, wcześniej w e-commerce.",
      en: "She runs Google Ads and Meta Ads campaigns, SEO and analytics. She starts from sales goals and ends with a report that shows exactly what each new customer cost. A certified Google Ads specialist with an e-commerce background.",
    },
    linkedin: "https://www.linkedin.com/in/karolina-zielinska-odracreative",
    instagram: "https://www.instagram.com/karolina.odracreative",
  },
];

/**
 * Who works with the two of us on what two people cannot do alone: shoots,
 * films and large applications. The client's contract is with us, and one of
 * us runs every project these partners work on.
 */
export const partners: readonly Partner[] = [
  {
    id: "photographer",
    role: { pl: "Fotograf", en: "Photographer" },
    work: {
      pl: "Sesje produktowe, portretowe i eventowe w studiu i u klientów.",
      en: "Product, portrait and event shoots in the studio and on location.",
    },
  },
  {
    id: "video",
    role: { pl: "Operator kamery i montażysta", en: "Camera operator and editor" },
    work: {
      pl: "Filmy reklamowe, relacje z wydarzeń i krótkie formy wideo, od zdjęć po montaż.",
      en: "Advertising films, event coverage and short-form video, from the shoot to the final cut.",
    },
  },
  {
    id: "developers",
    role: { pl: "Zespół programistów", en: "Development team" },
    work: {
      pl: "Back-end, integracje i utrzymanie aplikacji webowych średniej i dużej skali. Analiza, interfejs i prowadzenie projektu zostają u nas.",
      en: "The back end, integrations and upkeep of medium and large web applications. The analysis, the interface and running the project stay with us.",
    },
  },
];
