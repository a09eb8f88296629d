/**
 * Checks every content file against its schema. It runs when the site is built
 * (astro.config.ts) and in the unit tests, so a broken entry stops the
 * build with a message naming the file, the entry and the field — while the
 * pages themselves ship plain data and no validation code to the browser.
 * The files the agency edits in the CMS are paired with their schemas in
 * content/entry-files.ts, which the editor checks with before it saves.
 */
import path from "node:path";
import { blogDir, postFolders, readPost } from "./blog/sources.ts";
import agencyProfile from "./entries/agency-profile.json" with { type: "json" };
import caseStudies from "./entries/case-studies.json" with { type: "json" };
import clients from "./entries/clients.json" with { type: "json" };
import company from "./entries/company.json" with { type: "json" };
import faq from "./entries/faq.json" with { type: "json" };
import offer from "./entries/offer.json" with { type: "json" };
import portfolio from "./entries/portfolio.json" with { type: "json" };
import reviews from "./entries/reviews.json" with { type: "json" };
import serviceImages from "./entries/service-images.json" with { type: "json" };
import team from "./entries/team.json" with { type: "json" };
import { type EntryFileName, entryFiles } from "./entry-files.ts";
import { imageProblem } from "./media.ts";
import { ContentError, validateEntries, validateFile } from "./schema.ts";
import { servicePageSchema } from "./service-pages.schema.ts";
import { servicePagesContent } from "./service-pages.ts";
import { serviceSchema } from "./services.schema.ts";
import { services } from "./services.ts";

/** Each entry file's data as the build reads it. */
export const shippedEntries: Record<EntryFileName, unknown> = {
  offer,
  faq,
  team,
  reviews,
  portfolio,
  caseStudies,
  agencyProfile,
  clients,
  company,
  serviceImages,
};

/** Every image a data file points at, by the file: "/team/tomasz-nowicki.svg". */
function imagesOf(name: EntryFileName, data: unknown): string[] {
  const images: string[] = [];
  const visit = (node: unknown, key: string) => {
    if (typeof node === "string" && imageFields.has(key)) images.push(node);
    else if (Array.isArray(node)) for (const item of node) visit(item, key);
    else if (node && typeof node === "object")
      for (const [childKey, child] of Object.entries(node)) visit(child, childKey);
  };
  visit(data, name);
  return images;
}

/** The fields of the data files that hold an image's path. */
const imageFields = new Set(["image", "logo", "src"]);

/**
 * Throws a ContentError naming every broken field of the content, file by
 * file, and every image a file or an article's cover points at that is
 * missing from public/, too large or of another type (content/media.ts).
 */
export function validateContent(
  data: Record<EntryFileName, unknown> = shippedEntries,
  publicDir: string = path.resolve("public"),
): void {
  validateEntries("content/services.ts", serviceSchema, services);
  validateEntries("content/service-pages.ts", servicePageSchema, servicePagesContent);
  for (const [name, { file, schema }] of Object.entries(entryFiles)) {
    validateFile(file, schema, data[name as EntryFileName]);
  }
  const images = [
    ...Object.entries(entryFiles).flatMap(([name, { file }]) =>
      imagesOf(name as EntryFileName, data[name as EntryFileName]).map((src) => ({ file, src })),
    ),
    ...postFolders().map((folder) => {
      const { pl } = readPost(blogDir, folder);
      return { file: pl.file, src: pl.frontMatter.featuredImage };
    }),
  ];
  const problems = images.flatMap(({ file, src }) => {
    const problem = imageProblem(publicDir, src);
    return problem ? [`${file}: ${problem}`] : [];
  });
  if (problems.length > 0) throw new ContentError(`Invalid content:\n${problems.join("\n")}`);
}
