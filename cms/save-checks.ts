/**
 * What the editor checks before it saves: the entry against the same zod
 * schemas the build applies (and an article's two files against the same
 * rules), so an entry the build would refuse is refused in the editor, with
 * the field's Polish label and what is wrong. Decap's own checks cover only
 * the Polish side of an article; these cover both. An article's read time is
 * set here from its Polish body, as the build counts it.
 */
import { marked } from "marked";
import { z } from "zod";
import { unsafeMarkup } from "#content/blog/markup-rules.ts";
import { fillPlaceholders } from "#content/blog/placeholders.ts";
import { pairProblems } from "#content/blog/post-rules.ts";
import { countWords, MIN_ARTICLE_WORDS, readTimeFor } from "#content/blog/read-time.ts";
import { englishFrontMatter, polishFrontMatter } from "#content/blog/schema.ts";
import { type EntryFileName, entryFiles } from "#content/entry-files.ts";
import { htmlToText } from "#shared/text.ts";
import type { Labels } from "./decap-types.ts";
import { articleLabels, entryFileLabels } from "./labels.ts";
import { polishMessage } from "./messages.ts";

/** An entry the editor does not save; its message is what the editor shows. */
export class RefusedEntry extends Error {
  // Decap shows "Nie udało się zapisać pozycji: " and the error as text: the message alone.
  override name = "";
}

/** "Pytania (items) › #7 › Odpowiedź (answer) › po angielsku (en)". */
function fieldName(labels: Labels, path: readonly PropertyKey[]): string {
  const names: string[] = [];
  const keys: string[] = [];
  for (const key of path) {
    if (typeof key === "number") {
      names.push(`#${key + 1}`);
      continue;
    }
    keys.push(String(key));
    const own = labels[keys.join(".")] ?? sharedNames[String(key)];
    const label = typeof own === "string" ? own : own?.label;
    names.push(label ?? String(key));
  }
  return names.length > 0 ? names.join(" › ") : "całość";
}

const sharedNames: Labels = {
  pl: "po polsku (pl)",
  en: "po angielsku (en)",
  min: "Liczba lub dolna granica (min)",
  max: "Górna granica (max)",
};

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    value = value !== null && typeof value === "object" ? Reflect.get(value, key) : undefined;
  }
  return value;
}

/** One line per problem: the field and what is wrong with it. */
function problemsOf(
  result: z.ZodSafeParseResult<unknown>,
  data: unknown,
  labels: Labels,
  prefix = "",
): string[] {
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const value = valueAt(data, issue.path);
    const empty = value === undefined || value === null || value === "";
    const message = empty ? "to pole jest wymagane" : polishMessage(issue.message);
    return `${prefix}${fieldName(labels, issue.path)}: ${message}`;
  });
}

function refuse(problems: readonly string[]): void {
  if (problems.length > 0) throw new RefusedEntry(`Popraw przed zapisem — ${problems.join("; ")}`);
}

const isBlank = (value: unknown) =>
  value === "" ||
  value === null ||
  value === undefined ||
  (typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 0);

/**
 * Decap keeps an optional field the editor emptied as "" (a number, a text)
 * and an untouched optional group as {}; the files leave them out, as the
 * schemas expect. Items of lists are kept: an empty one is refused instead.
 */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value)
    .map(([key, child]) => [key, withoutEmpty(child)] as const)
    .filter(([, child]) => !isBlank(child));
  return Object.fromEntries(entries);
}

/** The paths of the fields withoutEmpty() leaves out, deepest first, for Decap's deleteIn. */
export function emptyFields(
  value: unknown,
  path: readonly (string | number)[] = [],
): (string | number)[][] {
  if (value === null || typeof value !== "object") return [];
  const children = Array.isArray(value)
    ? value.map((child, index) => [index, child] as const)
    : Object.entries(value);
  return children.flatMap(([key, child]) => {
    const childPath = [...path, key];
    const inner = emptyFields(child, childPath);
    const blank = typeof key === "string" && isBlank(withoutEmpty(child));
    return blank ? [...inner, childPath] : inner;
  });
}

/** The words of a Markdown body, counted on its text as the blog compiler counts them. */
function wordsOf(markdown: string): number {
  return countWords(htmlToText(marked.parse(markdown, { async: false })));
}

interface ArticleSides {
  polish: Record<string, unknown>;
  english: Record<string, unknown>;
}

/** An article's two sides as Decap holds them: the body beside the front matter. */
export function checkArticle({ polish, english }: ArticleSides): { readTime: number } {
  const { body: polishBody = "", ...polishMatter } = polish;
  const { body: englishBody = "", ...englishMatter } = english;
  const plBody = typeof polishBody === "string" ? polishBody : "";
  const enBody = typeof englishBody === "string" ? englishBody : "";
  const readTime = readTimeFor(wordsOf(plBody));
  const filled = (matter: Record<string, unknown>) =>
    JSON.parse(fillPlaceholders(JSON.stringify(withoutEmpty(matter)))) as unknown;
  const unsafe = (side: string, body: string) =>
    unsafeMarkup(body).map(
      ({ line, problem }) =>
        `${side} › Treść (body), wiersz ${line}: niedozwolony kod — skrypty, ramki, atrybuty on…= i adresy javascript: nie mogą trafić na stronę (${problem})`,
    );
  const plData = filled({ ...polishMatter, readTime: readTime ?? 1 });
  const enData = filled(englishMatter);
  const problems = [
    ...(readTime === undefined
      ? [
          `Po polsku (pl) › Treść (body): za krótka — artykuł potrzebuje co najmniej ${MIN_ARTICLE_WORDS} słów`,
        ]
      : []),
    ...problemsOf(polishFrontMatter.safeParse(plData), plData, articleLabels, "Po polsku (pl) › "),
    ...problemsOf(
      englishFrontMatter.safeParse(enData),
      enData,
      articleLabels,
      "Po angielsku (en) › ",
    ),
    ...pairProblems({
      polish: { hasExtras: polishMatter.extras !== undefined, body: plBody },
      english: { hasExtras: englishMatter.extras !== undefined, body: enBody },
    }).map(
      ({ lang, problem }) =>
        `${lang === "pl" ? "Po polsku (pl)" : "Po angielsku (en)"}: ${polishMessage(problem)}`,
    ),
    ...unsafe("Po polsku (pl)", plBody),
    ...unsafe("Po angielsku (en)", enBody),
  ];
  refuse(problems);
  return { readTime: readTime ?? 1 };
}

/** A data file as Decap holds it, against the file's schema. */
export function checkDataFile(name: EntryFileName, data: unknown): void {
  const { schema } = entryFiles[name];
  const cleaned = withoutEmpty(data);
  refuse(problemsOf(schema.safeParse(cleaned), cleaned, entryFileLabels[name]));
}

function isEntryFile(name: unknown): name is EntryFileName {
  return typeof name === "string" && name in entryFiles;
}

function recordOf(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" ? { ...value } : {};
}

/** Decap's preSave handler: throws to refuse the save, or returns the data to save. */
export function beforeSave(entry: {
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
}): { readTime: number } | undefined {
  const collection = entry.get("collection");
  const data = toPlain(entry.get("data"));
  if (collection === "blog") {
    return checkArticle({
      polish: recordOf(data),
      english: recordOf(toPlain(entry.getIn(["i18n", "en", "data"]))),
    });
  }
  if (isEntryFile(collection)) checkDataFile(collection, data);
  return undefined;
}

/** An Immutable.js value as plain data. */
function toPlain(value: unknown): unknown {
  if (value !== null && typeof value === "object" && "toJS" in value) {
    const toJS = value.toJS;
    if (typeof toJS === "function") return toJS.call(value);
  }
  return value;
}

/** zod's own messages in Polish, for the editor (the build keeps English). */
export function speakPolish(): void {
  z.config(z.locales.pl());
}
