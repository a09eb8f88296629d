/**
 * Every text the site shows, for the checks that read them all: the
 * dictionaries, the content modules and every article as a reader gets it
 * (front matter included, placeholders filled in).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fillPlaceholders, postFileName } from "../../content/blog/sources.ts";
import { agencyProfile, caseStudies } from "../../content/case-studies.ts";
import { clients } from "../../content/clients.ts";
import { faqItems } from "../../content/faq.ts";
import { projects } from "../../content/portfolio.ts";
import { privacyPolicy } from "../../content/privacy.ts";
import { builtInReviews } from "../../content/reviews.ts";
import { servicePagesContent } from "../../content/service-pages.ts";
import { services } from "../../content/services.ts";
import { team } from "../../content/team.ts";
import { en } from "../../shared/i18n/dictionaries/en.ts";
import { pl } from "../../shared/i18n/dictionaries/pl.ts";
import type { Lang } from "../../shared/lang.ts";
import { typesetPolish } from "../../shared/typography.ts";

export interface SiteText {
  /** Where it comes from: "pl.ts.cta.text", "content.faqItems.3.answer.pl", "content/blog/x/index.pl.md". */
  where: string;
  lang: Lang;
  text: string;
}

/** Every string under `node`; below a { pl, en } pair each side takes its language. */
export function textsOf(node: unknown, where: string, lang: Lang): SiteText[] {
  if (typeof node === "string") return [{ where, lang, text: node }];
  if (typeof node !== "object" || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => {
    const side = key === "pl" || key === "en" ? key : lang;
    return textsOf(value, `${where}.${key}`, side);
  });
}

const blogDir = path.resolve("content/blog");

const asRead = (lang: Lang, text: string) => (lang === "pl" ? typesetPolish(text) : text);

/** Every article's Markdown as readers get it, front matter included (its extras live there), Polish typeset. */
export function articleTexts(): SiteText[] {
  return readdirSync(blogDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      (["pl", "en"] as const).map((lang) => ({
        where: `content/blog/${entry.name}/${postFileName(lang)}`,
        lang,
        text: asRead(
          lang,
          fillPlaceholders(
            readFileSync(path.join(blogDir, entry.name, postFileName(lang)), "utf8"),
          ),
        ),
      })),
    );
}

/** The content modules' texts, each in its language. */
export function contentTexts(): SiteText[] {
  return textsOf(
    {
      services,
      servicePagesContent,
      faqItems,
      caseStudies,
      agencyProfile,
      projects,
      clients,
      team,
      builtInReviews,
      privacyPolicy,
    },
    "content",
    "pl",
  );
}

export function dictionaryTexts(): SiteText[] {
  return [...textsOf(pl, "pl.ts", "pl"), ...textsOf(en, "en.ts", "en")];
}

export function siteTexts(): SiteText[] {
  return [...dictionaryTexts(), ...contentTexts(), ...articleTexts()];
}
