/**
 * The editor's fields against the content's schemas: every field of every
 * file's schema is in the editor, under its Polish label, with the schema's
 * required-ness, options and bounds, and nothing else is; a schema field the
 * labels do not follow fails here.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { englishFrontMatter, polishFrontMatter } from "#content/blog/schema.ts";
import { type EntryFileName, entryFiles } from "#content/entry-files.ts";
import { faqItemSchema } from "#content/faq.schema.ts";
import { MAX_IMAGE_BYTES } from "#content/media.ts";
import { articleFields, collections } from "./collections.ts";
import { decapConfig } from "./config.ts";
import type { DecapField, Labels } from "./decap-types.ts";
import { fieldPaths, fieldsOf, jsonSchemaOf, staleLabels } from "./fields.ts";
import { articleLabels, entryFileLabels } from "./labels.ts";

type Node = ReturnType<typeof jsonSchemaOf>;

/**
 * Walks a schema and the editor's fields side by side and lists every
 * difference: a field missing or extra, required when the schema lets it be
 * left out (or the other way round), a select without the schema's values, a
 * list where the schema has none.
 */
function differences(
  node: Node,
  fields: readonly DecapField[],
  path = "",
  inOptionalGroup = false,
): string[] {
  const properties = node.properties ?? {};
  const required = new Set(node.required ?? []);
  const names = fields.map((field) => field.name);
  const problems = [
    ...Object.keys(properties)
      .filter((name) => !names.includes(name))
      .map((name) => `${path}${name}: not in the editor`),
    ...names
      .filter((name) => !(name in properties))
      .map((name) => `${path}${name}: not in the schema`),
  ];
  for (const field of fields) {
    const child = properties[field.name];
    if (!child) continue;
    const where = `${path}${field.name}`;
    if (child.type === "boolean") {
      // A switch is never left out: it is off (its default) until turned on.
      if (field.widget !== "boolean" || typeof field.default !== "boolean") {
        problems.push(`${where}: not a switch with a default`);
      }
    } else if (Boolean(field.required) !== (required.has(field.name) && !inOptionalGroup)) {
      // Inside a group that may be left out nothing is asked for (Decap would check it anyway).
      problems.push(`${where}: required ${field.required} in the editor`);
    }
    if (child.enum) {
      const values = field.options?.map((option) => option.value);
      if (JSON.stringify(values) !== JSON.stringify(child.enum)) {
        problems.push(`${where}: options ${JSON.stringify(values)}`);
      }
    }
    if (child.const !== undefined && (field.widget !== "hidden" || field.default !== child.const)) {
      problems.push(`${where}: the fixed value ${String(child.const)} is not kept`);
    }
    if (child.type === "object" && child.const === undefined) {
      const optional = inOptionalGroup || !required.has(field.name);
      problems.push(...differences(child, field.fields ?? [], `${where}.`, optional));
    }
    if (child.type === "array") {
      if (field.widget !== "list") problems.push(`${where}: not a list`);
      if (child.items?.type === "object") {
        problems.push(...differences(child.items, field.fields ?? [], `${where}[].`));
      }
    }
  }
  return problems;
}

const dataFiles = Object.keys(entryFiles) as EntryFileName[];

function fileFields(name: EntryFileName): DecapField[] {
  const collection = collections().find((each) => each.name === name);
  return collection?.files?.[0]?.fields ?? [];
}

describe("the editor's fields", () => {
  it.each(dataFiles)("of %s match its schema field by field", (name) => {
    expect(fileFields(name).length).toBeGreaterThan(0);
    expect(differences(jsonSchemaOf(entryFiles[name].schema), fileFields(name))).toEqual([]);
  });

  it("of an article match the Polish front matter, translate what the English file has, and add the body", () => {
    const fields = articleFields();
    const body = fields.find((field) => field.name === "body");
    expect(body).toMatchObject({ widget: "markdown", required: true, i18n: true });
    const frontMatter = fields.filter((field) => field.name !== "body");
    expect(differences(jsonSchemaOf(polishFrontMatter), frontMatter)).toEqual([]);
    const translated = frontMatter.filter((field) => field.i18n).map((field) => field.name);
    expect(translated).toEqual(Object.keys(englishFrontMatter.shape));
    // Decap hides in the English pane a nested field not marked for translation.
    const seo = frontMatter.find((field) => field.name === "seo");
    expect(seo?.fields?.map((field) => [field.name, field.i18n])).toEqual([
      ["title", true],
      ["description", true],
      ["keywords", true],
    ]);
  });

  it("save each data file where the build reads it, and articles as index.pl.md and index.en.md", () => {
    const all = collections();
    for (const name of dataFiles) {
      expect(all.find((each) => each.name === name)?.files?.[0]?.file).toBe(entryFiles[name].file);
    }
    expect(all.find((each) => each.name === "blog")).toMatchObject({
      folder: "content/blog",
      path: "{{slug}}/index",
      extension: "md",
    });
    expect(decapConfig(settings).i18n).toEqual({
      structure: "multiple_files",
      locales: ["pl", "en"],
      default_locale: "pl",
    });
  });

  it("cannot leave out what the schema requires, and can leave out what it does not", () => {
    const faq = fileFields("faq")[0]?.fields ?? [];
    expect(faq.find((field) => field.name === "answer")?.required).toBe(true);
    const price = fileFields("offer")
      .find((field) => field.name === "website")
      ?.fields?.find((field) => field.name === "priceFrom");
    expect(price?.label).toBe("Cena od (priceFrom) — zł netto");
    expect(price?.fields?.map((field) => [field.name, field.required, field.widget])).toEqual([
      ["unit", true, "hidden"],
      ["min", true, "number"],
      ["max", false, "number"],
    ]);
    const authorPosition = articleFields().find((field) => field.name === "authorPosition");
    expect(authorPosition?.required).toBe(false);
    // A group that may be left out asks for nothing in the editor; the check before a save does.
    expect(authorPosition?.fields?.map((field) => field.required)).toEqual([false, false]);
  });

  it("limit an uploaded image's size and put it where the schema expects the path", () => {
    const cover = articleFields().find((field) => field.name === "featuredImage");
    expect(cover).toMatchObject({
      widget: "image",
      media_folder: "/public/blog/covers",
      public_folder: "/blog/covers",
      media_library: { config: { max_file_size: MAX_IMAGE_BYTES } },
    });
    const portrait = fileFields("team")[0]?.fields?.find((field) => field.name === "image");
    expect(portrait).toMatchObject({ media_folder: "/public/team", public_folder: "/team" });
  });

  it("label every field in Polish, with the field's name in the file", () => {
    const labelled = (fields: readonly DecapField[]): string[] =>
      fields.flatMap((field) => [
        field.label,
        ...labelled(field.fields ?? []),
        ...(field.field ? [field.field.label] : []),
      ]);
    const all = [...articleFields(), ...dataFiles.flatMap(fileFields)];
    const labels = labelled(all);
    expect(labels.length).toBeGreaterThan(300);
    expect(labels.filter((label) => label.trim() === "")).toEqual([]);
    expect(labelled(fileFields("faq"))).toContain("Odpowiedź (answer)");
  });
});

describe("a schema change the editor does not follow", () => {
  it("fails on a field of the schema that has no label", () => {
    const grown = z.object({ items: z.array(faqItemSchema.extend({ priority: z.number() })) });
    expect(() =>
      fieldsOf(jsonSchemaOf(grown), "", {
        labels: entryFileLabels.faq,
        maxImageBytes: MAX_IMAGE_BYTES,
      }),
    ).toThrow('the editor has no label for the field "items.priority"');
  });

  it("fails on a label left behind by a field that is gone", () => {
    const labels: Labels = { ...entryFileLabels.faq, "items.priority": "Priorytet (priority)" };
    const paths = fieldPaths(jsonSchemaOf(entryFiles.faq.schema));
    expect(staleLabels(labels, paths)).toEqual(["items.priority"]);
  });

  it.each(dataFiles)("finds no label of %s without its field", (name) => {
    const paths = fieldPaths(jsonSchemaOf(entryFiles[name].schema));
    expect(staleLabels(entryFileLabels[name], paths)).toEqual([]);
  });

  it("finds no label of an article without its field", () => {
    const paths = [...fieldPaths(jsonSchemaOf(polishFrontMatter)), "body"];
    expect(staleLabels(articleLabels, paths)).toEqual([]);
  });
});

const settings = {
  siteUrl: "https://odracreative.pl",
  githubRepo: undefined,
  branch: "main",
  localProxyUrl: "http://localhost:8081/api/v1",
};

describe("where the editor saves", () => {
  it("saves through decap-server into the working tree when no repository is set", () => {
    expect(decapConfig(settings).backend).toEqual({
      name: "proxy",
      proxy_url: "http://localhost:8081/api/v1",
      branch: "main",
    });
  });

  it("commits to GitHub through the site's own login relay, and locally on localhost", () => {
    const config = decapConfig({ ...settings, githubRepo: "odra-creative/site" });
    expect(config.backend).toMatchObject({
      name: "github",
      repo: "odra-creative/site",
      branch: "main",
      base_url: "https://odracreative.pl",
      auth_endpoint: "api/cms/auth",
    });
    expect(config.local_backend).toEqual({
      url: "http://localhost:8081/api/v1",
      allowed_hosts: ["localhost", "127.0.0.1"],
    });
  });
});
