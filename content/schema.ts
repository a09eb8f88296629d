/**
 * Shared zod building blocks for the content files and the check that runs
 * when a content module loads (at build, in tests and in the browser), so a
 * broken entry stops the build with a message naming the file, entry and field.
 */
import { z } from "zod";

export const text = z.string().trim().min(1, "must not be empty");

/** A text in both site languages. */
export const localizedText = z.object({ pl: text, en: text });

/**
 * An image of ours under public/images/, with its intrinsic size and alt text
 * in both languages: one of the studio's drawings (SVG) or a photograph the
 * agency uploads (JPEG, PNG, WebP, AVIF). Wherever it is shown it fills a frame
 * of the drawings' proportions (object-fit: cover), so a photograph of any
 * shape sits in the layout as deliberately as the drawing it replaces.
 */
export const imageRef = z.object({
  src: z
    .string()
    .regex(
      /^\/images\/[\w/-]+(?:\.[\w-]+)*\.(?:svg|jpe?g|png|webp|avif)$/i,
      "must be an image (SVG, JPEG, PNG, WebP or AVIF) under /images/",
    ),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: localizedText,
});
export type ImageRef = z.infer<typeof imageRef>;

function describeEntry(entry: unknown, index: number): string {
  if (entry && typeof entry === "object" && "id" in entry) {
    const { id } = entry;
    if (typeof id === "string" || typeof id === "number") return `entry "${id}" (#${index + 1})`;
  }
  return `entry #${index + 1}`;
}

function describePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "(the entry itself)";
  return path
    .map((key, position) => {
      if (typeof key === "number") return `[${key}]`;
      return position === 0 ? String(key) : `.${String(key)}`;
    })
    .join("");
}

export class ContentError extends Error {
  override name = "ContentError";
}

/**
 * Parses every entry of a content list with its schema and checks that ids are
 * unique. Throws a ContentError such as:
 * `content/services.ts, entry "2" (#2), field title.en: must not be empty`.
 */
export function validateEntries<Schema extends z.ZodType>(
  file: string,
  schema: Schema,
  entries: readonly unknown[],
): z.output<Schema>[] {
  const problems: string[] = [];
  const parsed: z.output<Schema>[] = [];
  const seen = new Set<unknown>();
  entries.forEach((entry, index) => {
    const result = schema.safeParse(entry);
    const where = `${file}, ${describeEntry(entry, index)}`;
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push(`${where}, field ${describePath(issue.path)}: ${issue.message}`);
      }
      return;
    }
    parsed.push(result.data);
    if (entry && typeof entry === "object" && "id" in entry) {
      if (seen.has(entry.id)) problems.push(`${where}, field id: duplicate id`);
      seen.add(entry.id);
    }
  });
  if (problems.length > 0) {
    throw new ContentError(`Invalid content:\n${problems.join("\n")}`);
  }
  return parsed;
}

/**
 * Checks a whole data file (content/entries/*.json) and the ids of each of
 * its lists. A problem names the file, the entry and the field:
 * `content/entries/faq.json, items entry "cena-logo" (#7), field answer.pl: must not be empty`,
 * `content/entries/offer.json, entry logo, field packages.basic.price.max: …`.
 */
export function validateFile<Schema extends z.ZodType>(
  file: string,
  schema: Schema,
  data: unknown,
): z.output<Schema> {
  const result = schema.safeParse(data);
  const problems = result.success
    ? duplicateIds(data)
    : result.error.issues.map(
        (issue) => `${describeFileEntry(data, issue.path)}: ${issue.message}`,
      );
  if (!result.success || problems.length > 0) {
    const lines = problems.map((problem) => `${file}, ${problem}`);
    throw new ContentError(`Invalid content:\n${lines.join("\n")}`);
  }
  return result.data;
}

/** "items entry \"cena-logo\" (#7), field answer.pl" or "entry logo, field packages.basic.price". */
export function describeFileEntry(data: unknown, path: readonly PropertyKey[]): string {
  const [key, index, ...rest] = path;
  if (key === undefined) return "the file itself";
  const list = data && typeof data === "object" ? Reflect.get(data, key) : undefined;
  if (typeof index === "number" && Array.isArray(list)) {
    return `${String(key)} ${describeEntry(list[index], index)}, field ${describePath(rest)}`;
  }
  return `entry ${String(key)}, field ${describePath(index === undefined ? [] : [index, ...rest])}`;
}

/** Ids used twice within one list of a data file. */
function duplicateIds(data: unknown): string[] {
  if (!data || typeof data !== "object") return [];
  return Object.entries(data).flatMap(([key, list]) => {
    if (!Array.isArray(list)) return [];
    const seen = new Set<unknown>();
    return list.flatMap((entry: unknown, index) => {
      if (!entry || typeof entry !== "object" || !("id" in entry)) return [];
      const duplicate = seen.has(entry.id);
      seen.add(entry.id);
      return duplicate ? [`${key} ${describeEntry(entry, index)}, field id: duplicate id`] : [];
    });
  });
}

/** The same check for a single object such as the agency profile. */
export function validateOne<Schema extends z.ZodType>(
  file: string,
  name: string,
  schema: Schema,
  value: unknown,
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${file}, ${name}, field ${describePath(issue.path)}: ${issue.message}`,
  );
  throw new ContentError(`Invalid content:\n${problems.join("\n")}`);
}
