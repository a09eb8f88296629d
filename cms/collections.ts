/**
 * What the editor offers: the articles, side by side in Polish and English,
 * and one collection per data file of content/entry-files.ts. Every field is
 * made from the file's zod schema (cms/fields.ts) with its Polish label
 * (cms/labels.ts).
 */

import { blogFolder, POST_FILE_STEM } from "#content/blog/files.ts";
import { englishFrontMatter, polishFrontMatter } from "#content/blog/schema.ts";
import { type EntryFileName, entryFiles } from "#content/entry-files.ts";
import { MAX_IMAGE_BYTES } from "#content/media.ts";
import type { DecapCollection, DecapField, Labels } from "./decap-types.ts";
import { type FieldContext, fieldsOf, jsonSchemaOf } from "./fields.ts";
import { articleLabels, entryFileLabels } from "./labels.ts";

/** Each data file's collection in the editor: its name in the menu and what it holds. */
const dataCollections: Record<EntryFileName, { label: string; description: string }> = {
  offer: {
    label: "Oferta i ceny",
    description:
      "Ceny, terminy i rabat za newsletter. Strony usług, FAQ i słowniki piszą te liczby same.",
  },
  faq: { label: "FAQ", description: "17 pytań na stronie głównej, w siedmiu kategoriach." },
  team: { label: "Zespół", description: "Dwie osoby zespołu i współpracownicy." },
  reviews: {
    label: "Opinie",
    description: "Wbudowane opinie z Google, pokazywane bez klucza Places API.",
  },
  portfolio: { label: "Portfolio", description: "Projekty na /portfolio." },
  caseStudies: { label: "Case studies", description: "Historie projektów pod /case-study/…." },
  agencyProfile: {
    label: "Profil agencji",
    description:
      "Opis agencji. Strony case studies go nie pokazują: obok historii stoi karta klienta.",
  },
  clients: { label: "Logotypy klientów", description: "Karuzela logotypów na stronie głównej." },
  serviceImages: {
    label: "Obrazy usług",
    description: "Obraz każdej usługi na /uslugi i na górze jej strony: rysunek albo zdjęcie.",
  },
  company: {
    label: "Dane firmy",
    description: "Dane rejestrowe, telefony, adres, godziny i profile.",
  },
};

const context = (labels: Labels): FieldContext => ({ labels, maxImageBytes: MAX_IMAGE_BYTES });

/** One collection per data file: a single file the editor opens as one form. */
function dataCollection(name: EntryFileName): DecapCollection {
  const { file, schema } = entryFiles[name];
  const { label, description } = dataCollections[name];
  const labels = entryFileLabels[name];
  return {
    name,
    label,
    description,
    format: "json",
    editor: { preview: name === "faq" },
    files: [{ name, label, file, fields: fieldsOf(jsonSchemaOf(schema), "", context(labels)) }],
  };
}

/** A field and everything in it translated: Decap hides a nested field not marked so. */
function translated(field: DecapField): DecapField {
  return {
    ...field,
    i18n: true,
    ...(field.fields ? { fields: field.fields.map(translated) } : {}),
    ...(field.field ? { field: translated(field.field) } : {}),
  };
}

/**
 * An article's fields: the Polish front matter's, those the English file has
 * too marked for translation (shown in both panes), and the body.
 */
export function articleFields(): DecapField[] {
  const english = new Set(Object.keys(englishFrontMatter.shape));
  const fields = fieldsOf(jsonSchemaOf(polishFrontMatter), "", context(articleLabels)).map(
    (field) => (english.has(field.name) ? translated(field) : field),
  );
  const body = articleLabels.body;
  if (typeof body !== "object") throw new Error("the article's body needs its label");
  return [
    ...fields,
    {
      name: "body",
      label: body.label,
      ...(body.hint ? { hint: body.hint } : {}),
      widget: "markdown",
      // Markdown as written: the articles hold HTML, tables and {{offerYear}}, which a
      // round trip through the rich-text editor would rewrite without saying so.
      modes: ["raw"],
      required: true,
      i18n: true,
    },
  ];
}

function articlesCollection(): DecapCollection {
  return {
    name: "blog",
    label: "Artykuły",
    label_singular: "artykuł",
    description: "Blog po polsku i po angielsku, obok siebie.",
    folder: blogFolder,
    // content/blog/<slug>/index.pl.md and index.en.md: Decap's name for a translated entry.
    path: `{{slug}}/${POST_FILE_STEM}`,
    extension: "md",
    format: "frontmatter",
    create: true,
    delete: false,
    identifier_field: "slug",
    slug: "{{fields.slug}}",
    summary: "{{title}}",
    sortable_fields: ["publishedAt", "title"],
    i18n: true,
    fields: articleFields(),
  };
}

export function collections(): DecapCollection[] {
  const files = Object.keys(entryFiles) as EntryFileName[];
  return [articlesCollection(), ...files.map(dataCollection)];
}
