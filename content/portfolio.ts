/**
 * Portfolio projects: the masonry grid on /portfolio and the home portfolio
 * section. Edited in content/entries/portfolio.json, checked at build time
 * (content/portfolio.schema.ts).
 */

import { typesetPolishTree } from "#shared/typography.ts";
import portfolioFile from "./entries/portfolio.json" with { type: "json" };
import { fieldOf } from "./entries.ts";
import type { PortfolioFile, Project } from "./portfolio.schema.ts";

export type { Project, ProjectCategory } from "./portfolio.schema.ts";

export const projects: readonly Project[] = typesetPolishTree(
  fieldOf<PortfolioFile, "projects">(portfolioFile, "projects"),
);
