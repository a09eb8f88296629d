/** Article bodies and extra blocks: server-side only (loaders, RSS). */
import { contents } from "virtual:blog-contents";
import { validateAgencyExtras } from "#content/blog/extras-schema.ts";
import type { LocalizedAgencySelectionExtras } from "#content/blog/extras-types.ts";
import type { PostContent } from "#content/blog/types.ts";

export const AGENCY_SELECTION_SLUG = "jak-wybrac-agencje-marketingowa-w-szczecinie";

const extrasModules = import.meta.glob<{ agencySelectionExtras?: unknown }>(
  "../../content/blog/*/extras.ts",
  { eager: true },
);

const agencyExtras: LocalizedAgencySelectionExtras | null = (() => {
  const entry = Object.entries(extrasModules).find(([file]) =>
    file.includes(`/${AGENCY_SELECTION_SLUG}/`),
  );
  if (!entry) return null;
  const [file, module] = entry;
  return validateAgencyExtras(file, module.agencySelectionExtras);
})();

export function findContent(slug: string): PostContent | undefined {
  return contents.find((content) => content.slug === slug);
}

export function agencySelectionExtras(slug: string): LocalizedAgencySelectionExtras | null {
  return slug === AGENCY_SELECTION_SLUG ? agencyExtras : null;
}
