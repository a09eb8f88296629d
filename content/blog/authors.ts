/** The blog's authors; a post names one by id and may override the position. */
import type { Localized } from "#shared/lang.ts";
import { typesetPolishTree } from "#shared/typography.ts";
import { team } from "../team.ts";

export const authorIds = ["tomasz-nowicki", "karolina-zielinska"] as const;
export type AuthorId = (typeof authorIds)[number];

export interface BlogAuthor {
  id: AuthorId;
  name: string;
  avatar: string;
  position: Localized;
  bio: Localized;
}

export const DEFAULT_AVATAR = "/team/default-avatar.svg";

/** The author's portrait on the team page (content/entries/team.json): a photo uploaded there shows here too. */
function portraitOf(id: AuthorId): string {
  return team.find((member) => member.id === id)?.image ?? DEFAULT_AVATAR;
}

export const authors: Record<AuthorId, BlogAuthor> = typesetPolishTree({
  "tomasz-nowicki": {
    id: "tomasz-nowicki",
    name: "Tomasz Nowicki",
    avatar: portraitOf("tomasz-nowicki"),
    position: { pl: "Dyrektor kreatywny", en: "Creative Director" },
    bio: {
      pl: "Projektuje marki i produkty cyfrowe od ponad dekady. W Odra Creative prowadzi projekty brandingowe, strony i aplikacje webowe — od pierwszego szkicu po wdrożenie.",
      en: "Has been designing brands and digital products for over a decade. At Odra Creative he leads branding, website and web application projects — from the first sketch to launch.",
    },
  },
  "karolina-zielinska": {
    id: "karolina-zielinska",
    name: "Karolina Zielińska",
    avatar: portraitOf("karolina-zielinska"),
    position: { pl: "Ekspertka marketingu cyfrowego", en: "Digital Marketing Expert" },
    bio: {
      pl: "Planuje i optymalizuje kampanie Google Ads i Meta Ads dla firm z Pomorza Zachodniego. Liczy zapytania i sprzedaż, nie polubienia.",
      en: "Plans and optimises Google Ads and Meta Ads campaigns for businesses in West Pomerania. She counts enquiries and sales, not likes.",
    },
  },
});
