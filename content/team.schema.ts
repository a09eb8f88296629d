/** The shape of the team (content/entries/team.json), checked at build time and by the editor. */
import { z } from "zod";
import { localizedText } from "./schema.ts";

/**
 * A portrait under /team/: the drawn series (SVG, tooling/generate-portraits.ts)
 * or a photograph the editor uploads in the CMS, which saves it to public/team/
 * with a lower-case, accent-free file name.
 */
export const portraitExtensions = ["svg", "jpg", "jpeg", "png", "webp", "avif"] as const;

export const portraitPattern = new RegExp(
  `^/team/[a-z0-9][a-z0-9._-]*\\.(?:${portraitExtensions.join("|")})$`,
);

export const teamMemberSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, "must be a lowercase slug"),
  name: z.string().trim().min(3, "must be a full name"),
  position: localizedText,
  image: z.string().regex(portraitPattern, "must be a portrait under /team/ (SVG or a photo)"),
  imageAlt: localizedText,
  /** The portrait is the drawn series' illustration, standing in for a photograph of the person. */
  samplePortrait: z.boolean(),
  bio: localizedText,
  linkedin: z.url().startsWith("https://www.linkedin.com/", "must be a LinkedIn profile"),
  instagram: z.url().startsWith("https://www.instagram.com/", "must be an Instagram profile"),
});

export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A partner who works with the team on a kind of project, by role. */
export const partnerSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, "must be a lowercase slug"),
  role: localizedText,
  work: localizedText,
});

export type Partner = z.infer<typeof partnerSchema>;

export const teamFileSchema = z.object({
  members: z.array(teamMemberSchema).length(2, "the team has two members"),
  partners: z.array(partnerSchema),
});

export type TeamFile = z.infer<typeof teamFileSchema>;
