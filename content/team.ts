/**
 * The team shown on the home page and on /zespol; the blog uses the same
 * portraits. Edited in content/entries/team.json, checked at build time
 * (content/team.schema.ts).
 */

import { typesetPolishTree } from "#shared/typography.ts";
import teamData from "./entries/team.json" with { type: "json" };
import { fieldOf } from "./entries.ts";
import type { Partner, TeamFile, TeamMember } from "./team.schema.ts";

export type { Partner, TeamMember };

/** Path of the avatar used when a member's portrait cannot be loaded. */
export const defaultAvatar = "/team/default-avatar.svg";

/** Intrinsic size of every portrait under public/team/. */
export const portraitSize = { width: 400, height: 400 } as const;

export const team: readonly TeamMember[] = typesetPolishTree(
  fieldOf<TeamFile, "members">(teamData, "members"),
);

/**
 * Who works with the two of us on what two people cannot do alone: shoots,
 * films and large applications. The client's contract is with us, and one of
 * us runs every project these partners work on.
 */
export const partners: readonly Partner[] = typesetPolishTree(
  fieldOf<TeamFile, "partners">(teamData, "partners"),
);
